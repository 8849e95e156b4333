//! The options of each game as the page offers them for a new game: name, one line of help and
//! the default value (every option is a switch).

use serde::Serialize;

use crate::variant::Variant;

/// One option of a game.
#[derive(Serialize)]
pub(super) struct OptionEntry {
    name: &'static str,
    /// One line for people.
    help: &'static str,
    /// The default value: `true` or `false`.
    value: String,
}

/// The options of a game built with its defaults.
pub(super) fn option_entries(v: &Variant) -> Vec<OptionEntry> {
    let defaults = v.options();
    v.option_specs
        .iter()
        .map(|s| OptionEntry {
            name: s.name,
            help: s.help,
            value: defaults
                .iter()
                .find(|(n, _)| n == s.name)
                .map(|(_, value)| value.clone())
                .unwrap_or_default(),
        })
        .collect()
}

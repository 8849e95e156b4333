//! The options of each game as the page offers them for a new game: name, one line of help, the
//! default value, and for an option that chooses among named values (`setup`) those values.

use serde::Serialize;

use crate::variant::Variant;

/// One option of a game.
#[derive(Serialize)]
pub(super) struct OptionEntry {
    name: &'static str,
    /// One line for people.
    help: &'static str,
    /// The default value: `true` or `false` for a switch, one of `choices` otherwise.
    value: String,
    /// The values of an option that chooses among names, the default first; empty for a
    /// switch.
    choices: Vec<&'static str>,
}

/// The options of a game built with its defaults: the switches, then the choices.
pub(super) fn option_entries(v: &Variant) -> Vec<OptionEntry> {
    let defaults = v.options();
    let default_of = |name: &str| {
        defaults
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.clone())
            .unwrap_or_default()
    };
    let switches = v.option_specs.iter().map(|s| OptionEntry {
        name: s.name,
        help: s.help,
        value: default_of(s.name),
        choices: Vec::new(),
    });
    let choices = v.choice_specs.iter().map(|s| OptionEntry {
        name: s.name,
        help: s.help,
        value: default_of(s.name),
        choices: s.values.to_vec(),
    });
    switches.chain(choices).collect()
}

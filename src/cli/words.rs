//! The words of a command that takes one game and options that each have a value (`tune`,
//! `label`): the game, then each option with its value, in order, options checked against the
//! command's list.

use super::Failure;
use crate::excerpt::excerpt;

/// The game and the options (`--name`, value) of `args`, the words after `command`; `flags`
/// lists the options the command takes. A second game, an unknown option or one without its
/// value is a usage error; so is no game.
pub(super) fn game_and_options(
    command: &str,
    args: &[String],
    flags: &[&str],
) -> Result<(String, Vec<(String, String)>), Failure> {
    let mut game = None;
    let mut options = Vec::new();
    let mut words = args.iter();
    while let Some(arg) = words.next() {
        if !arg.starts_with("--") {
            if game.replace(arg.clone()).is_some() {
                return Err(Failure::Usage(format!(
                    "{command} takes one game, not also '{}'",
                    excerpt(arg)
                )));
            }
            continue;
        }
        if !flags.contains(&arg.as_str()) {
            return Err(Failure::Usage(format!(
                "{command} has no option '{}' (options: {})",
                excerpt(arg),
                flags.join(", ")
            )));
        }
        let value = words
            .next()
            .ok_or_else(|| Failure::Usage(format!("{arg} needs a value")))?;
        options.push((arg.clone(), value.clone()));
    }
    let game = game.ok_or_else(|| Failure::Usage(format!("{command} needs a game")))?;
    Ok((game, options))
}

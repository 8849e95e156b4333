//! The one reader of a command's words, for every command of the command line: positional words
//! (a game id, a depth, moves) and options, each `--name value` or `--name=value`, or a switch
//! without a value (`--json`, `--swap`). Each command lists the options it takes; an unknown
//! option, one without its value or a value given to a switch is a usage error that says so.
//! Also the readers of the values most options share: whole numbers in a range, and `--set
//! OPTION=VALUE`.

use super::Failure;
use crate::excerpt::excerpt;

/// What a command takes: its name (for messages), the options that take a value and the
/// switches, which take none.
pub(super) struct Spec<'a> {
    pub command: &'a str,
    pub options: &'a [&'a str],
    pub switches: &'a [&'a str],
}

/// Options in the order given, each with its value (empty for a switch).
pub(super) type Options = Vec<(String, String)>;

/// A command's words, read by [`read`]: the positional words and the options in the order
/// given, a switch with an empty value.
#[derive(Debug, Default)]
pub(super) struct Words {
    pub positionals: Vec<String>,
    pub options: Options,
}

impl Words {
    /// Whether the switch `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }
}

/// Reads `args`, the words after the command's name, as `spec` allows. After `--` every word is
/// positional; before it a word that starts with `-` is an option (a negative number is not).
pub(super) fn read(spec: &Spec, args: &[String]) -> Result<Words, String> {
    let command = spec.command;
    let mut words = Words::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--" {
            words.positionals.extend(rest.cloned());
            break;
        }
        let option = arg.starts_with('-') && arg.len() > 1 && arg.parse::<i64>().is_err();
        if !option {
            words.positionals.push(arg.clone());
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        if spec.switches.contains(&name) {
            if inline.is_some() {
                return Err(format!("{name} takes no value"));
            }
            words.options.push((name.to_string(), String::new()));
            continue;
        }
        if !spec.options.contains(&name) {
            let known: Vec<&str> = spec.options.iter().chain(spec.switches).copied().collect();
            let known = if known.is_empty() {
                "it takes none".to_string()
            } else {
                format!("its options: {}", known.join(", "))
            };
            return Err(format!(
                "unknown option '{}' for '{command}' ({known})",
                excerpt(name)
            ));
        }
        let value = match inline {
            Some(v) => v,
            None => rest
                .next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))?,
        };
        words.options.push((name.to_string(), value));
    }
    Ok(words)
}

/// [`read`] for the commands that take at most one game and options (`soak`): the game, if
/// given, and the options in order.
pub(super) fn game_and_options(
    spec: &Spec,
    args: &[String],
) -> Result<(Option<String>, Options), Failure> {
    let words = read(spec, args).map_err(Failure::Usage)?;
    let mut positionals = words.positionals.into_iter();
    let game = positionals.next();
    if let Some(extra) = positionals.next() {
        return Err(Failure::Usage(format!(
            "{} takes one game, not also '{}'",
            spec.command,
            excerpt(&extra)
        )));
    }
    Ok((game, words.options))
}

/// [`game_and_options`] for the commands that need their game (`tune`, `label`).
pub(super) fn one_game(spec: &Spec, args: &[String]) -> Result<(String, Options), Failure> {
    match game_and_options(spec, args)? {
        (Some(game), options) => Ok((game, options)),
        (None, _) => Err(Failure::Usage(format!("{} needs a game", spec.command))),
    }
}

/// Reads a whole number from `least` to `most` for `flag`; anything else is a usage error that
/// gives the range.
pub(super) fn number(flag: &str, text: &str, least: u64, most: u64) -> Result<u64, Failure> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (least..=most).contains(n))
        .ok_or_else(|| {
            Failure::Usage(format!(
                "{flag} must be a whole number from {least} to {most}, not '{}'",
                excerpt(text)
            ))
        })
}

/// Reads the value of `--set`: a rule option written `OPTION=VALUE`.
pub(super) fn rule_option(text: &str) -> Result<(String, String), String> {
    crate::variant::parse_option(text).map_err(|e| format!("--set {}: {e}", excerpt(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|w| w.to_string()).collect()
    }

    const SPEC: Spec = Spec {
        command: "perft",
        options: &["--position", "--set"],
        switches: &["--json"],
    };

    #[test]
    fn reads_positionals_options_and_switches_in_order() {
        let w = read(
            &SPEC,
            &words(&[
                "chess",
                "--position=8/8 w",
                "3",
                "--json",
                "--set",
                "a=b",
                "-5",
            ]),
        )
        .unwrap();
        assert_eq!(w.positionals, ["chess", "3", "-5"]);
        assert_eq!(
            w.options,
            [
                ("--position".to_string(), "8/8 w".to_string()),
                ("--json".to_string(), String::new()),
                ("--set".to_string(), "a=b".to_string())
            ]
        );
        assert!(w.has("--json") && !w.has("--set=a=b"));
        // After `--` an option's look is a positional word.
        let w = read(&SPEC, &words(&["--", "--json"])).unwrap();
        assert_eq!(w.positionals, ["--json"]);
    }

    #[test]
    fn mistakes_say_what_is_wrong() {
        let e = read(&SPEC, &words(&["--fast"])).unwrap_err();
        assert!(e.contains("unknown option '--fast' for 'perft'"), "{e}");
        assert!(e.contains("--position, --set, --json"), "{e}");
        assert_eq!(
            read(&SPEC, &words(&["--position"])).unwrap_err(),
            "--position needs a value"
        );
        assert_eq!(
            read(&SPEC, &words(&["--json=yes"])).unwrap_err(),
            "--json takes no value"
        );
        let e = read(&SPEC, &words(&["-x"])).unwrap_err();
        assert!(e.contains("unknown option '-x'"), "{e}");
    }

    #[test]
    fn one_game_and_numbers() {
        let (game, options) = one_game(&SPEC, &words(&["chess", "--json"])).unwrap();
        assert_eq!(game, "chess");
        assert_eq!(options.len(), 1);
        assert!(one_game(&SPEC, &words(&["a", "b"])).is_err());
        assert!(one_game(&SPEC, &words(&[])).is_err());
        assert_eq!(game_and_options(&SPEC, &words(&[])).unwrap().0, None);
        assert_eq!(number("--n", "7", 1, 9).unwrap(), 7);
        assert!(number("--n", "10", 1, 9).is_err());
        assert!(number("--n", "x", 1, 9).is_err());
        assert_eq!(
            rule_option("en_passant=true").unwrap(),
            ("en_passant".to_string(), "true".to_string())
        );
        assert!(rule_option("en_passant").is_err());
    }
}

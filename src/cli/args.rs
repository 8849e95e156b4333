//! Command-line arguments: turns the words after `quadrille` into a [`Command`], with no external
//! argument-parsing crate. Every mistake is a usage error that says what is wrong, and quotes at
//! most the start of a long argument.

use super::words::{self, Spec};
use crate::excerpt::excerpt;

/// A game and how to set it up: its id, rule options (`--set`) and start position (`--position`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameArgs {
    /// The game id, as listed by `quadrille games`.
    pub game: String,
    /// The position text to start from; the game's start position when absent.
    pub position: Option<String>,
    /// Rule options, in the order given.
    pub options: Vec<(String, String)>,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Print the usage text, for a command or for everything.
    Help(Option<String>),
    /// List the game ids.
    Games,
    /// Count leaf nodes to a depth.
    Perft { game: GameArgs, depth: u32 },
    /// Count leaf nodes per root move.
    Divide { game: GameArgs, depth: u32 },
    /// Play a record read from standard input; `seed` rolls the dice of turns given without a
    /// roll (games with dice).
    Play {
        game: GameArgs,
        json: bool,
        seed: Option<u64>,
    },
    /// Measure move generation speed; `depth` replaces every position's own depth.
    Bench { depth: Option<u32> },
}

/// The commands there are, for messages and help.
pub const COMMANDS: [&str; 5] = ["games", "perft", "divide", "play", "bench"];

/// Reads the arguments that follow the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let Some(first) = args.first() else {
        return Err("no command given".to_string());
    };
    let rest = &args[1..];
    let command = first.as_str();
    if is_help(command) {
        return Ok(Command::Help(rest.first().cloned()));
    }
    if !COMMANDS.contains(&command) {
        return Err(format!(
            "unknown command '{}' (commands: {})",
            excerpt(command),
            COMMANDS.join(", ")
        ));
    }
    if rest.iter().any(|a| is_help(a) && a.starts_with('-')) {
        return Ok(Command::Help(Some(command.to_string())));
    }
    let mut flags = Flags::read(command, rest)?;
    let parsed = match command {
        "games" => {
            flags.expect_positionals(command, 0)?;
            Command::Games
        }
        "perft" | "divide" => {
            flags.expect_positionals(command, 2)?;
            let least = if command == "divide" { 1 } else { 0 };
            let depth = parse_depth(&flags.positionals[1], least)?;
            let game = flags.game_args(0);
            if command == "perft" {
                Command::Perft { game, depth }
            } else {
                Command::Divide { game, depth }
            }
        }
        "play" => {
            flags.expect_positionals(command, 1)?;
            let json = std::mem::take(&mut flags.json);
            let seed = flags.seed.take();
            Command::Play {
                game: flags.game_args(0),
                json,
                seed,
            }
        }
        _ => {
            flags.expect_positionals(command, 0)?;
            Command::Bench {
                depth: flags.depth.take(),
            }
        }
    };
    Ok(parsed)
}

fn is_help(word: &str) -> bool {
    matches!(word, "help" | "--help" | "-h")
}

/// The deepest perft, divide or bench: deeper counts run for days in every game.
pub const MAX_PERFT_DEPTH: u32 = 12;

/// Parses a perft depth: a whole number from `least` to [`MAX_PERFT_DEPTH`].
fn parse_depth(text: &str, least: u32) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if (least..=MAX_PERFT_DEPTH).contains(&d) => Ok(d),
        _ => Err(format!(
            "'{}' is not a depth: the depth must be a whole number from {least} to {MAX_PERFT_DEPTH}",
            excerpt(text)
        )),
    }
}

/// The flags and positional words of one command, read by `words::read` with the options the
/// command takes.
#[derive(Default)]
struct Flags {
    positionals: Vec<String>,
    position: Option<String>,
    options: Vec<(String, String)>,
    json: bool,
    depth: Option<u32>,
    seed: Option<u64>,
}

impl Flags {
    fn read(command: &str, args: &[String]) -> Result<Flags, String> {
        let (options, switches): (&[&str], &[&str]) = match command {
            "perft" | "divide" => (&["--position", "--set"], &[]),
            "play" => (&["--position", "--set", "--seed"], &["--json"]),
            "bench" => (&["--depth"], &[]),
            _ => (&[], &[]),
        };
        let spec = Spec {
            command,
            options,
            switches,
        };
        let read = words::read(&spec, args)?;
        let mut flags = Flags {
            positionals: read.positionals,
            ..Flags::default()
        };
        for (name, value) in read.options {
            match name.as_str() {
                "--position" => {
                    if flags.position.replace(value).is_some() {
                        return Err("--position is given twice".to_string());
                    }
                }
                "--set" => flags.options.push(words::rule_option(&value)?),
                "--json" => flags.json = true,
                "--depth" => flags.depth = Some(parse_depth(&value, 0)?),
                _ => {
                    if flags.seed.is_some() {
                        return Err("--seed is given twice".to_string());
                    }
                    flags.seed = Some(super::play_dice::parse_seed(&value)?);
                }
            }
        }
        Ok(flags)
    }

    fn expect_positionals(&self, command: &str, count: usize) -> Result<(), String> {
        let got = self.positionals.len();
        if got < count {
            let missing = match (command, got) {
                ("perft" | "divide" | "play", 0) => "a game id",
                _ => "a depth",
            };
            return Err(format!("'{command}' needs {missing}"));
        }
        if got > count {
            return Err(format!(
                "'{command}' does not take '{}'",
                excerpt(&self.positionals[count])
            ));
        }
        Ok(())
    }

    fn game_args(&mut self, index: usize) -> GameArgs {
        GameArgs {
            game: self.positionals[index].clone(),
            position: self.position.take(),
            options: std::mem::take(&mut self.options),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn reads_each_command() {
        assert_eq!(parse(&words("games")), Ok(Command::Games));
        assert_eq!(
            parse(&words("perft chess 3 --set en_passant=true --set a=b")),
            Ok(Command::Perft {
                game: GameArgs {
                    game: "chess".into(),
                    position: None,
                    options: vec![
                        ("en_passant".into(), "true".into()),
                        ("a".into(), "b".into())
                    ],
                },
                depth: 3
            })
        );
        let mut args = words("divide alice 2 --position");
        args.push("8/8 w - - 0 1".into());
        match parse(&args) {
            Ok(Command::Divide { game, depth: 2 }) => {
                assert_eq!(game.position.as_deref(), Some("8/8 w - - 0 1"))
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            parse(&words("play alice --json")),
            Ok(Command::Play {
                game: GameArgs {
                    game: "alice".into(),
                    ..GameArgs::default()
                },
                json: true,
                seed: None,
            })
        );
        assert_eq!(
            parse(&words("play orwell --seed 2002")),
            Ok(Command::Play {
                game: GameArgs {
                    game: "orwell".into(),
                    ..GameArgs::default()
                },
                json: false,
                seed: Some(2002),
            })
        );
        assert_eq!(
            parse(&words("bench --depth=3")),
            Ok(Command::Bench { depth: Some(3) })
        );
        assert_eq!(parse(&words("bench")), Ok(Command::Bench { depth: None }));
    }

    #[test]
    fn help_in_every_form() {
        assert_eq!(parse(&words("--help")), Ok(Command::Help(None)));
        assert_eq!(
            parse(&words("help perft")),
            Ok(Command::Help(Some("perft".into())))
        );
        assert_eq!(
            parse(&words("play alice --help")),
            Ok(Command::Help(Some("play".into())))
        );
    }

    #[test]
    fn mistakes_are_errors() {
        for bad in [
            "",
            "frobnicate",
            "games extra",
            "perft",
            "perft chess",
            "perft chess three",
            "perft chess -1",
            "perft chess 3 4",
            "perft chess 3 --json",
            "perft chess 3 --set novalue",
            "perft chess 3 --set =x",
            "perft chess 3 --position",
            "perft chess 13",
            "divide chess 13",
            "bench --depth 13",
            "play alice --depth 3",
            "play alice --frob",
            "play alice -x",
            "bench --depth",
            "bench --depth deep",
            "bench --json",
            "divide chess 0",
            "play --position x",
            "play orwell --seed",
            "play orwell --seed -3",
            "play orwell --seed many",
            "play orwell --seed 1 --seed 2",
            "perft orwell 2 --seed 1",
        ] {
            assert!(parse(&words(bad)).is_err(), "'{bad}' should be an error");
        }
    }
}

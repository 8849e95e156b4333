//! Reading one line of the Universal Chess Interface into a [`Command`], by its words alone (no
//! position). A line that does not follow the protocol is an error message for `info string`.

use crate::excerpt::excerpt;

/// The limits of a `go` command, in milliseconds, plies and nodes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub movetime: Option<u64>,
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
    /// `ponder`: search the position the program expects after its own move, in the
    /// opponent's time, until `ponderhit` (the limits then apply, counted from it) or `stop`.
    pub ponder: bool,
}

impl Go {
    /// Whether any limit is given; a `go` without one searches until `stop`.
    pub fn limited(&self) -> bool {
        !self.infinite
            && (self.movetime.is_some()
                || self.wtime.is_some()
                || self.btime.is_some()
                || self.depth.is_some()
                || self.nodes.is_some())
    }
}

/// One line of the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// An empty line: nothing to do.
    Nothing,
    Uci,
    IsReady,
    /// `debug on|off`, `register ...`: accepted, with nothing to do.
    Ignored,
    /// `ponderhit`: the opponent played the move pondered on.
    PonderHit,
    SetOption {
        name: String,
        value: Option<String>,
    },
    NewGame,
    /// `position startpos|fen FEN [moves ...]`: `fen` is `None` for the start position.
    Position {
        fen: Option<String>,
        moves: Vec<String>,
    },
    Go(Go),
    Stop,
    Quit,
}

/// The commands known, for the message about an unknown one.
const KNOWN: &str =
    "uci, isready, setoption, ucinewgame, position, go, stop, ponderhit, debug, register, quit";

/// The deepest search a `go depth` may ask for.
pub const MAX_DEPTH: u64 = 64;
/// The most nodes a `go nodes` may ask for.
pub const MAX_NODES: u64 = 1_000_000_000_000;
/// The longest time a `go` may give, in milliseconds (a year); longer times are read as this.
pub const MAX_TIME_MS: u64 = 365 * 24 * 3_600_000;

/// Reads one line.
pub fn parse(line: &str) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Ok(Command::Nothing);
    };
    Ok(match first {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::NewGame,
        "stop" => Command::Stop,
        "quit" => Command::Quit,
        "debug" | "register" => Command::Ignored,
        "ponderhit" => Command::PonderHit,
        "setoption" => set_option(rest)?,
        "position" => position(rest)?,
        "go" => Command::Go(go(rest)?),
        _ => {
            return Err(format!(
                "unknown command '{}' (commands: {KNOWN})",
                excerpt(first)
            ))
        }
    })
}

/// `setoption name NAME [value VALUE]`; names and values may hold spaces.
fn set_option(words: &[&str]) -> Result<Command, String> {
    let usage = "write setoption name NAME value VALUE";
    let Some((&"name", rest)) = words.split_first() else {
        return Err(format!("setoption: {usage}"));
    };
    let at = rest.iter().position(|w| *w == "value");
    let (name, value) = match at {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Err(format!("setoption: the option has no name; {usage}"));
    }
    Ok(Command::SetOption {
        name: name.join(" "),
        value,
    })
}

/// `position startpos [moves ...]` or `position fen FIELDS... [moves ...]`.
fn position(words: &[&str]) -> Result<Command, String> {
    let at = words.iter().position(|w| *w == "moves");
    let (head, moves) = match at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let fen =
        match head.split_first() {
            Some((&"startpos", [])) => None,
            Some((&"fen", fields)) if !fields.is_empty() => Some(fields.join(" ")),
            Some((&"fen", _)) => return Err("position fen: the FEN is missing".to_string()),
            _ => return Err(
                "position: write position startpos or position fen FEN, then moves and the moves"
                    .to_string(),
            ),
        };
    Ok(Command::Position {
        fen,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    })
}

/// The words of `go`.
fn go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        i += 1;
        match word {
            "infinite" => {
                go.infinite = true;
                continue;
            }
            "ponder" => {
                go.ponder = true;
                continue;
            }
            "searchmoves" | "mate" => {
                return Err(format!(
                    "go: '{word}' is not supported; search all moves with depth, nodes, movetime or the clock"
                ))
            }
            _ => {}
        }
        let slot = match word {
            "movetime" => &mut go.movetime,
            "wtime" => &mut go.wtime,
            "btime" => &mut go.btime,
            "winc" => &mut go.winc,
            "binc" => &mut go.binc,
            "movestogo" => &mut go.movestogo,
            "nodes" => &mut go.nodes,
            "depth" => {
                let n = number(word, words.get(i).copied(), 1, MAX_DEPTH)?;
                go.depth = Some(n as u32);
                i += 1;
                continue;
            }
            _ => {
                return Err(format!(
                    "go: unknown word '{}' (go takes movetime, wtime, btime, winc, binc, movestogo, depth, nodes, infinite)",
                    excerpt(word)
                ))
            }
        };
        let (least, most) = match word {
            "nodes" => (1, MAX_NODES),
            "movestogo" => (1, 10_000),
            _ => (0, MAX_TIME_MS),
        };
        *slot = Some(number(word, words.get(i).copied(), least, most)?);
        i += 1;
    }
    Ok(go)
}

/// A whole number for `word`. Times may be negative (a clock that has run out, as some programs
/// send it): they count as 0. Times above the range count as the longest.
fn number(word: &str, text: Option<&str>, least: u64, most: u64) -> Result<u64, String> {
    let Some(text) = text else {
        return Err(format!("go: {word} needs a number"));
    };
    let time = least == 0 && most == MAX_TIME_MS;
    let value = match text.parse::<i128>() {
        Ok(n) if time && n < 0 => Some(0),
        Ok(n) if time && n > most as i128 => Some(most),
        Ok(n) if n >= least as i128 && n <= most as i128 => Some(n as u64),
        _ => None,
    };
    value.ok_or_else(|| {
        format!(
            "go: {word} must be a whole number from {least} to {most}, not '{}'",
            excerpt(text)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_commands() {
        assert_eq!(parse("  "), Ok(Command::Nothing));
        assert_eq!(parse("uci"), Ok(Command::Uci));
        assert_eq!(
            parse("setoption name UCI_Variant value alice"),
            Ok(Command::SetOption {
                name: "UCI_Variant".to_string(),
                value: Some("alice".to_string())
            })
        );
        assert_eq!(
            parse("setoption name Skill Level value 3"),
            Ok(Command::SetOption {
                name: "Skill Level".to_string(),
                value: Some("3".to_string())
            })
        );
        assert_eq!(
            parse("position startpos moves e2e4 e7e5"),
            Ok(Command::Position {
                fen: None,
                moves: vec!["e2e4".to_string(), "e7e5".to_string()]
            })
        );
        assert_eq!(
            parse("position fen 8/8/8/8/8/8/8/K6k w - - 0 1"),
            Ok(Command::Position {
                fen: Some("8/8/8/8/8/8/8/K6k w - - 0 1".to_string()),
                moves: vec![]
            })
        );
        let Ok(Command::Go(g)) = parse("go wtime 1000 btime -5 winc 10 binc 10 movestogo 20")
        else {
            panic!()
        };
        assert_eq!(
            (g.wtime, g.btime, g.movestogo),
            (Some(1000), Some(0), Some(20))
        );
        assert!(g.limited());
        let Ok(Command::Go(g)) = parse("go infinite") else {
            panic!()
        };
        assert!(g.infinite && !g.limited());
        let Ok(Command::Go(g)) = parse("go depth 5 nodes 1000") else {
            panic!()
        };
        assert_eq!((g.depth, g.nodes), (Some(5), Some(1000)));
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        for (line, says) in [
            ("hello", "unknown command 'hello'"),
            ("position", "position startpos"),
            ("position fen", "FEN is missing"),
            ("position banana", "position startpos"),
            ("setoption value 3", "setoption name"),
            ("setoption name", "no name"),
            ("go depth", "needs a number"),
            ("go depth 0", "from 1 to 64"),
            ("go depth x", "'x'"),
            ("go nodes -1", "nodes must be"),
            ("go movetime 1.5", "movetime must be"),
            (
                "go wtime 99999999999999999999999999999999999999999",
                "wtime must be",
            ),
            ("go sideways", "unknown word"),
            ("go searchmoves e2e4", "not supported"),
        ] {
            let e = parse(line).unwrap_err();
            assert!(e.contains(says), "{line}: {e}");
        }
    }
}

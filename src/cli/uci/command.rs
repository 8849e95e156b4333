//! Reading one line of the Universal Chess Interface into a [`Command`], by its words alone (no
//! position). A line that does not follow the protocol is an error message for `info string`.

use crate::excerpt::excerpt;

/// The limits of a `go` command, in milliseconds, plies and nodes, and the moves to search.
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
    /// `mate N`: look for a mate in N moves, searching at most 2N-1 plies.
    pub mate: Option<u32>,
    /// `searchmoves`: the moves the search may choose among, as written (UCI long form); empty
    /// for every legal move.
    pub searchmoves: Vec<String>,
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
                || self.nodes.is_some()
                || self.mate.is_some())
    }

    /// The deepest search, in plies: the `depth` given, and for `mate N` at most 2N-1.
    pub fn max_depth(&self) -> Option<u32> {
        let mate = self
            .mate
            .map(|n| n.saturating_mul(2).saturating_sub(1).max(1));
        [self.depth, mate].into_iter().flatten().min()
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
    /// `go`, with what could not be read in its words: each such word (or number) is left out
    /// and reported, and the search runs with the rest, so that every `go` gets its `bestmove`.
    Go {
        go: Go,
        problems: Vec<String>,
    },
    Stop,
    Quit,
}

/// The commands known, for the message about an unknown one.
const KNOWN: &str =
    "uci, isready, setoption, ucinewgame, position, go, stop, ponderhit, debug, register, quit";

/// The deepest search a `go depth` may ask for.
pub const MAX_DEPTH: u64 = 64;
/// The longest mate a `go mate` may ask for, in moves (2N-1 plies within [`MAX_DEPTH`]).
pub const MAX_MATE: u64 = 32;
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
        "go" => {
            let (go, problems) = go(rest);
            Command::Go { go, problems }
        }
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

/// The words of `go` that take no number, or a list of moves.
const FLAGS: [&str; 3] = ["infinite", "ponder", "searchmoves"];
/// The words of `go` followed by a number.
const NUMBERED: [&str; 9] = [
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
];

/// Whether `word` is one of the words of `go`.
fn keyword(word: &str) -> bool {
    FLAGS.contains(&word) || NUMBERED.contains(&word)
}

/// The words of `go`, and what could not be read among them (each left out, with its message).
fn go(words: &[&str]) -> (Go, Vec<String>) {
    let mut go = Go::default();
    let mut problems = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        i += 1;
        match word {
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "searchmoves" => {
                let n = words[i..].iter().take_while(|w| !keyword(w)).count();
                if n == 0 {
                    problems.push("go: searchmoves names no move; every move is searched".into());
                }
                go.searchmoves
                    .extend(words[i..i + n].iter().map(|w| w.to_string()));
                i += n;
            }
            _ if NUMBERED.contains(&word) => {
                // The number, unless the next word is another of go's words.
                let text = words.get(i).copied().filter(|w| !keyword(w));
                i += usize::from(text.is_some());
                match set_number(&mut go, word, text) {
                    Ok(()) => {}
                    Err(e) => problems.push(format!("{e}; it is left out")),
                }
            }
            _ => problems.push(format!(
                "go: unknown word '{}' is left out (go takes searchmoves, ponder, wtime, btime, winc, binc, movestogo, depth, nodes, mate, movetime, infinite)",
                excerpt(word)
            )),
        }
    }
    (go, problems)
}

/// Sets the limit `word` of `go` to the number `text`.
fn set_number(go: &mut Go, word: &str, text: Option<&str>) -> Result<(), String> {
    let (least, most) = match word {
        "depth" => (1, MAX_DEPTH),
        "mate" => (1, MAX_MATE),
        "nodes" => (1, MAX_NODES),
        "movestogo" => (1, 10_000),
        _ => (0, MAX_TIME_MS),
    };
    let n = number(word, text, least, most)?;
    match word {
        "depth" => go.depth = Some(n as u32),
        "mate" => go.mate = Some(n as u32),
        "nodes" => go.nodes = Some(n),
        "movestogo" => go.movestogo = Some(n),
        "movetime" => go.movetime = Some(n),
        "wtime" => go.wtime = Some(n),
        "btime" => go.btime = Some(n),
        "winc" => go.winc = Some(n),
        _ => go.binc = Some(n),
    }
    Ok(())
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
        let g = go_of("go wtime 1000 btime -5 winc 10 binc 10 movestogo 20");
        assert_eq!(
            (g.wtime, g.btime, g.movestogo),
            (Some(1000), Some(0), Some(20))
        );
        assert!(g.limited());
        let g = go_of("go infinite");
        assert!(g.infinite && !g.limited());
        let g = go_of("go depth 5 nodes 1000");
        assert_eq!((g.depth, g.nodes), (Some(5), Some(1000)));
        // searchmoves takes the words up to the next word of go.
        let g = go_of("go searchmoves e2e4 d2d4 depth 3");
        assert_eq!(
            (g.searchmoves, g.depth),
            (vec!["e2e4".into(), "d2d4".into()], Some(3))
        );
        let g = go_of("go depth 4 searchmoves g1f3");
        assert_eq!((g.searchmoves, g.depth), (vec!["g1f3".into()], Some(4)));
        // mate N: 2N-1 plies at most, or the depth given when it is less.
        let g = go_of("go mate 3");
        assert_eq!((g.mate, g.max_depth()), (Some(3), Some(5)));
        assert!(g.limited());
        assert_eq!(go_of("go mate 3 depth 2").max_depth(), Some(2));
        assert_eq!(go_of("go mate 1 depth 9").max_depth(), Some(1));
        assert_eq!(go_of("go depth 9").max_depth(), Some(9));
        assert_eq!(go_of("go movetime 9").max_depth(), None);
    }

    /// The limits of a `go` line read without a problem.
    fn go_of(line: &str) -> Go {
        match parse(line) {
            Ok(Command::Go { go, problems }) if problems.is_empty() => go,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn bad_words_of_go_are_left_out_and_said() {
        for (line, says, kept) in [
            ("go depth", "depth needs a number", Go::default()),
            ("go depth 0", "from 1 to 64, not '0'", Go::default()),
            ("go depth x", "'x'", Go::default()),
            ("go nodes 0", "nodes must be", Go::default()),
            ("go nodes -1", "nodes must be", Go::default()),
            (
                "go mate 0",
                "mate must be a whole number from 1 to 32",
                Go::default(),
            ),
            ("go mate 33", "not '33'", Go::default()),
            ("go movetime 1.5", "movetime must be", Go::default()),
            (
                "go wtime 99999999999999999999999999999999999999999",
                "wtime must be",
                Go::default(),
            ),
            ("go sideways", "unknown word 'sideways'", Go::default()),
            ("go searchmoves", "names no move", Go::default()),
            (
                "go depth 2 foo",
                "unknown word 'foo'",
                Go {
                    depth: Some(2),
                    ..Go::default()
                },
            ),
            (
                "go wtime 500 movestogo 0",
                "movestogo must be",
                Go {
                    wtime: Some(500),
                    ..Go::default()
                },
            ),
            (
                "go depth infinite",
                "depth needs a number",
                Go {
                    infinite: true,
                    ..Go::default()
                },
            ),
        ] {
            let Ok(Command::Go { go, problems }) = parse(line) else {
                panic!("{line}")
            };
            assert_eq!(problems.len(), 1, "{line}: {problems:?}");
            assert!(problems[0].contains(says), "{line}: {problems:?}");
            assert!(problems[0].contains("left out") || problems[0].contains("every move"));
            assert_eq!(go, kept, "{line}");
        }
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
        ] {
            let e = parse(line).unwrap_err();
            assert!(e.contains(says), "{line}: {e}");
        }
    }
}

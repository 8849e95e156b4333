//! `quadrille uci`: the Universal Chess Interface on standard input and output, so that chess
//! programs (cutechess-cli, graphical interfaces) can play the two-player games without dice.
//! `command.rs` reads a line, `session.rs` keeps the game and answers, `search.rs` runs the
//! computer on a thread of its own. Moves are written in the UCI long form
//! ([`crate::notation::uci`]); Alice games also read the single-board FEN of pychess
//! ([`crate::notation::one_board`]).

mod command;
mod search;
mod session;

use session::Session;
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

/// The help text of `quadrille uci`.
pub const HELP: &str = "\
usage: quadrille uci

Speaks the Universal Chess Interface on standard input and output: uci, isready, ucinewgame,
setoption, position startpos|fen FEN [moves ...], go (movetime, wtime, btime, winc, binc,
movestogo, depth, nodes, infinite, ponder, searchmoves, mate), ponderhit, stop, quit.
  go searchmoves e2e4 d2d4 ...   choose only among these moves (one not legal is reported)
  go mate N                      look for a mate in N moves: at most 2N-1 plies, the best move
                                 found when there is no such mate
Every go ends with one bestmove (bestmove 0000 when the game is over); a word of go that cannot
be read is reported and left out. Moves are in the long form (e2e4, e7e8q, castling as the king's
step e1g1, a zero move as its square twice: b1b1); in Alice games the move does not name the
board.
  setoption name UCI_Variant value alice   play another game of two players without dice
  setoption name Skill Level value 4       the computer's level, 1 (beginner) to 8 (strongest)
  setoption name Hash value 64             the transposition table's size in megabytes (16)
  setoption name Switches value -lmr+deep_lmr   switches of the search on (+) or off (-), as a
                                 match's players write them (empty: the defaults)
For Alice games, position fen also reads the single-board FEN of pychess and Fairy-Stockfish,
where | before a piece letter marks a piece on board B. Errors are reported as info string.";

/// The longest line read, in bytes; the rest of a longer line is skipped.
pub const MAX_LINE: usize = 65_536;

/// Where the session writes: shared by the session and its search thread, a line at a time.
#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    /// Output to `w`.
    pub fn new(w: Box<dyn Write + Send>) -> Output {
        Output(Arc::new(Mutex::new(w)))
    }

    /// Writes one line and flushes it. A reader that has gone away is no error here: the input
    /// ends too, and the session with it.
    pub fn send(&self, line: &str) {
        let mut w = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// Runs a session on `input` until `quit` or the end of the input.
pub fn run(input: &mut dyn BufRead, out: Output) {
    let mut session = Session::new(out.clone());
    let mut line = Vec::new();
    loop {
        match read_line(input, &mut line) {
            Ok(None) | Err(_) => break,
            Ok(Some(skipped)) if skipped > 0 => out.send(&format!(
                "info string error: a line of more than {MAX_LINE} bytes is ignored"
            )),
            Ok(Some(_)) => {
                if !session.handle(&String::from_utf8_lossy(&line)) {
                    return;
                }
            }
        }
    }
    session.finish();
}

/// Reads one line into `line` (without its end), keeping at most [`MAX_LINE`] bytes; returns
/// how many bytes were skipped, or `None` at the end of the input.
fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> std::io::Result<Option<usize>> {
    line.clear();
    let mut skipped = 0;
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any.then_some(skipped));
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1),
            None => (chunk, chunk.len()),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&part[..part.len().min(room)]);
        skipped += part.len().saturating_sub(room);
        let end = done > part.len();
        input.consume(done);
        if end {
            return Ok(Some(skipped));
        }
    }
}

/// Runs a session on this process's standard input and output; returns the exit code.
pub fn main() -> i32 {
    let stdin = std::io::stdin();
    run(&mut stdin.lock(), Output::new(Box::new(std::io::stdout())));
    0
}

/// A writer into a shared buffer, to run a session inside the program (`cli::run`, tests).
#[derive(Clone, Default)]
pub struct Buffer(pub Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        let mut b = self.0.lock().unwrap_or_else(|e| e.into_inner());
        b.extend_from_slice(data);
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs a session on all of `input` and returns what it wrote.
pub fn transcript(input: &[u8]) -> String {
    let buffer = Buffer::default();
    run(
        &mut std::io::BufReader::new(input),
        Output::new(Box::new(buffer.clone())),
    );
    let bytes = buffer.0.lock().unwrap_or_else(|e| e.into_inner()).clone();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &str) -> Vec<String> {
        transcript(input.as_bytes())
            .lines()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn answers_uci_and_isready() {
        let out = lines("uci\nisready\n");
        assert_eq!(
            out[0],
            format!("id name Quadrille {}", env!("CARGO_PKG_VERSION"))
        );
        let variants = out.iter().find(|l| l.contains("UCI_Variant")).unwrap();
        assert!(variants.contains("var chess var alice"), "{variants}");
        assert!(
            !variants.contains("orwell") && !variants.contains("four"),
            "{variants}"
        );
        assert!(out.iter().any(|l| l.starts_with("option name Skill Level")));
        assert!(out.contains(&"option name Hash type spin default 16 min 1 max 4096".to_string()));
        assert_eq!(out[out.len() - 2..], ["uciok", "readyok"]);
    }

    #[test]
    fn plays_a_move_within_its_limits() {
        let out = lines("position startpos moves e2e4\ngo depth 2\n");
        assert!(
            out.iter().any(|l| l.starts_with("info depth 2 score cp")),
            "{out:?}"
        );
        let best = out.last().unwrap();
        assert!(best.starts_with("bestmove "), "{out:?}");
    }

    #[test]
    fn the_help_lists_every_word_of_go() {
        for word in [
            "movetime",
            "movestogo",
            "depth",
            "nodes",
            "infinite",
            "ponder",
            "searchmoves",
            "mate N",
        ] {
            assert!(HELP.contains(word), "{word}");
        }
    }

    #[test]
    fn reads_lines_of_any_length() {
        let long = format!("{}\nisready\n", "x".repeat(MAX_LINE * 3));
        let out = lines(&long);
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out[0].contains("is ignored"));
        assert_eq!(out[1], "readyok");
        // A last line without its end, and bytes that are not UTF-8.
        assert_eq!(lines("isready\n\u{1}\u{ff}\nisready")[2], "readyok");
        let bad = transcript(b"\xff\xfe go\nisready");
        assert!(
            bad.contains("unknown command") && bad.ends_with("readyok\n"),
            "{bad}"
        );
    }

    #[test]
    fn the_table_size_is_set_in_megabytes() {
        let out = lines("setoption name Hash value 1\ngo depth 3\nsetoption name Hash value 0\nsetoption name Hash value lots\nsetoption name Hash\nisready\n");
        assert!(out.iter().any(|l| l.starts_with("bestmove ")), "{out:?}");
        let errors: Vec<&String> = out.iter().filter(|l| l.contains("error")).collect();
        assert_eq!(errors.len(), 3, "{out:?}");
        assert!(errors[0].contains("Hash is the table's size in megabytes, 1 to 4096, not '0'"));
        assert!(errors[1].contains("not 'lots'"), "{out:?}");
        assert!(errors[2].contains("the value is missing"), "{out:?}");
        assert_eq!(out.last().unwrap(), "readyok");
    }

    #[test]
    fn games_with_dice_or_more_players_are_refused() {
        let out = lines("setoption name UCI_Variant value orwell\nsetoption name UCI_Variant value four-ffa\nsetoption name UCI_Variant value nope\n");
        assert!(out[0].contains("3 players and dice"), "{out:?}");
        assert!(out[1].contains("4 players"), "{out:?}");
        assert!(out[2].contains("unknown game 'nope'"), "{out:?}");
    }

    /// The nodes of the `info depth 5` line of each `go depth 5` in `out`.
    fn nodes_at_depth_5(out: &[String]) -> Vec<u64> {
        out.iter()
            .filter(|l| l.starts_with("info depth 5 "))
            .filter_map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                let i = w.iter().position(|x| *x == "nodes")?;
                w.get(i + 1)?.parse().ok()
            })
            .collect()
    }

    #[test]
    fn switches_set_the_search_as_a_match_player_has_it() {
        use crate::ai::{Limits, NoClock, Searcher, Switches};
        use crate::position::Position;
        // A search ends at the end of the input; a command after `go` would stop it early.
        let go = "position startpos moves e2e4 e7e5\ngo depth 5\n";
        let set = |value: &str| format!("setoption name Switches value {value}\n");
        let off = set("-lmr-null_move");
        let inputs = [
            format!("{off}{go}"),
            format!("{off}ucinewgame\n{go}"),
            format!("{off}{}{go}", set("+nope")),
            format!("{off}{}{go}", set("<empty>")),
        ];
        let outs: Vec<Vec<String>> = inputs.iter().map(|i| lines(i)).collect();
        let nodes: Vec<u64> = outs.iter().flat_map(|o| nodes_at_depth_5(o)).collect();
        let out = outs.concat();
        // The library's search with the same switches, from an empty table, visits the same
        // nodes.
        let library = |switches: &str| {
            let v = crate::variant::build("chess", &[]).unwrap();
            let mut pos = Position::start(&v);
            for m in ["e2e4", "e7e5"] {
                pos = pos.play(&crate::notation::uci::read(&pos, m).unwrap());
            }
            let limits = Limits {
                depth: Some(5),
                nodes: None,
                movetime_ms: None,
            };
            let mut s = Searcher::new();
            s.set_switches(Switches::parse(switches).unwrap());
            s.search(&pos, &limits, &NoClock).unwrap().nodes
        };
        let (off, default) = (library("-lmr-null_move"), library(""));
        assert_ne!(off, default);
        // Kept over a new game and over a setting refused; the empty value gives the defaults.
        assert_eq!(nodes, [off, off, off, default], "{out:?}");
        let errors: Vec<&String> = out.iter().filter(|l| l.contains("error")).collect();
        assert_eq!(errors.len(), 1, "{out:?}");
        assert!(errors[0].contains("'nope' is not a switch"), "{out:?}");
        assert!(HELP.contains("Switches"));
    }
}

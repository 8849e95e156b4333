//! An outside engine as a player of `quadrille match`: a program that speaks the Universal Chess
//! Interface, or a dialect of it (`dialect.rs`), on its standard input and output
//! (Fairy-Stockfish, Stockfish, `quadrille uci` itself, or the four-player engines 4pchess and
//! Tetrarch). The match stays the arbiter: it sends the engine the opening position and the moves
//! played (`position fen ... moves ...`), asks for a move (`go ...`), and plays the move only if
//! it is legal by this project's rules.
//!
//! Every failure of the engine (it cannot be started, it closes its output, it answers too late
//! or with a move that is not legal) is an error that says what happened, never a hang.

use super::dialect::Dialect;
use super::Failure;
use crate::excerpt::excerpt;
use crate::position::{Move, Position};
use crate::variant::Variant;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long the engine may take to answer `uci` or `isready`.
const HANDSHAKE: Duration = Duration::from_secs(30);

/// How to start an outside engine and what to ask of it.
#[derive(Clone, Debug, Default)]
pub struct EngineSpec {
    /// How the engine is spoken to.
    pub dialect: Dialect,
    /// The command with its arguments, run by `sh -c "exec COMMAND"`.
    pub command: String,
    /// `setoption` pairs sent after `uci`, in order.
    pub options: Vec<(String, String)>,
    /// The words after `go` (`movetime 300`, `nodes 20000`).
    pub go: String,
    /// How long to wait for `bestmove` after `go`.
    pub wait: Duration,
}

/// A running outside engine.
pub struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// The name the engine gives (`id name`), or its command.
    pub name: String,
    go: String,
    wait: Duration,
    dialect: Dialect,
    /// The position the engine is sent with the moves since (the game's start, set by
    /// [`Engine::new_game`], or the position after the last player left the game), as the engine
    /// reads it; the number of the game's moves before it; and the players out in it.
    start: String,
    moves_before_start: usize,
    out_at_start: u8,
    last_error: Arc<Mutex<String>>,
    /// The nodes per second of the engine's last move, from its last `info ... nps` line.
    pub last_nps: Option<u64>,
}

impl Engine {
    /// Starts the engine, introduces it (`uci`), tells it the game as its dialect wants
    /// (`UCI_Variant`, or Tetrarch's `Mode` and `Setup`) unless the options name it, sets its
    /// options, and waits until it is ready.
    pub fn start(spec: &EngineSpec, game: &Variant) -> Result<Engine, Failure> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {}", spec.command))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| failure(&spec.command, &format!("cannot be started: {e}")))?;
        let (input, output, errors) =
            match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
                (Some(i), Some(o), Some(e)) => (i, o, e),
                _ => return Err(failure(&spec.command, "has no standard input or output")),
            };
        // The engine's last line on standard error, to say why it ended if it does.
        let last_error = Arc::new(Mutex::new(String::new()));
        let keep = last_error.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(errors).lines().map_while(Result::ok) {
                if !line.trim().is_empty() {
                    *keep.lock().unwrap_or_else(|e| e.into_inner()) = line;
                }
            }
        });
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            input,
            lines,
            name: spec.command.clone(),
            go: spec.go.clone(),
            wait: spec.wait,
            dialect: spec.dialect,
            start: String::new(),
            moves_before_start: 0,
            out_at_start: 0,
            last_error,
            last_nps: None,
        };
        engine.send("uci")?;
        let mut name = None;
        engine.expect("uciok", HANDSHAKE, &mut |line| {
            if let Some(n) = line.strip_prefix("id name ") {
                name = Some(n.trim().to_string());
            }
        })?;
        if let Some(n) = name {
            engine.name = n;
        }
        for (n, v) in spec
            .dialect
            .game_options(game, &spec.options)
            .iter()
            .chain(&spec.options)
        {
            engine.send(&format!("setoption name {n} value {v}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    /// Tells the engine that a new game begins from `start`.
    pub fn new_game(&mut self, start: &Position) -> Result<(), Failure> {
        self.start = self.dialect.start_text(start)?;
        self.moves_before_start = 0;
        self.out_at_start = start.out_players();
        self.send("ucinewgame")?;
        self.ready()
    }

    /// The engine's score of `pos` for the player to move, searched as a new game (so that no
    /// score depends on the positions asked before): the last score its search (`go` with the
    /// words of the spec) gives before its move, in centipawns or as a mate.
    pub fn score(&mut self, pos: &Position) -> Result<EngineScore, Failure> {
        self.new_game(pos)?;
        self.send(&self.dialect.position_command(&self.start, &[]))?;
        self.send(&format!("go {}", self.go))?;
        let mut last = None;
        let dialect = self.dialect;
        self.expect("bestmove", self.wait, &mut |line| {
            if let Some(s) = EngineScore::of_line(dialect, line) {
                last = Some(s);
            }
        })?;
        last.ok_or_else(|| {
            failure(
                &self.name,
                &format!("gave no score for the position {}", pos.to_text()),
            )
        })
    }

    /// The engine's move in `pos`, reached from the game's start by `moves` (UCI texts, which
    /// the engine is sent in its dialect).
    ///
    /// Once a player has left the game since the position the engine was last sent, it is sent
    /// `pos` itself: the engines decide a mate on the mated player's turn (Tetrarch), where this
    /// project's rules of the free-for-all decide it at once, so the moves alone could leave the
    /// engine thinking a player still in the game who is out (and answering for him). The
    /// positions before a player left cannot come again, so the engine loses no history a
    /// repetition needs.
    pub fn choose(&mut self, moves: &[String], pos: &Position) -> Result<Move, Failure> {
        let out = pos.out_players();
        if out != self.out_at_start && moves.len() >= self.moves_before_start {
            self.start = self.dialect.start_text(pos)?;
            self.moves_before_start = moves.len();
            self.out_at_start = out;
        }
        let since = moves.get(self.moves_before_start..).unwrap_or_default();
        let spelt: Vec<String> = since.iter().map(|m| self.dialect.spell(m)).collect();
        let line = self.dialect.position_command(&self.start, &spelt);
        self.send(&line)?;
        self.send(&format!("go {}", self.go))?;
        let (mut nps, mut error) = (None, None);
        let answer = self.expect("bestmove", self.wait, &mut |line| {
            nps = Dialect::nps_of_info(line).or(nps);
            // An engine that could not read what it was sent says so in an `info string`.
            if line.starts_with("info string") && line.to_lowercase().contains("error") {
                error = Some(excerpt(line));
            }
        })?;
        self.last_nps = nps;
        let text = Dialect::bestmove(&answer);
        self.dialect.read_move(pos, text).map_err(|e| {
            let said = error.map_or(String::new(), |l| format!(", after saying '{l}'"));
            failure(
                &self.name,
                &format!(
                    "answered 'bestmove {}' after {} moves{said}, not a legal move here ({e}); position {}",
                    excerpt(text),
                    moves.len(),
                    pos.to_text()
                ),
            )
        })
    }

    fn ready(&mut self) -> Result<(), Failure> {
        self.send("isready")?;
        self.expect("readyok", HANDSHAKE, &mut |_| {}).map(|_| ())
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| self.ended(&format!("before '{line}'")))
    }

    /// Reads lines until one whose first word is `word`, which it returns; every line before it
    /// goes to `seen`.
    fn expect(
        &mut self,
        word: &str,
        within: Duration,
        seen: &mut dyn FnMut(&str),
    ) -> Result<String, Failure> {
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(line) => seen(&line),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(failure(
                        &self.name,
                        &format!("did not answer '{word}' within {} s", within.as_secs()),
                    ))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(self.ended(&format!("before answering '{word}'")))
                }
            }
        }
    }
}

impl Engine {
    /// The error of an engine that has ended (or closed its input or output): its exit status
    /// and its last line on standard error, when there are.
    fn ended(&mut self, when: &str) -> Failure {
        let deadline = Instant::now() + Duration::from_secs(2);
        let mut status = None;
        while status.is_none() && Instant::now() < deadline {
            status = self.child.try_wait().ok().flatten();
            std::thread::sleep(Duration::from_millis(10));
        }
        // The reader of standard error may still be taking the last line.
        std::thread::sleep(Duration::from_millis(50));
        let said = self
            .last_error
            .lock()
            .map(|s| s.clone())
            .unwrap_or_default();
        let mut what = format!("ended {when}");
        if let Some(s) = status {
            what += &format!(" ({s})");
        }
        if !said.is_empty() {
            what += &format!(": {}", excerpt(&said));
        }
        failure(&self.name, &what)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The name and value of `--engine-option NAME=VALUE`, trimmed; anything else is a usage error.
pub fn engine_option(value: &str) -> Result<(String, String), Failure> {
    let (n, v) = value.split_once('=').ok_or_else(|| {
        Failure::Usage(format!(
            "--engine-option needs NAME=VALUE, not '{}'",
            excerpt(value)
        ))
    })?;
    Ok((n.trim().to_string(), v.trim().to_string()))
}

/// 4pchess's score of a mate (`kMateValue` in its player.h).
const FOUR_P_CHESS_MATE: i64 = 100_000_000;

/// An engine's score for the player to move, as UCI gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns.
    Cp(i32),
    /// A mate in so many moves; below 0 the player to move is mated.
    Mate(i32),
}

impl EngineScore {
    /// The score of an `info` line (`info depth 9 score cp 35 nodes ...`), if it has one that is
    /// not only a bound.
    pub fn of_info(line: &str) -> Option<EngineScore> {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first() != Some(&"info") || words.get(1) == Some(&"string") {
            return None;
        }
        let at = words.iter().position(|w| *w == "score")?;
        if matches!(words.get(at + 3), Some(&"lowerbound" | &"upperbound")) {
            return None;
        }
        let n: i32 = words.get(at + 2)?.parse().ok()?;
        match *words.get(at + 1)? {
            "cp" => Some(EngineScore::Cp(n)),
            "mate" => Some(EngineScore::Mate(n)),
            _ => None,
        }
    }

    /// The score of a search line of an engine of `dialect`, for the player to move
    /// and in hundredths of a pawn, if the line has one: UCI's `info` lines as
    /// [`EngineScore::of_info`] reads them; 4pchess's `info ... score 241 ...` is for the player
    /// to move (its search scores for Red and Yellow, and its command line turns them for Blue
    /// and Green: command_line.cc), a pawn being 50 (`kPieceEvaluations` in its board.h), so
    /// it is doubled, and a score of half its mate value (10^8) or more is a mate. Tetrarch's
    /// scores are not read (`None`).
    pub fn of_line(dialect: Dialect, line: &str) -> Option<EngineScore> {
        match dialect {
            Dialect::Uci => EngineScore::of_info(line),
            Dialect::Tetrarch => None,
            Dialect::FourPChess => {
                let words: Vec<&str> = line.split_whitespace().collect();
                if words.first() != Some(&"info") {
                    return None;
                }
                let at = words.iter().position(|w| *w == "score")?;
                let n: i64 = words.get(at + 1)?.parse().ok()?;
                if n.abs() >= FOUR_P_CHESS_MATE / 2 {
                    return Some(EngineScore::Mate(if n > 0 { 1 } else { -1 }));
                }
                let cp = (2 * n).clamp(-i64::from(i32::MAX), i64::from(i32::MAX));
                Some(EngineScore::Cp(cp as i32))
            }
        }
    }

    /// This program's search score `s` (`ai::SearchResult::score`) as an engine gives it:
    /// centipawns, or the moves to a mate (below 0 when the player to move is mated), a mate in
    /// n plies counted as (n + 1) / 2 moves for the mover and n / 2 against him.
    pub fn of_search(s: i32) -> EngineScore {
        if s.abs() <= crate::ai::MATE_BOUND {
            return EngineScore::Cp(s);
        }
        let plies = crate::ai::MATE - s.abs();
        EngineScore::Mate(if s > 0 { (plies + 1) / 2 } else { -(plies / 2) })
    }

    /// The chance that the player to move wins: 1 / (1 + 10^(-cp / 400)) for centipawns (the
    /// scale of Elo ratings, a pawn worth about 64%), 1 for a mate he gives and 0 for one he
    /// receives.
    pub fn chance(self) -> f64 {
        match self {
            EngineScore::Cp(cp) => 1.0 / (1.0 + 10f64.powf(-f64::from(cp) / 400.0)),
            EngineScore::Mate(n) => f64::from(u8::from(n > 0)),
        }
    }
}

impl std::fmt::Display for EngineScore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineScore::Cp(n) => write!(f, "cp {n}"),
            EngineScore::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

fn failure(who: &str, what: &str) -> Failure {
    Failure::Input(format!("the outside engine '{}' {what}", excerpt(who)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_of_info_lines_and_their_chances() {
        let of = EngineScore::of_info;
        assert_eq!(
            of("info depth 9 seldepth 12 score cp -35 nodes 100 pv e2e4"),
            Some(EngineScore::Cp(-35))
        );
        assert_eq!(
            of("info depth 5 score mate -2 pv a1a2"),
            Some(EngineScore::Mate(-2))
        );
        assert_eq!(of("info depth 9 score cp 40 lowerbound nodes 9"), None);
        assert_eq!(of("info string score cp 3"), None);
        assert_eq!(of("bestmove e2e4"), None);
        // 400 centipawns: 1 / (1 + 1/10) = 10/11.
        assert!((EngineScore::Cp(400).chance() - 10.0 / 11.0).abs() < 1e-12);
        assert!((EngineScore::Cp(0).chance() - 0.5).abs() < 1e-12);
        assert_eq!(EngineScore::Mate(3).chance(), 1.0);
        assert_eq!(EngineScore::Mate(-1).chance(), 0.0);
        assert_eq!(EngineScore::Cp(-12).to_string(), "cp -12");
    }
}

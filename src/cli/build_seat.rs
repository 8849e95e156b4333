//! A seat of `quadrille match` played by another build of this project (`build:PATH` in
//! `--players`), to measure one build against another in every game: four-player games and
//! games with dice too, which the Universal Chess Interface does not carry.
//!
//! For each move the match runs `PATH bestmove GAME --position TEXT [--set OPTION=VALUE]...
//! --movetime MS [--depth D] [--nodes N] --seed S` and plays the move on the last line of its
//! output (in a game with dice, the whole turn: `3,4: c3-d4, pass`), if it is legal here. The
//! build starts afresh for every move, so it keeps no table between moves; a fair test puts both
//! builds in such seats. Every failure (the program cannot be run, it fails, it gives no answer
//! within twice the move's time and ten seconds, or its move is not legal here) is an error that
//! says what happened, never a hang.
//!
//! In a game with duels (Blocking Double Chess) a build's proposal under the consent privilege
//! (`~c`) is answered by the match's own level 8 as the partner, and after a refusal the match's
//! own level 8 chooses the ordinary move: `bestmove` cannot be asked for an ordinary move only.

use super::Failure;
use crate::ai::Limits;
use crate::excerpt::excerpt;
use crate::notation::parse::parse_move;
use crate::notation::turns;
use crate::position::{Move, Position};
use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The last line of `text` that is not blank, or "".
fn last_line(text: &str) -> &str {
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
}

/// Reads `stream` to its end on a thread of its own, so that a build writing much cannot block
/// on a full pipe: the text read ("" without a stream).
fn gather<R: Read + Send + 'static>(stream: Option<R>) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(mut s) = stream {
            let _ = s.read_to_string(&mut text);
        }
        text
    })
}

/// The prefix of a player in `--players` that names a build.
pub const PREFIX: &str = "build:";

/// Another build of quadrille, and the game it plays.
#[derive(Clone, Debug)]
pub struct BuildSeat {
    /// The path of the build's program.
    pub path: String,
    /// The game's id and rule options, as the match was given them.
    pub game: String,
    pub options: Vec<(String, String)>,
}

impl BuildSeat {
    /// The build's move (in a game with dice, its turn's moves) in `pos`, searched within
    /// `limits` with the weaker levels' and the dice's seed `seed`.
    pub fn choose(&self, pos: &Position, limits: &Limits, seed: u64) -> Result<Vec<Move>, Failure> {
        let mut cmd = Command::new(&self.path);
        cmd.arg("bestmove")
            .arg(&self.game)
            .arg("--position")
            .arg(pos.to_text());
        for (name, value) in &self.options {
            cmd.arg("--set").arg(format!("{name}={value}"));
        }
        if let Some(ms) = limits.movetime_ms {
            cmd.arg("--movetime").arg(ms.to_string());
        }
        if let Some(d) = limits.depth {
            cmd.arg("--depth").arg(d.to_string());
        }
        if let Some(n) = limits.nodes {
            cmd.arg("--nodes").arg(n.to_string());
        }
        cmd.arg("--seed").arg(seed.to_string());
        let (status, said, errors) = self.run(cmd, super::ai::answer_wait(limits))?;
        if !status.success() {
            return Err(self.failure(&format!(
                "failed ({status}) on the position {}: {}",
                pos.to_text(),
                excerpt(last_line(&errors))
            )));
        }
        let last = last_line(&said);
        read_answer(pos, last).map_err(|e| {
            self.failure(&format!(
                "answered '{}', not a legal move here ({e}); position {}",
                excerpt(last),
                pos.to_text()
            ))
        })
    }

    /// Runs `cmd` to its end, within `wait`: its exit status, standard output and standard
    /// error. A program still running after `wait` is stopped, and that is an error.
    fn run(
        &self,
        mut cmd: Command,
        wait: Duration,
    ) -> Result<(ExitStatus, String, String), Failure> {
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| self.failure(&format!("cannot be run: {e}")))?;
        let out = gather(child.stdout.take());
        let err = gather(child.stderr.take());
        let deadline = Instant::now() + wait;
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(1))
                }
                Ok(None) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(
                        self.failure(&format!("gave no answer within {} ms", wait.as_millis()))
                    );
                }
                Err(e) => return Err(self.failure(&format!("cannot be waited for: {e}"))),
            }
        };
        let said = out.join().unwrap_or_default();
        let errors = err.join().unwrap_or_default();
        Ok((status, said, errors))
    }

    fn failure(&self, what: &str) -> Failure {
        Failure::Input(format!("the build '{}' {what}", excerpt(&self.path)))
    }
}

/// The moves of the answer `text` in `pos`: one move in the game's notation, or in a game with
/// dice the turn (`3,4: c3-d4, pass`), whose moves are read for the roll the position has (the
/// roll before the colon is not read).
pub fn read_answer(pos: &Position, text: &str) -> Result<Vec<Move>, String> {
    if !pos.variant().has_dice() {
        return parse_move(pos, text.trim())
            .map(|m| vec![m])
            .map_err(|e| e.to_string());
    }
    // The position has its roll already; the turn's roll is left out and the moves replayed.
    let moves = text.split_once(':').map_or(text, |(_, moves)| moves);
    let items = turns::items(moves)?;
    let replay = turns::replay(pos, &items, None)?;
    let turn = replay.turns.into_iter().next().ok_or("no turn")?;
    if !turn.complete && !turn.ended_game {
        return Err("the turn is not finished".to_string());
    }
    Ok(turn.moves.into_iter().map(|(m, _, _)| m).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::variant;

    #[test]
    fn an_answer_is_read_as_a_legal_move_or_refused() {
        let pos = Position::start(&variant::build("four-ffa", &[]).unwrap());
        let moves = read_answer(&pos, "h2-h3").unwrap();
        assert_eq!(moves.len(), 1);
        assert_eq!(crate::notation::san::san(&pos, &moves[0]), "h2-h3");
        assert!(read_answer(&pos, "h2-h6").is_err());
        assert!(read_answer(&pos, "").is_err());
    }

    #[test]
    fn a_turn_with_dice_is_read_whole() {
        let start = Position::start(&variant::build("orwell", &[]).unwrap())
            .roll_from_seed(5)
            .unwrap();
        // A whole turn: the first legal move (or pass) until the dice are used up.
        let (mut pos, mut played, mut texts) = (start.clone(), Vec::new(), Vec::new());
        while pos.to_move() == start.to_move() && !pos.outcome().is_over() {
            let m = pos.legal_moves()[0];
            texts.push(crate::notation::san::san(&pos, &m));
            played.push(m);
            pos = pos.play(&m);
        }
        let turn = format!("6,6: {}", texts.join(", "));
        assert_eq!(read_answer(&start, &turn).unwrap(), played);
        if texts.len() > 1 {
            let unfinished = format!("6,6: {}", texts[0]);
            assert!(read_answer(&start, &unfinished).is_err());
        }
        assert!(read_answer(&start, "1,1: z9-z10").is_err());
    }
}

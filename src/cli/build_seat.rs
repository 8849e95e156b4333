//! A seat of `quadrille match` played by another build of this project (`build:PATH` in
//! `--players`), to measure one build against another in every game: four-player games and
//! games with dice too, which the Universal Chess Interface does not carry.
//!
//! For each move the match runs `PATH bestmove GAME --position TEXT [--set OPTION=VALUE]...
//! --movetime MS [--depth D] [--nodes N] --seed S` and plays the move on the last line of its
//! output (in a game with dice, the whole turn: `3,4: c3-d4, pass`), if it is legal here. The
//! build starts afresh for every move, so it keeps no table between moves; a fair test puts both
//! builds in such seats. Every failure (the program cannot be run, it fails, or its move is not
//! legal here) is an error that says what happened.

use super::Failure;
use crate::ai::Limits;
use crate::excerpt::excerpt;
use crate::notation::parse::parse_move;
use crate::notation::turns;
use crate::position::{Move, Position};
use std::process::Command;

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
        let output = cmd
            .output()
            .map_err(|e| self.failure(&format!("cannot be run: {e}")))?;
        let said = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() {
            let why = String::from_utf8_lossy(&output.stderr);
            let why = why
                .lines()
                .rev()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("");
            return Err(self.failure(&format!(
                "failed ({}) on the position {}: {}",
                output.status,
                pos.to_text(),
                excerpt(why)
            )));
        }
        let last = said
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        read_answer(pos, last).map_err(|e| {
            self.failure(&format!(
                "answered '{}', not a legal move here ({e}); position {}",
                excerpt(last),
                pos.to_text()
            ))
        })
    }

    fn failure(&self, what: &str) -> Failure {
        Failure::Input(format!("the build '{}' {what}", excerpt(&self.path)))
    }
}

/// The moves of the answer `text` in `pos`: one move in the game's notation, or in a game with
/// dice the rolled turn (`3,4: c3-d4, pass`), whose roll must be the position's.
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

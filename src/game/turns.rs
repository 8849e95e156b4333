//! The move list of a game with dice grouped into turns: each roll with the moves that used it,
//! and the turn in the inventor's notation (`1,3: c3-d4, pass`).

use super::{Game, Step};
use crate::notation::turns::write_turn;
use crate::piece::Player;
use crate::rules::Roll;

/// One turn of a game with dice: the roll, then the moves with the die each used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Who rolled.
    pub player: Player,
    /// The roll.
    pub roll: Roll,
    /// The ply after the roll.
    pub ply: usize,
    /// The moves of the turn.
    pub moves: Vec<TurnMove>,
    /// The turn in the inventor's notation.
    pub text: String,
}

/// One move of a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnMove {
    /// Its SAN.
    pub text: String,
    /// The die it used.
    pub die: Option<u8>,
    /// The ply after this move.
    pub ply: usize,
    /// It is the pass, which ends the turn.
    pub pass: bool,
}

impl Game {
    /// The main line grouped into turns (empty in games without dice).
    pub fn turns(&self) -> Vec<Turn> {
        if !self.variant.has_dice() {
            return Vec::new();
        }
        let mut out: Vec<Turn> = Vec::new();
        for (i, played) in self.steps.iter().enumerate() {
            match &played.step {
                Step::Roll(roll) => out.push(Turn {
                    player: self.before(i).to_move(),
                    roll: *roll,
                    ply: i + 1,
                    moves: Vec::new(),
                    text: String::new(),
                }),
                Step::Move(m) => {
                    if let Some(turn) = out.last_mut() {
                        turn.moves.push(TurnMove {
                            text: played.san.clone(),
                            die: played.die,
                            ply: i + 1,
                            pass: m.is_pass(),
                        });
                    }
                }
                // No game with dice takes players out (see `position::leaving`).
                Step::Leave(..) => {}
            }
        }
        for turn in out.iter_mut() {
            let used: Vec<(String, Option<u8>)> = turn
                .moves
                .iter()
                .filter(|m| !m.pass)
                .map(|m| (m.text.clone(), m.die))
                .collect();
            // The pass ends a turn and stands for every die left unused.
            let passed = turn.moves.iter().any(|m| m.pass);
            turn.text = write_turn(turn.roll, &used, passed);
        }
        out
    }
}

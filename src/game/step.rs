//! The vocabulary of a game in progress: a [`Step`] (a move, a roll of the dice, or a player
//! leaving a game that goes on without him) and a [`Played`] step, the step with what the game
//! keeps of it (the position after it and how it is written).

use crate::piece::Player;
use crate::position::{Move, Position};
use crate::rules::leaving::Departure;
use crate::rules::Roll;

/// One step of a game: a roll of the dice, or a move (the pass included), or a player leaving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The player to move rolled these dice.
    Roll(Roll),
    /// A legal move.
    Move(Move),
    /// This player left a game that goes on without him (see `rules::leaving`).
    Leave(Player, Departure),
}

impl Step {
    /// The position after this step; the step must be legal there (as the readers of links and
    /// records and [`super::Game::play`] check). A roll that cannot be made, or a leave that
    /// cannot happen, leaves the position as it is.
    pub fn apply(&self, pos: &Position) -> Position {
        match self {
            Step::Roll(r) => pos.roll(*r).unwrap_or_else(|_| pos.clone()),
            Step::Move(m) => pos.play(m),
            Step::Leave(p, _) => pos.leave(*p).unwrap_or_else(|_| pos.clone()),
        }
    }
}

/// A step played in a game, with the position after it and how it is written.
#[derive(Clone, Debug)]
pub struct Played {
    /// What was played.
    pub step: Step,
    /// The position after the step.
    pub after: Position,
    /// The step as the move list shows it, written in the position before it: the SAN of a move
    /// (`Nf3`), `1,3:` for a roll, `Yellow resigned` for a player leaving.
    pub san: String,
    /// The step as the link writes it: long algebraic notation for a move (`g1f3`), `r` or `r13`
    /// for a roll, `resign2` for a player leaving.
    pub lan: String,
    /// The die the move used (games with dice only).
    pub die: Option<u8>,
}

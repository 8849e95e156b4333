//! A step of a game: a move (the pass included), a roll of the dice, or a player leaving a game
//! that goes on without him; what the readers of links and records give and the game in progress
//! plays.

use super::leaving::Departure;
use super::{Move, Position};
use crate::piece::Player;
use crate::rules::Roll;

/// One step of a game: a roll of the dice, or a move (the pass included), or a player leaving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The player to move rolled these dice.
    Roll(Roll),
    /// A legal move.
    Move(Move),
    /// This player left a game that goes on without him (see `position::leaving`).
    Leave(Player, Departure),
}

impl Step {
    /// The position after this step; the step must be legal there (as the readers of links and
    /// records and `game::Game::play` check). A roll that cannot be made, or a leave that
    /// cannot happen, leaves the position as it is.
    pub fn apply(&self, pos: &Position) -> Position {
        match self {
            Step::Roll(r) => pos.roll(*r).unwrap_or_else(|_| pos.clone()),
            Step::Move(m) => pos.play(m),
            Step::Leave(p, _) => pos.leave(*p).unwrap_or_else(|_| pos.clone()),
        }
    }
}

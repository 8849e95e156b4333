//! A [`Played`] step of a game in progress: the step (a move, a roll of the dice, or a player
//! leaving a game that goes on without him: [`Step`], defined with the position it applies to)
//! with what the game keeps of it (the position after it and how it is written).

use crate::position::Position;
pub use crate::position::Step;

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

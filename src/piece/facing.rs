//! The direction a piece faces, and how it turns the deltas of its movement.

use crate::geometry::Delta;
use serde::Serialize;

/// The direction a piece faces. Movement deltas are written for a piece facing up (towards the
/// higher ranks) and turned by its facing, so a pawn facing down moves towards rank 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Facing {
    Up,
    Down,
    Left,
    Right,
}

impl Facing {
    /// Every facing, in index order.
    pub const ALL: [Facing; 4] = [Facing::Up, Facing::Down, Facing::Left, Facing::Right];

    /// The facing as an index 0..4.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Turns a delta written for a piece facing up.
    #[inline]
    pub fn turn(self, d: Delta) -> Delta {
        match self {
            Facing::Up => d,
            Facing::Down => Delta::new(-d.df, -d.dr),
            Facing::Left => Delta::new(-d.dr, d.df),
            Facing::Right => Delta::new(d.dr, -d.df),
        }
    }

    /// The step straight forward.
    pub fn forward(self) -> Delta {
        self.turn(Delta::new(0, 1))
    }

    /// The letter used in position texts: `u`, `d`, `l`, `r`.
    pub fn letter(self) -> char {
        match self {
            Facing::Up => 'u',
            Facing::Down => 'd',
            Facing::Left => 'l',
            Facing::Right => 'r',
        }
    }

    /// The facing written by `letter`, if any.
    pub fn from_letter(letter: char) -> Option<Facing> {
        Facing::ALL.into_iter().find(|f| f.letter() == letter)
    }
}

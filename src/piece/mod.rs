//! Pieces: who owns them, which way they face, and how they move.
//!
//! Movement is data, in the spirit of Betza notation: a piece is a list of [`Atom`]s (leapers,
//! riders, hoppers, bent riders), each with a [`Mode`] (move or capture, move only, capture only).
//! Deltas are written for a piece facing up and turned by the piece's [`Facing`]. The move
//! generator never needs a piece's name: special rules (the pawn's double step, castling, check)
//! are keyed by the flags of a [`PieceDef`] (`royal`, `pawn`, `castles`).

mod atom;
mod attacks;
mod catalogue;
mod facing;
mod targets;
#[cfg(test)]
mod tests;
mod turned;

pub(crate) use atom::outward;
pub use atom::{Atom, Mode, Seen, Shape};
pub use attacks::{AttackTable, Attackers};
pub use catalogue::*;
pub use facing::Facing;
pub use targets::TargetSets;
pub use turned::Turned;

use serde::Serialize;

/// A player, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Player(pub u8);

impl Player {
    /// The player number as an index into per-player arrays.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A kind of piece: an index into the game's piece catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct PieceKind(pub u8);

impl PieceKind {
    /// The kind as an index into the catalogue.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A piece on a cell: its kind, its owner and the way it faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Piece {
    pub kind: PieceKind,
    pub owner: Player,
    pub facing: Facing,
}

impl Piece {
    /// A piece of `kind` owned by `owner`, facing `facing`.
    pub fn new(kind: PieceKind, owner: Player, facing: Facing) -> Piece {
        Piece {
            kind,
            owner,
            facing,
        }
    }
}

/// The definition of a kind of piece: its names, its movement and the flags rules look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDef {
    /// The English name: `knight`.
    pub name: &'static str,
    /// The upper-case letter used in position texts and notation: `N`.
    pub letter: char,
    /// How it moves and captures.
    pub atoms: Vec<Atom>,
    /// Royal: check applies to it, and a game may require one per player.
    pub royal: bool,
    /// A pawn: it may double-step and capture en passant where the game allows, promotes in the
    /// promotion zone, resets the fifty-move count, and is written without a letter in SAN.
    pub pawn: bool,
    /// Takes part in castling (the king and the rooks of orthodox chess).
    pub castles: bool,
    /// A minor piece for the dead-position rule (bishop, knight).
    pub minor: bool,
    /// What the piece is worth to the computer player, in hundredths of a pawn (a pawn is 100).
    /// For a royal piece: its fighting strength, which counts only where the rules let it be
    /// captured.
    pub value: i32,
}

impl PieceDef {
    /// A piece with these atoms and no flags.
    pub fn new(name: &'static str, letter: char, atoms: Vec<Atom>) -> PieceDef {
        PieceDef {
            name,
            letter,
            atoms,
            royal: false,
            pawn: false,
            castles: false,
            minor: false,
            value: 0,
        }
    }

    /// Whether the piece moves the same whichever way it faces.
    pub fn symmetric(&self) -> bool {
        self.atoms.iter().all(Atom::symmetric)
    }
}

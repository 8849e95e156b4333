//! Notation: position texts (FEN for `chess`, the position text of `docs/position-text.md` for
//! every game), move notation (SAN, long algebraic, reading moves) and game records.

mod drops;
mod duels;
mod extra_fields;
pub mod fen;
pub mod game_record;
pub mod lan;
pub mod link;
pub mod one_board;
pub mod parse;
pub mod record;
pub mod san;
mod taken;
pub mod text;
pub mod uci;

pub mod turns;

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
pub(crate) mod sample;

pub use lan::lan;
pub use parse::{parse_move, MoveError};
pub use san::san;

/// How a game writes its moves for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MoveStyle {
    /// Standard algebraic notation (`Nf3`, `exd5`), with the board suffix in the Alice family.
    #[default]
    San,
    /// The long form of Orwell Chess: piece letter (none for a pawn), square of departure, `-`
    /// or `x`, square of arrival, `=X` for a promotion: `c3-d4`, `Dd7xf9`, `d5xd6=M`.
    Long,
}

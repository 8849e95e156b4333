//! Notation: position texts (FEN for `chess`, the position text of `docs/position-text.md` for
//! every game), move notation (SAN, long algebraic, reading moves) and game records.

mod drops;
mod duels;
mod extra_fields;
pub mod fen;
pub mod fen4;
pub mod game_record;
pub mod lan;
pub mod link;
pub mod one_board;
pub mod parse;
pub mod pgn4;
pub mod popeye;
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

/// How a game writes its moves for people (defined with the game, in `variant`).
pub use crate::variant::MoveStyle;

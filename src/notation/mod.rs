//! Notation: position texts (FEN for `chess`, the position text of `docs/position-text.md` for
//! every game), move notation (SAN, long algebraic, reading moves) and game records.

pub mod fen;
pub mod lan;
pub mod link;
pub mod parse;
pub mod record;
pub mod san;
pub mod text;

pub use lan::lan;
pub use parse::{parse_move, MoveError};
pub use san::san;

//! Rule components that a game switches on, one per file. A game ([`crate::variant::Variant`])
//! holds one value of each; the position code asks them questions and never looks at a game's id.
//!
//! - [`transfer`]: the Alice transfer to the same square of another board;
//! - [`check`]: royal pieces and check;
//! - [`castling`]: castling defined by the squares of king and rook, on any board;
//! - [`pawns`]: the double step, en passant and promotion;
//! - [`draws`]: stalemate, repetition, the fifty-move rule, bare kings and dead positions;
//! - [`zobrist`]: the position keys that repetition compares.

pub mod castling;
pub mod check;
pub mod draws;
pub mod pawns;
pub mod transfer;
pub mod zobrist;

pub use castling::CastleDef;
pub use check::Royalty;
pub use draws::DrawRules;
pub use pawns::{Area, PawnRules};
pub use transfer::{Transfer, TransferTargets, WhenOccupied};
pub use zobrist::Zobrist;

//! Soaking: long runs of random and computer play in every game, checking after every ply that
//! every text the engine writes reads back to the same game (issue 16). Used by the property
//! tests (`tests/texts/roundtrip_play.rs`) and by the `quadrille soak` command.
//!
//! - `check.rs`: the invariants of one ply: the position text, the link and the game record,
//!   each written and read back, give the same position, key, legal moves and outcome;
//! - `play.rs`: games played to the end or to a ply cap by a seeded random player or the
//!   computer at a low level, with the checks after every ply.

mod check;
mod play;

pub use check::{check_link, check_pgn4, check_record, check_text, same_position};
pub use play::{play_game, Fault, GameRun, Plan, Player};

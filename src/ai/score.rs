//! The scores the searches share, in one place (as Stockfish's `types.h`): what a mate is worth
//! and the bounds beyond every score. The searches, the transposition table and the levels
//! depend on this module; it depends on none of them.

/// The score of a mate now; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 32000;
/// Scores beyond this (either sign) are mates.
pub const MATE_BOUND: i32 = MATE - 1000;
/// Beyond every score: the window of a search that knows nothing yet.
pub const INF: i32 = 32500;

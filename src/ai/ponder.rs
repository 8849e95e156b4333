//! Pondering: thinking in the opponent's time. After its move a player searches the position
//! where its opponent is to move; the transposition table then holds the replies and what
//! follows them, so its own search after the reply starts from what it already knows (whether or
//! not the reply was the one it expected). Only in games of two sides without dice: a paranoid
//! search's table belongs to its root player, and a position waiting for a roll has no moves.

use super::clock::Clock;
use super::level::Agent;
use super::search::{Limits, Searcher};
use super::sides;
use super::think::think_ordinary;
use crate::position::Position;

/// Whether a player can ponder in this position (the opponent to move).
pub fn can_ponder(pos: &Position) -> bool {
    let v = pos.variant();
    sides::count(v) == 2 && !v.has_dice() && !pos.outcome().is_over()
}

/// Searches `pos`, where the opponent of the pondering player is to move, within `limits`, as
/// the player's own level would; the decision is thrown away, the table keeps what was learnt.
/// Returns the depth reached, or `None` when there is nothing to ponder.
pub fn ponder(
    searcher: &mut Searcher,
    pos: &Position,
    agent: Agent,
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<u32> {
    if !can_ponder(pos) || !matches!(agent, Agent::Level(_)) {
        return None;
    }
    think_ordinary(searcher, pos, agent, 0, limits, clock, &mut |_| {}).map(|t| t.depth)
}

//! Proof of a forced mate by exhaustive search over the rules alone (legal moves and the
//! outcome), independent of the computer's search: used by `bench-ai` to check that the search
//! announces the right mate, neither shorter nor longer than the truth.

use crate::position::{GameResult, Outcome, Position};

fn mated(pos: &Position) -> bool {
    matches!(
        pos.outcome(),
        Outcome::Over {
            result: GameResult::Checkmate,
            ..
        }
    )
}

/// Whether the player to move can force checkmate within `moves` of his moves.
pub fn forced_mate(pos: &Position, moves: u32) -> bool {
    if moves == 0 || pos.outcome().is_over() {
        return false;
    }
    pos.legal_moves().iter().any(|m| {
        let next = pos.play(m);
        if mated(&next) {
            return true;
        }
        if moves == 1 || next.outcome().is_over() {
            return false;
        }
        next.legal_moves()
            .iter()
            .all(|r| forced_mate(&next.play(r), moves - 1))
    })
}

/// The fewest moves to a forced mate, up to `limit`; `None` if there is none that short.
pub fn shortest_mate(pos: &Position, limit: u32) -> Option<u32> {
    (1..=limit).find(|&n| forced_mate(pos, n))
}

//! The quiescence search of `search.rs`: at the leaves, only the moves that change the
//! material (captures and promotions) are searched, so that the static evaluation is taken in a
//! quiet position; in check every move is searched. Out of check the `lazy_quiescence` switch,
//! and in check the `lazy_evasions` switch, hand the work to `lazy_quiescence.rs`.

use super::lazy_quiescence::Leaf;
use super::prune::hopeless;
use super::{Run, INF};
use crate::ai::order::{self, MAX_PLY};
use crate::position::{GameResult, Move, Position};

impl Run<'_> {
    /// The quiescence search: captures and promotions (every move in check).
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let ended = pos.ended_by_rule();
        if let Some(r) = ended {
            if r != GameResult::FiftyMoves {
                return self.terminal(pos, ply);
            }
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        // A threat met as a check (`Run::pressed`) is searched as one: every move.
        let in_check = self.pressed(pos);
        let leaf = Leaf {
            window: (alpha, beta),
            ply,
            fifty: ended.is_some(),
            checked: in_check && self.in_check(pos),
        };
        if in_check && self.features.lazy_evasions {
            return self.evade_lazily(pos, leaf);
        }
        if !in_check && self.features.lazy_quiescence {
            return self.quiesce_lazily(pos, leaf);
        }
        // The best score so far and the move that gave it.
        let mut best: (i32, Option<Move>) = (-INF, None);
        let mut stand = -INF;
        // Out of check only the tactical moves are searched, and none at all when standing pat
        // already reaches beta: the other moves matter only as proof that the game goes on.
        let (mut moves, any) = if in_check {
            let moves = pos.legal_moves();
            let any = !moves.is_empty();
            (moves, any)
        } else {
            stand = self.evaluate(pos);
            if stand >= beta {
                (Vec::new(), pos.has_any_move())
            } else {
                pos.legal_tactical_moves()
            }
        };
        if !any {
            return self.terminal(pos, ply);
        }
        if ended.is_some() {
            return 0;
        }
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best.0 = stand;
        }
        let how = self.sorting(None, ply);
        order::sort(pos, self.eval, self.memory, &mut moves, how);
        for m in &moves {
            if !in_check && hopeless(self.eval, pos, m, stand, alpha) {
                continue;
            }
            let after = pos.preview(m);
            if !in_check && self.loses_by_recapture(pos, &after, m) {
                continue;
            }
            let child = pos.play_previewed(m, after);
            match self.quiet_child(pos, m, &child, (&mut alpha, beta), &mut best, ply) {
                None => return 0,
                Some(true) => break,
                Some(false) => {}
            }
        }
        best.0
    }

    /// Searches `child` (the position after the move `m` of quiescence) and folds its score
    /// into `best` (the best score so far and its move) and `alpha`: `Some(true)` when it
    /// reaches beta, `None` when the search was stopped.
    pub(super) fn quiet_child(
        &mut self,
        pos: &Position,
        m: &Move,
        child: &Position,
        (alpha, beta): (&mut i32, i32),
        best: &mut (i32, Option<Move>),
        ply: usize,
    ) -> Option<bool> {
        let s = self.child(pos, child, 0, *alpha, beta, ply + 1, true);
        if self.stopped {
            return None;
        }
        if s > best.0 {
            *best = (s, Some(*m));
            if s > *alpha {
                *alpha = s;
                return Some(s >= beta);
            }
        }
        Some(false)
    }

    /// With `losing_captures`: whether a capture gives a piece for a lesser one as far as one
    /// recapture shows (asked of the position it leads to).
    pub(super) fn loses_by_recapture(&self, pos: &Position, after: &Position, m: &Move) -> bool {
        self.features.losing_captures && self.losing(pos, after, m)
    }
}

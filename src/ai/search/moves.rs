//! The move loop of a node of the full search (`negamax` in `search.rs`): principal variation
//! search with late-move reductions, futility and move-count pruning, and the history's rewards
//! on a cut-off. With the `lazy_search` switch the loop is given the pseudo-legal moves and
//! tests each one's legality only when it comes to it; the legal moves it searches, and their
//! order, are those of the eager loop, so the tree is the same.

use super::{reduce, Run};
use crate::ai::follow;
use crate::ai::order::{is_tactical, Sorting, Walk};
use crate::position::{LegalityTest, Move, Position};

/// The depth and window of a node.
#[derive(Clone, Copy)]
pub(super) struct Node {
    /// Plies left.
    pub depth: i32,
    pub alpha: i32,
    pub beta: i32,
    /// Plies from the root.
    pub ply: usize,
    pub in_check: bool,
    /// With `improving`, whether the static score rose since the side's turn before.
    pub improving: bool,
    /// With `singular`, the move searched one ply deeper (`singular.rs`).
    pub singular: Option<Move>,
}

/// What a node's move loop found.
pub(super) struct Found {
    /// The best score (below the node's alpha when no move raised it).
    pub best: i32,
    pub best_move: Option<Move>,
    /// The legal moves met (searched or pruned).
    pub legal: usize,
}

impl Run<'_> {
    /// Searches `moves` of `pos`, sorted as `how` says (and walked in that order), all legal
    /// unless `legality` is given, which then decides which of them are. Stops at a cut-off, or
    /// when the search is stopped (the caller asks `self.stopped`).
    pub(super) fn search_moves(
        &mut self,
        pos: &Position,
        moves: &[Move],
        how: Sorting,
        mut legality: Option<LegalityTest>,
        node: Node,
    ) -> Found {
        let Node {
            depth,
            mut alpha,
            beta,
            ply,
            in_check,
            improving,
            singular,
        } = node;
        let extension = self.extension(in_check);
        let mut found = Found {
            best: -super::INF,
            best_move: None,
            legal: 0,
        };
        // Quiet moves met so far, and those searched (for the history's malus).
        let mut quiets = 0;
        let mut quiets_searched = Vec::new();
        let mut walk = Walk::new(moves, how);
        while let Some(m) = walk.next(pos, self.eval, self.memory) {
            let m = &m;
            if legality.as_mut().is_some_and(|l| !l.allows(m)) {
                continue;
            }
            let i = found.legal;
            found.legal += 1;
            let tactical = is_tactical(pos, m);
            // The tests that may prune the move look at a preview of it (in the games where
            // settling the turn searches for legal moves, a move pruned is never fully played).
            let after = pos.preview(m);
            // Captures and promotions, unless `losing_late` or `see_late` counts a losing
            // capture as quiet.
            let sharp = tactical && (in_check || !self.late_capture(pos, &after, m));
            let forcing = in_check || sharp;
            quiets += i32::from(!sharp);
            if i > 0
                && (self.futile(pos, &after, depth, (alpha, beta), forcing)
                    || self.late(&after, depth, (alpha, beta), forcing, quiets, improving)
                    || self.exchange_loss(pos, &after, m, depth, (alpha, beta), in_check))
            {
                continue;
            }
            let child = pos.play_previewed(m, after);
            self.played[ply] = Some(*m);
            let single = i32::from(singular == Some(*m));
            let new_depth = depth - 1 + extension + self.check_given(pos, &child, m) + single;
            let mut s;
            if i == 0 {
                s = self.child(pos, &child, new_depth, alpha, beta, ply + 1, false);
            } else {
                let first = if self.features.lmr_table { 2 } else { 3 };
                let reduce = self.features.lmr
                    && depth >= 3
                    && i >= first
                    && !sharp
                    && !in_check
                    && (self.features.reduce_checks || !child.in_check());
                let r = if !reduce {
                    0
                } else if self.features.lmr_table {
                    let standing = self.memory.standing(m, ply);
                    reduce::late_move(depth, i + 1, beta - alpha > 1, standing)
                } else {
                    1 + i32::from(i >= 8)
                };
                let (a1, d) = (alpha + 1, new_depth);
                s = self.child(pos, &child, d - r, alpha, a1, ply + 1, false);
                if s > alpha && r > 0 && !self.stopped {
                    s = self.child(pos, &child, d, alpha, a1, ply + 1, false);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = self.child(pos, &child, d, alpha, beta, ply + 1, false);
                }
            }
            if self.stopped {
                return found;
            }
            if s > found.best {
                found.best = s;
                found.best_move = Some(*m);
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        if !tactical {
                            self.remember_answer(pos, m, ply, depth);
                            self.memory.reward(m, ply, depth);
                            for q in &quiets_searched {
                                self.memory.penalise(q, depth);
                            }
                        }
                        break;
                    }
                }
            }
            if !tactical && self.features.history_malus {
                quiets_searched.push(*m);
            }
        }
        found
    }

    /// The plies by which the moves of a node are extended, `in_check` telling whether the
    /// player to move is: one in check with `check_extension`, unless `check_see` extends the
    /// moves that give check instead.
    fn extension(&self, in_check: bool) -> i32 {
        let f = &self.features;
        i32::from(in_check && f.check_extension && !f.check_see)
    }

    /// With `check_extension` and `check_see`: the ply by which the move `m` of `pos`, leading
    /// to `child`, is extended: one when it gives check and loses nothing by exchanges.
    pub(super) fn check_given(&mut self, pos: &Position, child: &Position, m: &Move) -> i32 {
        let f = &self.features;
        let extended = f.check_extension
            && f.check_see
            && child.in_check()
            && self.memory.exchange(pos, self.eval, m) >= 0;
        i32::from(extended)
    }

    /// Notes the quiet move `m`, which cut off at `ply` after a search of `depth`, as the
    /// answer to the move before: its countermove and its follow-up history, where switched on.
    fn remember_answer(&mut self, pos: &Position, m: &Move, ply: usize, depth: i32) {
        let Some(previous) = self.previous(ply) else {
            return;
        };
        if self.features.counter_move {
            self.memory.set_counter(&previous, m);
        }
        if let (Some(before), Some(mover)) = (self.before(pos, ply), follow::mover(pos, m)) {
            self.memory.follow.reward(before, mover, depth);
        }
    }
}

//! One iteration at the root of the search: every root move searched (the first with the
//! whole window, the others with a null window first, unless every score must be exact), the
//! best kept first for the next iteration, and the result stored in the table.

use super::{Iteration, Run, INF, MATE_BOUND};
use crate::ai::tt::{to_tt, Bound};
use crate::position::{Move, Position};

/// With `aspiration`: the half-width of an iteration's first window around the score of the
/// iteration before.
const ASPIRATION: i32 = 30;

impl Run<'_> {
    /// One iteration at the root to `depth`, after an iteration that scored `previous`. With
    /// `aspiration` (from depth 4, unless every score must be exact or `previous` is a mate),
    /// first with the window `previous` ± [`ASPIRATION`]; a score that falls on or outside a
    /// bound is searched again with that bound moved beyond it by twice the last widening, until
    /// it falls inside; after a fail-low the moves keep the order they came in with (the best of
    /// the iteration before first), as every score of a fail-low is only a bound. Otherwise with
    /// the whole window.
    pub(super) fn iterate(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        depth: i32,
        exact: bool,
        previous: i32,
    ) -> Option<Iteration> {
        let narrow = self.features.aspiration && !exact && depth >= 4;
        if !narrow || previous.abs() >= MATE_BOUND {
            return self.root(pos, moves, depth, exact, (-INF, INF));
        }
        let mut delta = ASPIRATION;
        let (mut low, mut high) = (previous - delta, previous + delta);
        let order = moves.to_vec();
        loop {
            let found = self.root(pos, moves, depth, exact, (low, high))?;
            let score = found.1;
            if self.stopped {
                return Some(found);
            }
            delta *= 2;
            if score <= low && low > -INF {
                low = (score - delta).max(-INF);
                moves.copy_from_slice(&order);
            } else if score >= high && high < INF {
                high = (score + delta).min(INF);
            } else {
                return Some(found);
            }
        }
    }

    /// One iteration at the root. Returns the best move and score, and the score of each move
    /// searched; `None` if stopped before the first move was searched.
    pub(super) fn root(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        depth: i32,
        exact: bool,
        (mut alpha, beta): (i32, i32),
    ) -> Option<Iteration> {
        let window = (alpha, beta);
        let mut best: Option<(Move, i32)> = None;
        let mut scores = Vec::with_capacity(moves.len());
        self.path.push(pos.key());
        for (i, m) in moves.iter().enumerate() {
            let child = pos.play(m);
            let d = depth - 1;
            let mut s;
            if i == 0 || exact {
                s = self.child(pos, &child, d, alpha, beta, 1, false);
            } else {
                s = self.child(pos, &child, d, alpha, alpha + 1, 1, false);
                if s > alpha && !self.stopped {
                    s = self.child(pos, &child, d, alpha, beta, 1, false);
                }
            }
            if self.stopped {
                break;
            }
            scores.push((*m, s));
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((*m, s));
                if !exact {
                    alpha = alpha.max(s);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        self.path.pop();
        let (bm, bs) = best?;
        // The best move first for the next iteration; in exact mode, all by score.
        if exact {
            let mut order: Vec<Move> = scores.iter().map(|&(m, _)| m).collect();
            let mut rest: Vec<Move> = moves
                .iter()
                .filter(|m| !order.contains(m))
                .copied()
                .collect();
            crate::sort::sort_by_key(&mut order, |m| {
                -scores
                    .iter()
                    .find(|(x, _)| x == m)
                    .map_or(-INF, |&(_, s)| s)
            });
            order.append(&mut rest);
            moves.copy_from_slice(&order);
        } else if let Some(i) = moves.iter().position(|m| *m == bm) {
            moves[..=i].rotate_right(1);
        }
        if !self.stopped && bs > window.0 && bs < window.1 {
            // With only some of the moves searched, the position is worth at least that much.
            let bound = if self.restricted {
                Bound::Lower
            } else {
                Bound::Exact
            };
            let key = super::table_key(pos) ^ self.sides.salt;
            self.tt.store(key, Some(bm), to_tt(bs, 0), depth, bound);
        }
        Some((bm, bs, scores))
    }
}

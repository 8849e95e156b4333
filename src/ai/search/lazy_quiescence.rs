//! The quiescence search out of check with the `lazy_quiescence` switch: the captures and
//! promotions are generated without testing their legality, and a move is tested only when the
//! search comes to it (most are pruned or never reached after a cut-off); standing pat at or
//! above beta returns at once. The price: a position where the player to move is not in check
//! and has no legal move (stalemate) scores as its static evaluation here; the full search finds
//! stalemates at its own nodes.

use super::{Run, INF};
use crate::ai::order;
use crate::ai::tt::Entry;
use crate::position::Position;

impl Run<'_> {
    /// The quiescence score of `pos` (not in check, the game not over by a rule other than the
    /// fifty-move rule, which `fifty` tells) in the window `alpha..beta`; `held` is what the
    /// transposition table holds for it (with `qs_table`).
    pub(super) fn quiesce_lazily(
        &mut self,
        pos: &Position,
        (mut alpha, beta): (i32, i32),
        ply: usize,
        fifty: bool,
        held: Option<Entry>,
    ) -> i32 {
        if fifty {
            return 0;
        }
        let window = (alpha, beta);
        let stand = self.evaluate(pos);
        if stand >= beta {
            self.qs_store(pos, held, window, (stand, None), ply);
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = (stand, None);
        let mut moves = pos.pseudo_tactical_moves();
        let how = self.sorting(held.and_then(|e| e.best), ply);
        order::sort(pos, self.eval, self.memory, &mut moves, how);
        let mut legality = pos.legality();
        for m in &moves {
            if self.hopeless(pos, m, stand, alpha)
                || self.loses_by_exchange(pos, m)
                || !legality.allows(m)
            {
                continue;
            }
            let child = pos.play(m);
            if self.loses_by_recapture(pos, &child, m) {
                continue;
            }
            match self.quiet_child(pos, m, &child, (&mut alpha, beta), &mut best, ply) {
                None => return 0,
                Some(true) => break,
                Some(false) => {}
            }
        }
        debug_assert!(best.0 > -INF);
        self.qs_store(pos, held, window, best, ply);
        best.0
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::{Features, Limits, NoClock, Searcher};
    use crate::position::Position;
    use crate::variant;

    /// Forced mates (moves to mate) that the search finds with the switches of quiescence
    /// (`lazy_quiescence`, `qs_table`) on or off: a quiet mate in chess and two Alice mates of
    /// the computer's games (`cli/bench_ai.rs`, whose lengths the benchmark proves by
    /// exhaustive search).
    #[test]
    fn quiescence_switches_find_the_same_mates() {
        let cases = [
            ("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", 2),
            (
                "alice",
                "alice:2b1kb1r/ppp1pppp/8/7n/8/5K2/6P1/2B2BN1;1r6/8/R2p4/8/5P1P/PP2P3/2n5/4q3 b k - 3 13",
                2,
            ),
            (
                "alice",
                "alice:3Q1b1r/p3p3/8/8/8/8/PPP1PPPP/RN2KB1R;4k3/8/1p5p/8/2p2B2/3P1N2/8/8 w KQ - 0 14",
                3,
            ),
        ];
        let limits = Limits {
            depth: Some(6),
            nodes: None,
            movetime_ms: None,
        };
        for (id, text, moves) in cases {
            let v = variant::build(id, &[]).unwrap();
            let pos = Position::from_text(&v, text).unwrap();
            let switches = [
                "-lazy_quiescence",
                "+lazy_quiescence",
                "+qs_table",
                "+qs_table-lazy_quiescence",
            ];
            for sw in switches {
                let mut s = Searcher::new();
                s.set_features(Features::parse(sw).unwrap());
                let r = s.search(&pos, &limits, &NoClock).unwrap();
                assert_eq!(r.mate_in(), Some(2 * moves - 1), "{id} {sw}: {r:?}");
            }
        }
    }
}

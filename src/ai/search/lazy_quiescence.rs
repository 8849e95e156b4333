//! The quiescence search out of check with the `lazy_quiescence` switch: the captures and
//! promotions are generated without testing their legality, and a move is tested only when the
//! search comes to it (most are pruned or never reached after a cut-off); standing pat at or
//! above beta returns at once. The price: a position where the player to move is not in check
//! and has no legal move (stalemate) scores as its static evaluation here; the full search finds
//! stalemates at its own nodes. In check, with the `lazy_evasions` switch, every move is still
//! searched and each is tested only when the search comes to it; that costs nothing in
//! accuracy (the tree is the same).

use super::prune::hopeless;
use super::{Run, INF};
use crate::ai::order;
use crate::position::Position;

/// A node of quiescence handed to this module: its window `alpha..beta`, its ply, and whether
/// the fifty-move rule has ended the game (`fifty`; no other rule has).
pub(super) struct Leaf {
    pub window: (i32, i32),
    pub ply: usize,
    pub fifty: bool,
    /// Whether the player to move is in check (the node may be searched as one without it:
    /// `Run::pressed`).
    pub checked: bool,
}

impl Run<'_> {
    /// The quiescence score of `pos`, not in check.
    pub(super) fn quiesce_lazily(&mut self, pos: &Position, leaf: Leaf) -> i32 {
        let (window, ply) = (leaf.window, leaf.ply);
        if leaf.fifty {
            return 0;
        }
        let (mut alpha, beta) = window;
        let stand = self.evaluate(pos);
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = (stand, None);
        let mut moves = pos.pseudo_tactical_moves();
        let how = self.walked_sorting(None, ply);
        order::score_for_walk(pos, self.eval, self.memory, &moves, how);
        let mut legality = pos.legality_knowing_check(false);
        let mut walk = order::Walk::scored(&mut moves, how);
        // Delta pruning in the walk: a move too small to raise alpha is left out before the
        // exchange test (and stays so as alpha rises).
        while let Some(m) = walk.next_unless(pos, self.eval, self.memory, |m| {
            hopeless(self.eval, pos, m, stand, alpha)
        }) {
            let m = &m;
            if !legality.allows(m) {
                continue;
            }
            let after = pos.preview(m);
            if self.loses_by_recapture(pos, &after, m) {
                continue;
            }
            let child = pos.play_previewed(m, after);
            match self.quiet_child(pos, m, &child, (&mut alpha, beta), &mut best, ply) {
                None => return 0,
                Some(true) => break,
                Some(false) => {}
            }
        }
        debug_assert!(best.0 > -INF);
        best.0
    }

    /// The quiescence score of `pos`, whose player to move is in check (every move is searched),
    /// with the moves' legality tested only when the search comes to them: after a cut-off the
    /// rest are never tested. The legal moves searched, and their order, are those of
    /// [`Position::legal_moves`] (the sort is stable and scores each move alone), so the tree is
    /// that of the eager search.
    pub(super) fn evade_lazily(&mut self, pos: &Position, leaf: Leaf) -> i32 {
        let (window, ply) = (leaf.window, leaf.ply);
        if leaf.fifty {
            return if pos.has_any_move() {
                0
            } else {
                self.terminal(pos, ply)
            };
        }
        let (mut alpha, beta) = window;
        let mut best = (-INF, None);
        let how = self.walked_sorting(None, ply);
        let mut moves = pos.pseudo_legal_moves();
        order::score_for_walk(pos, self.eval, self.memory, &moves, how);
        let mut legality = Some(pos.legality_knowing_check(leaf.checked));
        let mut legal = 0;
        for stuck in [false, true] {
            if stuck {
                if legal > 0 {
                    break;
                }
                // No pseudo-legal move is legal: the rules say what the player may do instead.
                moves = pos.moves_when_stuck();
                if moves.is_empty() {
                    return self.terminal(pos, ply);
                }
                order::score_for_walk(pos, self.eval, self.memory, &moves, how);
                legality = None;
            }
            let mut walk = order::Walk::scored(&mut moves, how);
            while let Some(m) = walk.next(pos, self.eval, self.memory) {
                let m = &m;
                if legality.as_mut().is_some_and(|l| !l.allows(m)) {
                    continue;
                }
                legal += 1;
                let child = pos.play(m);
                match self.quiet_child(pos, m, &child, (&mut alpha, beta), &mut best, ply) {
                    None => return 0,
                    Some(true) => return best.0,
                    Some(false) => {}
                }
            }
        }
        best.0
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::{Limits, NoClock, Searcher, Switches};
    use crate::position::Position;
    use crate::variant;

    /// Forced mates (moves to mate) that the search finds with the switch of quiescence
    /// (`lazy_quiescence`) on or off: a quiet mate in chess and two Alice mates of
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
            let switches = ["-lazy_quiescence", "+lazy_quiescence"];
            for sw in switches {
                let mut s = Searcher::new();
                s.set_switches(Switches::parse(sw).unwrap());
                let r = s.search(&pos, &limits, &NoClock).unwrap();
                assert_eq!(r.mate_in(), Some(2 * moves - 1), "{id} {sw}: {r:?}");
            }
        }
    }
}

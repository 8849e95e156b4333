//! Pruning decisions of the search (`search.rs`), each behind a switch of `features.rs` where it
//! is new: what a node or a move may skip. The position `after` a move that these tests take
//! may be its preview ([`Position::preview`]): they ask only what stands where and whether the
//! next player is in check.

use super::{Run, MATE_BOUND};
use crate::ai::eval::Evaluator;
use crate::ai::order::victim_value;
use crate::position::{Move, Position};

/// Static cut-off ("reverse futility"): the margin per ply of depth left by which the static
/// score must exceed beta.
const STATIC_MARGIN: i32 = 100;
/// Futility: the margin per ply of depth left by which the static score may fall short of
/// alpha before the quiet moves are skipped.
const FUTILITY_MARGIN: i32 = 150;
/// With `history_lmr`: the history score worth a ply of reduction.
const HISTORY_PLY: i32 = 6000;

impl Run<'_> {
    /// With `static_cutoff`: in a node of a null window near the leaves (depth 3 or less), not
    /// in check, whose static score beats beta by the margin of its depth, that score, as if
    /// the moves had been searched (a fail-high); `None` otherwise.
    pub(super) fn static_cutoff(
        &mut self,
        pos: &Position,
        depth: i32,
        (alpha, beta): (i32, i32),
        in_check: bool,
        memo: &mut Option<i32>,
    ) -> Option<i32> {
        if !self.features.static_cutoff || in_check || !self.near_leaf(depth, 3, (alpha, beta)) {
            return None;
        }
        let stand = self.static_score(pos, memo);
        (stand - STATIC_MARGIN * depth >= beta).then_some(stand)
    }

    /// With `futility`: whether a quiet move (not `forcing`: not tactical, and the mover not in
    /// check) may be skipped if it gives no check (the caller asks that last, as it costs a
    /// search for attacks), in a node of a null window one or two plies from the leaves whose
    /// static score (kept in `memo`, see [`Run::static_score`]) falls short of alpha by the
    /// margin of its depth. With `steep`, up to six plies from the leaves, the margin of the
    /// depth the `i`-th move (from 0) would be reduced to.
    pub(super) fn futile(
        &mut self,
        pos: &Position,
        (depth, i): (i32, usize),
        (alpha, beta): (i32, i32),
        forcing: bool,
        memo: &mut Option<i32>,
    ) -> bool {
        let (most, at) = if self.steep() {
            (6, depth - self.reduction(depth, i, (alpha, beta), 0))
        } else {
            (2, depth)
        };
        if !self.features.futility || forcing || !self.near_leaf(depth, most, (alpha, beta)) {
            return false;
        }
        // The static score is the same for every move of the node.
        self.static_score(pos, memo) + FUTILITY_MARGIN * at <= alpha
    }

    /// The static score of the node `pos` for the side to move ([`Run::evaluate`]), computed
    /// once a node: `memo` keeps it from the first call.
    pub(super) fn static_score(&mut self, pos: &Position, memo: &mut Option<i32>) -> i32 {
        if let Some(s) = *memo {
            return s;
        }
        let s = self.evaluate(pos);
        *memo = Some(s);
        s
    }

    /// With `move_count_pruning`: whether a quiet move (not `forcing`) may be skipped if it gives
    /// no check (asked by the caller) because it is the `quiets`-th quiet move of a node of a
    /// null window three plies or less from the leaves, beyond the first 3 + depth² (4, 7 and
    /// 12 at depths 1, 2, 3).
    /// With `selective` (where it applies), at every depth after the first 1 + depth²/5; with
    /// `steep`, after the first 3 + depth² up to six plies from the leaves.
    pub(super) fn late(&self, depth: i32, window: (i32, i32), forcing: bool, quiets: i32) -> bool {
        let (most, deepest) = if self.selective {
            (1 + depth * depth / 5, i32::MAX)
        } else if self.steep() {
            (3 + depth * depth, 6)
        } else {
            (3 + depth * depth, 3)
        };
        self.features.move_count_pruning
            && !forcing
            && quiets > most
            && self.near_leaf(depth, deepest, window)
    }

    /// The late-move reduction of the `i`-th move (from 0) of a node searched to `depth`, a
    /// quiet move (not `sharp`) that neither answers nor gives check: by default one ply from
    /// the fourth move at depth 3 or more, two from the ninth; with `selective` (where it
    /// applies) from the third move at depth 2 or more, 2 + (depth - 5)/3 + depth/8 + i/30
    /// plies, one less in a full window, leaving at least the child's first ply. With
    /// `deep_lmr` (not with `selective`), in a null window the larger of the default and
    /// [`log_reduction`], leaving at least the child's first ply. With `history_lmr` (not with
    /// `selective`), a ply less for every [`HISTORY_PLY`] of the move's `history`, a ply more
    /// for every [`HISTORY_PLY`] below zero. With `steep` (not with `selective`), from the third
    /// move at depth 2 or more, [`steep_reduction`] instead of the default, leaving at least the
    /// child's first ply.
    pub(super) fn reduction(
        &self,
        depth: i32,
        i: usize,
        (alpha, beta): (i32, i32),
        history: i32,
    ) -> i32 {
        if !self.features.lmr {
            return 0;
        }
        if self.selective {
            if depth < 2 || i < 2 {
                return 0;
            }
            let r = 2 + (depth - 5).max(0) / 3 + depth / 8 + i as i32 / 30
                - i32::from(beta - alpha > 1);
            return r.clamp(0, depth - 1);
        }
        let r = if self.steep() {
            if depth < 2 || i < 2 {
                return 0;
            }
            steep_reduction(depth, i, beta - alpha == 1)
        } else if depth < 3 || i < 3 {
            return 0;
        } else {
            1 + i32::from(i >= 8)
        };
        let r = if self.features.deep_lmr && beta - alpha == 1 {
            r.max(log_reduction(depth, i)).min(depth - 1)
        } else {
            r
        };
        if self.features.history_lmr {
            by_history(r, history, depth)
        } else {
            r.min(depth - 1)
        }
    }

    /// Whether the `steep` cuts apply: the switch, in a search without `selective`.
    fn steep(&self) -> bool {
        self.features.steep && !self.selective
    }

    /// With `steep`: whether a capture or promotion (`sharp`) of a node of a null window at
    /// most four plies from the leaves, not in check, loses more than a pawn (100) for each ply
    /// left once the exchanges on its square are played out (the caller keeps the first move
    /// and the moves that give check).
    pub(super) fn losing_badly(
        &mut self,
        pos: &Position,
        (depth, window): (i32, (i32, i32)),
        (in_check, sharp): (bool, bool),
        m: &Move,
    ) -> bool {
        if !self.steep() || in_check || !sharp || !self.near_leaf(depth, 4, window) {
            return false;
        }
        self.memory.exchange_value(pos, self.eval, m) < -100 * depth
    }

    /// Whether a node may be pruned: at most `most` plies from the leaves, in a null window (not
    /// on the principal variation) away from mate scores, in a game of two sides.
    fn near_leaf(&self, depth: i32, most: i32, (alpha, beta): (i32, i32)) -> bool {
        depth <= most
            && beta - alpha == 1
            && alpha.abs() < MATE_BOUND
            && beta.abs() < MATE_BOUND
            && !self.sides.paranoid()
    }

    /// Whether the player to move has a piece other than pawns and royal pieces (null-move
    /// pruning is unsafe without one: zugzwang).
    pub(super) fn has_officers(&self, pos: &Position) -> bool {
        let v = pos.variant();
        let me = pos.to_move();
        pos.pieces().iter().any(|(_, p)| {
            let d = v.piece(p.kind);
            p.owner == me && !d.pawn && !d.royal
        })
    }

    /// Whether a capture (not a promotion) gives a piece for a lesser one: the capturer is worth
    /// more than its victim and an enemy attacks the cell where it arrives (in the Alice family,
    /// on the other board, where the capture takes it).
    pub(super) fn losing(&self, pos: &Position, after: &Position, m: &Move) -> bool {
        if m.promotion.is_some() {
            return false;
        }
        let Some(mover) = pos.piece_at(m.from) else {
            return false;
        };
        let gain = victim_value(pos, self.eval, m);
        if self.eval.value(mover.kind) <= gain {
            return false;
        }
        let v = after.variant();
        v.attack_table()
            .attacked(v.geometry(), m.arrive, &|c| after.piece_at(c), &|p| {
                v.enemies(p.owner, mover.owner) && !self.eval.lifeless(after, p)
            })
    }
}

/// The reduction of `deep_lmr` for the `i`-th move (from 0) at `depth`: ln(depth) × ln(i + 1)
/// / 2, rounded to the nearest ply.
fn log_reduction(depth: i32, i: usize) -> i32 {
    let r = (depth as f32).ln() * ((i + 1) as f32).ln() / 2.0;
    (r + 0.5) as i32
}

/// `steep`'s reduction of the `i`-th move (from 0) at `depth`: ln(depth) × ln(i + 1) / 2,
/// rounded to the nearest ply, and a ply more in a `null_window`.
fn steep_reduction(depth: i32, i: usize, null_window: bool) -> i32 {
    log_reduction(depth, i) + i32::from(null_window)
}

/// `history_lmr`'s reduction: `r` less a ply for every [`HISTORY_PLY`] of `history` (more
/// below zero), at most two either way, leaving at least the child's first ply of `depth`.
fn by_history(r: i32, history: i32, depth: i32) -> i32 {
    (r - (history / HISTORY_PLY).clamp(-2, 2)).clamp(0, depth - 1)
}

/// Delta pruning: whether a capture or promotion `m`, even winning its victim and its
/// promotion outright with a margin of 200, leaves the standing score `stand` below alpha.
pub(super) fn hopeless(eval: &Evaluator, pos: &Position, m: &Move, stand: i32, alpha: i32) -> bool {
    let gain = victim_value(pos, eval, m) + m.promotion.map_or(0, |k| eval.value(k));
    stand + gain + 200 < alpha
}

#[cfg(test)]
mod tests {
    use crate::ai::{Limits, NoClock, Searcher, Switches};
    use crate::position::Position;
    use crate::variant;

    fn searcher(switches: &str) -> Searcher {
        let mut s = Searcher::new();
        s.set_switches(Switches::parse(switches).unwrap());
        s
    }

    fn at_depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            movetime_ms: None,
        }
    }

    /// The nodes a search to depth 6 of `pos` visits with the switches `sw`.
    fn nodes(pos: &Position, sw: &str) -> u64 {
        nodes_at(pos, sw, 6)
    }

    /// The nodes a search to `depth` of `pos` visits with the switches `sw`.
    fn nodes_at(pos: &Position, sw: &str, depth: u32) -> u64 {
        searcher(sw)
            .search(pos, &at_depth(depth), &NoClock)
            .unwrap()
            .nodes
    }

    /// A mate in two whose first move is quiet (1. Kb6 Kb8 2. Rh8#), which futility pruning must
    /// not hide: it prunes only in null windows, never the first move, never a check.
    #[test]
    fn the_pruning_switches_keep_a_quiet_mate() {
        let chess = variant::build("chess", &[]).unwrap();
        let pos = Position::from_text(&chess, "k7/8/2K5/8/8/8/8/7R w - - 0 1").unwrap();
        for sw in [
            "-static_cutoff",
            "+static_cutoff",
            "-static_cutoff+futility",
            "+futility",
            "+move_count_pruning",
            "-see_order",
            "+deep_lmr",
            "+gravity",
            "+gravity+history_lmr",
            "+steep",
        ] {
            let r = searcher(sw).search(&pos, &at_depth(5), &NoClock).unwrap();
            assert_eq!(r.mate_in(), Some(3), "{sw}: {r:?}");
        }
    }

    /// `deep_lmr`'s reductions at points counted by hand: ln 4 × ln 4 / 2 = 0.96 rounds to 1,
    /// ln 8 × ln 20 / 2 = 3.11 to 3, ln 12 × ln 40 / 2 = 4.58 to 5, ln 5 × ln 10 / 2 = 1.85 to 2.
    #[test]
    fn log_reductions_counted_by_hand() {
        assert_eq!(super::log_reduction(4, 3), 1);
        assert_eq!(super::log_reduction(8, 19), 3);
        assert_eq!(super::log_reduction(12, 39), 5);
        assert_eq!(super::log_reduction(5, 9), 2);
        assert_eq!(super::log_reduction(3, 2), 1);
        assert_eq!(super::log_reduction(3, 1), 0);
    }

    /// Two mates in three of Alice Chess (`quadrille bench`'s, whose length the solver proves)
    /// are found with aspiration windows as with the whole window: the iteration that first
    /// sees the mate scores far above the window of the one before, which must be widened until
    /// the mate's score falls inside. `steep`'s cuts keep them too (they spare the first move,
    /// the checks and the moves out of check).
    #[test]
    fn aspiration_windows_and_steep_cuts_keep_the_mates_in_three() {
        let alice = variant::build("alice", &[]).unwrap();
        for text in [
            "alice:1n5R/8/8/3N4/1R6/8/1PPPPPP1/2BQKB2;8/4nk2/1p2ppp1/2p5/P7/r6P/8/8 w - - 3 15",
            "alice:3Q1b1r/p3p3/8/8/8/8/PPP1PPPP/RN2KB1R;4k3/8/1p5p/8/2p2B2/3P1N2/8/8 w KQ - 0 14",
        ] {
            let pos = Position::from_text(&alice, text).unwrap();
            for sw in ["", "+aspiration", "+steep"] {
                let r = searcher(sw).search(&pos, &at_depth(8), &NoClock).unwrap();
                assert_eq!(r.mate_in(), Some(5), "{sw}: {r:?}");
            }
        }
    }

    /// `steep`'s reductions at points counted by hand: ln 2 × ln 3 / 2 = 0.38 rounds to 0, a
    /// ply more in a null window; ln 6 × ln 11 / 2 = 2.15 rounds to 2; ln 10 × ln 30 / 2 = 3.92
    /// to 4, 5 in a null window.
    #[test]
    fn steep_reductions_counted_by_hand() {
        assert_eq!(super::steep_reduction(2, 2, false), 0);
        assert_eq!(super::steep_reduction(2, 2, true), 1);
        assert_eq!(super::steep_reduction(6, 10, false), 2);
        assert_eq!(super::steep_reduction(6, 10, true), 3);
        assert_eq!(super::steep_reduction(10, 29, true), 5);
    }

    /// `history_lmr`'s reductions at points counted by hand: 12,000 of history is two whole
    /// plies of 6,000 (a reduction of 1 becomes 0, not less), 5,999 none, -6,000 one more,
    /// -30,000 at most two more, and never more than depth - 1.
    #[test]
    fn history_reductions_counted_by_hand() {
        assert_eq!(super::by_history(1, 12_000, 6), 0);
        assert_eq!(super::by_history(2, 6_000, 6), 1);
        assert_eq!(super::by_history(2, 5_999, 6), 2);
        assert_eq!(super::by_history(1, -6_000, 6), 2);
        assert_eq!(super::by_history(1, -30_000, 6), 3);
        assert_eq!(super::by_history(2, -13_000, 4), 3);
        assert_eq!(super::by_history(1, 0, 3), 1);
    }

    /// `null_boards` off leaves out the null move in a game with a transfer between boards
    /// (Alice Chess: the same search as without the null move) and changes nothing in chess.
    #[test]
    fn the_null_move_across_boards_has_its_own_switch() {
        let chess = variant::build("chess", &[]).unwrap();
        let alice = variant::build("alice", &[]).unwrap();
        let middle = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        let pos = Position::from_text(&chess, middle).unwrap();
        assert_eq!(nodes(&pos, "-null_boards"), nodes(&pos, ""));
        assert_ne!(nodes(&pos, "-null_move"), nodes(&pos, ""));
        let text =
            "alice:rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR;8/8/8/4p3/4P3/8/8/8 w KQkq - 0 2";
        let pos = Position::from_text(&alice, text).unwrap();
        let without = nodes(&pos, "-null_boards");
        assert_eq!(without, nodes(&pos, "-null_move"));
        assert_ne!(without, nodes(&pos, ""));
    }

    /// `selective` cuts the partnership game's tree (fewer nodes at the same depth) and changes
    /// nothing in a game of two players.
    #[test]
    fn the_selective_search_is_for_the_partnership_games() {
        let teams = variant::build("4pc-teams", &[]).unwrap();
        let pos = Position::start(&teams);
        let (plain, selective) = (nodes_at(&pos, "", 5), nodes_at(&pos, "+selective", 5));
        assert!(selective < plain, "{selective} against {plain}");
        // Where `selective` applies, `steep` changes nothing.
        assert_eq!(nodes_at(&pos, "+selective+steep", 5), selective);
        let chess = variant::build("chess", &[]).unwrap();
        let pos = Position::start(&chess);
        assert_eq!(nodes_at(&pos, "+selective", 6), nodes_at(&pos, "", 6));
    }

    /// Each pruning (and each new reduction, against the defaults) visits fewer nodes than the
    /// search without it, at the same depth, in the
    /// middle game of chess and of Alice Chess.
    #[test]
    fn the_pruning_switches_visit_fewer_nodes() {
        let cases = [
            ("chess", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"),
            ("alice", "alice:rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR;8/8/8/4p3/4P3/8/8/8 w KQkq - 0 2"),
        ];
        for (id, text) in cases {
            let v = variant::build(id, &[]).unwrap();
            let pos = Position::from_text(&v, text).unwrap();
            let nodes = |sw: &str| nodes(&pos, sw);
            // Each switch against its plain search: the static cut-off against neither pruning,
            // futility against the defaults without it (alone, without the static cut-off, it
            // visits more nodes in this Alice position with the numbers of the fifteenth round),
            // the newer ones against the defaults of the round that brought them.
            let pairs = [
                ("+static_cutoff-futility", "-static_cutoff-futility"),
                ("", "-futility"),
                ("", "-move_count_pruning"),
                ("+deep_lmr", ""),
                ("+steep", ""),
            ];
            for (sw, plain) in pairs {
                let (n, p) = (nodes(sw), nodes(plain));
                assert!(n < p, "{id} {sw}: {n} against {p}");
            }
        }
    }
}

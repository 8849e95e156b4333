//! Pruning decisions of the search (`search.rs`), each behind a switch of `features.rs` where it
//! is new: what a node or a move may skip. The position `after` a move that these tests take
//! may be its preview ([`Position::preview`]): they ask only what stands where and whether the
//! next player is in check.

use super::{Run, MATE_BOUND, NO_STATIC};
use crate::ai::order::victim_value;
use crate::position::{Move, Position};

/// Static cut-off ("reverse futility"): the margin per ply of depth left by which the static
/// score must exceed beta.
const STATIC_MARGIN: i32 = 100;
/// Futility: the margin per ply of depth left by which the static score may fall short of
/// alpha before the quiet moves are skipped.
const FUTILITY_MARGIN: i32 = 150;
/// Exchange pruning (`see_prune`): the deepest node where it applies, and the loss a ply of
/// depth left that a move may risk.
const SEE_DEPTH: i32 = 4;
const SEE_MARGIN: i32 = 100;

impl Run<'_> {
    /// With `static_cutoff`: in a node of a null window near the leaves (depth 3 or less, 7 or
    /// less with `deep_static_cutoff`), not in check, whose static score beats beta by the
    /// margin of its depth, that score, as if the moves had been searched (a fail-high); `None`
    /// otherwise.
    pub(super) fn static_cutoff(
        &mut self,
        pos: &Position,
        depth: i32,
        (alpha, beta): (i32, i32),
        in_check: bool,
        improving: bool,
    ) -> Option<i32> {
        let most = if self.features.deep_static_cutoff {
            7
        } else {
            3
        };
        if !self.features.static_cutoff || in_check || !self.near_leaf(depth, most, (alpha, beta)) {
            return None;
        }
        let stand = self.evaluate(pos);
        let plies = depth - i32::from(improving);
        (stand - STATIC_MARGIN * plies >= beta).then_some(stand)
    }

    /// With `improving`: whether the static score of the player to move at `ply` (not in
    /// check) stands higher than at his side's turn before (or that turn was in check, or
    /// before the search). Notes the score for the plies below. Always false without the
    /// switch or in check.
    pub(super) fn improving(&mut self, pos: &Position, ply: usize, in_check: bool) -> bool {
        if !self.features.improving {
            return false;
        }
        let now = if in_check {
            NO_STATIC
        } else {
            self.evaluate(pos)
        };
        self.statics[ply] = now;
        let before = ply.checked_sub(2).map_or(NO_STATIC, |p| self.statics[p]);
        now != NO_STATIC && (before == NO_STATIC || now > before)
    }

    /// With `futility`: whether a quiet move (not `forcing`: not tactical, and the mover not in
    /// check) that gives no check may be skipped, in a node of a null window one or two plies
    /// from the leaves whose static score falls short of alpha by the margin of its depth.
    pub(super) fn futile(
        &mut self,
        pos: &Position,
        after: &Position,
        depth: i32,
        (alpha, beta): (i32, i32),
        forcing: bool,
    ) -> bool {
        if !self.features.futility || forcing || !self.near_leaf(depth, 2, (alpha, beta)) {
            return false;
        }
        // The static score first: it is the same for every move of the node (and cached), while
        // asking whether the move gives check costs a search for attacks.
        self.evaluate(pos) + FUTILITY_MARGIN * depth <= alpha && !after.in_check()
    }

    /// With `move_count_pruning`: whether a quiet move (not `forcing`) that gives no check may be
    /// skipped because it is the `quiets`-th quiet move of a node of a null window three plies
    /// or less from the leaves, beyond the first 3 + depth² (4, 7 and 12 at depths 1, 2, 3),
    /// half as many with `improving` when the node is not improving.
    pub(super) fn late(
        &self,
        after: &Position,
        depth: i32,
        window: (i32, i32),
        forcing: bool,
        quiets: i32,
        improving: bool,
    ) -> bool {
        let halved = self.features.improving && !improving;
        let most = (3 + depth * depth) / (1 + i32::from(halved));
        self.features.move_count_pruning
            && !forcing
            && quiets > most
            && self.near_leaf(depth, 3, window)
            && !after.in_check()
    }

    /// With `see_prune`: whether a move that gives no check may be skipped because it loses
    /// more than `SEE_MARGIN` a ply by the exchanges on its square (a capture of a guarded
    /// piece, or a quiet move onto a guarded cell), in a node of a null window `SEE_DEPTH`
    /// plies or less from the leaves, not in check.
    pub(super) fn exchange_loss(
        &mut self,
        pos: &Position,
        after: &Position,
        m: &Move,
        depth: i32,
        window: (i32, i32),
        in_check: bool,
    ) -> bool {
        if !self.features.see_prune || in_check || !self.near_leaf(depth, SEE_DEPTH, window) {
            return false;
        }
        let margin = SEE_MARGIN * depth;
        // The exchanges cannot lose more than the mover's worth less what it takes.
        let v = pos.variant();
        let at_stake = pos.piece_at(m.from).map_or(0, |p| {
            let royal = v.piece(p.kind).royal;
            if royal {
                0
            } else {
                self.eval.value(p.kind) - victim_value(pos, self.eval, m)
            }
        });
        at_stake > margin && self.memory.exchange(pos, self.eval, m) < -margin && !after.in_check()
    }

    /// Whether the capture `m` is searched as a quiet move (reduced and pruned like one): with
    /// `see_late`, when it loses material by static exchange evaluation; else with
    /// `losing_late`, when `losing` calls it losing. Never a promotion.
    pub(super) fn late_capture(&mut self, pos: &Position, after: &Position, m: &Move) -> bool {
        if m.promotion.is_some() {
            return false;
        }
        if self.features.see_late {
            self.memory.loses_by_exchange(pos, self.eval, m)
        } else {
            self.features.losing_late && self.losing(pos, after, m)
        }
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
                v.enemies(p.owner, mover.owner)
            })
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::{Features, Limits, NoClock, Searcher};
    use crate::position::Position;
    use crate::variant;

    fn searcher(switches: &str) -> Searcher {
        let mut s = Searcher::new();
        s.set_features(Features::parse(switches).unwrap());
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
            "+lmr_table+history_malus+move_count_pruning+null_margin+iir",
            "+losing_late",
            "+see_quiescence+see_order+see_prune",
            "+see_late",
            "+improving+reduce_checks",
        ] {
            let r = searcher(sw).search(&pos, &at_depth(5), &NoClock).unwrap();
            assert_eq!(r.mate_in(), Some(3), "{sw}: {r:?}");
        }
    }

    /// `losing_late` and `see_late` reach the search: in this position of chess the queen's
    /// captures of guarded pawns (Qxe5+, Qxf7+) lose her, and with either switch such captures
    /// inside the tree are searched as quiet moves, so the tree changes.
    #[test]
    fn losing_captures_may_be_reduced() {
        let chess = variant::build("chess", &[]).unwrap();
        let text = "r1bqkb1r/ppp2ppp/2np1n2/4p3/4P3/2N2Q2/PPPP1PPP/R1B1KBNR w KQkq - 0 4";
        let pos = Position::from_text(&chess, text).unwrap();
        assert_ne!(nodes(&pos, "+losing_late"), nodes(&pos, ""));
        assert_ne!(nodes(&pos, "+see_late"), nodes(&pos, ""));
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
                ("+null_margin-move_count_pruning", "-move_count_pruning"),
                ("+see_prune", ""),
                ("+improving", ""),
            ];
            for (sw, plain) in pairs {
                let (n, p) = (nodes(sw), nodes(plain));
                assert!(n < p, "{id} {sw}: {n} against {p}");
            }
            // Reducing checks too, at depth 7: at depth 6 the Alice tree is small enough that
            // what the reductions change in the order of later moves outweighs what they save
            // (with the fifteenth round's numbers 15,894 nodes against 15,658).
            let (n, p) = (nodes_at(&pos, "+reduce_checks", 7), nodes_at(&pos, "", 7));
            assert!(n < p, "{id} +reduce_checks: {n} against {p}");
        }
    }
}

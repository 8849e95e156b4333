//! Correction of the static score (the `correction` switch): how far the searched score of a node
//! stood from its static score, remembered by the pawns' places (`Scores::pawns`) and the player
//! to move, and added to the static score of the positions met later with the same pawns. Where
//! the evaluation misjudges a pawn structure (in the Alice family: pawns on each board), the
//! search learns by how much, and the pruning that compares static scores with the window
//! (`prune.rs`, the null move, quiescence) errs less.
//!
//! Each entry is a running mean of (searched − static) in 256ths of a centipawn, a deeper search
//! weighing more, kept within `LIMIT`.

use super::{Run, MATE_BOUND};
use crate::position::{Move, Position};

/// Entries per player (a power of two).
const ENTRIES: usize = 1 << 13;
/// The most players a table keeps apart.
const PLAYERS: usize = 4;
/// Fractions of a centipawn an entry counts in.
const GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const LIMIT: i32 = 64;
/// The weight of one search's difference, out of `SCALE`, is its depth plus one, at most 16.
const SCALE: i32 = 256;

/// The table of corrections; empty (correcting nothing) when the switch is off.
pub(super) struct Correction {
    entries: Vec<i32>,
}

impl Correction {
    /// A table, empty unless `used`.
    pub fn new(used: bool) -> Correction {
        Correction {
            entries: if used {
                vec![0; ENTRIES * PLAYERS]
            } else {
                Vec::new()
            },
        }
    }

    fn slot(mover: usize, pawns: u32) -> usize {
        (mover % PLAYERS) * ENTRIES + pawns as usize % ENTRIES
    }

    /// The correction, in centipawns (rounded), of the static score of `mover` with these pawns.
    pub fn get(&self, mover: usize, pawns: u32) -> i32 {
        self.entries
            .get(Correction::slot(mover, pawns))
            .map_or(0, |e| (e + GRAIN / 2).div_euclid(GRAIN))
    }

    /// Moves the entry towards `diff` (searched − static, in centipawns), by a weight that grows
    /// with the depth of the search.
    fn learn(&mut self, mover: usize, pawns: u32, diff: i32, depth: i32) {
        let Some(e) = self.entries.get_mut(Correction::slot(mover, pawns)) else {
            return;
        };
        let weight = (depth + 1).min(16);
        let target = diff.clamp(-LIMIT, LIMIT) * GRAIN;
        *e = (*e * (SCALE - weight) + target * weight) / SCALE;
    }
}

impl Run<'_> {
    /// The static score of the player to move, before and after the correction, and the
    /// number for where the pawns stand.
    pub(super) fn static_scores(&mut self, pos: &Position) -> (i32, i32, u32) {
        let scores = self.eval.per_player(pos);
        let raw = self.eval.tables.w.tempo + self.sides.view(&scores, pos.to_move());
        let fixed = if self.sides.paranoid() {
            raw
        } else {
            raw + self.correction.get(pos.to_move().index(), scores.pawns)
        };
        (raw, fixed, scores.pawns)
    }

    /// With `correction`: after a node of `pos` searched to `depth` with the window
    /// `alpha..beta` found `best` (with `best_move`), notes how far that stood from the static
    /// score, when the result says on which side of the corrected static score the true one
    /// lies. Not in check, after a capture or promotion (the static score is not meant to see
    /// those), for mate scores or in searches of more than two sides.
    pub(super) fn correct(
        &mut self,
        pos: &Position,
        depth: i32,
        (alpha, beta): (i32, i32),
        (best, best_move): (i32, Option<Move>),
        in_check: bool,
    ) {
        if !self.features.correction || in_check || self.sides.paranoid() {
            return;
        }
        if best.abs() >= MATE_BOUND || best_move.is_some_and(|m| pos.is_tactical(&m)) {
            return;
        }
        let (raw, fixed, pawns) = self.static_scores(pos);
        // A fail-high only says the score is at least `best`, a fail-low at most.
        if (best < fixed && best < beta) || (best > fixed && best > alpha) {
            self.correction
                .learn(pos.to_move().index(), pawns, best - raw, depth);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_moves_towards_the_differences_and_stays_within_the_limit() {
        let mut c = Correction::new(true);
        assert_eq!(c.get(0, 7), 0);
        for _ in 0..200 {
            c.learn(0, 7, 30, 15);
        }
        // 200 searches at depth 15 weigh 1/16 each: the mean comes within a centipawn of 30.
        assert!((29..=30).contains(&c.get(0, 7)), "{}", c.get(0, 7));
        // Other pawns and the other player are untouched.
        assert_eq!(c.get(0, 8), 0);
        assert_eq!(c.get(1, 7), 0);
        for _ in 0..400 {
            c.learn(0, 7, -500, 15);
        }
        assert_eq!(c.get(0, 7), -LIMIT);
        // A shallow search moves the entry less than a deep one.
        let (mut shallow, mut deep) = (Correction::new(true), Correction::new(true));
        shallow.learn(1, 3, 40, 1);
        deep.learn(1, 3, 40, 9);
        assert!(shallow.entries[ENTRIES + 3] < deep.entries[ENTRIES + 3]);
        assert!(shallow.entries[ENTRIES + 3] > 0);
    }

    #[test]
    fn a_table_of_a_switch_that_is_off_corrects_nothing() {
        let mut c = Correction::new(false);
        c.learn(0, 1, 50, 10);
        assert_eq!(c.get(0, 1), 0);
    }
}

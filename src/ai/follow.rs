//! The follow-up history (`follow_history`): how often a quiet move cut off right after a given
//! move, each named by the kind of piece that moved and the cell where it arrived. The plain
//! history (`order.rs`) knows only a move's cells; this one knows what it answered, as the
//! "continuation history" of chess engines does for the move one ply before.

use super::order::{gravity, HISTORY_MAX};
use crate::geometry::Cell;
use crate::piece::PieceKind;
use crate::position::{Move, Position};

/// The largest table kept (pairs of moves); a game with more kinds of pieces and cells than
/// that goes without (four million entries of two bytes: 8 MB).
const MOST: usize = 1 << 22;
/// A cut-off at depth d is worth 16 d², at most a quarter of the bound (as the history with
/// gravity of `history_malus`).
const SCALE: i32 = 16;

/// A move as the table names it: the kind of the piece that moved (after a promotion, what it
/// became) and its cell of arrival.
pub type Named = (PieceKind, Cell);

/// The move `m` of `pos`, about to be played, as the table names it (`None` when no piece
/// stands on its departure cell).
pub fn mover(pos: &Position, m: &Move) -> Option<Named> {
    pos.piece_at(m.from).map(|p| (p.kind, m.arrive))
}

/// The table of one search's memory, or empty where it would be too large.
pub struct FollowHistory {
    table: Vec<i16>,
    cells: usize,
    /// Moves as named: kinds × cells (0 when the table is empty).
    names: usize,
}

impl FollowHistory {
    /// An empty table for a game with `kinds` kinds of pieces and `cells` cells; `on` false (or
    /// a game too large) gives a table that scores every move 0 and keeps nothing.
    pub fn new(kinds: usize, cells: usize, on: bool) -> FollowHistory {
        let names = kinds * cells;
        let names = if on && names * names <= MOST {
            names
        } else {
            0
        };
        FollowHistory {
            table: vec![0; names * names],
            cells,
            names,
        }
    }

    fn slot(&self, before: Named, m: Named) -> Option<usize> {
        let name = |(kind, cell): Named| {
            let i = kind.index() * self.cells + cell.index();
            (cell.index() < self.cells && i < self.names).then_some(i)
        };
        Some(name(before)? * self.names + name(m)?)
    }

    /// The score of the move named `m` after the move named `before` (0 without one).
    pub fn score(&self, before: Option<Named>, m: Named) -> i32 {
        before
            .and_then(|b| self.slot(b, m))
            .map_or(0, |i| i32::from(self.table[i]))
    }

    /// Notes that the quiet move named `m` cut off after `before`, in a search of `depth`.
    pub fn reward(&mut self, before: Named, m: Named, depth: i32) {
        if let Some(i) = self.slot(before, m) {
            let bonus = (SCALE * depth * depth).min(HISTORY_MAX / 4);
            let h = gravity(i32::from(self.table[i]), bonus);
            // Gravity keeps the score within ±HISTORY_MAX, which an i16 holds.
            self.table[i] = h as i16;
        }
    }

    /// Halves every score (between searches).
    pub fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(kind: u8, cell: u16) -> Named {
        (PieceKind(kind), Cell(cell))
    }

    /// Rewards count only after the move they answered, grow with the depth by the gravity
    /// formula (16 d², pulled back near the bound), and age by halves.
    #[test]
    fn rewards_belong_to_the_move_before() {
        let mut f = FollowHistory::new(6, 64, true);
        let (before, other, m) = (named(1, 21), named(1, 18), named(0, 28));
        f.reward(before, m, 3);
        assert_eq!(f.score(Some(before), m), 144);
        assert_eq!(f.score(Some(other), m), 0);
        assert_eq!(f.score(None, m), 0);
        // 144 + 144 - 144 * 144 / 16384 = 287 (integer division drops 0.27).
        f.reward(before, m, 3);
        assert_eq!(f.score(Some(before), m), 287);
        f.age();
        assert_eq!(f.score(Some(before), m), 143);
        for _ in 0..1000 {
            f.reward(before, m, 20);
        }
        assert!(f.score(Some(before), m) <= HISTORY_MAX);
    }

    /// Switched off, or in a game too large for the table, nothing is kept.
    #[test]
    fn off_or_too_large_keeps_nothing() {
        for f in [
            &mut FollowHistory::new(6, 64, false),
            &mut FollowHistory::new(40, 256, true),
        ] {
            f.reward(named(1, 21), named(0, 28), 3);
            assert_eq!(f.score(Some(named(1, 21)), named(0, 28)), 0);
        }
    }
}

//! The cells each player's pieces stand on, as sets of cells kept up to date with the cells, so
//! that the test of whether a royal piece is attacked passes over the lines that hold no enemy
//! and finds the nearest piece along a ray without walking it (`AttackTable::attacked_among_sets`).
//! Only cells below [`CellSet::CAPACITY`] are members; a larger board is tested by walking.

use super::{Piece, MAX_PLAYERS};
use crate::geometry::{Cell, CellSet};

/// Per player, the cells of his pieces, and all of them together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Occupancy {
    by_player: [CellSet; MAX_PLAYERS],
    all: CellSet,
}

impl Occupancy {
    /// The sets of `cells` (what stands on each cell, by cell index).
    pub(crate) fn of_cells(cells: &[Option<Piece>]) -> Occupancy {
        let mut o = Occupancy::default();
        for (i, p) in cells.iter().enumerate() {
            o.change(Cell(i as u16), None, *p);
        }
        o
    }

    /// The cell `c` held `old` and now holds `new`.
    #[inline]
    pub(crate) fn change(&mut self, c: Cell, old: Option<Piece>, new: Option<Piece>) {
        if let Some(p) = old {
            self.by_player[p.owner.index() % MAX_PLAYERS].remove(c);
            self.all.remove(c);
        }
        if let Some(p) = new {
            self.by_player[p.owner.index() % MAX_PLAYERS].insert(c);
            self.all.insert(c);
        }
    }

    /// The cell `c` now holds `new`, whatever it held before.
    #[inline]
    pub(crate) fn set(&mut self, c: Cell, new: Option<Piece>) {
        for set in &mut self.by_player {
            set.remove(c);
        }
        self.all.remove(c);
        self.change(c, None, new);
    }

    /// Every occupied cell.
    #[inline]
    pub(crate) fn all(&self) -> &CellSet {
        &self.all
    }

    /// The cells of the pieces of the players in `players` (a bit per player).
    #[inline]
    pub(crate) fn of_players(&self, players: u8) -> CellSet {
        let mut out = CellSet::EMPTY;
        let mut rest = players;
        while rest != 0 {
            out = out.or(&self.by_player[rest.trailing_zeros() as usize]);
            rest &= rest - 1;
        }
        out
    }
}

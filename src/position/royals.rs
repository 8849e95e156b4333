//! The cells of the royal pieces, kept up to date as moves are played so that check tests need
//! not search the board. A small fixed list: copying a position allocates nothing for it.

use crate::geometry::Cell;
use crate::piece::Player;

/// At most this many royal pieces in a position.
pub const MAX_ROYALS: usize = 16;

/// The royal pieces of a position: owner and cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Royals {
    len: u8,
    owner: [Player; MAX_ROYALS],
    cell: [Cell; MAX_ROYALS],
}

impl Default for Royals {
    fn default() -> Royals {
        Royals {
            len: 0,
            owner: [Player(0); MAX_ROYALS],
            cell: [Cell(0); MAX_ROYALS],
        }
    }
}

impl Royals {
    /// Adds a royal piece; false when the list is full.
    pub fn add(&mut self, owner: Player, cell: Cell) -> bool {
        let n = self.len as usize;
        if n == MAX_ROYALS {
            return false;
        }
        self.owner[n] = owner;
        self.cell[n] = cell;
        self.len += 1;
        true
    }

    /// Removes the royal piece on `cell`, if any.
    pub fn remove(&mut self, cell: Cell) {
        let n = self.len as usize;
        if let Some(i) = self.cell[..n].iter().position(|&c| c == cell) {
            self.owner[i] = self.owner[n - 1];
            self.cell[i] = self.cell[n - 1];
            self.len -= 1;
        }
    }

    /// Every royal piece as (owner, cell).
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = (Player, Cell)> + '_ {
        let n = self.len as usize;
        self.owner[..n]
            .iter()
            .copied()
            .zip(self.cell[..n].iter().copied())
    }

    /// The cells of one player's royal pieces.
    #[inline]
    pub fn of(&self, p: Player) -> impl Iterator<Item = Cell> + '_ {
        self.iter().filter(move |(o, _)| *o == p).map(|(_, c)| c)
    }
}

//! The Alice transfer: after a move on one board, the piece passes through the looking-glass to
//! the same square of another board.
//!
//! Which boards a piece may go to, and what happens when the square there is occupied, are
//! settings, so that the family of Alice games can change them: Alice Chess goes to the next
//! board and forbids an occupied arrival square; O'Donohue Chess stays on the board instead;
//! three-board Alice lets the mover choose either other board; Duo Chess lets the mover choose
//! whether the piece transfers at all.

use crate::geometry::{Cell, Geometry};

/// Which boards a transferring piece may go to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TransferTargets {
    /// The next board in order, the last wrapping to the first (with two boards: the other one).
    #[default]
    NextBoard,
    /// Any other board, as the mover chooses.
    AnyOtherBoard,
}

/// What happens when the square of arrival is occupied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WhenOccupied {
    /// The move is illegal (Alice Chess, condition 2).
    #[default]
    Forbidden,
    /// The piece does not transfer and stays where it moved (O'Donohue Chess).
    StayOnBoard,
}

/// The transfer component. The default is Alice Chess's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Transfer {
    pub targets: TransferTargets,
    pub when_occupied: WhenOccupied,
    /// The mover may also leave the piece where it moved, without transferring (Duo Chess).
    pub optional: bool,
}

impl Transfer {
    /// Alice Chess: to the other board, which must be empty there (the default).
    pub fn alice() -> Transfer {
        Transfer::default()
    }

    /// The boards a piece that moved on `board` may transfer to.
    pub fn target_boards(&self, geo: &Geometry, board: u8) -> impl Iterator<Item = u8> {
        let n = geo.board_count() as u8;
        let next = if board + 1 >= n { 0 } else { board + 1 };
        let any = self.targets == TransferTargets::AnyOtherBoard;
        (0..n).filter(move |&b| b != board && (any || b == next))
    }

    /// Per cell, the same square on each board a piece landing there may transfer to, in the
    /// order of [`Transfer::target_boards`] (`None` where the square does not exist there), as
    /// one list with the same number of entries for every cell; and that number.
    pub fn squares_table(&self, geo: &Geometry) -> (usize, Vec<Option<Cell>>) {
        let per_cell = self.target_boards(geo, 0).count();
        let mut table = Vec::with_capacity(per_cell * geo.len());
        for c in geo.cells() {
            let boards = self.target_boards(geo, geo.board_of(c));
            table.extend(boards.map(|b| geo.on_board(c, b)));
        }
        (per_cell, table)
    }

    /// What [`Transfer::arrival`] gives for the same square `there` on the board of arrival
    /// (`None`: it does not exist there), `empty` telling whether it is empty.
    #[inline]
    pub fn arrival_at(
        &self,
        to: Cell,
        there: Option<Cell>,
        empty: impl Fn(Cell) -> bool,
    ) -> Option<Cell> {
        match there {
            Some(a) if empty(a) => Some(a),
            _ => match self.when_occupied {
                WhenOccupied::Forbidden => None,
                WhenOccupied::StayOnBoard => Some(to),
            },
        }
    }

    /// Where a piece that landed on `to` ends when it transfers to `board`: the same square
    /// there if it exists and `empty` says it is empty; otherwise `to` itself when the piece may
    /// stay, or `None` when the move is not allowed.
    pub fn arrival(
        &self,
        geo: &Geometry,
        to: Cell,
        board: u8,
        empty: impl Fn(Cell) -> bool,
    ) -> Option<Cell> {
        self.arrival_at(to, geo.on_board(to, board), empty)
    }
}

//! The description of a playing area before it is built into lookup tables:
//! how many boards, their size, which cells are missing, whether ranks wrap,
//! and where walls (barriers) stand between cells.

use serde::Serialize;

/// One side of a cell, used to place a wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Side {
    North,
    East,
    South,
    West,
}

/// A wall on one side of a cell. No move crosses it, in either direction.
///
/// `file` and `rank` are zero-based coordinates on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Wall {
    pub file: u8,
    pub rank: u8,
    pub side: Side,
}

/// The shape of one board: a rectangle, minus missing cells, plus walls.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardShape {
    pub width: u8,
    pub height: u8,
    /// Zero-based (file, rank) coordinates of cells that do not exist.
    pub holes: Vec<(u8, u8)>,
    pub walls: Vec<Wall>,
}

impl BoardShape {
    /// A full rectangle with no holes and no walls.
    pub fn rect(width: u8, height: u8) -> BoardShape {
        BoardShape {
            width,
            height,
            holes: Vec::new(),
            walls: Vec::new(),
        }
    }

    /// Removes every cell of the rectangle `files` x `ranks` (zero-based, inclusive ranges).
    pub fn without(
        mut self,
        files: std::ops::RangeInclusive<u8>,
        ranks: std::ops::RangeInclusive<u8>,
    ) -> BoardShape {
        for f in files {
            for r in ranks.clone() {
                if !self.holes.contains(&(f, r)) {
                    self.holes.push((f, r));
                }
            }
        }
        self
    }

    /// Removes the four `size` x `size` corners (the Verney cross and its smaller cousin).
    pub fn without_corners(self, size: u8) -> BoardShape {
        let (w, h) = (self.width, self.height);
        self.without(0..=size - 1, 0..=size - 1)
            .without(w - size..=w - 1, 0..=size - 1)
            .without(0..=size - 1, h - size..=h - 1)
            .without(w - size..=w - 1, h - size..=h - 1)
    }
}

/// Everything needed to build a [`super::Geometry`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GeometrySpec {
    /// One shape per board; boards are named A, B, C... in this order.
    pub boards: Vec<BoardShape>,
    /// Whether the last rank and the first rank are adjacent (the Orwell cylinder).
    pub wrap_ranks: bool,
    /// Whether the cell at file a, rank 1 is a light square (false in orthodox chess).
    pub a1_light: bool,
}

impl GeometrySpec {
    /// `count` identical boards of the given shape, not wrapping, with a dark a1.
    pub fn boards(count: usize, shape: BoardShape) -> GeometrySpec {
        GeometrySpec {
            boards: vec![shape; count],
            wrap_ranks: false,
            a1_light: false,
        }
    }
}

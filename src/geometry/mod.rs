//! Geometry: the cells of a game and how they connect.
//!
//! A [`Geometry`] is built at run time from a [`GeometrySpec`]: any number of boards of any size,
//! missing cells, ranks that wrap around (a cylinder) and walls between cells. Cells get dense
//! numeric ids ([`Cell`]); steps and rays are answered from tables built once. Wrap-around, holes
//! and walls are handled here and nowhere else: the move generator only asks "where does this step
//! lead" and "which cells does this ray pass".

mod boards;
mod cellset;
mod rays;
mod shape;
#[cfg(test)]
mod tests;

pub use boards::*;
pub use cellset::{CellSet, Members};
pub use rays::RayOrder;
pub use shape::{BoardShape, GeometrySpec, Side, Wall};

use serde::Serialize;
use std::collections::HashSet;

/// A cell of the playing area, numbered densely from 0 over all boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Cell(pub u16);

impl Cell {
    /// The cell id as an index into per-cell arrays.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A step or leap: a change of file and rank, seen from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Delta {
    pub df: i8,
    pub dr: i8,
}

impl Delta {
    pub const fn new(df: i8, dr: i8) -> Delta {
        Delta { df, dr }
    }
    /// The opposite direction.
    pub const fn reversed(self) -> Delta {
        Delta::new(-self.df, -self.dr)
    }
}

/// Where a cell is: its board and zero-based file and rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CellInfo {
    pub board: u8,
    pub file: u8,
    pub rank: u8,
    pub light: bool,
}

/// Deltas with both components within this bound get a precomputed step table.
const TABLE_REACH: i8 = 2;
const TABLE_SIDE: usize = (2 * TABLE_REACH + 1) as usize;
const NO_CELL: u16 = u16::MAX;

/// The built playing area. See the module documentation.
#[derive(Clone, Debug)]
pub struct Geometry {
    spec: GeometrySpec,
    cells: Vec<CellInfo>,
    /// Per board, `file + rank * width` to cell id or `NO_CELL`.
    index: Vec<Vec<u16>>,
    /// Blocked unit steps, as (board, file, rank, df, dr) of the step's start.
    blocked: HashSet<(u8, u8, u8, i8, i8)>,
    /// `steps[delta slot][cell]`: the cell a short step or leap leads to.
    steps: Vec<Vec<u16>>,
    /// `sources[delta slot][cell]`: the cell from which a short step or leap leads to the cell
    /// (the inverse of `steps`; not always `steps` of the reversed delta, since a leap's path
    /// walked backwards may cross a wall that the forward path goes round).
    sources: Vec<Vec<u16>>,
    /// The rays in the unit directions as sets of cells (`rays.rs`).
    unit_rays: rays::UnitRays,
}

/// Why a [`GeometrySpec`] cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeometryError {
    NoBoards,
    BadSize { board: usize, width: u8, height: u8 },
    TooManyCells(usize),
}

impl std::fmt::Display for GeometryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GeometryError::NoBoards => write!(f, "a game needs at least one board"),
            GeometryError::BadSize {
                board,
                width,
                height,
            } => write!(
                f,
                "board {} is {width}x{height}; width and height must be 1 to 26",
                board_letter(*board as u8)
            ),
            GeometryError::TooManyCells(n) => write!(f, "{n} cells is more than a game can have"),
        }
    }
}

impl std::error::Error for GeometryError {}

/// The letter that names a board: A, B, C...
pub fn board_letter(board: u8) -> char {
    (b'A' + board) as char
}

#[inline]
fn slot(d: Delta) -> Option<usize> {
    // Each component shifted to 0..TABLE_SIDE when within reach (a negative one wraps far above).
    let f = (d.df as i32 + TABLE_REACH as i32) as u32 as usize;
    let r = (d.dr as i32 + TABLE_REACH as i32) as u32 as usize;
    (f < TABLE_SIDE && r < TABLE_SIDE).then_some(f * TABLE_SIDE + r)
}

impl Geometry {
    /// Builds the tables for a spec.
    pub fn new(spec: GeometrySpec) -> Result<Geometry, GeometryError> {
        if spec.boards.is_empty() {
            return Err(GeometryError::NoBoards);
        }
        let mut cells = Vec::new();
        let mut index = Vec::new();
        let mut blocked = HashSet::new();
        for (b, shape) in spec.boards.iter().enumerate() {
            if !(1..=26).contains(&shape.width) || !(1..=26).contains(&shape.height) {
                return Err(GeometryError::BadSize {
                    board: b,
                    width: shape.width,
                    height: shape.height,
                });
            }
            let holes: HashSet<(u8, u8)> = shape.holes.iter().copied().collect();
            let mut table = vec![NO_CELL; shape.width as usize * shape.height as usize];
            for rank in 0..shape.height {
                for file in 0..shape.width {
                    if holes.contains(&(file, rank)) {
                        continue;
                    }
                    if cells.len() >= NO_CELL as usize {
                        return Err(GeometryError::TooManyCells(cells.len() + 1));
                    }
                    table[file as usize + rank as usize * shape.width as usize] =
                        cells.len() as u16;
                    let light = ((file + rank) % 2 == 0) == spec.a1_light;
                    cells.push(CellInfo {
                        board: b as u8,
                        file,
                        rank,
                        light,
                    });
                }
            }
            index.push(table);
            blocked.extend(blocked_steps(b as u8, shape));
        }
        let mut geo = Geometry {
            spec,
            cells,
            index,
            blocked,
            steps: Vec::new(),
            sources: Vec::new(),
            unit_rays: Default::default(),
        };
        let mut steps = vec![vec![NO_CELL; geo.cells.len()]; TABLE_SIDE * TABLE_SIDE];
        for df in -TABLE_REACH..=TABLE_REACH {
            for dr in -TABLE_REACH..=TABLE_REACH {
                let d = Delta::new(df, dr);
                let s = slot(d).expect("within reach");
                for (c, to) in steps[s].iter_mut().enumerate() {
                    if let Some(t) = geo.compute_step(Cell(c as u16), d) {
                        *to = t.0;
                    }
                }
            }
        }
        let mut sources = vec![vec![NO_CELL; geo.cells.len()]; TABLE_SIDE * TABLE_SIDE];
        for (from, to) in steps.iter().zip(sources.iter_mut()) {
            for (c, &t) in from.iter().enumerate() {
                if t != NO_CELL {
                    to[t as usize] = c as u16;
                }
            }
        }
        geo.steps = steps;
        geo.sources = sources;
        geo.unit_rays = rays::UnitRays::new(&geo);
        Ok(geo)
    }

    /// The spec this geometry was built from.
    pub fn spec(&self) -> &GeometrySpec {
        &self.spec
    }

    /// How many cells there are on all boards together.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there are no cells (never true for a built geometry).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Every cell, in id order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.cells.len() as u16).map(Cell)
    }

    /// How many boards there are.
    pub fn board_count(&self) -> usize {
        self.spec.boards.len()
    }

    /// The shape of one board.
    pub fn board(&self, board: u8) -> &BoardShape {
        &self.spec.boards[board as usize]
    }

    /// Whether ranks wrap around (the last rank touches the first).
    pub fn wraps(&self) -> bool {
        self.spec.wrap_ranks
    }

    /// Board, file, rank and colour of a cell.
    #[inline]
    pub fn info(&self, c: Cell) -> CellInfo {
        self.cells[c.index()]
    }

    /// The board a cell lies on.
    #[inline]
    pub fn board_of(&self, c: Cell) -> u8 {
        self.cells[c.index()].board
    }

    /// The cell at zero-based file and rank of a board, if it exists.
    pub fn cell_at(&self, board: u8, file: i32, rank: i32) -> Option<Cell> {
        let shape = self.spec.boards.get(board as usize)?;
        if file < 0 || rank < 0 || file >= shape.width as i32 || rank >= shape.height as i32 {
            return None;
        }
        let id = self.index[board as usize][file as usize + rank as usize * shape.width as usize];
        (id != NO_CELL).then_some(Cell(id))
    }

    /// The same square on another board (the Alice transfer), if it exists there.
    #[inline]
    pub fn on_board(&self, c: Cell, board: u8) -> Option<Cell> {
        let i = self.cells[c.index()];
        self.cell_at(board, i.file as i32, i.rank as i32)
    }

    /// The square name of a cell without its board: `e4`.
    pub fn square_name(&self, c: Cell) -> String {
        let i = self.info(c);
        format!("{}{}", (b'a' + i.file) as char, i.rank + 1)
    }

    /// The full name of a cell: the square, with `/A`-style board suffix when there are several boards.
    pub fn cell_name(&self, c: Cell) -> String {
        if self.board_count() > 1 {
            format!("{}/{}", self.square_name(c), board_letter(self.board_of(c)))
        } else {
            self.square_name(c)
        }
    }

    /// Parses a square name such as `e4` or `n14` into zero-based (file, rank), without checking
    /// that it exists on any board.
    pub fn parse_square(text: &str) -> Option<(u8, u8)> {
        let mut chars = text.chars();
        let f = chars.next()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let r: u8 = digits.parse().ok()?;
        Some((f as u8 - b'a', r - 1))
    }

    /// The cell named by a square on a given board, if it exists.
    pub fn square_on(&self, board: u8, text: &str) -> Option<Cell> {
        let (f, r) = Geometry::parse_square(text)?;
        self.cell_at(board, f as i32, r as i32)
    }

    /// Where a step or leap by `d` from `c` lands, if anywhere: the target must exist, ranks wrap on a
    /// cylinder, and no wall may stand across the path. A leap's path goes orthogonally first, then
    /// diagonally (a knight: one orthogonal step, then one diagonal step).
    #[inline]
    pub fn step(&self, c: Cell, d: Delta) -> Option<Cell> {
        match slot(d) {
            Some(s) => {
                let t = self.steps[s][c.index()];
                (t != NO_CELL).then_some(Cell(t))
            }
            None => self.compute_step(c, d),
        }
    }

    /// The cell from which a step or leap by `d` lands on `c`, if any: the `s` with
    /// `step(s, d) == Some(c)`. Where walls stand this is not always `step(c, -d)`: a knight's
    /// path goes orthogonally first, so walked backwards it is another path.
    #[inline]
    pub fn source(&self, c: Cell, d: Delta) -> Option<Cell> {
        match slot(d) {
            Some(s) => {
                let t = self.sources[s][c.index()];
                (t != NO_CELL).then_some(Cell(t))
            }
            None => {
                // Where the leap would start with no walls, then whether it lands here.
                let i = self.info(c);
                let rank = self.wrap_rank(i.board, i.rank as i32 - d.dr as i32);
                let s = self.cell_at(i.board, i.file as i32 - d.df as i32, rank)?;
                (self.compute_step(s, d) == Some(c)).then_some(s)
            }
        }
    }

    /// The cells a rider passes from `c` in direction `d`, nearest first, up to the first missing
    /// cell, wall or edge. On a cylinder a ray ends before it would return to its own cell.
    pub fn ray(&self, c: Cell, d: Delta) -> Ray<'_> {
        Ray {
            geo: self,
            steps: slot(d).map(|s| &self.steps[s][..]),
            start: c,
            at: c,
            d,
            done: d == Delta::new(0, 0),
        }
    }

    fn wrap_rank(&self, board: u8, rank: i32) -> i32 {
        let h = self.spec.boards[board as usize].height as i32;
        if self.spec.wrap_ranks {
            rank.rem_euclid(h)
        } else {
            rank
        }
    }

    fn unit_blocked(&self, board: u8, file: i32, rank: i32, df: i8, dr: i8) -> bool {
        if self.blocked.is_empty() {
            return false;
        }
        let h = self.spec.boards[board as usize].height as i32;
        let rank = if self.spec.wrap_ranks {
            rank.rem_euclid(h)
        } else {
            rank
        };
        if file < 0 || rank < 0 || file > u8::MAX as i32 || rank > u8::MAX as i32 {
            return false;
        }
        self.blocked
            .contains(&(board, file as u8, rank as u8, df, dr))
    }

    fn compute_step(&self, c: Cell, d: Delta) -> Option<Cell> {
        if d == Delta::new(0, 0) {
            return None;
        }
        let i = self.info(c);
        let (mut f, mut r) = (i.file as i32, i.rank as i32);
        // Walk the path: orthogonal part first, then the diagonal part.
        let (a, b) = (d.df.unsigned_abs(), d.dr.unsigned_abs());
        let (sf, sr) = (d.df.signum(), d.dr.signum());
        let (straight, diag) = if a >= b {
            ((a - b, sf, 0), b)
        } else {
            ((b - a, 0, sr), a)
        };
        let moves = std::iter::repeat_n((straight.1, straight.2), straight.0 as usize)
            .chain(std::iter::repeat_n((sf, sr), diag as usize));
        for (df, dr) in moves {
            if self.unit_blocked(i.board, f, r, df, dr) {
                return None;
            }
            f += df as i32;
            r = self.wrap_rank(i.board, r + dr as i32);
        }
        self.cell_at(i.board, f, r)
    }
}

/// The unit steps that walls block on one board, keyed by the step's start.
fn blocked_steps(board: u8, shape: &BoardShape) -> HashSet<(u8, u8, u8, i8, i8)> {
    // Walls as edges: a vertical edge at x between files x-1 and x on rank y, and a horizontal
    // edge at y between ranks y-1 and y on file x.
    let mut vertical = HashSet::new();
    let mut horizontal = HashSet::new();
    for w in &shape.walls {
        let (x, y) = (w.file as i32, w.rank as i32);
        match w.side {
            Side::West => vertical.insert((x, y)),
            Side::East => vertical.insert((x + 1, y)),
            Side::South => horizontal.insert((x, y)),
            Side::North => horizontal.insert((x, y + 1)),
        };
    }
    let mut out = HashSet::new();
    if vertical.is_empty() && horizontal.is_empty() {
        return out;
    }
    // Is the orthogonal unit step from (f, r) by (df, dr) across a wall?
    let crosses = |f: i32, r: i32, df: i32, dr: i32| -> bool {
        if df != 0 {
            vertical.contains(&(if df > 0 { f + 1 } else { f }, r))
        } else {
            horizontal.contains(&(f, if dr > 0 { r + 1 } else { r }))
        }
    };
    for f in -1..=shape.width as i32 {
        for r in -1..=shape.height as i32 {
            for df in -1i32..=1 {
                for dr in -1i32..=1 {
                    let blocked = match (df, dr) {
                        (0, 0) => false,
                        (_, 0) | (0, _) => crosses(f, r, df, dr),
                        _ => {
                            // A diagonal step is blocked when the walls meeting at the corner it
                            // passes separate its two cells: both ways round are walled.
                            let via_file = crosses(f, r, df, 0) || crosses(f + df, r, 0, dr);
                            let via_rank = crosses(f, r, 0, dr) || crosses(f, r + dr, df, 0);
                            via_file && via_rank
                        }
                    };
                    if blocked && f >= 0 && r >= 0 {
                        out.insert((board, f as u8, r as u8, df as i8, dr as i8));
                    }
                }
            }
        }
    }
    out
}

/// An iterator over the cells of a ray. See [`Geometry::ray`].
pub struct Ray<'a> {
    geo: &'a Geometry,
    /// The table of steps by `d`, looked up once for the whole ray (none for a long leap).
    steps: Option<&'a [u16]>,
    start: Cell,
    at: Cell,
    d: Delta,
    done: bool,
}

impl Iterator for Ray<'_> {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.done {
            return None;
        }
        let next = match self.steps {
            Some(steps) => {
                let t = steps[self.at.index()];
                (t != NO_CELL).then_some(Cell(t))
            }
            None => self.geo.compute_step(self.at, self.d),
        };
        match next {
            Some(n) if n != self.start => {
                self.at = n;
                Some(n)
            }
            _ => {
                self.done = true;
                None
            }
        }
    }
}

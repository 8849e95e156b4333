//! The cells a piece reaches, as bits of one word: on boards of at most 64 cells each, whose
//! cell ids start a new 64-bit word with each board (chess, the Alice family's boards of 8x8 and
//! 8x4), a leaper or a rider reaches only cells of its own board, so the targets of a piece
//! whose atoms are all leapers and unlimited riders in unit directions (the pieces of chess)
//! come from a few operations on that board's word of the occupied cells, instead of a walk
//! over each delta and each cell of each ray. The move generator takes this road where the
//! pieces a mover may capture are known as a set; other pieces (hoppers, bent riders, riders
//! with a limit or along other lines) and other boards (the cylinder, the four-player board,
//! Dodgson's 7x6 boards, which share a word) keep the walk.

use super::{Atom, Shape, Turned};
use crate::geometry::{Cell, CellSet, Delta, Geometry};

/// The most unlimited rides (unit directions) a piece may have for its targets to be sets.
const MAX_RIDES: usize = 8;

/// The targets of one kind of piece facing one way, on one geometry, as bits of the word of
/// the cell it stands on (bit `i` for the cell `64 * word + i`).
#[derive(Clone, Debug, Default)]
pub struct TargetSets {
    /// Per cell, what the piece reaches from there.
    cells: Vec<CellTargets>,
    /// Per ride (an unlimited rider's unit direction, already turned): whether the cell ids
    /// grow along its rays, whether it moves and whether it captures.
    rides: [(bool, bool, bool); MAX_RIDES],
    /// How many of `rides` the piece has.
    ride_count: usize,
}

/// What a piece reaches from one cell.
#[derive(Clone, Copy, Debug, Default)]
struct CellTargets {
    /// The leapers' targets: those it may move to when empty, and those it may capture on.
    leaps: [u64; 2],
    /// Per ride, the cells of the ray.
    rays: [u64; MAX_RIDES],
    /// Every cell it could capture on, on an empty board.
    span: u64,
}

impl TargetSets {
    /// The sets of a piece with `atoms`, turned as `turned` says (one per atom, in order), on
    /// `geo`; `None` when an atom is neither a leaper nor an unlimited rider in unit
    /// directions, or when a target lies outside the word of its piece's cell, or a ray does
    /// not run in the order of its cell ids, or the piece rides more than eight ways.
    pub fn new(atoms: &[Atom], turned: &[Turned], geo: &Geometry) -> Option<TargetSets> {
        if geo.len() > CellSet::CAPACITY
            || geo.wraps()
            || atoms.len() != turned.len()
            || !boards_in_words(geo)
        {
            return None;
        }
        let mut cells = vec![CellTargets::default(); geo.len()];
        let mut lines: Vec<Delta> = Vec::new();
        let mut sets = TargetSets::default();
        for (a, t) in atoms.iter().zip(turned) {
            let (moves, captures) = (a.mode.moves(), a.mode.captures());
            match a.shape {
                Shape::Leaper => {
                    for c in geo.cells() {
                        for &to in t.cells_from(c) {
                            let bit = bit_of(c, to)?;
                            let leaps = &mut cells[c.index()].leaps;
                            leaps[0] |= if moves { bit } else { 0 };
                            leaps[1] |= if captures { bit } else { 0 };
                        }
                    }
                }
                Shape::Rider { max: 0 } => {
                    for &d in &t.deltas {
                        let up = geo.cells().all(|c| monotone(geo, c, d, true));
                        if !up && !geo.cells().all(|c| monotone(geo, c, d, false)) {
                            return None;
                        }
                        *sets.rides.get_mut(lines.len())? = (up, moves, captures);
                        lines.push(d);
                    }
                }
                _ => return None,
            }
        }
        sets.ride_count = lines.len();
        for c in geo.cells() {
            let cell = &mut cells[c.index()];
            for (k, &d) in lines.iter().enumerate() {
                cell.rays[k] = geo
                    .ray(c, d)
                    .try_fold(0, |ray, to| Some(ray | bit_of(c, to)?))?;
            }
            let rays = cell.rays.iter().zip(&sets.rides);
            let riding = rays
                .filter(|(_, r)| r.2)
                .fold(0, |span, (ray, _)| span | ray);
            cell.span = cell.leaps[1] | riding;
        }
        sets.cells = cells;
        Some(sets)
    }

    /// Calls `emit(target, capture)` for every cell the piece on `from` may capture on (a
    /// member of `prey`), then for every empty cell it may move to (only when `quiet`), given
    /// the `occupied` cells, each in the order of the cell ids.
    #[inline]
    pub fn each_target(
        &self,
        from: Cell,
        (occupied, prey): (&CellSet, &CellSet),
        quiet: bool,
        emit: &mut impl FnMut(Cell, bool),
    ) {
        let w = from.index() / 64;
        let (occupied, prey) = (occupied.words()[w & 3], prey.words()[w & 3]);
        let (captures, moves) = self.reach(from, occupied);
        let cells = [captures & prey, if quiet { moves & !occupied } else { 0 }];
        for (mut bits, capture) in cells.into_iter().zip([true, false]) {
            while bits != 0 {
                emit(
                    Cell((w * 64) as u16 + bits.trailing_zeros() as u16),
                    capture,
                );
                bits &= bits - 1;
            }
        }
    }

    /// The cells the piece on `from` attacks (those it would capture on, were an enemy there)
    /// and those it reaches by its moving atoms, occupied or not, given the `occupied` word of
    /// its board: each ray ends at its first piece, that piece included.
    #[inline]
    pub fn reach(&self, from: Cell, occupied: u64) -> (u64, u64) {
        let w = from.index() / 64;
        let Some(cell) = self.cells.get(from.index()) else {
            return (0, 0);
        };
        let [mut moves, mut captures] = cell.leaps;
        let n = self.ride_count.min(MAX_RIDES);
        for (k, (&(up, moving, capturing), &ray)) in
            self.rides[..n].iter().zip(&cell.rays).enumerate()
        {
            // The ray up to and with its first piece: the ray less the ray beyond that piece.
            let blockers = ray & occupied;
            let reach = if blockers == 0 {
                ray
            } else {
                let first = match up {
                    true => blockers.trailing_zeros(),
                    false => 63 - blockers.leading_zeros(),
                } as usize;
                ray & !self.cells.get(w * 64 + first).map_or(0, |c| c.rays[k])
            };
            moves |= if moving { reach } else { 0 };
            captures |= if capturing { reach } else { 0 };
        }
        (captures, moves)
    }

    /// Every cell the piece on `from` could capture on, on an empty board.
    #[inline]
    pub fn span(&self, from: Cell) -> u64 {
        self.cells.get(from.index()).map_or(0, |c| c.span)
    }

    /// The cells strictly between `from` and `to` when a capturing ride of the piece on `from`
    /// passes over `to` on an empty board (`to` on the word of `from`); `None` when none does.
    #[inline]
    pub fn line_to(&self, from: Cell, to: Cell) -> Option<u64> {
        let bit = 1u64 << (to.index() % 64);
        let rays = &self.cells.get(from.index())?.rays;
        let n = self.ride_count.min(MAX_RIDES);
        let k = (self.rides[..n].iter().zip(rays)).position(|(r, &ray)| r.2 && ray & bit != 0)?;
        let beyond = self.cells.get(to.index()).map_or(0, |c| c.rays[k]);
        Some(rays[k] & !beyond & !bit)
    }
}

/// The bit of `to` in the word of `from`, if it lies there.
fn bit_of(from: Cell, to: Cell) -> Option<u64> {
    (from.index() / 64 == to.index() / 64).then(|| 1u64 << (to.index() % 64))
}

/// Whether the cells of each board lie in one 64-bit word of a [`CellSet`].
fn boards_in_words(geo: &Geometry) -> bool {
    let mut words = vec![None; geo.board_count()];
    geo.cells().all(|c| {
        let w = c.index() / 64;
        *words[geo.board_of(c) as usize].get_or_insert(w) == w
    })
}

/// Whether the cell ids grow (with `up`; shrink otherwise) along the ray from `c` in direction
/// `d`, and the ray from its next cell is the rest of it: what [`TargetSets::each_target`]
/// relies on to cut a ray at its first piece.
fn monotone(geo: &Geometry, c: Cell, d: Delta, up: bool) -> bool {
    let ordered = |a: Cell, b: Cell| if up { a < b } else { a > b };
    let mut last = c;
    geo.ray(c, d)
        .all(|t| ordered(std::mem::replace(&mut last, t), t))
        && geo
            .ray(c, d)
            .next()
            .is_none_or(|next| geo.ray(next, d).eq(geo.ray(c, d).skip(1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::atom::{DIAGONAL, KNIGHT, ORTHOGONAL};
    use crate::piece::{Atom, Facing, Seen};

    fn sets_of(atoms: &[Atom], geo: &Geometry) -> Option<TargetSets> {
        let turned: Vec<Turned> = atoms
            .iter()
            .map(|a| Turned::new(a, Facing::Up, geo))
            .collect();
        TargetSets::new(atoms, &turned, geo)
    }

    /// The targets of `sets` from `from`: the quiet ones and the captures.
    fn both(
        sets: &TargetSets,
        from: Cell,
        occupied: &CellSet,
        prey: &CellSet,
    ) -> (CellSet, CellSet) {
        let (mut q, mut c) = (CellSet::EMPTY, CellSet::EMPTY);
        sets.each_target(from, (occupied, prey), true, &mut |t, capture| {
            if capture {
                c.insert(t)
            } else {
                q.insert(t)
            }
        });
        (q, c)
    }

    fn build(spec: crate::geometry::GeometrySpec) -> Geometry {
        Geometry::new(spec).expect("the spec is valid")
    }

    /// Cells named `e4` (the first board) or `e4/B` (the second).
    fn cell(geo: &Geometry, name: &str) -> Cell {
        let (square, board) = name.split_once('/').unwrap_or((name, "A"));
        let board = board.as_bytes()[0] - b'A';
        geo.square_on(board, square).expect("a cell of the board")
    }

    fn cells(geo: &Geometry, names: &str) -> CellSet {
        names.split_whitespace().map(|n| cell(geo, n)).collect()
    }

    /// The lines to a king and the spans of an empty board, counted by hand: a queen on d1
    /// sees d8 over d2 to d7 and h5 over e2, f3, g4, not e5; a knight has no line; a rook on a1
    /// could capture on 14 cells, a pawn on e2 only on d3 and f3.
    #[test]
    fn lines_and_spans_counted_by_hand() {
        let geo = build(crate::geometry::chessboards(1));
        let word = |names: &str| cells(&geo, names).words()[0];
        let queen = sets_of(&[Atom::rider(&ORTHOGONAL), Atom::rider(&DIAGONAL)], &geo).unwrap();
        let d1 = cell(&geo, "d1");
        let line = |to: &str| queen.line_to(d1, cell(&geo, to));
        assert_eq!(line("d8"), Some(word("d2 d3 d4 d5 d6 d7")));
        assert_eq!(line("h5"), Some(word("e2 f3 g4")));
        assert_eq!(line("d2"), Some(0));
        assert_eq!(line("e5"), None);
        let knight = sets_of(&[Atom::leaper(&KNIGHT)], &geo).unwrap();
        assert_eq!(knight.line_to(d1, cell(&geo, "e3")), None);
        let rook = sets_of(&[Atom::rider(&ORTHOGONAL)], &geo).unwrap();
        assert_eq!(rook.span(cell(&geo, "a1")).count_ones(), 14);
        let pawn = [
            Atom::leaper(&[Delta::new(0, 1)]).move_only(),
            Atom::leaper(&[Delta::new(-1, 1), Delta::new(1, 1)]).capture_only(),
        ];
        let pawn = sets_of(&pawn, &geo).unwrap();
        assert_eq!(pawn.span(cell(&geo, "e2")), word("d3 f3"));
    }

    /// A queen on d4 with a white pawn on d6, a black knight on f6 and a black rook on a1,
    /// counted by hand on the board.
    #[test]
    fn a_queen_stops_at_the_first_piece_of_each_line() {
        let geo = build(crate::geometry::chessboards(1));
        let queen = [Atom::rider(&ORTHOGONAL), Atom::rider(&DIAGONAL)];
        let sets = sets_of(&queen, &geo).expect("a queen on a chessboard");
        let occupied = cells(&geo, "d4 d6 f6 a1");
        let prey = cells(&geo, "f6 a1");
        let from = cell(&geo, "d4");
        let (quiet, capture) = both(&sets, from, &occupied, &prey);
        let want = "d5 c4 b4 a4 e4 f4 g4 h4 d3 d2 d1 e5 c5 b6 a7 e3 f2 g1 c3 b2";
        assert_eq!(quiet, cells(&geo, want));
        assert_eq!(capture, cells(&geo, "f6 a1"));
    }

    /// A knight in the corner of the second of two boards reaches two cells of its own board.
    #[test]
    fn a_knight_on_the_second_board() {
        let geo = build(crate::geometry::chessboards(2));
        let sets = sets_of(&[Atom::leaper(&KNIGHT)], &geo).expect("a knight");
        let from = cell(&geo, "h8/B");
        let occupied = cells(&geo, "f7/B g6/A");
        let prey = cells(&geo, "f7/B g6/A");
        let (quiet, capture) = both(&sets, from, &occupied, &prey);
        assert_eq!(quiet, cells(&geo, "g6/B"));
        assert_eq!(capture, cells(&geo, "f7/B"));
    }

    /// Pieces the sets cannot serve keep the walk: a cannon, a rider with a limit, any piece on
    /// the Orwell cylinder.
    #[test]
    fn hoppers_limited_riders_and_cylinders_keep_the_walk() {
        let geo = build(crate::geometry::chessboards(1));
        assert!(sets_of(&[Atom::hopper(&ORTHOGONAL)], &geo).is_none());
        let mut short = Atom::rider(&ORTHOGONAL);
        short.shape = Shape::Rider { max: 2 };
        assert!(sets_of(&[short], &geo).is_none());
        let cylinder = build(crate::geometry::orwell_cylinder());
        assert!(sets_of(&[Atom::leaper(&KNIGHT)], &cylinder).is_none());
    }

    /// On one and two boards, pieces of leapers and riders mixed (a queen, a knight, a king, a
    /// pawn's forward step and captures, a knight-rook) give the targets the walk over their
    /// atoms gives, each once, from every cell among pieces scattered at random.
    #[test]
    fn the_same_targets_as_the_walk() {
        let pawn = [
            Atom::leaper(&[Delta::new(0, 1)]).move_only(),
            Atom::leaper(&[Delta::new(-1, 1), Delta::new(1, 1)]).capture_only(),
        ];
        let pieces: [&[Atom]; 5] = [
            &[Atom::rider(&ORTHOGONAL), Atom::rider(&DIAGONAL)],
            &[Atom::leaper(&KNIGHT)],
            &[Atom::leaper(&ORTHOGONAL), Atom::leaper(&DIAGONAL)],
            &pawn,
            &[Atom::leaper(&KNIGHT), Atom::rider(&ORTHOGONAL)],
        ];
        let mut seed = 12345u64;
        let mut random = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 33
        };
        for boards in [1, 2] {
            let geo = build(crate::geometry::chessboards(boards));
            for atoms in pieces {
                let sets = sets_of(atoms, &geo).expect("leapers and riders");
                for _ in 0..20 {
                    let mut occupied = CellSet::EMPTY;
                    let mut prey = CellSet::EMPTY;
                    for c in geo.cells() {
                        match random() % 8 {
                            0 | 1 => occupied.insert(c),
                            2 => {
                                occupied.insert(c);
                                prey.insert(c);
                            }
                            _ => {}
                        }
                    }
                    let look = |c: Cell| match (occupied.contains(c), prey.contains(c)) {
                        (false, _) => Seen::Empty,
                        (true, true) => Seen::Enemy,
                        (true, false) => Seen::Friend,
                    };
                    for from in geo.cells() {
                        let mut walked = Vec::new();
                        for a in atoms {
                            a.targets(&geo, from, Facing::Up, &look, &mut |t, c| {
                                walked.push((t, c))
                            });
                        }
                        let mut set = Vec::new();
                        sets.each_target(from, (&occupied, &prey), true, &mut |t, c| {
                            set.push((t, c))
                        });
                        walked.sort();
                        set.sort();
                        assert_eq!(set, walked, "from {}", geo.cell_name(from));
                    }
                }
            }
        }
    }
}

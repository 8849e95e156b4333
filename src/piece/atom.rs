//! Movement atoms: leapers, riders, hoppers (cannons) and bent riders (the gryphon), each with a
//! mode, and the two questions a move generator asks of them: where can this piece go from here,
//! and could a piece of this kind standing somewhere reach this cell.

use super::{Facing, Turned};
use crate::geometry::{Cell, CellSet, Delta, Geometry, RayOrder};

/// Whether an atom moves, captures or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    MoveOrCapture,
    MoveOnly,
    CaptureOnly,
}

impl Mode {
    /// Whether the atom may move to an empty cell.
    #[inline]
    pub fn moves(self) -> bool {
        self != Mode::CaptureOnly
    }
    /// Whether the atom may capture.
    #[inline]
    pub fn captures(self) -> bool {
        self != Mode::MoveOnly
    }
}

/// How an atom uses its deltas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// One jump by a delta; nothing in between matters.
    Leaper,
    /// Slides along a delta over empty cells; `max` limits the number of steps (0: no limit).
    Rider { max: u8 },
    /// A cannon: slides like a rider without capturing; captures by jumping exactly one piece of
    /// any owner (the screen) and landing on the first occupied cell beyond it.
    Hopper,
    /// A gryphon: one diagonal step by the delta, then optionally further outward along either of
    /// the delta's orthogonal components; every cell passed must be empty.
    BentRider,
}

/// One component of a piece's movement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    pub shape: Shape,
    /// Deltas for a piece facing up.
    pub deltas: Vec<Delta>,
    pub mode: Mode,
}

/// What a move generator sees on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    Empty,
    /// A piece the mover may not capture (its own, or a partner's).
    Friend,
    /// A piece the mover may capture.
    Enemy,
}

impl Seen {
    #[inline]
    fn occupied(self) -> bool {
        self != Seen::Empty
    }
}

/// The four orthogonal unit steps.
pub const ORTHOGONAL: [Delta; 4] = [
    Delta::new(0, 1),
    Delta::new(1, 0),
    Delta::new(0, -1),
    Delta::new(-1, 0),
];
/// The four diagonal unit steps.
pub const DIAGONAL: [Delta; 4] = [
    Delta::new(1, 1),
    Delta::new(1, -1),
    Delta::new(-1, -1),
    Delta::new(-1, 1),
];
/// The eight knight leaps.
pub const KNIGHT: [Delta; 8] = [
    Delta::new(1, 2),
    Delta::new(2, 1),
    Delta::new(2, -1),
    Delta::new(1, -2),
    Delta::new(-1, -2),
    Delta::new(-2, -1),
    Delta::new(-2, 1),
    Delta::new(-1, 2),
];

impl Atom {
    /// A leaper by these deltas, moving or capturing.
    pub fn leaper(deltas: &[Delta]) -> Atom {
        Atom {
            shape: Shape::Leaper,
            deltas: deltas.to_vec(),
            mode: Mode::MoveOrCapture,
        }
    }
    /// A rider along these deltas with no range limit, moving or capturing.
    pub fn rider(deltas: &[Delta]) -> Atom {
        Atom {
            shape: Shape::Rider { max: 0 },
            deltas: deltas.to_vec(),
            mode: Mode::MoveOrCapture,
        }
    }
    /// A cannon along these deltas.
    pub fn hopper(deltas: &[Delta]) -> Atom {
        Atom {
            shape: Shape::Hopper,
            deltas: deltas.to_vec(),
            mode: Mode::MoveOrCapture,
        }
    }
    /// A bent rider (gryphon) starting with these diagonal deltas.
    pub fn bent_rider(deltas: &[Delta]) -> Atom {
        Atom {
            shape: Shape::BentRider,
            deltas: deltas.to_vec(),
            mode: Mode::MoveOrCapture,
        }
    }
    /// The same atom, but it only moves to empty cells.
    pub fn move_only(mut self) -> Atom {
        self.mode = Mode::MoveOnly;
        self
    }
    /// The same atom, but it only captures.
    pub fn capture_only(mut self) -> Atom {
        self.mode = Mode::CaptureOnly;
        self
    }

    /// Whether the set of deltas is unchanged by every facing.
    pub fn symmetric(&self) -> bool {
        let mut base: Vec<(i8, i8)> = self.deltas.iter().map(|d| (d.df, d.dr)).collect();
        crate::sort::sort(&mut base);
        Facing::ALL.iter().all(|f| {
            let mut turned: Vec<(i8, i8)> = self
                .deltas
                .iter()
                .map(|&d| {
                    let t = f.turn(d);
                    (t.df, t.dr)
                })
                .collect();
            crate::sort::sort(&mut turned);
            turned == base
        })
    }

    /// Calls `emit(target, capture)` for every cell this atom reaches from `from` for a piece
    /// facing `facing`, given what `look` sees on each cell. Captures name the captured cell.
    #[inline]
    pub fn targets(
        &self,
        geo: &Geometry,
        from: Cell,
        facing: Facing,
        look: &impl Fn(Cell) -> Seen,
        emit: &mut impl FnMut(Cell, bool),
    ) {
        self.targets_among(geo, (from, facing), look, (None, true), emit);
    }

    /// [`Atom::targets`] for a piece on `from` facing `facing`, told the `occupied` cells, if
    /// known (a rider's ray in a unit direction then finds its first piece from the sets, without
    /// looking at the empty cells before it), and, with `quiet` false, leaving out the moves
    /// onto empty cells.
    #[inline]
    pub fn targets_among(
        &self,
        geo: &Geometry,
        (from, facing): (Cell, Facing),
        look: &impl Fn(Cell) -> Seen,
        (occupied, quiet): (Option<&CellSet>, bool),
        emit: &mut impl FnMut(Cell, bool),
    ) {
        for &d in &self.deltas {
            self.along(geo, (from, facing.turn(d)), look, (occupied, quiet), emit);
        }
    }

    /// [`Atom::targets_among`] with the atom's deltas already turned by the piece's facing
    /// (`turned`, made for this atom and facing on `geo`): a leaper's target and a rider's ray
    /// come from its lines, walked until the first piece.
    #[inline]
    pub fn targets_turned(
        &self,
        geo: &Geometry,
        (from, turned): (Cell, &Turned),
        look: &impl Fn(Cell) -> Seen,
        (occupied, quiet): (Option<&CellSet>, bool),
        emit: &mut impl FnMut(Cell, bool),
    ) {
        if !turned.has_lines() {
            for &d in &turned.deltas {
                self.along(geo, (from, d), look, (occupied, quiet), emit);
            }
            return;
        }
        // A leaper's line is its target; a rider's stops at the first piece.
        let (moves, captures) = (self.mode.moves() && quiet, self.mode.captures());
        turned.for_each_line(from, |line| {
            walk_line(line.iter().copied(), (moves, captures), look, emit)
        });
    }

    /// The targets of [`Atom::targets_among`] along one delta `d`, already turned.
    #[inline(always)]
    fn along(
        &self,
        geo: &Geometry,
        (from, d): (Cell, Delta),
        look: &impl Fn(Cell) -> Seen,
        (occupied, quiet): (Option<&CellSet>, bool),
        emit: &mut impl FnMut(Cell, bool),
    ) {
        let (moves, captures) = (self.mode.moves() && quiet, self.mode.captures());
        match self.shape {
            Shape::Leaper => {
                if let Some(t) = geo.step(from, d) {
                    match look(t) {
                        Seen::Empty if moves => emit(t, false),
                        Seen::Enemy if captures => emit(t, true),
                        _ => {}
                    }
                }
            }
            Shape::Rider { max } => {
                let ray = occupied
                    .filter(|_| max == 0)
                    .map(|o| (o, geo.unit_ray(from, d)));
                match ray {
                    Some((occupied, Some(&(ray, order)))) if order != RayOrder::Other => {
                        let first = order.nearest(&ray.and(occupied));
                        slide_to(geo, (from, d), first, (moves, captures), look, emit)
                    }
                    _ => slide(geo, from, d, max, moves, captures, look, emit),
                }
            }
            Shape::Hopper => {
                let mut screened = false;
                for t in geo.ray(from, d) {
                    let seen = look(t);
                    if !screened {
                        if seen.occupied() {
                            screened = true;
                        } else if moves {
                            emit(t, false);
                        }
                    } else if seen.occupied() {
                        if seen == Seen::Enemy && captures {
                            emit(t, true);
                        }
                        break;
                    }
                }
            }
            Shape::BentRider => {
                let Some(first) = geo.step(from, d) else {
                    return;
                };
                match look(first) {
                    Seen::Enemy if captures => emit(first, true),
                    Seen::Empty => {
                        if moves {
                            emit(first, false);
                        }
                        for o in outward(d) {
                            slide(geo, first, o, 0, moves, captures, look, emit);
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Whether a capturing piece with this atom, facing `facing`, standing on a cell for which
    /// `candidate` is true, reaches `target`. `occupied` tells which cells hold a piece.
    #[inline]
    pub fn reaches(
        &self,
        geo: &Geometry,
        target: Cell,
        d: Delta,
        occupied: &impl Fn(Cell) -> bool,
        candidate: &impl Fn(Cell) -> bool,
    ) -> bool {
        reaches(geo, self.shape, target, d, occupied, candidate)
    }
}

/// The orthogonal components of a diagonal delta: where a bent rider may continue.
#[inline]
pub(crate) fn outward(d: Delta) -> impl Iterator<Item = Delta> {
    [Delta::new(d.df.signum(), 0), Delta::new(0, d.dr.signum())]
        .into_iter()
        .filter(|o| *o != Delta::new(0, 0))
}

/// The cells a rider reaches from `from` along `d` when `first` is the first occupied cell of
/// the ray (`None`: the ray is empty): the empty cells before it, when it `moves`, and `first`
/// itself when it `captures` and `look` sees an enemy there.
#[inline]
fn slide_to(
    geo: &Geometry,
    (from, d): (Cell, Delta),
    first: Option<Cell>,
    (moves, captures): (bool, bool),
    look: &impl Fn(Cell) -> Seen,
    emit: &mut impl FnMut(Cell, bool),
) {
    if moves {
        for t in geo.ray(from, d) {
            if Some(t) == first {
                break;
            }
            emit(t, false);
        }
    }
    if let Some(t) = first.filter(|&t| captures && look(t) == Seen::Enemy) {
        emit(t, true);
    }
}

#[allow(clippy::too_many_arguments)]
#[inline]
fn slide(
    geo: &Geometry,
    from: Cell,
    d: Delta,
    max: u8,
    moves: bool,
    captures: bool,
    look: &impl Fn(Cell) -> Seen,
    emit: &mut impl FnMut(Cell, bool),
) {
    let limit = if max == 0 { usize::MAX } else { max as usize };
    walk_line(geo.ray(from, d).take(limit), (moves, captures), look, emit)
}

/// The cells a rider reaches along `line` (nearest first): the empty ones when it `moves`, and
/// the first piece when it `captures` and `look` sees an enemy there.
#[inline]
fn walk_line(
    line: impl Iterator<Item = Cell>,
    (moves, captures): (bool, bool),
    look: &impl Fn(Cell) -> Seen,
    emit: &mut impl FnMut(Cell, bool),
) {
    for t in line {
        match look(t) {
            Seen::Empty => {
                if moves {
                    emit(t, false)
                }
            }
            Seen::Enemy => {
                if captures {
                    emit(t, true);
                }
                break;
            }
            Seen::Friend => break,
        }
    }
}

/// Every cell from which a piece of `shape` moving by the (already turned) delta `d` could
/// capture on `target` on some board: the cells [`reaches`] may accept, whatever stands between.
pub(crate) fn origins(geo: &Geometry, shape: Shape, target: Cell, d: Delta) -> CellSet {
    let back = d.reversed();
    let mut out = CellSet::EMPTY;
    let leap = |y: Cell, out: &mut CellSet| {
        if let Some(s) = geo.source(y, d) {
            out.insert(s);
        }
    };
    match shape {
        Shape::Leaper => leap(target, &mut out),
        Shape::Rider { max } => {
            for (n, s) in geo.ray(target, back).enumerate() {
                if max != 0 && n >= max as usize {
                    break;
                }
                out.insert(s);
            }
        }
        Shape::Hopper => geo.ray(target, back).for_each(|s| out.insert(s)),
        Shape::BentRider => {
            leap(target, &mut out);
            for o in outward(d) {
                for y in geo.ray(target, o.reversed()) {
                    leap(y, &mut out);
                }
            }
        }
    }
    out
}

/// Every cell whose contents can decide whether a piece of `shape` moving by `d` captures on
/// `target`, the piece's own cell excepted for a leaper: the cells passed over, screens and
/// origins of riders, hoppers and bent riders; nothing for a leaper, whose capture depends only
/// on what stands on its origin.
pub(crate) fn influence(geo: &Geometry, shape: Shape, target: Cell, d: Delta) -> CellSet {
    match shape {
        Shape::Leaper => CellSet::EMPTY,
        Shape::Rider { .. } | Shape::Hopper => origins(geo, shape, target, d),
        Shape::BentRider => {
            let mut out = origins(geo, shape, target, d);
            for o in outward(d) {
                geo.ray(target, o.reversed()).for_each(|y| out.insert(y));
            }
            out
        }
    }
}

/// Whether a piece of `shape` moving by the (already turned) delta `d`, standing on a cell for
/// which `candidate` is true, captures on `target`. Searches backwards from the target.
#[inline]
pub(crate) fn reaches(
    geo: &Geometry,
    shape: Shape,
    target: Cell,
    d: Delta,
    occupied: &impl Fn(Cell) -> bool,
    candidate: &impl Fn(Cell) -> bool,
) -> bool {
    let back = d.reversed();
    match shape {
        Shape::Leaper => geo.source(target, d).is_some_and(candidate),
        Shape::Rider { max } => {
            for (n, s) in geo.ray(target, back).enumerate() {
                if max != 0 && n >= max as usize {
                    return false;
                }
                if occupied(s) {
                    return candidate(s);
                }
            }
            false
        }
        Shape::Hopper => {
            let mut screened = false;
            for s in geo.ray(target, back) {
                if occupied(s) {
                    if screened {
                        return candidate(s);
                    }
                    screened = true;
                }
            }
            false
        }
        Shape::BentRider => {
            // The capture on the first diagonal cell.
            if geo.source(target, d).is_some_and(candidate) {
                return true;
            }
            // The capture after the turn: back along an outward direction over empty cells to
            // the turning cell, then one diagonal step back to the piece.
            for o in outward(d) {
                for y in geo.ray(target, o.reversed()) {
                    if occupied(y) {
                        break;
                    }
                    if geo.source(y, d).is_some_and(candidate) {
                        return true;
                    }
                }
            }
            false
        }
    }
}

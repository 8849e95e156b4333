//! A table for answering "is this cell attacked" quickly, built once per game from its pieces.
//!
//! Each capturing atom of each kind contributes one line per delta (turned by every facing when
//! the kind is not symmetric). Lines with the same shape and delta are merged, with the set of
//! kinds (and, for kinds that depend on their facing, the facing) that capture along them; so a
//! rook and a queen share one ray search.
//!
//! For games of at most [`CellSet::CAPACITY`] cells the table also holds, per line and cell, the
//! cells a capture along the line could come from (walls, holes and wrap-around included). A
//! caller that asks many questions about one position first gathers its [`Attackers`]: per line,
//! the cells of the hostile pieces that capture along it (lines that the same pieces capture along
//! form one group, gathered once). A group or line whose origins hold none of them is passed over
//! without a walk; the walk decides only where an attacker could be.

use super::atom::{influence, origins, reaches};
use super::{Facing, Piece, PieceDef, Shape};
use crate::geometry::{Cell, CellSet, Delta, Geometry, RayOrder};

/// One attack line: a shape and a turned delta, and which pieces capture along it.
#[derive(Clone, Debug)]
struct Line {
    shape: Shape,
    delta: Delta,
    /// Kinds (bit per kind) that capture this way whatever their facing.
    any_facing: u64,
    /// Kinds that capture this way only when facing the given way.
    by_facing: [u64; 4],
}

impl Line {
    /// Whether this piece captures along the line (its kind, and facing where that matters).
    #[inline]
    fn captures_with(&self, p: Piece) -> bool {
        let bit = 1u64 << p.kind.index();
        (self.any_facing | self.by_facing[p.facing.index()]) & bit != 0
    }
}

/// Every way a capture can reach a cell, merged by shape and delta. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct AttackTable {
    lines: Vec<Line>,
    /// The number of cells of the geometry the origins were built for.
    cells: usize,
    /// `origins[line * cells + target]`: where a capture along the line onto the target could
    /// come from. Empty when the geometry has more cells than a [`CellSet`] holds.
    origins: Vec<CellSet>,
    /// Lines captured along by the same pieces, as ranges of `lines`.
    groups: Vec<Group>,
    /// `group_origins[group * cells + target]`: the origins of the group's lines together.
    group_origins: Vec<CellSet>,
    /// `line_influence[line * cells + target]`: the cells whose contents can decide a capture
    /// along the line onto the target (empty for leapers).
    line_influence: Vec<CellSet>,
    /// `groups_of[kind * 4 + facing]`: the groups along whose lines such a piece captures.
    groups_of: Vec<Vec<u16>>,
    /// The same as a bit per group, when there are at most 64 groups (empty otherwise).
    group_bits: Vec<u64>,
    /// `scan[line * cells + target]`: how the piece nearest the target among the line's
    /// origins is found (empty when there are no origins).
    scan: Vec<RayOrder>,
    /// Some line is a hop: a piece arriving on a cell can then make a capture possible (as a
    /// screen). Along the other lines a cell that fills only blocks.
    hops: bool,
}

/// How the nearest occupied origin of a line onto `target` is found: the order of the ids of
/// the cells a rider passes backwards from the target (a leaper has at most one origin);
/// hoppers and bent riders are walked.
fn scan_of(geo: &Geometry, shape: Shape, target: Cell, d: Delta) -> RayOrder {
    match shape {
        Shape::Leaper => RayOrder::Increasing,
        Shape::Rider { max } => {
            let most = if max == 0 { usize::MAX } else { max as usize };
            RayOrder::of(geo.ray(target, d.reversed()).take(most))
        }
        Shape::Hopper | Shape::BentRider => RayOrder::Other,
    }
}

/// Lines `first..end` of an [`AttackTable`], captured along by the same pieces.
#[derive(Clone, Copy, Debug)]
struct Group {
    first: u16,
    end: u16,
}

/// The hostile pieces of one position that could capture, gathered per line of an
/// [`AttackTable`] (see the module documentation). Pieces may leave their cells afterwards (a
/// capture, a move); none may arrive.
#[derive(Clone, Debug, Default)]
pub struct Attackers {
    /// Per group of lines, the cells of the hostile pieces that capture along them.
    per_group: Slots<CellSet>,
    /// The groups with at least one such piece.
    active: Slots<u16>,
}

/// A short list kept in place up to [`ROOM`] items (the games of the registry have
/// few groups of lines), in a vector beyond: gathering attackers then allocates nothing.
#[derive(Clone, Debug, Default)]
struct Slots<T> {
    len: usize,
    inline: [T; ROOM],
    heap: Vec<T>,
}

/// How many items a [`Slots`] keeps in place.
const ROOM: usize = 8;

impl<T: Copy + Default> Slots<T> {
    /// `len` copies of `item`.
    fn filled(len: usize, item: T) -> Slots<T> {
        // Beyond the room every item is in the vector (as `push` leaves them).
        let heap = if len > ROOM {
            vec![item; len]
        } else {
            Vec::new()
        };
        Slots {
            len,
            inline: [item; ROOM],
            heap,
        }
    }

    fn push(&mut self, item: T) {
        if self.len < ROOM {
            self.inline[self.len] = item;
        } else {
            if self.heap.is_empty() {
                self.heap.extend_from_slice(&self.inline);
            }
            self.heap.push(item);
        }
        self.len += 1;
    }
}

impl<T> std::ops::Deref for Slots<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        if self.heap.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.heap
        }
    }
}

impl<T> std::ops::DerefMut for Slots<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        if self.heap.is_empty() {
            &mut self.inline[..self.len]
        } else {
            &mut self.heap
        }
    }
}

impl AttackTable {
    /// Builds the table for a catalogue (at most 64 kinds) on a geometry.
    pub fn new(pieces: &[PieceDef], geo: &Geometry) -> AttackTable {
        let mut lines: Vec<Line> = Vec::new();
        let mut add = |shape: Shape, delta: Delta, facing: Option<Facing>, kind: usize| {
            let i = match lines
                .iter()
                .position(|l| l.shape == shape && l.delta == delta)
            {
                Some(i) => i,
                None => {
                    lines.push(Line {
                        shape,
                        delta,
                        any_facing: 0,
                        by_facing: [0; 4],
                    });
                    lines.len() - 1
                }
            };
            match facing {
                None => lines[i].any_facing |= 1 << kind,
                Some(f) => lines[i].by_facing[f.index()] |= 1 << kind,
            }
        };
        for (kind, def) in pieces.iter().enumerate().take(64) {
            let symmetric = def.symmetric();
            for atom in def.atoms.iter().filter(|a| a.mode.captures()) {
                for &d in &atom.deltas {
                    if symmetric {
                        add(atom.shape, d, None, kind);
                    } else {
                        for f in Facing::ALL {
                            add(atom.shape, f.turn(d), Some(f), kind);
                        }
                    }
                }
            }
        }
        // Lines captured along by the same pieces form a group, kept together.
        crate::sort::sort_by_key(&mut lines, |l| (l.any_facing, l.by_facing));
        let mut groups: Vec<Group> = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            match groups.last_mut() {
                Some(g)
                    if lines[g.first as usize].any_facing == l.any_facing
                        && lines[g.first as usize].by_facing == l.by_facing =>
                {
                    g.end = i as u16 + 1
                }
                _ => groups.push(Group {
                    first: i as u16,
                    end: i as u16 + 1,
                }),
            }
        }
        let fast = geo.len() <= CellSet::CAPACITY;
        // Per line and cell, the cells `f` gives (none for a geometry too large).
        let per_line = |f: fn(&Geometry, Shape, Cell, Delta) -> CellSet| -> Vec<CellSet> {
            if !fast {
                return Vec::new();
            }
            let mut out = Vec::with_capacity(lines.len() * geo.len());
            for l in &lines {
                out.extend(geo.cells().map(|t| f(geo, l.shape, t, l.delta)));
            }
            out
        };
        let origins = per_line(origins);
        let n = geo.len();
        let group_origins = if fast {
            groups
                .iter()
                .flat_map(|g| {
                    let origins = &origins;
                    (0..n).map(move |t| {
                        (g.first..g.end)
                            .map(|l| origins[l as usize * n + t])
                            .fold(CellSet::EMPTY, |a, b| a.or(&b))
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let line_influence = per_line(influence);
        let scan = if fast {
            let mut scan = Vec::with_capacity(lines.len() * n);
            for l in &lines {
                scan.extend(geo.cells().map(|t| scan_of(geo, l.shape, t, l.delta)));
            }
            scan
        } else {
            Vec::new()
        };
        let groups_of: Vec<Vec<u16>> = (0..pieces.len().min(64) * 4)
            .map(|i| {
                let (bit, facing) = (1u64 << (i / 4), i % 4);
                (0..groups.len() as u16)
                    .filter(|&g| {
                        let line = &lines[groups[g as usize].first as usize];
                        (line.any_facing | line.by_facing[facing]) & bit != 0
                    })
                    .collect()
            })
            .collect();
        let group_bits = if groups.len() <= 64 {
            let bits = |gs: &Vec<u16>| gs.iter().fold(0u64, |b, &g| b | 1 << g);
            groups_of.iter().map(bits).collect()
        } else {
            Vec::new()
        };
        AttackTable {
            scan,
            hops: lines.iter().any(|l| l.shape == Shape::Hopper),
            group_bits,
            lines,
            cells: n,
            origins,
            groups,
            group_origins,
            line_influence,
            groups_of,
        }
    }

    /// Whether a piece arriving on a cell can make a capture possible that was not (as the screen
    /// of a hopper): along leaps, rides and bent rides a cell that fills only blocks.
    pub fn hops(&self) -> bool {
        self.hops
    }

    /// The hostile pieces among `pieces` gathered per group of lines, or `None` when the table
    /// has no origins (a geometry too large for a [`CellSet`]).
    pub fn attackers(
        &self,
        pieces: impl Iterator<Item = (Cell, Piece)>,
        hostile: &impl Fn(Piece) -> bool,
    ) -> Option<Attackers> {
        if self.origins.is_empty() {
            return None;
        }
        let mut per_group = Slots::filled(self.groups.len(), CellSet::EMPTY);
        if !self.group_bits.is_empty() {
            // Each piece's groups as bits; the active groups are those of any hostile piece.
            let mut all = 0u64;
            for (c, p) in pieces {
                let i = p.kind.index() * 4 + p.facing.index();
                let bits = self.group_bits.get(i).copied().unwrap_or(0);
                if bits != 0 && hostile(p) {
                    all |= bits;
                    let mut rest = bits;
                    while rest != 0 {
                        per_group[rest.trailing_zeros() as usize].insert(c);
                        rest &= rest - 1;
                    }
                }
            }
            let mut active = Slots::default();
            for g in (0..self.groups.len() as u16).filter(|&g| all & (1 << g) != 0) {
                active.push(g);
            }
            return Some(Attackers { per_group, active });
        }
        for (c, p) in pieces {
            let Some(groups) = self.groups_of.get(p.kind.index() * 4 + p.facing.index()) else {
                continue;
            };
            if !groups.is_empty() && hostile(p) {
                for &g in groups {
                    per_group[g as usize].insert(c);
                }
            }
        }
        let mut active = Slots::default();
        for g in (0..self.groups.len() as u16).filter(|&g| !per_group[g as usize].is_empty()) {
            active.push(g);
        }
        Some(Attackers { per_group, active })
    }

    /// Adds to `attackers` the hostile `piece` that arrived on `cell` since they were gathered.
    pub fn gather_arrival(&self, attackers: &mut Attackers, cell: Cell, piece: Piece) {
        let Some(groups) = self
            .groups_of
            .get(piece.kind.index() * 4 + piece.facing.index())
        else {
            return;
        };
        for &g in groups {
            attackers.per_group[g as usize].insert(cell);
            if !attackers.active.contains(&g) {
                attackers.active.push(g);
            }
        }
    }

    /// The cells from which `piece` could capture on `target` along its lines, whatever stands
    /// between them; `None` when the table has no origins (a geometry too large for a
    /// [`CellSet`]).
    pub fn origins_of(&self, piece: Piece, target: Cell) -> Option<CellSet> {
        if self.origins.is_empty() || target.index() >= self.cells {
            return None;
        }
        let groups = self
            .groups_of
            .get(piece.kind.index() * 4 + piece.facing.index())?;
        Some(groups.iter().fold(CellSet::EMPTY, |all, &g| {
            all.or(&self.group_origins[g as usize * self.cells + target.index()])
        }))
    }

    /// The groups of lines along which `piece` captures.
    pub fn groups_of(&self, piece: Piece) -> &[u16] {
        let i = piece.kind.index() * 4 + piece.facing.index();
        self.groups_of.get(i).map_or(&[], Vec::as_slice)
    }

    /// The cells from which a piece capturing along the lines of `group` would capture on
    /// `target` if it stood there, `at` telling what stands on every other cell: along each
    /// line, the cells back from the target up to the first occupied one, that one included.
    /// `None` when a line of the group is a hop or a bent ride.
    pub fn open_origins(
        &self,
        geo: &Geometry,
        group: u16,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
    ) -> Option<CellSet> {
        let mut out = CellSet::EMPTY;
        let group = &self.groups[group as usize];
        for line in &self.lines[group.first as usize..group.end as usize] {
            match line.shape {
                Shape::Leaper => {
                    if let Some(s) = geo.source(target, line.delta) {
                        out.insert(s);
                    }
                }
                Shape::Rider { max } => {
                    for (n, s) in geo.ray(target, line.delta.reversed()).enumerate() {
                        if max != 0 && n >= max as usize {
                            break;
                        }
                        out.insert(s);
                        if at(s).is_some() {
                            break;
                        }
                    }
                }
                Shape::Hopper | Shape::BentRider => return None,
            }
        }
        Some(out)
    }

    /// The cells whose contents can decide whether one of the `attackers` captures on one of
    /// the `targets`, by a line other than a leap, along lines with an attacker on them: a piece
    /// leaving a cell elsewhere, or a piece of the targets' side arriving there, cannot make a
    /// target attacked that was not.
    pub fn influence(&self, attackers: &Attackers, targets: impl Iterator<Item = Cell>) -> CellSet {
        let mut out = CellSet::EMPTY;
        for t in targets.map(Cell::index) {
            for &g in attackers.active.iter() {
                let cells = &attackers.per_group[g as usize];
                if !self.group_origins[g as usize * self.cells + t].meets(cells) {
                    continue;
                }
                let group = &self.groups[g as usize];
                for l in group.first as usize..group.end as usize {
                    // A line with no attacker on its origins cannot capture after a move of
                    // the victim's side either.
                    if self.origins[l * self.cells + t].meets(cells) {
                        out = out.or(&self.line_influence[l * self.cells + t]);
                    }
                }
            }
        }
        out
    }

    /// The cells whose contents decide every capture one of the `attackers` now makes on one
    /// of the `targets`: [`AttackTable::influence`] and the attackers' own cells that a line
    /// onto a target comes from. A move that changes none of them, and moves no target, leaves
    /// every target that was attacked attacked.
    pub fn holding(&self, attackers: &Attackers, targets: &[Cell]) -> CellSet {
        let mut out = self.influence(attackers, targets.iter().copied());
        for t in targets.iter().map(|c| c.index()) {
            for &g in attackers.active.iter() {
                let cells = &attackers.per_group[g as usize];
                out = out.or(&self.group_origins[g as usize * self.cells + t].and(cells));
            }
        }
        out
    }

    /// [`AttackTable::attacked`] for a position whose hostile pieces were gathered in
    /// `attackers` (by [`AttackTable::attackers`] with the same `hostile`, on this position or
    /// one it became by pieces leaving cells or the mover's pieces moving).
    #[inline]
    pub fn attacked_by(
        &self,
        geo: &Geometry,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
        hostile: &impl Fn(Piece) -> bool,
        attackers: &Attackers,
    ) -> bool {
        let occupied = |c: Cell| at(c).is_some();
        let t = target.index();
        attackers.active.iter().any(|&g| {
            let cells = &attackers.per_group[g as usize];
            let group = &self.groups[g as usize];
            if !self.group_origins[g as usize * self.cells + t].meets(cells) {
                return false;
            }
            let line = &self.lines[group.first as usize];
            let candidate = |c: Cell| {
                cells.contains(c) && at(c).is_some_and(|p| line.captures_with(p) && hostile(p))
            };
            (group.first..group.end).any(|l| {
                let line = &self.lines[l as usize];
                self.origins[l as usize * self.cells + t].meets(cells)
                    && reaches(geo, line.shape, target, line.delta, &occupied, &candidate)
            })
        })
    }

    /// Whether `piece`, standing on `from`, captures on `target` (whatever stands there), `at`
    /// telling what stands on each cell: the lines it captures along whose origins hold
    /// `from` are walked back from the target.
    pub fn captures_from(
        &self,
        geo: &Geometry,
        piece: Piece,
        from: Cell,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
    ) -> bool {
        let occupied = |c: Cell| at(c).is_some();
        let t = target.index();
        let Some(groups) = self
            .groups_of
            .get(piece.kind.index() * 4 + piece.facing.index())
        else {
            return false;
        };
        let fast = !self.origins.is_empty() && t < self.cells;
        groups.iter().any(|&g| {
            if fast && !self.group_origins[g as usize * self.cells + t].contains(from) {
                return false;
            }
            let group = &self.groups[g as usize];
            (group.first..group.end).any(|l| {
                let line = &self.lines[l as usize];
                (!fast || self.origins[l as usize * self.cells + t].contains(from))
                    && reaches(geo, line.shape, target, line.delta, &occupied, &|c| {
                        c == from
                    })
            })
        })
    }

    /// Calls `found` with each piece for which `hostile` is true that captures on `target`
    /// (whatever stands there), and its cell: the nearest such piece along each line, so a
    /// piece behind another on a line is not given (a piece may be given once per line it
    /// captures along). `at` tells what stands on each cell, and `pieces` holds the cells
    /// where something stands (a line with none on its origins is passed over unwalked).
    pub fn each_attacker(
        &self,
        geo: &Geometry,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
        pieces: &CellSet,
        hostile: &impl Fn(Piece) -> bool,
        found: &mut impl FnMut(Cell, Piece),
    ) {
        let occupied = |c: Cell| at(c).is_some();
        let t = target.index();
        for (l, line) in self.lines.iter().enumerate() {
            if let Some(origins) = self.origins.get(l * self.cells + t) {
                if !origins.meets(pieces) {
                    continue;
                }
            }
            // `reaches` answers true right after the candidate that captures: the last one
            // accepted is the attacker.
            let last = std::cell::Cell::new(None);
            let candidate = |c: Cell| match at(c) {
                Some(p) if line.captures_with(p) && hostile(p) => {
                    last.set(Some((c, p)));
                    true
                }
                _ => false,
            };
            if reaches(geo, line.shape, target, line.delta, &occupied, &candidate) {
                if let Some((c, p)) = last.get() {
                    found(c, p);
                }
            }
        }
    }

    /// [`AttackTable::attacked`], told which cells are `occupied` and which hold a piece for
    /// which `hostile` is true (`hostile_cells`): a line with none of those on its origins is
    /// passed over, and along a ray the nearest occupied origin is found from the sets without
    /// a walk. `None` when the table has no origins (a geometry too large for a [`CellSet`]).
    #[inline]
    pub fn attacked_among_sets(
        &self,
        geo: &Geometry,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
        occupied: &CellSet,
        hostile_cells: &CellSet,
        hostile: &impl Fn(Piece) -> bool,
    ) -> Option<bool> {
        let t = target.index();
        if self.origins.is_empty() || t >= self.cells {
            return None;
        }
        let is_occupied = |c: Cell| occupied.contains(c);
        let line_attacks = |l: usize| {
            let line = &self.lines[l];
            let i = l * self.cells + t;
            let origins = &self.origins[i];
            if !origins.meets(hostile_cells) {
                return false;
            }
            let capturer = |c: Cell| at(c).is_some_and(|p| line.captures_with(p) && hostile(p));
            match self.scan[i] {
                RayOrder::Other => {
                    reaches(geo, line.shape, target, line.delta, &is_occupied, &capturer)
                }
                order => order.nearest(&origins.and(occupied)).is_some_and(capturer),
            }
        };
        for (g, group) in self.groups.iter().enumerate() {
            // A group whose origins together hold no hostile piece is passed over at once.
            if !self.group_origins[g * self.cells + t].meets(hostile_cells) {
                continue;
            }
            if (group.first as usize..group.end as usize).any(line_attacks) {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Whether any piece for which `hostile` is true captures on `target` (whatever stands there).
    /// `at` tells what stands on each cell.
    #[inline]
    pub fn attacked(
        &self,
        geo: &Geometry,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
        hostile: &impl Fn(Piece) -> bool,
    ) -> bool {
        let occupied = |c: Cell| at(c).is_some();
        self.lines.iter().any(|line| {
            let candidate = |c: Cell| at(c).is_some_and(|p| line.captures_with(p) && hostile(p));
            reaches(geo, line.shape, target, line.delta, &occupied, &candidate)
        })
    }
}

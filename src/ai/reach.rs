//! The cells each piece reaches, for the evaluation's mobility and its map of attacks, walked
//! over rays of cells built once per game instead of stepping through the geometry for every
//! piece of every position evaluated.
//!
//! For each kind, facing and cell the table holds the rays of the kind's leapers and riders:
//! the cells in order, as the geometry gives them (walls, holes, wrap-around and every board
//! included), with the atom's mode. A leap is a ray of one cell. A hopper's ray is walked past
//! its screen to the piece beyond; a bent rider has a ray of one cell for its first step and,
//! behind that cell (walked only when it is empty), a ray for each way it may continue.

use crate::geometry::{Cell, CellSet, Geometry};

use crate::piece::{outward, Atom, Facing, Piece, PieceDef, Seen, Shape, TargetSets};
use crate::position::Position;
use crate::variant::Variant;

/// One ray: `cells[start..start + len]`, whether the atom moves to and captures on them, and
/// whether it slides (a piece on a cell stops it) or leaps (all the cells of one leaper atom,
/// each reached whatever stands on the others); whether it hops (a hopper: the first piece on
/// it is the screen, the next the only one it may take); and the cell that must be empty for
/// it to be walked at all ([`NO_GATE`] when none: the first step of a bent rider).
#[derive(Clone, Copy, Debug)]
struct Ray {
    start: u32,
    len: u16,
    gate: u16,
    moves: bool,
    captures: bool,
    slides: bool,
    hops: bool,
}

/// How a kind's reach is walked: its plain rays only; its plain rays and those in
/// `ReachTable::odd_index`; by its atoms, through the geometry.
const PLAIN: u8 = 0;
const ODD: u8 = 1;
const BY_ATOMS: u8 = 2;

/// The gate of a ray walked whatever stands anywhere.
const NO_GATE: u16 = u16::MAX;

/// Adds the rays of an atom for a piece facing `facing` on `from`: to `rays` the plain ones,
/// to `odd` those of a hopper and those behind a gate.
fn add_rays(
    geo: &Geometry,
    atom: &Atom,
    facing: Facing,
    from: Cell,
    rays: &mut Vec<Ray>,
    odd: &mut Vec<Ray>,
    ray_cells: &mut Vec<u8>,
) {
    let mut push = |start: usize, ray_cells: &[u8], slides: bool, hops: bool, gate: u16| {
        if ray_cells.len() > start {
            let to = if hops || gate != NO_GATE {
                &mut *odd
            } else {
                &mut *rays
            };
            to.push(Ray {
                start: start as u32,
                len: (ray_cells.len() - start) as u16,
                gate,
                moves: atom.mode.moves(),
                captures: atom.mode.captures(),
                slides,
                hops,
            });
        }
    };
    let turned = atom.deltas.iter().map(|&d| facing.turn(d));
    match atom.shape {
        Shape::Rider { max } => {
            let limit = if max == 0 { usize::MAX } else { max as usize };
            for d in turned {
                let start = ray_cells.len();
                ray_cells.extend(geo.ray(from, d).take(limit).map(|c| c.0 as u8));
                push(start, ray_cells, true, false, NO_GATE);
            }
        }
        Shape::Hopper => {
            for d in turned {
                let start = ray_cells.len();
                ray_cells.extend(geo.ray(from, d).map(|c| c.0 as u8));
                push(start, ray_cells, true, true, NO_GATE);
            }
        }
        Shape::BentRider => {
            for d in turned {
                let Some(first) = geo.step(from, d) else {
                    continue;
                };
                let start = ray_cells.len();
                ray_cells.push(first.0 as u8);
                push(start, ray_cells, false, false, NO_GATE);
                for o in outward(d) {
                    let start = ray_cells.len();
                    ray_cells.extend(geo.ray(first, o).map(|c| c.0 as u8));
                    push(start, ray_cells, true, false, first.0);
                }
            }
        }
        _ => {
            let start = ray_cells.len();
            ray_cells.extend(turned.filter_map(|d| geo.step(from, d)).map(|c| c.0 as u8));
            push(start, ray_cells, false, false, NO_GATE);
        }
    }
}

/// The cells of a position as sets, for the reach of a piece from the words of its board: the
/// occupied cells, those of the enemies of the piece's owner, and the cells whose entries of the
/// map of attacks are wanted.
pub(crate) struct Words<'a> {
    pub occupied: &'a CellSet,
    pub prey: &'a CellSet,
    pub wanted: &'a CellSet,
}

/// Whether no cell lies on two of `rays` (whose cells are in `ray_cells`).
fn rays_apart(rays: &[Ray], ray_cells: &[u8]) -> bool {
    let mut seen = CellSet::EMPTY;
    rays.iter()
        .flat_map(|r| &ray_cells[r.start as usize..r.start as usize + r.len as usize])
        .all(|&c| {
            let c = Cell(u16::from(c));
            let fresh = !seen.contains(c);
            seen.insert(c);
            fresh
        })
}

/// What stands on a cell for the walk: nobody, or the index of the owner.
const EMPTY: u8 = u8::MAX;

/// The most cells a game may have for the walk over rays; the maps of owners and attacks have
/// at least this many entries.
pub(crate) const CELLS: usize = 256;

/// The rays of every kind, facing and cell. See the module documentation.
pub(crate) struct ReachTable {
    cells: usize,
    /// `index[(kind * 4 + facing) * cells + cell]`: the range of `rays` for a piece there (its
    /// plain rays).
    index: Vec<(u32, u32)>,
    /// Indexed as `index`: the range of the rays of a hopper or behind a gate (empty in a game
    /// without such pieces).
    odd_index: Vec<(u32, u32)>,
    rays: Vec<Ray>,
    ray_cells: Vec<u8>,
    /// Per kind: how its reach is walked, [`PLAIN`], [`ODD`] or [`BY_ATOMS`].
    walk_of: Vec<u8>,
    /// Per kind: whether its reach may come from the words of its board, where the game gives
    /// it target sets ([`TargetSets`]): a plain kind whose rays never share a cell, so that a
    /// cell reached is reached once, as the walk counts it.
    by_words: Vec<bool>,
    /// Whether the map of attacks is wanted (games with check), or only the counts.
    map: bool,
    /// With `map`, per entry of `index`: every cell on its rays (all cells for a kind that
    /// moves by its atoms).
    span: Vec<CellSet>,
    /// `hostile[a * players + b]`: a piece of `b` is an enemy of `a`.
    hostile: Vec<bool>,
    players: usize,
}

impl ReachTable {
    /// The rays of a catalogue on a geometry; `enemies(a, b)` tells whether `b`'s pieces are
    /// `a`'s enemies.
    pub fn new(
        pieces: &[PieceDef],
        geo: &Geometry,
        players: usize,
        map: bool,
        enemies: impl Fn(usize, usize) -> bool,
    ) -> ReachTable {
        let cells = geo.len();
        let mut index = Vec::with_capacity(pieces.len() * 4 * cells);
        let mut rays = Vec::new();
        let mut odd = Vec::new();
        let mut odd_index = Vec::with_capacity(pieces.len() * 4 * cells);
        let mut ray_cells = Vec::new();
        let mut span = Vec::new();

        let walk_of: Vec<u8> = pieces
            .iter()
            .map(|d| {
                if cells > CELLS {
                    BY_ATOMS
                } else if d
                    .atoms
                    .iter()
                    .any(|a| matches!(a.shape, Shape::Hopper | Shape::BentRider))
                {
                    ODD
                } else {
                    PLAIN
                }
            })
            .collect();
        for (kind, def) in pieces.iter().enumerate() {
            for facing in Facing::ALL {
                for from in geo.cells() {
                    let first = rays.len() as u32;
                    if walk_of[kind] != BY_ATOMS {
                        for atom in &def.atoms {
                            add_rays(geo, atom, facing, from, &mut rays, &mut odd, &mut ray_cells);
                        }
                    }
                    let plain = rays.len() as u32;
                    rays.append(&mut odd);
                    index.push((first, plain));
                    odd_index.push((plain, rays.len() as u32));
                    if map {
                        span.push(if walk_of[kind] == BY_ATOMS {
                            geo.cells().collect()
                        } else {
                            let on_rays = rays[first as usize..].iter().flat_map(|r| {
                                let start = r.start as usize;
                                ray_cells[start..start + r.len as usize].iter()
                            });
                            on_rays.map(|&c| Cell(c as u16)).collect()
                        });
                    }
                }
            }
        }
        let hostile = (0..players * players)
            .map(|i| enemies(i / players, i % players))
            .collect();
        if odd_index.iter().all(|&(a, b)| a == b) {
            odd_index = Vec::new();
        }
        let by_words = (0..pieces.len())
            .map(|kind| {
                walk_of[kind] == PLAIN
                    && index[kind * 4 * cells..(kind + 1) * 4 * cells].iter().all(
                        |&(first, plain)| {
                            rays_apart(&rays[first as usize..plain as usize], &ray_cells)
                        },
                    )
            })
            .collect();
        ReachTable {
            by_words,
            cells,
            index,
            odd_index,
            rays,
            ray_cells,
            walk_of,
            map,
            span,
            hostile,
            players,
        }
    }

    /// Makes every kind walked by its atoms through the geometry, and every piece walked for the
    /// map of attacks: the reference of the tests.
    #[cfg(test)]
    pub fn walk_every_piece_by_atoms(&mut self) {
        self.walk_of.fill(BY_ATOMS);
        self.by_words.fill(false);
        let every: CellSet = (0..CELLS).map(|i| Cell(i as u16)).collect();
        self.span.fill(every);
    }

    /// Notes who stands on each cell of `pieces` in `owners`.
    pub fn owners(pieces: &[(Cell, Piece)], owners: &mut [u8]) {
        owners.fill(EMPTY);
        for &(c, p) in pieces {
            owners[c.index()] = p.owner.0;
        }
    }

    /// Whether `piece` on `from` could reach a cell of `cells` (always, without the map).
    pub fn may_meet(&self, from: Cell, piece: Piece, cells: &CellSet) -> bool {
        let i = (piece.kind.index() * 4 + piece.facing.index()) * self.cells + from.index();
        self.span.get(i).is_none_or(|span| span.meets(cells))
    }

    /// The number of cells `piece` on `from` reaches (a move to an empty cell, or a capture of
    /// an enemy piece), each noted once more in `row`, the attack map of its owner (at least
    /// those of `words.wanted`). `owners` is what [`ReachTable::owners`] noted for `pos`,
    /// `words` the sets of its cells.
    #[allow(clippy::too_many_arguments)]
    pub fn reach(
        &self,
        v: &Variant,
        pos: &Position,
        owners: &[u8],
        from: Cell,
        piece: Piece,
        row: &mut [u8],
        words: &Words,
    ) -> i32 {
        let kind = piece.kind.index();
        if self.by_words[kind] {
            if let Some(sets) = v.target_sets(piece.kind, piece.facing) {
                return self.reach_by_words(sets, from, words, row);
            }
        }
        let walk = self.walk_of[kind];
        if walk == BY_ATOMS {
            return reach_by_atoms(v, pos, from, piece, row);
        }
        let me = piece.owner.index();
        let hostile = &self.hostile[me * self.players..(me + 1) * self.players];
        let i = (kind * 4 + piece.facing.index()) * self.cells + from.index();
        let (first, plain) = self.index[i];
        let owners: &[u8; CELLS] = owners[..CELLS].try_into().expect("a map of every cell");
        let row: &mut [u8; CELLS] = (&mut row[..CELLS]).try_into().expect("a map of every cell");
        let mut count = 0;
        for ray in &self.rays[first as usize..plain as usize] {
            self.walk(ray, owners, hostile, row, &mut count);
        }
        if walk == PLAIN {
            return count;
        }
        let (plain, end) = self.odd_index.get(i).copied().unwrap_or_default();
        for ray in &self.rays[plain as usize..end as usize] {
            if ray.gate != NO_GATE && owners[ray.gate as usize] != EMPTY {
                continue;
            }
            if ray.hops {
                count += self.hop(ray, owners, hostile, row);
            } else {
                self.walk(ray, owners, hostile, row, &mut count);
            }
        }
        count
    }

    /// [`ReachTable::reach`] from the target sets of the piece and the words of its board: the
    /// map noted only on the cells of `words.wanted`.
    #[inline]
    fn reach_by_words(&self, sets: &TargetSets, from: Cell, words: &Words, row: &mut [u8]) -> i32 {
        let b = from.index() / 64 % 4;
        let occupied = words.occupied.words()[b];
        let (captures, moves) = sets.reach(from, occupied);
        let reached = (captures & words.prey.words()[b]) | (moves & !occupied);
        if self.map {
            let mut hits = reached & words.wanted.words()[b];
            while hits != 0 {
                if let Some(n) = row.get_mut(b * 64 + hits.trailing_zeros() as usize) {
                    *n = n.saturating_add(1);
                }
                hits &= hits - 1;
            }
        }
        reached.count_ones() as i32
    }

    /// Counts in `count` the cells reached along a ray that does not hop.
    #[inline(always)]
    fn walk(
        &self,
        ray: &Ray,
        owners: &[u8; CELLS],
        hostile: &[bool],
        row: &mut [u8; CELLS],
        count: &mut i32,
    ) {
        let start = ray.start as usize;
        for &c in &self.ray_cells[start..start + ray.len as usize] {
            let c = c as usize;
            let o = owners[c];
            let reached = if o == EMPTY {
                ray.moves
            } else {
                ray.captures && hostile.get(o as usize).copied().unwrap_or(false)
            };
            if reached {
                *count += 1;
                if self.map {
                    row[c] = row[c].saturating_add(1);
                }
            }
            if o != EMPTY && ray.slides {
                break;
            }
        }
    }

    /// The cells a hopper reaches along `ray`: the empty cells before the screen when it moves
    /// there, and the first piece beyond the screen when it may take it.
    fn hop(&self, ray: &Ray, owners: &[u8; CELLS], hostile: &[bool], row: &mut [u8; CELLS]) -> i32 {
        let mut count = 0;
        let mut reach = |c: usize| {
            count += 1;
            if self.map {
                row[c] = row[c].saturating_add(1);
            }
        };
        let mut screened = false;
        let start = ray.start as usize;
        for &c in &self.ray_cells[start..start + ray.len as usize] {
            let c = c as usize;
            let o = owners[c];
            if !screened {
                if o != EMPTY {
                    screened = true;
                } else if ray.moves {
                    reach(c);
                }
            } else if o != EMPTY {
                if ray.captures && hostile.get(o as usize).copied().unwrap_or(false) {
                    reach(c);
                }
                break;
            }
        }
        count
    }
}

/// [`ReachTable::reach`] from the piece's atoms, stepping through the geometry.
pub(super) fn reach_by_atoms(
    v: &Variant,
    pos: &Position,
    from: Cell,
    piece: Piece,
    row: &mut [u8],
) -> i32 {
    let geo = v.geometry();
    let def = v.piece(piece.kind);
    let look = |c: Cell| match pos.piece_at(c) {
        None => Seen::Empty,
        Some(q) if v.enemies(piece.owner, q.owner) => Seen::Enemy,
        Some(_) => Seen::Friend,
    };
    let mut count = 0;
    for atom in &def.atoms {
        atom.targets(geo, from, piece.facing, &look, &mut |to, _| {
            count += 1;
            row[to.index()] = row[to.index()].saturating_add(1);
        });
    }
    count
}

//! The cells each piece reaches, for the evaluation's mobility and its map of attacks, walked
//! over rays of cells built once per game instead of stepping through the geometry for every
//! piece of every position evaluated.
//!
//! For each kind, facing and cell the table holds the rays of the kind's leapers and riders:
//! the cells in order, as the geometry gives them (walls, holes, wrap-around and every board
//! included), with the atom's mode. A leap is a ray of one cell. A hopper's ray is walked past
//! its screen to the piece beyond; a bent rider has a ray of one cell for its first step and,
//! behind that cell (walked only when it is empty), a ray for each way it may continue.

use super::eval::Tables;
use crate::geometry::{Cell, CellSet, Geometry};

use crate::piece::{outward, Atom, Facing, Piece, PieceDef, Seen, Shape};
use crate::position::Position;

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

/// The gate of a ray walked whatever stands anywhere.
const NO_GATE: u16 = u16::MAX;

/// Adds the rays of an atom (of a leaper or a rider) for a piece facing `facing` on `from`.
fn add_rays(
    geo: &Geometry,
    atom: &Atom,
    facing: Facing,
    from: Cell,
    rays: &mut Vec<Ray>,
    ray_cells: &mut Vec<u8>,
) {
    let mut push = |start: usize, ray_cells: &[u8], slides: bool, hops: bool, gate: u16| {
        if ray_cells.len() > start {
            rays.push(Ray {
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

/// What stands on a cell for the walk: nobody, or the index of the owner.
const EMPTY: u8 = u8::MAX;

/// The most cells a game may have for the walk over rays; the maps of owners and attacks have
/// at least this many entries.
pub(crate) const CELLS: usize = 256;

/// The rays of every kind, facing and cell. See the module documentation.
pub(crate) struct ReachTable {
    cells: usize,
    /// `index[(kind * 4 + facing) * cells + cell]`: the range of `rays` for a piece there.
    index: Vec<(u32, u32)>,
    rays: Vec<Ray>,
    ray_cells: Vec<u8>,
    /// Per kind: its reach comes from its atoms (any kind on a geometry of more than [`CELLS`]
    /// cells).
    by_atoms: Vec<bool>,
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
        let mut ray_cells = Vec::new();
        let mut span = Vec::new();
        let by_atoms: Vec<bool> = pieces.iter().map(|_| cells > CELLS).collect();
        for (kind, def) in pieces.iter().enumerate() {
            for facing in Facing::ALL {
                for from in geo.cells() {
                    let first = rays.len() as u32;
                    if !by_atoms[kind] {
                        for atom in &def.atoms {
                            add_rays(geo, atom, facing, from, &mut rays, &mut ray_cells);
                        }
                    }
                    index.push((first, rays.len() as u32));
                    if map {
                        span.push(if by_atoms[kind] {
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
        ReachTable {
            cells,
            index,
            rays,
            ray_cells,
            by_atoms,
            map,
            span,
            hostile,
            players,
        }
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
    /// an enemy piece), each noted once more in `row`, the attack map of its owner. `owners` is
    /// what [`ReachTable::owners`] noted for `pos`.
    pub fn reach(
        &self,
        t: &Tables,
        pos: &Position,
        owners: &[u8],
        from: Cell,
        piece: Piece,
        row: &mut [u8],
    ) -> i32 {
        let kind = piece.kind.index();
        if self.by_atoms[kind] {
            return reach_by_atoms(t, pos, from, piece, row);
        }
        let me = piece.owner.index();
        let hostile = &self.hostile[me * self.players..(me + 1) * self.players];
        let (first, end) =
            self.index[(kind * 4 + piece.facing.index()) * self.cells + from.index()];
        let owners: &[u8; CELLS] = owners[..CELLS].try_into().expect("a map of every cell");
        let row: &mut [u8; CELLS] = (&mut row[..CELLS]).try_into().expect("a map of every cell");
        let mut count = 0;
        for ray in &self.rays[first as usize..end as usize] {
            let start = ray.start as usize;
            let cells = &self.ray_cells[start..start + ray.len as usize];
            if ray.gate != NO_GATE && owners[ray.gate as usize] != EMPTY {
                continue;
            }
            if ray.hops {
                count += self.hop(ray, cells, owners, hostile, row);
                continue;
            }
            for &c in cells {
                let c = c as usize;
                let o = owners[c];
                let reached = if o == EMPTY {
                    ray.moves
                } else {
                    ray.captures && hostile.get(o as usize).copied().unwrap_or(false)
                };
                if reached {
                    count += 1;
                    if self.map {
                        row[c] = row[c].saturating_add(1);
                    }
                }
                if o != EMPTY && ray.slides {
                    break;
                }
            }
        }
        count
    }

    /// The cells a hopper reaches along `ray` (its `cells`): the empty cells before the screen
    /// when it moves there, and the first piece beyond the screen when it may take it.
    fn hop(
        &self,
        ray: &Ray,
        cells: &[u8],
        owners: &[u8; CELLS],
        hostile: &[bool],
        row: &mut [u8; CELLS],
    ) -> i32 {
        let mut count = 0;
        let mut reach = |c: usize| {
            count += 1;
            if self.map {
                row[c] = row[c].saturating_add(1);
            }
        };
        let mut screened = false;
        for &c in cells {
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
    t: &Tables,
    pos: &Position,
    from: Cell,
    piece: Piece,
    row: &mut [u8],
) -> i32 {
    let v = &*t.variant;
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

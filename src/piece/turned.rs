//! An atom's deltas turned by each facing once per game, and the cells a leaper or a rider
//! passes from every cell: what the move generator would otherwise work out again for every
//! piece it moves.

use super::{Atom, Facing, Shape};
use crate::geometry::{Cell, Delta, Geometry};

/// One atom of a piece facing one way, on one geometry.
#[derive(Clone, Debug, Default)]
pub struct Turned {
    /// The atom's deltas turned by the facing, in the atom's order.
    pub deltas: Vec<Delta>,
    /// For a leaper or a rider, per cell and delta (`cell * deltas.len() + delta`), where its
    /// line starts in `cells`, and one more entry for the end of the last; empty for the other
    /// shapes.
    starts: Vec<u32>,
    /// The lines one after the other: a leaper's target (none where it leads off the board), a
    /// rider's ray nearest first (at most `max` cells when it has a limit).
    cells: Vec<Cell>,
}

impl Turned {
    /// The atom `atom` of a piece facing `facing` on `geo`.
    pub fn new(atom: &Atom, facing: Facing, geo: &Geometry) -> Turned {
        let deltas: Vec<Delta> = atom.deltas.iter().map(|&d| facing.turn(d)).collect();
        let (mut starts, mut cells) = (Vec::new(), Vec::new());
        if let Shape::Leaper | Shape::Rider { .. } = atom.shape {
            for c in geo.cells() {
                for &d in &deltas {
                    starts.push(cells.len() as u32);
                    match atom.shape {
                        Shape::Rider { max } if max > 0 => {
                            cells.extend(geo.ray(c, d).take(max as usize))
                        }
                        Shape::Rider { .. } => cells.extend(geo.ray(c, d)),
                        _ => cells.extend(geo.step(c, d)),
                    }
                }
            }
            starts.push(cells.len() as u32);
        }
        Turned {
            deltas,
            starts,
            cells,
        }
    }

    /// Whether the lines of the atom are kept (a leaper or a rider).
    #[inline]
    pub fn has_lines(&self) -> bool {
        !self.starts.is_empty()
    }

    /// Every cell of the lines from `from`, one line after the other (see
    /// [`Turned::for_each_line`]): a leaper's targets.
    #[inline]
    pub fn cells_from(&self, from: Cell) -> &[Cell] {
        let n = self.deltas.len();
        let range = self
            .starts
            .get(from.index() * n)
            .zip(self.starts.get((from.index() + 1) * n));
        range
            .and_then(|(&a, &b)| self.cells.get(a as usize..b as usize))
            .unwrap_or(&[])
    }

    /// Calls `f` with the line of each delta from `from` in order (see [`Turned::has_lines`]): a
    /// leaper's target, if any, or a rider's cells nearest first.
    #[inline]
    pub fn for_each_line(&self, from: Cell, mut f: impl FnMut(&[Cell])) {
        let n = self.deltas.len();
        let Some(starts) = self.starts.get(from.index() * n..=(from.index() + 1) * n) else {
            return;
        };
        for pair in starts.windows(2) {
            f(self
                .cells
                .get(pair[0] as usize..pair[1] as usize)
                .unwrap_or(&[]));
        }
    }
}

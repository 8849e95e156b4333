//! An atom's deltas turned by each facing once per game, and a leaper's targets from every cell:
//! what the move generator would otherwise work out again for every piece it moves.

use super::{Atom, Facing, Shape};
use crate::geometry::{Cell, Delta, Geometry};

/// One atom of a piece facing one way, on one geometry.
#[derive(Clone, Debug, Default)]
pub struct Turned {
    /// The atom's deltas turned by the facing, in the atom's order.
    pub deltas: Vec<Delta>,
    /// For a leaper, per cell, the cell each turned delta leads to (`None`: off the board),
    /// `deltas.len()` entries a cell; empty for the other shapes.
    leaps: Vec<Option<Cell>>,
}

impl Turned {
    /// The atom `atom` of a piece facing `facing` on `geo`.
    pub fn new(atom: &Atom, facing: Facing, geo: &Geometry) -> Turned {
        let deltas: Vec<Delta> = atom.deltas.iter().map(|&d| facing.turn(d)).collect();
        let leaps = if atom.shape == Shape::Leaper {
            geo.cells()
                .flat_map(|c| deltas.iter().map(move |&d| geo.step(c, d)))
                .collect()
        } else {
            Vec::new()
        };
        Turned { deltas, leaps }
    }

    /// A leaper's targets from `from`, one per delta in order (`None` where a delta leads off
    /// the board); empty for the other shapes.
    #[inline]
    pub fn leaps(&self, from: Cell) -> &[Option<Cell>] {
        let n = self.deltas.len();
        self.leaps
            .get(from.index() * n..(from.index() + 1) * n)
            .unwrap_or(&[])
    }
}

//! A table for answering "is this cell attacked" quickly, built once per game from its pieces.
//!
//! Each capturing atom of each kind contributes one line per delta (turned by every facing when
//! the kind is not symmetric). Lines with the same shape and delta are merged, with the set of
//! kinds (and, for kinds that depend on their facing, the facing) that capture along them; so a
//! rook and a queen share one ray search.

use super::atom::reaches;
use super::{Facing, Piece, PieceDef, Shape};
use crate::geometry::{Cell, Delta, Geometry};

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

/// Every way a capture can reach a cell, merged by shape and delta. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct AttackTable {
    lines: Vec<Line>,
}

impl AttackTable {
    /// Builds the table for a catalogue (at most 64 kinds).
    pub fn new(pieces: &[PieceDef]) -> AttackTable {
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
        AttackTable { lines }
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
            let candidate = |c: Cell| match at(c) {
                Some(p) => {
                    let bit = 1u64 << p.kind.index();
                    (line.any_facing & bit != 0 || line.by_facing[p.facing.index()] & bit != 0)
                        && hostile(p)
                }
                None => false,
            };
            reaches(geo, line.shape, target, line.delta, &occupied, &candidate)
        })
    }
}

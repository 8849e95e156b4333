//! The rays in the eight unit directions as sets of cells, built once per geometry, with the
//! order of their cell ids: where the ids grow (or shrink) along a ray, the nearest occupied
//! cell of the ray is the lowest (or highest) member of the ray's set and the occupied cells,
//! found with a few word operations instead of a walk. Rays round a cylinder, or through holes
//! that break the order, are walked as before.

use super::{Cell, CellSet, Delta, Geometry};

/// How the ids of a ray's cells run from the nearest cell to the farthest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RayOrder {
    /// Increasing (or at most one cell): the nearest member is the lowest.
    Increasing,
    /// Decreasing: the nearest member is the highest.
    Decreasing,
    /// Neither: the ray must be walked.
    Other,
}

impl RayOrder {
    /// The order of the cells of a ray, nearest first.
    pub fn of(cells: impl Iterator<Item = Cell>) -> RayOrder {
        let (mut up, mut down, mut last) = (true, true, None);
        for c in cells {
            if let Some(l) = last {
                up &= l < c;
                down &= l > c;
            }
            last = Some(c);
        }
        match (up, down) {
            (true, _) => RayOrder::Increasing,
            (false, true) => RayOrder::Decreasing,
            (false, false) => RayOrder::Other,
        }
    }

    /// The member of `cells` nearest the start of a ray of this order (`None` for
    /// [`RayOrder::Other`], which must be walked, or for an empty set).
    #[inline]
    pub fn nearest(self, cells: &CellSet) -> Option<Cell> {
        match self {
            RayOrder::Increasing => cells.first(),
            RayOrder::Decreasing => cells.last(),
            RayOrder::Other => None,
        }
    }
}

/// The index of a unit direction (one of the eight, each component -1, 0 or 1).
#[inline]
fn unit(d: Delta) -> Option<usize> {
    // Each component shifted to 0..3 when it is -1, 0 or 1 (a smaller one wraps far above).
    let f = (d.df as i32 + 1) as u32 as usize;
    let r = (d.dr as i32 + 1) as u32 as usize;
    (f < 3 && r < 3 && (f, r) != (1, 1)).then_some(f * 3 + r)
}

/// Per unit direction and cell, the ray's cells and their order.
#[derive(Clone, Debug, Default)]
pub(super) struct UnitRays {
    cells: usize,
    rays: Vec<(CellSet, RayOrder)>,
}

impl UnitRays {
    /// The rays of `geo` (none for a geometry larger than a [`CellSet`]).
    pub(super) fn new(geo: &Geometry) -> UnitRays {
        let n = geo.len();
        if n > CellSet::CAPACITY {
            return UnitRays::default();
        }
        let mut rays = vec![(CellSet::EMPTY, RayOrder::Other); 9 * n];
        for df in -1i8..=1 {
            for dr in -1i8..=1 {
                let d = Delta::new(df, dr);
                let Some(u) = unit(d) else { continue };
                for c in geo.cells() {
                    let mut set = CellSet::EMPTY;
                    let order = RayOrder::of(geo.ray(c, d).inspect(|&t| set.insert(t)));
                    rays[u * n + c.index()] = (set, order);
                }
            }
        }
        UnitRays { cells: n, rays }
    }
}

impl Geometry {
    /// The cells of the ray from `c` in direction `d` (see [`Geometry::ray`]) as a set, and the
    /// order of their ids, for the eight unit directions; `None` for other directions and for
    /// a geometry larger than a [`CellSet`].
    #[inline]
    pub fn unit_ray(&self, c: Cell, d: Delta) -> Option<&(CellSet, RayOrder)> {
        let u = unit(d)?;
        self.unit_rays
            .rays
            .get(u * self.unit_rays.cells + c.index())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{chessboards, orwell_cylinder};

    /// Exactly the eight unit directions have an index, each its own.
    #[test]
    fn the_eight_unit_directions_and_no_other() {
        let mut seen = Vec::new();
        for df in -3i8..=3 {
            for dr in -3i8..=3 {
                let is_unit = df.abs() <= 1 && dr.abs() <= 1 && (df, dr) != (0, 0);
                let u = unit(Delta::new(df, dr));
                assert_eq!(u.is_some(), is_unit, "({df}, {dr})");
                seen.extend(u);
            }
        }
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 8);
    }

    /// Each ray's set holds the cells the walk gives, and its order tells which end of the set
    /// is nearest: on two boards every ray's ids run one way; on the cylinder the rays that
    /// cross the seam do not.
    #[test]
    fn sets_and_orders_follow_the_walk() {
        for (spec, any_other) in [(chessboards(2), false), (orwell_cylinder(), true)] {
            let geo = Geometry::new(spec).expect("the spec is valid");
            let mut others = 0;
            for c in geo.cells() {
                for d in [Delta::new(1, 0), Delta::new(-1, 1), Delta::new(0, -1)] {
                    let walk: Vec<Cell> = geo.ray(c, d).collect();
                    let &(set, order) = geo.unit_ray(c, d).expect("a unit direction");
                    assert_eq!(set.iter().collect::<Vec<_>>().len(), walk.len());
                    assert!(walk.iter().all(|&w| set.contains(w)));
                    match order {
                        RayOrder::Other => others += 1,
                        o => assert_eq!(o.nearest(&set), walk.first().copied(), "{c:?} {d:?}"),
                    }
                }
            }
            assert_eq!(others > 0, any_other);
        }
    }
}

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
    let unit = d.df.abs() <= 1 && d.dr.abs() <= 1 && (d.df, d.dr) != (0, 0);
    unit.then(|| (d.df + 1) as usize * 3 + (d.dr + 1) as usize)
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

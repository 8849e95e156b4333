//! The tables of the evaluation, built once per game from its data: per kind of piece its
//! value, centralisation and mobility weights; per cell its closeness to the centre and, per
//! player, a pawn's advancement there; the king zones; the rays pieces reach along; and the
//! numbers of the evaluation (`weights.rs`).

use super::reach::ReachTable;
use super::weights::Weights;
use crate::geometry::{Cell, CellSet, Delta, Geometry};
use crate::piece::{Facing, Piece, PieceDef, Player, Shape};
use crate::position::Position;
use crate::variant::Variant;
use std::sync::Arc;

/// Per kind of piece: what the evaluation needs to know.
#[derive(Clone, Debug)]
pub(crate) struct KindInfo {
    pub value: i32,
    pub royal: bool,
    pub pawn: bool,
    /// Centipawns per unit of centralisation.
    pub centre: i32,
    /// Centipawns per reachable cell.
    pub mobility: i32,
}

/// Tables built once per game.
pub(crate) struct Tables {
    pub variant: Arc<Variant>,
    pub kinds: Vec<KindInfo>,
    /// Per cell: closeness to the centre of its board (0 at the corners).
    pub centre: Vec<i32>,
    /// Non-pawn, non-royal material of all players at the start (for the game phase).
    pub start_material: i32,
    /// The eight king steps.
    pub around: Vec<Delta>,
    /// Per kind, per cell: the terms of a piece there that do not change during a game (its
    /// value, unless royal in a game with check, and its centralisation, unless royal).
    pub fixed: Vec<i32>,
    /// Per player, per cell: the square of a pawn's advancement there, the longest distance to
    /// the player's promotion zone less the distance from there (0 where it cannot promote).
    pub advance: Vec<i32>,
    /// Per player, per cell: a pawn's steps there past the middle of its way to promotion
    /// (half the distance from its start, rounded up, less its distance there; 0 before the
    /// middle and where it cannot promote), for the weight `pawn_far`.
    pub far: Vec<i32>,
    /// Per kind, facing and cell, for the pieces (not pawns or royal pieces) that only leap
    /// and capture as they move: the cells two of their leaps away, whatever stands between
    /// (a royal piece there is one leap from being attacked: the weight `leaper_near_royal`).
    /// Empty when that weight is 0.
    two_leaps: Vec<CellSet>,
    /// The rays pieces reach along (mobility and the attack map).
    pub reach: ReachTable,
    /// The numbers of the evaluation.
    pub w: Weights,
    /// Per cell, the king zone of a royal piece there, where the enemy attacks count in its
    /// danger: the cell and the cells around it.
    zones: Vec<Vec<Cell>>,
    /// The same zones as sets of cells.
    zone_sets: Vec<CellSet>,
    /// Per board, its cells.
    pub boards: Vec<CellSet>,
}

impl Tables {
    /// Builds the tables of a game, with these numbers.
    pub fn new(variant: &Arc<Variant>, w: &Weights) -> Tables {
        let v = &**variant;
        let geo = v.geometry();
        let kinds: Vec<KindInfo> = v
            .pieces()
            .iter()
            .map(|d| {
                let leaper_only = d.atoms.iter().all(|a| a.shape == Shape::Leaper);
                let centre = if d.pawn {
                    w.centre_pawn
                } else if d.royal {
                    0
                } else if leaper_only {
                    w.centre_leaper
                } else {
                    w.centre_other
                };
                KindInfo {
                    value: if d.pawn || d.royal {
                        d.value
                    } else {
                        w.value_of(d.letter, d.value)
                    },
                    royal: d.royal,
                    pawn: d.pawn,
                    centre,
                    mobility: if d.pawn || d.royal {
                        0
                    } else {
                        w.mobility_of(d.letter, d.value)
                    },
                }
            })
            .collect();
        let centre: Vec<i32> = geo
            .cells()
            .map(|c| {
                let i = geo.info(c);
                let b = geo.board(i.board);
                let (w, h) = (b.width as i32, b.height as i32);
                let df = (2 * i.file as i32 - (w - 1)).abs();
                let dr = (2 * i.rank as i32 - (h - 1)).abs();
                ((w - 1) + (h - 1) - df - dr) / 2
            })
            .collect();
        let mut to_promotion = Vec::new();
        let mut max_promotion = Vec::new();
        for (pi, info) in v.players().iter().enumerate() {
            let p = Player(pi as u8);
            let fwd = info.facing.forward();
            let row: Vec<Option<u8>> = geo
                .cells()
                .map(|c| {
                    let mut cur = c;
                    for steps in 0..32u8 {
                        if v.promotes_on(p, cur) {
                            return Some(steps);
                        }
                        cur = geo.step(cur, fwd)?;
                    }
                    None
                })
                .collect();
            max_promotion.push(row.iter().flatten().copied().max().unwrap_or(0));
            to_promotion.push(row);
        }
        let start = Position::start(variant);
        let start_material = start
            .pieces()
            .iter()
            .map(|(_, p)| &kinds[p.kind.index()])
            .filter(|k| !k.pawn && !k.royal)
            .map(|k| k.value)
            .sum::<i32>()
            .max(1);
        let around = (-1..=1)
            .flat_map(|df| (-1..=1).map(move |dr| Delta::new(df, dr)))
            .filter(|d| d.df != 0 || d.dr != 0)
            .collect();
        let cells = geo.len();
        let fixed = kinds
            .iter()
            .flat_map(|k: &KindInfo| {
                let centre = &centre;
                (0..cells).map(move |c| {
                    let value = if k.royal && v.royalty.check {
                        0
                    } else {
                        k.value
                    };
                    value + if k.royal { 0 } else { centre[c] * k.centre }
                })
            })
            .collect();
        let advance = to_promotion
            .iter()
            .zip(&max_promotion)
            .flat_map(|(row, &max)| {
                row.iter().map(move |d| {
                    let adv = d.map_or(0, |d| (max as i32 - d as i32).max(0));
                    adv * adv
                })
            })
            .collect();
        // The distance of each player's pawns from promotion at the start: the longest.
        let mut from_start = vec![0i32; to_promotion.len()];
        for (c, p) in start.pieces() {
            if kinds[p.kind.index()].pawn {
                let d = to_promotion[p.owner.index()][c.index()].map_or(0, i32::from);
                from_start[p.owner.index()] = from_start[p.owner.index()].max(d);
            }
        }
        let far = to_promotion
            .iter()
            .zip(&from_start)
            .flat_map(|(row, &from)| {
                let half = (from + 1) / 2;
                row.iter()
                    .map(move |d| d.map_or(0, |d| (half - i32::from(d)).max(0)))
            })
            .collect();
        let two_leaps = if w.leaper_near_royal == 0 {
            Vec::new()
        } else {
            two_leaps(v.pieces(), geo)
        };
        let mut boards = vec![CellSet::EMPTY; geo.board_count()];
        for c in geo.cells() {
            if let Some(set) = boards.get_mut(usize::from(geo.info(c).board)) {
                set.insert(c);
            }
        }
        let players = v.players().len();
        let reach = ReachTable::new(v.pieces(), geo, players, v.royalty.check, |a, b| {
            v.enemies(Player(a as u8), Player(b as u8))
        });
        Tables {
            reach,
            variant: variant.clone(),
            kinds,
            centre,
            fixed,
            advance,
            far,
            two_leaps,
            start_material,
            around,
            w: w.clone(),
            zones: Vec::new(),
            zone_sets: Vec::new(),
            boards,
        }
        .with_zones()
    }

    /// The tables with the king zone of every cell: the cell and the cells around it.
    fn with_zones(mut self) -> Tables {
        let geo = self.variant.geometry();
        self.zones = geo
            .cells()
            .map(|at| {
                let mut zone = vec![at];
                zone.extend(self.around.iter().filter_map(|&d| geo.step(at, d)));
                zone
            })
            .collect();
        self.zone_sets = self
            .zones
            .iter()
            .map(|z| z.iter().copied().collect())
            .collect();
        self
    }

    /// The king zone of a royal piece on `at`.
    pub fn king_zone(&self, at: Cell) -> &[Cell] {
        &self.zones[at.index()]
    }

    /// [`Tables::king_zone`] as a set of cells.
    pub fn king_zone_set(&self, at: Cell) -> CellSet {
        self.zone_sets.get(at.index()).copied().unwrap_or_default()
    }

    /// The cells two leaps from `at` of the piece `p`, if it is a piece that only leaps (see
    /// [`Tables::two_leaps`]) and the weight `leaper_near_royal` is not 0.
    #[inline]
    pub fn two_leaps(&self, p: Piece, at: Cell) -> Option<&CellSet> {
        let cells = self.centre.len();
        let i = (p.kind.index() * 4 + p.facing.index()) * cells + at.index();
        self.two_leaps.get(i).filter(|set| !set.is_empty())
    }
}

/// [`Tables::two_leaps`] for every kind, facing and cell: empty sets for the kinds that do not
/// only leap, capturing as they move.
fn two_leaps(pieces: &[PieceDef], geo: &Geometry) -> Vec<CellSet> {
    let cells = geo.len();
    let mut out = vec![CellSet::EMPTY; pieces.len() * 4 * cells];
    for (k, def) in pieces.iter().enumerate() {
        let leaps_only = !def.pawn
            && !def.royal
            && !def.atoms.is_empty()
            && def
                .atoms
                .iter()
                .all(|a| a.shape == Shape::Leaper && a.mode.moves() && a.mode.captures());
        if !leaps_only {
            continue;
        }
        for f in Facing::ALL {
            let deltas: Vec<Delta> = def
                .atoms
                .iter()
                .flat_map(|a| a.deltas.iter().map(move |&d| f.turn(d)))
                .collect();
            for at in geo.cells() {
                let set = &mut out[(k * 4 + f.index()) * cells + at.index()];
                for &d1 in &deltas {
                    let Some(mid) = geo.step(at, d1) else {
                        continue;
                    };
                    for &d2 in &deltas {
                        if let Some(c) = geo.step(mid, d2).filter(|&c| c != at) {
                            set.insert(c);
                        }
                    }
                }
            }
        }
    }
    out
}

//! En passant chances that last (the four-player games): a pawn's double step may be taken en
//! passant by every opponent on his next turn, until the owner of the pawn moves again. The
//! position keeps one open chance per player at most, oldest first. (Where chances do not last,
//! the single chance of the last move is the position's `ep`.)

use super::{EnPassant, OpenEnPassant, Position};
use crate::geometry::Cell;
use crate::piece::{Facing, Piece, Player};
use crate::variant::Variant;

/// One open chance: the cells of the double step and the owner of the pawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Chance {
    ep: EnPassant,
    owner: Player,
}

/// The open chances, oldest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct OpenChances([Option<Chance>; 4]);

impl OpenChances {
    fn iter(&self) -> impl Iterator<Item = Chance> + '_ {
        self.0.iter().flatten().copied()
    }

    /// The en passant numbers of the cells passed over, together (order does not matter).
    pub(crate) fn key(&self, z: &crate::rules::Zobrist) -> u64 {
        self.iter().fold(0, |k, c| k ^ z.en_passant(c.ep.target))
    }

    /// The cells passed over, oldest first.
    pub(crate) fn targets(&self) -> Vec<Cell> {
        self.iter().map(|c| c.ep.target).collect()
    }

    /// The chances as a setup gives them, oldest first: a pawn is named unless it is the only
    /// one that may have passed over its cell (so the position text reads back the same
    /// chances, also with the board turned).
    pub(crate) fn setup(&self, v: &Variant, sq: &[Option<Piece>]) -> Vec<OpenEnPassant> {
        self.iter()
            .map(|c| {
                let mut found = candidates(v, sq, c.ep.target);
                let alone = found.next() == Some(c) && found.next().is_none();
                OpenEnPassant {
                    target: c.ep.target,
                    pawn: (!alone).then_some(c.ep.victim),
                }
            })
            .collect()
    }

    /// Keeps the chances for which `keep` is true, in their order, at the front.
    fn retain(&mut self, keep: impl Fn(&Chance) -> bool) {
        let mut kept = OpenChances::default();
        for (slot, c) in kept.0.iter_mut().zip(self.iter().filter(|c| keep(c))) {
            *slot = Some(c);
        }
        *self = kept;
    }

    /// Adds a chance, dropping the oldest when full.
    fn push(&mut self, c: Chance) {
        if let Some(slot) = self.0.iter_mut().find(|s| s.is_none()) {
            *slot = Some(c);
        } else {
            self.0.rotate_left(1);
            self.0[3] = Some(c);
        }
    }
}

/// The en passant chances open in a position ([`Position::takeable`]), each with the owner of
/// the pawn that may be taken, in order.
#[derive(Clone, Copy, Default)]
pub(crate) struct Takeable {
    chances: [Option<(EnPassant, Player)>; 5],
    n: usize,
}

impl Takeable {
    fn push(&mut self, ep: EnPassant, owner: Player) {
        if let Some(slot) = self.chances.get_mut(self.n) {
            *slot = Some((ep, owner));
            self.n += 1;
        }
    }

    /// The chances, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &(EnPassant, Player)> {
        self.chances[..self.n.min(5)].iter().flatten()
    }
}

/// Whether `sq` holds a pawn of `owner` on `c`.
fn pawn_of(v: &Variant, sq: &[Option<Piece>], c: Cell, owner: Player) -> bool {
    sq[c.index()].is_some_and(|p| p.owner == owner && v.piece(p.kind).pawn)
}

impl Chance {
    /// The owner of the pawn.
    pub(super) fn owner(&self) -> Player {
        self.owner
    }
}

/// The chances whose pawn may have passed over `t`, in the order of [`Facing::ALL`]: a pawn
/// standing one step beyond it, facing away from it, whose owner may double-step from the cell
/// one step before it.
fn candidates<'a>(
    v: &'a Variant,
    sq: &'a [Option<Piece>],
    t: Cell,
) -> impl Iterator<Item = Chance> + 'a {
    let geo = v.geometry();
    Facing::ALL.into_iter().filter_map(move |f| {
        let c = geo.step(t, f.forward())?;
        let start = geo.step(t, f.forward().reversed())?;
        let p = sq[c.index()]?;
        (p.facing == f && v.piece(p.kind).pawn && v.double_step_from(p.owner, start)).then_some(
            Chance {
                ep: EnPassant {
                    target: t,
                    victim: c,
                },
                owner: p.owner,
            },
        )
    })
}

/// The chance whose pawn passed over `t`: of the [`candidates`], the one whose pawn stands on
/// `pawn` when it is given, otherwise the first.
pub(super) fn find_chance(
    v: &Variant,
    sq: &[Option<Piece>],
    t: Cell,
    pawn: Option<Cell>,
) -> Result<Chance, String> {
    let geo = v.geometry();
    let name = geo.cell_name(t);
    if !v.pawns.en_passant || !v.en_passant_lasts {
        return Err(format!(
            "an en passant cell ({name}) is given, but this game has no such chances"
        ));
    }
    let found = candidates(v, sq, t).find(|c| pawn.is_none_or(|p| p == c.ep.victim));
    found.ok_or_else(|| match pawn {
        Some(p) => format!(
            "the pawn on {} cannot just have passed over the en passant cell {name}",
            geo.cell_name(p)
        ),
        None => format!("no pawn can just have passed over the en passant cell {name}"),
    })
}

/// The open chances of a setup (already checked by [`find_chance`]).
pub(super) fn open_chances(
    v: &Variant,
    sq: &[Option<Piece>],
    open: &[OpenEnPassant],
) -> OpenChances {
    let mut out = OpenChances::default();
    for o in open {
        if let Ok(c) = find_chance(v, sq, o.target, o.pawn) {
            out.push(c);
        }
    }
    out
}

impl Position {
    /// After a move of the player to move (or his pass), in a game where chances last: the
    /// chances of the pawns he moves (his own, and an inherited army's) end, chances whose pawn
    /// is gone end, and a double step he just made opens a new one. Called before the turn
    /// passes on.
    pub(super) fn open_chance(&mut self) {
        if !self.variant.en_passant_lasts {
            return;
        }
        let moved = self.movers();
        let (v, sq) = (&*self.variant, &self.squares);
        let mut open = self.ep_open;
        open.retain(|c| {
            moved & (1 << (c.owner.0 & 7)) == 0 && pawn_of(v, sq, c.ep.victim, c.owner)
        });
        if let Some(ep) = self.ep {
            if let Some(p) = sq[ep.victim.index()] {
                open.push(Chance { ep, owner: p.owner });
            }
        }
        self.ep = None;
        self.ep_open = open;
    }

    /// Drops the open chances whose pawn has left the board (the end of a duel).
    pub(super) fn drop_gone_chances(&mut self) {
        let v = self.variant.clone();
        let sq = &self.squares;
        self.ep_open
            .retain(|c| pawn_of(&v, sq, c.ep.victim, c.owner));
    }

    /// The en passant chances the pawns of the player to move may use, found once per
    /// generation of moves: the last double step's (where chances do not last) and the open
    /// ones, oldest first, whose pawn stands (an open chance's of a player not frozen) and whose
    /// cell passed over is empty; none in a game without en passant captures.
    pub(crate) fn takeable(&self) -> Takeable {
        let v = &*self.variant;
        let mut t = Takeable::default();
        if !v.pawns.en_passant {
            return t;
        }
        let sq = &self.squares;
        let empty = |ep: EnPassant| sq[ep.target.index()].is_none();
        if let Some(ep) = self.ep.filter(|&ep| empty(ep)) {
            if let Some(p) = sq[ep.victim.index()] {
                t.push(ep, p.owner);
            }
        }
        for c in self.ep_open.iter() {
            if pawn_of(v, sq, c.ep.victim, c.owner) && !self.is_frozen(c.owner) && empty(c.ep) {
                t.push(c.ep, c.owner);
            }
        }
        t
    }

    /// The cells passed over by the double steps whose en passant chance is still open, oldest
    /// first (games where chances last; see [`Position::en_passant`] for the others).
    pub fn open_en_passant(&self) -> Vec<Cell> {
        self.ep_open.targets()
    }
}

impl Position {
    /// The en passant chances still open, oldest first: the cell passed over and the cell of
    /// the pawn that may be taken.
    pub fn open_en_passant_pawns(&self) -> Vec<(Cell, Cell)> {
        self.ep_open
            .iter()
            .map(|c| (c.ep.target, c.ep.victim))
            .collect()
    }
}

//! Royal pieces and check: whether a move may leave a royal piece attacked, and whether each
//! player must have exactly one royal piece.

use crate::geometry::{Cell, CellSet};
use crate::piece::{Attackers, Piece, Player};
use crate::variant::Variant;

/// The royalty component. The default has no check and no royal piece required.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Royalty {
    /// A move may not leave one of the mover's royal pieces attacked (orthodox check). With no
    /// legal move, a player in check is checkmated, otherwise stalemated.
    pub check: bool,
    /// Every player has exactly one royal piece (a position without one is illegal).
    pub one_each: bool,
}

impl Royalty {
    /// Orthodox chess: check applies and each side has one king.
    pub fn orthodox() -> Royalty {
        Royalty {
            check: true,
            one_each: true,
        }
    }
}

/// Whether a piece hostile to `victim` attacks `target` on `squares` (a capture of `victim`'s
/// piece there would be possible). Only pieces on the target's board can attack it, except in
/// games whose zero moves capture, where a piece on the same square of another board does too.
#[inline]
pub fn attacked(v: &Variant, squares: &[Option<Piece>], target: Cell, victim: Player) -> bool {
    v.attack_table().attacked(
        v.geometry(),
        target,
        &|c: Cell| squares[c.index()],
        &|p: Piece| v.enemies(p.owner, victim),
    ) || (v.zero_moves.is_some() && super::zero::glass_attacked(v, squares, target, victim))
}

/// [`attacked_unless`] on cells of which `occupied` holds the occupied ones and `cells_of(players)`
/// the cells of the pieces of the players in `players` (a bit each): a line with no hostile piece
/// on its origins is passed over, and the nearest piece along a ray is found from the sets.
#[inline]
pub fn attacked_in_sets(
    v: &Variant,
    squares: &[Option<Piece>],
    target: Cell,
    (victim, inert): (Player, u8),
    occupied: &CellSet,
    cells_of: impl Fn(u8) -> CellSet,
) -> bool {
    let bits = hostile_players(v, victim, inert);
    let hostile = |p: Piece| bits & (1 << (p.owner.0 & 7)) != 0;
    let found = v.attack_table().attacked_among_sets(
        v.geometry(),
        target,
        &|c: Cell| squares[c.index()],
        occupied,
        &cells_of(bits),
        &hostile,
    );
    match found {
        Some(attacked) => {
            attacked
                || (inert == 0
                    && v.zero_moves.is_some()
                    && super::zero::glass_attacked(v, squares, target, victim))
        }
        None => attacked_unless(v, squares, target, victim, inert),
    }
}

/// The players (a bit each) whose pieces give check to `victim`: his enemies not in `inert`.
#[inline]
fn hostile_players(v: &Variant, victim: Player, inert: u8) -> u8 {
    (0..v.players.len().min(8) as u8)
        .filter(|&o| hostile_owner(v, victim, inert, Player(o)))
        .fold(0u8, |bits, o| bits | 1 << o)
}

/// Whether a piece is an enemy of `victim` that can give check: not one of the players in
/// `inert` (a bit per player).
#[inline]
fn hostile_to(v: &Variant, victim: Player, inert: u8) -> impl Fn(Piece) -> bool + '_ {
    move |p: Piece| hostile_owner(v, victim, inert, p.owner)
}

/// [`hostile_to`] for the pieces of `owner`.
#[inline]
fn hostile_owner(v: &Variant, victim: Player, inert: u8, owner: Player) -> bool {
    v.enemies(owner, victim) && inert & (1 << (owner.0 & 7)) == 0
}

/// Like [`attacked`], but the pieces of the players in `inert` (a bit per player: the frozen
/// players of the four-handed game) give no check.
#[inline]
pub fn attacked_unless(
    v: &Variant,
    squares: &[Option<Piece>],
    target: Cell,
    victim: Player,
    inert: u8,
) -> bool {
    if inert == 0 {
        return attacked(v, squares, target, victim);
    }
    v.attack_table().attacked(
        v.geometry(),
        target,
        &|c: Cell| squares[c.index()],
        &hostile_to(v, victim, inert),
    )
}

/// The pieces on `squares` that could attack a piece of `victim` (those of the players in `inert`
/// excepted), gathered once for the many questions [`attacked_among`] answers about one position.
/// `None` for a geometry too large for the gathered form.
pub fn attackers(
    v: &Variant,
    squares: &[Option<Piece>],
    victim: Player,
    inert: u8,
) -> Option<Attackers> {
    let pieces = squares
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.map(|p| (Cell(i as u16), p)));
    // Whether a piece is hostile depends on its owner alone: asked once per player, not per piece.
    let bits = hostile_players(v, victim, inert);
    v.attack_table()
        .attackers(pieces, &|p: Piece| bits & (1 << (p.owner.0 & 7)) != 0)
}

/// [`attackers`], the hostile pieces found from `cells_of(players)`, the cells of the pieces of
/// the players in `players` (a bit each), instead of a walk over every cell.
pub fn attackers_in_sets(
    v: &Variant,
    squares: &[Option<Piece>],
    (victim, inert): (Player, u8),
    cells_of: impl Fn(u8) -> CellSet,
) -> Option<Attackers> {
    let bits = hostile_players(v, victim, inert);
    let cells = cells_of(bits);
    let pieces = cells
        .iter()
        .filter_map(|c| squares.get(c.index()).copied().flatten().map(|p| (c, p)));
    v.attack_table()
        .attackers(pieces, &|p: Piece| bits & (1 << (p.owner.0 & 7)) != 0)
}

/// [`attacked_unless`], answered with the `attackers` gathered from the same position (or from
/// one that `squares` became by pieces leaving cells and the mover's pieces moving), for the
/// same `victim` and `inert`.
#[inline]
pub fn attacked_among(
    v: &Variant,
    squares: &[Option<Piece>],
    target: Cell,
    victim: Player,
    inert: u8,
    attackers: Option<&Attackers>,
) -> bool {
    let Some(attackers) = attackers else {
        return attacked_unless(v, squares, target, victim, inert);
    };
    v.attack_table().attacked_by(
        v.geometry(),
        target,
        &|c: Cell| squares[c.index()],
        &hostile_to(v, victim, inert),
        attackers,
    ) || (inert == 0
        && v.zero_moves.is_some()
        && super::zero::glass_attacked(v, squares, target, victim))
}

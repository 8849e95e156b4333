//! Royal pieces and check: whether a move may leave a royal piece attacked, and whether each
//! player must have exactly one royal piece.

use crate::geometry::Cell;
use crate::piece::{Piece, Player};
use crate::variant::Variant;

/// The royalty component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

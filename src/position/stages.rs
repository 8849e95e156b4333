//! The two stages of a move on a copy of the cells, as the Alice rules describe them: first the
//! move on the board where it is played (captures, promotion, the castling rook, the en passant
//! victim), then the transfer to the arrival cells. Each change is logged so that it can be
//! undone: the legality tests (`make.rs`), the check test (`checks.rs`) and the elimination of a
//! player (`elimination.rs`) play moves on a scratch copy and take them back; playing a move for
//! good (`make.rs`) uses the same stages.

use super::{Move, Special};
use crate::geometry::Cell;
use crate::piece::Piece;
use crate::variant::Variant;

/// One changed cell and what stood on it before.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Change {
    pub(super) cell: Cell,
    pub(super) old: Option<Piece>,
}

#[inline]
pub(super) fn set(sq: &mut [Option<Piece>], log: &mut Vec<Change>, c: Cell, p: Option<Piece>) {
    log.push(Change {
        cell: c,
        old: sq[c.index()],
    });
    sq[c.index()] = p;
}

#[inline]
pub(super) fn undo(sq: &mut [Option<Piece>], log: &mut Vec<Change>) {
    while let Some(ch) = log.pop() {
        sq[ch.cell.index()] = ch.old;
    }
}

/// The first stage: the move on its own board. Returns the moving piece (before promotion). A
/// promoted piece faces its owner's usual way, unless it is a pawn again.
#[inline]
pub(super) fn stage_one(
    v: &Variant,
    m: &Move,
    sq: &mut [Option<Piece>],
    log: &mut Vec<Change>,
) -> Option<Piece> {
    let piece = sq[m.from.index()]?;
    // A move onto a partner's piece (a pawn swap) puts that piece on the square left.
    let displaced =
        sq[m.to.index()].filter(|d| d.owner != piece.owner && !v.enemies(d.owner, piece.owner));
    set(sq, log, m.from, displaced);
    let mut rook = None;
    match m.special {
        Special::EnPassant { captured } => set(sq, log, captured, None),
        Special::Castle { rook_from, .. } => {
            rook = sq[rook_from.index()];
            set(sq, log, rook_from, None);
        }
        _ => {}
    }
    let placed = match m.promotion {
        Some(kind) => {
            let usual = v.players.get(piece.owner.index()).map(|p| p.facing);
            let facing = match usual {
                Some(f) if !v.piece(kind).pawn => f,
                _ => piece.facing,
            };
            Piece {
                kind,
                facing,
                ..piece
            }
        }
        None => piece,
    };
    set(sq, log, m.to, Some(placed));
    if let Special::Castle { rook_to, .. } = m.special {
        set(sq, log, rook_to, rook);
    }
    Some(piece)
}

/// The second stage: the transfer of the moved piece (and the castling rook).
#[inline]
pub(super) fn stage_two(m: &Move, sq: &mut [Option<Piece>], log: &mut Vec<Change>) {
    if m.arrive != m.to {
        let p = sq[m.to.index()];
        set(sq, log, m.to, None);
        set(sq, log, m.arrive, p);
    }
    if let Special::Castle {
        rook_to,
        rook_arrive,
        ..
    } = m.special
    {
        if rook_arrive != rook_to {
            let p = sq[rook_to.index()];
            set(sq, log, rook_to, None);
            set(sq, log, rook_arrive, p);
        }
    }
}

//! Pawn moves with a partner's pawn (the `partner_pawns` component): the swap (a pawn makes its
//! capturing move onto a partner's pawn and the two change places; the exchange itself is done
//! by `make.rs`, which puts a partner's piece on the square left) and the jump (a pawn blocked
//! straight ahead by a partner's pawn leaps over it to the empty square beyond).

use super::{Move, Position, Special};
use crate::geometry::Cell;
use crate::piece::{Piece, Shape};

impl Position {
    /// The swaps and jumps of the pawn `piece` on `from`.
    pub(super) fn partner_pawn_moves(&self, from: Cell, piece: Piece, out: &mut Vec<Move>) {
        let v = &*self.variant;
        let rules = v.partner_pawns;
        if !rules.swap && !rules.jump {
            return;
        }
        let geo = v.geometry();
        let partner_pawn = |c: Cell| {
            self.squares[c.index()].is_some_and(|p| {
                p.owner != piece.owner && !v.enemies(p.owner, piece.owner) && v.piece(p.kind).pawn
            })
        };
        if rules.swap {
            for atom in &v.piece(piece.kind).atoms {
                if atom.shape != Shape::Leaper || atom.mode.moves() {
                    continue;
                }
                for &d in &atom.deltas {
                    if let Some(to) = geo.step(from, piece.facing.turn(d)) {
                        if partner_pawn(to) {
                            self.push_moves(from, to, piece, Special::None, None, out);
                        }
                    }
                }
            }
        }
        if rules.jump {
            let f = piece.facing.forward();
            if let Some(mid) = geo.step(from, f).filter(|&c| partner_pawn(c)) {
                if let Some(to) = geo.step(mid, f) {
                    if self.squares[to.index()].is_none() {
                        self.push_moves(from, to, piece, Special::None, None, out);
                    }
                }
            }
        }
    }
}

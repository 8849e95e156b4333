//! Zero moves (Ms. Alice, Duo Chess): the piece stays on its square and only passes to the same
//! square of another board, empty or, where the game allows it, holding an enemy piece it
//! captures. Written as a move whose `to` is its `from` (see `rules::zero`).

use super::{Move, Position, Special};
use crate::geometry::Cell;
use crate::piece::Piece;

impl Position {
    /// Adds the zero moves of `piece` standing on `from`.
    pub(crate) fn zero_moves(&self, from: Cell, piece: Piece, out: &mut Vec<Move>) {
        let v = &*self.variant;
        let (Some(zero), Some(transfer)) = (v.zero_moves, v.transfer) else {
            return;
        };
        if !zero.allowed(v.piece(piece.kind)) {
            return;
        }
        let geo = v.geometry();
        let rules = v.captures;
        let barred = rules.barred(self.last_captured[piece.owner.index()]);
        let royal = v.piece(piece.kind).royal;
        for b in transfer.target_boards(geo, geo.board_of(from)) {
            let Some(arrive) = geo.on_board(from, b) else {
                continue;
            };
            let free = match self.squares[arrive.index()] {
                None => true,
                Some(p) => {
                    zero.capture
                        && v.enemies(piece.owner, p.owner)
                        && (!rules.restricted()
                            || rules.allows(barred, royal, p.owner, v.piece(p.kind).royal))
                }
            };
            if free {
                out.push(Move {
                    from,
                    to: from,
                    arrive,
                    promotion: None,
                    special: Special::None,
                });
            }
        }
    }
}

impl Move {
    /// Whether this is a zero move: the piece only passes to another board.
    pub fn is_zero(&self) -> bool {
        self.from == self.to && self.arrive != self.to && self.special == Special::None
    }
}

//! Players removed by checkmate in the position (the `mate_removal` component): when the turn
//! comes to a player who is in check and has no legal move, all his pieces leave the board and the
//! turn passes on (this happens while the turn settles after a move, so no move ever shows it);
//! the outcome of such a game: a side wins when it is the only one left, a player without a move
//! passes while another can move, and the game is drawn when nobody can.

use super::{GameResult, Outcome, Position};
use crate::geometry::Cell;
use crate::piece::Player;

impl Position {
    /// When `p` (the player to move) is checkmated in a game with mate removal, removes all his
    /// pieces and returns true: he is out and his turn passes over him.
    pub(super) fn remove_if_mated(&mut self, p: Player) -> bool {
        if !self.variant.mate_removal.on
            || !self.hand(p).is_empty()
            || !self.in_check()
            || self.has_legal_move()
        {
            return false;
        }
        self.forget_kept();
        let z = self.variant.zobrist();
        for i in 0..self.squares.len() {
            if let Some(piece) = self.squares[i].filter(|q| q.owner == p) {
                let c = Cell(i as u16);
                self.key ^= z.piece(c, piece);
                self.squares[i] = None;
                self.occupancy.change(c, Some(piece), None);
                self.royals.remove(c);
            }
        }
        // His castling rights go with his king and rooks, so the position text reads back.
        for (i, def) in self.variant.castling.iter().enumerate() {
            if def.player == p && self.castling_right(i) {
                self.castling &= !(1u64 << i);
                self.key ^= z.castling(i);
            }
        }
        // His open en passant chances go with his pawns, so the position text names none of them.
        self.drop_gone_chances();
        // His pieces leaving is a capture for the draws by rule: the count starts again, and no
        // earlier position can come back.
        self.halfmove = 0;
        self.history.clear();
        true
    }

    /// The outcome in a game with mate removal (`None` in other games).
    pub(super) fn mate_removal_outcome(&self) -> Option<Outcome> {
        if !self.variant.mate_removal.on {
            return None;
        }
        if let Some(o) = self.last_side_outcome() {
            return Some(o);
        }
        if self.has_legal_move() || self.others_can_move() {
            return Some(Outcome::Ongoing);
        }
        Some(Outcome::Over {
            result: GameResult::NobodyCanMove,
            winners: Vec::new(),
        })
    }
}

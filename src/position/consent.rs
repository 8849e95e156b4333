//! The consent privilege of Blocking Double Chess: a player whose partner moves next (Red and
//! Yellow) may move into check by his duel opponent if the partner agrees to relieve it.
//!
//! - A *proposal* is a move of the player to move, not in check, that leaves his own king
//!   attacked, other than castling, after which the partner (next to move) has a legal move that
//!   relieves the check. Proposals are not legal moves: [`Position::proposals`] lists them, and
//!   [`Position::play`] plays one as accepted (the mover's king is then attacked, and the
//!   position notes that the partner owes relief).
//! - While relief is owed, the partner's legal moves are only those after which that king is no
//!   longer attacked.
//! - Stalemate escape: a player with no legal move, not in check, who has proposals, is not
//!   stalemated at once: his only legal move is the pass, which accepts the stalemate, and he
//!   may play a proposal instead.

use super::{Move, Position, Special};
use crate::piece::{Piece, Player};

impl Position {
    /// Whether the owed relief (if any) is given on `sq`: the king of the player owed relief is
    /// not attacked there.
    #[inline]
    pub(super) fn relief_given(&self, sq: &[Option<Piece>]) -> bool {
        match self.relief {
            None => true,
            Some(q) => self.royals.of(q).all(|c| !self.attacked_on(sq, c, q)),
        }
    }

    /// The next player after the player to move whose duel goes on.
    fn next_playing(&self) -> Player {
        let v = &*self.variant;
        let mut p = v.next_player(self.to_move);
        for _ in 0..v.players.len() {
            if !self.duel_over_for(p) {
                break;
            }
            p = v.next_player(p);
        }
        p
    }

    /// Whether the player to move may propose at all: a game of duels, his partner moves next,
    /// he is not in check and owes no relief.
    fn may_propose(&self) -> bool {
        let v = &*self.variant;
        let me = self.to_move;
        let next = self.next_playing();
        !v.duels.is_empty()
            && self.relief.is_none()
            && !self.duel_over_for(me)
            && next != me
            && v.same_team(me, next)
            && !self.in_check()
    }

    /// The proposals of the player to move (empty in games without duels and for players who may
    /// not propose): see the module documentation.
    pub fn proposals(&self) -> Vec<Move> {
        if !self.may_propose() {
            return Vec::new();
        }
        let me = self.to_move;
        let mut moves = Vec::new();
        self.pseudo_moves(&mut moves);
        let mut scratch = self.scratch();
        moves.retain(|m| {
            !matches!(m.special, Special::Castle { .. } | Special::Pass)
                && !self.legal_with(m, &mut scratch)
        });
        moves.retain(|m| {
            let after = self.play(m);
            after.relief == Some(me) && after.has_legal_move()
        });
        moves
    }

    /// Whether `m` is a proposal of the player to move.
    pub fn is_proposal(&self, m: &Move) -> bool {
        self.may_propose() && self.proposals().contains(m)
    }

    /// Plays a proposal as accepted, checking first that it is one.
    pub fn try_play_proposal(&self, m: &Move) -> Result<Position, String> {
        if self.is_proposal(m) {
            Ok(self.play(m))
        } else {
            Err(format!("the move {m:?} is not a proposal here"))
        }
    }

    /// The stalemate escape: the player to move has no legal move, is not in check, and has a
    /// proposal; his only legal move is then the pass (accepting the stalemate).
    pub(super) fn stalemate_escape(&self) -> bool {
        self.may_propose() && !self.proposals().is_empty()
    }

    /// After the move of `mover` in a game of duels: the relief owed when his king is left
    /// attacked (the move was an accepted proposal), otherwise none.
    pub(super) fn relief_after(&self, mover: Player) -> Option<Player> {
        let attacked = self.royals.of(mover).any(|c| self.attacked_here(c, mover));
        attacked.then_some(mover)
    }
}

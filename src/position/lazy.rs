//! Legal moves by need, for a search that often wants less than all of them: whether the player
//! to move has any legal move, found by generating and testing one piece at a time; and only the
//! legal moves that pass a filter (the captures of a quiescence search), the others tested only
//! until one of them proves that the player is not stuck.
//!
//! Both answer exactly as [`Position::legal_moves`] would: when no pseudo-legal move is legal,
//! they ask it, since the rules that give a player without moves a forced move or a pass live
//! there.

use super::{Move, Position};

impl Position {
    /// Whether the player to move has a pseudo-legal move that is legal (a forced move or a
    /// pass aside), found by testing each piece's moves as they are generated.
    pub fn has_legal_move(&self) -> bool {
        let check = self.variant.royalty.check;
        let mut moves = Vec::with_capacity(64);
        let mut scratch = None;
        let mut tested = 0;
        let mut found = false;
        self.pseudo_moves_while(&mut moves, |moves| {
            let fresh = &moves[tested..];
            tested = moves.len();
            found = if check {
                let scratch = scratch.get_or_insert_with(|| self.scratch());
                fresh.iter().any(|m| self.legal_with(m, scratch))
            } else {
                !fresh.is_empty()
            };
            !found
        });
        found
    }

    /// Whether [`Position::legal_moves`] would give at least one move.
    pub fn has_any_move(&self) -> bool {
        self.has_legal_move() || !self.legal_moves().is_empty()
    }

    /// The moves of [`Position::legal_moves`] for which `keep` is true, in the same order, and
    /// whether it would give any move at all.
    pub fn legal_moves_kept(&self, keep: impl Fn(&Move) -> bool) -> (Vec<Move>, bool) {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_moves(&mut moves);
        let mut any = !moves.is_empty();
        if self.variant.royalty.check && any {
            let mut scratch = self.scratch();
            let (kept, rest): (Vec<Move>, Vec<Move>) = moves.into_iter().partition(|m| keep(m));
            moves = kept;
            moves.retain(|m| self.legal_with(m, &mut scratch));
            any = !moves.is_empty() || rest.iter().any(|m| self.legal_with(m, &mut scratch));
        } else {
            moves.retain(|m| keep(m));
        }
        if any {
            return (moves, true);
        }
        let mut all = self.legal_moves();
        let any = !all.is_empty();
        all.retain(|m| keep(m));
        (all, any)
    }
}

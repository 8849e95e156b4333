//! Legal moves by need, for a search that often wants less than all of them: whether the player
//! to move has any legal move, found by generating and testing one piece at a time; and only the
//! legal captures and promotions (the moves of a quiescence search), the other moves generated
//! only when none is legal, until one of them proves that the player is not stuck.
//!
//! Both answer exactly as [`Position::legal_moves`] would: when no pseudo-legal move is legal,
//! they ask [`Position::moves_when_stuck`], the part of it that holds the rules giving a player
//! without moves a forced move or a pass.

use super::make::Scratch;
use super::word_legal::WordTest;
use super::{Move, Position};

/// Tests of legality one move at a time, for a search that tries few of the pseudo-legal moves
/// it generates: the scratch copy the tests need is made at the first test.
pub struct LegalityTest<'a> {
    pos: &'a Position,
    scratch: Option<Scratch>,
    /// In a plain game, the threats to the king from the board's words (`word_legal.rs`),
    /// found at the first test: `None` before it.
    words: Option<Option<WordTest>>,
    /// Whether the player to move is in check, when the caller knew it.
    check: Option<bool>,
}

impl<'a> LegalityTest<'a> {
    /// The tests of `pos` on the scratch copy `scratch` (made for it).
    pub(super) fn with(pos: &'a Position, scratch: Scratch) -> LegalityTest<'a> {
        LegalityTest {
            pos,
            scratch: Some(scratch),
            words: None,
            check: None,
        }
    }

    /// Whether a pseudo-legal move of the position (from [`Position::pseudo_tactical_moves`])
    /// is legal, as [`Position::legal_moves`] judges its pseudo-legal moves.
    pub fn allows(&mut self, m: &Move) -> bool {
        if !self.pos.variant.royalty.check {
            return true;
        }
        let pos = self.pos;
        let words = self.words.get_or_insert_with(|| pos.word_test());
        if let Some(allowed) = words.as_ref().and_then(|w| pos.word_allows(w, m)) {
            return allowed;
        }
        let check = self.check;
        let scratch = self
            .scratch
            .get_or_insert_with(|| pos.scratch_knowing(check));
        pos.legal_with(m, scratch)
    }
}

impl Position {
    /// A scratch copy of this position for legality tests of the player to move's moves
    /// (started from what settling the turn kept, if it was kept for this turn: `kept.rs`).
    pub(crate) fn scratch(&self) -> Scratch {
        self.scratch_knowing(None)
    }

    /// [`Position::scratch`]; `check`, when known, is whether the player to move is in check
    /// (as [`Position::in_check`] answers), so that it is not asked again.
    fn scratch_knowing(&self, check: Option<bool>) -> Scratch {
        if let Some(kept) = self.kept_scratch() {
            return kept;
        }
        let attackers = if self.variant.royalty.check {
            self.attackers_of(self.to_move, self.inert())
        } else {
            None
        };
        self.scratch_from(attackers, check)
    }

    /// Whether the player to move has a pseudo-legal move that is legal (a forced move or a
    /// pass aside), found by testing each piece's moves as they are generated.
    pub fn has_legal_move(&self) -> bool {
        self.has_legal_move_in(&mut None)
    }

    /// [`Position::has_legal_move`], with the scratch copy for the legality tests in `scratch`
    /// (made when first needed).
    pub(super) fn has_legal_move_in(&self, scratch: &mut Option<Scratch>) -> bool {
        self.has_legal_move_using(scratch, &mut Vec::with_capacity(64))
    }

    /// [`Position::has_legal_move_in`], with `moves` as the buffer of the moves generated.
    pub(super) fn has_legal_move_using(
        &self,
        scratch: &mut Option<Scratch>,
        moves: &mut Vec<Move>,
    ) -> bool {
        let check = self.variant.royalty.check;
        moves.clear();
        if check && self.royal_escapes(scratch, moves) {
            return true;
        }
        moves.clear();
        let mut tested = 0;
        let mut found = false;
        self.pseudo_moves_while(moves, false, |moves| {
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

    /// Whether a royal piece of the player to move has a legal move, asked first when he is in
    /// check (his other pieces' moves mostly leave him in check, the king's often do not): only
    /// in a game where every piece of his may move (no dice, no hand, no inherited army).
    /// `moves` is a buffer for the royal pieces' moves.
    fn royal_escapes(&self, scratch: &mut Option<Scratch>, moves: &mut Vec<Move>) -> bool {
        let me = self.to_move;
        let simple = self.allowed_kinds() == u64::MAX
            && self.movers() == 1 << (me.0 & 7)
            && self.eliminated.is_none()
            && self.hand(me).is_empty();
        let scratch = scratch.get_or_insert_with(|| self.scratch());
        if !simple || scratch.quiet {
            return false;
        }
        for c in self.royals.of(me) {
            if let Some(p) = self.squares[c.index()].filter(|p| p.owner == me) {
                moves.clear();
                self.piece_moves(c, p, moves);
                if moves.iter().any(|m| self.legal_with(m, scratch)) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether [`Position::legal_moves`] would give at least one move.
    pub fn has_any_move(&self) -> bool {
        self.has_legal_move() || !self.moves_when_stuck().is_empty()
    }

    /// Every pseudo-legal move of the player to move, not yet tested for legality (see
    /// [`Position::legality`]), in the order of [`Position::legal_moves`]. When none of them is
    /// legal, [`Position::moves_when_stuck`] tells what the player may do instead.
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_moves(&mut moves);
        moves
    }

    /// The pseudo-legal captures and promotions of the player to move, not yet tested for
    /// legality (see [`Position::legality`]). Unlike [`Position::legal_tactical_moves`] it does
    /// not tell whether the player has any legal move.
    pub fn pseudo_tactical_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(32);
        self.pseudo_moves_while(&mut moves, true, |_| true);
        moves.retain(|m| self.is_tactical(m));
        moves
    }

    /// A test of the legality of this position's pseudo-legal moves, one at a time.
    pub fn legality(&self) -> LegalityTest<'_> {
        LegalityTest {
            pos: self,
            scratch: None,
            words: None,
            check: None,
        }
    }

    /// [`Position::legality`] when whether the player to move is in check is known (`check`, as
    /// [`Position::in_check`] answers), so that the first test does not ask it again.
    pub fn legality_knowing_check(&self, check: bool) -> LegalityTest<'_> {
        LegalityTest {
            check: Some(check),
            ..self.legality()
        }
    }

    /// Whether a move captures or promotes: the moves a quiescence search looks at.
    pub fn is_tactical(&self, m: &Move) -> bool {
        m.promotion.is_some() || self.is_capture(m)
    }

    /// The tactical moves of [`Position::legal_moves`] ([`Position::is_tactical`]), in the same
    /// order, and whether it would give any move at all. Moves that cannot be tactical are not
    /// generated, unless there is no legal tactical move.
    pub fn legal_tactical_moves(&self) -> (Vec<Move>, bool) {
        let mut moves = Vec::with_capacity(32);
        self.pseudo_moves_while(&mut moves, true, |_| true);
        moves.retain(|m| self.is_tactical(m));
        let mut scratch = None;
        if self.variant.royalty.check && !moves.is_empty() {
            let scratch = scratch.get_or_insert_with(|| self.scratch());
            moves.retain(|m| self.legal_with(m, scratch));
        }
        if !moves.is_empty() || self.has_legal_move_in(&mut scratch) {
            return (moves, true);
        }
        let mut all = self.moves_when_stuck();
        let any = !all.is_empty();
        all.retain(|m| self.is_tactical(m));
        (all, any)
    }
}

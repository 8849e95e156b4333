//! The moves that give check, for the last move of a mate search (only a move that gives check
//! can mate): the pseudo-legal moves for which [`CheckTest::gives_check`] is true, without
//! generating the moves of the pieces that cannot give one. A piece is passed over when
//! [`CheckTest::silent`] sees from the attack table alone that none of its moves can: in a game
//! without transfers, a rider off every line that leads to an enemy king from a piece of the
//! mover, none of whose rides from its cell crosses a cell from which it could attack that
//! king. The other pieces' moves are generated and tested one by one.
//!
//! [`CheckTest::gives_check`]: super::CheckTest::gives_check
//! [`CheckTest::silent`]: super::CheckTest::silent

use super::{Move, Position};

impl Position {
    /// The pseudo-legal moves of the player to move that give check, legality not tested: those
    /// of [`Position::pseudo_legal_moves`] for which [`super::CheckTest::gives_check`] is true,
    /// in the same order. A drop or a pass gives none.
    pub fn checking_moves(&self) -> Vec<Move> {
        let mut test = self.check_test();
        let mut moves = Vec::with_capacity(32);
        self.pseudo_moves_where(&mut moves, false, |c, p| !test.silent(c, p), |_| true);
        moves.retain(|m| test.gives_check(m));
        moves
    }
}

#[cfg(test)]
mod tests {
    use crate::position::checks::tests::along_random_games;

    /// Every two-player game with check: along random games, the legal ones among the moves
    /// that give check are the legal moves after which the other side is in check.
    #[test]
    fn the_legal_moves_that_give_check() {
        let (mut checks, mut positions) = (0, 0);
        along_random_games(0x2545_f491_4f6c_dd1d, 6, 80, |id, pos, moves| {
            let expected: Vec<_> = moves
                .iter()
                .filter(|m| pos.play(m).in_check())
                .copied()
                .collect();
            let mut legality = pos.legality();
            let mut got = pos.checking_moves();
            got.retain(|m| legality.allows(m));
            assert_eq!(got, expected, "{id}: {pos:?}");
            checks += expected.len();
            positions += 1;
        });
        assert!(positions > 2_000, "only {positions} positions");
        assert!(checks > 2_000, "only {checks} checking moves");
    }
}

//! The moves that give check, for the last move of a mate search (only a move that gives check
//! can mate): the pseudo-legal moves for which [`CheckTest::gives_check`] is true, most of them
//! found without testing each move. For a rider off every line that leads to an enemy king
//! from a piece of the mover, in a game without transfers, [`CheckTest::checking_cells`] tells
//! from the attack table and a few rides where its moves give check: its moves are generated
//! only when there is such a cell, and kept when they land on one. The other pieces' moves are
//! generated and tested one by one.
//!
//! [`CheckTest::gives_check`]: super::CheckTest::gives_check
//! [`CheckTest::checking_cells`]: super::CheckTest::checking_cells

use super::{Move, Position};
use std::cell::{Cell, RefCell};

impl Position {
    /// The pseudo-legal moves of the player to move that give check, legality not tested: those
    /// of [`Position::pseudo_legal_moves`] for which [`super::CheckTest::gives_check`] is true,
    /// in the same order. A drop or a pass gives none.
    pub fn checking_moves(&self) -> Vec<Move> {
        let test = RefCell::new(self.check_test());
        // The cells where the moves of the piece just generated give check, when known.
        let cells = Cell::new(None);
        let mut moves = Vec::with_capacity(32);
        let mut done = 0;
        self.pseudo_moves_where(
            &mut moves,
            false,
            |c, p| {
                let known = test.borrow_mut().checking_cells(c, p);
                let generate = known.is_none_or(|cells| !cells.is_empty());
                // Passed over: the moves that come next (castling) are tested one by one.
                cells.set(known.filter(|_| generate));
                generate
            },
            |moves| {
                let mut test = test.borrow_mut();
                let known = cells.take();
                let mut kept = done;
                for i in done..moves.len() {
                    let m = moves[i];
                    let checks = match known {
                        Some(cells) => cells.contains(m.to),
                        None => test.gives_check(&m),
                    };
                    if checks {
                        moves[kept] = m;
                        kept += 1;
                    }
                }
                moves.truncate(kept);
                done = kept;
                true
            },
        );
        moves
    }
}

#[cfg(test)]
mod tests {
    use crate::position::checks::tests::along_random_games;
    use crate::position::{Position, Special};
    use crate::variant;

    /// Castling that gives check (the rook arrives on f1 facing the king on f8), generated
    /// after a bishop whose moves are passed over: the same moves as filtering the legal ones.
    #[test]
    fn castling_that_gives_check_after_a_piece_passed_over() {
        let chess = variant::build("chess", &[]).unwrap();
        let pos = Position::from_text(&chess, "B4k2/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let slow: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| pos.play(m).in_check())
            .collect();
        assert!(slow
            .iter()
            .any(|m| matches!(m.special, Special::Castle { .. })));
        assert_eq!(pos.checking_moves(), slow);
    }

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

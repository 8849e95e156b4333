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
        self.checking_moves_with(&mut self.check_test())
    }

    /// Calls `found` with each legal move of the player to move after which the other player
    /// is in check and has no legal move, in the order of [`Position::legal_moves`], until it
    /// answers false: the legal ones among [`Position::checking_moves`] whose position has no
    /// legal move. A game of two players; where the rules give a player without a legal move
    /// another one (a pass, a forced move) the caller must ask those too. The pieces gathered
    /// for the check tests, with those each check brings, start the other side's legality tests.
    pub fn checkmates(&self, found: &mut dyn FnMut(Move) -> bool) {
        self.checkmates_from(super::Gathered::default(), found)
    }

    /// [`Position::checkmates`], the check tests and the legality tests starting from the
    /// pieces the positions before gathered (when they are those they need). A check after
    /// which the king surely steps out (`CheckTest::royal_steps_out`, on the check test's copy
    /// of the cells) is no mate, whether it is legal or not: it is passed over before its
    /// legality is tested (the legality tests are set up at the first check that needs one),
    /// and the position after it is not built.
    pub fn checkmates_from(&self, gathered: super::Gathered, found: &mut dyn FnMut(Move) -> bool) {
        let mut test = self.check_test_from(gathered.before);
        let two_before = gathered.two_before;
        let mut legal = None;
        let mut buffer = Vec::new();
        for m in self.checking_moves_with(&mut test) {
            if test.royal_steps_out(&m) {
                continue;
            }
            let legal = legal.get_or_insert_with(|| {
                two_before
                    .and_then(|(g, m)| self.legality_after(g, m))
                    .unwrap_or_else(|| self.legality())
            });
            if !legal.allows(&m) {
                continue;
            }
            let after = self.play(&m);
            let attackers = test.attackers_after(&after, &m);
            // The move gives check: the victim of the test, now to move (or there are no
            // attackers), is in check.
            let mut scratch = attackers.map(|a| after.scratch_from(Some(a), Some(true)));
            if !after.has_legal_move_using(&mut scratch, &mut buffer) && !found(m) {
                return;
            }
        }
    }

    /// [`Position::checking_moves`] with the test `test` of this position.
    fn checking_moves_with(&self, test: &mut super::CheckTest) -> Vec<Move> {
        let test = RefCell::new(test);
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
    use crate::position::{Gathered, Position, Special};
    use crate::variant;

    /// A direct check is told (the bishop to c6), a check the bishop uncovers for the rook
    /// behind it is not (the bishop to d5), while both give check; along random games of the
    /// games of two players with check, every move that gives a direct check gives check.
    #[test]
    fn direct_checks_are_those_of_the_piece_moved() {
        let chess = variant::build("chess", &[]).unwrap();
        let pos = Position::from_text(&chess, "4k3/8/8/8/4B3/8/4R3/4K3 w - - 0 1").unwrap();
        let mut test = pos.check_test();
        let named = |to: &str| {
            let m = pos.legal_moves().into_iter().find(|m| {
                crate::notation::san::san(&pos, m).trim_end_matches('+') == format!("B{to}")
            });
            m.expect("the bishop's move")
        };
        let (c6, d5) = (named("c6"), named("d5"));
        assert!(test.gives_check(&c6) && test.gives_direct_check(&c6));
        assert!(test.gives_check(&d5) && !test.gives_direct_check(&d5));
        let mut direct = 0;
        along_random_games(0xd1ec7, 4, 60, |id, pos, moves| {
            let mut test = pos.check_test();
            for m in moves {
                if test.gives_direct_check(m) {
                    direct += 1;
                    assert!(test.gives_check(m), "{id}: {m:?} in {pos:?}");
                }
            }
        });
        assert!(direct > 0, "no direct check met");
    }

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
    /// that give check are the legal moves after which the other side is in check; and the
    /// mating moves found from them and the gathered pieces are those after which he has no
    /// legal move either, as the full generation of his legal moves tells (also when they
    /// start from the pieces gathered in the position before).
    #[test]
    fn the_legal_moves_that_give_check_and_mate() {
        let (mut checks, mut mates, mut positions, mut gathered_mates) = (0, 0, 0, 0);
        along_random_games(0x2545_f491_4f6c_dd1d, 12, 120, |id, pos, moves| {
            let after: Vec<_> = moves.iter().map(|m| (*m, pos.play(m))).collect();
            let expected: Vec<_> = after
                .iter()
                .filter(|(_, p)| p.in_check())
                .map(|(m, _)| *m)
                .collect();
            let mut legality = pos.legality();
            let mut got = pos.checking_moves();
            got.retain(|m| legality.allows(m));
            assert_eq!(got, expected, "{id}: {pos:?}");
            checks += expected.len();
            let expected: Vec<_> = after
                .iter()
                .filter(|(_, p)| p.in_check() && p.legal_moves_in(|| p.plain_scratch()).is_empty())
                .map(|(m, _)| *m)
                .collect();
            let mut got = Vec::new();
            pos.checkmates(&mut |m| {
                got.push(m);
                true
            });
            assert_eq!(got, expected, "{id}: {pos:?}");
            mates += expected.len();
            positions += 1;
            // After a move (and after two), the check and legality tests that start from what
            // the positions before gathered find the same mates as those that gather afresh.
            let mates_of = |p: &Position, gathered: Gathered| {
                let mut found = Vec::new();
                p.checkmates_from(gathered, &mut |m| {
                    found.push(m);
                    true
                });
                found
            };
            let (legal, gathering) = pos.legal_moves_gathering();
            assert_eq!(legal, moves, "{id}: {pos:?}");
            for m in legal.iter().take(3) {
                let next = pos.play(m);
                let before = Gathered {
                    before: gathering.as_ref(),
                    two_before: None,
                };
                let fresh = mates_of(&next, Gathered::default());
                assert_eq!(mates_of(&next, before), fresh, "{id}: {next:?}");
                gathered_mates += fresh.len();
                let (replies, second) = next.legal_moves_gathering();
                for r in replies.iter().take(3) {
                    let last = next.play(r);
                    let both = Gathered {
                        before: second.as_ref(),
                        two_before: gathering.as_ref().map(|g| (g, r)),
                    };
                    let fresh = mates_of(&last, Gathered::default());
                    assert_eq!(mates_of(&last, both), fresh, "{id}: {last:?}");
                    gathered_mates += fresh.len();
                }
            }
        });
        assert!(
            gathered_mates > 20,
            "only {gathered_mates} mates after a gathering"
        );
        assert!(positions > 5_000, "only {positions} positions");
        assert!(checks > 2_000, "only {checks} checking moves");
        assert!(mates > 20, "only {mates} mates");
    }
}

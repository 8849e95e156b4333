//! Whether the royal piece a check attacks can step out of it, asked on the check test's
//! scratch copy of the cells before the checking move is played: a mate search tests every
//! legal check for mate, and most checks are answered by a step of the king. When this test
//! finds a legal step the check is no mate, and the position after it need not be built; when
//! it finds none (or the game's rules are beyond it) the full test decides.
//!
//! It answers only where a step of the king is legal exactly when the king is not attacked
//! after it: a game of two players with one royal piece each side, no transfer between
//! boards, no zero moves, dice, duels, frozen or dead players, king capture, points race,
//! perpetual power, placement, owed relief or restricted captures, and a royal piece that only
//! leaps (so that nothing between its cells matters): its steps are its leaps onto an empty
//! cell (an atom that moves) or onto an enemy piece (an atom that captures), on the cells as
//! the check left them.

use super::{arrived_attacker, CheckTest};
use crate::geometry::Cell;
use crate::piece::{Piece, Player, Shape};
use crate::position::stages::{set, stage_one, stage_two, undo, Change};
use crate::position::{Move, Position};
use crate::rules::check;

/// Whether the rules of `pos`'s game are those this test answers for (see the module
/// documentation).
fn plain_rules(pos: &Position) -> bool {
    let v = &*pos.variant;
    v.players.len() == 2
        && v.royalty.check
        && v.transfer.is_none()
        && v.zero_moves.is_none()
        && v.dice.is_none()
        && v.duels.is_empty()
        && v.power.is_none()
        && v.placement.is_none()
        && !v.elimination.king_capture
        && !v.elimination.inherit_army
        && !v.freeze.on
        && !v.mate_removal.on
        && !v.points_race.on
        && pos.relief.is_none()
        && pos.eliminated.is_none()
        && pos.inert() == 0
}

impl CheckTest<'_> {
    /// Whether, after the pseudo-legal move `m` of the position (which gives check), the
    /// victim's royal piece surely has a legal step: then the check is no mate. `false` says
    /// nothing (no such step found, or a game beyond this test).
    pub(crate) fn royal_steps_out(&mut self, m: &Move) -> bool {
        let pos = self.pos;
        let v = &*pos.variant;
        let [(owner, k)] = self.victims()[..] else {
            return false;
        };
        let Some(king) = pos.squares[k.index()] else {
            return false;
        };
        let answers = *self.steps_answered.get_or_insert_with(|| {
            let def = v.piece(king.kind);
            let leaps = def.atoms.iter().all(|a| a.shape == Shape::Leaper);
            !def.pawn && leaps && !v.captures.restricted() && plain_rules(pos)
        });
        if !answers {
            return false;
        }
        if self.sq.is_empty() {
            self.sq.extend_from_slice(&pos.squares);
        }
        let mut log = std::mem::take(&mut self.log);
        log.clear();
        let mut out = false;
        if stage_one(v, m, &mut self.sq, &mut log).is_some() {
            stage_two(m, &mut self.sq, &mut log);
            if self.sq[k.index()] == Some(king) {
                out = self.steps_out(m, (owner, k, king), &mut log);
            }
        }
        undo(&mut self.sq, &mut log);
        self.log = log;
        out
    }

    /// The steps of [`CheckTest::royal_steps_out`] on the cells after `m` (logged in `log`):
    /// whether one of the royal piece's leaps lands on an empty cell (an atom that moves) or
    /// takes an enemy piece (an atom that captures), and leaves it unattacked.
    fn steps_out(&mut self, m: &Move, royal: (Player, Cell, Piece), log: &mut Vec<Change>) -> bool {
        let (owner, k, king) = royal;
        let pos = self.pos;
        let v = &*pos.variant;
        let geo = v.geometry();
        let played = log.len();
        for atom in &v.piece(king.kind).atoms {
            for &d in &atom.deltas {
                let Some(t) = geo.step(k, king.facing.turn(d)) else {
                    continue;
                };
                let may = match self.sq[t.index()] {
                    None => atom.mode.moves(),
                    Some(p) => atom.mode.captures() && v.enemies(owner, p.owner),
                };
                if !may {
                    continue;
                }
                set(&mut self.sq, log, k, None);
                set(&mut self.sq, log, t, Some(king));
                let sq = &self.sq;
                let attacked = match &self.attackers {
                    Some(gathered) => {
                        arrived_attacker(pos, sq, m, owner, t)
                            || check::attacked_among(v, sq, t, owner, 0, Some(gathered))
                    }
                    None => pos.attacked_on(sq, t, owner),
                };
                while log.len() > played {
                    let ch = log.pop().expect("logged");
                    self.sq[ch.cell.index()] = ch.old;
                }
                if !attacked {
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::plain_rules;
    use crate::position::checks::tests::along_random_games;

    /// Every two-player game with check: along random games, for each legal move that gives
    /// check, the test finds a step of the checked royal piece exactly when the position after
    /// the move has a legal move of that piece (its full generation and legality tests say so)
    /// in the games whose rules it answers for, and never in the others.
    #[test]
    fn a_step_out_of_check_is_a_legal_move_of_the_royal_piece() {
        let (mut steps, mut stuck) = (0, 0);
        along_random_games(0x51f1_5e1d_07a3_c0de, 12, 100, |id, pos, moves| {
            let mut test = pos.check_test();
            for m in moves {
                let after = pos.play(m);
                if !after.in_check() {
                    continue;
                }
                let found = test.royal_steps_out(m);
                let royal: Vec<_> = after.royals.of(after.to_move).collect();
                let legal = after.legal_moves().iter().any(|r| royal.contains(&r.from));
                if !plain_rules(pos) || royal.len() != 1 {
                    assert!(!found, "{id}: {m:?} in {pos:?}");
                    continue;
                }
                assert_eq!(found, legal, "{id}: {m:?} in {pos:?}");
                if found {
                    steps += 1;
                } else {
                    stuck += 1;
                }
            }
        });
        assert!(steps > 1_000, "only {steps} steps out of check");
        assert!(stuck > 30, "only {stuck} checks without a step out");
    }
}

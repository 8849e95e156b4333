//! Whether a move gives check, without playing it: the move is made on a scratch copy of the
//! cells, in its two stages as [`Position::play`] makes it, and the royal pieces of the mover's
//! enemies are tested, then the cells are restored. A mate search asks this of every move of
//! the mating side (only a move that gives check can mate), and most moves do not: building
//! the position after each would cost far more.
//!
//! Most moves are answered without touching the cells, as legality tests answer most moves
//! by distance (`make.rs`): where the attack table has origins and one enemy player has royal
//! pieces, a move that changes no cell whose contents can decide an attack of the mover's
//! pieces on them ([`AttackTable::influence`]), and whose moving piece (or castling rook)
//! does not arrive on a cell from which it could capture on them
//! ([`AttackTable::origins_of`]), gives no check.
//!
//! [`AttackTable::influence`]: crate::piece::AttackTable::influence
//! [`AttackTable::origins_of`]: crate::piece::AttackTable::origins_of

use super::make::{stage_one, stage_two, undo, Change};
use super::{Move, Position, Special};
use crate::geometry::{Cell, CellSet};
use crate::piece::{Piece, Player};
use crate::rules::check;

/// Tests of whether the moves of one position give check, sharing one scratch copy of its
/// cells (made at the first test).
pub struct CheckTest<'a> {
    pos: &'a Position,
    sq: Vec<Option<Piece>>,
    log: Vec<Change>,
    /// The royal pieces of the mover's enemies, owner and cell.
    victims: Vec<(Player, Cell)>,
    /// With the shortcut (see the module documentation): the cells whose change can open or
    /// close an attack on the victims' royal pieces.
    influence: Option<CellSet>,
}

impl Position {
    /// A test of whether the player to move's pseudo-legal moves give check, one at a time
    /// (see [`CheckTest::gives_check`]).
    pub fn check_test(&self) -> CheckTest<'_> {
        let v = &*self.variant;
        let me = self.to_move;
        let victims: Vec<(Player, Cell)> = self
            .royals
            .iter()
            .filter(|&(owner, _)| v.enemies(me, owner))
            .collect();
        let one_victim = victims.first().map(|f| f.0).filter(|&first| {
            victims.iter().all(|&(o, _)| o == first)
                && v.zero_moves.is_none()
                && !v.elimination.king_capture
        });
        let influence = one_victim.and_then(|victim| {
            let attackers = check::attackers(v, &self.squares, victim, self.inert())?;
            let cells = victims.iter().map(|&(_, c)| c);
            Some(v.attack_table().influence(&attackers, cells))
        });
        CheckTest {
            pos: self,
            sq: Vec::new(),
            log: Vec::with_capacity(8),
            victims,
            influence,
        }
    }
}

impl CheckTest<'_> {
    /// Whether the move `m` (pseudo-legal in the position, legality not tested) leaves a royal
    /// piece of an enemy of the mover attacked. In a game of two players this is what
    /// `pos.play(m).in_check()` answers for a legal move; a drop or a pass gives no check here.
    pub fn gives_check(&mut self, m: &Move) -> bool {
        let pos = self.pos;
        let v = &*pos.variant;
        if !v.royalty.check
            || self.victims.is_empty()
            || matches!(m.special, Special::Pass | Special::Place)
        {
            return false;
        }
        if self.cannot_check(m) {
            return false;
        }
        if self.sq.is_empty() {
            self.sq.extend_from_slice(&pos.squares);
        }
        let mut log = std::mem::take(&mut self.log);
        log.clear();
        let taken = self.sq.get(m.to.index()).copied().flatten();
        let mut check = false;
        if stage_one(v, m, &mut self.sq, &mut log).is_some() {
            stage_two(m, &mut self.sq, &mut log);
            super::elimination::remove_army(v, taken, pos.to_move, &mut self.sq, &mut log);
            let sq = &self.sq;
            check = self.victims.iter().any(|&(owner, c)| {
                let still = sq[c.index()].is_some_and(|p| p.owner == owner);
                still && pos.attacked_on(sq, c, owner)
            });
        }
        undo(&mut self.sq, &mut log);
        self.log = log;
        check
    }

    /// The shortcut of the module documentation: whether the move surely gives no check.
    fn cannot_check(&self, m: &Move) -> bool {
        let Some(influence) = &self.influence else {
            return false;
        };
        let pos = self.pos;
        let table = pos.variant.attack_table();
        let reaches = |p: Option<Piece>, at: Cell| {
            p.is_none_or(|p| {
                self.victims.iter().any(|&(_, c)| {
                    table
                        .origins_of(p, c)
                        .is_none_or(|origins| origins.contains(at))
                })
            })
        };
        if let Special::Castle {
            rook_from,
            rook_arrive,
            ..
        } = m.special
        {
            if reaches(pos.piece_at(rook_from), rook_arrive) {
                return false;
            }
        }
        if m.cells().iter().any(|&c| influence.contains(c)) {
            return false;
        }
        // A promoted piece may face another way: tested by playing.
        m.promotion.is_none() && !reaches(pos.piece_at(m.from), m.arrive)
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;
    use crate::variant;

    /// Every two-player game with check: along random games, every legal move's test agrees
    /// with playing it and asking whether the other side is in check.
    #[test]
    fn agrees_with_playing_the_move() {
        let mut tested = 0;
        for id in variant::ids() {
            let Ok(v) = variant::build(id, &[]) else {
                continue;
            };
            if v.players().len() != 2 || v.has_dice() || !v.royalty.check {
                continue;
            }
            let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ id.len() as u64;
            for _game in 0..4 {
                let mut pos = Position::start(&v);
                for _ply in 0..60 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mut test = pos.check_test();
                    for m in &moves {
                        let played = pos.play(m).in_check();
                        assert_eq!(test.gives_check(m), played, "{id}: {m:?} in {pos:?}");
                        tested += 1;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos = pos.play(&moves[(seed % moves.len() as u64) as usize]);
                }
            }
        }
        assert!(tested > 10_000, "only {tested} moves tested");
    }
}

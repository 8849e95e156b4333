//! What the test of whether the player to move can play learned about a position, kept for the
//! search's next questions about the same position.
//!
//! After a move the turn is settled: in the games with freezing and the games of duels, the next
//! player's turn stands only if he has a legal move, which a legality test answers after
//! gathering the pieces that could attack him ([`Position::scratch`]). The search then asks for
//! the same position's moves, which would gather them again. The first gathering is kept in the
//! position with the turn it was made for; [`Position::scratch`] starts from it when the player
//! to move, the frozen players and the owed relief are still the same, and
//! [`Position::in_check`] answers from it when it shows the player to move out of check (as it
//! does after most moves). A copy of a position keeps nothing (playing a move makes one), and
//! every change of the cells outside a move forgets it.

use super::make::Scratch;
use super::{Player, Position};
use crate::geometry::CellSet;
use crate::piece::Attackers;

/// The facts, if any are kept. See the module documentation. Boxed: most games never keep
/// any, and a position, copied for every move, stays small.
#[derive(Default)]
pub(crate) struct Kept(Option<Box<Facts>>);

impl Clone for Kept {
    /// A copy keeps nothing: it is made to be changed.
    fn clone(&self) -> Kept {
        Kept(None)
    }
}

/// The start of a scratch copy for one turn of one position.
struct Facts {
    to_move: Player,
    frozen: u8,
    relief: Option<Player>,
    attackers: Option<Attackers>,
    quiet: bool,
    danger: CellSet,
}

impl Position {
    /// [`Position::has_legal_move`], keeping what its legality tests gathered for the player to
    /// move when he has one (his turn then stands).
    pub(super) fn has_legal_move_keeping(&mut self) -> bool {
        let mut scratch = None;
        let found = self.has_legal_move_in(&mut scratch);
        self.kept = Kept(scratch.filter(|_| found).map(|s| {
            let (attackers, quiet, danger) = s.facts();
            Box::new(Facts {
                to_move: self.to_move,
                frozen: self.inert(),
                relief: self.relief,
                attackers,
                quiet,
                danger,
            })
        }));
        found
    }

    /// Forgets what was kept (the cells changed).
    pub(super) fn forget_kept(&mut self) {
        self.kept = Kept(None);
    }

    /// The kept facts, if they were gathered for this turn.
    fn facts_now(&self) -> Option<&Facts> {
        let f = self.kept.0.as_ref()?;
        let same = f.to_move == self.to_move && f.frozen == self.inert() && f.relief == self.relief;
        same.then_some(f)
    }

    /// Whether the kept facts, gathered for this turn, show the player to move out of check (no
    /// enemy that is not frozen attacks his royal pieces). False when nothing is kept, or when
    /// the facts could not tell.
    pub(super) fn kept_out_of_check(&self) -> bool {
        self.facts_now().is_some_and(|f| f.quiet)
    }

    /// A fresh scratch copy from the kept facts, if they were gathered for this turn.
    pub(super) fn kept_scratch(&self) -> Option<Scratch> {
        let f = self.facts_now()?;
        Some(Scratch::from_facts(f.attackers.clone(), f.quiet, f.danger))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    /// Along random games of the games that settle the turn by asking for a legal move (freezing,
    /// duels), the facts are kept after most moves, and the legal moves found from them, and
    /// whether the player to move is in check, are those of a copy, which keeps nothing and
    /// gathers afresh (positions in check are met).
    #[test]
    fn kept_facts_give_the_moves_of_a_fresh_gathering() {
        for id in [
            "four-conventional",
            "blocking-double",
            "blocking-double-128",
        ] {
            let v = variant::build(id, &[]).expect("the game builds");
            let mut pos = Position::start(&v);
            let mut seed = 11u64;
            let (mut kept, mut plies, mut checks) = (0, 0, 0);
            for _ in 0..400 {
                let fresh = pos.clone();
                assert!(fresh.kept_scratch().is_none(), "{id}: a copy keeps nothing");
                kept += pos.kept_scratch().is_some() as usize;
                let moves = pos.legal_moves();
                assert_eq!(moves, fresh.legal_moves(), "{id}: {}", pos.to_text());
                assert_eq!(pos.in_check(), fresh.in_check(), "{id}: {}", pos.to_text());
                checks += usize::from(fresh.in_check());
                if moves.is_empty() || pos.outcome().is_over() {
                    pos = Position::start(&v);
                    continue;
                }
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                pos = pos.play(&moves[(seed >> 33) as usize % moves.len()]);
                plies += 1;
            }
            assert!(kept * 2 > plies, "{id}: kept after {kept} of {plies} moves");
            assert!(checks > 0, "{id}: no position in check met");
        }
    }
}

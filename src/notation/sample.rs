//! Test helper: a short game of any game id, played by a fixed rule (the move `pick` places
//! along the legal list, rolls from a fixed seed), so tests can loop over every game the
//! engine lists without knowing its rules.

use crate::position::Step;
use crate::position::{Outcome, Position};
use crate::variant;

/// The start, the seed (games with dice) and up to `plies` steps of game `id`.
pub(crate) fn sample_game(
    id: &str,
    pick: usize,
    plies: usize,
) -> (Position, Option<u64>, Vec<Step>) {
    let v = variant::build(id, &[]).expect("every listed game builds");
    let start = Position::start(&v);
    let seed = v.has_dice().then_some(2002 + pick as u64);
    let mut pos = start.clone();
    let mut steps = Vec::new();
    while steps.len() < plies && matches!(pos.outcome(), Outcome::Ongoing) {
        let step = match seed.filter(|_| pos.needs_roll()) {
            Some(s) => match pos.seeded_roll(s) {
                Some(r) => Step::Roll(r),
                None => break,
            },
            None => {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                Step::Move(moves[(pick * (steps.len() + 3)) % moves.len()])
            }
        };
        pos = step.apply(&pos);
        steps.push(step);
    }
    (start, seed, steps)
}

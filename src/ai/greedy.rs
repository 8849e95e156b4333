//! The greedy player, one step above the random one on the rating ladder: it looks one move ahead
//! and takes the move after which its side has the most material compared with the others (a
//! capture of the most valuable piece, a promotion), a move that wins the game at once above all
//! and one that loses it at once below all; among equal moves it chooses by the seed. In a game
//! with dice it builds its turn move by move the same way.

use super::rng::Rng;
use crate::position::{Move, Outcome, Position};

/// The material of `pos` from the side of the player to move in `before`: the value of the
/// pieces of that player and its partners less the value of all other pieces. A finished game
/// counts as the most (won by that side) or the least (lost, or drawn below a gain).
fn balance(before: &Position, pos: &Position) -> i64 {
    let v = before.variant();
    let me = before.to_move();
    if let Outcome::Over { winners, .. } = pos.outcome() {
        let won = winners.iter().any(|w| v.same_team(*w, me));
        return if won { i64::MAX } else { i64::MIN };
    }
    pos.pieces()
        .iter()
        .map(|(_, p)| {
            let value = i64::from(v.pieces()[p.kind.index()].value);
            if v.same_team(p.owner, me) {
                value
            } else {
                -value
            }
        })
        .sum()
}

/// The greedy move in `pos`, ties broken by `rng` (`None` when there is no legal move).
fn greedy_step(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let mut best: Vec<Move> = Vec::new();
    let mut best_value = i64::MIN;
    for m in pos.legal_moves() {
        let value = balance(pos, &pos.play(&m));
        if best.is_empty() || value > best_value {
            best_value = value;
            best.clear();
            best.push(m);
        } else if value == best_value {
            best.push(m);
        }
    }
    best.get(rng.below(best.len() as u64) as usize).copied()
}

/// The greedy player's move (`None` when the game is over or no move is legal).
pub fn greedy_move(pos: &Position, seed: u64) -> Option<Move> {
    if pos.outcome().is_over() {
        return None;
    }
    greedy_step(pos, &mut Rng::new(seed ^ pos.key()))
}

/// The greedy player's whole turn in a game with dice, move by move (`None` when the game is
/// over or the dice are still to be rolled).
pub fn greedy_turn(pos: &Position, seed: u64) -> Option<Vec<Move>> {
    let mut rng = Rng::new(seed ^ pos.key());
    super::chance::whole_turn(pos, |cur| greedy_step(cur, &mut rng))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    fn position(game: &str, text: &str) -> Position {
        let v = variant::build(game, &[]).expect("a game of the project");
        Position::from_text(&v, text).expect("a position text")
    }

    /// The rook on d5 can take the knight on b5 or the queen on f5: only the queen's capture
    /// gives the most material, so greedy takes it whatever the seed.
    #[test]
    fn greedy_takes_the_most_valuable_piece() {
        let pos = position("chess", "4k3/8/8/1n1R1q2/8/8/8/4K3 w - - 0 1");
        for seed in 0..20 {
            let m = greedy_move(&pos, seed).expect("a move");
            assert_eq!(pos.play(&m).pieces().len(), 4, "seed {seed}: a capture");
            let queens = pos
                .play(&m)
                .pieces()
                .iter()
                .filter(|(_, p)| pos.variant().pieces()[p.kind.index()].letter == 'Q')
                .count();
            assert_eq!(queens, 0, "seed {seed}: the queen is taken");
        }
    }

    /// The knight on d1 can take the queen on b2, and the rook on a1 can mate on a8 (the king
    /// on h8 boxed in by its pawns; the queen cannot reach the eighth rank past the pawns on b3
    /// and g7): the mate wins the game, so greedy plays it whatever the seed.
    #[test]
    fn greedy_mates_when_it_can() {
        let pos = position("chess", "7k/6pp/8/8/8/1p6/1q6/R2N2K1 w - - 0 1");
        for seed in 0..10 {
            let m = greedy_move(&pos, seed).expect("a move");
            assert!(pos.play(&m).outcome().is_over(), "seed {seed}: mate in one");
        }
    }
}

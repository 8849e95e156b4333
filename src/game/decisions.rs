//! The decisions of a game's main line, for reviewing it: each move, or in a game with dice each
//! turn (the moves a player made after one roll), with the ply before it.

use super::{Game, Step};
use crate::position::Move;

/// One decision of a player: the ply of the position it was made in, and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The number of steps before it: the position is `game.position_at(ply)`.
    pub ply: usize,
    /// One move, or with dice the moves of one turn (a pass included).
    pub moves: Vec<Move>,
}

impl Game {
    /// The decisions of the main line, in order. A roll or a player leaving ends a turn; a
    /// turn also ends when another player is to move.
    pub fn decisions(&self) -> Vec<Decision> {
        let dice = self.variant.has_dice();
        let mut out: Vec<Decision> = Vec::new();
        let mut open = false;
        for (i, played) in self.steps.iter().enumerate() {
            let Step::Move(m) = played.step else {
                open = false;
                continue;
            };
            let before = self.position_at(i).map(|p| p.to_move());
            let same_turn = open
                && dice
                && out
                    .last()
                    .is_some_and(|d| self.position_at(d.ply).map(|p| p.to_move()) == before);
            match out.last_mut() {
                Some(d) if same_turn => d.moves.push(m),
                _ => out.push(Decision {
                    ply: i,
                    moves: vec![m],
                }),
            }
            open = true;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four moves of chess are four decisions at plies 0 to 3.
    #[test]
    fn each_move_of_chess_is_a_decision() {
        let game = Game::from_record("[Game \"chess\"]\n1. e4 e5 2. Nf3 Nc6", None).unwrap();
        let d = game.decisions();
        assert_eq!(d.iter().map(|d| d.ply).collect::<Vec<_>>(), [0, 1, 2, 3]);
        assert!(d.iter().all(|d| d.moves.len() == 1));
    }

    /// In Orwell a roll, then the moves of that turn, make one decision at the ply after the
    /// roll; the next roll starts another.
    #[test]
    fn a_turn_with_dice_is_one_decision() {
        let mut game = Game::new(&crate::variant::build("orwell", &[]).unwrap(), Some(5));
        let mut rolls = 0;
        while rolls < 3 {
            if game.last().needs_roll() {
                game.roll_dice().unwrap();
                rolls += 1;
                continue;
            }
            let m = game.last().legal_moves()[0];
            game.play(Step::Move(m)).unwrap();
        }
        let moves = game
            .steps()
            .iter()
            .filter(|p| matches!(p.step, Step::Move(_)))
            .count();
        let d = game.decisions();
        assert_eq!(d.len(), 2, "{d:?}");
        assert_eq!(d.iter().map(|d| d.moves.len()).sum::<usize>(), moves);
        for x in &d {
            assert!(
                matches!(game.steps()[x.ply - 1].step, Step::Roll(_)),
                "{x:?}"
            );
        }
    }
}

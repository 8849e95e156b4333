//! The computer's answer to an offer of a draw: it accepts when its
//! search says it stands worse by at least a pawn, and plays on otherwise (an even or better
//! position is worth playing for, as a club player would).

use super::clock::Clock;
use super::search::{Limits, Searcher};
use crate::piece::Player;
use crate::position::Position;

/// How much worse (hundredths of a pawn) the computer must stand to accept a draw.
pub const WORSE_BY: i32 = 100;

/// Whether `computer` accepts a draw offered in `pos`, searching within `limits`. A game already
/// over is never drawn by agreement.
pub fn accepts_draw(
    searcher: &mut Searcher,
    pos: &Position,
    computer: Player,
    limits: &Limits,
    clock: &dyn Clock,
) -> bool {
    let Some(found) = searcher.search(pos, limits, clock) else {
        return false;
    };
    let mine = if pos.to_move() == computer {
        found.score
    } else {
        -found.score
    };
    mine <= -WORSE_BY
}

/// Whether `computer` accepts a draw offered in a game of more than two players (a draw needs
/// everyone still in): as in a game of two, when it stands worse by `WORSE_BY` (a pawn), here by the
/// static score of its side (its team, or itself) against the best other side.
pub fn accepts_draw_among_more(searcher: &mut Searcher, pos: &Position, computer: Player) -> bool {
    let v = pos.variant();
    let scores = searcher.scores(pos);
    let side = |p: Player| -> i32 {
        (0..scores.len())
            .filter(|&q| v.same_team(p, Player(q as u8)))
            .map(|q| scores[q])
            .sum()
    };
    let mine = side(computer);
    let best_other = (0..scores.len() as u8)
        .map(Player)
        .filter(|&q| !v.same_team(q, computer) && !pos.is_out(q))
        .map(side)
        .max();
    best_other.is_some_and(|best| mine <= best - WORSE_BY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::NoClock;
    use crate::variant;

    fn answer(text: &str, computer: u8) -> bool {
        let v = variant::build("chess", &[]).unwrap();
        let pos = Position::from_text(&v, text).unwrap();
        let limits = Limits {
            depth: Some(3),
            ..Limits::default()
        };
        accepts_draw(
            &mut Searcher::new(),
            &pos,
            Player(computer),
            &limits,
            &NoClock,
        )
    }

    #[test]
    fn the_computer_accepts_only_when_it_stands_worse() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(!answer(start, 0));
        assert!(!answer(start, 1));
        // Black has no queen: Black accepts, White plays on, whoever is to move.
        for to_move in ["w", "b"] {
            let text = format!("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR {to_move} KQkq - 0 1");
            assert!(answer(&text, 1), "{text}");
            assert!(!answer(&text, 0), "{text}");
        }
    }
}

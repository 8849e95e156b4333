//! `quadrille perft` and `quadrille divide`: both count the leaves of the move tree through one
//! split of the root ([`Split`]), so the count of perft is always the total of divide.
//!
//! A position where the game is over by a rule while moves remain (repetition, fifty moves, bare
//! kings, a dead position, the end of a game with dice or scores) is one leaf and is not
//! expanded, at the root as anywhere in the tree; a position with no legal move (checkmate,
//! stalemate) has no moves to count. Divide shows a root that is itself the leaf as one line,
//! `(game over: bare-kings) 1`, so that its lines always add up to its total.

use crate::notation::san;
use crate::position::{Move, Position};
use crate::rules::Roll;
use std::io::Write;

/// Perft split at the root: the rolls (a game with dice, before the roll) or the moves, each
/// with the leaves below it, and the root itself when it is a leaf.
pub struct Split {
    pub rolls: Vec<(Roll, u64)>,
    pub moves: Vec<(Move, u64)>,
    /// When the root is itself the one leaf, what divide writes for it: `(game over:
    /// bare-kings)`, or `(depth 0)`.
    pub leaf: Option<String>,
}

impl Split {
    /// The split of `pos`, `depth` plies (turns, with dice) deep.
    pub fn new(pos: &Position, depth: u32) -> Split {
        let leaf = match pos.ended_by_rule() {
            Some(result) => Some(format!("(game over: {})", result.as_str())),
            None if depth == 0 => Some("(depth 0)".to_string()),
            None => None,
        };
        let expanded = leaf.is_none();
        Split {
            rolls: if expanded {
                pos.divide_rolls(depth)
            } else {
                Vec::new()
            },
            moves: if expanded {
                pos.divide(depth)
            } else {
                Vec::new()
            },
            leaf,
        }
    }

    /// The number of leaves: perft's count.
    pub fn total(&self) -> u64 {
        let rolls: u64 = self.rolls.iter().map(|(_, n)| n).sum();
        let moves: u64 = self.moves.iter().map(|(_, n)| n).sum();
        rolls + moves + u64::from(self.leaf.is_some())
    }
}

/// `quadrille perft`: the count alone.
pub fn perft(pos: &Position, depth: u32, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "{}", Split::new(pos, depth).total())
}

/// `quadrille divide`: each roll (as `1,3`) or move (in SAN) with its count, the root itself
/// when it is the leaf, then the total.
pub fn divide(pos: &Position, depth: u32, out: &mut dyn Write) -> std::io::Result<()> {
    let split = Split::new(pos, depth);
    for (r, count) in &split.rolls {
        writeln!(out, "{},{} {count}", r[0], r[1])?;
    }
    for (m, count) in &split.moves {
        writeln!(out, "{} {count}", san(pos, m))?;
    }
    if let Some(leaf) = &split.leaf {
        writeln!(out, "{leaf} 1")?;
    }
    writeln!(out, "total {}", split.total())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    fn at(game: &str, text: &str) -> Position {
        Position::from_text(&variant::build(game, &[]).unwrap(), text).unwrap()
    }

    /// The split counts what the library's perft counts, ended games and dice included.
    #[test]
    fn the_split_counts_as_perft_does() {
        let chess = variant::build("chess", &[]).unwrap();
        let orwell = variant::build("orwell", &[]).unwrap();
        let rolled = Position::start(&orwell).roll([3, 5]).unwrap();
        let positions = [
            Position::start(&chess),
            at("chess", "8/8/4k3/8/8/4K3/8/8 w - - 0 1"),
            at("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80"),
            at("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
            Position::start(&orwell),
            rolled,
            Position::start(&variant::build("ms-alice", &[]).unwrap()),
        ];
        for pos in &positions {
            for depth in 0..=2 {
                let split = Split::new(pos, depth);
                assert_eq!(split.total(), pos.perft(depth), "{} {depth}", pos.to_text());
            }
        }
        // The leaves said by hand: bare kings and the fifty moves are one leaf; the stalemate
        // (black king h8, white queen f7 and king g6, Black to move) has no move.
        let counts: Vec<u64> = positions[1..4]
            .iter()
            .map(|p| Split::new(p, 2).total())
            .collect();
        assert_eq!(counts, [1, 1, 0]);
        assert_eq!(
            Split::new(&positions[1], 1).leaf.as_deref(),
            Some("(game over: bare-kings)")
        );
    }
}

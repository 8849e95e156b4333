//! Evaluation terms for games of three or more players, and for games that keep a score:
//! - the points each player has (`Position::scores`), worth [`POINT`] each;
//! - how close each player is to elimination: a player with few pieces left risks being put out
//!   (or, in Orwell Chess, giving the win to the opponent who takes his last but one piece), and
//!   a player with none is out.
//!
//! In two-player games without scores these terms add nothing: material already says it.

use crate::geometry::Cell;
use crate::piece::Piece;
use crate::position::Position;
use crate::variant::Variant;

/// What one point of a game's score is worth, in hundredths of a pawn.
pub const POINT: i32 = 150;
/// The score of a player with no piece left.
const OUT: i32 = -2500;
/// Below this many pieces a player is in danger of elimination.
const FEW: i32 = 6;
/// The penalty per missing piece below [`FEW`], squared.
const SHORT: i32 = 12;

/// Adds the score and elimination terms to `score` (per player).
pub(crate) fn standing_terms(
    v: &Variant,
    pos: &Position,
    pieces: &[(Cell, Piece)],
    score: &mut [i32],
) {
    if let Some(points) = pos.scores() {
        for (s, p) in score.iter_mut().zip(points) {
            *s += p as i32 * POINT;
        }
    }
    if v.players().len() < 3 {
        return;
    }
    let mut counts = vec![0i32; score.len()];
    for (_, p) in pieces {
        if let Some(c) = counts.get_mut(p.owner.index()) {
            *c += 1;
        }
    }
    for (s, &n) in score.iter_mut().zip(&counts) {
        if n == 0 {
            *s += OUT;
        } else if n < FEW {
            *s -= SHORT * (FEW - n) * (FEW - n);
        }
    }
}

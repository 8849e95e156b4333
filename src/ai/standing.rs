//! Evaluation terms for games of three or more players, and for games that keep a score:
//! - the points each player has (`Position::scores`), worth [`POINT`] each;
//! - how close each player is to elimination: a player with few pieces left risks being put out
//!   (or, in Orwell Chess, giving the win to the opponent who takes his last but one piece), and
//!   a player with none is out;
//! - in games that score what is taken from the first player eliminated (`Position::
//!   ranking_if_eliminated`): what each player would score if each opponent were put out now,
//!   weighted by how close that opponent is to elimination, so a capture is worth what it would
//!   count.
//!
//! - in a points race evaluated as one (chess.com's free-for-all, the `race_eval` switch): each
//!   player's points (`Position::points`), worth [`RACE_POINT`] each, and nothing for how close
//!   he is to being out (his pieces count only while they live; his points stay when he is out).
//!
//! In two-player games without scores these terms add nothing: material already says it.

use crate::geometry::Cell;
use crate::piece::{Piece, Player};
use crate::position::{Position, MAX_PLAYERS};
use crate::variant::Variant;

/// What one point of a game's score is worth, in hundredths of a pawn.
pub const POINT: i32 = 150;
/// What one point of a points race is worth, in hundredths of a pawn: a pawn, the piece that
/// scores one point when taken.
pub const RACE_POINT: i32 = 100;
/// The score of a player with no piece left.
const OUT: i32 = -2500;
/// Below this many pieces a player is in danger of elimination.
const FEW: i32 = 6;
/// The penalty per missing piece below [`FEW`], squared.
const SHORT: i32 = 12;
/// With this many pieces or fewer, a player's elimination is near enough to weigh what the
/// others would score from it.
const NEAR: i32 = 4;

/// Adds the score and elimination terms to `score` (per player); `race`: the points race's
/// points instead (the pieces given are the live ones).
pub(crate) fn standing_terms(
    v: &Variant,
    pos: &Position,
    pieces: &[(Cell, Piece)],
    race: bool,
    score: &mut [i32],
) {
    if race {
        for (s, p) in score.iter_mut().zip(pos.points()) {
            *s += p as i32 * RACE_POINT;
        }
        return;
    }
    // In a game scored by captures nobody has a point before the first elimination.
    let pointless = v.scoring.is_some() && pos.eliminated().is_none();
    let points = if pointless { None } else { pos.scores() };
    if let Some(points) = points {
        for (s, p) in score.iter_mut().zip(points) {
            *s += p as i32 * POINT;
        }
    }
    if v.players().len() < 3 {
        return;
    }
    let mut counts = [0i32; MAX_PLAYERS];
    for (_, p) in pieces {
        if let Some(c) = counts.get_mut(p.owner.index()) {
            *c += 1;
        }
    }
    let counts = &counts[..score.len().min(MAX_PLAYERS)];
    for (s, &n) in score.iter_mut().zip(counts) {
        if n == 0 {
            *s += OUT;
        } else if n < FEW {
            *s -= SHORT * (FEW - n) * (FEW - n);
        }
    }
    for (victim, &n) in counts.iter().enumerate() {
        // Far from elimination the weight is small and the ranking not worth its cost.
        if n > NEAR {
            continue;
        }
        let Some(ranking) = pos.ranking_if_eliminated(Player(victim as u8)) else {
            return;
        };
        // The weight of this player's elimination: full with one piece left, falling with the
        // square of his pieces.
        let weight = 64 / (n * n).max(1);
        for st in ranking.standings {
            if let Some(s) = score.get_mut(st.player.index()) {
                *s += st.points as i32 * POINT * weight / 64;
            }
        }
    }
}

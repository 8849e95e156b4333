//! What the page needs to show chess.com's points race (`4pc-ffa`): each player's points as they
//! stand, who is out (his pieces dead) and who resigned (his king walking), and once the game is
//! over the final points with the ranking. Everything is read from the engine's position.

use serde::Serialize;

use crate::piece::Player;
use crate::position::Position;

/// One place of the final ranking.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlaceOut {
    player: u8,
    /// His final points (with the shares and awards of the end).
    points: u32,
    /// 1 for the first; players level share a place.
    place: usize,
}

/// The points race at the viewed ply.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RaceOut {
    /// Each player's points, in turn order.
    points: Vec<u32>,
    /// The players out (checkmated, stalemated, or resigned): their pieces are dead.
    dead: Vec<u8>,
    /// The players who resigned while the game goes on: their king walks on.
    walking: Vec<u8>,
    /// Once the game is over by its rules: the players by final points, best first.
    ranking: Option<Vec<PlaceOut>>,
}

/// The points race of `pos` (`None` in other games).
pub(super) fn race_out(pos: &Position) -> Option<RaceOut> {
    if !pos.variant().points_race.on {
        return None;
    }
    let players = (0..pos.variant().players().len() as u8).map(Player);
    Some(RaceOut {
        points: pos.points(),
        dead: players
            .clone()
            .filter(|&p| pos.is_dead(p) || pos.is_walking(p))
            .map(|p| p.0)
            .collect(),
        walking: players
            .filter(|&p| pos.is_walking(p))
            .map(|p| p.0)
            .collect(),
        ranking: pos.points_ranking().map(|r| {
            r.into_iter()
                .map(|(p, points, place)| PlaceOut {
                    player: p.0,
                    points,
                    place,
                })
                .collect()
        }),
    })
}

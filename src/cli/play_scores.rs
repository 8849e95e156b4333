//! What `quadrille play --json` adds for games scored by captures (Not a Dodgson System Chess):
//! what each player has taken from whom, and once a player is eliminated, the ranking and how
//! the winners were decided.

use crate::piece::Player;
use crate::position::Position;
use serde::Serialize;
use std::collections::BTreeMap;

/// What one player has taken: per opponent (by name), the letters of the pieces taken from him.
#[derive(Debug, Serialize)]
pub struct TakenBy {
    pub player: String,
    pub from: BTreeMap<String, String>,
}

/// One place of the final ranking.
#[derive(Debug, Serialize)]
pub struct PlaceOut {
    pub place: usize,
    pub player: String,
    pub points: u32,
    /// The count of each tie-break, by its name (`rooks`, `pawns`).
    pub tie_breaks: BTreeMap<String, u32>,
}

/// The final ranking once a player is eliminated.
#[derive(Debug, Serialize)]
pub struct RankingOut {
    pub eliminated: String,
    pub places: Vec<PlaceOut>,
    /// How the winners were decided, for people.
    pub explanation: String,
}

/// Per player in turn order, what he has taken (`None` for games that do not score captures).
pub fn taken(pos: &Position) -> Option<Vec<TakenBy>> {
    let v = pos.variant();
    v.scoring.as_ref()?;
    let n = v.players().len() as u8;
    Some(
        (0..n)
            .map(Player)
            .map(|capturer| TakenBy {
                player: v.player_name(capturer).to_string(),
                from: (0..n)
                    .map(Player)
                    .filter_map(|victim| {
                        let got = pos.taken().from(capturer, victim);
                        (!got.is_empty()).then(|| {
                            let letters = got
                                .iter()
                                .flat_map(|&(k, c)| {
                                    std::iter::repeat_n(v.piece_letter(k), c as usize)
                                })
                                .collect();
                            (v.player_name(victim).to_string(), letters)
                        })
                    })
                    .collect(),
            })
            .collect(),
    )
}

/// The final ranking, once a player is eliminated.
pub fn ranking(pos: &Position) -> Option<RankingOut> {
    let v = pos.variant();
    let scoring = v.scoring.as_ref()?;
    let r = pos.ranking()?;
    Some(RankingOut {
        eliminated: v.player_name(r.victim).to_string(),
        places: r
            .standings
            .iter()
            .map(|s| PlaceOut {
                place: s.place,
                player: v.player_name(s.player).to_string(),
                points: s.points,
                tie_breaks: scoring
                    .tie_breaks
                    .iter()
                    .zip(&s.ties)
                    .map(|(t, &n)| (t.name.to_string(), n))
                    .collect(),
            })
            .collect(),
        explanation: r.explain(v, scoring),
    })
}

//! What the page needs to show a game scored by captures (Not a Dodgson System Chess): what each
//! player has taken from whom, the points that would count if a given player were eliminated now,
//! the final ranking with how the tie-break went, as the page receives them. Everything is read
//! from the engine's position and rule components; the words are `crate::game`'s (its status
//! line says the passes and the endings).

use serde::Serialize;

use crate::game::{score_values, tie_break_words};
use crate::piece::Player;
use crate::position::Position;
use crate::rules::Ranking;

/// What one player took from one other player.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TakenOut {
    /// The letters of the pieces, in catalogue order: `QPP`.
    letters: String,
    /// The points they are worth if that player is the one eliminated.
    points: u32,
}

/// One place of a ranking.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct StandingOut {
    player: u8,
    points: u32,
    /// The count of each tie-break, in order.
    ties: Vec<u32>,
    place: usize,
}

/// A ranking: if `victim` were (or is) the player eliminated.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RankingOut {
    victim: u8,
    standings: Vec<StandingOut>,
    winners: Vec<u8>,
    /// How the first place is decided, for people.
    explanation: String,
}

/// The score panel.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ScoringOut {
    /// `taken[capturer][victim]`.
    taken: Vec<Vec<TakenOut>>,
    /// Per player: the ranking if he were eliminated now.
    if_eliminated: Vec<RankingOut>,
    /// The final ranking, once a player is eliminated.
    result: Option<RankingOut>,
    /// The tie-breaks, in order, for people: `more rooks`, `fewer pawns`.
    tie_breaks: Vec<String>,
    /// What each piece scores, for people: `Q 3 · R B N 2 · P 1`.
    values: String,
    /// Pieces left on the board per player.
    pieces_left: Vec<usize>,
    /// The name of each piece letter (for drawing the pieces taken): `[["Q", "queen"], ...]`.
    names: Vec<(String, String)>,
}

fn ranking_out(pos: &Position, r: &Ranking) -> RankingOut {
    let v = pos.variant();
    let explanation = v
        .scoring
        .as_ref()
        .map(|s| r.explain(v, s))
        .unwrap_or_default();
    RankingOut {
        victim: r.victim.0,
        standings: r
            .standings
            .iter()
            .map(|s| StandingOut {
                player: s.player.0,
                points: s.points,
                ties: s.ties.clone(),
                place: s.place,
            })
            .collect(),
        winners: r.winners.iter().map(|p| p.0).collect(),
        explanation,
    }
}

/// The score panel of a game scored by captures (`None` for other games).
pub(super) fn scoring_out(pos: &Position) -> Option<ScoringOut> {
    let v = pos.variant();
    let scoring = v.scoring.as_ref()?;
    let n = v.players().len() as u8;
    let taken = (0..n)
        .map(|c| {
            (0..n)
                .map(|victim| {
                    let got = pos.taken().from(Player(c), Player(victim));
                    TakenOut {
                        letters: got
                            .iter()
                            .flat_map(|&(k, count)| {
                                std::iter::repeat_n(v.piece_letter(k), count as usize)
                            })
                            .collect(),
                        points: got
                            .iter()
                            .map(|&(k, count)| scoring.points_of(k) * count)
                            .sum(),
                    }
                })
                .collect()
        })
        .collect();
    let if_eliminated = (0..n)
        .filter_map(|p| pos.ranking_if_eliminated(Player(p)))
        .map(|r| ranking_out(pos, &r))
        .collect();
    let mut pieces_left = vec![0; n as usize];
    for (_, p) in pos.pieces() {
        if let Some(c) = pieces_left.get_mut(p.owner.index()) {
            *c += 1;
        }
    }
    Some(ScoringOut {
        taken,
        if_eliminated,
        result: pos.ranking().map(|r| ranking_out(pos, &r)),
        tie_breaks: tie_break_words(v),
        values: score_values(v),
        pieces_left,
        names: v
            .pieces()
            .iter()
            .map(|d| (d.letter.to_string(), d.name.to_string()))
            .collect(),
    })
}

//! The duels of Blocking Double Chess in `quadrille play --json`: each duel's players and result,
//! the team result once both are over, and the player owed relief after an accepted proposal.

use super::play::Report;
use crate::position::Position;
use serde::Serialize;

/// One duel: `{"players":["White","Black"],"result":"won","winner":"Black","reason":"checkmate"}`.
#[derive(Debug, Serialize)]
pub struct DuelReport {
    pub players: Vec<String>,
    /// `ongoing`, `won` or `drawn`.
    pub result: String,
    pub winner: Option<String>,
    /// `checkmate`, `stalemate`, `repetition`, `fifty-moves`, `insufficient-force`; empty while
    /// the duel goes on.
    pub reason: String,
}

impl Report {
    /// Fills in the duels, the team result and the owed relief (games of duels only).
    pub(crate) fn with_duels(mut self, pos: &Position) -> Report {
        let v = pos.variant();
        if v.duels.is_empty() {
            return self;
        }
        let name = |p| v.player_name(p).to_string();
        self.duels = Some(
            pos.duels()
                .iter()
                .map(|d| DuelReport {
                    players: d.players.iter().map(|&p| name(p)).collect(),
                    result: d.result().to_string(),
                    winner: d.end.and_then(|e| e.winner).map(name),
                    reason: d
                        .end
                        .map_or(String::new(), |e| e.reason.as_str().to_string()),
                })
                .collect(),
        );
        self.team_result = pos.team_result_text();
        self.relief_owed = pos.relief_owed().map(name);
        self
    }
}

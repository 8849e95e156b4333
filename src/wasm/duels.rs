//! What the page needs for Blocking Double Chess: the proposals of the player to move and each
//! duel's result (the status line that says them is `crate::game`'s), and the two calls of the
//! consent privilege: playing a proposal as accepted, and the computer partner's answer.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{error, move_out, Game, MoveOut};
use crate::ai::{consent, Searcher};
use crate::position::{Move, Position};

/// One duel: its two players, `ongoing`, `won` or `drawn`, the winner, and why it ended
/// (`checkmate`, `stalemate`, `repetition`, `fifty-moves`, `insufficient-force`; empty while it
/// goes on).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct DuelOut {
    players: Vec<u8>,
    result: String,
    winner: Option<u8>,
    reason: String,
}

/// The proposals of the player to move, as moves (empty in other games).
pub(super) fn proposals_out(pos: &Position) -> Vec<MoveOut> {
    pos.proposals().iter().map(|m| move_out(pos, m)).collect()
}

/// The index of `m` among the proposals of `pos`, if it is one.
pub(super) fn proposal_index(pos: &Position, m: &Move) -> Option<usize> {
    if pos.variant().duels.is_empty() {
        return None;
    }
    pos.proposals().iter().position(|x| x == m)
}

/// Each duel (empty in other games).
pub(super) fn duels_out(pos: &Position) -> Vec<DuelOut> {
    pos.duels()
        .iter()
        .map(|d| DuelOut {
            players: d.players.iter().map(|p| p.0).collect(),
            result: d.result().to_string(),
            winner: d.end.and_then(|e| e.winner).map(|p| p.0),
            reason: d
                .end
                .map_or(String::new(), |e| e.reason.as_str().to_string()),
        })
        .collect()
}

#[wasm_bindgen]
impl Game {
    /// Plays proposal `index` of the viewed position (as `snapshot().proposals` lists them) as
    /// accepted by the partner, who must then relieve the check. Moves after the viewed ply are
    /// dropped first.
    #[wasm_bindgen(js_name = playProposal)]
    pub fn play_proposal(&mut self, index: usize) -> Result<(), JsError> {
        self.inner.play_proposal(index).map_err(error)
    }

    /// The computer partner's answer to proposal `index` of the viewed position: `accept` or
    /// `unwise`, thinking at most `movetime_ms` milliseconds at `level` (1 to 8).
    #[wasm_bindgen(js_name = answerProposal)]
    pub fn answer_proposal(
        &self,
        index: usize,
        level: u8,
        movetime_ms: u32,
    ) -> Result<String, JsError> {
        let pos = self.inner.current();
        let proposals = pos.proposals();
        let m = proposals.get(index).ok_or_else(|| {
            error(format!(
                "there is no proposal number {index}; this position has {}",
                proposals.len()
            ))
        })?;
        let limits = super::ai::answer_limits(level, movetime_ms);
        let clock = || js_sys::Date::now() as u64;
        let mut searcher = Searcher::new();
        Ok(consent::answer(&mut searcher, pos, m, &limits, &clock)
            .as_str()
            .to_string())
    }
}

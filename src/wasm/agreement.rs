//! Games the players end, for the page: a resignation, a time-out, a claim of the win, a draw agreed (all in
//! `crate::game`), and the computer's answer to an offer of a draw (timed by the page's clock).

use wasm_bindgen::prelude::*;

use super::{error, Game};
use crate::ai::{self, Searcher};
use crate::piece::Player;

#[wasm_bindgen]
impl Game {
    /// Whether the players can end the game now by agreeing a draw: a game going on by its rules
    /// and not ended already.
    #[wasm_bindgen(js_name = canAgree)]
    pub fn can_agree(&self) -> bool {
        self.inner.can_agree()
    }

    /// Whether `player` may resign now: he is still in a game going on (see `position::agreement`
    /// and `position::leaving`).
    #[wasm_bindgen(js_name = canResign)]
    pub fn can_resign(&self, player: u8) -> bool {
        self.inner.can_resign(Player(player))
    }

    /// Whether the game goes on without `player` when he resigns or his time runs out now (he
    /// leaves, see `position::leaving`), rather than ending.
    #[wasm_bindgen(js_name = goesOnWithout)]
    pub fn goes_on_without(&self, player: u8) -> bool {
        self.inner.goes_on_without(Player(player))
    }

    /// The players still in the game at its last position, in turn order: those whose consent a
    /// draw needs.
    #[wasm_bindgen(js_name = playersIn)]
    pub fn players_in(&self) -> Vec<u8> {
        self.inner.players_in().iter().map(|p| p.0).collect()
    }

    /// `player` resigns after the last step, which the page then shows: the game ends, or (a
    /// free-for-all with two or more opponents still in) he leaves and the others play on.
    pub fn resign(&mut self, player: u8) -> Result<(), JsError> {
        self.inner.resign(Player(player)).map_err(error)
    }

    /// Why `player` may not claim the win now (the leader of the last two players of a points
    /// race who still finishes first alone may), or `undefined` when he may. The computer claims
    /// as soon as it may: a claim locks first place, all a game is ranked by.
    #[wasm_bindgen(js_name = claimWinRefusal)]
    pub fn claim_win_refusal(&self, player: u8) -> Option<String> {
        self.inner.claim_win_refusal(Player(player))
    }

    /// `player` claims the win after the last step (a step of the game; the game is then over).
    #[wasm_bindgen(js_name = claimWin)]
    pub fn claim_win(&mut self, player: u8) -> Result<(), JsError> {
        self.inner.claim_win(Player(player)).map_err(error)
    }

    /// `player`'s time ran out (the page's clocks): read as his resignation.
    #[wasm_bindgen(js_name = timeOut)]
    pub fn time_out(&mut self, player: u8) -> Result<(), JsError> {
        self.inner.time_out(Player(player)).map_err(error)
    }

    /// Everyone still in agrees a draw; the game ends after its last move.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.inner.agree_draw().map_err(error)
    }

    /// Whether the computer playing `player` at `level` (1 to 8) accepts a draw offered after the
    /// last move, thinking at most `movetime_ms` milliseconds: it accepts when it stands worse.
    #[wasm_bindgen(js_name = drawAnswer)]
    pub fn draw_answer(&self, player: u8, level: u8, movetime_ms: u32) -> Result<bool, JsError> {
        if !self.inner.can_agree() {
            return Err(error("no draw can be agreed now"));
        }
        let limits = super::ai::answer_limits(level, movetime_ms);
        let clock = || js_sys::Date::now() as u64;
        let mut searcher = Searcher::new();
        let last = self.inner.last();
        if self.inner.variant().players().len() > 2 {
            return Ok(ai::accepts_draw_among_more(
                &mut searcher,
                last,
                Player(player),
            ));
        }
        Ok(ai::accepts_draw(
            &mut searcher,
            last,
            Player(player),
            &limits,
            &clock,
        ))
    }
}

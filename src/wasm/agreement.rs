//! Games the players end for the page: a resignation, a draw agreed (who may, see
//! `rules::agreement`), and the computer's answer to an offer of a draw.

use wasm_bindgen::prelude::*;

use super::out::StatusOut;
use super::{error, Game};
use crate::ai::{self, Searcher};
use crate::game::Step;
use crate::piece::Player;
use crate::rules::leaving::{goes_on_without, leaving, Departure, Leaving};
use crate::rules::Agreement;

#[wasm_bindgen]
impl Game {
    /// Whether the players can end the game now by agreeing a draw: a game going on by its rules
    /// and not ended already.
    #[wasm_bindgen(js_name = canAgree)]
    pub fn can_agree(&self) -> bool {
        self.end.is_none() && Agreement::Drawn.check(self.last()).is_ok()
    }

    /// Whether `player` may resign now: he is still in a game going on (see `rules::agreement`
    /// and `rules::leaving`).
    #[wasm_bindgen(js_name = canResign)]
    pub fn can_resign(&self, player: u8) -> bool {
        self.end.is_none() && leaving(self.last(), Player(player), Departure::Resigned).is_ok()
    }

    /// Whether the game goes on without `player` when he resigns or his time runs out now (he
    /// leaves, see `rules::leaving`), rather than ending.
    #[wasm_bindgen(js_name = goesOnWithout)]
    pub fn goes_on_without(&self, player: u8) -> bool {
        self.end.is_none() && goes_on_without(self.last(), Player(player))
    }

    /// The players still in the game at its last position, in turn order: those whose consent a
    /// draw needs.
    #[wasm_bindgen(js_name = playersIn)]
    pub fn players_in(&self) -> Vec<u8> {
        let last = self.last();
        (0..self.variant.players().len() as u8)
            .filter(|&p| !last.is_out(Player(p)))
            .collect()
    }

    /// `player` resigns after the last step, which the page then shows: the game ends, or (a
    /// free-for-all with two or more opponents still in) he leaves and the others play on.
    pub fn resign(&mut self, player: u8) -> Result<(), JsError> {
        self.depart(Player(player), Departure::Resigned)
    }

    /// `player`'s time ran out (the page's clocks): read as his resignation.
    #[wasm_bindgen(js_name = timeOut)]
    pub fn time_out(&mut self, player: u8) -> Result<(), JsError> {
        self.depart(Player(player), Departure::OutOfTime)
    }

    /// Everyone still in agrees a draw; the game ends after its last move.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.conclude(Agreement::Drawn)
    }

    /// Whether the computer playing `player` at `level` (1 to 8) accepts a draw offered after the
    /// last move, thinking at most `movetime_ms` milliseconds: it accepts when it stands worse.
    #[wasm_bindgen(js_name = drawAnswer)]
    pub fn draw_answer(&self, player: u8, level: u8, movetime_ms: u32) -> Result<bool, JsError> {
        if !self.can_agree() {
            return Err(error("no draw can be agreed now"));
        }
        let limits = super::ai::answer_limits(level, movetime_ms);
        let clock = || js_sys::Date::now() as u64;
        let mut searcher = Searcher::new();
        if self.variant.players().len() > 2 {
            return Ok(ai::accepts_draw_among_more(
                &mut searcher,
                self.last(),
                Player(player),
            ));
        }
        Ok(ai::accepts_draw(
            &mut searcher,
            self.last(),
            Player(player),
            &limits,
            &clock,
        ))
    }
}

impl Game {
    /// The position after the last step, whatever ply is viewed.
    fn last(&self) -> &crate::position::Position {
        &self.positions[self.moves.len()]
    }

    /// A resignation or a time-out after the last step: an ending, or a leave step appended.
    fn depart(&mut self, p: Player, why: Departure) -> Result<(), JsError> {
        if let Some(old) = self.end {
            return Err(error(format!("the game is over ({})", words(self, old))));
        }
        match leaving(self.last(), p, why).map_err(error)? {
            Leaving::Ends(end) => self.conclude(end),
            Leaving::Leaves(p, why) => {
                self.ply = self.moves.len();
                self.play_move(Step::Leave(p, why))
            }
        }
    }

    fn conclude(&mut self, end: Agreement) -> Result<(), JsError> {
        if let Some(old) = self.end {
            return Err(error(format!("the game is over ({})", words(self, old))));
        }
        end.check(self.last()).map_err(error)?;
        self.end = Some(end);
        self.ply = self.moves.len();
        Ok(())
    }
}

/// How the players ended the game, for people: `White resigned`, `a draw was agreed`.
pub(super) fn words(game: &Game, end: Agreement) -> String {
    match end {
        Agreement::Resigned(p) => format!("{} resigned", name(game, p)),
        Agreement::OutOfTime(p) => format!("{}'s time ran out", name(game, p)),
        Agreement::Drawn => "a draw was agreed".to_string(),
    }
}

fn name(game: &Game, p: Player) -> String {
    game.variant
        .players()
        .get(p.index())
        .map_or_else(|| format!("Player {}", p.0 + 1), |i| i.name.clone())
}

/// The status of the last position of a game the players ended.
pub(super) fn status(game: &Game, end: Agreement, mut usual: StatusOut) -> StatusOut {
    let winners = end.winners(game.last());
    usual.over = true;
    usual.result = end.as_str().to_string();
    let won = || {
        let verb = if winners.len() == 1 { "wins" } else { "win" };
        format!(
            "{} {verb}",
            listed(winners.iter().map(|w| name(game, *w)).collect())
        )
    };
    usual.text = match end {
        Agreement::Resigned(p) => format!("{} resigned; {}", name(game, p), won()),
        Agreement::OutOfTime(p) => format!("{}'s time ran out; {}", name(game, p), won()),
        Agreement::Drawn => "Draw by agreement".to_string(),
    };
    usual.winners = winners.iter().map(|w| w.0).collect();
    usual
}

/// Names listed for people: `Red`, `Red and Black`, `White, Red and Green`.
fn listed(mut names: Vec<String>) -> String {
    match names.pop() {
        None => String::new(),
        Some(last) if names.is_empty() => last,
        Some(last) => format!("{} and {last}", names.join(", ")),
    }
}

//! Import and export for the page: a game from a game record or from a position text, and the
//! record of the game in progress (all in `crate::game`, see `notation::game_record`; PGN4 and
//! FEN4 for chess.com's four-player games, `notation::pgn4`).

use wasm_bindgen::prelude::*;

use super::{error, install_hook, read_options, Game};
use crate::game;
use crate::notation::game_record;

#[wasm_bindgen]
impl Game {
    /// A game from a game record (tags and moves). `fallback` is the game when the record has
    /// no `[Game]` tag.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str, fallback: Option<String>) -> Result<Game, JsError> {
        install_hook();
        // The page says "this game record could not be imported", so only the reason is passed.
        let read = game::Game::from_record(text, fallback.as_deref()).map_err(|e| error(e.0))?;
        Game::wrap(read)
    }

    /// A game from a position text. The game is the one the text names (`alice:...`), or
    /// `fallback` (with `options`) for a text without a game prefix, such as FEN.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str, fallback: &str, options: JsValue) -> Result<Game, JsError> {
        install_hook();
        let options = read_options(options)?;
        Game::wrap(game::Game::from_position(text, fallback, &options).map_err(error)?)
    }

    /// The record of the game (all its moves, whatever ply is viewed), with its tags.
    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The viewed position in chess.com's FEN4, or an empty text for the games FEN4 does not
    /// write (all but the games of four players on the 160-square board).
    pub fn fen4(&self) -> String {
        self.inner.fen4().unwrap_or_default()
    }

    /// As `record`, with PGN's roster of tags first: the event, the site, the date
    /// (`2026.11.23`) and who played each seat, in turn order (empty for unknown); and comments
    /// after steps of the main line, `note_steps[k]` the index of the step (0 is the first) that
    /// `note_texts[k]` follows (an analysis's evaluations).
    #[wasm_bindgen(js_name = recordWithHeader)]
    pub fn record_with_header(
        &self,
        event: String,
        site: String,
        date: String,
        players: Vec<String>,
        note_steps: Option<Vec<u32>>,
        note_texts: Option<Vec<String>>,
    ) -> String {
        let notes = note_steps
            .unwrap_or_default()
            .into_iter()
            .map(|i| i as usize)
            .zip(note_texts.unwrap_or_default())
            .collect();
        self.inner.record_with_header(&game_record::Header {
            event,
            site,
            date,
            players,
            notes,
        })
    }
}

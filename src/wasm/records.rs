//! Import and export for the page: a game from a game record or from a position text, and the
//! record of the game in progress (see `notation::game_record`).

use wasm_bindgen::prelude::*;

use super::{build, error, install_hook, Game};
use crate::notation::game_record;
use crate::position::Position;
use crate::variant;

/// The game id a position text names with its prefix (`alice:...`), if it is a known game.
fn named_game(text: &str) -> Option<&'static str> {
    let (prefix, _) = text.trim().split_once(':')?;
    if prefix.contains(char::is_whitespace) {
        return None;
    }
    variant::ids().into_iter().find(|id| *id == prefix)
}

#[wasm_bindgen]
impl Game {
    /// A game from a game record (tags and moves). `fallback` is the game when the record has
    /// no `[Game]` tag.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str, fallback: Option<String>) -> Result<Game, JsError> {
        install_hook();
        // The page says "this game record could not be imported", so only the reason is passed.
        let read = game_record::read(text, fallback.as_deref()).map_err(|e| error(e.0))?;
        let mut game = Game::from_parts(read.variant, read.start, read.seed)?;
        for step in read.steps {
            game.push(step);
        }
        game.end = read.end;
        Ok(game)
    }

    /// A game from a position text. The game is the one the text names (`alice:...`), or
    /// `fallback` (with `options`) for a text without a game prefix, such as FEN.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str, fallback: &str, options: JsValue) -> Result<Game, JsError> {
        install_hook();
        let variant = match named_game(text) {
            Some(id) if id != fallback => variant::build(id, &[]).map_err(error)?,
            _ => build(fallback, options)?,
        };
        let start = Position::from_text(&variant, text).map_err(error)?;
        Game::from_parts(variant, start, None)
    }

    /// The record of the game (all its moves, whatever ply is viewed), with its tags.
    pub fn record(&self) -> String {
        game_record::write_ended(&self.positions[0], self.seed, &self.moves, self.end)
    }

    /// As `record`, with PGN's roster of tags first: the event, the site, the date
    /// (`2026.11.23`) and who played each seat, in turn order (empty for unknown).
    #[wasm_bindgen(js_name = recordWithHeader)]
    pub fn record_with_header(
        &self,
        event: String,
        site: String,
        date: String,
        players: Vec<String>,
    ) -> String {
        let header = game_record::Header {
            event,
            site,
            date,
            players,
        };
        game_record::write_with_header(
            &self.positions[0],
            self.seed,
            &self.moves,
            &header,
            self.end,
        )
    }
}

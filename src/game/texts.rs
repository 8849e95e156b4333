//! A game as text and back: its link (`docs/link-format.md`), its game record
//! (`notation::game_record`; chess.com's PGN4 for chess.com's games, `notation::pgn4`), and a
//! game from a position text (FEN4 too). The readers of links and records
//! check every step; the game they give is the one played, at the ply the link views.

use super::{Game, GameError};
use crate::notation::game_record::{self, Header, RecordError};
use crate::notation::link::{self, LinkError};
use crate::notation::{fen4, pgn4};
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

impl Game {
    /// A game from a link (with or without `#`), at the ply it views, ended as it says.
    pub fn from_link(text: &str) -> Result<Game, LinkError> {
        let opened = link::decode(text)?;
        let mut game = Game::from_start(opened.start, opened.seed);
        for step in opened.steps {
            game.push(step);
        }
        game.ply = opened.ply;
        game.end = opened.end;
        game.link_base.stipulation = opened.stipulation;
        Ok(game)
    }

    /// A game from a game record (tags and moves), after its last step. `fallback` is the game
    /// when the record has no `[Game]` tag. The text may also be chess.com's: a PGN4 record, or
    /// a FEN4 position (of `fallback` when FEN4 is its position text, else of `4pc-ffa`).
    pub fn from_record(text: &str, fallback: Option<&str>) -> Result<Game, RecordError> {
        if fen4::looks_like(text) && !text.contains('[') {
            let of_fallback = fallback
                .and_then(|f| variant::build(f, &[]).ok())
                .filter(|v| fen4::applies(v))
                .map(|v| v.id());
            let game = of_fallback.unwrap_or("4pc-ffa");
            return Game::from_position(text.trim(), game, &[])
                .map_err(|e| RecordError(format!("the FEN4 position: {}", e.0)));
        }
        let read = game_record::read_any(text, fallback)?;
        let mut game = Game::from_start(read.start, read.seed);
        for step in read.steps {
            game.push(step);
        }
        game.end = read.end;
        Ok(game)
    }

    /// A game from a position text. The game is the one the text names (`alice:...`), or
    /// `fallback` with `options` for a text without a game prefix, such as FEN.
    pub fn from_position(
        text: &str,
        fallback: &str,
        options: &[(String, String)],
    ) -> Result<Game, GameError> {
        let built = match named_game(text) {
            Some(id) if id != fallback => variant::build(id, &[]),
            _ => variant::build(fallback, options),
        };
        let v = built.map_err(|e| GameError(e.to_string()))?;
        let start = Position::from_text(&v, text).map_err(|e| GameError(e.to_string()))?;
        Ok(Game::from_start(start, None))
    }

    /// The link of the game and the viewed ply (without `#`), see docs/link-format.md.
    pub fn link(&self) -> String {
        let mut data = self.link_base.clone();
        data.seed = self.seed;
        data.moves = self.steps.iter().map(|p| p.lan.clone()).collect();
        data.ply = (self.ply < self.steps.len()).then_some(self.ply);
        data.end = self.end;
        data.to_text()
    }

    /// The stipulation of the chess problem set in the start position, if there is one.
    pub fn stipulation(&self) -> Option<&str> {
        self.link_base.stipulation.as_deref()
    }

    /// Sets the start position as a chess problem with this stipulation (`#2`, `h#2.5`), or
    /// makes it an ordinary game again (`None`); the link carries it. An error says what is
    /// wrong with the stipulation.
    pub fn set_stipulation(&mut self, text: Option<&str>) -> Result<(), String> {
        self.link_base.stipulation = match text {
            Some(t) => Some(crate::problem::Stipulation::parse(t)?.to_string()),
            None => None,
        };
        Ok(())
    }

    /// The record of the game: its tags, then the main line whatever ply is viewed, ended as
    /// the players ended it.
    pub fn record(&self) -> String {
        game_record::write_ended(&self.start, self.seed, &self.main_line().steps, self.end)
    }

    /// As [`Game::record`], with PGN's roster of tags first (event, site, date, who played each
    /// seat).
    /// chess.com's games write PGN4 (`notation::pgn4`).
    pub fn record_with_header(&self, header: &Header) -> String {
        let steps = self.main_line().steps;
        if pgn4::applies(self.start.variant()) {
            if let Ok(text) = pgn4::write(&self.start, &steps, header, self.end) {
                return text;
            }
        }
        game_record::write_with_header(&self.start, self.seed, &steps, header, self.end)
    }

    /// The viewed position in chess.com's FEN4, for the games of four players on the Verney
    /// board; `None` for the others.
    pub fn fen4(&self) -> Option<String> {
        fen4::write(self.current()).ok()
    }
}

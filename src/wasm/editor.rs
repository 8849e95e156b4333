//! The position editor's engine side: a [`Setup`] of one game that the page changes piece by
//! piece. The engine decides whether it is a legal position (`Position::from_setup`), and its
//! message is shown when it is not.

use std::sync::Arc;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{error, piece_out, to_js, Game, PieceOut};
use crate::position::{Position, PositionError, Setup};
use crate::variant::Variant;

/// A position being set up.
#[wasm_bindgen]
pub struct Editor {
    variant: Arc<Variant>,
    setup: Setup,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct KindOut {
    kind: usize,
    letter: String,
    name: String,
    pawn: bool,
    royal: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CastlingOut {
    index: usize,
    player: u8,
    letter: String,
    on: bool,
    possible: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EditorView {
    pieces: Vec<PieceOut>,
    to_move: u8,
    castling: Vec<CastlingOut>,
    /// Why the setup is not a legal position, or null.
    problem: Option<String>,
    /// The position text, when the setup is legal.
    position: Option<String>,
}

#[wasm_bindgen]
impl Game {
    /// An editor that starts from the viewed position.
    pub fn editor(&self) -> Editor {
        Editor {
            variant: self.inner.variant().clone(),
            setup: self.inner.current().setup(),
        }
    }
}

#[wasm_bindgen]
impl Editor {
    /// The kinds of piece of the game, in the game's order: `[{ kind, letter, name, pawn, royal }]`.
    pub fn kinds(&self) -> Result<JsValue, JsError> {
        let list: Vec<KindOut> = self
            .variant
            .pieces()
            .iter()
            .enumerate()
            .map(|(kind, d)| KindOut {
                kind,
                letter: d.letter.to_ascii_uppercase().to_string(),
                name: d.name.to_string(),
                pawn: d.pawn,
                royal: d.royal,
            })
            .collect();
        to_js(&list)
    }

    /// The pieces, the player to move, the castling rights, and the problem that keeps the
    /// setup from being a legal position (or its text when it is one).
    pub fn view(&self) -> Result<JsValue, JsError> {
        let v = &self.variant;
        let pieces = self
            .setup
            .squares
            .iter()
            .enumerate()
            .filter_map(|(cell, p)| p.map(|p| piece_out(v, cell as u16, p)))
            .collect();
        let castling = v
            .castling
            .iter()
            .enumerate()
            .map(|(index, def)| CastlingOut {
                index,
                player: def.player.0,
                letter: def.letter.to_string(),
                on: self.setup.castling[index],
                possible: self.setup.castling_possible(v, index),
            })
            .collect();
        let checked = Position::from_setup(v, self.setup.clone());
        to_js(&EditorView {
            pieces,
            to_move: self.setup.to_move.0,
            castling,
            problem: checked.as_ref().err().map(|e| match e {
                PositionError::Illegal(m) => m.clone(),
                other => other.to_string(),
            }),
            position: checked.ok().map(|p| p.to_text()),
        })
    }

    /// Puts a piece of kind `kind` (see [`Editor::kinds`]) owned by `owner` on a cell.
    pub fn put(&mut self, cell: usize, owner: usize, kind: usize) -> Result<(), JsError> {
        self.setup
            .put(&self.variant, cell, owner, kind)
            .map_err(error)
    }

    /// Empties a cell.
    pub fn remove(&mut self, cell: usize) {
        self.setup.remove(&self.variant, cell);
    }

    /// Removes every piece.
    pub fn clear(&mut self) {
        self.setup.clear(&self.variant);
    }

    /// Goes back to the game's start position.
    pub fn reset(&mut self) {
        self.setup = Position::start(&self.variant).setup();
    }

    /// Gives the move to a player.
    #[wasm_bindgen(js_name = setToMove)]
    pub fn set_to_move(&mut self, player: usize) -> Result<(), JsError> {
        self.setup.set_to_move(&self.variant, player).map_err(error)
    }

    /// Turns a castling right on or off.
    #[wasm_bindgen(js_name = setCastling)]
    pub fn set_castling(&mut self, index: usize, on: bool) -> Result<(), JsError> {
        self.setup.set_castling(index, on).map_err(error)
    }

    /// A new game from the setup, or the engine's message saying why it is not a legal position.
    #[wasm_bindgen(js_name = toGame)]
    pub fn to_game(&self) -> Result<Game, JsError> {
        let start = Position::from_setup(&self.variant, self.setup.clone()).map_err(error)?;
        Game::wrap(crate::game::Game::from_start(start, None))
    }
}

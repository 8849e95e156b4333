//! The one module that talks to JavaScript (built for wasm32 only).
//!
//! The page holds an opaque [`Game`] handle on the game in progress, [`crate::game::Game`]: the
//! game with its options, the start position, the steps played and the ply being viewed all stay
//! in Rust, and every method here delegates to it. Answers cross the boundary as small plain
//! objects (through serde-wasm-bindgen, see `out.rs`) with cells as numbers; strings only for
//! names, notation, position text and messages. Every exported function returns a `Result`, and
//! a panic is logged and kept so the page can report it instead of going blank.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, Once};

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::game;
use crate::notation::link;
use crate::position::Position;
use crate::variant::{self, Variant};

mod agreement;
mod ai;
mod analysis;
mod bench;
mod dice;
mod duels;
mod editor;
mod options;
mod out;
mod placement;
mod premove;
mod problem;
mod race;
mod records;
mod scores;
mod targets;
mod views;
pub use ai::Thinker;
use options::{option_entries, OptionEntry};
mod seats;
use out::*;
use views::{info_out, snapshot_out};

static PANIC: Mutex<Option<String>> = Mutex::new(None);
static HOOK: Once = Once::new();

/// Installs the panic hook once: the panic goes to the console and is kept for [`take_panic`].
fn install_hook() {
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            if let Ok(mut slot) = PANIC.lock() {
                *slot = Some(info.to_string());
            }
        }));
    });
}

/// Runs when the module is loaded.
#[wasm_bindgen(start)]
pub fn start() {
    install_hook();
}

/// The message of the last panic, if one happened since the last call (then the page must drop
/// the game handle it was using).
#[wasm_bindgen(js_name = takePanic)]
pub fn take_panic() -> Option<String> {
    PANIC.lock().ok().and_then(|mut slot| slot.take())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("could not pass a result to the page: {e}")))
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

#[derive(Serialize)]
struct GameEntry {
    id: &'static str,
    name: String,
    /// The family the chooser groups it in, and one line about it.
    family: &'static str,
    summary: &'static str,
    /// The game's options, with their default values.
    options: Vec<OptionEntry>,
}

/// The playable games, in a stable order: `[{ id, name, family, summary, options: [{ name, help,
/// value }] }]`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    install_hook();
    let list: Vec<GameEntry> = variant::ids()
        .into_iter()
        .filter_map(|id| {
            let v = variant::build(id, &[]).ok()?;
            let about = variant::about(id)?;
            Some(GameEntry {
                id,
                name: v.name().to_string(),
                family: about.family,
                summary: about.summary,
                options: option_entries(&v),
            })
        })
        .collect();
    to_js(&list)
}

/// The part of a broken link that can be read: the link cut before its first move that cannot
/// be played (its ply dropped), or an empty text when even the game or its start cannot be read
/// or when nothing is wrong with the link. The page offers it instead of the broken link.
#[wasm_bindgen(js_name = readablePart)]
pub fn readable_part(text: &str) -> String {
    install_hook();
    link::readable_part(text).unwrap_or_default()
}

/// Reads options given by the page: nothing, or an object of text values.
fn read_options(options: JsValue) -> Result<Vec<(String, String)>, JsError> {
    if options.is_null() || options.is_undefined() {
        return Ok(Vec::new());
    }
    let map: BTreeMap<String, String> = serde_wasm_bindgen::from_value(options).map_err(|_| {
        error("options must be an object whose values are text, such as { en_passant: \"true\" }")
    })?;
    Ok(map.into_iter().collect())
}

fn build(id: &str, options: JsValue) -> Result<Arc<Variant>, JsError> {
    let options = read_options(options)?;
    variant::build(id, &options).map_err(error)
}

/// A game in progress (an opaque handle on [`crate::game::Game`]): the game, its start, the
/// steps played and the ply viewed. A step is a move, or in games with dice also a roll; a ply
/// counts steps.
#[wasm_bindgen]
pub struct Game {
    inner: game::Game,
}

#[wasm_bindgen]
impl Game {
    /// A new game by id, with options as an object of text values (or null).
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, options: JsValue) -> Result<Game, JsError> {
        install_hook();
        let variant = build(id, options)?;
        Game::wrap(game::Game::new(&variant, None))
    }

    /// A game from a start position text (FEN for chess; see docs/position-text.md).
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(id: &str, options: JsValue, text: &str) -> Result<Game, JsError> {
        install_hook();
        let variant = build(id, options)?;
        let start = Position::from_text(&variant, text).map_err(error)?;
        Game::wrap(game::Game::from_start(start, None))
    }

    /// A game from a link (the address hash, with or without `#`), at the ply it names.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(text: &str) -> Result<Game, JsError> {
        install_hook();
        Game::wrap(game::Game::from_link(text).map_err(error)?)
    }

    /// What does not change during the game: id, name, geometry, players, options, and the
    /// player to move at the start.
    pub fn info(&self) -> Result<JsValue, JsError> {
        to_js(&info_out(self.inner.start()))
    }

    /// Everything about the viewed ply: pieces, legal moves (with SAN and LAN), the move list,
    /// the status, the last move, the link and the position text.
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        to_js(&snapshot_out(&self.inner))
    }

    /// Plays the legal move with this index in the viewed position's list (as `snapshot` gives
    /// it). Moves after the viewed ply are dropped first.
    pub fn play(&mut self, index: usize) -> Result<(), JsError> {
        self.inner.play_index(index).map_err(error)
    }

    /// Rolls the dice from the game's seed (games with dice). Steps after the viewed ply are
    /// dropped first.
    #[wasm_bindgen(js_name = rollDice)]
    pub fn roll_dice(&mut self) -> Result<(), JsError> {
        self.inner.roll_dice().map_err(error)
    }

    /// Rolls the dice given explicitly (games with dice); the link records such a roll.
    #[wasm_bindgen(js_name = rollWith)]
    pub fn roll_with(&mut self, a: u8, b: u8) -> Result<(), JsError> {
        self.inner.roll_with([a, b]).map_err(error)
    }

    /// The seed of the dice as decimal text (empty in games without dice).
    pub fn seed(&self) -> String {
        self.inner.seed().map(|s| s.to_string()).unwrap_or_default()
    }

    /// Plays a move written in SAN or long algebraic notation.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &str) -> Result<(), JsError> {
        self.inner.play_text(text).map_err(error)
    }

    /// The index, in the viewed position's list of legal moves (as `snapshot` gives it), of the
    /// move written in SAN or long algebraic notation (`Nf3`, `e2e4`, `e2-e4`); an error says why
    /// the text is not a legal move here.
    #[wasm_bindgen(js_name = moveIndex)]
    pub fn move_index(&self, text: &str) -> Result<usize, JsError> {
        self.inner.move_index(text).map_err(error)
    }

    /// Takes back every move, and how the players ended the game: the start again (a rematch).
    pub fn rewind(&mut self) {
        self.inner.rewind();
    }

    /// Takes back the last move played and shows the position before it.
    pub fn undo(&mut self) -> Result<(), JsError> {
        self.inner.undo().map_err(error)
    }

    /// Shows the position after `ply` moves (0 is the start).
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, ply: usize) -> Result<(), JsError> {
        self.inner.go_to(ply).map_err(error)
    }

    /// The ply viewed.
    pub fn ply(&self) -> usize {
        self.inner.ply()
    }

    /// How many moves were played.
    pub fn length(&self) -> usize {
        self.inner.length()
    }

    /// The text of the viewed position.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.inner.current().to_text()
    }

    /// The link of the game and the viewed ply (without `#`), see docs/link-format.md.
    pub fn link(&self) -> String {
        self.inner.link()
    }
}

impl Game {
    /// The handle on a game; a game with dice and no seed gets a random seed.
    fn wrap(mut inner: game::Game) -> Result<Game, JsError> {
        if inner.needs_seed() {
            let seed = getrandom::u64()
                .map_err(|e| error(format!("could not get a random seed for the dice: {e}")))?;
            inner.give_seed(seed).map_err(error)?;
        }
        Ok(Game { inner })
    }
}

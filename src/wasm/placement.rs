//! The placement phase for the page (Fortress Chess): the piece a drop places, each player's
//! hand, whether the game is placing, and playing the default placement of the player to move.

use wasm_bindgen::prelude::*;

use super::{error, Game};
use crate::piece::Player;
use crate::position::{Move, Position};
use crate::variant::Variant;

/// The capital letter of the kind a drop places (`None` for other moves).
pub(super) fn drop_out(v: &Variant, m: &Move) -> Option<String> {
    m.dropped()
        .map(|k| v.piece_letter(k).to_ascii_uppercase().to_string())
}

/// Per player in turn order, the letters of the pieces still in hand (all empty in games without
/// a placement phase).
pub(super) fn hands_out(pos: &Position) -> Vec<Vec<String>> {
    let v = pos.variant();
    (0..v.players().len() as u8)
        .map(|p| {
            pos.hand(Player(p))
                .iter()
                .map(|&k| v.piece_letter(k).to_string())
                .collect()
        })
        .collect()
}

#[wasm_bindgen]
impl Game {
    /// Plays the default drops of the player to move: all the pieces he still holds, on the
    /// game's default squares. Steps after the viewed ply are dropped first. An error when he
    /// holds nothing.
    #[wasm_bindgen(js_name = defaultPlacement)]
    pub fn default_placement(&mut self) -> Result<(), JsError> {
        self.inner.default_placement().map_err(error)
    }
}

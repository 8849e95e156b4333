//! Premoves for the page: where a piece may be aimed while the computer thinks
//! ([`crate::position::Position::premove_moves`]). The page plays a premove only by finding it
//! among the legal moves once its owner is to move.

use wasm_bindgen::prelude::*;

use super::targets::unique_targets;
use super::{error, to_js, Game};
use crate::geometry::Cell;

#[wasm_bindgen]
impl Game {
    /// The cells the piece on `cell` of the viewed position may be aimed at for its owner's
    /// next turn: `[{ to, arrive }]`, each once, where it lands and where it arrives (another
    /// board in the looking-glass games), by cell number (empty for an empty cell, in games with dice and in the
    /// placement phase).
    #[wasm_bindgen(js_name = premoveTargets)]
    pub fn premove_targets(&self, cell: usize) -> Result<JsValue, JsError> {
        let pos = self.inner.current();
        if cell >= pos.variant().geometry().len() {
            return Err(error(format!("there is no cell number {cell}")));
        }
        let moves = pos.premove_moves(Cell(cell as u16));
        to_js(&unique_targets(moves, |c| c.0))
    }
}

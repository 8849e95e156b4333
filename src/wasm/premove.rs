//! Premoves for the page: where a piece may be aimed while the computer thinks
//! ([`crate::position::Position::premove_moves`]). The page plays a premove only by finding it
//! among the legal moves once its owner is to move.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{error, to_js, Game};
use crate::geometry::Cell;

/// One cell a piece may be aimed at: where it lands, and where it arrives (another board in the
/// looking-glass games).
#[derive(Serialize)]
struct TargetOut {
    to: u16,
    arrive: u16,
}

#[wasm_bindgen]
impl Game {
    /// The cells the piece on `cell` of the viewed position may be aimed at for its owner's
    /// next turn: `[{ to, arrive }]` (empty for an empty cell, in games with dice and in the
    /// placement phase).
    #[wasm_bindgen(js_name = premoveTargets)]
    pub fn premove_targets(&self, cell: usize) -> Result<JsValue, JsError> {
        let pos = self.current();
        if cell >= self.variant.geometry().len() {
            return Err(error(format!("there is no cell number {cell}")));
        }
        let mut out: Vec<TargetOut> = Vec::new();
        for m in pos.premove_moves(Cell(cell as u16)) {
            if !out.iter().any(|t| t.to == m.to.0 && t.arrive == m.arrive.0) {
                out.push(TargetOut {
                    to: m.to.0,
                    arrive: m.arrive.0,
                });
            }
        }
        to_js(&out)
    }
}

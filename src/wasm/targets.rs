//! The targets of one piece in a position given as text, for the diagrams of the rules pages
//! (and their tests): where each legal move of the piece on a named cell lands on the board where
//! it is played, and where it arrives after any transfer. Built on the position's legal moves
//! only; the page never works out a target itself.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{build, error, to_js};
use crate::geometry::Cell;
use crate::position::{Move, Position};

/// One target: the cell where the move lands (`to`) and where the piece ends (`arrive`), by cell
/// name (`a3/B`) or number; equal in one-board games.
#[derive(Serialize, PartialEq)]
pub(super) struct Target<T> {
    to: T,
    arrive: T,
}

/// The distinct targets of `moves`, in their order, each cell written by `cell` (its name or its
/// number). Passes and drops have no target. For the rules pages' diagrams and for premoves.
pub(super) fn unique_targets<T: PartialEq>(
    moves: impl IntoIterator<Item = Move>,
    cell: impl Fn(Cell) -> T,
) -> Vec<Target<T>> {
    let mut out: Vec<Target<T>> = Vec::new();
    for m in moves {
        if m.is_pass() || m.dropped().is_some() {
            continue;
        }
        let t = Target {
            to: cell(m.to),
            arrive: cell(m.arrive),
        };
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// The targets of the piece on `cell` (a cell name such as `b1/A`, or `e4` on one board) in the
/// position `text` of game `id` with `options` (or null): `[{ to, arrive }]`, each once, in the
/// engine's order. Empty when the piece has no legal move or does not belong to the player to
/// move. An error for an unknown game, a position that cannot be read, or a cell that does not
/// exist or is empty.
#[wasm_bindgen(js_name = targetsAt)]
pub fn targets_at(id: &str, options: JsValue, text: &str, cell: &str) -> Result<JsValue, JsError> {
    super::install_hook();
    let variant = build(id, options)?;
    let pos = Position::from_text(&variant, text).map_err(error)?;
    let geo = variant.geometry();
    let from = geo
        .cells()
        .find(|&c| geo.cell_name(c) == cell)
        .ok_or_else(|| {
            error(format!(
                "{} is not a cell of {id}",
                crate::excerpt::excerpt(cell)
            ))
        })?;
    if pos.piece_at(from).is_none() {
        return Err(error(format!("there is no piece on {cell}")));
    }
    let moves = pos.legal_moves().into_iter().filter(|m| m.from == from);
    to_js(&unique_targets(moves, |c| geo.cell_name(c)))
}

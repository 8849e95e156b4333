//! Speed measurements in the browser, for `scripts/bench-wasm.mjs`: the same perft and the same
//! fixed search as the native `quadrille bench` and `quadrille bestmove --nodes`, so that the
//! WebAssembly figure can be printed beside the native one. The page itself never calls these;
//! the script times them with `performance.now()`.

use wasm_bindgen::prelude::*;

use super::error;
use crate::ai::{think, Agent, Limits, NoClock, Searcher, MAX_LEVEL};
use crate::position::Position;
use crate::variant;

/// Reads a game's position: its start, or `text` when it is not empty.
fn position(game: &str, text: &str) -> Result<Position, JsError> {
    let v = variant::build(game, &[]).map_err(error)?;
    if text.is_empty() {
        Ok(Position::start(&v))
    } else {
        Position::from_text(&v, text).map_err(error)
    }
}

/// Perft of a game's position (its start when `text` is empty) at `depth` (at most 8): the
/// number of leaves.
#[wasm_bindgen(js_name = benchPerft)]
pub fn bench_perft(game: &str, text: &str, depth: u32) -> Result<f64, JsError> {
    if depth > 8 {
        return Err(JsError::new("the depth must be 0 to 8"));
    }
    Ok(position(game, text)?.perft(depth) as f64)
}

/// The computer's search at level 8 from a game's start, stopped after `nodes` nodes (1 to 10
/// million), with seed 1 as `quadrille bestmove GAME --nodes N` uses: the nodes searched.
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(game: &str, nodes: u32) -> Result<f64, JsError> {
    if !(1..=10_000_000).contains(&nodes) {
        return Err(JsError::new("the nodes must be 1 to 10000000"));
    }
    let mut pos = position(game, "")?;
    if pos.needs_roll() {
        pos = pos.roll_from_seed(1).map_err(error)?;
    }
    let limits = Limits {
        depth: None,
        nodes: Some(nodes as u64),
        movetime_ms: None,
    };
    let mut searcher = Searcher::new();
    let found = think(
        &mut searcher,
        &pos,
        Agent::Level(MAX_LEVEL),
        1,
        &limits,
        &NoClock,
        &mut |_| {},
    );
    Ok(found.map_or(0.0, |t| t.nodes as f64))
}

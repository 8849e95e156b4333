//! The analysis board for the page, run in the computer's worker: the best lines of a position
//! at each depth (`Thinker.analyse`), and the review of a game's main line, each move judged
//! against the best (`Thinker.review`), both from `ai::analysis`. Moves go to the page as indices
//! in the legal moves of the position before each, as the computer's moves do.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::ai::{first_side, position_of, written, Thinker};
use super::{error, to_js};
use crate::ai::analysis::{self, Analysis, Line};
use crate::ai::Limits;
use crate::game::Game;
use crate::position::Position;

/// One line of an analysis as the page receives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LineOut {
    /// Each move's index in the legal moves of the position before it.
    indices: Vec<usize>,
    /// The moves in the game's notation.
    moves: Vec<String>,
    /// (from, to, arrive) of each move, for arrows.
    cells: Vec<[u16; 3]>,
    /// The value for the player to move, in hundredths of a pawn or a mate score.
    score: i32,
    /// The value for the first player's side, and moves to mate (games of two sides only).
    first: Option<i32>,
    mate: Option<i32>,
    /// Games of more than two sides: each player's standing at the line's end, in turn order
    /// (empty otherwise, and while a game with dice is still being searched).
    standings: Vec<i32>,
}

fn line_out(pos: &Position, line: &Line) -> LineOut {
    let (indices, moves, cells) = written(pos, &line.moves);
    let (first, mate) = first_side(pos, line.score);
    LineOut {
        indices,
        moves,
        cells,
        score: line.score,
        first,
        mate,
        standings: line.standings.clone(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnalysisOut {
    lines: Vec<LineOut>,
    depth: u32,
    nodes: f64,
}

fn analysis_out(pos: &Position, a: &Analysis) -> AnalysisOut {
    AnalysisOut {
        lines: a.lines.iter().map(|l| line_out(pos, l)).collect(),
        depth: a.depth,
        nodes: a.nodes as f64,
    }
}

/// One move (with dice, one turn) of a review.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JudgedOut {
    /// The steps before the move: the page's ply of the position it was played in.
    ply: usize,
    /// The player who moved, by index.
    player: u8,
    /// The moves played, in the game's notation.
    moves: Vec<String>,
    /// The value of the move played and of the best move, for the player who moved.
    played: i32,
    best: LineOut,
    /// The value of the move played for the first player's side, and moves to mate (games of
    /// two sides only): the points of the evaluation graph.
    first: Option<i32>,
    mate: Option<i32>,
    /// Lichess's winning chances lost against the best move (0 to 2).
    loss: f64,
    /// `inaccuracy`, `mistake` or `blunder`, or null.
    mark: Option<&'static str>,
}

#[wasm_bindgen]
impl Thinker {
    /// The `lines` best lines (1 to 10) of the position a link shows, deepened for at most
    /// `movetime` milliseconds; `progress` is called with the lines of each finished depth.
    /// Returns null when there is nothing to analyse (the game is over, or a roll is due).
    pub fn analyse(
        &mut self,
        link_text: &str,
        lines: u32,
        movetime: u32,
        progress: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let pos = position_of(link_text)?;
        let limits = Limits {
            movetime_ms: Some(movetime.max(1) as u64),
            ..Limits::default()
        };
        let clock = || js_sys::Date::now() as u64;
        let mut report = |a: &Analysis| {
            if let Ok(value) = to_js(&analysis_out(&pos, a)) {
                let _ = progress.call1(&JsValue::NULL, &value);
            }
        };
        let count = lines.clamp(1, 10) as usize;
        let found = analysis::analyse(
            &mut self.searcher,
            &pos,
            count,
            &limits,
            &clock,
            &mut report,
        );
        match found {
            Some(a) => to_js(&analysis_out(&pos, &a)),
            None => Ok(JsValue::NULL),
        }
    }

    /// Judges every move (with dice, every turn) of the main line of the game a link holds, each
    /// searched within `nodes` positions (twice: the best move and the move played); `progress`
    /// is called with each judgement as it is made. Returns the list of judgements.
    pub fn review(
        &mut self,
        link_text: &str,
        nodes: u32,
        progress: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let game = Game::from_link(link_text).map_err(error)?;
        let limits = Limits {
            nodes: Some(u64::from(nodes.max(1))),
            movetime_ms: Some(60_000),
            ..Limits::default()
        };
        let clock = || js_sys::Date::now() as u64;
        let mut all = Vec::new();
        for d in game.decisions() {
            let Some(pos) = game.position_at(d.ply) else {
                continue;
            };
            let Some(j) = analysis::judge(&mut self.searcher, pos, &d.moves, &limits, &clock)
            else {
                continue;
            };
            let (_, moves, _) = written(pos, &d.moves);
            let (first, mate) = first_side(pos, j.played);
            let judged = JudgedOut {
                ply: d.ply,
                player: pos.to_move().0,
                moves,
                played: j.played,
                best: line_out(pos, &j.best),
                first,
                mate,
                loss: j.loss(),
                mark: j.mark.map(|m| m.word()),
            };
            if let Ok(value) = to_js(&judged) {
                let _ = progress.call1(&JsValue::NULL, &value);
            }
            all.push(judged);
        }
        to_js(&all)
    }
}

//! The computer player for the page, run in a Web Worker by `www/ai-worker.js` (a second
//! instance of this module, so the page keeps answering while it thinks). A [`Thinker`] keeps
//! its search tables between moves; it reads the game from its link (the same text as the
//! address hash), so the worker holds no game state of its own, and answers with the index of
//! each move in the legal move list of the position before it, which the page plays on its own
//! game handle. Time comes from `Date.now()`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{error, to_js};
use crate::ai::{self, Agent, Limits, Searcher, Thought};
use crate::notation::{self, link};
use crate::position::Position;

/// What the computer chose, or has found so far, as the page receives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ThoughtOut {
    /// Each move's index in the legal moves of the position before it (after a proposal, the
    /// moves after it).
    indices: Vec<usize>,
    /// Games of duels: when the computer proposes a move into check for its partner to relieve,
    /// the proposal's index in the snapshot's `proposals` (play it with `Game.playProposal` once
    /// the partner accepts); `moves` then starts with it, written with `~c`.
    proposal: Option<usize>,
    /// The moves in the game's notation.
    moves: Vec<String>,
    /// The moves' cells, for showing a hint: (from, to, arrive) of each.
    cells: Vec<[u16; 3]>,
    /// The value for the player to move, in hundredths of a pawn; `None` for the random player.
    score: Option<i32>,
    /// The value for the first player's side (games of two sides only).
    first: Option<i32>,
    /// Moves to mate (positive: the first player's side mates), games of two sides only.
    mate: Option<i32>,
    depth: u32,
    nodes: f64,
    /// The expected continuation in the game's notation.
    pv: Vec<String>,
}

/// The limits of a quick answer the computer gives on the page's own thread (a partner's consent,
/// a draw offer): the depth of `level` (1 to 8), at most `movetime_ms` milliseconds.
pub(super) fn answer_limits(level: u8, movetime_ms: u32) -> Limits {
    let level = level.clamp(1, ai::MAX_LEVEL);
    Limits {
        depth: Some(ai::style(level).depth),
        movetime_ms: Some(movetime_ms.max(1) as u64),
        ..Limits::default()
    }
}

/// Reads the position a link shows.
pub(super) fn position_of(link_text: &str) -> Result<Position, JsError> {
    let game = link::decode(link_text).map_err(error)?;
    let mut pos = game.start.clone();
    for step in game.steps.iter().take(game.ply) {
        pos = step.apply(&pos);
    }
    Ok(pos)
}

/// A value for the player to move in `pos` as the first player's side sees it, with the moves
/// to mate (positive: the first side mates); both `None` outside games of two sides.
pub(super) fn first_side(pos: &Position, score: i32) -> (Option<i32>, Option<i32>) {
    let v = pos.variant();
    if ai::sides(v) != 2 {
        return (None, None);
    }
    let mover_first = pos.to_move().0 == 0 || v.same_team(pos.to_move(), crate::piece::Player(0));
    let first = if mover_first { score } else { -score };
    let mate = (first.abs() > ai::MATE_BOUND).then(|| {
        let moves = (ai::MATE - first.abs() + 1) / 2;
        if first > 0 {
            moves
        } else {
            -moves
        }
    });
    (Some(first), mate)
}

pub(super) fn written(
    pos: &Position,
    moves: &[crate::position::Move],
) -> (Vec<usize>, Vec<String>, Vec<[u16; 3]>) {
    let mut cur = pos.clone();
    let (mut indices, mut texts, mut cells) = (Vec::new(), Vec::new(), Vec::new());
    for (k, m) in moves.iter().enumerate() {
        let legal = cur.legal_moves();
        match legal.iter().position(|x| x == m) {
            Some(i) => indices.push(i),
            None if k == 0 && super::duels::proposal_index(&cur, m).is_some() => {}
            None => break,
        }
        texts.push(notation::san(&cur, m));
        cells.push([m.from.0, m.to.0, m.arrive.0]);
        cur = cur.play(m);
    }
    (indices, texts, cells)
}

fn out(pos: &Position, t: &Thought) -> ThoughtOut {
    let (indices, moves, cells) = written(pos, &t.moves);
    let (_, pv, _) = written(pos, &t.pv);
    let (first, mate) = t.score.map_or((None, None), |s| first_side(pos, s));
    ThoughtOut {
        proposal: t
            .moves
            .first()
            .and_then(|m| super::duels::proposal_index(pos, m)),
        indices,
        moves,
        cells,
        score: t.score,
        first,
        mate,
        depth: t.depth,
        nodes: t.nodes as f64,
        pv,
    }
}

/// The computer player of one worker.
#[wasm_bindgen]
pub struct Thinker {
    pub(super) searcher: Searcher,
}

impl Default for Thinker {
    fn default() -> Thinker {
        Thinker::new()
    }
}

#[wasm_bindgen]
impl Thinker {
    /// A thinker with empty tables.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Thinker {
        super::install_hook();
        Thinker {
            searcher: Searcher::new(),
        }
    }

    /// The decision of the computer at `level` (0 is the random player, 1 to 8 the levels) in
    /// the position a link shows, thinking at most `movetime` milliseconds. `progress` is called
    /// with what is found after each finished depth. Returns null when there is nothing to
    /// decide (the game is over, or the dice are still to be rolled). With `proposals` false the
    /// computer never proposes a move into check (its partner refused the last one).
    pub fn think(
        &mut self,
        link_text: &str,
        level: u8,
        movetime: u32,
        seed: f64,
        progress: &js_sys::Function,
        proposals: Option<bool>,
    ) -> Result<JsValue, JsError> {
        let pos = position_of(link_text)?;
        let agent = match level {
            0 => Agent::Random,
            n => Agent::Level(n.min(ai::MAX_LEVEL)),
        };
        let limits = Limits {
            movetime_ms: Some(movetime.max(1) as u64),
            ..Limits::default()
        };
        let clock = || js_sys::Date::now() as u64;
        let mut report = |t: &Thought| {
            if let Ok(value) = to_js(&out(&pos, t)) {
                let _ = progress.call1(&JsValue::NULL, &value);
            }
        };
        let seed = seed.max(0.0) as u64;
        let choose = if proposals == Some(false) {
            ai::think_ordinary
        } else {
            ai::think
        };
        let thought = choose(
            &mut self.searcher,
            &pos,
            agent,
            seed,
            &limits,
            &clock,
            &mut report,
        );
        match thought {
            Some(t) => to_js(&out(&pos, &t)),
            None => Ok(JsValue::NULL),
        }
    }
}

//! Move ordering: the move from the transposition table first, then captures by most valuable
//! victim and least valuable attacker (and promotions), then the killer moves of the ply, then
//! quiet moves by their history score.

use super::eval::Evaluator;
use crate::position::{Move, Position, Special};

/// The deepest ply the search tracks killers for.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
const HISTORY_CAP: i32 = 1 << 20;

/// Killer moves (two per ply) and the history table (per mover's cell of departure and arrival).
pub struct Memory {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    cells: usize,
}

impl Memory {
    /// Empty memory for a game with `cells` cells.
    pub fn new(cells: usize) -> Memory {
        Memory {
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; cells * cells],
            cells,
        }
    }

    /// Forgets the killers and halves the history (between searches).
    pub fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 2);
    }

    fn history_slot(&self, m: &Move) -> Option<usize> {
        let (a, b) = (m.from.index(), m.arrive.index());
        (a < self.cells && b < self.cells).then(|| a * self.cells + b)
    }

    /// Notes a quiet move that caused a cut-off at `ply` after a search of `depth`.
    pub fn reward(&mut self, m: &Move, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(*m) {
                k[1] = k[0];
                k[0] = Some(*m);
            }
        }
        if let Some(i) = self.history_slot(m) {
            let h = &mut self.history[i];
            *h = (*h + depth * depth).min(HISTORY_CAP - 1);
        }
    }

    fn history(&self, m: &Move) -> i32 {
        self.history_slot(m).map_or(0, |i| self.history[i])
    }

    fn killer_rank(&self, m: &Move, ply: usize) -> Option<i32> {
        let k = self.killers.get(ply)?;
        if k[0] == Some(*m) {
            Some(2)
        } else if k[1] == Some(*m) {
            Some(1)
        } else {
            None
        }
    }
}

/// The value of what a move captures (0 for a quiet move).
pub fn victim_value(pos: &Position, eval: &Evaluator, m: &Move) -> i32 {
    let cell = match m.special {
        Special::EnPassant { captured } => captured,
        Special::Castle { .. } | Special::Pass | Special::Place => return 0,
        _ => m.to,
    };
    if !pos.is_capture(m) {
        return 0;
    }
    pos.piece_at(cell).map_or(0, |p| eval.value(p.kind))
}

/// Whether a move captures or promotes: the moves quiescence looks at.
pub fn is_tactical(pos: &Position, m: &Move) -> bool {
    pos.is_tactical(m)
}

/// Sorts `moves` best first.
pub fn sort(
    pos: &Position,
    eval: &Evaluator,
    memory: &Memory,
    moves: &mut [Move],
    tt_move: Option<Move>,
    ply: usize,
) {
    let mut scored: Vec<(i32, Move)> = moves
        .iter()
        .map(|m| (score(pos, eval, memory, m, tt_move, ply), *m))
        .collect();
    scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    for (slot, (_, m)) in moves.iter_mut().zip(scored) {
        *slot = m;
    }
}

fn score(
    pos: &Position,
    eval: &Evaluator,
    memory: &Memory,
    m: &Move,
    tt_move: Option<Move>,
    ply: usize,
) -> i32 {
    if tt_move == Some(*m) {
        return TT_MOVE;
    }
    let promotion = m.promotion.map_or(0, |k| eval.value(k));
    if pos.is_capture(m) || promotion > 0 {
        let attacker = pos.piece_at(m.from).map_or(0, |p| {
            let def = pos.variant().piece(p.kind);
            if def.royal {
                2000
            } else {
                eval.value(p.kind)
            }
        });
        return CAPTURE + 16 * (victim_value(pos, eval, m) + promotion) - attacker / 8;
    }
    if let Some(rank) = memory.killer_rank(m, ply) {
        return KILLER + rank;
    }
    memory.history(m)
}

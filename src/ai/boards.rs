//! Evaluation terms for games with a transfer between boards (the Alice family), computed from
//! the boards pieces stand on, for any number of boards:
//! - a royal piece alone on its board while enemy pieces stand there is in danger: its own
//!   pieces on that board are the ones that can capture a checking piece arriving there, and
//!   pieces leaving the board cannot interpose (they vanish through the looking-glass);
//! - enemy pieces on the board of a royal piece press on it, the more the closer they stand.

use super::tables::Tables;
use crate::geometry::{Cell, CellInfo, CellSet};
use crate::piece::Piece;
use crate::position::{Position, MAX_PLAYERS};

// The numbers (`weights.rs`): `alone`, the penalty for a royal piece alone on a board with enemy
// pieces, plus `alone_per_enemy` per enemy piece (other than pawns) there; `pressure`, the bonus
// per step of closeness for a piece (other than a pawn) on the board of an enemy royal.

/// Adds the board terms to `score` (per player), weighted by the game phase (0 to 256), given
/// the royal pieces of `pos` with their cells (`royals`) and the cells of the pieces that count
/// (`live`: all but the dead pieces of a points race evaluated as one). The pieces on the board
/// of each royal piece are counted from the sets of cells; only the enemy pieces there are
/// looked at one by one.
pub(crate) fn board_terms(
    t: &Tables,
    pos: &Position,
    royals: &[(Cell, Piece)],
    live: &CellSet,
    phase: i32,
    score: &mut [i32],
) {
    let v = &*t.variant;
    let geo = v.geometry();
    let royal_cells: CellSet = royals.iter().map(|&(c, _)| c).collect();
    let others = live.minus(&royal_cells);
    for &(kc, king) in royals {
        let ki = geo.info(kc);
        let Some(board) = t.boards.get(usize::from(ki.board)) else {
            continue;
        };
        let here = others.and(board);
        let foes = here.and(&pos.occupied_by(v.foes(king.owner)));
        let enemies = foes.len() as i32;
        let friends = here.len() as i32 - enemies;
        let mut enemy_officers = 0;
        let mut pressure = [0i32; MAX_PLAYERS];
        for c in foes.iter() {
            let Some(p) = pos.piece_at(c) else {
                continue;
            };
            if t.kinds[p.kind.index()].pawn {
                continue;
            }
            enemy_officers += 1;
            press(t, (ki, geo.info(c)), p, &mut pressure);
        }
        let counts = (friends, enemies, enemy_officers);
        add_terms(t, king, counts, pressure, (phase, score));
    }
}

/// Adds to the pressure of the owner of the enemy piece `p` (not a pawn) on the royal piece on
/// the cell of `ki`, standing on the cell of `i` on the same board: the more the closer.
fn press(t: &Tables, (ki, i): (CellInfo, CellInfo), p: Piece, pressure: &mut [i32; MAX_PLAYERS]) {
    let dist = (i.file as i32 - ki.file as i32)
        .abs()
        .max((i.rank as i32 - ki.rank as i32).abs());
    if let Some(x) = pressure.get_mut(p.owner.index()) {
        *x += t.w.pressure * (7 - dist).max(0);
    }
}

/// Adds to `score` the terms of one royal piece (`king`), given the pieces other than royal
/// ones on its board: its friends, its enemies and the enemies that are not pawns, and the
/// pressure of each player on it.
fn add_terms(
    t: &Tables,
    king: Piece,
    (friends, enemies, enemy_officers): (i32, i32, i32),
    pressure: [i32; MAX_PLAYERS],
    (phase, score): (i32, &mut [i32]),
) {
    let mut danger = 0;
    if friends == 0 && enemies > 0 {
        danger = t.w.alone + t.w.alone_per_enemy * enemy_officers;
    }
    score[king.owner.index()] -= danger * (128 + phase / 2) / 256;
    for (s, p) in score.iter_mut().zip(pressure) {
        *s += p * phase / 256;
    }
}

/// [`board_terms`] by a walk over all the pieces for each royal piece, the way it was first
/// written: the reference the tests compare it with.
#[cfg(test)]
pub(crate) fn board_terms_walked(
    t: &Tables,
    pieces: &[(Cell, Piece)],
    phase: i32,
    score: &mut [i32],
) {
    let v = &*t.variant;
    let geo = v.geometry();
    for &(kc, king) in pieces {
        if !t.kinds[king.kind.index()].royal {
            continue;
        }
        let ki = geo.info(kc);
        let mut friends = 0;
        let mut enemies = 0;
        let mut enemy_officers = 0;
        let mut pressure = [0i32; MAX_PLAYERS];
        for &(c, p) in pieces {
            let i = geo.info(c);
            if i.board != ki.board {
                continue;
            }
            let k = &t.kinds[p.kind.index()];
            if k.royal {
                continue;
            }
            if p.owner == king.owner || !v.enemies(king.owner, p.owner) {
                friends += 1;
            } else {
                enemies += 1;
                if !k.pawn {
                    enemy_officers += 1;
                    press(t, (ki, i), p, &mut pressure);
                }
            }
        }
        let counts = (friends, enemies, enemy_officers);
        add_terms(t, king, counts, pressure, (phase, score));
    }
}

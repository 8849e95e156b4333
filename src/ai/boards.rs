//! Evaluation terms for games with a transfer between boards (the Alice family), computed from
//! the boards pieces stand on, for any number of boards:
//! - a royal piece alone on its board while enemy pieces stand there is in danger: its own
//!   pieces on that board are the ones that can capture a checking piece arriving there, and
//!   pieces leaving the board cannot interpose (they vanish through the looking-glass);
//! - enemy pieces on the board of a royal piece press on it, the more the closer they stand.

use super::tables::Tables;
use crate::geometry::Cell;
use crate::piece::Piece;
use crate::position::MAX_PLAYERS;

// The numbers (`weights.rs`): `alone`, the penalty for a royal piece alone on a board with enemy
// pieces, plus `alone_per_enemy` per enemy piece (other than pawns) there; `pressure`, the bonus
// per step of closeness for a piece (other than a pawn) on the board of an enemy royal.

/// Adds the board terms to `score` (per player), weighted by the game phase (0 to 256).
pub(crate) fn board_terms(t: &Tables, pieces: &[(Cell, Piece)], phase: i32, score: &mut [i32]) {
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
                    let dist = (i.file as i32 - ki.file as i32)
                        .abs()
                        .max((i.rank as i32 - ki.rank as i32).abs());
                    if let Some(x) = pressure.get_mut(p.owner.index()) {
                        *x += t.w.pressure * (7 - dist).max(0);
                    }
                }
            }
        }
        let mut danger = 0;
        if friends == 0 && enemies > 0 {
            danger = t.w.alone + t.w.alone_per_enemy * enemy_officers;
        }
        score[king.owner.index()] -= danger * (128 + phase / 2) / 256;
        for (s, p) in score.iter_mut().zip(pressure) {
            *s += p * phase / 256;
        }
    }
}

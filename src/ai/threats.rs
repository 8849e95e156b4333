//! Threats, for the weight `threat` of the evaluation (0 by default, so that a fit can weigh
//! it): a player threatens an enemy piece when one of his pieces takes on its cell and the
//! capture wins at least two pawns at once, the piece being undefended or worth that much more
//! than his least attacker. 4pchess counts such captures for each side in its evaluation (a
//! capture whose exchange gains two of its pawns); in a game of four players the threat of a
//! partner's piece stands until the threatened player's turn comes, past moves of others.

use super::tables::Tables;
use crate::geometry::{Cell, CellSet};
use crate::piece::Piece;
use crate::position::{Position, MAX_PLAYERS};

/// The least that a capture must win at once to be a threat: two pawns.
const THREAT_GAIN: i32 = 200;

/// The worth of a royal piece as an attacker: it may take only what nobody defends.
const ROYAL_ATTACKER: i32 = 1_000_000;

/// Adds to `counts`, per player in turn order, the enemy pieces of `pos` that he threatens.
/// `pieces` are the pieces that count (with their cells): the others block lines and neither
/// attack nor defend.
pub(crate) fn count_threats(
    t: &Tables,
    pos: &Position,
    pieces: &[(Cell, Piece)],
    counts: &mut [i32],
) {
    let v = &*t.variant;
    let geo = v.geometry();
    let at = |c: Cell| pos.piece_at(c);
    // The cells of the pieces that count: an attacker found elsewhere (a dead piece) only
    // blocks.
    let live: CellSet = pieces.iter().map(|&(c, _)| c).collect();
    let any = |_: Piece| true;
    for &(c, x) in pieces {
        let kx = &t.kinds[x.kind.index()];
        if kx.royal || kx.value < THREAT_GAIN {
            continue;
        }
        let mut least = [i32::MAX; MAX_PLAYERS];
        let mut defended = false;
        v.attack_table()
            .each_attacker(geo, c, &at, &live, &any, &mut |from, p| {
                if !live.contains(from) {
                    return;
                }
                let kp = &t.kinds[p.kind.index()];
                if v.same_team(p.owner, x.owner) {
                    defended = true;
                } else if v.enemies(p.owner, x.owner) {
                    let worth = if kp.royal { ROYAL_ATTACKER } else { kp.value };
                    let slot = &mut least[p.owner.index() % MAX_PLAYERS];
                    *slot = (*slot).min(worth);
                }
            });
        for (count, &l) in counts.iter_mut().zip(&least) {
            if l == i32::MAX {
                continue;
            }
            let gain = if defended { kx.value - l } else { kx.value };
            if gain >= THREAT_GAIN {
                *count += 1;
            }
        }
    }
}

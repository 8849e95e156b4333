//! Threats, for the weight `threat` of the evaluation (0 by default, so that a fit can weigh
//! it): a player threatens an enemy piece when one of his pieces takes on its cell and the
//! capture wins at least two pawns at once, the piece being undefended or worth that much more
//! than his least attacker. 4pchess counts such captures for each side in its evaluation (a
//! capture whose exchange gains two of its pawns); in a game of four players the threat of a
//! partner's piece stands until the threatened player's turn comes, past moves of others.

use super::tables::Tables;
use crate::geometry::{Cell, CellSet};
use crate::piece::Piece;
use crate::position::{Player, Position, MAX_PLAYERS};

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
    // The cells of the pieces that count, per player and together: an attacker found
    // elsewhere (a dead piece) only blocks.
    let mut cells_of = [CellSet::EMPTY; MAX_PLAYERS];
    for &(c, p) in pieces {
        cells_of[p.owner.index() % MAX_PLAYERS].insert(c);
    }
    let live = cells_of.iter().fold(CellSet::EMPTY, |all, s| all.or(s));
    // Per player, the cells of his enemies' pieces that count.
    let players = v.players().len().min(MAX_PLAYERS);
    let mut enemy_cells = [CellSet::EMPTY; MAX_PLAYERS];
    for (me, cells) in enemy_cells.iter_mut().enumerate().take(players) {
        *cells = (0..players)
            .filter(|&o| v.enemies(Player(o as u8), Player(me as u8)))
            .fold(CellSet::EMPTY, |all, o| all.or(&cells_of[o]));
    }
    let any = |_: Piece| true;
    let table = v.attack_table();
    for &(c, x) in pieces {
        let kx = &t.kinds[x.kind.index()];
        if kx.royal || kx.value < THREAT_GAIN {
            continue;
        }
        // Most pieces stand where no enemy attacks them: the sets tell so without a walk.
        let foes = &enemy_cells[x.owner.index() % MAX_PLAYERS];
        let hostile = |p: Piece| v.enemies(p.owner, x.owner);
        let attacked = table.attacked_among_sets(geo, c, &at, pos.occupied(), foes, &hostile);
        if attacked == Some(false) {
            continue;
        }
        let mut least = [i32::MAX; MAX_PLAYERS];
        let mut defended = false;
        table.each_attacker(geo, c, &at, &live, &any, &mut |from, p| {
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

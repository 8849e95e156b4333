//! What the page needs to show a game of more than two players with check and without dice
//! (four-player chess): each player's status (to move, in check, mated or stalemated but obliged to move,
//! frozen, out), his partner, the last move he made, and who made each move of the list and in
//! which round. Everything is read from the engine's positions.

use serde::Serialize;

use super::LastMoveOut;
use crate::game::Step;
use crate::piece::Player;
use crate::position::Position;

/// One player's seat at the board.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct SeatOut {
    /// His partner, if he plays in a partnership.
    partner: Option<u8>,
    /// His king was captured: he is out of the game.
    out: bool,
    /// His king is attacked now.
    in_check: bool,
    /// He is frozen (the four-handed game).
    frozen: bool,
    /// He is to move, no move keeps his king safe, and he must move all the same.
    must_move: bool,
    /// The last move he made, up to the viewed ply.
    last_move: Option<LastMoveOut>,
}

/// The seats of a game of more than two players with kings and check and without dice (empty
/// for other games).
/// `positions[i]` is the position before step `i`; only the steps before `ply` count.
pub(super) fn seats_out(positions: &[Position], steps: &[Step], ply: usize) -> Vec<SeatOut> {
    let pos = &positions[ply];
    let v = pos.variant();
    let n = v.players().len();
    if n <= 2 || v.has_dice() || !v.royalty.check {
        return Vec::new();
    }
    let checked: Vec<Player> = pos
        .checked_royals()
        .into_iter()
        .filter_map(|c| pos.piece_at(c).map(|p| p.owner))
        .collect();
    let must_move = must_move(pos);
    (0..n as u8)
        .map(Player)
        .map(|p| SeatOut {
            partner: (0..n as u8)
                .map(Player)
                .find(|&q| q != p && v.same_team(p, q))
                .map(|q| q.0),
            out: pos.is_out(p),
            in_check: checked.contains(&p),
            frozen: pos.is_frozen(p),
            must_move: must_move && pos.to_move() == p,
            last_move: (0..ply.min(steps.len()))
                .rev()
                .find_map(|i| match &steps[i] {
                    Step::Move(m) if positions[i].to_move() == p && !m.is_pass() => {
                        Some(LastMoveOut {
                            from: m.from.0,
                            to: m.to.0,
                            arrive: m.arrive.0,
                        })
                    }
                    _ => None,
                }),
        })
        .collect()
}

/// Whether the player to move has no safe move but must move (Savard's duty to move).
fn must_move(pos: &Position) -> bool {
    pos.variant().elimination.duty_to_move && !pos.outcome().is_over() && !pos.has_legal_move()
}

/// The player who made each step, and the round (move number) it belongs to.
/// A player who left made his leave step, whoever was to move.
pub(super) fn movers(positions: &[Position], steps: &[Step]) -> (Vec<u8>, Vec<u32>) {
    positions[..steps.len()]
        .iter()
        .zip(steps)
        .map(|(p, s)| match s {
            Step::Leave(who, _) => (who.0, p.fullmove_number()),
            _ => (p.to_move().0, p.fullmove_number()),
        })
        .unzip()
}

/// The status line of an ongoing game for a player who must move without a safe move, or who
/// moves while others are frozen or out; `None` when the usual line says it all.
pub(super) fn ongoing_text(pos: &Position, name: &str) -> Option<String> {
    if !must_move(pos) {
        return None;
    }
    Some(if pos.in_check() {
        format!("{name} is checkmated but must move while his side plays on")
    } else {
        format!("{name} is stalemated but must move while his side plays on")
    })
}

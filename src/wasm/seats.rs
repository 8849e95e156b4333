//! What the page needs to show a game of more than two players with check and without dice
//! (four-player chess): each player's seat (`crate::game::Seat`: to move, in check, mated or
//! stalemated but obliged to move, frozen, out; his partner and his last move), as the page
//! receives it.

use serde::Serialize;

use super::out::{last_move_out, LastMoveOut};
use crate::game::Seat;

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

/// A seat as the page receives it.
pub(super) fn seat_out(s: Seat) -> SeatOut {
    SeatOut {
        partner: s.partner.map(|p| p.0),
        out: s.out,
        in_check: s.in_check,
        frozen: s.frozen,
        must_move: s.must_move,
        last_move: s.last_move.as_ref().map(last_move_out),
    }
}

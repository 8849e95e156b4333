//! What the page receives about a game, as plain serialisable records: the geometry, the
//! players, the pieces, the legal moves, the status and the snapshot of a ply, with the small
//! functions that build them from the engine's types (`views.rs` builds the big two).

use serde::Serialize;

use super::dice::{DiceOut, PlayerStateOut, TurnOut};
use super::scores::ScoringOut;
use super::seats::SeatOut;
use super::{duels, placement};
use crate::notation;
use crate::position::{Facing, Position};
use crate::variant::Variant;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct BoardOut {
    pub(super) width: u8,
    pub(super) height: u8,
    pub(super) name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct CellOut {
    pub(super) board: u8,
    pub(super) file: u8,
    pub(super) rank: u8,
    pub(super) light: bool,
    pub(super) name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct GeometryOut {
    pub(super) boards: Vec<BoardOut>,
    pub(super) cells: Vec<CellOut>,
    pub(super) wraps: bool,
    /// Barriers: the side of a cell that no move crosses (the fortress board).
    pub(super) walls: Vec<WallOut>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct WallOut {
    pub(super) board: u8,
    pub(super) file: u8,
    pub(super) rank: u8,
    /// `north`, `east`, `south` or `west`.
    pub(super) side: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlayerOut {
    pub(super) name: String,
    pub(super) colour: String,
    pub(super) letter: String,
    pub(super) facing: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct InfoOut {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) geometry: GeometryOut,
    pub(super) players: Vec<PlayerOut>,
    pub(super) options: Vec<(String, String)>,
    pub(super) start_to_move: u8,
    /// Played with dice.
    pub(super) dice: bool,
    /// Pawn-like pieces face different ways from their owner's, so the page shows their facing.
    pub(super) facing_arrows: bool,
    /// The number of sides (players or teams who are not enemies), for the computer's displays.
    pub(super) sides: usize,
    /// The problem solver takes this game (the page shows its Problem panel).
    pub(super) problems: bool,
}

/// A piece a player has lost: its letter, name and value (hundredths of a pawn).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct LostOut {
    pub(super) letter: String,
    pub(super) name: String,
    pub(super) value: i32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PieceOut {
    pub(super) cell: u16,
    pub(super) owner: u8,
    pub(super) letter: String,
    pub(super) name: String,
    pub(super) pawn: bool,
    pub(super) facing: &'static str,
    /// A dead piece of the points race: it blocks, never moves, scores nothing taken.
    pub(super) dead: bool,
    /// A resigned player's king that walks on in the points race.
    pub(super) walking: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct MoveOut {
    pub(super) from: u16,
    pub(super) to: u16,
    pub(super) arrive: u16,
    pub(super) promotion: Option<String>,
    pub(super) promotion_name: Option<String>,
    pub(super) san: String,
    pub(super) lan: String,
    pub(super) die: Option<u8>,
    pub(super) pass: bool,
    /// The capital letter of the kind a drop places (the placement phase); `None` otherwise.
    pub(super) drop: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct LastMoveOut {
    pub(super) from: u16,
    pub(super) to: u16,
    pub(super) arrive: u16,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct StatusOut {
    pub(super) to_move: u8,
    pub(super) in_check: bool,
    pub(super) checked: Vec<u16>,
    pub(super) over: bool,
    pub(super) result: String,
    pub(super) winners: Vec<u8>,
    pub(super) text: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct SnapshotOut {
    pub(super) pieces: Vec<PieceOut>,
    pub(super) moves: Vec<MoveOut>,
    pub(super) history: Vec<String>,
    pub(super) ply: usize,
    pub(super) length: usize,
    pub(super) status: StatusOut,
    pub(super) last_move: Option<LastMoveOut>,
    pub(super) link: String,
    pub(super) position: String,
    pub(super) dice: Option<DiceOut>,
    pub(super) players: Vec<PlayerStateOut>,
    pub(super) turns: Vec<TurnOut>,
    pub(super) scores: Option<Vec<u32>>,
    /// Games scored by captures: what each player took from whom, and the rankings.
    pub(super) scoring: Option<ScoringOut>,
    /// Games of more than two players without dice: each player's status and last move.
    pub(super) seats: Vec<SeatOut>,
    /// The player who made each move, and its round (move number).
    pub(super) movers: Vec<u8>,
    pub(super) rounds: Vec<u32>,
    /// Per player, the letters of the pieces still in hand (empty in other games).
    pub(super) hand: Vec<Vec<String>>,
    /// The game is in its placement phase.
    pub(super) placing: bool,
    /// Games of duels: the proposals of the player to move (each `lan` ends with `~c`).
    pub(super) proposals: Vec<MoveOut>,
    /// Games of duels: each duel's players and result.
    pub(super) duels: Vec<duels::DuelOut>,
    /// Games of duels, when the game is over: the team result as a sentence.
    pub(super) team_result: Option<String>,
    /// Games of duels: the player whose check the player to move must relieve.
    pub(super) relief_owed: Option<u8>,
    /// Per player, the pieces lost since the start, the most valuable first.
    pub(super) lost: Vec<Vec<LostOut>>,
    /// The points race (chess.com's free-for-all): the points, the players out, the ranking.
    pub(super) race: Option<super::race::RaceOut>,
}

pub(super) fn facing_name(f: Facing) -> &'static str {
    match f {
        Facing::Up => "up",
        Facing::Down => "down",
        Facing::Left => "left",
        Facing::Right => "right",
    }
}

/// A piece on a cell, as the page draws it.
pub(super) fn piece_out(v: &Variant, cell: u16, p: crate::piece::Piece) -> PieceOut {
    PieceOut {
        cell,
        owner: p.owner.0,
        letter: v.piece_letter(p.kind).to_ascii_uppercase().to_string(),
        name: v.piece_name(p.kind).to_string(),
        pawn: v.piece(p.kind).pawn,
        facing: facing_name(p.facing),
        dead: false,
        walking: false,
    }
}

/// A piece of `pos` on a cell, as the page draws it: dead or walking in the points race.
pub(super) fn piece_in(pos: &Position, cell: u16, p: crate::piece::Piece) -> PieceOut {
    PieceOut {
        dead: pos.is_lifeless(p),
        walking: pos.is_walking(p.owner) && !pos.is_lifeless(p),
        ..piece_out(pos.variant(), cell, p)
    }
}

/// A move as the page receives it.
pub(super) fn move_out(pos: &Position, m: &crate::position::Move) -> MoveOut {
    let v = pos.variant();
    MoveOut {
        from: m.from.0,
        to: m.to.0,
        arrive: m.arrive.0,
        // A drop carries its kind in `drop`, not as a promotion.
        promotion: m
            .promotion
            .filter(|_| m.dropped().is_none())
            .map(|k| v.piece_letter(k).to_ascii_uppercase().to_string()),
        promotion_name: m
            .promotion
            .filter(|_| m.dropped().is_none())
            .map(|k| v.piece_name(k).to_string()),
        san: notation::san(pos, m),
        lan: notation::lan(pos, m),
        die: pos.die_for(m),
        pass: m.is_pass(),
        drop: placement::drop_out(v, m),
    }
}

/// The cells of a move, for marking the last move made.
pub(super) fn last_move_out(m: &crate::position::Move) -> LastMoveOut {
    LastMoveOut {
        from: m.from.0,
        to: m.to.0,
        arrive: m.arrive.0,
    }
}

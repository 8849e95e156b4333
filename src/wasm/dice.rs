//! What the page needs to show a game with dice: the dice of the player to move, each player's
//! last capture (shifting alliances) and royal pieces, and the move list grouped into turns in
//! the inventor's notation (`1,3: c3-d4, pass`, grouped by `crate::game`). Pure conversion of
//! what the engine's positions and the game say.

use serde::Serialize;

use crate::game::Turn;
use crate::position::Position;
use crate::rules::DiceState;

/// The dice of the player to move.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct DiceOut {
    /// The player to move has still to roll.
    needs_roll: bool,
    /// His roll, once rolled.
    roll: Option<[u8; 2]>,
    /// Which dice of the roll are used.
    used: [bool; 2],
    /// The unused dice that have a legal move.
    usable: Vec<u8>,
    /// No unused die can be used: the only move is the pass.
    only_pass: bool,
    /// The seed of the game's dice, as decimal text.
    seed: String,
}

/// What the three-player panel shows of one player.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlayerStateOut {
    /// The opponent he captured last (he may not capture that one's non-royal pieces next).
    last_captured: Option<u8>,
    /// The royal pieces he owns.
    royals: Vec<RoyalOut>,
    /// How many pieces he has.
    pieces: usize,
}

/// A royal piece and where it stands.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RoyalOut {
    cell: u16,
    letter: String,
    name: String,
}

/// One turn of the move list: the roll, then the moves with the die each used.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TurnOut {
    player: u8,
    roll: [u8; 2],
    /// The ply after the roll.
    ply: usize,
    moves: Vec<TurnMoveOut>,
    /// The turn in the inventor's notation.
    text: String,
}

/// One move of a turn.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TurnMoveOut {
    text: String,
    die: Option<u8>,
    /// The ply after this move.
    ply: usize,
    pass: bool,
}

/// The dice of the player to move (`None` in games without dice).
pub(super) fn dice_out(pos: &Position, seed: Option<u64>) -> Option<DiceOut> {
    if !pos.variant().has_dice() {
        return None;
    }
    let (roll, used) = match pos.dice() {
        DiceState::ToRoll => (None, [false, false]),
        DiceState::Rolled { roll, used } => (Some(roll), used),
    };
    let usable = pos.usable_dice();
    let moves = pos.legal_moves();
    Some(DiceOut {
        needs_roll: pos.needs_roll(),
        roll,
        used,
        only_pass: roll.is_some() && moves.len() == 1 && moves[0].is_pass(),
        usable,
        seed: seed.map(|s| s.to_string()).unwrap_or_default(),
    })
}

/// Each player's last capture, royal pieces and piece count (empty in games without dice).
pub(super) fn players_out(pos: &Position) -> Vec<PlayerStateOut> {
    let v = pos.variant();
    if !v.has_dice() {
        return Vec::new();
    }
    let pieces = pos.pieces();
    (0..v.players().len() as u8)
        .map(|p| {
            let owner = crate::piece::Player(p);
            let mine = pieces.iter().filter(|(_, x)| x.owner == owner);
            PlayerStateOut {
                last_captured: pos.last_captured(owner).map(|o| o.0),
                royals: mine
                    .clone()
                    .filter(|(_, x)| v.piece(x.kind).royal)
                    .map(|(c, x)| RoyalOut {
                        cell: c.0,
                        letter: v.piece_letter(x.kind).to_string(),
                        name: v.piece_name(x.kind).to_string(),
                    })
                    .collect(),
                pieces: mine.count(),
            }
        })
        .collect()
}

/// A turn as the page receives it.
pub(super) fn turn_out(t: Turn) -> TurnOut {
    TurnOut {
        player: t.player.0,
        // In the order the dice were used, as the record writes it.
        roll: crate::notation::turns::in_order_used(t.roll, t.moves.iter().map(|m| m.die)),
        ply: t.ply,
        moves: t
            .moves
            .into_iter()
            .map(|m| TurnMoveOut {
                text: m.text,
                die: m.die,
                ply: m.ply,
                pass: m.pass,
            })
            .collect(),
        text: t.text,
    }
}

//! Whether a game is plain enough for the legal moves to come straight from the words of its
//! board (`position/word_legal.rs`): one board of at most 64 cells, two players, orthodox check,
//! every piece's targets as sets, and none of the rule components that change what a move does
//! or who may be taken (transfers, zero moves, dice, restricted captures, perpetual power,
//! scoring, eliminations, frozen or removed players, partner pawns, lasting en passant chances,
//! a placement phase, the points race, the pawns' truce). Orthodox chess is such a game.

use super::Variant;
use crate::piece::Player;
use crate::rules::Elimination;

/// Whether the game `v`, its tables built, is plain (see the module documentation).
pub(super) fn words_serve(v: &Variant) -> bool {
    let geo = v.geometry();
    let board = geo.board_count() == 1 && geo.len() <= 64 && !geo.wraps();
    let two = v.players.len() == 2 && v.teams.is_empty() && v.duels.is_empty();
    let rules = v.royalty.check
        && v.transfer.is_none()
        && v.zero_moves.is_none()
        && v.dice.is_none()
        && !v.captures.restricted()
        && v.power.is_none()
        && v.scoring.is_none()
        && v.elimination == Elimination::default()
        && !v.freeze.on
        && !v.partner_pawns.swap
        && !v.partner_pawns.jump
        && !v.en_passant_lasts
        && v.placement.is_none()
        && !v.mate_removal.on
        && !v.points_race.on
        && !v.pawns.array_truce;
    let sets = (0..v.pieces.len()).all(|k| {
        (0..2).all(|p| {
            let facing = v.players[p].facing;
            v.target_sets(crate::piece::PieceKind(k as u8), facing)
                .is_some()
        })
    });
    board && two && rules && sets && v.enemies(Player(0), Player(1))
}

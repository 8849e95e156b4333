//! The traditional four-handed game on the Verney board: partners opposite, turns clockwise, no
//! castling and no double step; a checkmated or stalemated player is frozen; a pawn blocked by a
//! partner's pawn may jump over it; pawns promote on the partner's back row. See
//! `shared/rules/four-player.md`.

use super::four_teams::{self, black, red, white, yellow};
use super::{family, Variant, VariantError};
use crate::rules::{Elimination, Freeze, PartnerPawns, Royalty};

/// The conventional game.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = four_teams::define()?;
    v.id = "four-conventional";
    v.name = "Four-Handed Chess (conventional)";
    v.family = family::FOUR;
    v.summary = "The traditional four-handed game on the Verney board.";
    // Clockwise: White (South), Black (West), Yellow (North), Red (East).
    v.players = vec![white(), black(), yellow(), red()];
    v.teams = vec![0, 1, 0, 1];
    // The main array, each army on its seat: the players' order changed, so the owners did.
    v.start = four_teams::main_array(&[0, 3, 2, 1]);
    v.royalty = Royalty::orthodox();
    v.castling.clear();
    v.pawns.double_step = vec![Vec::new(); 4];
    v.pawns.en_passant = false;
    v.en_passant_lasts = false;
    // The partner's back row: the row the pawns move towards (seats counted counter-clockwise
    // from White).
    v.pawns.promotion_zone = [0, 3, 2, 1]
        .into_iter()
        .map(|turns| vec![four_teams::far_row(turns)])
        .collect();
    v.elimination = Elimination::default();
    v.freeze = Freeze { on: true };
    v.partner_pawns = PartnerPawns {
        jump: true,
        ..PartnerPawns::default()
    };
    v.option_specs.clear();
    Ok(v)
}

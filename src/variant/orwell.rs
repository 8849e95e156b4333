//! Orwell Chess (Glenn Overby, 2002): three players on a 7x12 cylinder, moved by dice, with
//! shifting alliances, perpetual power and Minipax promotion. See `shared/rules/orwell.md`.
//!
//! Everything here is data: the board, the pieces, the start position, which piece kinds each
//! die face allows, the Minipax squares, and the rule components switched on.

use super::{family, MoveStyle, PlayerInfo, Start, Variant, VariantError};
use crate::geometry::orwell_cylinder;
use crate::piece::{orwell, Facing, PieceKind, Player};
use crate::rules::{
    Area, CaptureRules, DiceRules, DrawRules, PawnRules, PerpetualPower, Royalty, Victory,
};

/// The kinds of the Orwell catalogue (`piece::orwell()`), in its order.
const BERLINPEONO: PieceKind = PieceKind(0);
const DABBABAH: PieceKind = PieceKind(1);
const GRYPHON: PieceKind = PieceKind(2);
const JUGYO: PieceKind = PieceKind(3);
const PAO: PieceKind = PieceKind(4);
const RAJA: PieceKind = PieceKind(5);
const MAHARAJA: PieceKind = PieceKind(6);

/// The start: three armies in turn order, each on three ranks (White on 1-3, Red on 5-7, Black on
/// 9-11): on the first and third, four Berlinpeonos around a Dabbabah (files b-f); on the second,
/// G J P R P J G. The Berlinpeonos of the first rank face down, towards the army below (White's
/// across the seam of the cylinder); all other pieces face up.
fn start() -> Start {
    let mut start = Start::default();
    for (p, first) in [0u8, 4, 8].into_iter().enumerate() {
        let owner = Player(p as u8);
        for file in [1, 2, 4, 5] {
            start.put_facing(owner, (0, file, first), BERLINPEONO, Facing::Down);
        }
        start.put(owner, (0, 3, first), DABBABAH);
        let middle = [GRYPHON, JUGYO, PAO, RAJA, PAO, JUGYO, GRYPHON];
        start.row(owner, (0, 0, first + 1), &middle);
        let back = [BERLINPEONO, BERLINPEONO, DABBABAH, BERLINPEONO, BERLINPEONO];
        start.row(owner, (0, 1, first + 2), &back);
    }
    start
}

fn player(name: &str, colour: &str, letter: char) -> PlayerInfo {
    PlayerInfo {
        name: name.into(),
        colour: colour.into(),
        letter,
        facing: Facing::Up,
    }
}

/// The three Minipaxes: the squares where each Raja and its two Paos start (c2 d2 e2, c6 d6 e6,
/// c10 d10 e10), as (board, file, rank), zero-based.
fn minipax() -> Area {
    Area::Squares(
        [1u8, 5, 9]
            .iter()
            .flat_map(|&rank| (2u8..=4).map(move |file| (0, file, rank)))
            .collect(),
    )
}

/// Orwell Chess.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = Variant::new("orwell", "Orwell Chess", orwell_cylinder())?;
    v.family = family::ORWELL;
    v.summary =
        "Three players on a 7 by 12 cylinder, with two dice, fairy pieces and shifting alliances.";
    v.players = vec![
        player("White", "#f8f8f8", 'w'),
        player("Red", "#c8102e", 'r'),
        player("Black", "#202020", 'b'),
    ];
    v.pieces = orwell();
    v.start = start();
    // No check: royal pieces may stand attacked, and a player may own none or several.
    v.royalty = Royalty::default();
    v.pawns = PawnRules {
        promotion_zone: vec![vec![minipax()]; 3],
        promotion_choices: vec![DABBABAH, GRYPHON, JUGYO, PAO],
        ..PawnRules::default()
    };
    v.draws = DrawRules::none();
    let kings = vec![BERLINPEONO, RAJA, MAHARAJA];
    v.dice = Some(DiceRules::new(vec![
        kings.clone(),
        vec![DABBABAH],
        vec![GRYPHON],
        vec![JUGYO],
        vec![PAO],
        kings,
    ]));
    v.captures = CaptureRules {
        alternate: true,
        royal_truce: true,
    };
    v.power = Some(PerpetualPower { kind: MAHARAJA });
    v.victory = Victory {
        all_royals: true,
        single_piece: true,
        scores: true,
    };
    v.move_style = MoveStyle::Long;
    Ok(v)
}

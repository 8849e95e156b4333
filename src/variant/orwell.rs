//! Orwell Chess (Glenn Overby, 2002): three players on a 7x12 cylinder, moved by dice, with
//! shifting alliances, perpetual power and Minipax promotion. See `shared/rules/orwell.md`.
//!
//! Everything here is data: the board, the pieces, the start position, which piece kinds each
//! die face allows, the Minipax squares, and the rule components switched on.

use super::{PlayerInfo, Variant, VariantError};
use crate::geometry::orwell_cylinder;
use crate::notation::MoveStyle;
use crate::piece::{orwell, Facing, PieceKind};
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

/// The start position: ranks 12 down to 1. Pieces face up unless marked `~d`: the Berlinpeonos
/// of ranks 1, 5 and 9 face down, towards the nearest opponent.
const START: &str = "7/1bEbEbDbEbE1/bGbJbPbRbPbJbG/1bE~dbE~dbDbE~dbE~d1/7/\
1rErErDrErE1/rGrJrPrRrPrJrG/1rE~drE~drDrE~drE~d1/7/\
1wEwEwDwEwE1/wGwJwPwRwPwJwG/1wE~dwE~dwDwE~dwE~d1 w - - 0 1 --- -";

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
    v.players = vec![
        player("White", "#f8f8f8", 'w'),
        player("Red", "#c8102e", 'r'),
        player("Black", "#202020", 'b'),
    ];
    v.pieces = orwell();
    v.start = START.to_string();
    // No check: royal pieces may stand attacked, and a player may own none or several.
    v.royalty = Royalty {
        check: false,
        one_each: false,
    };
    v.pawns = PawnRules {
        double_step: Vec::new(),
        en_passant: false,
        promotion_zone: vec![vec![minipax()]; 3],
        promotion_choices: vec![DABBABAH, GRYPHON, JUGYO, PAO],
        array_truce: false,
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

//! The looking-glass mode: any one-board game played on two copies of its board with the Alice
//! transfer (`shared/rules/alice.md`, the end of the family table). Chess through the looking-glass
//! is Alice Chess; Orwell Chess through the looking-glass keeps its dice, alliances and cylinder.

use super::{family, OptionSpec, Variant, VariantError};
use crate::rules::{Area, Transfer};

/// `parent` played through the looking-glass, as the game `id` named `name` and described by
/// `summary` (in the parent's family): its board doubled
/// (the start stays on board A; board B starts empty), the Alice transfer switched on, pawns promoting on every board, and
/// en passant an option that is off, as in Alice Chess. The parent must be a one-board game on
/// a board without holes.
pub fn through_the_looking_glass(
    mut v: Variant,
    id: &'static str,
    name: &'static str,
    summary: &'static str,
) -> Result<Variant, VariantError> {
    let spec = v.geometry().spec().clone();
    let [board] = spec.boards.as_slice() else {
        return Err(VariantError::Definition(format!(
            "{id}: only a game of one board can be played through the looking-glass"
        )));
    };
    if !board.holes.is_empty() {
        return Err(VariantError::Definition(format!(
            "{id}: the looking-glass mode needs a board without missing cells"
        )));
    }
    let mut doubled = spec.clone();
    doubled.boards.push(board.clone());
    v.set_geometry(doubled)?;
    v.id = id;
    v.name = name;
    v.summary = summary;
    v.transfer = Some(Transfer::alice());
    v.plain_fen = false;
    // A pawn promotes when it lands on its zone on the board of the move, whichever board that
    // is (as in Alice Chess); a double step stays on the start board.
    for zone in &mut v.pawns.promotion_zone {
        *zone = zone.iter().map(on_every_board).collect();
    }
    // Only bare kings are dead: a lone minor piece can sometimes mate through the looking-glass.
    v.draws.dead_minor = false;
    if v.pawns.en_passant || !v.pawns.double_step.is_empty() {
        v.pawns.en_passant = false;
        v.option_specs.push(en_passant_option());
    }
    Ok(v)
}

/// The `en_passant` option of the looking-glass games (the sources disagree on it; off unless
/// asked for).
pub fn en_passant_option() -> OptionSpec {
    OptionSpec {
        name: "en_passant",
        help: "a pawn may capture en passant on the board of the double step",
        get: |v| v.pawns.en_passant,
        set: |v, on| v.pawns.en_passant = on,
    }
}

/// An area of board A (or of every board) extended to every board.
fn on_every_board(area: &Area) -> Area {
    match area {
        Area::Rank { rank, .. } => Area::Rank {
            board: None,
            rank: *rank,
        },
        Area::File { file, .. } => Area::File {
            board: None,
            file: *file,
        },
        Area::Squares(list) => {
            let mut all: Vec<(u8, u8, u8)> = list
                .iter()
                .flat_map(|&(_, f, r)| [(0, f, r), (1, f, r)])
                .collect();
            crate::sort::sort(&mut all);
            all.dedup();
            Area::Squares(all)
        }
    }
}

/// Chess through the looking-glass: the same game as Alice Chess, built from `chess` by the
/// looking-glass mode.
pub fn chess() -> Result<Variant, VariantError> {
    let mut v = through_the_looking_glass(
        super::chess::define()?,
        "chess-glass",
        "Chess through the looking-glass",
        "Chess played through the looking-glass: Alice Chess, built from the one-board game.",
    )?;
    v.family = family::ALICE;
    Ok(v)
}

/// Orwell Chess through the looking-glass: two cylinders, the Alice transfer after every move.
pub fn orwell() -> Result<Variant, VariantError> {
    through_the_looking_glass(
        super::orwell::define()?,
        "orwell-glass",
        "Orwell Chess through the looking-glass",
        "Orwell Chess on two cylinders, every move passing through the looking-glass.",
    )
}

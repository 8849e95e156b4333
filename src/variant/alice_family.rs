//! The family of Alice Chess (`shared/rules/alice.md`, the family table): each game is `alice`
//! with a few fields changed.

use super::chess::{ARMY, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use super::{alice, family, Start, Variant, VariantError};
use crate::geometry::{self, chessboards};
use crate::rules::{Area, TransferTargets, WhenOccupied, ZeroMoves};

/// The orthodox array with White's army on board A and Black's on board B, from where Black's
/// pawns double-step.
fn black_on_board_b(v: &mut Variant) {
    v.start = Start::facing_armies(&ARMY, 8, [0, 1]);
    v.pawns.double_step[1] = vec![Area::Rank {
        board: Some(1),
        rank: 6,
    }];
}

/// Alice Chess 2: the Black army starts on board B.
pub fn alice2() -> Result<Variant, VariantError> {
    let mut v = alice::define()?;
    v.id = "alice2";
    v.name = "Alice Chess 2";
    v.family = family::ALICE;
    v.summary = "Alice Chess with Black's army starting on board B.";
    black_on_board_b(&mut v);
    Ok(v)
}

/// Ms. Alice (John Ishkan, 1973): zero moves onto an empty square; a king may not escape check
/// by one.
pub fn ms_alice() -> Result<Variant, VariantError> {
    let mut v = alice::define()?;
    v.id = "ms-alice";
    v.name = "Ms. Alice";
    v.family = family::ALICE;
    v.summary = "Alice Chess with zero moves: a piece may pass to an empty square of the other board without moving; a king may not escape check so.";
    v.zero_moves = Some(ZeroMoves::ms_alice());
    Ok(v)
}

/// O'Donohue Chess (Michael O'Donohue, 2003): a piece whose square on the other board is
/// occupied stays where it moved.
pub fn odonohue() -> Result<Variant, VariantError> {
    let mut v = alice::define()?;
    v.id = "odonohue";
    v.name = "O'Donohue Chess";
    v.family = family::ALICE;
    v.summary = "Alice Chess in which a piece whose square on the other board is taken stays where it moved.";
    if let Some(t) = &mut v.transfer {
        t.when_occupied = WhenOccupied::StayOnBoard;
    }
    Ok(v)
}

/// Duo Chess (Jed Stone, 1981): Black starts on board B; the transfer is optional; pieces other
/// than pawns make zero moves that may capture, so a piece on a king's square of the other board
/// gives check.
pub fn duo() -> Result<Variant, VariantError> {
    let mut v = alice::define()?;
    v.id = "duo";
    v.name = "Duo Chess";
    v.family = family::ALICE;
    v.summary = "Black starts on board B, passing to the other board is optional, and pieces make zero moves that may capture.";
    black_on_board_b(&mut v);
    if let Some(t) = &mut v.transfer {
        t.optional = true;
    }
    v.zero_moves = Some(ZeroMoves::duo());
    Ok(v)
}

/// Parton's small Alice: two boards of 4 files by 8 ranks, no double step, no castling.
pub fn alice_8x4() -> Result<Variant, VariantError> {
    let mut v = alice::define()?;
    v.id = "alice-8x4";
    v.name = "8x4 Alice";
    v.family = family::ALICE;
    v.summary =
        "Alice Chess on two small boards of 4 files by 8 ranks, without double steps or castling.";
    v.set_geometry(geometry::alice_8x4())?;
    v.start = Start::facing_armies(
        &[
            (0, &[ROOK, QUEEN, KING, ROOK]),
            (1, &[KNIGHT, BISHOP, BISHOP, KNIGHT]),
            (2, &[PAWN; 4]),
        ],
        8,
        [0, 0],
    );
    v.castling.clear();
    v.pawns.double_step.clear();
    // Without double steps there is no en passant to switch on.
    v.option_specs.retain(|o| o.name != "en_passant");
    Ok(v)
}

/// Three-board Alice: after moving, the piece transfers to either other board, as the mover
/// chooses.
pub fn alice3() -> Result<Variant, VariantError> {
    let mut v = alice::define()?;
    v.id = "alice3";
    v.name = "Three-board Alice";
    v.family = family::ALICE;
    v.summary = "Alice Chess on three boards: the piece passes to either other board, as the mover chooses.";
    v.set_geometry(chessboards(3))?;
    if let Some(t) = &mut v.transfer {
        t.targets = TransferTargets::AnyOtherBoard;
    }
    Ok(v)
}

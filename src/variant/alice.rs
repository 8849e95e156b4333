//! Alice Chess (V. R. Parton, 1953): orthodox chess on two boards, every move followed by the
//! transfer to the same square of the other board. See `shared/rules/alice.md`.

use super::{chess, family, OptionSpec, Variant, VariantError};
use crate::geometry::chessboards;
use crate::rules::Transfer;

/// Alice Chess: chess with two boards and the transfer switched on.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = chess::define()?;
    v.id = "alice";
    v.name = "Alice Chess";
    v.family = family::ALICE;
    v.summary = "Two boards: after every move the piece passes through the looking-glass to the same square of the other board.";
    v.set_geometry(chessboards(2))?;
    // The start stays chess's: both armies on board A, board B empty.
    v.transfer = Some(Transfer::alice());
    // The sources disagree on en passant: off unless asked for.
    v.pawns.en_passant = false;
    // Only bare kings are a dead position: a lone minor piece can sometimes mate in Alice.
    v.draws.dead_minor = false;
    v.plain_fen = false;
    v.option_specs.push(OptionSpec {
        name: "en_passant",
        help: "a pawn may capture en passant on the board of the double step",
        get: |v| v.pawns.en_passant,
        set: |v, on| v.pawns.en_passant = on,
    });
    Ok(v)
}

//! Shared by the targets that read a text in a game: the first byte of the input picks the game
//! among every game id, the rest is the text.

use quadrille::variant::{self, Variant};
use std::sync::Arc;

/// The game the first byte picks and the text after it; `None` for an empty input.
pub fn game_and_text(data: &[u8]) -> Option<(Arc<Variant>, String)> {
    let (&pick, rest) = data.split_first()?;
    let ids = variant::ids();
    let v = variant::build(ids[pick as usize % ids.len()], &[]).ok()?;
    Some((v, String::from_utf8_lossy(rest).into_owned()))
}

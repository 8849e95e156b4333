//! Four-player chess, every player for himself (Savard): the partnership game without
//! partnerships. See `shared/rules/four-player.md`.

use super::{family, four_teams, Variant, VariantError};

/// The free-for-all game.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = four_teams::define()?;
    v.id = "four-ffa";
    v.name = "Four-Player Chess (free for all)";
    v.family = family::FOUR;
    v.summary = "Four players on the Verney board, each for himself.";
    v.teams = Vec::new();
    v.option_specs.clear();
    Ok(v)
}

//! `quadrille play` for games with dice: the record is read turn by turn in the inventor's
//! notation (`1,3: c3-d4, pass`), turns without a roll take it from the seed (`--seed`, or a
//! `[Seed "..."]` tag), and the report adds the seed, the turns, the dice, the next roll and the
//! last captures.

use super::play::{report, Report};
use super::Failure;
use crate::notation::record::tag;
use crate::notation::turns::{items, replay};
use crate::position::{Player, Position};
use crate::rules::DiceState;
use serde::Serialize;

/// The dice of the player to move, as `play --json` shows them.
#[derive(Debug, Serialize)]
pub struct DiceOut {
    /// His roll, or null when he has still to roll.
    pub roll: Option<[u8; 2]>,
    /// The dice of the roll not used yet.
    pub unused: Vec<u8>,
}

/// Reads a seed: a whole number from 0 to 2^64 - 1.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    text.trim().parse::<u64>().map_err(|_| {
        format!(
            "'{}' is not a seed (a whole number from 0 to {})",
            crate::excerpt::excerpt(text),
            u64::MAX
        )
    })
}

/// Plays the record of a game with dice from `start`.
pub fn play(
    game: &str,
    start: &Position,
    record: &str,
    seed: Option<u64>,
    tags: &[(String, String)],
) -> Result<Report, Failure> {
    let seed = match (seed, tag(tags, "Seed")) {
        (Some(s), _) => Some(s),
        (None, Some(text)) => {
            Some(parse_seed(text).map_err(|e| Failure::Input(format!("the Seed tag: {e}")))?)
        }
        (None, None) => None,
    };
    let record_items = items(record).map_err(Failure::Input)?;
    let played = replay(start, &record_items, seed).map_err(Failure::Input)?;
    let end = &played.end;
    let moves = played
        .turns
        .iter()
        .flat_map(|t| t.moves.iter().map(|(_, text, _)| text.clone()))
        .collect();
    let mut out = report(game, end, moves);
    let v = end.variant();
    out.seed = seed;
    out.turns = Some(played.turns.iter().map(|t| t.text()).collect());
    out.dice = Some(match end.dice() {
        DiceState::ToRoll => DiceOut {
            roll: None,
            unused: Vec::new(),
        },
        DiceState::Rolled { roll, .. } => DiceOut {
            roll: Some(roll),
            unused: end.unused_dice(),
        },
    });
    out.next_roll = seed
        .filter(|_| end.needs_roll())
        .and_then(|s| end.seeded_roll(s));
    if v.captures.alternate {
        out.last_captured = Some(
            (0..v.players().len() as u8)
                .map(|p| {
                    end.last_captured(Player(p))
                        .map(|q| v.player_name(q).to_string())
                })
                .collect(),
        );
    }
    Ok(out)
}

//! The dice in links: the steps of a game with dice are its rolls and its moves, written in the
//! move list (`m=`) in the order played. A roll is `r` when it is the roll the game's seed (`d=`)
//! gives for that turn, or `r` and its two faces (`r13`) when it was given explicitly, so a shared
//! game replays exactly and then goes on with the seed's rolls.

use super::LinkError;
use crate::notation;
use crate::piece::Player;
use crate::position::leaving::{self, Departure};
use crate::position::Position;
use crate::position::Step;
use crate::rules::Roll;

/// The link item of a step played in `pos`: long algebraic notation for a move, `r` for the
/// seed's roll, `r13` for another roll, `resign2` or `time2` for the third player leaving.
pub fn step_item(pos: &Position, step: &Step, seed: Option<u64>) -> String {
    match step {
        Step::Move(m) => notation::lan(pos, m),
        Step::Leave(p, why) => format!("{}{}", why.link_word(), p.0),
        Step::Roll(r) => {
            if seed.and_then(|s| pos.seeded_roll(s)) == Some(*r) {
                "r".to_string()
            } else {
                format!("r{}{}", r[0], r[1])
            }
        }
    }
}

/// Reads a leave item (`resign2`, `time2`) in `pos`: `None` when the text is not one, an error
/// when the game does not go on without that player there.
pub(super) fn read_leave(pos: &Position, text: &str) -> Option<Result<Step, String>> {
    let (why, rest) = Departure::ALL
        .into_iter()
        .find_map(|why| Some((why, text.strip_prefix(why.link_word())?)))?;
    let p = match rest.as_bytes() {
        [d @ b'0'..=b'7'] => Player(d - b'0'),
        _ => {
            return Some(Err(format!(
                "{} is followed by one player's number (0 to 7)",
                why.link_word()
            )))
        }
    };
    Some(leaving::check_leave(pos, p, why).map(|_| Step::Leave(p, why)))
}

/// Reads one item of the move list of a game with dice in `pos`.
pub(super) fn read_step(pos: &Position, text: &str, seed: Option<u64>) -> Result<Step, String> {
    if let Some(leave) = read_leave(pos, text) {
        return leave;
    }
    if let Some(rest) = text.strip_prefix('r') {
        if rest.is_empty() || rest.bytes().all(|b| b.is_ascii_digit()) {
            return read_roll(pos, rest, seed).map(Step::Roll);
        }
    }
    if pos.needs_roll() {
        return Err("the player has to roll first, but the link gives no roll here".to_string());
    }
    notation::parse_move(pos, text)
        .map(Step::Move)
        .map_err(|e| e.to_string())
}

fn read_roll(pos: &Position, faces: &str, seed: Option<u64>) -> Result<Roll, String> {
    if !pos.needs_roll() {
        return Err("a roll where the player has already rolled".to_string());
    }
    let roll = match faces.as_bytes() {
        [] => {
            let seed = seed.ok_or("a roll from the seed, but the link gives no seed (d=)")?;
            pos.seeded_roll(seed)
                .ok_or("a roll in a game without dice")?
        }
        [a, b] => [a - b'0', b - b'0'],
        _ => return Err("a roll is written r and two dice, such as r13".to_string()),
    };
    pos.roll(roll).map(|_| roll)
}

/// Reads the seed of the dice (`d=`): a whole number below 2^64.
pub(super) fn parse_seed(value: &str) -> Result<u64, LinkError> {
    let bad =
        || LinkError::Malformed("the dice seed (d=) must be a whole number below 2^64".into());
    if value.is_empty() || value.len() > 20 || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    value.parse().map_err(|_| bad())
}

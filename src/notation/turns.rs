//! Game records of games with dice, in the inventor's notation of Orwell Chess: a turn is the
//! roll, a colon, then the moves in the order they are played, `pass` for a die that cannot be
//! used: `1,3: c3-d4, pass` then `2,5: Dd7xf9, Pc6xc2`.
//!
//! Reading ([`items`], then [`replay`]): the moves of a turn are played in the order written;
//! each must be a legal move of one unused die. A `pass` stands for a die that has no legal move;
//! it may be written before or after the moves (one for each such die), and is checked when the
//! turn ends: a die that can be used must be used. A forced pass may also be left out, except at
//! the end of the record, where a turn without it is unfinished; a record that stops in a turn
//! after a pass was written is an error, since the die it stands for may still be used. A turn without a roll takes its roll
//! from the game's seed, if there is one, and is an error otherwise. A record may stop in the
//! middle of a turn (the game goes on from there).
//!
//! Writing ([`write_turn`]): the dice in the order they were used, then the moves in the order
//! played, and `pass` for each die left unused (none when the turn ended the game). A turn the
//! record stops in keeps the dice in the order rolled ([`write_unfinished_turn`]), and a pass
//! is written only when it was played, so the record reads back to the same position. A turn rolled
//! before the record starts is written without its roll ([`write_turn_rolled_before`]).

use super::record;
use crate::position::{Move, Position};
use crate::rules::{DiceState, Roll};

/// One item of a record of a game with dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A roll: `1,3:`.
    Roll(Roll),
    /// A move or `pass`, as written.
    Move(String),
}

/// One turn as played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedTurn {
    /// The roll, in the order given (by the record or the seed).
    pub roll: Roll,
    /// For a turn rolled before the record starts (a start position with the dice rolled), the
    /// dice it had left then; such a turn is written without its roll.
    pub rolled_before: Option<Vec<u8>>,
    /// Whether the roll came from the seed rather than from the record.
    pub seeded: bool,
    /// Each move played, with its notation and the die it used (`None` for the pass).
    pub moves: Vec<(Move, String, Option<u8>)>,
    /// Whether the turn is over (false when the record stops in its middle).
    pub complete: bool,
    /// Whether the game ended during the turn.
    pub ended_game: bool,
}

impl PlayedTurn {
    /// The turn in the inventor's notation: `1,3: c3-d4, pass`.
    pub fn text(&self) -> String {
        let played: Vec<(String, Option<u8>)> = self
            .moves
            .iter()
            .filter(|(m, _, _)| !m.is_pass())
            .map(|(_, text, die)| (text.clone(), *die))
            .collect();
        let passes = self.complete && !self.ended_game;
        match &self.rolled_before {
            Some(dice) => write_turn_rolled_before(dice, &played, passes),
            None if !self.complete => write_unfinished_turn(self.roll, &played),
            None => write_turn(self.roll, &played, passes),
        }
    }
}

/// The dice of a roll in the order the moves used them (`dice`: the die each move used, if any),
/// the dice left unused after them in the order rolled. The record and the move list both write
/// a roll in this order.
pub fn in_order_used(roll: Roll, dice: impl IntoIterator<Item = Option<u8>>) -> Roll {
    order_used(roll, dice).0
}

/// [`in_order_used`], with how many dice the moves used.
fn order_used(roll: Roll, dice: impl IntoIterator<Item = Option<u8>>) -> (Roll, usize) {
    let mut left = roll.to_vec();
    let mut out = Vec::new();
    for die in dice {
        if let Some(i) = die.and_then(|d| left.iter().position(|&f| f == d)) {
            out.push(left.remove(i));
        }
    }
    let used = out.len();
    out.extend(left);
    ([out[0], out[1]], used)
}

/// Writes a turn: the dice in the order they were used (`moves` gives each move's text and die),
/// then the moves, and, when `passes` is true, `pass` for each die left unused.
pub fn write_turn(roll: Roll, moves: &[(String, Option<u8>)], passes: bool) -> String {
    let (dice, used) = order_used(roll, moves.iter().map(|(_, die)| *die));
    let mut actions: Vec<String> = moves.iter().map(|(t, _)| t.clone()).collect();
    if passes {
        actions.extend(dice[used..].iter().map(|_| "pass".to_string()));
    }
    let dice: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
    if actions.is_empty() {
        format!("{}:", dice.join(","))
    } else {
        format!("{}: {}", dice.join(","), actions.join(", "))
    }
}

/// Writes a turn the record stops in: the dice in the order rolled, since the position holds
/// that order with the dice still unused, then the moves played (`3,5: Pc2-c4` when the 5 was
/// used first). Read back, it gives the same position.
pub fn write_unfinished_turn(roll: Roll, moves: &[(String, Option<u8>)]) -> String {
    let mut out = format!("{},{}:", roll[0], roll[1]);
    for (i, (text, _)) in moves.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        out.push_str(text);
    }
    out
}

/// Writes a turn rolled before the record starts, whose unused `dice` the start position holds:
/// a comment naming them, then the moves and a `pass` for each die left when `passes` is true
/// (`{already rolled: 3,5} c3-d4, pass`). The reader takes the roll from the position.
pub fn write_turn_rolled_before(
    dice: &[u8],
    moves: &[(String, Option<u8>)],
    passes: bool,
) -> String {
    let mut left = dice.to_vec();
    for die in moves.iter().filter_map(|(_, d)| *d) {
        if let Some(i) = left.iter().position(|&f| f == die) {
            left.remove(i);
        }
    }
    let mut actions: Vec<String> = moves.iter().map(|(t, _)| t.clone()).collect();
    if passes {
        actions.extend(left.iter().map(|_| "pass".to_string()));
    }
    let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
    let note = format!("{{already rolled: {}}}", dice.join(","));
    if actions.is_empty() {
        note
    } else {
        format!("{note} {}", actions.join(", "))
    }
}

fn digit(text: &str) -> Option<u8> {
    match text.as_bytes() {
        [d @ b'1'..=b'9'] => Some(d - b'0'),
        _ => None,
    }
}

/// Whether a token is a result written as points (`1:0:0`).
fn is_points(text: &str) -> bool {
    text.contains(':')
        && text
            .split(':')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// Reads a record into rolls and moves. Move numbers, comments, tags and results (`[1:0:0]`) are
/// dropped as in every record ([`record::tokens`]). A roll is two dice and a colon: `1,3:`.
pub fn items(text: &str) -> Result<Vec<Item>, String> {
    let tokens = record::tokens(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        let shown = crate::excerpt::excerpt(t);
        if let Some(a) = digit(t) {
            // `1,3:` reaches us as `1` and `3:` (or `3` and `:`), since commas separate words.
            let next = tokens.get(i + 1).map(String::as_str);
            let colon = tokens.get(i + 2).map(String::as_str);
            let second = next.and_then(|n| n.strip_suffix(':')).and_then(digit);
            if let Some(b) = second {
                out.push(Item::Roll([a, b]));
                i += 2;
            } else if let (Some(b), Some(":")) = (next.and_then(digit), colon) {
                out.push(Item::Roll([a, b]));
                i += 3;
            } else {
                return Err(format!(
                    "'{shown}' is not a move; a roll is written as two dice and a colon, as 1,3:"
                ));
            }
            continue;
        }
        if is_points(t) {
            i += 1;
            continue;
        }
        if t.ends_with(':') {
            return Err(format!(
                "'{shown}' is not a roll; write the two dice with a comma and a colon, as 1,3:"
            ));
        }
        out.push(Item::Move(t.to_string()));
        i += 1;
    }
    Ok(out)
}

/// A game replayed from a record.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The position after the record.
    pub end: Position,
    /// The turns played, in order.
    pub turns: Vec<PlayedTurn>,
}

fn is_pass(text: &str) -> bool {
    text.eq_ignore_ascii_case("pass")
}

/// The unused dice and what they allow, for messages: `1 (berlinpeono, raja, maharaja) and 3
/// (gryphon)`.
fn dice_words(pos: &Position) -> String {
    let v = pos.variant();
    let words: Vec<String> = pos
        .unused_dice()
        .iter()
        .map(|&f| {
            let kinds: Vec<&str> = v.die_kinds(f).iter().map(|&k| v.piece_name(k)).collect();
            format!("{f} ({})", kinds.join(", "))
        })
        .collect();
    words.join(" and ")
}

/// Plays the items of a record from `start` (see the module documentation). `seed` gives the
/// rolls of turns written without one. Errors name the turn and say what is wrong.
pub fn replay(start: &Position, items: &[Item], seed: Option<u64>) -> Result<Replay, String> {
    let mut pos = start.clone();
    let mut turns: Vec<PlayedTurn> = Vec::new();
    let mut i = 0;
    while i < items.len() {
        let number = turns.len() + 1;
        if let crate::position::Outcome::Over { result, .. } = pos.outcome() {
            return Err(format!(
                "turn {number}: the game is already over ({})",
                result.as_str()
            ));
        }
        let player = pos.variant().player_name(pos.to_move()).to_string();
        let rolled_before = match pos.dice() {
            DiceState::Rolled { .. } if turns.is_empty() => Some(pos.unused_dice()),
            _ => None,
        };
        let (roll, seeded) = match (pos.dice(), &items[i]) {
            (DiceState::Rolled { roll, .. }, Item::Roll(r)) => {
                return Err(format!(
                    "turn {number}: {player} has already rolled {},{}; the record rolls {},{}",
                    roll[0], roll[1], r[0], r[1]
                ))
            }
            (DiceState::Rolled { roll, .. }, Item::Move(_)) => (roll, false),
            (DiceState::ToRoll, Item::Roll(r)) => {
                i += 1;
                (*r, false)
            }
            (DiceState::ToRoll, Item::Move(t)) => match seed.and_then(|s| pos.seeded_roll(s)) {
                Some(r) => (r, true),
                None => {
                    return Err(format!(
                        "turn {number} ({player}): '{}' has no roll before it; write each turn as its roll, a colon and its moves (1,3: c3-d4, pass), or give a seed to roll the dice",
                        crate::excerpt::excerpt(t)
                    ))
                }
            },
        };
        if pos.dice() == DiceState::ToRoll {
            pos = pos
                .roll(roll)
                .map_err(|e| format!("turn {number} ({player}): {e}"))?;
        }
        let label = format!("turn {number} ({player}, {},{})", roll[0], roll[1]);
        let (mut turn, next, used) = play_turn(&pos, &items[i..], roll, seeded, &label)?;
        turn.rolled_before = rolled_before;
        i += used;
        pos = next;
        turns.push(turn);
    }
    Ok(Replay { end: pos, turns })
}

/// Plays one turn from `pos` (rolled) with the items that follow its roll. Returns the turn, the
/// position after it and how many items it used.
fn play_turn(
    start: &Position,
    items: &[Item],
    roll: Roll,
    seeded: bool,
    label: &str,
) -> Result<(PlayedTurn, Position, usize), String> {
    let mut pos = start.clone();
    let mut turn = PlayedTurn {
        roll,
        rolled_before: None,
        seeded,
        moves: Vec::new(),
        complete: false,
        ended_game: false,
    };
    let mut i = 0;
    let mut actions = 0;
    // Passes written before a move, each for a die that had no legal move then.
    let mut passes = 0;
    let next_is_pass = |i: usize| matches!(items.get(i), Some(Item::Move(t)) if is_pass(t));
    loop {
        if pos.dice() == DiceState::ToRoll {
            turn.complete = true;
            break;
        }
        if pos.legal_moves() == [Move::pass()] {
            // No unused die can be used: the pass, written or not.
            while actions < 2 && next_is_pass(i) {
                i += 1;
                actions += 1;
                passes += 1;
            }
            if passes == 0 && i == items.len() {
                // The record stops before the pass: the turn is unfinished, as written.
                break;
            }
            turn.moves.push((Move::pass(), "pass".to_string(), None));
            pos = pos.play(&Move::pass());
            turn.complete = true;
            break;
        }
        match items.get(i) {
            Some(Item::Move(t)) if is_pass(t) => {
                // A pass written before a move stands for a die with no legal move now, one
                // pass for each such die.
                let unusable = pos
                    .unused_dice()
                    .iter()
                    .filter(|&&f| pos.moves_for_die(f).is_empty())
                    .count();
                if unusable <= passes || actions >= 2 {
                    return Err(format!(
                        "{label}: 'pass' is written, but the dice {} can be used, and a die that can be used must be used",
                        dice_words(&pos)
                    ));
                }
                i += 1;
                actions += 1;
                passes += 1;
            }
            Some(Item::Move(t)) => {
                if actions >= 2 {
                    return Err(format!(
                        "{label}: '{}' is one action too many for two dice (a pass was written for a die that can be used: {})",
                        crate::excerpt::excerpt(t),
                        dice_words(&pos)
                    ));
                }
                let m = super::parse_move(&pos, t).map_err(|e| {
                    format!("{label}: {e} (the unused dice are {})", dice_words(&pos))
                })?;
                let die = pos.die_for(&m);
                turn.moves.push((m, super::san(&pos, &m), die));
                pos = pos.play(&m);
                i += 1;
                actions += 1;
            }
            // The record stops in the turn. A pass written so far would stand for a die that
            // must stay unused to the end of the turn, which is not over.
            None if passes > 0 => {
                return Err(format!(
                    "{label}: 'pass' is written, but the record stops while the dice {} can still be used; a pass stands for a die left unused at the end of the turn",
                    dice_words(&pos)
                ))
            }
            Some(Item::Roll(_)) | None if i == items.len() => break,
            Some(Item::Roll(_)) | None => {
                return Err(format!(
                    "{label}: the turn ends while the dice {} can still be used; a die that can be used must be used",
                    dice_words(&pos)
                ))
            }
        }
    }
    turn.ended_game = pos.outcome().is_over();
    if turn.ended_game {
        // The dice left when a move ended the game may be written as passes.
        while actions < 2 && next_is_pass(i) {
            i += 1;
            actions += 1;
        }
    }
    Ok((turn, pos, i))
}

#[cfg(test)]
mod tests {
    use super::in_order_used;

    #[test]
    fn a_roll_in_the_order_its_dice_were_used() {
        assert_eq!(in_order_used([2, 6], [Some(6), Some(2)]), [6, 2]);
        assert_eq!(in_order_used([2, 6], [Some(6)]), [6, 2]);
        assert_eq!(in_order_used([2, 6], [None]), [2, 6], "a pass uses no die");
        assert_eq!(in_order_used([4, 4], [Some(4), Some(4)]), [4, 4]);
    }
}

//! Whole game records, as the page imports and exports them: tag lines naming the game, its
//! options, its start position and the seed of its dice, then the moves.
//!
//! ```text
//! [Game "alice"]
//! [Option "en_passant=true"]
//! [Position "alice:..."]
//!
//! 1. e4 d5 2. exd5/B *
//! ```
//!
//! This is the record `quadrille play` reads (`[Game]`, `[Position]` or `[FEN]`, `[Seed]`), with
//! one `[Option "name=value"]` tag per option that differs from the game's default (the
//! command line's `--set name=value`). Games with dice write one turn per line in the inventor's
//! notation with every roll given (`1,3: c3-d4, pass`), so the record replays without the seed.
//! When the start position has the dice already rolled (`35/35` in its text), the first turn is
//! written without a roll, after a comment naming the unused dice (`{already rolled: 3,5} c3-d4,
//! pass`): the reader takes that roll from the start position.
//! The page writes PGN's roster of tags first (`header.rs`); a reader takes `[Variant]` as the
//! game when there is no `[Game]`, and ignores the other tags (`[Event]`, `[White]`, ...).
//! A player who leaves a game that goes on without him (`position::leaving`) is a token where it
//! happened: `Yellow-resigns`, `Yellow-out-of-time`.
//! Reading never panics: every problem is a [`RecordError`] that says what is wrong.

use std::sync::Arc;

use super::record::{final_result, tag, tags, tokens};
use super::turns::{items, replay, write_turn, write_turn_rolled_before, write_unfinished_turn};
use crate::excerpt::excerpt;
use crate::notation;
use crate::piece::Player;
use crate::position::leaving::{self, Departure};
use crate::position::Agreement;
use crate::position::Step;
use crate::position::{Outcome, Position};
use crate::rules::DiceState;
use crate::variant::{self, parse_option, Variant};

mod header;
pub use header::{game_of_variant, result_value, Header};

/// The longest record accepted, in bytes.
pub const MAX_RECORD_LEN: usize = 200_000;

/// Why a record cannot be read; the text is a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError(pub String);

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the game record cannot be read: {}", self.0)
    }
}

impl std::error::Error for RecordError {}

fn fail<T>(message: impl Into<String>) -> Result<T, RecordError> {
    Err(RecordError(message.into()))
}

/// A game read from a record and replayed against the engine.
#[derive(Clone, Debug)]
pub struct RecordGame {
    /// The game with its options.
    pub variant: Arc<Variant>,
    /// The position the game started from.
    pub start: Position,
    /// The seed of the dice (`[Seed]`), in games with dice.
    pub seed: Option<u64>,
    /// What was played, in order: the moves, and in games with dice the rolls too.
    pub steps: Vec<Step>,
    /// How the players ended the game: a two-player game not over by its rules whose record
    /// ends with `1-0`, `0-1` or `1/2-1/2` was resigned or drawn by agreement.
    pub end: Option<Agreement>,
}

/// Refuses a text longer than [`MAX_RECORD_LEN`].
pub(crate) fn check_length(text: &str) -> Result<(), RecordError> {
    if text.len() > MAX_RECORD_LEN {
        return fail(format!(
            "it is {} characters long; a record has at most {MAX_RECORD_LEN}",
            text.len()
        ));
    }
    Ok(())
}

/// Reads a record in either form: chess.com's PGN4 when it looks like one ([`super::pgn4::read`]),
/// else Quadrille's own ([`read`]).
pub fn read_any(text: &str, fallback: Option<&str>) -> Result<RecordGame, RecordError> {
    if super::pgn4::looks_like(text) {
        super::pgn4::read(text, fallback)
    } else {
        read(text, fallback)
    }
}

/// Reads a record. The game is the `[Game]` tag, or `fallback` when the record has none.
pub fn read(text: &str, fallback: Option<&str>) -> Result<RecordGame, RecordError> {
    check_length(text)?;
    let pairs = tags(text);
    let named = tag(&pairs, "Variant")
        .map(header::game_of_variant)
        .transpose()
        .map_err(RecordError)?;
    let game = match (tag(&pairs, "Game"), named, fallback) {
        (Some(g), Some(n), _) if g.trim() != n => {
            return fail(format!(
                "its [Game \"{}\"] and its [Variant] name different games ({} and {n})",
                excerpt(g.trim()),
                excerpt(g.trim())
            ))
        }
        (Some(g), _, _) => g.trim().to_string(),
        (None, Some(n), _) => n.to_string(),
        (None, None, Some(g)) => g.to_string(),
        (None, None, None) => return fail("it has no [Game \"...\"] tag naming the game"),
    };
    let mut options = Vec::new();
    for (name, value) in &pairs {
        if name.eq_ignore_ascii_case("Option") {
            options.push(parse_option(value).map_err(|e| RecordError(e.to_string()))?);
        }
    }
    let variant = variant::build(&game, &options).map_err(|e| RecordError(e.to_string()))?;
    let start = match tag(&pairs, "Position").or_else(|| tag(&pairs, "FEN")) {
        Some(text) => Position::from_text(&variant, text)
            .map_err(|e| RecordError(format!("its start position: {e}")))?,
        None => Position::start(&variant),
    };
    let seed = match tag(&pairs, "Seed") {
        Some(_) if !variant.has_dice() => {
            return fail(format!(
                "it gives a [Seed], but {} is not played with dice",
                variant.name()
            ))
        }
        Some(s) => Some(s.trim().parse::<u64>().map_err(|_| {
            RecordError(format!(
                "the [Seed \"{}\"] is not a whole number from 0 to {}",
                excerpt(s),
                u64::MAX
            ))
        })?),
        None => None,
    };
    let steps = if variant.has_dice() {
        dice_steps(&start, text, seed)?
    } else {
        move_steps(&start, &tokens(text))?
    };
    let mut last = start.clone();
    for step in &steps {
        last = step.apply(&last);
    }
    let termination = tag(&pairs, "Termination");
    let end = if variant.players().len() == 2 {
        final_result(text).and_then(|r| Agreement::from_result(r, termination))
    } else {
        termination.and_then(|t| Agreement::from_termination(&variant, t))
    }
    .filter(|a| a.check(&last).is_ok());
    Ok(RecordGame {
        variant,
        start,
        seed,
        steps,
        end,
    })
}

/// The moves of a game without dice, each legal in turn.
fn move_steps(start: &Position, moves: &[String]) -> Result<Vec<Step>, RecordError> {
    let mut pos = start.clone();
    let mut steps = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let shown = excerpt(text);
        if let Outcome::Over { result, .. } = pos.outcome() {
            return fail(format!(
                "move {} ({shown}) comes after the end of the game ({})",
                i + 1,
                result.as_str()
            ));
        }
        if let Some(leave) = read_leave(&pos, text) {
            let step = leave.map_err(|e| RecordError(format!("move {} ({shown}): {e}", i + 1)))?;
            pos = step.apply(&pos);
            steps.push(step);
            continue;
        }
        let m = notation::parse_move(&pos, text)
            .map_err(|e| RecordError(format!("move {} ({shown}): {e}", i + 1)))?;
        pos = pos.play(&m);
        steps.push(Step::Move(m));
    }
    Ok(steps)
}

/// The rolls and moves of a game with dice, read turn by turn.
fn dice_steps(start: &Position, text: &str, seed: Option<u64>) -> Result<Vec<Step>, RecordError> {
    let read = items(text).map_err(RecordError)?;
    let played = replay(start, &read, seed).map_err(RecordError)?;
    let mut steps = Vec::new();
    let mut pos = start.clone();
    for turn in &played.turns {
        // A start position with the dice already rolled holds the first turn's roll.
        if pos.dice() == DiceState::ToRoll {
            steps.push(Step::Roll(turn.roll));
            pos = Step::Roll(turn.roll).apply(&pos);
        }
        for (m, _, _) in &turn.moves {
            steps.push(Step::Move(*m));
            pos = pos.play(m);
        }
    }
    if pos.to_text() != played.end.to_text() {
        return fail("its turns could not be replayed step by step");
    }
    Ok(steps)
}

/// Writes the record of a game: its tags, then its moves (one turn a line in games with dice).
/// The steps must be legal in turn, as the page and [`read`] guarantee.
pub fn write(start: &Position, seed: Option<u64>, steps: &[Step]) -> String {
    compose(start, seed, steps, None, None)
}

/// As [`write()`], for a game the players ended (`end`): its result token says how.
pub fn write_ended(
    start: &Position,
    seed: Option<u64>,
    steps: &[Step],
    end: Option<Agreement>,
) -> String {
    compose(start, seed, steps, None, end)
}

/// As [`write()`], with PGN's roster of tags first (event, site, date, a tag per seat naming who
/// played it, the result, the game's name as `[Variant]`) and `[Termination]` when it is over;
/// `end` is how the players ended it, if they did (the result then says so).
pub fn write_with_header(
    start: &Position,
    seed: Option<u64>,
    steps: &[Step],
    header: &Header,
    end: Option<Agreement>,
) -> String {
    compose(start, seed, steps, Some(header), end)
}

fn compose(
    start: &Position,
    seed: Option<u64>,
    steps: &[Step],
    header: Option<&Header>,
    agreed: Option<Agreement>,
) -> String {
    let v = start.variant();
    let notes = header.map_or(&[][..], |h| &h.notes[..]);
    let (body, end) = if v.has_dice() {
        dice_body(start, steps, notes)
    } else {
        move_body(start, steps, notes)
    };
    let mut out = header.map_or(String::new(), |h| {
        header::write_roster(h, start, &end, agreed)
    });
    out.push_str(&format!("[Game \"{}\"]\n", v.id()));
    let defaults = variant::build(v.id(), &[])
        .map(|d| d.options())
        .unwrap_or_default();
    for (name, value) in v.options() {
        if !defaults.contains(&(name.clone(), value.clone())) {
            out.push_str(&format!("[Option \"{name}={value}\"]\n"));
        }
    }
    if start.to_text() != Position::start(v).to_text() {
        out.push_str(&format!("[Position \"{}\"]\n", start.to_text()));
    }
    if let Some(seed) = seed.filter(|_| v.has_dice()) {
        out.push_str(&format!("[Seed \"{seed}\"]\n"));
    }
    if header.is_some() {
        out.push_str(&header::write_termination(&end, agreed));
    }
    out.push('\n');
    out.push_str(&body);
    let result = result_token(&end, agreed);
    if !result.is_empty() {
        if !body.is_empty() {
            out.push(if v.has_dice() { '\n' } else { ' ' });
        }
        out.push_str(&result);
    }
    out.push('\n');
    out
}

/// `1. e4 d5 2. exd5/B`: a number before the first player's moves (and `N...` when the record
/// starts with another player).
fn move_body(start: &Position, steps: &[Step], notes: &[(usize, String)]) -> (String, Position) {
    let mut pos = start.clone();
    let mut words = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        if let Step::Leave(p, why) = step {
            words.push(leave_token(pos.variant(), *p, *why));
            pos = step.apply(&pos);
            continue;
        }
        let Step::Move(m) = step else { continue };
        let after_leave = i > 0 && matches!(steps[i - 1], Step::Leave(..));
        if pos.to_move().0 == 0 {
            words.push(format!("{}.", pos.fullmove_number()));
        } else if i == 0 || after_leave {
            words.push(format!("{}...", pos.fullmove_number()));
        }
        words.push(notation::san(&pos, m));
        words.extend(notes_after(notes, i));
        pos = pos.play(m);
    }
    (words.join(" "), pos)
}

/// The comments written after step `i`: `{text}`, a brace in the text written as a parenthesis.
fn notes_after(notes: &[(usize, String)], i: usize) -> impl Iterator<Item = String> + '_ {
    notes
        .iter()
        .filter(move |(at, _)| *at == i)
        .map(|(_, text)| {
            let text: String = text
                .chars()
                .map(|c| match c {
                    '{' => '(',
                    '}' => ')',
                    c => c,
                })
                .collect();
            format!("{{{}}}", text.trim())
        })
}

/// The token of a player leaving a game that goes on (`Yellow-resigns`, `Yellow-out-of-time`):
/// his name, with any space written `-`, then what happened.
pub(crate) fn leave_token(v: &Variant, p: Player, why: Departure) -> String {
    format!(
        "{}-{}",
        v.player_name(p).replace(' ', "-"),
        why.record_word()
    )
}

/// Reads a token written by `leave_token` (`Red-resigns`) in `pos`: `None` when the text is not one, an error
/// when the game does not go on without that player there.
pub fn read_leave(pos: &Position, text: &str) -> Option<Result<Step, String>> {
    let v = pos.variant();
    let (p, why) = (0..v.players().len() as u8)
        .map(Player)
        .flat_map(|p| Departure::ALL.map(|why| (p, why)))
        .find(|&(p, why)| leave_token(v, p, why).eq_ignore_ascii_case(text))?;
    Some(leaving::check_leave(pos, p, why).map(|_| Step::Leave(p, why)))
}

/// A turn being written: its roll, its moves with the die each used, and whether it passed.
/// `before` holds the unused dice of a turn rolled before the record starts (a start position
/// with the dice already rolled); such a turn is written without its roll, since the position
/// holds it.
struct TurnText {
    roll: [u8; 2],
    before: Option<Vec<u8>>,
    moves: Vec<(String, Option<u8>)>,
    passed: bool,
    /// Comments written after the turn.
    notes: Vec<String>,
}

impl TurnText {
    /// The turn's line; `unfinished` for the last turn when its player is still to move.
    fn text(&self, unfinished: bool) -> String {
        let mut text = match &self.before {
            Some(dice) => write_turn_rolled_before(dice, &self.moves, self.passed),
            None if unfinished => write_unfinished_turn(self.roll, &self.moves),
            None => write_turn(self.roll, &self.moves, self.passed),
        };
        for note in &self.notes {
            text.push(' ');
            text.push_str(note);
        }
        text
    }
}

/// One line per turn, `1,3: c3-d4, pass`, every roll written; a first turn rolled before the
/// start is written with its moves only (`{already rolled: 3,5} c3-d4, pass`), as the reader
/// takes the roll of the start position.
fn dice_body(start: &Position, steps: &[Step], notes: &[(usize, String)]) -> (String, Position) {
    let mut pos = start.clone();
    let mut turns: Vec<TurnText> = Vec::new();
    if matches!(start.dice(), DiceState::Rolled { .. }) && !steps.is_empty() {
        turns.push(TurnText {
            roll: [0, 0],
            before: Some(start.unused_dice()),
            moves: Vec::new(),
            passed: false,
            notes: Vec::new(),
        });
    }
    for (i, step) in steps.iter().enumerate() {
        match step {
            Step::Roll(r) => turns.push(TurnText {
                roll: *r,
                before: None,
                moves: Vec::new(),
                passed: false,
                notes: Vec::new(),
            }),
            Step::Move(m) => {
                if let Some(turn) = turns.last_mut() {
                    if m.is_pass() {
                        turn.passed = true;
                    } else {
                        turn.moves.push((notation::san(&pos, m), pos.die_for(m)));
                    }
                    turn.notes.extend(notes_after(notes, i));
                }
            }
            // No game with dice takes players out; its turns have no place for a leave.
            Step::Leave(..) => {}
        }
        pos = step.apply(&pos);
    }
    let unfinished = matches!(pos.dice(), DiceState::Rolled { .. });
    let last = turns.len().saturating_sub(1);
    let lines: Vec<String> = turns
        .iter()
        .enumerate()
        .map(|(i, t)| t.text(unfinished && i == last))
        .collect();
    (lines.join("\n"), pos)
}

/// The result token of two-player games (`1-0`, `0-1`, `1/2-1/2`, `*` while it goes on); none
/// for games of more players.
fn result_token(end: &Position, agreed: Option<Agreement>) -> String {
    if end.variant().players().len() != 2 {
        return String::new();
    }
    result_value(end, agreed)
}

#[cfg(test)]
mod tests;

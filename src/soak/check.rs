//! The read-back invariants of one ply. Each check writes a text, reads it back and compares
//! the result with the position the engine reached by playing; a difference is a message
//! saying what differs.

use crate::game::{Game, Step};
use crate::notation::{fen4, game_record, link, pgn4};
use crate::position::{GameResult, Outcome, Position};
use std::collections::HashSet;

/// Whether `back` (read from a text) is the same position as `played`: the same text, key,
/// legal moves and outcome. A position text holds no earlier positions, so when `history` is
/// false a draw by repetition of `played` is not asked of `back`, nor are its moves then.
pub fn same_position(played: &Position, back: &Position, history: bool) -> Result<(), String> {
    let (a, b) = (played.to_text(), back.to_text());
    if a != b {
        return Err(format!("the position text differs: {a} became {b}"));
    }
    let repeated = !history
        && matches!(
            played.outcome(),
            Outcome::Over {
                result: GameResult::Repetition,
                ..
            }
        );
    if repeated {
        return Ok(());
    }
    if played.key() != back.key() {
        return Err(format!(
            "the key differs in {a}: {:016x} played, {:016x} read back",
            played.key(),
            back.key()
        ));
    }
    let (x, y) = (played.outcome(), back.outcome());
    if x != y {
        return Err(format!(
            "the outcome differs in {a}: {x:?} played, {y:?} read back"
        ));
    }
    let moves = |p: &Position| p.legal_moves().into_iter().collect::<HashSet<_>>();
    if moves(played) != moves(back) {
        return Err(format!("the legal moves differ in {a}"));
    }
    Ok(())
}

/// Writes the position text of `pos` and reads it back; in the games of four players on the
/// Verney board, FEN4 too.
pub fn check_text(pos: &Position) -> Result<(), String> {
    let text = pos.to_text();
    let back = Position::from_text(pos.variant(), &text)
        .map_err(|e| format!("the position text {text} does not read back: {e}"))?;
    same_position(pos, &back, false)?;
    check_fen4(pos)
}

/// Writes the FEN4 of `pos` and reads it back: the same FEN4, legal moves and (but for a
/// repetition, which FEN4 cannot know) outcome. FEN4 has no move number, so the position texts
/// may differ there.
pub fn check_fen4(pos: &Position) -> Result<(), String> {
    if !fen4::applies(pos.variant()) {
        return Ok(());
    }
    let text = fen4::write(pos)?;
    let back = Position::from_text(pos.variant(), &text)
        .map_err(|e| format!("the FEN4 {text} does not read back: {e}"))?;
    let again = fen4::write(&back)?;
    if again != text {
        return Err(format!("the FEN4 differs: {text} became {again}"));
    }
    let (x, y) = (pos.outcome(), back.outcome());
    let repeated = x.as_str() == GameResult::Repetition.as_str();
    if x != y && !repeated {
        return Err(format!(
            "the outcome differs in {text}: {x:?} played, {y:?} read back"
        ));
    }
    let moves = |p: &Position| p.legal_moves().into_iter().collect::<HashSet<_>>();
    if !repeated && moves(pos) != moves(&back) {
        return Err(format!(
            "the legal moves differ in {text} (played in {})",
            pos.to_text()
        ));
    }
    Ok(())
}

/// Whether two steps are the same: the same move, or the same two dice (a record writes a
/// finished turn's dice in the order they were used, which the position after it does not keep).
fn same_step(a: &Step, b: &Step) -> bool {
    match (a, b) {
        (Step::Roll([a, b]), Step::Roll(r)) => [*a, *b] == *r || [*b, *a] == *r,
        _ => a == b,
    }
}

/// Plays `steps` from `start`.
fn replay(start: &Position, steps: &[Step]) -> Position {
    steps.iter().fold(start.clone(), |p, s| s.apply(&p))
}

/// Compares the steps read back (from `start`) with the game played, then the positions they
/// reach. The readers are checked as they are, without building a [`Game`] (which would write
/// every step's SAN again at every check).
fn same_steps(what: &str, played: &Game, start: &Position, back: &[Step]) -> Result<(), String> {
    let at = played
        .steps()
        .iter()
        .zip(back)
        .take_while(|(a, b)| same_step(&a.step, b))
        .count();
    if at != played.length() || at != back.len() {
        return Err(format!(
            "the {what} reads back {} steps instead of {}, differing from step {}",
            back.len(),
            played.length(),
            at + 1
        ));
    }
    same_position(played.last(), &replay(start, back), true).map_err(|e| format!("the {what}: {e}"))
}

/// Writes the link of the game played so far and reads it back: the same steps, the same
/// position, viewed after the last step.
pub fn check_link(game: &Game) -> Result<(), String> {
    let text = game.link();
    let back =
        link::decode(&text).map_err(|e| format!("the link {text} does not read back: {e}"))?;
    if back.ply != game.length() {
        return Err(format!(
            "the link {text} views ply {} of {}",
            back.ply,
            game.length()
        ));
    }
    same_steps("link", game, &back.start, &back.steps)
}

/// Writes the game record of the game played so far and reads it back: the same steps, the
/// same position; in chess.com's games, the PGN4 record too.
pub fn check_record(game: &Game) -> Result<(), String> {
    let text = game.record();
    let back = game_record::read(&text, None)
        .map_err(|e| format!("the record does not read back: {e}\n{text}"))?;
    same_steps("record", game, &back.start, &back.steps).map_err(|e| format!("{e}\n{text}"))?;
    check_pgn4(game)
}

/// Writes the PGN4 record of a game of chess.com's played so far and reads it back: the same
/// steps, the same position.
pub fn check_pgn4(game: &Game) -> Result<(), String> {
    let start = game.position_at(0).ok_or("the game has no start")?;
    if !pgn4::applies(start.variant()) {
        return Ok(());
    }
    let steps: Vec<Step> = game.steps().iter().map(|s| s.step.clone()).collect();
    let text = pgn4::write(start, &steps, &game_record::Header::default(), game.end())?;
    let back = pgn4::read(&text, None)
        .map_err(|e| format!("the PGN4 record does not read back: {e}\n{text}"))?;
    same_steps("PGN4 record", game, &back.start, &back.steps).map_err(|e| format!("{e}\n{text}"))
}

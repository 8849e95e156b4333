//! Tests of the game in progress, run natively: playing, undo, go-to, side lines, the endings the
//! players choose, the status and its sentences, dice, links and records, and every game of the
//! registry. Every expectation is worked out by hand from the rules and the documented formats.

use super::*;
use crate::geometry::Cell;

mod dice;
mod ending;
mod every_game;
mod lines;
mod play;
mod status;
mod texts;

/// A new game of chess.
fn chess() -> Game {
    Game::build("chess", &[], None).unwrap()
}

/// Plays moves written as text, each of which must be legal.
fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        game.play_text(m)
            .unwrap_or_else(|e| panic!("{m} cannot be played: {e}"));
    }
}

/// The move list as the page shows it.
fn sans(game: &Game) -> Vec<&str> {
    game.steps().iter().map(|p| p.san.as_str()).collect()
}

/// The SANs of a kept line, written by replaying it from the start of `game`.
fn line_sans(game: &Game, line: &Line) -> Vec<String> {
    let mut replay = Game::from_start(game.start().clone(), game.seed());
    for step in &line.steps {
        replay.play(step.clone()).unwrap();
    }
    replay.steps().iter().map(|p| p.san.clone()).collect()
}

/// The cell named `name` in the game's geometry.
fn cell(game: &Game, name: &str) -> Cell {
    let geo = game.variant().geometry();
    geo.cells().find(|&c| geo.cell_name(c) == name).unwrap()
}

//! `quadrille fen`: the position after some moves, as the game's position text or, for Alice
//! games, as the single-board FEN of pychess and Fairy-Stockfish (`--pychess`). Since every
//! position reader takes both forms, it also converts one form into the other.

use super::args::GameArgs;
use super::words::{read, rule_option, Spec};
use super::Failure;
use crate::notation::{one_board, parse_move};
use std::io::Write;

/// The help text of `quadrille fen`.
pub const HELP: &str = "\
usage: quadrille fen GAME [MOVE]... [--position TEXT] [--set OPTION=VALUE]... [--pychess]

Plays the moves given (SAN, long algebraic or UCI: e4, e2-e4, e2e4) from the start or from the
position given, and prints the position reached: the game's position text (FEN for chess), or
with --pychess the single-board FEN of pychess and Fairy-Stockfish, for Alice games, where | before
a piece letter marks a piece on board B:
  rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
--position reads either form, so the command converts one into the other.";

/// Runs `quadrille fen` with the words after `fen`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let spec = Spec {
        command: "fen",
        options: &["--position", "--set"],
        switches: &["--pychess"],
    };
    let read = read(&spec, args).map_err(Failure::Usage)?;
    let mut game = GameArgs::default();
    let pychess = read.has("--pychess");
    for (name, value) in &read.options {
        match name.as_str() {
            "--position" => game.position = Some(value.clone()),
            "--set" => game
                .options
                .push(rule_option(value).map_err(Failure::Usage)?),
            _ => {}
        }
    }
    let words = read.positionals;
    let Some((id, moves)) = words.split_first() else {
        return Err(Failure::Usage("'fen' needs a game id".to_string()));
    };
    game.game = id.clone();
    let mut pos = super::setup(&game, None)?;
    for (n, text) in moves.iter().enumerate() {
        let m =
            parse_move(&pos, text).map_err(|e| Failure::Input(format!("move {}: {e}", n + 1)))?;
        pos = pos.play(&m);
    }
    let text = if pychess {
        one_board::write(&pos).map_err(Failure::Input)?
    } else {
        pos.to_text()
    };
    writeln!(out, "{text}")?;
    Ok(())
}

//! `quadrille fen`: the position after some moves, as the game's position text or, for Alice
//! games, as the single-board FEN of pychess and Fairy-Stockfish (`--pychess`), or for the games
//! of four players on the Verney board as chess.com's FEN4 (`--fen4`). Since every position
//! reader takes these forms, it also converts one form into another.

use super::args::GameArgs;
use super::words::{read, rule_option, Spec};
use super::Failure;
use crate::notation::{fen4, one_board, parse_move};
use std::io::Write;

/// The help text of `quadrille fen`.
pub const HELP: &str = "\
usage: quadrille fen GAME [MOVE]... [--position TEXT] [--set OPTION=VALUE]... [--pychess | --fen4]

Plays the moves given (SAN, long algebraic or UCI: e4, e2-e4, e2e4) from the start or from the
position given, and prints the position reached: the game's position text (FEN for chess), or
with --pychess the single-board FEN of pychess and Fairy-Stockfish, for Alice games, where | before
a piece letter marks a piece on board B:
  rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
With --fen4, chess.com's FEN4 of the games of four players on the 160-square board:
  R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/.../3,rR,rN,rB,rQ,rK,rB,rN,rR,3
--position reads every form, so the command converts one into another.";

/// Runs `quadrille fen` with the words after `fen`.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let spec = Spec {
        command: "fen",
        options: &["--position", "--set"],
        switches: &["--pychess", "--fen4"],
    };
    let read = read(&spec, args).map_err(Failure::Usage)?;
    let mut game = GameArgs::default();
    let pychess = read.has("--pychess");
    let fen4 = read.has("--fen4");
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
    } else if fen4 {
        fen4::write(&pos).map_err(Failure::Input)?
    } else {
        pos.to_text()
    };
    writeln!(out, "{text}")?;
    Ok(())
}

//! The `quadrille` command line: list the games, count moves (perft, divide), play a game record
//! read from standard input, and measure move generation speed.
//!
//! Everything here works on plain readers and writers, so it can be tested without a process; the
//! binary (`src/bin/quadrille.rs`) only hands over the real ones. Exit codes: 0 for success, 1 for
//! bad input (an unknown game or option, a bad position, an illegal move), 2 for a command line that
//! does not follow the usage.

pub mod args;
pub mod bench;
mod play;

use crate::notation::san;
use crate::position::Position;
use crate::variant;
use args::{Command, GameArgs};
use std::io::{Read, Write};

/// Why a command failed.
#[derive(Debug)]
pub enum Failure {
    /// The command line does not follow the usage (exit code 2).
    Usage(String),
    /// The input is wrong: game, option, position or move (exit code 1).
    Input(String),
    /// Writing the output failed.
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Failure {
        Failure::Output(e)
    }
}

/// The usage of the whole program.
pub const USAGE: &str = "\
usage: quadrille COMMAND [ARGUMENTS]

commands:
  games                                   list the game ids, one per line
  perft GAME DEPTH [--position TEXT] [--set OPTION=VALUE]...
                                          count the leaf nodes of the move tree; the last line is the count
  divide GAME DEPTH [--position TEXT] [--set OPTION=VALUE]...
                                          the count below each legal move (SAN), then the total
  play GAME [--position TEXT] [--set OPTION=VALUE]... [--json]  < RECORD
                                          play the moves of a game record read from standard input
  bench [--depth N]                       move generation speed, in nodes per second
  help [COMMAND]                          this text, or the help of one command

exit codes: 0 success, 1 bad input (game, option, position, move), 2 bad command line";

/// The help text of one command.
fn command_help(command: &str) -> Option<&'static str> {
    Some(match command {
        "games" => "usage: quadrille games\n\nPrints the id of every game, one per line.",
        "perft" => "\
usage: quadrille perft GAME DEPTH [--position TEXT] [--set OPTION=VALUE]...

Counts the leaf nodes of the legal move tree DEPTH moves deep (a position where the game is over is a
leaf). The last line printed is the count.
  --position TEXT     start from this position (FEN for chess, the game's position text otherwise)
  --set OPTION=VALUE  change a rule option of the game (for example --set en_passant=true)",
        "divide" => "\
usage: quadrille divide GAME DEPTH [--position TEXT] [--set OPTION=VALUE]...

Prints each legal move in SAN with the number of leaf nodes DEPTH-1 moves below it, then the total.
Options as for perft.",
        "play" => "\
usage: quadrille play GAME [--position TEXT] [--set OPTION=VALUE]... [--json]  < RECORD

Reads a game record from standard input (moves in SAN or long algebraic, separated by spaces or
commas; move numbers, comments, marks, tags and results are ignored) and plays it. A [Position \"...\"]
or [FEN \"...\"] tag sets the start position when --position is not given; a [Game \"...\"] tag must
name GAME. Prints the final position and the result, or with --json one object with the fields
game, position, to_move, legal_moves, in_check, over, result, winners and moves.
Stops at the first illegal or ambiguous move, naming it, with exit code 1.",
        "bench" => "\
usage: quadrille bench [--depth N]

Runs perft on chess (start position and Kiwipete) and on Alice chess (start position) and prints
the nodes per second of each. Counts known from the rules files are checked. --depth N replaces the
depth of every position (by default 5, 4 and 5).",
        "help" => "usage: quadrille help [COMMAND]",
        _ => return None,
    })
}

/// Runs the command line `args` (without the program name) and returns the exit code.
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let result = args::parse(args)
        .map_err(Failure::Usage)
        .and_then(|command| execute(command, input, out));
    let result = result.and_then(|()| out.flush().map_err(Failure::Output));
    match result {
        Ok(()) => 0,
        Err(Failure::Usage(message)) => {
            let _ = writeln!(err, "quadrille: {message}\n\n{USAGE}");
            2
        }
        Err(Failure::Input(message)) => {
            let _ = writeln!(err, "quadrille: {message}");
            1
        }
        // A reader that stops early (`quadrille games | head -1`) is not an error.
        Err(Failure::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(Failure::Output(e)) => {
            let _ = writeln!(err, "quadrille: cannot write the output: {e}");
            1
        }
    }
}

/// Runs the command line of this process on its standard streams; returns the exit code.
pub fn main() -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    run(&args, &mut stdin.lock(), &mut out, &mut std::io::stderr())
}

fn execute(command: Command, input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Help(None) => writeln!(out, "{USAGE}")?,
        Command::Help(Some(c)) => match command_help(&c) {
            Some(text) => writeln!(out, "{text}")?,
            None => {
                return Err(Failure::Usage(format!(
                    "no help for '{c}': no such command"
                )))
            }
        },
        Command::Games => {
            for id in variant::ids() {
                writeln!(out, "{id}")?;
            }
        }
        Command::Perft { game, depth } => {
            let pos = setup(&game, None)?;
            writeln!(out, "{}", pos.perft(depth))?;
        }
        Command::Divide { game, depth } => {
            let pos = setup(&game, None)?;
            let mut total = 0;
            for (m, count) in pos.divide(depth) {
                writeln!(out, "{} {count}", san(&pos, &m))?;
                total += count;
            }
            writeln!(out, "total {total}")?;
        }
        Command::Play { game, json } => {
            let mut record = String::new();
            input
                .read_to_string(&mut record)
                .map_err(|e| Failure::Input(format!("cannot read the record: {e}")))?;
            play::play(&game, &record, json, out)?;
        }
        Command::Bench { depth } => bench::run(depth, out)?,
    }
    Ok(())
}

/// The game and position a command starts from. `position_tag` is the position named by the
/// record, used when the command line names none.
fn setup(game: &GameArgs, position_tag: Option<&str>) -> Result<Position, Failure> {
    let v = variant::build(&game.game, &game.options).map_err(|e| Failure::Input(e.to_string()))?;
    match game.position.as_deref().or(position_tag) {
        None => Ok(Position::start(&v)),
        Some(text) => Position::from_text(&v, text)
            .map_err(|e| Failure::Input(format!("bad position '{text}': {e}"))),
    }
}

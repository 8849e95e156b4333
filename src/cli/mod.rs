//! The `quadrille` command line: list the games, count moves (perft, divide), play a game record
//! read from standard input, measure move generation speed, and soak every game (`soak.rs`).
//!
//! Everything here works on plain readers and writers, so it can be tested without a process; the
//! binary (`src/bin/quadrille.rs`) only hands over the real ones. Exit codes: 0 for success, 1 for
//! bad input (an unknown game or option, a bad position, an illegal move), 2 for a command line that
//! does not follow the usage.

mod ai;
mod analyse;
pub mod args;
pub mod bench;
mod bench_ai;
mod build_seat;
mod dialect;
mod engine;
mod engine_seats;
mod fen;
mod label;
mod ladder;
pub mod mates;
mod openings;
mod perft;
mod play;
mod play_dice;
mod play_duels;
mod play_scores;
mod players;
mod quarter_turn;
mod records;
mod soak;
mod solve;
mod sprt;
mod sprt_field;
mod sprt_match;
mod sprt_rounds;
mod status;
mod tune;
mod tune_fit;
pub mod uci;
mod words;

use crate::excerpt::excerpt;
use crate::position::Position;
use crate::rules::Roll;
use crate::variant;
use args::{Command, GameArgs};
use std::ffi::OsString;
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
  play GAME [--position TEXT] [--set OPTION=VALUE]... [--seed S] [--json]  < RECORD
                                          play the moves of a game record read from standard input
  bench [--depth N]                       move generation speed, in nodes per second
  bestmove GAME [--position TEXT] [--set OPTION=VALUE]... [--level N] [--movetime MS] [--depth D]
           [--nodes N] [--seed S]     the computer's move (SAN) on the last line, search info before
  match GAME --players A,B --games N [--seed S] [--movetime MS] [--depth D] [--nodes N] [--swap]
           [--max-plies P]            whole games between players (random, level1..level8)
  ladder GAME --games N [--players A,B,...] [--nodes N] [--movetime MS] [--seed S] [--book FILE]
                                          the rating ladder: random, greedy, level1..level8, each
                                          against the one below, Elo with 95% errors
  analyse GAME [--position TEXT] [--lines N] [--movetime MS] [--depth D] [--nodes N]
                                          the best lines at each depth, as an analysis board shows
  review GAME [--nodes N] < RECORD        each move of a game judged against the best: ?!, ?, ??
  openings GAME [--count N] [--plies K] [--seed S] [--max-score CP] [--nodes N]
                                          balanced openings (position text, one a line) for match --book
  bench-ai [--movetime MS] [--level N]    the computer's time per move and nodes per second
  soak [GAME] --plies N [--seed S]        random and computer play checking that every text written
                                          reads back; plies per second and faults (exit 1 on a fault)
  fen GAME [MOVE]... [--position TEXT] [--pychess | --fen4]
                                          the position after the moves; --pychess: the single-board
                                          FEN of pychess and Fairy-Stockfish (Alice games)
  uci                                     the Universal Chess Interface on standard input and output
  tune GAME --records FILE...             fit the evaluation's numbers to recorded games (Texel)
  label GAME --records FILE... --engine COMMAND
                                          score the positions tune fits with an outside engine
  solve GAME --position TEXT --stip STIP [--try] [--threat] [--set] [--vari] [--json]
                                          solve a chess problem (#n, h#n, h#n.5, s#n, ser-h#n, =n)
  solve --popeye [--json] < FILE          solve the problems of a Popeye input file
  help [COMMAND]                          this text, or the help of one command

exit codes: 0 success, 1 bad input (game, option, position, move), 2 bad command line";

/// The help text of one command.
fn command_help(command: &str) -> Option<&'static str> {
    Some(match command {
        "games" => "usage: quadrille games\n\nPrints the id of every game, one per line.",
        "perft" => "\
usage: quadrille perft GAME DEPTH [--position TEXT] [--set OPTION=VALUE]...

Counts the leaf nodes of the legal move tree DEPTH moves deep, DEPTH from 0 to 12. A position
where the game is over by a rule (repetition, fifty moves, bare kings) is one leaf, at the root too;
checkmate and stalemate have no moves to count. The last line printed is the count. In a game with dice (orwell) a level is a turn: the sum,
over every unordered roll, of the distinct turns of that roll.
  --position TEXT     start from this position (FEN for chess, the game's position text otherwise)
  --set OPTION=VALUE  change a rule option of the game (for example --set en_passant=true)
  --set roll=A,B      games with dice: the player to move rolls A and B first, so that the first
                      level counts the distinct turns of that roll alone",
        "divide" => "\
usage: quadrille divide GAME DEPTH [--position TEXT] [--set OPTION=VALUE]...

Prints each legal move in SAN with the number of leaf nodes DEPTH-1 moves below it, then the total
(DEPTH from 1 to 12), which is the count of perft. A position where the game is over by a rule is
itself the one leaf: (game over: bare-kings) 1.
In a game with dice: each roll (as 1,3) with the leaves below its turns, or after a roll (--set
roll=A,B) each first move of the turn. Options as for perft.",
        "play" => "\
usage: quadrille play GAME [--position TEXT] [--set OPTION=VALUE]... [--seed S] [--json]  < RECORD

Reads a game record from standard input (moves in SAN or long algebraic, separated by spaces or
commas; move numbers, comments, marks, tags and results are ignored) and plays it. A [Position \"...\"]
or [FEN \"...\"] tag sets the start position when --position is not given; a [Game \"...\"] tag must
name GAME. Prints the final position and the result, or with --json one object with the fields
game, position, to_move, legal_moves, in_check, over, result, winners and moves (and scores, for
games that score their results). Games scored by captures (dodgson) add taken (what each player has
taken from whom) and, once a player is eliminated, ranking (places, points, tie-breaks and how the
winners were decided).
Games with dice (orwell) are recorded turn by turn in the inventor's notation: the roll, a colon, the
moves in the order played and pass for a die that cannot be used: 1,3: c3-d4, pass  2,5: Dd7xf9,
Pc6xc2. --seed S (or a [Seed \"S\"] tag) rolls the dice of turns written without a roll; without a
seed such turns are an error. The JSON adds seed, turns, dice, next_roll and last_captured.
Games of more than two players with check add players_in_check (whose king is attacked), and out
(players whose king was captured) or frozen (frozen players of the four-handed game).
Stops at the first illegal or ambiguous move, naming it, with exit code 1.",
        "bench" => "\
usage: quadrille bench [--depth N]

Runs perft on chess (start position and Kiwipete) and on Alice chess (start position) and prints
the nodes per second of each. Counts known from the rules files are checked. --depth N replaces the
depth of every position (0 to 12; by default 5, 4, 5 and 4).",
        "help" => "usage: quadrille help [COMMAND]",
        "soak" => soak::HELP,
        "fen" => fen::HELP,
        "uci" => uci::HELP,
        "tune" => tune::HELP,
        "label" => label::HELP,
        "analyse" => analyse::ANALYSE_HELP,
        "review" => analyse::REVIEW_HELP,
        "solve" => solve::HELP,
        _ => return ai::help(command),
    })
}

/// Runs the command line `args` (without the program name) and returns the exit code.
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let first = args.first().map(String::as_str);
    let soak = (first == Some("soak")).then(|| soak::run(&args[1..], out));
    let fen = (first == Some("fen")).then(|| match args.get(1).map(String::as_str) {
        Some("--help" | "-h") => writeln!(out, "{}", fen::HELP).map_err(Failure::from),
        _ => fen::run(&args[1..], out),
    });
    let uci = (first == Some("uci")).then(|| uci_command(&args[1..], input, out));
    let tune = (first == Some("tune")).then(|| tune::run(&args[1..], out));
    let label = (first == Some("label")).then(|| label::run(&args[1..], out));
    let analysis = matches!(first, Some("analyse" | "review")).then(|| {
        let review = first == Some("review");
        match args.get(1).map(String::as_str) {
            Some("--help" | "-h") => {
                let help = command_help(args[0].as_str()).unwrap_or_default();
                writeln!(out, "{help}").map_err(Failure::from)
            }
            _ => analyse::run(review, &args[1..], input, out),
        }
    });
    let solve = (first == Some("solve")).then(|| match args.get(1).map(String::as_str) {
        Some("--help" | "-h") => writeln!(out, "{}", solve::HELP).map_err(Failure::from),
        _ => solve::run(&args[1..], input, out),
    });
    let special = soak
        .or(fen)
        .or(uci)
        .or(tune)
        .or(label)
        .or(analysis)
        .or(solve);
    let result = special
        .or_else(|| ai::command(args, out))
        .unwrap_or_else(|| {
            args::parse(args)
                .map_err(Failure::Usage)
                .and_then(|command| execute(command, input, out))
        });
    let result = result.and_then(|()| out.flush().map_err(Failure::Output));
    exit_code(result, err)
}

/// `quadrille uci` inside the program: the whole input is read, then the session's answers are
/// written (the process itself answers line by line: see [`main`]).
fn uci_command(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    match args.first().map(String::as_str) {
        None => {}
        Some("--help" | "-h") => return writeln!(out, "{}", uci::HELP).map_err(Failure::from),
        Some(extra) => {
            return Err(Failure::Usage(format!(
                "'uci' takes no arguments, not '{}'",
                excerpt(extra)
            )))
        }
    }
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::Input(format!("cannot read the input: {e}")))?;
    write!(out, "{}", uci::transcript(&bytes))?;
    Ok(())
}

/// Reports the result of a command on `err` and returns the exit code.
fn exit_code(result: Result<(), Failure>, err: &mut dyn Write) -> i32 {
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

/// Runs the command line of this process on its standard streams; returns the exit code. An
/// argument that is not valid UTF-8 is a usage error (exit code 2).
pub fn main() -> i32 {
    let args = match utf8_args(std::env::args_os().skip(1)) {
        Ok(args) => args,
        Err(message) => return exit_code(Err(Failure::Usage(message)), &mut std::io::stderr()),
    };
    if args == ["uci"] {
        return uci::main();
    }
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    run(&args, &mut stdin.lock(), &mut out, &mut std::io::stderr())
}

/// The arguments as text; the first that is not valid UTF-8 is an error that names it by its
/// place (1 for the command) and shows it with the bad bytes replaced.
pub fn utf8_args(args: impl IntoIterator<Item = OsString>) -> Result<Vec<String>, String> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|arg| {
                format!(
                    "argument {} ('{}') is not valid UTF-8; every argument must be text",
                    i + 1,
                    excerpt(&arg.to_string_lossy())
                )
            })
        })
        .collect()
}

fn execute(command: Command, input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Help(None) => writeln!(out, "{USAGE}")?,
        Command::Help(Some(c)) => match command_help(&c) {
            Some(text) => writeln!(out, "{text}")?,
            None => {
                return Err(Failure::Usage(format!(
                    "no help for '{}': no such command",
                    excerpt(&c)
                )))
            }
        },
        Command::Games => {
            for id in variant::ids() {
                writeln!(out, "{id}")?;
            }
        }
        Command::Perft { game, depth } => perft::perft(&setup(&game, None)?, depth, out)?,
        Command::Divide { game, depth } => perft::divide(&setup(&game, None)?, depth, out)?,
        Command::Play { game, json, seed } => {
            let mut record = String::new();
            input
                .read_to_string(&mut record)
                .map_err(|e| Failure::Input(format!("cannot read the record: {e}")))?;
            play::play(&game, &record, json, seed, out)?;
        }
        Command::Bench { depth } => bench::run(depth, out)?,
    }
    Ok(())
}

/// The game and position a command starts from. `position_tag` is the position named by the
/// record, used when the command line names none. `--set roll=A,B` is not a rule option: in a
/// game with dice the player to move rolls A and B.
fn setup(game: &GameArgs, position_tag: Option<&str>) -> Result<Position, Failure> {
    let mut roll = None;
    let mut options = Vec::new();
    for (name, value) in &game.options {
        if name == "roll" {
            if roll.is_some() {
                return Err(Failure::Input("option roll is given twice".to_string()));
            }
            roll = Some(parse_roll(value).map_err(Failure::Input)?);
        } else {
            options.push((name.clone(), value.clone()));
        }
    }
    let v = variant::build(&game.game, &options).map_err(|e| Failure::Input(e.to_string()))?;
    let pos = match game.position.as_deref().or(position_tag) {
        None => Position::start(&v),
        Some(text) => Position::from_text(&v, text)
            .map_err(|e| Failure::Input(format!("bad position '{}': {e}", excerpt(text))))?,
    };
    match roll {
        None => Ok(pos),
        Some(_) if !v.has_dice() => Err(Failure::Input(format!(
            "{} is not played with dice: --set roll=A,B is for games with dice",
            game.game
        ))),
        Some(r) => pos
            .roll(r)
            .map_err(|e| Failure::Input(format!("cannot roll {},{}: {e}", r[0], r[1]))),
    }
}

/// Reads a roll written `3,5`.
fn parse_roll(text: &str) -> Result<Roll, String> {
    let die = |t: &str| t.trim().parse::<u8>().ok().filter(|d| (1..=9).contains(d));
    match text.split_once(',') {
        Some((a, b)) => match (die(a), die(b)) {
            (Some(a), Some(b)) => Ok([a, b]),
            _ => Err(format!(
                "roll={}: a roll is two dice, as roll=3,5",
                excerpt(text)
            )),
        },
        None => Err(format!(
            "roll={}: a roll is two dice, as roll=3,5",
            excerpt(text)
        )),
    }
}

//! `quadrille analyse` and `quadrille review`: the analysis board on the command line. `analyse`
//! prints the best lines of a position at each depth as it finishes; `review` reads a game record
//! and judges every move (with dice, every turn) against the best, as lichess marks its reviews
//! (`ai::analysis`).

use super::args::GameArgs;
use super::words::{number, read, rule_option, Spec};
use super::Failure;
use crate::ai::analysis::{self, Analysis, Line};
use crate::ai::{Limits, Searcher, MATE, MATE_BOUND};
use crate::game::Game;
use crate::notation::san;
use crate::position::{Move, Position};
use std::io::{Read, Write};
use std::time::Instant;

pub const ANALYSE_HELP: &str = "\
usage: quadrille analyse GAME [--position TEXT] [--set OPTION=VALUE]... [--lines N]
                         [--movetime MS] [--depth D] [--nodes N]

The best lines of the position (the start, or --position): N lines (default 3), each to the same
depth, printed after every depth as it finishes (`depth 6: 1) +0.35 e4 e5 Nf3 ...`), the value for
the player to move in pawns or as a mate (#3: mates in 3 moves; #-2: is mated in 2). In a game
with dice each line is a whole turn for the roll of the position (--set roll=A,B). Limits as for
bestmove (default --movetime 1000).";

pub const REVIEW_HELP: &str = "\
usage: quadrille review GAME [--set OPTION=VALUE]... [--movetime MS] [--depth D] [--nodes N]  < RECORD

Reads a game record from standard input and judges each move (with dice, each turn) against the
best move found in the position before it, both searched within the limits (default --nodes
20000 each): the move, its value and the best's for the player who moved, and its mark as lichess
gives it from the loss of winning chances (2 / (1 + e^(-0.00368208 cp)) - 1, scores capped at 10
pawns): ?! inaccuracy (0.1 or more), ? mistake (0.2), ?? blunder (0.3), with the best line. Ends
with the count of each mark per player.";

/// Runs `analyse` (when `review` is false) or `review` with the words after the command.
pub fn run(
    review: bool,
    args: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let command = if review { "review" } else { "analyse" };
    let options: &[&str] = if review {
        &["--set", "--movetime", "--depth", "--nodes"]
    } else {
        &[
            "--position",
            "--set",
            "--movetime",
            "--depth",
            "--nodes",
            "--lines",
        ]
    };
    let spec = Spec {
        command,
        options,
        switches: &[],
    };
    let words = read(&spec, args).map_err(Failure::Usage)?;
    let [id] = words.positionals.as_slice() else {
        return Err(Failure::Usage(format!("'{command}' needs one game id")));
    };
    let mut game = GameArgs {
        game: id.clone(),
        ..GameArgs::default()
    };
    let mut limits = Limits::default();
    let mut lines = 3;
    for (name, value) in &words.options {
        let name = name.as_str();
        match name {
            "--position" => game.position = Some(value.clone()),
            "--set" => game
                .options
                .push(rule_option(value).map_err(Failure::Usage)?),
            "--movetime" => limits.movetime_ms = Some(number(name, value, 1, 3_600_000)?),
            "--depth" => limits.depth = Some(number(name, value, 1, 64)? as u32),
            "--nodes" => limits.nodes = Some(number(name, value, 1, 100_000_000)?),
            _ => lines = number(name, value, 1, 20)? as usize,
        }
    }
    let unlimited = limits == Limits::default();
    if review {
        if unlimited {
            limits.nodes = Some(20_000);
        }
        return review_record(&game, &limits, input, out);
    }
    if unlimited {
        limits.movetime_ms = Some(1000);
    }
    let pos = super::setup(&game, None)?;
    analyse_position(&pos, lines, &limits, out)
}

/// Prints the lines of `pos` at every depth.
fn analyse_position(
    pos: &Position,
    count: usize,
    limits: &Limits,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_millis() as u64;
    let mut failed = None;
    let mut report = |a: &Analysis| {
        if let Err(e) = write_analysis(pos, a, out) {
            failed = Some(e);
        }
    };
    let found = analysis::analyse(
        &mut Searcher::new(),
        pos,
        count,
        limits,
        &clock,
        &mut report,
    );
    if let Some(e) = failed {
        return Err(e.into());
    }
    if found.is_none() {
        return Err(Failure::Input(
            "there is nothing to analyse: the game is over, or the dice are to be rolled \
             (--set roll=A,B)"
                .to_string(),
        ));
    }
    Ok(())
}

fn write_analysis(pos: &Position, a: &Analysis, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "depth {} ({} nodes):", a.depth, a.nodes)?;
    for (i, line) in a.lines.iter().enumerate() {
        writeln!(out, "  {}) {}", i + 1, written_line(pos, line))?;
    }
    out.flush()
}

/// A value for people: `+0.35`, or `#3` (mates in 3 moves), `#-2` (is mated in 2).
pub fn value_text(score: i32) -> String {
    if score.abs() > MATE_BOUND {
        let moves = (MATE - score.abs() + 1) / 2;
        format!("#{}{moves}", if score < 0 { "-" } else { "" })
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    }
}

/// A line's value and its moves in the game's notation.
fn written_line(pos: &Position, line: &Line) -> String {
    format!(
        "{} {}",
        value_text(line.score),
        written_moves(pos, &line.moves)
    )
}

/// Moves in the game's notation from `pos`, as far as they are legal.
fn written_moves(pos: &Position, moves: &[Move]) -> String {
    let mut cur = pos.clone();
    let mut words = Vec::new();
    for m in moves {
        if !cur.is_legal(m) {
            break;
        }
        words.push(san(&cur, m));
        cur = cur.play(m);
    }
    words.join(" ")
}

/// Judges every decision of the record read from `input`.
fn review_record(
    game: &GameArgs,
    limits: &Limits,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|e| Failure::Input(format!("cannot read the record: {e}")))?;
    let start = super::setup(game, None)?;
    let played = Game::from_record(&text, Some(&game.game))
        .map_err(|e| Failure::Input(format!("the record: {e}")))?;
    if played.variant().id() != start.variant().id() {
        return Err(Failure::Input(format!(
            "the record is a game of {}, not {}",
            played.variant().id(),
            game.game
        )));
    }
    let names: Vec<String> = played
        .variant()
        .players()
        .iter()
        .map(|p| p.name.to_string())
        .collect();
    let mut marks = vec![[0u32; 3]; names.len()];
    let mut searcher = Searcher::new();
    let started = Instant::now();
    let clock = move || started.elapsed().as_millis() as u64;
    for d in played.decisions() {
        let Some(pos) = played.position_at(d.ply) else {
            continue;
        };
        let mover = pos.to_move().index();
        let moves = written_moves(pos, &d.moves);
        let Some(j) = analysis::judge(&mut searcher, pos, &d.moves, limits, &clock) else {
            writeln!(out, "{}: {moves}: not judged", names[mover])?;
            continue;
        };
        let mark = j.mark.map_or(String::new(), |m| {
            marks[mover][m as usize] += 1;
            format!(
                " {} {}, best {}",
                m.sign(),
                m.word(),
                written_line(pos, &j.best)
            )
        });
        writeln!(
            out,
            "{} (ply {}): {moves} {} (best {}){mark}",
            names[mover],
            d.ply + 1,
            value_text(j.played),
            value_text(j.best.score)
        )?;
    }
    for (name, [i, m, b]) in names.iter().zip(&marks) {
        writeln!(out, "{name}: {i} inaccuracies, {m} mistakes, {b} blunders")?;
    }
    Ok(())
}

//! `quadrille label GAME --records FILE... --engine COMMAND`: the positions of recorded games
//! that `quadrille tune` fits, each with an outside engine's score of it, as the chance that the
//! player to move wins. `quadrille tune --labels FILE` fits the evaluation to these chances
//! instead of (or besides) the games' results: a deeper search's verdict on each position, not
//! the one result of a whole game that many later moves decided.

use super::engine::{engine_option, Engine, EngineSpec};
use super::tune::positions;
use super::words::number;
use super::words::{one_game, Spec};
use super::Failure;
use crate::variant;
use std::io::Write;
use std::time::Duration;

/// The help text.
pub const HELP: &str = "\
usage: quadrille label GAME --records FILE [--records FILE]... --engine COMMAND
                       [--engine-option NAME=VALUE]... [--nodes N] [--every K]

Writes the positions of recorded games that `quadrille tune` would fit (after the first 8 plies,
not in check, quiet), every K-th of them (default 1), each scored by an outside engine that speaks
UCI (COMMAND, run by the shell; the game is set with UCI_Variant unless it is chess) after a
search of N nodes (default 20000): one a line, the position text, a tab, the chance that the
player to move wins by the engine's score, 1 / (1 + 10^(-cp/400)) (1 or 0 for a mate), a tab, and
the score as the engine gave it (cp 35, mate 3). Lines starting with # are comments.
`quadrille tune GAME --labels FILE` fits the evaluation to the chances.";

struct Args {
    game: String,
    records: Vec<String>,
    engine: EngineSpec,
    nodes: u64,
    every: usize,
}

/// The options the command takes.
const FLAGS: [&str; 5] = [
    "--records",
    "--engine",
    "--engine-option",
    "--nodes",
    "--every",
];

fn read_args(args: &[String]) -> Result<Args, Failure> {
    let spec = Spec {
        command: "label",
        options: &FLAGS,
        switches: &[],
    };
    let (game, words) = one_game(&spec, args)?;
    let mut records = Vec::new();
    let mut command = None;
    let mut options = Vec::new();
    let (mut nodes, mut every) = (20_000, 1);
    for (arg, value) in words {
        match arg.as_str() {
            "--records" => records.push(value),
            "--engine" => command = Some(value),
            "--engine-option" => options.push(engine_option(&value)?),
            "--nodes" => nodes = number(&arg, &value, 1, super::ai::MAX_NODES)?,
            _ => every = number(&arg, &value, 1, 1_000_000)? as usize,
        }
    }
    let need = |what: &str| Failure::Usage(format!("label needs {what}"));
    if records.is_empty() {
        return Err(need(
            "--records FILE (games written by quadrille match --records)",
        ));
    }
    let command = command.ok_or_else(|| need("--engine COMMAND (an engine that speaks UCI)"))?;
    Ok(Args {
        game,
        records,
        engine: EngineSpec {
            dialect: Default::default(),
            command,
            options,
            go: format!("nodes {nodes}"),
            // A search of the most nodes allowed takes minutes; a silent engine is an error.
            wait: Duration::from_secs(600),
        },
        nodes,
        every,
    })
}

/// Runs `quadrille label` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        writeln!(out, "{HELP}")?;
        return Ok(());
    }
    let a = read_args(args)?;
    let v = variant::build(&a.game, &[]).map_err(|e| Failure::Input(e.to_string()))?;
    let mut samples = Vec::new();
    let mut games = 0;
    // The records are read before the engine starts, so a bad file is reported first.
    for path in &a.records {
        games += positions(&v, path, &mut samples)?;
    }
    let mut engine = Engine::start(&a.engine, &v)?;
    let chosen = samples.iter().step_by(a.every);
    writeln!(
        out,
        "# {}: {} of {} positions from {games} games, scored by {} after {} nodes",
        a.game,
        chosen.len(),
        samples.len(),
        engine.name,
        a.nodes
    )?;
    for s in chosen {
        let score = engine.score(&s.pos)?;
        writeln!(out, "{}\t{:.6}\t{score}", s.pos.to_text(), score.chance())?;
    }
    Ok(())
}

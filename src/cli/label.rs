//! `quadrille label GAME --records FILE... --engine COMMAND`: the positions of recorded games
//! that `quadrille tune` fits, each with an engine's score of it, as the chance that the player
//! to move wins. `quadrille tune --labels FILE` fits the evaluation to these chances instead of
//! (or besides) the games' results: a deeper search's verdict on each position, not the one
//! result of a whole game that many later moves decided. The engine is an outside one that
//! speaks UCI, or this program's own level 8 (`--engine self`), which also scores the games of
//! more than two players that UCI cannot speak of (the partnership games).

use super::dialect::Dialect;
use super::engine::{engine_option, Engine, EngineScore, EngineSpec};
use super::tune::positions;
use super::words::number;
use super::words::{one_game, Spec};
use super::Failure;
use crate::ai::{think, Agent, Limits, NoClock, Searcher, Thought, MAX_LEVEL};
use crate::position::Position;
use crate::variant;
use std::io::Write;
use std::time::Duration;

/// The help text.
pub const HELP: &str = "\
usage: quadrille label GAME --records FILE [--records FILE]... --engine COMMAND
                       [--engine-option NAME=VALUE]... [--nodes N] [--engine-go WORDS] [--every K]

Writes the positions of recorded games that `quadrille tune` would fit (after the first 8 plies,
not in check, quiet), every K-th of them (default 1), each scored by an engine after a search of
N nodes (default 20000): one a line, the position text, a tab, the chance that the player to move
wins by the engine's score, 1 / (1 + 10^(-cp/400)) (1 or 0 for a mate), a tab, and the score as
the engine gave it (cp 35, mate 3). Lines starting with # are comments.
The engine is an outside one that speaks UCI (COMMAND, run by the shell; the game is set with
UCI_Variant unless it is chess) or 4pchess's dialect (`4pchess:COMMAND`; its scores, for the side
to move with a pawn worth 50, are doubled; it ignores `go nodes`, so give it `--engine-go
\"movetime 200\"`), or with `--engine self` this program's level 8,
searching each position as a new game, in any game without dice: in a partnership game its
score is that of the side to move, and a position where it finishes no depth within the nodes is
left out (a comment at the end counts them). --engine-go WORDS replaces `nodes N` after `go`.
`quadrille tune GAME --labels FILE` fits the evaluation to the chances.";

/// `--engine self`: the positions are scored by this program's own search.
const SELF: &str = "self";

/// The size of the own search's table, as `quadrille uci` has it by default.
const OWN_TABLE_MB: usize = 16;

struct Args {
    game: String,
    records: Vec<String>,
    engine: EngineSpec,
    nodes: u64,
    /// Whether `--engine-go` was given.
    go_given: bool,
    every: usize,
}

/// The options the command takes.
const FLAGS: [&str; 6] = [
    "--records",
    "--engine",
    "--engine-option",
    "--nodes",
    "--engine-go",
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
    let (mut nodes, mut every, mut go) = (20_000, 1, None);
    for (arg, value) in words {
        match arg.as_str() {
            "--records" => records.push(value),
            "--engine" => command = Some(value),
            "--engine-option" => options.push(engine_option(&value)?),
            "--nodes" => nodes = number(&arg, &value, 1, super::ai::MAX_NODES)?,
            "--engine-go" => go = Some(value),
            _ => every = number(&arg, &value, 1, 1_000_000)? as usize,
        }
    }
    let need = |what: &str| Failure::Usage(format!("label needs {what}"));
    if records.is_empty() {
        return Err(need(
            "--records FILE (games written by quadrille match --records)",
        ));
    }
    let command = command.ok_or_else(|| {
        need("--engine COMMAND (an engine that speaks UCI, or self for this program's level 8)")
    })?;
    let (dialect, command) = Dialect::split_spec(&command);
    if dialect == Dialect::Tetrarch {
        return Err(Failure::Usage(
            "label reads the scores of UCI engines and of 4pchess, not Tetrarch's".to_string(),
        ));
    }
    let go_given = go.is_some();
    Ok(Args {
        game,
        records,
        engine: EngineSpec {
            dialect,
            command: command.to_string(),
            options,
            go: go.unwrap_or_else(|| format!("nodes {nodes}")),
            // A search of the most nodes allowed takes minutes; a silent engine is an error.
            wait: Duration::from_secs(600),
        },
        nodes,
        go_given,
        every,
    })
}

/// What scores the positions: an outside engine, or this program's own search.
enum Scorer {
    Outside(Engine),
    Own(Box<Searcher>, u64),
}

impl Scorer {
    fn start(a: &Args, v: &variant::Variant) -> Result<Scorer, Failure> {
        if a.engine.command.trim() != SELF {
            return Ok(Scorer::Outside(Engine::start(&a.engine, v)?));
        }
        if v.has_dice() {
            return Err(Failure::Input(format!(
                "label --engine self: {} is played with dice, and a score there depends on the \
                 roll; label the games without dice",
                v.id()
            )));
        }
        if !a.engine.options.is_empty() || a.go_given {
            return Err(Failure::Usage(
                "label --engine self takes no --engine-option or --engine-go (its limit is --nodes)"
                    .to_string(),
            ));
        }
        let searcher = Box::new(Searcher::with_megabytes(OWN_TABLE_MB));
        Ok(Scorer::Own(searcher, a.nodes))
    }

    fn name(&self) -> String {
        match self {
            Scorer::Outside(engine) => engine.name.clone(),
            Scorer::Own(..) => format!("quadrille level {MAX_LEVEL}"),
        }
    }

    /// The score of `pos` for the player to move. The own search starts afresh for each
    /// position, as an outside engine does after `ucinewgame`, and its score is the last that
    /// a finished depth gave: what `quadrille uci` writes in its last `info` line (`None` when
    /// no depth finished within the nodes).
    fn score(&mut self, pos: &Position) -> Result<Option<EngineScore>, Failure> {
        let (searcher, nodes) = match self {
            Scorer::Outside(engine) => return engine.score(pos).map(Some),
            Scorer::Own(searcher, nodes) => (searcher, *nodes),
        };
        searcher.clear();
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let mut last = None;
        let agent = Agent::Level(MAX_LEVEL);
        think(
            searcher,
            pos,
            agent,
            1,
            &limits,
            &NoClock,
            &mut |t: &Thought| {
                last = t.score.or(last);
            },
        );
        Ok(last.map(EngineScore::of_search))
    }
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
    let mut scorer = Scorer::start(&a, &v)?;
    let chosen = samples.iter().step_by(a.every);
    let limit = match scorer {
        Scorer::Own(..) => format!("after {} nodes", a.nodes),
        Scorer::Outside(_) => format!("asked 'go {}'", a.engine.go),
    };
    writeln!(
        out,
        "# {}: {} of {} positions from {games} games, scored by {} {limit}",
        a.game,
        chosen.len(),
        samples.len(),
        scorer.name(),
    )?;
    let mut skipped = 0;
    for s in chosen {
        let Some(score) = scorer.score(&s.pos)? else {
            skipped += 1;
            continue;
        };
        writeln!(out, "{}\t{:.6}\t{score}", s.pos.to_text(), score.chance())?;
    }
    if skipped > 0 {
        writeln!(
            out,
            "# {skipped} positions left out: level {MAX_LEVEL} finished no depth within the nodes"
        )?;
    }
    Ok(())
}

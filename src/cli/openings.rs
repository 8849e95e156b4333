//! Balanced openings for self-play tests: `quadrille openings GAME --count N --plies K --seed S
//! --max-score CP --nodes N` makes candidate openings by K random plies chosen by the seed and
//! keeps those that a search of N nodes scores within CP hundredths of a pawn either way for the
//! side to move, and that are not over. They are written in the game's position text, one a line:
//! a book that `quadrille match --sprt ... --book FILE` reads back (`read_book`), playing each line
//! twice with the colours swapped. Lines starting with `#` are comments.

use super::Failure;
use crate::ai::{random_move, Limits, NoClock, Searcher, MATE_BOUND};
use crate::excerpt::excerpt;
use crate::position::Position;
use std::collections::HashSet;
use std::io::Write;

/// The help text of the command.
pub const HELP: &str = "\
usage: quadrille openings GAME [--count N] [--plies K] [--seed S] [--max-score CP] [--nodes N]
                          [--position TEXT] [--set OPTION=VALUE]...

Writes up to N openings (default 50, at most 10000) of a game of two or more players without dice,
one a line in the game's position text: each is K random plies (default 8, 1 to 40) from the start,
chosen by the seed (default 1), kept when the game is not over, it differs from those kept before,
and a search of N nodes (default 20000) scores it within CP hundredths of a pawn either way for the
player to move (default 60; never a mate). At most 50 candidates are tried for each opening wanted;
a last comment line (starting with #) says how many were tried and kept. `quadrille match --sprt
... --book FILE` plays each line of such a file twice, with the colours swapped.";

/// What the command was asked.
pub(super) struct Request {
    pub count: u32,
    pub plies: u32,
    pub seed: u64,
    pub max_score: i32,
    pub nodes: u64,
}

/// Writes the openings of `req` from `start`.
pub(super) fn run(start: &Position, req: &Request, out: &mut dyn Write) -> Result<(), Failure> {
    if start.variant().has_dice() {
        return Err(Failure::Input(format!(
            "{} is played with dice: its openings cannot be scored by one search",
            start.variant().id()
        )));
    }
    if start.outcome().is_over() {
        return Err(Failure::Input(
            "the game is over in this position: there is no opening to make".to_string(),
        ));
    }
    let limits = Limits {
        depth: None,
        nodes: Some(req.nodes),
        movetime_ms: None,
    };
    let mut searcher = Searcher::new();
    let mut seen = HashSet::new();
    let (mut kept, mut tried) = (0u32, 0u32);
    let most = req.count.saturating_mul(50);
    while kept < req.count && tried < most {
        tried += 1;
        let Some(pos) = candidate(start, req.plies, req.seed, tried) else {
            continue;
        };
        let text = pos.to_text();
        if !seen.insert(text.clone()) {
            continue;
        }
        searcher.clear();
        let Some(found) = searcher.search(&pos, &limits, &NoClock) else {
            continue;
        };
        if found.score.abs() <= req.max_score && found.score.abs() < MATE_BOUND {
            writeln!(out, "{text}")?;
            kept += 1;
        }
    }
    writeln!(
        out,
        "# {kept} openings kept of {tried} tried: {} {} random plies, seed {}, within {} \
         centipawns at {} nodes",
        start.variant().id(),
        req.plies,
        req.seed,
        req.max_score,
        req.nodes
    )?;
    Ok(())
}

/// Candidate `n`: `plies` random plies from `start`, or `None` when the game ends on the way.
fn candidate(start: &Position, plies: u32, seed: u64, n: u32) -> Option<Position> {
    let mut pos = start.clone();
    let base = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(n) << 24);
    for ply in 0..plies {
        let m = random_move(&pos, base.wrapping_add(u64::from(ply) * 0x2545_F491))?;
        pos = pos.play(&m);
    }
    (!pos.outcome().is_over()).then_some(pos)
}

/// The positions of a book file of `start`'s game: every line that is neither empty nor a
/// comment must be a position of the game where the game is not over.
pub(super) fn read_book(path: &str, start: &Position) -> Result<Vec<Position>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Input(format!("cannot read the book '{}': {e}", excerpt(path))))?;
    let mut book = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |why: String| {
            Failure::Input(format!(
                "the book '{}', line {}: {why}",
                excerpt(path),
                i + 1
            ))
        };
        let pos = Position::from_text(start.variant(), line)
            .map_err(|e| bad(format!("bad position '{}': {e}", excerpt(line))))?;
        if pos.outcome().is_over() {
            return Err(bad("the game is over in this position".to_string()));
        }
        book.push(pos);
    }
    if book.is_empty() {
        return Err(Failure::Input(format!(
            "the book '{}' has no position",
            excerpt(path)
        )));
    }
    Ok(book)
}

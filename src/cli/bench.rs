//! Move generation speed: perft on a few positions, in nodes per second. Shared by
//! `quadrille bench` and `cargo bench` (`benches/perft.rs`).
//!
//! Each count is checked against the one published in the rules files (`shared/rules/chess.md`,
//! `alice.md` and `four-player.md`), so a fast but wrong generator does not pass unnoticed.

use super::Failure;
use crate::position::Position;
use crate::variant;
use std::io::Write;
use std::time::{Duration, Instant};

/// A position to measure, with the counts the rules files give for it (depth 1 first).
#[derive(Clone, Copy, Debug)]
pub struct BenchCase {
    /// A short name for the report.
    pub name: &'static str,
    /// The game id.
    pub game: &'static str,
    /// The position text; the start position when absent.
    pub position: Option<&'static str>,
    /// The depth measured by default.
    pub depth: u32,
    /// Published perft counts, for depths 1, 2, 3...
    pub expected: &'static [u64],
}

/// The positions measured: chess from the start and Kiwipete, Alice chess from the start, and
/// four-player chess (every player for himself) from the start.
pub const CASES: [BenchCase; 4] = [
    BenchCase {
        name: "chess start",
        game: "chess",
        position: None,
        depth: 5,
        expected: &[20, 400, 8902, 197281, 4865609, 119060324],
    },
    BenchCase {
        name: "chess kiwipete",
        game: "chess",
        position: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        depth: 4,
        expected: &[48, 2039, 97862, 4085603, 193690690],
    },
    BenchCase {
        name: "alice start",
        game: "alice",
        position: None,
        depth: 5,
        expected: &[20, 400, 9384, 219236, 5910465],
    },
    BenchCase {
        name: "four-player start",
        game: "four-ffa",
        position: None,
        depth: 4,
        expected: &[20, 399, 7960, 158402],
    },
];

/// One measurement.
#[derive(Clone, Debug)]
pub struct BenchResult {
    pub name: &'static str,
    pub depth: u32,
    pub nodes: u64,
    pub time: Duration,
    /// The published count for this depth, if there is one.
    pub expected: Option<u64>,
}

impl BenchResult {
    /// Leaf nodes per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.time.as_secs_f64().max(1e-9)
    }

    /// Whether the count agrees with the published one (true when none is known).
    pub fn correct(&self) -> bool {
        self.expected.is_none_or(|e| e == self.nodes)
    }

    /// One line of the report: name, depth, nodes, time, speed and the check.
    pub fn line(&self) -> String {
        let check = match self.expected {
            Some(e) if e == self.nodes => "ok".to_string(),
            Some(e) => format!("WRONG, expected {e}"),
            None => "no published count".to_string(),
        };
        format!(
            "{:<15} depth {:>2} {:>12} nodes {:>9.3} s {:>12.0} nodes/s  {check}",
            self.name,
            self.depth,
            self.nodes,
            self.time.as_secs_f64(),
            self.nodes_per_second()
        )
    }
}

/// Measures one case at `depth`.
pub fn measure(case: &BenchCase, depth: u32) -> Result<BenchResult, String> {
    let v = variant::build(case.game, &[]).map_err(|e| format!("{}: {e}", case.name))?;
    let pos = match case.position {
        None => Position::start(&v),
        Some(text) => Position::from_text(&v, text).map_err(|e| format!("{}: {e}", case.name))?,
    };
    let started = Instant::now();
    let nodes = pos.perft(depth);
    let time = started.elapsed();
    let expected = (depth as usize)
        .checked_sub(1)
        .and_then(|i| case.expected.get(i).copied());
    Ok(BenchResult {
        name: case.name,
        depth,
        nodes,
        time,
        expected,
    })
}

/// Measures every case (at `depth` if given, else each case's own depth), writing one line each as
/// it finishes and a total. A count that disagrees with the published one is an error.
pub fn run(depth: Option<u32>, out: &mut dyn Write) -> Result<(), Failure> {
    let mut wrong = Vec::new();
    let (mut nodes, mut time) = (0u64, Duration::ZERO);
    for case in &CASES {
        let r = measure(case, depth.unwrap_or(case.depth)).map_err(Failure::Input)?;
        writeln!(out, "{}", r.line())?;
        out.flush()?;
        if !r.correct() {
            wrong.push(r.name);
        }
        nodes += r.nodes;
        time += r.time;
    }
    writeln!(
        out,
        "total {nodes} nodes in {:.3} s: {:.0} nodes/s",
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64().max(1e-9)
    )?;
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(Failure::Input(format!(
            "wrong perft count for {}",
            wrong.join(", ")
        )))
    }
}

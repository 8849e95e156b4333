//! `quadrille bench-ai`: the computer's time per move, natively, at the start of every game the
//! registry lists (so a new game is measured as soon as it lands) and in a few more chess and
//! Alice positions; in a game with dice the computer chooses a whole turn for each of a few rolls.
//! Then forced mates in Alice Chess: the length of each is proven by exhaustive search over the
//! rules alone (`mates.rs`), and the computer's search must announce and play it.

use super::ai::Flags;
use super::mates::shortest_mate;
use super::Failure;
use crate::ai::{think, Agent, Limits, Searcher, MAX_LEVEL};
use crate::notation::{parse_move, san};
use crate::position::Position;
use crate::variant;
use std::io::Write;
use std::time::Instant;

/// More positions: game id, position text and moves played from it.
const MORE_POSITIONS: [(&str, &str, &str); 4] = [
    (
        "chess",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "",
    ),
    (
        "chess",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "",
    ),
    ("alice", "", "e4 d5 Nf3 Nc6 Bc4 e5"),
    ("alice", "", "d4 Nf6 Nc3 e6 e4 Bb4 Bd3 O-O"),
];

/// Alice Chess positions with a forced mate, and its length in moves (proven when the benchmark
/// runs). They arose in games of the computer against the random player.
const ALICE_MATES: [(&str, u32); 4] = [
    (
        "alice:2b1kb1r/ppp1pppp/8/7n/8/5K2/6P1/2B2BN1;1r6/8/R2p4/8/5P1P/PP2P3/2n5/4q3 b k - 3 13",
        2,
    ),
    (
        "alice:r1b1kb1r/1pp1ppp1/8/8/1p2n3/2q5/P4PPP/R1B2BNR;8/8/2n5/3p3p/2P5/NQ6/4K3/8 b kq - 3 10",
        2,
    ),
    (
        "alice:1n5R/8/8/3N4/1R6/8/1PPPPPP1/2BQKB2;8/4nk2/1p2ppp1/2p5/P7/r6P/8/8 w - - 3 15",
        3,
    ),
    (
        "alice:3Q1b1r/p3p3/8/8/8/8/PPP1PPPP/RN2KB1R;4k3/8/1p5p/8/2p2B2/3P1N2/8/8 w KQ - 0 14",
        3,
    ),
];

/// Proves each mate's length, then lets the computer find it.
fn mates(out: &mut dyn Write) -> Result<(), Failure> {
    let v = variant::build("alice", &[]).map_err(|e| Failure::Input(e.to_string()))?;
    for (text, n) in ALICE_MATES {
        let pos = Position::from_text(&v, text)
            .map_err(|e| Failure::Input(format!("mate position '{text}': {e}")))?;
        let proof = Instant::now();
        let proven = shortest_mate(&pos, n);
        let proof_ms = proof.elapsed().as_millis();
        let start = Instant::now();
        let clock = move || start.elapsed().as_millis() as u64;
        let limits = Limits {
            movetime_ms: Some(20_000),
            ..Limits::default()
        };
        let r = Searcher::new().search(&pos, &limits, &clock);
        let ms = start.elapsed().as_millis();
        let (found, best) = r.map_or((None, "-".to_string()), |r| {
            (r.mate_in().map(|p| (p + 1) / 2), san(&pos, &r.best))
        });
        let proven = proven.map_or("none".to_string(), |m| m.to_string());
        let found = found.map_or("none".to_string(), |m| m.to_string());
        writeln!(
            out,
            "alice mate: proven in {proven} ({proof_ms} ms), search finds mate in {found} with {best} in {ms} ms"
        )?;
    }
    Ok(())
}

/// The rolls a game with dice is measured with at its start.
const ROLLS: [[u8; 2]; 3] = [[1, 3], [2, 5], [4, 6]];

fn position(game: &str, text: &str, moves: &str) -> Result<Position, Failure> {
    let v = variant::build(game, &[]).map_err(|e| Failure::Input(e.to_string()))?;
    let mut pos = if text.is_empty() {
        Position::start(&v)
    } else {
        Position::from_text(&v, text)
            .map_err(|e| Failure::Input(format!("bench position '{text}': {e}")))?
    };
    for token in moves.split_whitespace() {
        let m = parse_move(&pos, token)
            .map_err(|e| Failure::Input(format!("bench move '{token}': {e}")))?;
        pos = pos.play(&m);
    }
    Ok(pos)
}

/// Runs the benchmark.
pub(super) fn bench(f: &Flags, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(extra) = f.positionals.first() {
        return Err(Failure::Usage(format!(
            "'bench-ai' does not take '{}'",
            crate::excerpt::excerpt(extra)
        )));
    }
    let level = f.level.unwrap_or(MAX_LEVEL);
    let movetime = f.movetime.unwrap_or(1000);
    let limits = Limits {
        movetime_ms: Some(movetime),
        ..Limits::default()
    };
    writeln!(out, "level {level}, movetime {movetime} ms")?;
    let starts = variant::ids().into_iter().map(|id| (id, "", ""));
    let mut cases = Vec::new();
    for (game, text, moves) in starts.chain(MORE_POSITIONS) {
        let pos = position(game, text, moves)?;
        if pos.needs_roll() {
            for roll in ROLLS {
                let rolled = pos.roll(roll).map_err(Failure::Input)?;
                cases.push((game, format!("start, roll {},{}", roll[0], roll[1]), rolled));
            }
        } else {
            let place = if text.is_empty() { "start" } else { text };
            let after = if moves.is_empty() {
                String::new()
            } else {
                format!(" after {moves}")
            };
            cases.push((game, format!("{place}{after}"), pos));
        }
    }
    let (mut all_nodes, mut all_ms, mut count, mut worst) = (0u64, 0u128, 0u128, 0u128);
    for (game, place, pos) in cases {
        let mut searcher = Searcher::new();
        let start = Instant::now();
        let clock = move || start.elapsed().as_millis() as u64;
        let agent = Agent::Level(level);
        let t = think(&mut searcher, &pos, agent, 1, &limits, &clock, &mut |_| {});
        let ms = start.elapsed().as_millis();
        let (nodes, depth) = t.map_or((0, 0), |t| (t.nodes, t.depth));
        let nps = nodes as u128 * 1000 / ms.max(1);
        writeln!(
            out,
            "{game} {place}: depth {depth}, {ms} ms, {nodes} nodes, {nps} nodes/s"
        )?;
        all_nodes += nodes;
        all_ms += ms;
        count += 1;
        worst = worst.max(ms);
    }
    writeln!(
        out,
        "average {} ms per move, slowest {worst} ms, {} nodes/s",
        all_ms / count.max(1),
        all_nodes as u128 * 1000 / all_ms.max(1)
    )?;
    mates(out)
}

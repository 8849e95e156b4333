//! The `full_time` switch (on by default): under a time limit the search goes on starting
//! iterations until the time is up, where without it it does not start one after half the
//! time. A clock that moves one millisecond each time it is read makes the searches
//! reproducible.

use quadrille::ai::{Limits, Searcher, Switches};
use quadrille::position::Position;
use quadrille::variant;
use std::cell::Cell;

/// The search of `text` in `game` with `switches` and `movetime` milliseconds on a clock that
/// ticks at each reading: the depth finished, the nodes visited, and the clock's last reading.
fn search(game: &str, text: &str, switches: &str, movetime: u64) -> (u32, u64, u64) {
    let v = variant::build(game, &[]).unwrap();
    let pos = Position::from_text(&v, text).unwrap();
    let mut searcher = Searcher::new();
    searcher.set_switches(Switches::parse(switches).unwrap());
    let ticks = Cell::new(0u64);
    let clock = || {
        ticks.set(ticks.get() + 1);
        ticks.get()
    };
    let limits = Limits {
        depth: None,
        nodes: None,
        movetime_ms: Some(movetime),
    };
    let r = searcher.search(&pos, &limits, &clock).unwrap();
    assert!(pos.is_legal(&r.best), "{game}: {:?}", r.best);
    (r.depth, r.nodes, ticks.get())
}

#[test]
fn full_time_uses_the_whole_time() {
    let cases = [
        (
            "chess",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        ),
        (
            "alice",
            "alice:rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR;8/8/8/4p3/4P3/8/8/8 w KQkq - 0 2",
        ),
    ];
    let movetime = 200;
    // The first reading is the start: the deadline is the reading movetime + 1.
    let deadline = 1 + movetime;
    let mut stopped_early = 0;
    for (game, text) in cases {
        let (depth, nodes, last) = search(game, text, "-full_time", movetime);
        let (full_depth, full_nodes, full_last) = search(game, text, "", movetime);
        assert!(
            full_last >= deadline,
            "{game}: full_time stopped at {full_last}, before the deadline {deadline}"
        );
        assert!(full_depth >= depth, "{game}: {full_depth} against {depth}");
        // Without the switch the search stops early when an iteration ends after half the
        // time; it runs to the deadline only when one started before half the time and was
        // still going.
        if last < deadline {
            stopped_early += 1;
            assert!(
                full_nodes > nodes,
                "{game}: {full_nodes} nodes against {nodes}"
            );
        }
    }
    assert!(
        stopped_early > 0,
        "without full_time no time was left unused"
    );
}

#[test]
fn full_time_changes_nothing_under_a_node_limit() {
    let v = variant::build("alice", &[]).unwrap();
    let pos = Position::start(&v);
    let limits = Limits {
        depth: None,
        nodes: Some(20_000),
        movetime_ms: None,
    };
    let run = |switches: &str| {
        let mut s = Searcher::new();
        s.set_switches(Switches::parse(switches).unwrap());
        let r = s.search(&pos, &limits, &quadrille::ai::NoClock).unwrap();
        (r.best, r.score, r.depth, r.nodes)
    };
    assert_eq!(run(""), run("-full_time"));
}

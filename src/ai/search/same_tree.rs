//! Tests of the switches that find the same tree with less work (`lazy_evasions`,
//! `lazy_exchanges`): with and without each, a search to a fixed depth visits the same nodes
//! and gives the same score and move, in positions of Alice Chess and chess where checks and
//! captures abound (two Alice mates of the computer's games, an Alice opening and the chess
//! middle game of the benchmark).

use crate::ai::{Limits, NoClock, Searcher, Switches};
use crate::position::Position;
use crate::variant;

const CASES: [(&str, &str); 4] = [
    (
        "alice",
        "alice:2b1kb1r/ppp1pppp/8/7n/8/5K2/6P1/2B2BN1;1r6/8/R2p4/8/5P1P/PP2P3/2n5/4q3 b k - 3 13",
    ),
    (
        "alice",
        "alice:3Q1b1r/p3p3/8/8/8/8/PPP1PPPP/RN2KB1R;4k3/8/1p5p/8/2p2B2/3P1N2/8/8 w KQ - 0 14",
    ),
    (
        "alice",
        "alice:rnb1kb1r/ppp2ppp/8/5q2/8/8/P1P1PPP1/RNB1KBNR;8/3Q4/7n/4p3/1P1P4/7P/8/8 w KQkq - 1 5",
    ),
    (
        "chess",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
];

/// Asserts that the searches with the switches `off` and `on` agree on every case.
fn same_tree(off: &str, on: &str) {
    let limits = Limits {
        depth: Some(5),
        nodes: None,
        movetime_ms: None,
    };
    for (id, text) in CASES {
        let v = variant::build(id, &[]).unwrap();
        let pos = Position::from_text(&v, text).unwrap();
        let results: Vec<_> = [off, on]
            .iter()
            .map(|sw| {
                let mut s = Searcher::new();
                s.set_switches(Switches::parse(sw).unwrap());
                let r = s.search(&pos, &limits, &NoClock).unwrap();
                (r.nodes, r.score, r.best)
            })
            .collect();
        assert_eq!(results[0], results[1], "{id} {text}: {off} against {on}");
    }
}

/// Evasions tested lazily in quiescence.
#[test]
fn lazy_evasions_search_the_same_tree() {
    same_tree("-lazy_evasions", "+lazy_evasions");
}

/// Captures given their exchange test only when the search comes to them.
#[test]
fn lazy_exchanges_search_the_same_tree() {
    same_tree("-lazy_exchanges", "+lazy_exchanges");
}

/// A game's own switches reach the search: in a game whose own switches turn `lmr` off, a
/// searcher given no changes visits the nodes of one given `-lmr` in the game without them,
/// more than one given nothing there (the tree without reductions is larger); and a player's
/// `+lmr` there overrides the game's own.
#[test]
fn a_games_own_switches_reach_the_search() {
    let limits = Limits {
        depth: Some(5),
        nodes: None,
        movetime_ms: None,
    };
    let (id, text) = CASES[3];
    let plain = variant::build(id, &[]).unwrap();
    let mut own = (*plain).clone();
    own.search_switches = "-lmr";
    let own = std::sync::Arc::new(own.finish().unwrap());
    let nodes = |v: &std::sync::Arc<variant::Variant>, changes: &str| {
        let pos = Position::from_text(v, text).unwrap();
        let mut s = Searcher::new();
        s.set_switches(Switches::parse(changes).unwrap());
        s.search(&pos, &limits, &NoClock).unwrap().nodes
    };
    let without_lmr = nodes(&plain, "-lmr");
    assert_eq!(nodes(&own, ""), without_lmr);
    assert!(nodes(&plain, "") < without_lmr);
    assert_eq!(nodes(&own, "+lmr"), nodes(&plain, ""));
}

//! The computer in chess.com's free-for-all (`4pc-ffa`, the `race_eval` switch): each player's
//! points count a pawn's worth (100) apiece, a player out is worth his points alone (his dead
//! pieces nothing), and a live pawn, worth a point, is a better capture than a dead queen, worth
//! none (docs/rules-decisions.md, "chess.com's four-player chess").

use crate::common;

use common::verney_text;
use quadrille::ai::{Limits, NoClock, Searcher, Switches};
use quadrille::notation::san;
use quadrille::position::Position;
use quadrille::variant;

/// A position of `4pc-ffa` from its pieces and the fields after the placement.
fn ffa(pieces: &[(&str, &str)], rest: &str) -> Position {
    let v = variant::build("4pc-ffa", &[]).expect("4pc-ffa builds");
    let t = verney_text(pieces, rest);
    Position::from_text(&v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// A searcher with the points race evaluated as one.
fn racer() -> Searcher {
    let mut s = Searcher::new();
    s.set_switches(Switches::parse("+race_eval").expect("a switch"));
    s
}

/// Blue is out: his king on a7 and his queen on e8 are dead. Red's rook on e4 may take the dead
/// queen or Green's pawn on j4; no line of the rook from either square reaches a king.
const PIECES: [(&str, &str); 7] = [
    ("h1", "rK"),
    ("e4", "rR"),
    ("a7", "bK"),
    ("e8", "bQ"),
    ("g14", "yK"),
    ("n9", "gK"),
    ("j4", "gP"),
];

#[test]
fn a_player_out_is_worth_his_points_alone() {
    let mut s = racer();
    let scores = s.scores(&ffa(&PIECES, "r - - 0 1 0/0/0/0 b"));
    assert_eq!(scores[1], 0, "Blue's dead king and queen count for nothing");
    let scores = s.scores(&ffa(&PIECES, "r - - 0 1 0/7/0/0 b"));
    assert_eq!(scores[1], 700, "seven points, a pawn's worth each");
}

#[test]
fn each_point_is_worth_a_pawn() {
    let mut s = racer();
    let none = s.scores(&ffa(&PIECES, "r - - 0 1 0/0/0/0 b"));
    let three = s.scores(&ffa(&PIECES, "r - - 0 1 3/0/0/0 b"));
    assert_eq!(three[0] - none[0], 300);
    assert_eq!(&three[1..], &none[1..], "the others' scores do not change");
}

#[test]
fn a_live_pawn_is_a_better_capture_than_a_dead_queen() {
    let p = ffa(&PIECES, "r - - 0 1 0/0/0/0 b");
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    let found = racer()
        .search(&p, &limits, &NoClock)
        .expect("Red has moves");
    assert_eq!(san(&p, &found.best), "Re4xj4");
}

#[test]
fn the_table_keeps_positions_with_other_points_apart() {
    // The same pieces, Red with three points more: the score of Red's search is 300 higher,
    // searched fresh or after the same pieces with fewer points filled the table.
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    // Both of one game (a search keeps its table only within one game).
    let v = variant::build("4pc-ffa", &[]).expect("4pc-ffa builds");
    let at = |rest: &str| Position::from_text(&v, &verney_text(&PIECES, rest)).expect("a position");
    let none = at("r - - 0 1 0/0/0/0 b");
    let three = at("r - - 0 1 3/0/0/0 b");
    let fresh = racer().search(&three, &limits, &NoClock).expect("moves");
    let mut s = racer();
    let before = s.search(&none, &limits, &NoClock).expect("moves");
    let after = s.search(&three, &limits, &NoClock).expect("moves");
    assert_eq!(
        after.score, fresh.score,
        "nothing of the first search's table is reused"
    );
    assert_eq!(after.score - before.score, 300);
}

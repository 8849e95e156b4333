//! `quadrille play blocking-double --json`: a short record with a proposal played with the
//! partner's consent (`~c`), the duels and the owed relief in the report, and bad records that
//! fail with a clear message (exit 1, no panic).

use crate::common;

use common::{fails, json, quadrille};

/// Red's king on n7 behind his bishop on k7, on the rank of Yellow's rook on h7; Black's rook on
/// j10 can interpose on j7 (the position of `tests/blocking_double.rs`).
const CONSENT: &str =
    "blocking-double:4bK3/1bP6/8/14/9bR4/14/14/7yR2rB2rK/14/14/yK13/8/1wP6/4wK3 r - - 0 1";

#[test]
fn a_record_with_a_proposal() {
    let o = quadrille(
        &["play", "blocking-double", "--position", CONSENT, "--json"],
        "Bk7-j6~c\n",
    );
    let j = json(&o);
    assert_eq!(j["moves"][0], "Bk7-j6~c");
    assert_eq!(j["to_move"], "Black");
    assert_eq!(j["relief_owed"], "Red");
    assert_eq!(j["legal_moves"], 1);
    assert!(j["position"].as_str().unwrap().ends_with(" -/- r"));
    assert_eq!(j["duels"][0]["players"][0], "White");
    assert_eq!(j["duels"][0]["players"][1], "Black");
    assert_eq!(j["duels"][1]["result"], "ongoing");
    assert!(j.get("team_result").is_none());
    // Black relieves: the obligation is gone, Yellow moves.
    let o = quadrille(
        &["play", "blocking-double", "--position", CONSENT, "--json"],
        "Bk7-j6~c Rj10-j7 {Yellow thinks} \n",
    );
    let j = json(&o);
    assert_eq!(j["moves"][1], "Rj10-j7");
    assert_eq!(j["to_move"], "Yellow");
    assert!(j.get("relief_owed").is_none());
}

#[test]
fn a_finished_duel_and_the_team_result() {
    // Black mates White at White's turn (after Yellow's move); Red and Yellow play on.
    let start =
        "blocking-double:4bK3/8/8/14/14/14/yK13/13rK/14/1yP2bR7rP1/14/8/3wPwPwP2/4wK3 b - - 0 1";
    let o = quadrille(
        &["play", "blocking-double", "--position", start, "--json"],
        "Re5-e1 Ka8-a7\n",
    );
    let j = json(&o);
    assert_eq!(j["duels"][0]["result"], "won");
    assert_eq!(j["duels"][0]["winner"], "Black");
    assert_eq!(j["duels"][0]["reason"], "checkmate");
    assert_eq!(j["duels"][1]["result"], "ongoing");
    assert_eq!(j["to_move"], "Red");
    assert_eq!(j["over"], false);
}

#[test]
fn bad_moves_are_clear_errors() {
    // Not a proposal: after Bk7-j8 Black's rook cannot reach j7.
    let err = fails(
        &["play", "blocking-double", "--position", CONSENT],
        "Bk7-j8~c\n",
        1,
    );
    assert!(
        err.contains("Bk7-j8~c") && err.contains("not a proposal"),
        "{err}"
    );
    // A move into check written without ~c says how to write it.
    let err = fails(
        &["play", "blocking-double", "--position", CONSENT],
        "Bk7-j6\n",
        1,
    );
    assert!(err.contains("Bk7-j6~c"), "{err}");
    // ~c on a player who may not propose (White moves first; his partner does not follow).
    let err = fails(&["play", "blocking-double"], "e2-e4~c\n", 1);
    assert!(err.contains("not a proposal"), "{err}");
    // Red cannot take White's pawn.
    let err = fails(&["play", "blocking-double"], "k2-k4 m4xk4\n", 1);
    assert!(err.contains("m4xk4"), "{err}");
}

//! The command line with Not a Dodgson System Chess: perft from the start, and `play --json`
//! reporting the scores per player, the winners, what each player took and the ranking.

use crate::common;
use common::{fails, quadrille, stdout};

fn json(args: &[&str], stdin: &str) -> serde_json::Value {
    let o = quadrille(args, stdin);
    assert!(o.status.success(), "{args:?}: {}", common::stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("one JSON object")
}

#[test]
fn perft_from_the_start() {
    for (depth, count) in [("1", "11"), ("2", "128"), ("3", "1408")] {
        let o = quadrille(&["perft", "dodgson", depth], "");
        assert!(o.status.success());
        assert_eq!(stdout(&o).lines().last(), Some(count), "depth {depth}");
    }
}

/// White's last pawn on d3/A, Green's pawn on e4/A to take it; Red and Black have a knight.
fn before_the_end(taken: &str) -> String {
    format!("dodgson:6bN/7/4gP2/3wP3/7/7;7/7/7/7/7/rN6 g - - 0 9 {taken}")
}

#[test]
fn play_reports_scores_winners_and_the_ranking() {
    let start = before_the_end("-/wRRBB/wQPP/wRNNPP");
    let j = json(&["play", "dodgson", "--position", &start, "--json"], "exd3");
    assert_eq!(j["over"], true);
    assert_eq!(j["result"], "elimination");
    assert_eq!(j["winners"], serde_json::json!(["Green"]));
    assert_eq!(j["scores"], serde_json::json!([0, 8, 5, 9]));
    assert_eq!(j["moves"], serde_json::json!(["exd3/B"]));
    assert_eq!(j["taken"][3]["from"]["White"], "RNNPPP");
    assert_eq!(j["ranking"]["eliminated"], "White");
    assert_eq!(j["ranking"]["places"][1]["player"], "Red");
    assert_eq!(j["ranking"]["places"][1]["tie_breaks"]["rooks"], 2);
    // The final position reads back, with what was taken.
    let end = j["position"].as_str().unwrap().to_string();
    let again = json(&["play", "dodgson", "--position", &end, "--json"], "");
    assert_eq!(again["position"], j["position"]);
    assert_eq!(again["scores"], j["scores"]);
    assert_eq!(again["winners"], j["winners"]);
}

#[test]
fn a_shared_win_names_every_winner() {
    let start = before_the_end("-/wRPP/-/wRP");
    let o = quadrille(&["play", "dodgson", "--position", &start], "exd3");
    assert!(stdout(&o).contains("result: elimination (Red and Green win)"));
}

#[test]
fn the_game_from_the_start_with_scores_at_zero() {
    let j = json(&["play", "dodgson", "--json"], "1. Nc3/B Nc3/A e4/B d4/A");
    assert_eq!(j["over"], false);
    assert_eq!(j["to_move"], "White");
    assert_eq!(j["scores"], serde_json::json!([0, 0, 0, 0]));
    assert_eq!(j["winners"], serde_json::json!([]));
    assert!(j.get("ranking").is_none());
    let opt = json(
        &[
            "play",
            "dodgson",
            "--set",
            "omni_pawn_promotion=true",
            "--json",
        ],
        "",
    );
    assert_eq!(opt["legal_moves"], 11);
}

#[test]
fn bad_positions_and_moves_are_clear_errors() {
    let err = fails(
        &["play", "dodgson", "--position", &before_the_end("-/wZ/-/-")],
        "",
        1,
    );
    assert!(err.contains("pieces-taken"), "{err}");
    let err = fails(&["play", "dodgson"], "pass", 1);
    assert!(err.contains("'pass' is not a legal move"), "{err}");
}

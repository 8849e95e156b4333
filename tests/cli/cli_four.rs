//! The command line with four-player chess: perft, and `play` reading long algebraic records and
//! reporting in JSON who is out, in check or frozen, and the winners.

use crate::common;
use common::{fails, json, quadrille, stdout};

/// Red's king on n7 mated by Yellow's rook on n10 and White's rook on m4; Red also has a pawn on
/// e7 and is to move (four-teams; ranks 14 down to 1, corners not written).
const RED_MATED: &str = "3yK4/8/8/14/13yR/14/14/4rP8rK/14/14/12wR1/8/8/4wK3 r - - 0 1";

#[test]
fn perft_counts_the_main_array() {
    let o = quadrille(&["perft", "four-ffa", "3"], "");
    assert_eq!(stdout(&o).lines().last(), Some("7960"));
}

#[test]
fn play_reports_players_out_in_check_and_the_winners() {
    // Black has no king: he is out, so Red is the last of his side and is checkmated.
    let o = quadrille(
        &["play", "four-teams", "--json", "--position", RED_MATED],
        "",
    );
    let j = json(&o);
    assert_eq!(j["result"], "checkmate");
    assert_eq!(j["winners"], serde_json::json!(["White", "Yellow"]));
    assert_eq!(j["out"], serde_json::json!(["Black"]));
    assert_eq!(j["players_in_check"], serde_json::json!(["Red"]));
    // With Black's king on a8, Red must move; Yellow then takes his king and his army.
    let with_black = RED_MATED.replace("/14/4rP8rK/", "/bK13/4rP8rK/");
    let o = quadrille(
        &["play", "four-teams", "--json", "--position", &with_black],
        "1... e7-d7 1... Rn10xn7",
    );
    let j = json(&o);
    assert_eq!(j["over"], false);
    assert_eq!(j["out"], serde_json::json!(["Red"]));
    assert_eq!(j["to_move"], "Black");
    assert_eq!(j["moves"], serde_json::json!(["e7-d7", "Rn10xn7"]));
}

#[test]
fn play_reports_frozen_players() {
    // Conventional game: White's Rd11-a11 mates Black, who is frozen; Yellow moves next.
    let position = "3yK4/8/8/3wR10/14/12rP1/bK13/13rK/14/14/1wR12/8/8/4wK3 w - - 0 1 -";
    let o = quadrille(
        &[
            "play",
            "four-conventional",
            "--json",
            "--position",
            position,
        ],
        "Rd11-a11",
    );
    let j = json(&o);
    assert_eq!(j["frozen"], serde_json::json!(["Black"]));
    assert_eq!(j["to_move"], "Yellow");
    assert!(j.get("out").is_none());
}

#[test]
fn bad_records_are_errors_not_crashes() {
    let err = fails(&["play", "four-ffa"], "e2-e4 a1-a2", 1);
    assert!(err.contains("a1-a2"), "{err}");
    let err = fails(
        &["play", "four-ffa", "--position", "four-ffa:8/8 w - -"],
        "",
        1,
    );
    assert!(err.contains("ranks"), "{err}");
}

#[test]
fn play_reads_a_player_leaving_the_free_for_all() {
    // White moves, Red resigns (his army leaves the board), Yellow and Black move, then White.
    let record = "1. e2-e3 Red-resigns 1... e13-e12 1... b5-c5 2. e3-e4";
    let o = quadrille(&["play", "four-ffa", "--json"], record);
    let j = json(&o);
    assert_eq!(j["over"], false);
    assert_eq!(j["out"], serde_json::json!(["Red"]));
    // Red's turn is passed over: Yellow moves after White.
    assert_eq!(j["to_move"], "Yellow");
    assert_eq!(j["moves"][1], "Red-resigns");
    // In the partnership game a resignation ends the game; it is no token of the moves.
    let err = fails(&["play", "four-teams"], "1. e2-e3 Red-resigns", 1);
    assert!(err.contains("does not go on"), "{err}");
}

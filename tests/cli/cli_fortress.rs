//! The command line with Fortress Chess: `play --json` reading drops (`R@m3`) and moves, a
//! checkmated player reported out, and a drop into another player's fortress refused with a clear
//! message (exit 1, no panic).

use crate::common;
use common::{fails, json, quadrille};

/// Every player's default placement (White's fortress m1-p4, Black's a1-d4, Yellow's a13-d16,
/// Red's m13-p16).
const PLACEMENT: &str = "R@n4 B@m4 N@m3 R@d3 B@d4 N@c4 R@c13 B@d13 N@d14 R@m14 B@m13 N@n13";

#[test]
fn play_reads_drops_then_moves() {
    let o = quadrille(
        &["play", "fortress", "--json"],
        &format!("{PLACEMENT} e4-e6 d7-e7"),
    );
    let j = json(&o);
    assert_eq!(j["over"], false);
    assert_eq!(j["to_move"], "Yellow");
    assert_eq!(j["out"], serde_json::json!([]));
    let moves = j["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 14);
    assert_eq!(moves[0], "R@n4");
    assert_eq!(moves[12], "e4-e6");
    // The hands field is written, all empty now.
    assert!(j["position"].as_str().unwrap().ends_with(" -/-/-/-"));
}

#[test]
fn play_during_the_placement_keeps_the_turn_and_the_hands() {
    let j = json(&quadrille(&["play", "fortress", "--json"], "N@p1 B@o2"));
    assert_eq!(j["to_move"], "White");
    assert_eq!(j["legal_moves"], 14, "the rook on the 14 empty cells");
    assert!(j["position"].as_str().unwrap().ends_with(" R/RBN/RBN/RBN"));
}

#[test]
fn a_drop_into_another_players_fortress_is_refused() {
    let err = fails(&["play", "fortress", "--json"], "R@n4 B@a1", 1);
    assert!(err.contains("B@a1"), "{err}");
    assert!(err.contains("m1-p4"), "{err}");
    let err = fails(&["play", "fortress"], "e4-e5", 1);
    assert!(err.contains("R@m3"), "{err}");
}

#[test]
fn a_checkmated_player_is_reported_out() {
    // Black's king on c12 is boxed in by the north-west fortress; White's rooks on e11 and h10.
    let pos = "fortress:8/8/8yK7/16/bK11/2wR9/5wR6/11rK/12/12/12/12/16/7wK8/8/8 w - - 0 1";
    let j = json(&quadrille(
        &["play", "fortress", "--json", "--position", pos],
        "Rh10-h12",
    ));
    assert_eq!(j["out"], serde_json::json!(["Black"]));
    assert_eq!(j["to_move"], "Yellow");
    assert_eq!(j["over"], false);
}

/// A knight's leap onto the king's cell that goes round the north-east fortress's wall is a
/// check, although the same leap walked backwards from the king's cell would cross the wall: the
/// king on l6 may not step to l5, which White's knight on n4 reaches (n4-m4 then m4-l5).
#[test]
fn a_knight_leap_round_a_wall_gives_check() {
    let red = "fortress:8/8/8yK7/16/12/12/12/12/bK11/12/9rK2/12/13wN2/7wK8/8/8 r - - 0 1 -/-/-/-";
    let out = quadrille(&["divide", "fortress", "1", "--position", red], "");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("Kl6-l5"), "{text}");
    assert!(text.contains("total 7"), "{text}");
    // The leap itself, White to move: the knight may make it.
    let white = red.replace(" r - ", " w - ");
    let out = quadrille(&["divide", "fortress", "1", "--position", &white], "");
    assert!(String::from_utf8_lossy(&out.stdout).contains("Nn4-l5"));
}

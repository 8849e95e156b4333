//! The command line with the games of the Alice family and the looking-glass mode.

mod common;
use common::{fails, json, quadrille, stdout};

const FAMILY: [&str; 8] = [
    "alice2",
    "ms-alice",
    "odonohue",
    "duo",
    "alice-8x4",
    "alice3",
    "chess-glass",
    "orwell-glass",
];

#[test]
fn every_family_game_is_listed_and_counts() {
    let listed = stdout(&quadrille(&["games"], ""));
    for game in FAMILY {
        assert!(listed.lines().any(|l| l == game), "{game} in {listed}");
        let o = quadrille(&["perft", game, "1"], "");
        assert!(o.status.success(), "{game}");
        let last = stdout(&o).lines().last().unwrap_or("").to_string();
        assert!(last.parse::<u64>().is_ok_and(|n| n > 0), "{game}: {last}");
    }
    // Hand counts (see tests/perft/quick.txt): the transfer optional in Duo, two boards to
    // choose from with three boards.
    let count = |game: &str| {
        stdout(&quadrille(&["perft", game, "1"], ""))
            .trim()
            .to_string()
    };
    assert_eq!(count("duo"), "48");
    assert_eq!(count("alice3"), "40");
    assert_eq!(count("chess-glass"), "20");
}

#[test]
fn play_reads_zero_moves_and_boards_of_arrival() {
    let v = json(&quadrille(
        &["play", "duo", "--json"],
        "1. Nf3/A N@b8/A 2. K@e1/B Nc6/B",
    ));
    assert_eq!(v["moves"][1], "N@b8/A");
    assert_eq!(v["moves"][2], "K@e1/B");
    let v = json(&quadrille(
        &["play", "alice3", "--json"],
        "1. Nf3/C Nf6/B 2. Nd4/B",
    ));
    assert_eq!(v["moves"][0], "Nf3/C");
    let v = json(&quadrille(
        &["play", "ms-alice", "--json"],
        "1. N@b1/B e5 2. N@b1/A",
    ));
    assert_eq!(v["moves"][2], "N@b1/A");
    let v = json(&quadrille(&["play", "alice-8x4", "--json"], "1. a4 d5"));
    assert_eq!(v["moves"][0], "a4/B");
}

#[test]
fn a_move_without_its_board_is_named_as_ambiguous() {
    let err = fails(&["play", "alice3"], "1. Nf3", 1);
    assert!(err.contains("Nf3/B or Nf3/C"), "{err}");
    let err = fails(&["play", "duo"], "1. Nf3", 1);
    assert!(err.contains("Nf3/A") && err.contains("Nf3/B"), "{err}");
}

//! The command line with the games of the Alice family and the looking-glass mode.

use crate::common;
use common::{fails, json, quadrille, stderr, stdout};

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

/// The UCI long form of a zero move names the square twice (`b1b1`), as `quadrille uci` writes
/// it; `play` and `fen` read it as the zero move of the piece on that square, the same as
/// `N@b1/B`.
#[test]
fn play_and_fen_read_the_uci_form_of_a_zero_move() {
    for (game, uci, san) in [
        ("ms-alice", "1. b1b1 e5 2. b1b1", "1. N@b1/B e5 2. N@b1/A"),
        (
            "duo",
            "1. g1f3/a b8b8 2. e1e1 b8c6/b",
            "1. Nf3/A N@b8/A 2. K@e1/B Nc6/B",
        ),
    ] {
        let by_uci = quadrille(&["play", game, "--json"], uci);
        assert!(by_uci.status.success(), "{game}: {}", stderr(&by_uci));
        let (a, b) = (
            json(&by_uci),
            json(&quadrille(&["play", game, "--json"], san)),
        );
        assert_eq!(a["position"], b["position"], "{game}");
        assert_eq!(a["moves"], b["moves"], "{game}");
        let moves: Vec<&str> = uci
            .split_whitespace()
            .filter(|w| !w.ends_with('.'))
            .collect();
        let mut args = vec!["fen", game];
        args.extend(&moves);
        let by_fen = quadrille(&args, "");
        assert!(by_fen.status.success(), "{game}: {}", stderr(&by_fen));
        assert_eq!(stdout(&by_fen).trim(), a["position"], "{game}");
    }
    // By hand: the white knight passes from b1 of board A to b1 of board B, Black's pawn goes
    // from e7 to e5 and on to board B.
    let o = quadrille(&["fen", "ms-alice", "b1b1", "e7e5"], "");
    assert_eq!(
        stdout(&o).trim(),
        "ms-alice:rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/R1BQKBNR;8/8/8/4p3/8/8/8/1N6 w KQkq - 0 2",
        "{}",
        stderr(&o)
    );
    // A square with no piece of the player to move has no zero move.
    let err = fails(&["fen", "ms-alice", "e4e4"], "", 1);
    assert!(err.contains("'e4e4' is not a legal move"), "{err}");
}

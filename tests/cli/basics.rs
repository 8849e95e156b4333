//! The `quadrille` binary, run as a user would run it.

use crate::common;
use common::{fails, json, quadrille, stderr, stdout};

#[test]
fn games_lists_one_id_per_line() {
    let o = quadrille(&["games"], "");
    assert!(o.status.success());
    let out = stdout(&o);
    let ids: Vec<&str> = out.lines().collect();
    assert!(ids.contains(&"chess") && ids.contains(&"alice"), "{ids:?}");
    assert!(ids.iter().all(|id| !id.is_empty() && !id.contains(' ')));
}

#[test]
fn perft_prints_the_count_last() {
    // Counts from chess.md and alice.md.
    for (game, depth, nodes) in [("chess", "3", "8902"), ("alice", "3", "9384")] {
        let o = quadrille(&["perft", game, depth], "");
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(
            stdout(&o).lines().last(),
            Some(nodes),
            "perft {game} {depth}"
        );
    }
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let o = quadrille(&["perft", "chess", "2", "--position", kiwipete], "");
    assert_eq!(stdout(&o).lines().last(), Some("2039"), "{}", stderr(&o));
}

#[test]
fn divide_lists_root_moves_in_san_and_the_total() {
    let o = quadrille(&["divide", "chess", "2"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21, "{out}");
    assert!(
        lines.contains(&"Nf3 20") && lines.contains(&"e4 20"),
        "{out}"
    );
    assert_eq!(lines.last(), Some(&"total 400"));
    let o = quadrille(&["divide", "alice", "1"], "");
    assert!(stdout(&o).lines().any(|l| l == "Nf3/B 1"), "{}", stdout(&o));
}

/// `perft` and `divide` of one game, depth and position: perft's count, divide's lines before
/// the total (the last word of each is its count) and divide's total.
fn perft_and_divide(game: &str, depth: &str, position: Option<&str>) -> (u64, Vec<u64>, u64) {
    let mut args = vec![game, depth];
    if let Some(p) = position {
        args.extend(["--position", p]);
    }
    let run = |command: &str| {
        let o = quadrille(&[&[command][..], &args].concat(), "");
        assert!(o.status.success(), "{command} {args:?}: {}", stderr(&o));
        stdout(&o)
    };
    let count = |word: &str| {
        word.parse::<u64>()
            .unwrap_or_else(|_| panic!("{args:?}: {word}"))
    };
    let perft = count(run("perft").lines().last().unwrap());
    let divide = run("divide");
    let lines: Vec<&str> = divide.lines().collect();
    let (total, rows) = lines.split_last().unwrap();
    let total = count(total.strip_prefix("total ").unwrap());
    let rows = rows
        .iter()
        .map(|l| count(l.rsplit(' ').next().unwrap()))
        .collect();
    (perft, rows, total)
}

/// A game over by a rule (here bare kings) is one leaf for perft, at the root as deep in the
/// tree: divide says the same, with one line for the position itself.
#[test]
fn perft_and_divide_agree_where_the_game_is_over() {
    let bare = "8/8/4k3/8/8/4K3/8/8 w - - 0 1";
    for depth in ["1", "3"] {
        assert_eq!(
            perft_and_divide("chess", depth, Some(bare)),
            (1, vec![1], 1),
            "depth {depth}"
        );
    }
    let o = quadrille(&["divide", "chess", "1", "--position", bare], "");
    assert_eq!(stdout(&o), "(game over: bare-kings) 1\ntotal 1\n");
    // Checkmate (the fool's mate): no move to count, in either.
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(perft_and_divide("chess", "2", Some(mated)), (0, vec![], 0));
}

/// Divide's lines add up to perft's count, in games of every kind: one board, two boards, four
/// players, dice (split by roll). The counts come from tests/perft/*.txt and
/// tests/orwell_turns.rs, which take them from the rules files.
#[test]
fn divide_adds_up_to_perft() {
    for (game, depth, position, expected) in [
        ("chess", "2", None, Some(400)),
        (
            "chess",
            "2",
            Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            Some(2039),
        ),
        ("alice", "2", None, Some(400)),
        ("ms-alice", "2", None, Some(1296)),
        ("duo", "2", None, Some(2304)),
        ("four-ffa", "2", None, Some(399)),
        ("orwell", "1", None, Some(1795)),
        ("alice3", "2", None, None),
        ("fortress", "1", None, None),
        ("dodgson", "2", None, None),
    ] {
        let (perft, rows, total) = perft_and_divide(game, depth, position);
        assert!(!rows.is_empty(), "{game}");
        assert_eq!(rows.iter().sum::<u64>(), total, "{game} {depth}");
        assert_eq!(perft, total, "{game} {depth}");
        if let Some(n) = expected {
            assert_eq!(perft, n, "{game} {depth}");
        }
    }
}

#[test]
fn play_json_reports_the_alice_mates() {
    for record in [
        "1.e4 d5 2.Be2 dxe4 3.Bb5#",
        "1.e4 d6 2.Bc4 Qxd2 3.Bb5# 1-0",
        "[Game \"alice\"]\n1. e4 e5 2. Qh5 Nf6 3. Qxe5# {mate} 1-0",
    ] {
        let v = json(&quadrille(&["play", "alice", "--json"], record));
        assert_eq!(v["game"], "alice");
        assert_eq!(v["result"], "checkmate", "{record}");
        assert_eq!(v["over"], true);
        assert_eq!(v["in_check"], true);
        assert_eq!(v["legal_moves"], 0);
        assert_eq!(v["to_move"], "Black");
        assert_eq!(v["winners"], serde_json::json!(["White"]), "{record}");
        let moves = v["moves"].as_array().expect("moves");
        assert_eq!(moves.len(), 5);
        assert!(moves[4].as_str().unwrap().ends_with("/A#"), "{moves:?}");
        assert!(v["position"].as_str().is_some_and(|p| !p.is_empty()));
    }
}

#[test]
fn play_json_of_an_ongoing_game() {
    let v = json(&quadrille(&["play", "chess", "--json"], "1. e4 e5 2. Nf3"));
    assert_eq!(v["result"], "ongoing");
    assert_eq!(v["over"], false);
    assert_eq!(v["to_move"], "Black");
    assert_eq!(v["winners"], serde_json::json!([]));
    assert_eq!(v["moves"], serde_json::json!(["e4", "e5", "Nf3"]));
    assert_eq!(v["legal_moves"], 29);
    assert_eq!(
        v["position"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
}

#[test]
fn play_text_prints_position_and_result() {
    let o = quadrille(&["play", "chess"], "1. f3 e5 2. g4 Qh4#");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "result: checkmate (Black wins)"
        ]
    );
}

#[test]
fn an_illegal_or_ambiguous_move_is_named() {
    let err = fails(&["play", "alice"], "1.e4 d5 2.Be2 dxe4 3.Bb5 Kd7", 1);
    assert!(err.contains("move 6") && err.contains("3...Kd7"), "{err}");
    let err = fails(&["play", "chess", "--json"], "1. e4 e5 2. Ke3", 1);
    assert!(err.contains("move 3") && err.contains("Ke3"), "{err}");
    let err = fails(
        &[
            "play",
            "chess",
            "--position",
            "4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1",
        ],
        "Nd2",
        1,
    );
    assert!(
        err.contains("ambiguous") && err.contains("Nbd2") && err.contains("Nfd2"),
        "{err}"
    );
    let err = fails(&["play", "chess"], "1. e4 e5 2. hello", 1);
    assert!(err.contains("hello"), "{err}");
    let err = fails(&["play", "chess"], "1. f3 e5 2. g4 Qh4# 3. e4", 1);
    assert!(err.contains("over"), "{err}");
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    // Bad positions, games and options: exit code 1.
    for position in [
        "garbage",
        "",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8 w",
    ] {
        fails(&["perft", "chess", "1", "--position", position], "", 1);
        fails(&["play", "alice", "--position", position], "", 1);
    }
    fails(&["perft", "nosuchgame", "1"], "", 1);
    fails(&["perft", "chess", "1", "--set", "nosuchoption=1"], "", 1);
    fails(&["perft", "alice", "1", "--set", "en_passant=maybe"], "", 1);
    fails(&["play", "alice"], "[Game \"chess\"] 1. e4", 1);
    // Command lines that do not follow the usage: exit code 2, with the usage.
    for args in [
        &[][..],
        &["frobnicate"],
        &["perft", "chess"],
        &["perft", "chess", "deep"],
        &["perft", "chess", "2", "--frob"],
        &["play"],
        &["play", "chess", "--set"],
        &["bench", "--depth", "x"],
    ] {
        let err = fails(args, "", 2);
        assert!(err.contains("usage"), "{args:?}: {err}");
    }
}

#[test]
fn help_is_available() {
    for args in [
        &["--help"][..],
        &["help"],
        &["help", "play"],
        &["perft", "--help"],
    ] {
        let o = quadrille(args, "");
        assert!(o.status.success(), "{args:?}");
        assert!(stdout(&o).contains("usage: quadrille"), "{args:?}");
    }
}

#[test]
fn bench_runs_and_checks_its_counts() {
    let o = quadrille(&["bench", "--depth", "2"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out.lines().filter(|l| l.ends_with(" ok")).count(),
        4,
        "{out}"
    );
    assert!(out.lines().last().unwrap().contains("nodes/s"), "{out}");
}

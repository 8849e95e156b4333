//! `quadrille match` with an outside engine (`--engine`): the engine here is this project's own
//! `quadrille uci`, a separate process that speaks UCI, so the whole path (the opening sent as a
//! single-board FEN or a FEN, the moves in UCI, `bestmove` read back and checked) is exercised
//! without any other program. `--records` writes every game, and `quadrille play` reads each back.

use crate::common;
use common::{fails, json, quadrille, stdout};

fn uci_command() -> String {
    format!("{} uci", env!("CARGO_BIN_EXE_quadrille"))
}

/// The records of a `--records` file, one text per game.
fn records(path: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("the records file");
    text.split("[Event ")
        .filter(|r| !r.trim().is_empty())
        .map(|r| format!("[Event {r}"))
        .collect()
}

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("quadrille-{}-{name}", std::process::id()))
}

#[test]
fn an_outside_engine_plays_alice_from_the_book_and_every_game_reads_back() {
    let path = temp("alice-records.txt");
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/books/alice.txt");
    let o = quadrille(
        &[
            "match",
            "alice",
            "--players",
            "level2,engine",
            "--engine",
            &uci_command(),
            "--engine-option",
            "Skill Level=3",
            "--sprt",
            "0,50",
            "--games",
            "4",
            "--depth",
            "2",
            "--book",
            book,
            "--records",
            path.to_str().unwrap(),
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", common::stderr(&o));
    // The engine is named as it names itself (`id name`).
    assert!(out.contains("level2 against Quadrille"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("game ")).count(),
        4,
        "{out}"
    );
    let games = records(&path);
    assert_eq!(games.len(), 4, "{games:?}");
    for (n, record) in games.iter().enumerate() {
        // The book's positions have pieces on board B: the engine read them from the FEN.
        assert!(record.contains("[Position \"alice:"), "{record}");
        let report = json(&quadrille(&["play", "alice", "--json"], record));
        let moves = report["moves"].as_array().expect("moves").len();
        assert!(moves > 0, "game {}: {record}", n + 1);
        let seat = if n % 2 == 0 { "Black" } else { "White" };
        assert!(record.contains(&format!("[{seat} \"Quadrille")), "{record}");
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn an_outside_engine_plays_chess_in_either_seat() {
    let o = quadrille(
        &[
            "match",
            "chess",
            "--players",
            "engine,level1",
            "--engine",
            &uci_command(),
            "--games",
            "2",
            "--swap",
            "--nodes",
            "300",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", common::stderr(&o));
    assert!(out.contains("game 1: White=Quadrille"), "{out}");
    assert!(
        out.contains("game 2: White=level1 Black=Quadrille"),
        "{out}"
    );
}

#[test]
fn a_failing_engine_is_a_clear_error() {
    let alice = ["match", "alice", "--games", "1", "--depth", "1"];
    let with = |players: &str, engine: &str| {
        let mut a: Vec<&str> = alice.to_vec();
        a.extend(["--players", players]);
        if !engine.is_empty() {
            a.extend(["--engine", engine]);
        }
        a.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let run = |args: Vec<String>, code: i32| {
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        fails(&refs, "", code)
    };
    // It ends at once.
    let err = run(with("level1,engine", "true"), 1);
    assert!(err.contains("'true' ended before"), "{err}");
    assert!(err.contains("(exit status: 0)"), "{err}");
    // It cannot be found: the shell says so.
    let err = run(with("level1,engine", "/no/such/engine"), 1);
    assert!(err.contains("'/no/such/engine' ended before"), "{err}");
    assert!(err.contains("(exit status: 127): "), "{err}");
    assert!(err.contains("/no/such/engine: not found"), "{err}");
    // It answers with a move that is no legal move.
    let liar = "sh -c 'while read l; do case $l in uci) echo uciok;; isready) echo readyok;; \
                go*) echo bestmove a1a1;; quit) exit;; esac; done'";
    let err = run(with("engine,level1", liar), 1);
    assert!(
        err.contains("answered 'bestmove a1a1' after 0 moves"),
        "{err}"
    );
    // The seat and the command go together.
    let err = run(with("level1,engine", ""), 2);
    assert!(err.contains("needs --engine COMMAND"), "{err}");
    let err = run(with("level1,level2", "true"), 2);
    assert!(err.contains("no player is named 'engine'"), "{err}");
    let err = run(with("engine,engine", "true"), 2);
    assert!(err.contains("one player at most"), "{err}");
}

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
    // The seat and the command go together.
    let err = run(with("level1,engine", ""), 2);
    assert!(err.contains("needs --engine COMMAND"), "{err}");
    let err = run(with("level1,level2", "true"), 2);
    assert!(err.contains("no player is named 'engine'"), "{err}");
    // Two players may be the engine (each its own processes): each must start.
    let err = run(with("engine,engine", "true"), 1);
    assert!(err.contains("'true' ended before"), "{err}");
}

#[test]
fn an_engine_that_answers_a_move_that_is_not_legal_loses_the_game() {
    let liar = "sh -c 'while read l; do case $l in uci) echo uciok;; isready) echo readyok;; \
                go*) echo bestmove a1a1;; quit) exit;; esac; done'";
    let file = temp("liar-records.txt");
    let o = quadrille(
        &[
            "match",
            "alice",
            "--games",
            "2",
            "--depth",
            "1",
            "--players",
            "engine,level1",
            "--engine",
            liar,
            "--records",
            file.to_str().expect("a path"),
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", common::stderr(&o));
    // Both games are played and lost by the engine, with the reason.
    assert!(out.contains("game 1: White=sh -c"), "{out}");
    assert!(out.contains("level1 wins (forfeit by White: "), "{out}");
    assert!(
        out.contains("answered 'bestmove a1a1' after 0 moves"),
        "{out}"
    );
    assert!(out.contains("level1 (player 2) 2 0 0 100.0%"), "{out}");
    // The records end as the games did: White's forfeit is his resignation, Black won.
    let games = records(&file);
    assert_eq!(games.len(), 2, "{games:?}");
    for g in &games {
        assert!(g.contains("[Result \"0-1\"]"), "{g}");
    }
    let _ = std::fs::remove_file(&file);
}

/// An engine of 4pchess's dialect (command_line.cc: `position fen FEN4 moves h2-h3 ...`,
/// `bestmove h2-h3`) that always answers Red's first move, writing what it reads to `log`.
fn red_pawn_engine(log: &std::path::Path) -> String {
    format!(
        "4pchess:sh -c 'while read l; do echo \"$l\" >> {}; case $l in uci) echo uciok;; \
         isready) echo readyok;; position*) echo info string error handling position;; \
         go*) echo bestmove h2-h3;; quit) exit;; esac; done'",
        log.display()
    )
}

#[test]
fn a_four_player_engine_reads_fen4_and_chess_com_moves_and_forfeits_for_its_team() {
    let log = temp("4pchess-log.txt");
    let _ = std::fs::remove_file(&log);
    let o = quadrille(
        &[
            "match",
            "4pc-teams",
            "--players",
            "engine,level1",
            "--engine",
            &red_pawn_engine(&log),
            "--sprt",
            "0,50",
            "--games",
            "2",
            "--depth",
            "1",
            "--openings",
            "0",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", common::stderr(&o));
    // Game 1: the engine plays Red and Yellow; h2-h3 is Red's legal first move, and Yellow's
    // h2-h3 is not a move of Yellow: Yellow forfeits, and the team loses.
    let game1 = out.lines().find(|l| l.starts_with("game 1:")).unwrap_or("");
    assert!(
        game1.contains("(Red, Yellow) against level1 (Blue, Green): level1 wins"),
        "{out}"
    );
    assert!(game1.contains("forfeit by Yellow"), "{out}");
    // What the engine said of an error before its answer is on the line.
    assert!(
        game1.contains(
            "answered 'bestmove h2-h3' after 2 moves, after saying 'info string error handling \
             position'"
        ),
        "{out}"
    );
    // Game 2: Blue's first answer is not legal.
    let game2 = out.lines().find(|l| l.starts_with("game 2:")).unwrap_or("");
    assert!(game2.contains("forfeit by Blue"), "{out}");
    assert!(game2.contains("after 1 moves"), "{out}");
    let said = std::fs::read_to_string(&log).expect("the engine's log");
    // The start in chess.com's FEN4 (the modern array), then Red's and Blue's moves spelt
    // from-to with a dash.
    let start = "position fen R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/";
    let yellow = said
        .lines()
        .find(|l| l.starts_with(start) && l.contains(" moves h2-h3 "))
        .unwrap_or_else(|| panic!("{said}"));
    let blue_move = yellow.split(" moves h2-h3 ").nth(1).unwrap_or("");
    assert!(
        blue_move.len() >= 5 && blue_move.contains('-') && !blue_move.contains(' '),
        "{yellow}"
    );
    assert!(said.lines().any(|l| l == "go depth 1"), "{said}");
    let _ = std::fs::remove_file(&log);
}

/// An engine of Tetrarch's dialect (`position fen FEN4 moves h2h3 ...`) that always answers the
/// queen's move e4-b7, writing what it reads to `log`.
fn queen_engine(log: &std::path::Path) -> String {
    format!(
        "tetrarch:sh -c 'while read l; do echo \"$l\" >> {}; case $l in uci) echo uciok;; \
         isready) echo readyok;; go*) echo bestmove e4b7;; quit) exit;; esac; done'",
        log.display()
    )
}

#[test]
fn after_a_player_leaves_the_free_for_all_the_engine_is_sent_the_position_itself() {
    // Red to move: his queen's move e4-b7 mates Blue's king on a7 (guarded by the rook on
    // b11), and in chess.com's free-for-all Blue is out at once. An engine that decides a mate
    // only on the mated player's turn, sent the start and the moves, would keep Blue in; so
    // after the mate the engine is sent the position itself, and from there the moves since.
    let log = temp("tetrarch-ffa-log.txt");
    let _ = std::fs::remove_file(&log);
    let start = common::verney_text(
        &[
            ("h1", "rK"),
            ("a7", "bK"),
            ("g14", "yK"),
            ("n9", "gK"),
            ("e4", "rQ"),
            ("b11", "rR"),
            ("g10", "bR"),
        ],
        "r - - 0 1 0/0/0/0 -",
    );
    let o = quadrille(
        &[
            "match",
            "4pc-ffa",
            "--players",
            "engine,level1",
            "--engine",
            &queen_engine(&log),
            "--sprt",
            "0,50",
            "--games",
            "4",
            "--depth",
            "1",
            "--openings",
            "0",
            "--position",
            &start,
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", common::stderr(&o));
    // Game 1 seats the engine as Red (the games after it, in the other seats, write to the log
    // after it).
    let said = std::fs::read_to_string(&log).expect("the engine's log");
    let sent: Vec<&str> = said
        .lines()
        .filter(|l| l.starts_with("position "))
        .collect();
    assert!(sent.len() >= 2, "{said}");
    // First the start, nobody out, no moves.
    assert!(sent[0].starts_with("position fen R-0,0,0,0-"), "{said}");
    assert!(!sent[0].contains(" moves "), "{said}");
    // Then, on Red's next turn, the position itself: Blue out, his pieces dead, Red's 20
    // points, and no moves (Yellow's and Green's are in it).
    assert!(sent[1].starts_with("position fen R-0,1,0,0-"), "{said}");
    assert!(sent[1].contains("-20,0,0,0-"), "{said}");
    assert!(sent[1].contains("dbK"), "Blue's king is dead: {said}");
    assert!(!sent[1].contains(" moves "), "{said}");
    // The engine's second e4-b7 is not a legal move: Red forfeits.
    let game1 = out.lines().find(|l| l.starts_with("game 1:")).unwrap_or("");
    assert!(game1.contains("forfeit by Red"), "{out}");
    let _ = std::fs::remove_file(&log);
}

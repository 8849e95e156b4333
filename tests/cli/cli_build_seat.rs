//! `quadrille match` with seats played by another build (`build:PATH`): here the build is this
//! very program, run once a move as `quadrille bestmove`, so the whole path (the position's text
//! and the rule options sent, the move or the turn with dice read back and checked) is exercised
//! in a four-player game, a game with dice and a test of two builds.

use crate::common;
use common::{fails, quadrille, stdout};

fn build() -> String {
    format!("build:{}", env!("CARGO_BIN_EXE_quadrille"))
}

fn game_lines(out: &str) -> usize {
    out.lines().filter(|l| l.starts_with("game ")).count()
}

/// Runs `quadrille match GAME --players PLAYERS` with `more`, which must succeed; its output.
fn play(game: &str, players: &str, more: &[&str]) -> String {
    let mut args = vec!["match", game, "--players", players];
    args.extend(more);
    let o = quadrille(&args, "");
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", common::stderr(&o));
    out
}

#[test]
fn a_build_plays_a_four_player_game_and_a_game_with_dice() {
    let players = format!("{},level1,{},level1", build(), build());
    let out = play(
        "four-ffa",
        &players,
        &["--games", "1", "--depth", "1", "--max-plies", "40"],
    );
    assert!(out.contains(&format!("game 1: White={}", build())), "{out}");
    assert_eq!(game_lines(&out), 1, "{out}");
    // Orwell: each turn of the build is read whole, dice and passes included.
    let players = format!("{},level1,level1", build());
    let limits = [
        "--games",
        "1",
        "--depth",
        "1",
        "--max-plies",
        "30",
        "--seed",
        "4",
    ];
    let out = play("orwell", &players, &limits);
    assert_eq!(game_lines(&out), 1, "{out}");
}

#[test]
fn two_builds_meet_in_a_test_of_rounds() {
    // The same program in both: each round's games are played; the test's line names both.
    let players = format!("{},{}", build(), build());
    let limits = [
        "--games",
        "4",
        "--sprt",
        "0,50",
        "--depth",
        "1",
        "--max-plies",
        "24",
    ];
    let out = play("dodgson", &players, &limits);
    assert_eq!(game_lines(&out), 4, "{out}");
    assert!(out.contains("in one seat against build:"), "{out}");
}

#[test]
fn a_failing_build_is_a_clear_error() {
    let run = |players: &str, code: i32| {
        fails(
            &[
                "match",
                "chess",
                "--players",
                players,
                "--games",
                "1",
                "--depth",
                "1",
            ],
            "",
            code,
        )
    };
    let err = run("build:/no/such/quadrille,level1", 1);
    assert!(
        err.contains("the build '/no/such/quadrille' cannot be run"),
        "{err}"
    );
    // A program that answers something else than a move.
    let err = run("level1,build:/bin/echo", 1);
    assert!(
        err.contains("the build '/bin/echo' answered 'bestmove chess"),
        "{err}"
    );
    assert!(err.contains("not a legal move here"), "{err}");
    // A program that fails.
    let err = run("build:/bin/false,level1", 1);
    assert!(
        err.contains("the build '/bin/false' failed (exit status: 1)"),
        "{err}"
    );
    // A program that never answers is stopped after twice the move's time and ten seconds.
    let silent = std::env::temp_dir().join(format!("quadrille-{}-silent", std::process::id()));
    std::fs::write(&silent, "#!/bin/sh\nexec sleep 60\n").unwrap();
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&silent)
        .status()
        .unwrap();
    let players = format!("build:{},level1", silent.display());
    let err = fails(
        &[
            "match",
            "chess",
            "--players",
            &players,
            "--games",
            "1",
            "--movetime",
            "1",
        ],
        "",
        1,
    );
    assert!(err.contains("gave no answer within 10002 ms"), "{err}");
    let _ = std::fs::remove_file(&silent);
    let err = run("build:,level1", 2);
    assert!(err.contains("after build: comes the path"), "{err}");
}

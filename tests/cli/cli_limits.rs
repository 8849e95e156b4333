//! The command line at the edges of its input: arguments that are not UTF-8, numbers beyond the
//! allowed ranges, and huge arguments. Each is a message and an exit code, never a panic or a
//! command that runs for ever.

use crate::common;
use common::{fails, stderr};
use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs the binary with arguments that may not be UTF-8; returns the exit code and standard error.
fn run_os(args: &[OsString]) -> (Option<i32>, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_quadrille"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    (o.status.code(), stderr(&o))
}

fn os(words: &[&[u8]]) -> Vec<OsString> {
    words
        .iter()
        .map(|w| OsStr::from_bytes(w).to_os_string())
        .collect()
}

#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error() {
    for args in [
        os(&[b"perft", b"\xff", b"1"]),
        os(&[b"perft", b"chess", b"1", b"--position", b"\xff"]),
        os(&[b"\xff"]),
        os(&[b"bestmove", b"chess", b"--movetime", b"1\xfe0"]),
        os(&[
            b"match",
            b"chess",
            b"--players",
            b"level1,\xff",
            b"--games",
            b"1",
        ]),
        os(&[b"play", b"chess", b"--set", b"\xc3=1"]),
    ] {
        let (code, err) = run_os(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.starts_with("quadrille: argument "), "{args:?}: {err}");
        assert!(err.contains("is not valid UTF-8"), "{args:?}: {err}");
    }
    // The message says which argument, and shows it with the bad bytes replaced.
    let (_, err) = run_os(&os(&[b"perft", b"\xff", b"1"]));
    assert!(
        err.starts_with("quadrille: argument 2 ('\u{fffd}') is not valid UTF-8"),
        "{err}"
    );
}

/// Fails at once, with exit code 2 and a message naming the allowed range. A command that
/// accepts the number and starts to work is stopped after 20 seconds and fails the test.
fn out_of_range(args: &[&str], range: &str) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quadrille"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let started = Instant::now();
    while child.try_wait().expect("the binary runs").is_none() {
        if started.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} was accepted and still runs after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let o = child.wait_with_output().expect("the binary finishes");
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    let first = err.lines().next().unwrap_or("");
    assert!(first.contains(range), "{args:?}: {first}");
}

#[test]
fn depths_beyond_the_range_are_refused() {
    out_of_range(&["perft", "alice", "99"], "0 to 12");
    out_of_range(&["perft", "chess", "13"], "0 to 12");
    out_of_range(&["divide", "chess", "4294967296"], "1 to 12");
    out_of_range(&["bench", "--depth", "50"], "0 to 12");
    out_of_range(&["bestmove", "chess", "--depth", "65"], "1 to 64");
    out_of_range(&["bestmove", "chess", "--depth", "0"], "1 to 64");
    // The ends of the ranges are accepted.
    succeeds(&["perft", "chess", "0"]);
    succeeds(&["bestmove", "chess", "--depth", "1"]);
}

fn succeeds(args: &[&str]) {
    let o = common::quadrille(args, "");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
}

#[test]
fn time_node_and_game_limits_beyond_the_range_are_refused() {
    out_of_range(
        &["bestmove", "chess", "--movetime", "18446744073709551615"],
        "1 to 3600000",
    );
    out_of_range(
        &["bestmove", "chess", "--movetime", "99999999999999999999999"],
        "1 to 3600000",
    );
    out_of_range(&["bestmove", "chess", "--movetime", "0"], "1 to 3600000");
    out_of_range(&["bench-ai", "--movetime", "3600001"], "1 to 3600000");
    out_of_range(
        &["bestmove", "chess", "--nodes", "18446744073709551615"],
        "1 to 100000000",
    );
    out_of_range(&["bestmove", "chess", "--level", "300"], "1 to 8");
    let game = ["match", "chess", "--players", "random,random"];
    let with = |extra: &[&'static str]| -> Vec<&str> {
        game.iter().chain(extra.iter()).copied().collect()
    };
    out_of_range(&with(&["--games", "4294967295"]), "1 to 100000");
    out_of_range(&with(&["--games", "0"]), "1 to 100000");
    out_of_range(
        &with(&["--games", "1", "--max-plies", "4294967295"]),
        "1 to 10000",
    );
    out_of_range(
        &with(&["--games", "1", "--seed", "18446744073709551616"]),
        "0 to 18446744073709551615",
    );
    // The ends of the ranges are accepted: a depth of 1 stops the longest time at once.
    succeeds(&["bestmove", "chess", "--movetime", "3600000", "--depth", "1"]);
    succeeds(&["bestmove", "chess", "--nodes", "1", "--level", "1"]);
    succeeds(&with(&[
        "--games",
        "1",
        "--max-plies",
        "10000",
        "--nodes",
        "1",
    ]));
}

#[test]
fn a_huge_argument_gives_a_short_message() {
    let long = "x".repeat(100_000);
    let position = format!("8/8/8/8/8/8/8/{long} w - - 0 1");
    for (args, code) in [
        (
            vec!["perft", "chess", "1", "--position", position.as_str()],
            1,
        ),
        (
            vec!["bestmove", "chess", "--position", position.as_str()],
            1,
        ),
        (vec!["perft", long.as_str(), "1"], 1),
        (vec!["perft", "chess", "1", "--set", long.as_str()], 2),
        (
            vec!["perft", "chess", "1", "--set", &format!("{long}=1")],
            1,
        ),
        (vec!["perft", "chess", long.as_str()], 2),
        (vec![long.as_str()], 2),
        (vec!["bestmove", "chess", "--movetime", long.as_str()], 2),
        (vec!["bestmove", "chess", long.as_str()], 2),
        (vec!["games", long.as_str()], 2),
        (
            vec![
                "match",
                "chess",
                "--players",
                &format!("{long},random"),
                "--games",
                "1",
            ],
            2,
        ),
    ] {
        let err = fails(&args, "", code);
        // The first line is the message; a usage error adds the usage text after it.
        let first = err.lines().next().unwrap_or("");
        // The input is quoted by a short excerpt; the rest (such as the list of game ids) is the
        // message's own.
        assert!(
            !first.contains(&"x".repeat(61)),
            "{}: the whole argument is quoted",
            &args.join(" ")[..40]
        );
        assert!(
            first.chars().count() < 500,
            "{}: {} characters: {}",
            &args.join(" ")[..40],
            first.chars().count(),
            &first[..200.min(first.len())]
        );
    }
}

#[test]
fn a_huge_bad_record_on_standard_input_gives_a_short_message() {
    let long = "Q".repeat(150_000);
    for (game, record) in [
        ("chess", format!("1. e4 {long}")),
        ("orwell", format!("1,3: {long}")),
        ("chess", format!("[Game \"{long}\"]\n1. e4")),
    ] {
        let err = fails(&["play", game], &record, 1);
        assert!(
            err.chars().count() < 300,
            "play {game}: {} characters: {}",
            err.chars().count(),
            &err[..200.min(err.len())]
        );
    }
}

//! `quadrille tune`: fits the evaluation's numbers to recorded games. On a small set of games the
//! error it reports falls, the weights it prints read back, and bad input gets a clear message.

use crate::common;
use common::{fails, quadrille, stderr, stdout};
use quadrille::ai::Weights;
use quadrille::variant;

fn temp(name: &str) -> String {
    common::temp_path("tune", name)
}

/// A few short games of Alice Chess from random openings, written as records.
fn records() -> String {
    let path = temp("games.pgn");
    let o = quadrille(
        &[
            "match",
            "alice",
            "--players",
            "level8,level8:-see_order",
            "--games",
            "16",
            "--nodes",
            "300",
            "--sprt",
            "0,20",
            "--openings",
            "8",
            "--seed",
            "3",
            "--records",
            &path,
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    path
}

/// The number after `prefix` on the line that starts with it.
fn figure(text: &str, prefix: &str) -> f64 {
    let line = text.lines().find(|l| l.starts_with(prefix)).expect(prefix);
    line[prefix.len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn tuning_lowers_the_error_and_prints_weights_that_read_back() {
    let games = records();
    let o = quadrille(
        &[
            "tune",
            "alice",
            "--records",
            &games,
            "--passes",
            "2",
            "--only",
            "tempo,alone,pressure,value_N,centre_leaper",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let positions = figure(&text, "# alice: ");
    assert!(positions >= 20.0, "{text}");
    let before = figure(&text, "# error before ");
    let after = figure(&text, "# error after ");
    assert!(after < before, "{text}");
    assert!(before > 0.0 && before < 1.0, "{text}");
    let w = Weights::parse(&text).unwrap();
    let alice = variant::build("alice", &[]).unwrap();
    // The error fell, so some weight tuned moved; the others stayed.
    assert_ne!(
        w.filled(&alice),
        Weights::default().filled(&alice),
        "{text}"
    );
    let d = Weights::default();
    assert_eq!(
        (w.danger, w.shelter, w.centre_pawn),
        (d.danger, d.shelter, d.centre_pawn)
    );
}

#[test]
fn bad_input_gets_a_clear_error() {
    let err = fails(&["tune", "alice"], "", 2);
    assert!(err.contains("--records"), "{err}");
    let err = fails(&["tune", "alice", "--records", &temp("none.pgn")], "", 1);
    assert!(err.contains("cannot read"), "{err}");
    let junk = temp("junk.pgn");
    std::fs::write(&junk, "[Result \"1-0\"]\n\n1. Zz9 1-0\n").unwrap();
    let err = fails(&["tune", "alice", "--records", &junk], "", 1);
    assert!(err.contains("game 1"), "{err}");
    let err = fails(&["tune", "orwell", "--records", &junk], "", 1);
    assert!(err.contains("without dice"), "{err}");
    let weights = temp("bad-weights.txt");
    std::fs::write(&weights, "tempo 10\nalone lots\n").unwrap();
    let err = fails(
        &["tune", "alice", "--records", &junk, "--weights", &weights],
        "",
        1,
    );
    assert!(err.contains("line 2"), "{err}");
    let empty = temp("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let err = fails(
        &["tune", "alice", "--records", &empty, "--only", "speed"],
        "",
        1,
    );
    assert!(err.contains("not a weight"), "{err}");
    let err = fails(&["tune", "alice", "--records", &empty], "", 1);
    assert!(err.contains("at least 20"), "{err}");
    let err = fails(
        &["tune", "alice", "--records", &empty, "--passes", "0"],
        "",
        2,
    );
    assert!(err.contains("--passes"), "{err}");
    let err = fails(
        &["tune", "alice", "--records", &empty, "--switches", "+speed"],
        "",
        2,
    );
    assert!(err.contains("--switches") && err.contains("speed"), "{err}");
}

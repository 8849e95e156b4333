//! `quadrille label` and `tune --labels`: the positions tune fits, scored by an outside engine
//! (here `quadrille uci` itself), and a fit to those scores. The labels are the positions tune
//! takes, every K-th, each chance the one its engine score gives; tune reads them back and its
//! error falls; bad labels get a clear message.

use crate::common;
use common::{fails, quadrille, stderr, stdout};
use quadrille::position::Position;
use quadrille::variant;

fn temp(name: &str) -> String {
    common::temp_path("label", name)
}

/// A few short games of Alice Chess, written as records.
fn records() -> String {
    let path = temp("games.pgn");
    let args = [
        "match",
        "alice",
        "--players",
        "level3,level3",
        "--games",
        "6",
        "--nodes",
        "300",
        "--seed",
        "5",
        "--records",
        &path,
    ];
    let o = quadrille(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    path
}

/// The number of positions tune takes from the records (its first comment line).
fn positions_tune_takes(records: &str) -> usize {
    let o = quadrille(
        &[
            "tune",
            "alice",
            "--records",
            records,
            "--only",
            "tempo",
            "--passes",
            "1",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let first = out.lines().next().unwrap();
    first.split_whitespace().nth(2).unwrap().parse().unwrap()
}

fn engine() -> String {
    format!("{} uci", env!("CARGO_BIN_EXE_quadrille"))
}

#[test]
fn labels_are_tunes_positions_with_the_engines_chances() {
    let games = records();
    let all = positions_tune_takes(&games);
    assert!(all >= 30, "{all} positions");
    let o = quadrille(
        &[
            "label",
            "alice",
            "--records",
            &games,
            "--engine",
            &engine(),
            "--nodes",
            "400",
            "--every",
            "3",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), all.div_ceil(3), "{out}");
    let v = variant::build("alice", &[]).unwrap();
    let mut spread = (1.0f64, 0.0f64);
    for line in &lines {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 3, "{line}");
        let pos = Position::from_text(&v, f[0]).expect("the position reads back");
        assert!(!pos.in_check() && !pos.outcome().is_over(), "{line}");
        let p: f64 = f[1].parse().unwrap();
        let (kind, n) = f[2].split_once(' ').unwrap();
        let n: f64 = n.parse().unwrap();
        let want = match kind {
            "cp" => 1.0 / (1.0 + 10f64.powf(-n / 400.0)),
            "mate" => f64::from(u8::from(n > 0.0)),
            _ => panic!("{line}"),
        };
        assert!((p - want).abs() < 1e-6, "{line}");
        spread = (spread.0.min(p), spread.1.max(p));
    }
    assert!(spread.1 - spread.0 > 0.2, "the chances differ: {spread:?}");

    // tune fits them alone: the error falls, and held-out positions are counted.
    let labels = temp("games.labels");
    std::fs::write(&labels, &out).unwrap();
    let o = quadrille(
        &[
            "tune",
            "alice",
            "--labels",
            &labels,
            "--only",
            "value_Q,value_R,tempo",
            "--passes",
            "2",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let fit = stdout(&o);
    assert!(
        fit.starts_with(&format!("# alice: {} positions", lines.len())),
        "{fit}"
    );
    let error = |prefix: &str| -> f64 {
        let l = fit.lines().find(|l| l.starts_with(prefix)).expect(prefix);
        l[prefix.len()..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(error("# error after ") <= error("# error before "), "{fit}");

    // With --k the K is the one given, not fitted.
    let o = quadrille(
        &[
            "tune", "alice", "--labels", &labels, "--only", "tempo", "--passes", "1", "--k",
            "0.005756",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let fixed = stdout(&o);
    assert!(fixed.contains("\n# K 0.005756\n"), "{fixed}");
    assert!(
        !fit.contains("\n# K 0.005756\n"),
        "the fitted K differs: {fit}"
    );
}

#[test]
fn bad_labels_and_arguments_get_clear_messages() {
    let v = variant::build("alice", &[]).unwrap();
    let start = Position::start(&v).to_text();
    let good: String = (0..25).map(|_| format!("{start}\t0.5\tcp 0\n")).collect();
    for (body, says) in [
        (
            format!("{good}{start}\t1.5\n"),
            "line 26: '1.5' is not a chance",
        ),
        (format!("# a comment\n{good}nonsense\t0.5\n"), "line 27"),
        (
            format!("{good}{start}\n"),
            "line 26: a label is a position, a tab",
        ),
    ] {
        let path = temp("bad.labels");
        std::fs::write(&path, body).unwrap();
        let err = fails(&["tune", "alice", "--labels", &path], "", 1);
        assert!(err.contains(says), "{err}");
    }
    let err = fails(&["label", "alice", "--engine", "x"], "", 2);
    assert!(err.contains("--records"), "{err}");
    let err = fails(&["label", "alice", "--records", "x.pgn"], "", 2);
    assert!(err.contains("--engine"), "{err}");
    let err = fails(
        &[
            "label",
            "alice",
            "--records",
            "/nonexistent/x.pgn",
            "--engine",
            "x",
        ],
        "",
        1,
    );
    assert!(err.contains("cannot read"), "{err}");
    for bad in ["0", "-1", "2", "x"] {
        let err = fails(&["tune", "alice", "--labels", "x", "--k", bad], "", 2);
        assert!(err.contains("--k must be a number"), "{err}");
    }
    let err = fails(&["tune", "alice"], "", 2);
    assert!(err.contains("--labels"), "{err}");
}

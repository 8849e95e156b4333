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

/// The number of positions tune takes from the records of `game` (its first comment line).
fn positions_tune_takes(game: &str, records: &[&str]) -> usize {
    let mut args = vec!["tune", game, "--only", "tempo", "--passes", "1"];
    for r in records {
        args.extend(["--records", r]);
    }
    let o = quadrille(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let first = out.lines().next().unwrap();
    first.split_whitespace().nth(2).unwrap().parse().unwrap()
}

/// A line of labels in `game`: three fields, a position that reads back, and a chance that is
/// the one its score gives (1 / (1 + 10^(-cp/400)), or 1 or 0 for a mate). The position and the
/// chance.
fn checked_label(v: &std::sync::Arc<variant::Variant>, line: &str) -> (Position, f64) {
    let f: Vec<&str> = line.split('\t').collect();
    assert_eq!(f.len(), 3, "{line}");
    let pos = Position::from_text(v, f[0]).expect("the position reads back");
    let p: f64 = f[1].parse().unwrap();
    let (kind, n) = f[2].split_once(' ').unwrap();
    let n: f64 = n.parse().unwrap();
    let want = match kind {
        "cp" => 1.0 / (1.0 + 10f64.powf(-n / 400.0)),
        "mate" => f64::from(u8::from(n > 0.0)),
        _ => panic!("{line}"),
    };
    assert!((p - want).abs() < 1e-6, "{line}");
    (pos, p)
}

/// Asserts that tune's output `fit` reports an error after the fit no greater than before.
fn assert_error_falls(fit: &str) {
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
}

fn engine() -> String {
    format!("{} uci", env!("CARGO_BIN_EXE_quadrille"))
}

#[test]
fn labels_are_tunes_positions_with_the_engines_chances() {
    let games = records();
    let all = positions_tune_takes("alice", &[games.as_str()]);
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
        let (pos, p) = checked_label(&v, line);
        assert!(!pos.in_check() && !pos.outcome().is_over(), "{line}");
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
    assert_error_falls(&fit);

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

/// The non-comment lines of `quadrille label` with these arguments.
fn label_lines(args: &[&str]) -> Vec<String> {
    let o = quadrille(args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o)
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// `--engine self` scores each position with the search that `quadrille uci` runs, in this
/// process: the same lines, position for position, as the UCI engine's labels.
#[test]
fn own_labels_are_the_uci_engines() {
    let games = records();
    let args = |engine: &str| -> Vec<String> {
        let words = [
            "label",
            "alice",
            "--records",
            &games,
            "--engine",
            engine,
            "--nodes",
            "500",
            "--every",
            "4",
        ];
        label_lines(&words)
    };
    let own = args("self");
    let uci = args(&engine());
    assert!(own.len() >= 8, "{own:?}");
    assert_eq!(own, uci);
}

/// The partnership game, which UCI cannot speak of: two real chess.com exports, every position
/// that tune takes scored for the side to move, each chance the one its score gives.
#[test]
fn own_labels_score_the_partnership_game() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn4/");
    let games: Vec<String> = ["teams-26780486.pgn4", "teams-26780489.pgn4"]
        .iter()
        .map(|f| format!("{data}{f}"))
        .collect();
    let mut label = vec!["label", "4pc-teams", "--engine", "self", "--nodes", "300"];
    for g in &games {
        label.extend(["--records", g]);
    }
    let records: Vec<&str> = games.iter().map(String::as_str).collect();
    let taken = positions_tune_takes("4pc-teams", &records);
    let lines = label_lines(&label);
    assert_eq!(lines.len(), taken);
    assert!(taken >= 20, "{taken} positions");
    let v = variant::build("4pc-teams", &[]).unwrap();
    let mut sides = [0; 2];
    for line in &lines {
        let (pos, _) = checked_label(&v, line);
        sides[usize::from(pos.to_move().0 % 2)] += 1;
    }
    assert!(
        sides[0] > 0 && sides[1] > 0,
        "both sides to move: {sides:?}"
    );
}

/// A position where level 8 finishes no depth within the nodes has no score of its own: it is
/// left out and counted, and the rest of the file is still written.
#[test]
fn own_labels_leave_out_the_positions_without_a_finished_depth() {
    let data = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pgn4/ffa-99399052.pgn4"
    );
    let o = quadrille(
        &[
            "label",
            "4pc-ffa",
            "--records",
            data,
            "--engine",
            "self",
            "--nodes",
            "3",
            "--every",
            "10",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let first = out.lines().next().unwrap();
    let chosen: usize = first.split_whitespace().nth(2).unwrap().parse().unwrap();
    assert!(chosen >= 2, "{first}");
    let last = out.lines().last().unwrap();
    assert_eq!(
        last,
        format!("# {chosen} positions left out: level 8 finished no depth within the nodes")
    );
    assert_eq!(
        out.lines().filter(|l| !l.starts_with('#')).count(),
        0,
        "{out}"
    );
}

/// The free-for-all has no result for the player to move, so tune fits it to labels alone:
/// level 8's own scores of real chess.com games (each the chance its score gives), fitted with a
/// falling error; its records alone get a clear message instead.
#[test]
fn own_labels_fit_the_free_for_all() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn4/");
    let games: Vec<String> = ["ffa-100527014.pgn4", "ffa-99399052.pgn4"]
        .iter()
        .map(|f| format!("{data}{f}"))
        .collect();
    let mut label = vec!["label", "4pc-ffa", "--engine", "self", "--nodes", "3000"];
    for g in &games {
        label.extend(["--records", g]);
    }
    let lines = label_lines(&label);
    assert!(lines.len() >= 20, "{} positions", lines.len());
    let v = variant::build("4pc-ffa", &[]).unwrap();
    let mut movers = [0; 4];
    for line in &lines {
        let (pos, _) = checked_label(&v, line);
        movers[pos.to_move().index()] += 1;
    }
    assert!(
        movers.iter().all(|&n| n > 0),
        "every seat to move: {movers:?}"
    );
    let labels = temp("ffa.labels");
    std::fs::write(&labels, lines.join("\n") + "\n").unwrap();
    let o = quadrille(
        &[
            "tune",
            "4pc-ffa",
            "--labels",
            &labels,
            "--only",
            "value_Q,tempo",
            "--passes",
            "2",
            "--k",
            "0.005756",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let fit = stdout(&o);
    assert!(
        fit.starts_with(&format!("# 4pc-ffa: {} positions", lines.len())),
        "{fit}"
    );
    assert_error_falls(&fit);
    let err = fails(&["tune", "4pc-ffa", "--records", &games[0]], "", 1);
    assert!(err.contains("labels only"), "{err}");
}

/// A game with dice has no score without its roll: a clear error, not a panic.
#[test]
fn own_labels_refuse_the_games_with_dice() {
    let path = temp("orwell.pgn");
    std::fs::write(&path, "").unwrap();
    let err = fails(
        &["label", "orwell", "--records", &path, "--engine", "self"],
        "",
        1,
    );
    assert!(err.contains("orwell is played with dice"), "{err}");
}

/// An engine of 4pchess's dialect that scores every position 50 for Red and Yellow (half a
/// pawn in its scale, a pawn being 50), writing what it reads to `log`.
fn half_pawn_engine(log: &str) -> String {
    format!(
        "4pchess:sh -c 'while read l; do echo \"$l\" >> {log}; case $l in uci) echo uciok;; \
         isready) echo readyok;; go*) echo info depth 1 time 1 nodes 1 pv h2-h3 score 50 nps 1; \
         echo bestmove h2-h3;; quit) exit;; esac; done'"
    )
}

/// 4pchess's command line writes its scores for the player to move (a real 4pchess, asked about
/// a position where Green is to move and Red and Yellow are far ahead, answers `score -2201`),
/// a pawn being 50: each label is the score doubled, whoever is to move (cp 100, chance
/// 1 / (1 + 10^(-1/4)) = 0.640065), the positions sent in FEN4 with `go` as given.
#[test]
fn four_p_chess_labels_are_the_side_to_moves_doubled() {
    let log = temp("4pchess-label-log.txt");
    let _ = std::fs::remove_file(&log);
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pgn4/teams-26780486.pgn4"
    );
    let lines = label_lines(&[
        "label",
        "4pc-teams",
        "--records",
        game,
        "--engine",
        &half_pawn_engine(&log),
        "--engine-go",
        "movetime 50",
        "--every",
        "5",
    ]);
    assert!(lines.len() >= 4, "{lines:?}");
    let v = variant::build("4pc-teams", &[]).unwrap();
    let mut sides = [false; 2];
    for line in &lines {
        let f: Vec<&str> = line.split('\t').collect();
        let pos = Position::from_text(&v, f[0]).expect("the position reads back");
        sides[usize::from(pos.to_move().0 % 2)] = true;
        assert_eq!((f[1], f[2]), ("0.640065", "cp 100"), "{line}");
    }
    // Both teams were to move in some of the labelled positions.
    assert_eq!(sides, [true, true], "{lines:?}");
    let said = std::fs::read_to_string(&log).expect("the engine's log");
    let sent = |start: &str| said.lines().filter(|l| l.starts_with(start)).count();
    assert_eq!(sent("position fen "), lines.len(), "{said}");
    assert_eq!(sent("go movetime 50"), lines.len(), "{said}");
    assert!(!said.contains("UCI_Variant"), "{said}");
}

#[test]
fn label_refuses_what_it_cannot_read() {
    let err = fails(
        &[
            "label",
            "4pc-teams",
            "--records",
            "x.pgn4",
            "--engine",
            "tetrarch:x",
        ],
        "",
        2,
    );
    assert!(err.contains("not Tetrarch's"), "{err}");
    let path = temp("empty.pgn");
    std::fs::write(&path, "").unwrap();
    let err = fails(
        &[
            "label",
            "alice",
            "--records",
            &path,
            "--engine",
            "self",
            "--engine-go",
            "depth 3",
        ],
        "",
        2,
    );
    assert!(
        err.contains("takes no --engine-option or --engine-go"),
        "{err}"
    );
}

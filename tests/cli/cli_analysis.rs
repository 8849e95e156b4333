//! `quadrille analyse` and `quadrille review`: the analysis board on the command line.

use crate::common::{fails, quadrille, stdout};

/// White mates in one three ways (Qg7#, guarded by the knight; Qe8# and Qb8#, the knight
/// covering g7): with four lines, the last depth's first three are those mates, written #1.
#[test]
fn analyse_shows_every_mate_in_one() {
    let o = quadrille(
        &[
            "analyse",
            "chess",
            "--position",
            "6k1/5p1p/8/4QN2/8/3B4/8/6K1 w - - 0 1",
            "--lines",
            "4",
            "--depth",
            "3",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    let last: Vec<&str> = out.lines().rev().take(4).collect::<Vec<_>>();
    let mut mates: Vec<&str> = last
        .iter()
        .filter(|l| l.contains(") #1 "))
        .map(|l| l.split_whitespace().nth(2).unwrap_or(""))
        .collect();
    mates.sort();
    assert_eq!(mates, ["Qb8#", "Qe8#", "Qg7#"], "{out}");
}

/// The scholar's mate: Black's 3...Nf6 allows mate in one, a blunder (??); White's mating move
/// is the best move, unmarked; White makes no blunder.
#[test]
fn review_marks_the_move_that_allows_mate() {
    let o = quadrille(
        &["review", "chess", "--depth", "4"],
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    let line = |word: &str| {
        out.lines()
            .find(|l| l.contains(word))
            .unwrap_or_else(|| panic!("no {word}: {out}"))
            .to_string()
    };
    assert!(line(": Nf6 ").contains("?? blunder"), "{out}");
    assert!(!line("Qxf7#").contains('?'), "{out}");
    assert!(
        out.contains("White: ") && line("White: ").ends_with("0 blunders"),
        "{out}"
    );
    assert!(line("Black: ").ends_with("1 blunders"), "{out}");
}

/// Nothing to analyse, a record that is not legal, and a missing game are errors, not panics.
#[test]
fn analysis_errors_are_plain() {
    fails(
        &[
            "analyse",
            "chess",
            "--position",
            "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
        ],
        "",
        1,
    );
    fails(&["review", "chess"], "1. e4 e4", 1);
    fails(&["review"], "", 2);
    fails(&["analyse", "chess", "--lines", "0"], "", 2);
}

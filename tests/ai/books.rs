//! The opening books of `books/` (made by `quadrille openings`, read by `quadrille match --sprt
//! ... --book FILE`) and the two commands' handling of them.

use crate::common;
use common::{fails, quadrille, stderr, stdout};
use quadrille::position::Position;
use std::collections::HashSet;

/// The positions of a book: its lines without comments and empty lines.
fn lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

#[test]
fn every_line_of_every_book_is_a_legal_unfinished_position_of_its_game() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/books");
    let mut books = 0;
    for entry in std::fs::read_dir(dir).expect("books/ exists") {
        let path = entry.unwrap().path();
        let game = path.file_stem().unwrap().to_str().unwrap().to_string();
        let v = quadrille::variant::build(&game, &[]).expect("a book is named after its game");
        let text = std::fs::read_to_string(&path).unwrap();
        let positions = lines(&text);
        assert!(positions.len() >= 100, "{game}: {} lines", positions.len());
        let distinct: HashSet<&str> = positions.iter().copied().collect();
        assert_eq!(distinct.len(), positions.len(), "{game}: a line repeats");
        for (i, line) in positions.iter().enumerate() {
            let pos = Position::from_text(&v, line)
                .unwrap_or_else(|e| panic!("{game} line {}: {e}: {line}", i + 1));
            assert!(!pos.outcome().is_over(), "{game}: over: {line}");
            assert!(!pos.legal_moves().is_empty(), "{game}: no move: {line}");
            assert_eq!(pos.to_text(), *line, "{game}: the text reads back");
            assert_ne!(pos.to_text(), Position::start(&v).to_text(), "{game}");
        }
        books += 1;
    }
    assert!(books >= 2, "books for alice and chess at least");
}

#[test]
fn openings_are_readable_reproducible_and_scored_near_even() {
    let args = [
        "openings",
        "chess",
        "--count",
        "4",
        "--plies",
        "6",
        "--seed",
        "3",
        "--max-score",
        "40",
        "--nodes",
        "3000",
    ];
    let o = quadrille(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out,
        stdout(&quadrille(&args, "")),
        "the same seed, the same book"
    );
    let found = lines(&out);
    assert_eq!(found.len(), 4, "{out}");
    assert!(out
        .lines()
        .last()
        .unwrap()
        .starts_with("# 4 openings kept of "));
    for line in found {
        // Six plies from the start: white to move, move 4.
        assert!(line.ends_with(" w") || line.contains(" w "), "{line}");
        let o = quadrille(
            &["bestmove", "chess", "--position", line, "--nodes", "3000"],
            "",
        );
        assert!(o.status.success(), "{line}: {}", stderr(&o));
        let info = stdout(&o);
        let cp: i32 = info
            .split(" score cp ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("a score in centipawns: {info}"));
        assert!(cp.abs() <= 40, "{line}: {cp}");
    }
    let other = quadrille(&["openings", "chess", "--count", "4", "--seed", "4"], "");
    assert_ne!(stdout(&other), out, "another seed, other openings");
}

#[test]
fn match_plays_each_book_line_twice_with_the_colours_swapped() {
    // White to move mates at once (Rh8#): with this one-line book, whoever is white wins in one ply.
    let dir = std::env::temp_dir().join(format!("quadrille-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("mate.txt");
    std::fs::write(&book, "# a comment\n\nk7/8/1K6/8/8/8/8/7R w - - 0 1\n").unwrap();
    let path = book.to_str().unwrap();
    let o = quadrille(
        &[
            "match",
            "chess",
            "--players",
            "level8,level8:-lmr",
            "--games",
            "4",
            "--sprt",
            "0,10",
            "--depth",
            "2",
            "--book",
            path,
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{out}");
    assert!(
        games[0].ends_with("level8 wins (checkmate, 1 plies)"),
        "{out}"
    );
    assert!(
        games[1].ends_with("level8:-lmr wins (checkmate, 1 plies)"),
        "{out}"
    );
    assert!(out.contains("2 wins 0 draws 2 losses in 4 games"), "{out}");

    std::fs::write(&book, "k7/8/1K6/8/8/8/8/7R w - - 0 1\nnot a position\n").unwrap();
    let base = [
        "match",
        "chess",
        "--players",
        "level8,level8",
        "--games",
        "2",
    ];
    let err = fails(
        &[&base[..], &["--sprt", "0,10", "--book", path]].concat(),
        "",
        1,
    );
    assert!(
        err.contains("line 2") && err.contains("not a position"),
        "{err}"
    );
    std::fs::write(&book, "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1\n").unwrap();
    let err = fails(
        &[&base[..], &["--sprt", "0,10", "--book", path]].concat(),
        "",
        1,
    );
    assert!(err.contains("over"), "{err}");
    let err = fails(&[&base[..], &["--book", path]].concat(), "", 2);
    assert!(err.contains("--sprt"), "{err}");
    let missing = dir.join("missing.txt");
    let err = fails(
        &[
            &base[..],
            &["--sprt", "0,10", "--book", missing.to_str().unwrap()],
        ]
        .concat(),
        "",
        1,
    );
    assert!(err.contains("cannot read the book"), "{err}");
    let err = fails(&["openings", "orwell"], "", 1);
    assert!(err.contains("dice"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

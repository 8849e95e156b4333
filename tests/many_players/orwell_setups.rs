//! Orwell Chess positions that the rules cannot reach, and the outcome of a position read from
//! its text: a player left with a single piece must have been left so by the player who moved
//! last, who won at once (`shared/rules/orwell.md`, "End of the game"), so the outcome never
//! depends on how the position was reached (issue 16, item 2).

use crate::common;

use quadrille::notation::parse_move;
use quadrille::position::{GameResult, Outcome, Player, Position, PositionError};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

fn orwell() -> Arc<Variant> {
    variant::build("orwell", &[]).unwrap()
}

fn text(pieces: &[(&str, &str)], rest: &str) -> String {
    let board = common::placement(7, 12, &|_, _| true, pieces);
    format!("orwell:{board} {rest}")
}

fn illegal(t: &str) -> String {
    match Position::from_text(&orwell(), t) {
        Err(PositionError::Illegal(m)) => m,
        other => panic!("{t} should be illegal, got {other:?}"),
    }
}

#[test]
fn the_position_of_the_issue_is_refused_with_the_reason() {
    // Black has a single piece, and Black moved last (White is to roll): whoever took Black's
    // other pieces would have won at once, so the game cannot be going on.
    // The position of the issue has no royal piece either, which is refused first; with the
    // Dabbabah a Raja and a Red Raja added, the single piece is the reason.
    let m = illegal("orwell:2bD4/7/7/7/3rE3/7/7/5wG1/5rE~dwE/7/7/7 w - - 2 2 r-- 36/36");
    assert!(m.contains("has none"), "{m}");
    let m = illegal("orwell:2bR4/7/7/7/3rE3/rR6/7/5wG1/5rE~dwE/7/7/7 w - - 2 2 r-- 36/36");
    assert!(m.contains("Black has a single piece left"), "{m}");
    assert!(m.contains("Black moved last"), "{m}");
}

#[test]
fn a_position_without_a_royal_piece_is_refused_but_a_problem_may_have_more() {
    // Perpetual power keeps the royal pieces on the board: none is unreachable.
    let pieces = [
        ("a1", "wJ"),
        ("b1", "wJ"),
        ("a5", "rJ"),
        ("b5", "rJ"),
        ("a9", "bJ"),
        ("b9", "bJ"),
    ];
    let m = illegal(&text(&pieces, "w - - 0 1 --- -"));
    assert!(m.contains("royal pieces") && m.contains("has none"), "{m}");
    // One royal piece: its owner owns every royal piece, and has won.
    let mut one = pieces.to_vec();
    one.push(("d2", "wR"));
    let p = Position::from_text(&orwell(), &text(&one, "r - - 0 1 --- -")).unwrap();
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::AllRoyals,
            winners: vec![Player(0)]
        }
    );
    // Four royal pieces make a problem the editor may compose.
    let mut four = pieces.to_vec();
    four.extend([("d2", "wR"), ("d6", "rR"), ("d10", "bR"), ("g12", "wM")]);
    assert!(Position::from_text(&orwell(), &text(&four, "w - - 0 1 --- -")).is_ok());
}

#[test]
fn a_player_with_no_piece_is_refused_unless_the_last_mover_took_it() {
    let pieces = [("a1", "wR"), ("b1", "wJ"), ("a5", "rR"), ("b5", "rJ")];
    // White to move: Black moved last, with no piece on the board.
    let m = illegal(&text(&pieces, "w - - 0 2 --- -"));
    assert!(m.contains("Black has no piece left"), "{m}");
    // Black to move: Red moved last and took Black's last piece; Red has won.
    let p = Position::from_text(&orwell(), &text(&pieces, "b - - 0 1 --- -")).unwrap();
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::SinglePiece,
            winners: vec![Player(1)]
        }
    );
}

#[test]
fn a_won_game_has_no_roll() {
    // Red moved last and left Black a single piece; Black cannot have rolled.
    let pieces = [
        ("a1", "wR"),
        ("b1", "wJ"),
        ("a5", "rR"),
        ("b5", "rJ"),
        ("a9", "bR"),
    ];
    assert!(Position::from_text(&orwell(), &text(&pieces, "b - - 0 1 --- -")).is_ok());
    let m = illegal(&text(&pieces, "b - - 0 1 --- 36/36"));
    assert!(m.contains("the game is won"), "{m}");
}

#[test]
fn the_win_by_a_capture_reads_back_from_the_text() {
    // White's Jugyo on c4 takes Red's Jugyo on d4 (one step sideways) with the 4: Red keeps
    // only his Raja and White wins. The position written after the capture reads back with the
    // same outcome and key.
    let pieces = [
        ("c4", "wJ"),
        ("g1", "wR"),
        ("d4", "rJ"),
        ("a7", "rR"),
        ("e11", "bR"),
        ("b9", "bD"),
    ];
    let t = text(&pieces, "w - - 0 1 --- 14/14");
    let p = Position::from_text(&orwell(), &t).unwrap();
    let end = p.play(&parse_move(&p, "Jc4xd4").unwrap());
    let back = Position::from_text(&orwell(), &end.to_text()).unwrap();
    assert!(end.outcome().is_over());
    assert_eq!(back.outcome(), end.outcome());
    assert_eq!(back.key(), end.key());
}

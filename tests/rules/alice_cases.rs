//! The cases from the literature in `shared/rules/alice.md`, played through the move parser as a
//! person would type them.

use quadrille::geometry::Cell;
use quadrille::notation::{parse_move, record, san, MoveError};
use quadrille::position::{Outcome, Player, Position};
use quadrille::variant;

fn alice() -> Position {
    let v = variant::build("alice", &[]).expect("alice is a game");
    Position::start(&v)
}

/// Plays a record from the start of Alice chess; every move must be legal.
fn after(record_text: &str) -> Position {
    let mut pos = alice();
    for text in record::tokens(record_text) {
        let m = parse_move(&pos, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos = pos.play(&m);
    }
    pos
}

fn cell(pos: &Position, square: &str, board: u8) -> Cell {
    pos.variant()
        .geometry()
        .square_on(board, square)
        .unwrap_or_else(|| panic!("{square} on board {board}"))
}

fn assert_illegal(pos: &Position, text: &str) {
    match parse_move(pos, text) {
        Err(MoveError::NoSuchMove { text: t }) => assert_eq!(t, text),
        other => panic!("{text} should be illegal, got {other:?}"),
    }
}

fn assert_white_mates(record_text: &str) -> Position {
    let pos = after(record_text);
    assert!(pos.in_check(), "{record_text}: Black is in check");
    assert!(
        pos.legal_moves().is_empty(),
        "{record_text}: Black has no move"
    );
    match pos.outcome() {
        Outcome::Over { result, winners } => {
            assert_eq!(result.as_str(), "checkmate", "{record_text}");
            assert_eq!(winners, vec![Player(0)], "{record_text}: White wins");
        }
        Outcome::Ongoing => panic!("{record_text}: the game should be over"),
    }
    pos
}

#[test]
fn fools_mate_bb5_is_checkmate() {
    let pos = assert_white_mates("1.e4 d5 2.Be2 dxe4 3.Bb5#");
    // The bishop moved on board B and came back to b5 on board A, where the black king stands.
    let bishop = pos.piece_at(cell(&pos, "b5", 0)).expect("a piece on b5/A");
    assert_eq!(bishop.owner, Player(0));
    assert_eq!(pos.piece_at(cell(&pos, "b5", 1)), None);
    // The interpositions vanish to board B, and the king may not step onto d7 of board A.
    for text in ["Kd7", "Bd7", "Nc6", "c6", "Qd7"] {
        assert_illegal(&pos, text);
    }
}

#[test]
fn interpositions_would_be_legal_without_the_check() {
    // Before 3.Bb5 the same Black moves are legal: only the check makes them illegal.
    let pos = after("1.e4 d5 2.Be2 dxe4 3.Nf3");
    for text in ["Kd7", "Bd7", "Nc6", "c6"] {
        assert!(parse_move(&pos, text).is_ok(), "{text} is legal here");
    }
}

#[test]
fn mate_move_is_written_with_its_board_then_the_mark() {
    let pos = after("1.e4 d5 2.Be2 dxe4");
    let mate = parse_move(&pos, "Bb5").expect("Bb5 is legal");
    assert_eq!(san(&pos, &mate), "Bb5/A#");
    for text in [
        "Bb5/A#", "Bb5#/A", "Bb5#", "Bb5+", "B:Be2-b5", "B:Be2b5", "Be2b5/A",
    ] {
        assert_eq!(parse_move(&pos, text).as_ref(), Ok(&mate), "{text}");
    }
    // The bishop is on board B, so it cannot arrive on board B.
    assert_illegal(&pos, "Bb5/B");
    assert_illegal(&pos, "A:Be2-b5");
}

#[test]
fn queen_takes_d2_then_bb5_is_checkmate() {
    assert_white_mates("1.e4 d6 2.Bc4 Qxd2 3.Bb5#");
}

#[test]
fn queen_takes_e5_is_checkmate() {
    assert_white_mates("1.e4 e5 2.Qh5 Nf6 3.Qxe5#");
}

#[test]
fn after_nxf7_black_cannot_take_or_check_but_can_play_bg1() {
    let pos = after("1.Nf3 e6 2.Ne5 Bc5 3.Nxf7");
    assert_eq!(pos.to_move(), Player(1));
    // The knight now stands on f7 of board B, the white pawn on f2 of board A.
    assert_eq!(
        pos.piece_at(cell(&pos, "f7", 1)).map(|p| p.owner),
        Some(Player(0))
    );
    assert_eq!(
        pos.piece_at(cell(&pos, "f2", 0)).map(|p| p.owner),
        Some(Player(0))
    );
    for text in ["Kxf7", "Kf7", "Bxf2+", "Bf2", "Qd4"] {
        assert_illegal(&pos, text);
    }
    let m = parse_move(&pos, "Bg1").expect("Bg1 is legal");
    assert_eq!(m.from, cell(&pos, "c5", 1), "the bishop moves on board B");
    assert_eq!(m.to, cell(&pos, "g1", 1));
    assert_eq!(
        m.arrive,
        cell(&pos, "g1", 0),
        "and arrives on g1 of board A"
    );
    assert_eq!(san(&pos, &m), "Bg1/A");
    let next = pos.play(&m);
    let bishop = next
        .piece_at(cell(&next, "g1", 0))
        .expect("the bishop on g1/A");
    assert_eq!(bishop.owner, Player(1));
}

#[test]
fn perft_from_the_start_to_depth_three() {
    // Published counts (alice.md): 20, 400, 9384.
    let pos = alice();
    assert_eq!(pos.perft(1), 20);
    assert_eq!(pos.perft(2), 400);
    assert_eq!(pos.perft(3), 9384);
}

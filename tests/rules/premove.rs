//! Premoves: the cells a piece may be aimed at while another player is to move. The expected
//! cells are counted by hand from the diagrams in the comments.

use quadrille::geometry::Cell;
use quadrille::position::Position;
use quadrille::variant;

fn at(pos: &Position, name: &str) -> Cell {
    let geo = pos.variant().geometry();
    geo.cells()
        .find(|&c| geo.cell_name(c) == name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

/// The names of the cells the piece on `from` may be aimed at, sorted.
fn targets(pos: &Position, from: &str) -> Vec<String> {
    let geo = pos.variant().geometry();
    let mut out: Vec<String> = pos
        .premove_moves(at(pos, from))
        .iter()
        .map(|m| geo.cell_name(m.to))
        .collect();
    out.sort();
    out.dedup();
    out
}

fn chess(text: &str) -> Position {
    Position::from_text(&variant::build("chess", &[]).unwrap(), text).unwrap()
}

#[test]
fn a_knight_is_aimed_while_the_other_side_moves() {
    // After 1.e4, Black to move: the g1 knight reaches e2 (emptied by the pawn), f3 and h3.
    let pos = chess("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(targets(&pos, "g1"), ["e2", "f3", "h3"]);
}

#[test]
fn own_pieces_may_be_aimed_at_for_a_recapture_but_not_the_king() {
    // The start, White to move: Black's c8 bishop is hemmed in by its own pawns on b7 and d7,
    // which it may aim at (should they be taken there). The queen on d8 aims at its own c8 and
    // e8 neighbours but the king on e8 is never a target.
    let pos = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(targets(&pos, "c8"), ["b7", "d7"]);
    assert_eq!(targets(&pos, "d8"), ["c7", "c8", "d7", "e7"]);
    // The e7 pawn steps one or two; its diagonals hold nobody, so no capture is offered.
    assert_eq!(targets(&pos, "e7"), ["e5", "e6"]);
}

#[test]
fn checks_are_left_to_the_moment_the_premove_is_played() {
    // Black to move; the white knight on e2 is pinned by the rook on e7, yet it may be aimed at
    // all six of its cells: the pin may be gone by White's turn.
    let pos = chess("4k3/4r3/8/8/8/8/4N3/4K3 b - - 0 1");
    assert_eq!(targets(&pos, "e2"), ["c1", "c3", "d4", "f4", "g1", "g3"]);
    assert!(pos.legal_moves().iter().all(|m| m.from != at(&pos, "e2")));
}

#[test]
fn empty_cells_and_games_with_dice_offer_nothing() {
    let pos = chess("4k3/4r3/8/8/8/8/4N3/4K3 b - - 0 1");
    assert!(targets(&pos, "d4").is_empty());
    let orwell = Position::start(&variant::build("orwell", &[]).unwrap());
    let any = orwell.pieces()[0].0;
    assert!(orwell.premove_moves(any).is_empty());
}

//! The distinctive rules of the Alice family (`shared/rules/alice.md`, the family table): zero
//! moves, the optional transfer, the transfer left out when the square is occupied, the choice of
//! board among three, check through the looking-glass in Duo, the 8x4 boards, Black on board B,
//! and the looking-glass mode. Moves are typed as a person would, through the move parser.

use quadrille::geometry::Cell;
use quadrille::notation::{lan, parse_move, san, MoveError};
use quadrille::position::{Move, Outcome, Player, Position};
use quadrille::variant;

fn start(game: &str) -> Position {
    Position::start(&variant::build(game, &[]).unwrap())
}

fn at(game: &str, text: &str) -> Position {
    let v = variant::build(game, &[]).unwrap();
    Position::from_text(&v, text).unwrap_or_else(|e| panic!("{game} {text}: {e}"))
}

fn cell(pos: &Position, square: &str, board: u8) -> Cell {
    pos.variant().geometry().square_on(board, square).unwrap()
}

fn legal(pos: &Position, text: &str) -> Move {
    parse_move(pos, text).unwrap_or_else(|e| panic!("{text} should be legal: {e}"))
}

fn play(pos: &Position, texts: &[&str]) -> Position {
    texts.iter().fold(pos.clone(), |p, t| p.play(&legal(&p, t)))
}

fn illegal(pos: &Position, text: &str) {
    match parse_move(pos, text) {
        Err(MoveError::NoSuchMove { .. }) => {}
        other => panic!("{text} should be illegal, got {other:?}"),
    }
}

fn sans(pos: &Position, from: Cell) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| san(pos, m))
        .collect();
    out.sort();
    out
}

fn zero_moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.is_zero())
        .collect()
}

// Ms. Alice

#[test]
fn ms_alice_zero_moves_are_written_with_at() {
    let pos = start("ms-alice");
    // Every piece of White's may pass to its empty square of board B.
    assert_eq!(zero_moves(&pos).len(), 16);
    let m = legal(&pos, "N@b1/B");
    assert_eq!(
        (m.from, m.to, m.arrive),
        (
            cell(&pos, "b1", 0),
            cell(&pos, "b1", 0),
            cell(&pos, "b1", 1)
        )
    );
    assert_eq!(san(&pos, &m), "N@b1/B");
    assert_eq!(san(&pos, &legal(&pos, "P@e2/B")), "P@e2/B");
    let after = pos.play(&m);
    assert_eq!(
        after.piece_at(cell(&pos, "b1", 1)).map(|p| p.owner),
        Some(Player(0))
    );
    assert!(after.piece_at(cell(&pos, "b1", 0)).is_none());
    // The link form reads back to the same move.
    assert_eq!(parse_move(&pos, &lan(&pos, &m)).unwrap(), m);
    // In Alice Chess there is no zero move.
    illegal(&start("alice"), "N@b1/B");
}

#[test]
fn ms_alice_a_zero_move_may_not_escape_check() {
    // White's king on e1 of board A is checked by the rook on e8; a knight stands on e4 of B.
    let pos = at(
        "ms-alice",
        "4r2k/8/8/8/8/8/8/4K3;8/8/8/8/4N3/8/8/8 w - - 0 1",
    );
    assert!(pos.in_check());
    illegal(&pos, "K@e1/B");
    // Without the check the king may pass to board B.
    let calm = at(
        "ms-alice",
        "3r3k/8/8/8/8/8/8/4K3;8/8/8/8/4N3/8/8/8 w - - 0 1",
    );
    legal(&calm, "K@e1/B");
    // Nor may another piece: the knight's zero move from board B would land between rook and
    // king on board A, but a zero move never escapes check. The king may still step away.
    illegal(&pos, "N@e4/A");
    legal(&pos, "Kf2/B");
}

#[test]
fn ms_alice_castling_after_a_zero_move_is_refused() {
    let pos = at(
        "ms-alice",
        "r3k2r/8/8/8/8/8/8/R3K2R;8/8/8/8/8/8/8/8 w KQkq - 0 1",
    );
    legal(&pos, "O-O/B");
    // The h1 rook passes to board B and back: it stands on h1 of board A again.
    let back = play(&pos, &["R@h1/B", "R@a8/B", "R@h1/A", "R@a8/A"]);
    assert_eq!(
        back.piece_at(cell(&pos, "h1", 0)),
        pos.piece_at(cell(&pos, "h1", 0))
    );
    illegal(&back, "O-O");
    legal(&back, "O-O-O");
    // The king's zero moves end both rights.
    let king = play(&pos, &["K@e1/B", "K@e8/B", "K@e1/A", "K@e8/A"]);
    illegal(&king, "O-O");
    illegal(&king, "O-O-O");
}

#[test]
fn a_king_escaping_by_a_zero_move_is_not_mated_in_duo_but_is_in_ms_alice() {
    // White's king on h1 of A is checked by the queen on g2, guarded by the king on f3.
    let text = "8/8/8/8/8/5k2/6q1/7K;8/8/8/8/8/8/8/8 w - - 0 1";
    let ms = at("ms-alice", text);
    assert!(ms.legal_moves().is_empty());
    assert_eq!(ms.outcome().as_str(), "checkmate");
    let duo = at("duo", text);
    let moves: Vec<String> = duo.legal_moves().iter().map(|m| san(&duo, m)).collect();
    assert_eq!(moves, ["K@h1/B"]);
    assert_eq!(duo.outcome(), Outcome::Ongoing);
}

// O'Donohue Chess

#[test]
fn odonohue_a_piece_stays_when_its_arrival_square_is_occupied() {
    // A black pawn stands on f3 of board B.
    let text = "4k3/8/8/8/8/8/8/4K1N1;8/8/8/8/8/5p2/8/8 w - - 0 1";
    let pos = at("odonohue", text);
    let m = legal(&pos, "Nf3");
    assert_eq!((m.to, m.arrive), (cell(&pos, "f3", 0), cell(&pos, "f3", 0)));
    assert_eq!(san(&pos, &m), "Nf3/A");
    assert_eq!(sans(&pos, cell(&pos, "g1", 0)), ["Ne2/B", "Nf3/A", "Nh3/B"]);
    let after = pos.play(&m);
    assert!(after.piece_at(cell(&pos, "f3", 0)).is_some());
    // In Alice Chess the same move is illegal.
    illegal(&at("alice", text), "Nf3");
}

// Duo Chess

#[test]
fn duo_a_king_is_in_check_from_its_square_of_the_other_board() {
    // A black knight stands on e1 of board B, White's king on e1 of A; a rook on a1 of A.
    let pos = at("duo", "8/8/8/8/8/8/8/R3K3;7k/8/8/8/8/8/8/4n3 w - - 0 1");
    assert!(pos.in_check());
    assert_eq!(pos.checked_royals(), [cell(&pos, "e1", 0)]);
    // A rook move that leaves the knight there does not answer the check.
    illegal(&pos, "Ra2/A");
    illegal(&pos, "Ra2/B");
    // The king may take the knight by a zero move (not written with x), or step away.
    let take = legal(&pos, "K@e1/B");
    assert!(pos.is_capture(&take));
    assert_eq!(san(&pos, &take), "K@e1/B");
    legal(&pos, "Kd2/A");
    // The same position with Black to move is illegal: White, who just moved, would be in check.
    let v = variant::build("duo", &[]).unwrap();
    assert!(Position::from_text(&v, "8/8/8/8/8/8/8/R3K3;7k/8/8/8/8/8/8/4n3 b - - 0 1").is_err());
    // In Alice Chess the knight on the other board gives no check.
    assert!(!at("alice", "8/8/8/8/8/8/8/R3K3;7k/8/8/8/8/8/8/4n3 w - - 0 1").in_check());
}

#[test]
fn duo_the_mover_chooses_whether_to_transfer() {
    let pos = start("duo");
    assert_eq!(
        sans(&pos, cell(&pos, "g1", 0)),
        ["N@g1/B", "Nf3/A", "Nf3/B", "Nh3/A", "Nh3/B"]
    );
    match parse_move(&pos, "Nf3") {
        Err(MoveError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 2),
        other => panic!("Nf3 names two moves: {other:?}"),
    }
    let stay = legal(&pos, "Nf3/A");
    assert_eq!(stay.arrive, stay.to);
    assert_eq!(parse_move(&pos, &lan(&pos, &stay)).unwrap(), stay);
    // Pawns make no zero moves; the eight other pieces do.
    assert_eq!(zero_moves(&pos).len(), 8);
    illegal(&pos, "P@e2/B");
}

#[test]
fn duo_a_zero_move_captures_the_piece_on_the_other_board() {
    let pos = at("duo", "8/8/8/8/3R4/8/8/4K3;7k/8/8/8/3n4/8/8/8 w - - 0 1");
    let m = legal(&pos, "R@d4/B");
    assert!(pos.is_capture(&m));
    assert_eq!(san(&pos, &m), "R@d4/B");
    let after = pos.play(&m);
    let on_b = after.piece_at(cell(&pos, "d4", 1)).unwrap();
    assert_eq!((on_b.owner, after.pieces().len()), (Player(0), 3));
    assert_eq!(after.halfmove_clock(), 0);
    // In Ms. Alice a zero move needs an empty square.
    illegal(
        &at(
            "ms-alice",
            "7k/8/8/8/3R4/8/8/4K3;8/8/8/8/3n4/8/8/8 w - - 0 1",
        ),
        "R@d4/B",
    );
}

#[test]
fn duo_castling_keeps_king_and_rook_together() {
    let pos = at("duo", "8/8/8/8/8/8/8/R3K2R;4k3/8/8/8/8/8/8/8 w KQ - 0 1");
    let castles: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| san(&pos, m).starts_with("O-O/"))
        .collect();
    assert_eq!(castles.len(), 2);
    for m in castles {
        let after = pos.play(&m);
        let board = pos.variant().geometry().board_of(m.arrive);
        let king = after.piece_at(cell(&pos, "g1", board)).unwrap();
        let rook = after.piece_at(cell(&pos, "f1", board)).unwrap();
        assert_eq!((king.owner, rook.owner), (Player(0), Player(0)));
    }
}

// Three boards

#[test]
fn alice3_the_mover_chooses_the_board_of_arrival() {
    let pos = start("alice3");
    assert_eq!(
        sans(&pos, cell(&pos, "g1", 0)),
        ["Nf3/B", "Nf3/C", "Nh3/B", "Nh3/C"]
    );
    match parse_move(&pos, "Nf3") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["Nf3/B", "Nf3/C"])
        }
        other => panic!("Nf3 names two moves: {other:?}"),
    }
    let m = legal(&pos, "Nf3/C");
    assert_eq!(m.arrive, cell(&pos, "f3", 2));
    // From board C a piece may go back to A or on to B.
    let later = play(&pos, &["Nf3/C", "Nf6/B"]);
    // Its eight squares are all empty on B; on A, d2, e1 and h2 hold White's pawn, king and pawn.
    assert_eq!(
        sans(&later, cell(&pos, "f3", 2)),
        [
            "Nd2/B", "Nd4/A", "Nd4/B", "Ne1/B", "Ne5/A", "Ne5/B", "Ng1/A", "Ng1/B", "Ng5/A",
            "Ng5/B", "Nh2/B", "Nh4/A", "Nh4/B"
        ]
    );
    // An occupied square on one board leaves only the other.
    // (Black's pawn from a7 stands on f3/B: a player never has more pawns than at the start.)
    let blocked = at("alice3", "rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/5p2/8/8;8/8/8/8/8/8/8/8 w KQkq - 0 1");
    assert_eq!(
        sans(&blocked, cell(&pos, "g1", 0)),
        ["Nf3/C", "Nh3/B", "Nh3/C"]
    );
}

// Small boards and Black on board B

#[test]
fn alice_8x4_has_no_double_step_and_no_castling() {
    let pos = start("alice-8x4");
    assert_eq!(pos.variant().geometry().board(0).width, 4);
    assert_eq!(sans(&pos, cell(&pos, "a3", 0)), ["a4/B"]);
    assert!(pos.variant().castling.is_empty());
    assert!(pos.variant().options().is_empty());
    // The king stands on c1, between queen and rook.
    let k = pos.piece_at(cell(&pos, "c1", 0)).unwrap();
    assert_eq!(pos.variant().piece_letter(k.kind), 'K');
}

#[test]
fn alice2_black_double_steps_on_board_b() {
    let pos = start("alice2");
    let after = play(&pos, &["e4"]);
    // Black's pawn stands on e7 of board B and may advance two squares there.
    let m = legal(&after, "e5");
    assert_eq!(
        (m.from, m.arrive),
        (cell(&pos, "e7", 1), cell(&pos, "e5", 0))
    );
}

//! Alice Chess rule cases (`shared/rules/alice.md`), with moves written as cells of departure
//! and landing (`e2/A`, `e4/A`; the move lands on the board it starts from and then transfers).

use quadrille::position::{GameResult, Move, Outcome, Player, Position, PositionError, Special};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

fn alice() -> Arc<Variant> {
    variant::build("alice", &[]).unwrap()
}

fn alice_ep() -> Arc<Variant> {
    variant::build("alice", &[("en_passant".into(), "true".into())]).unwrap()
}

fn pos(v: &Arc<Variant>, text: &str) -> Position {
    Position::from_text(v, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves from cell `from` landing on `to` (cell names such as `e2/A`).
fn moves(p: &Position, from: &str, to: &str) -> Vec<Move> {
    let geo = p.variant().geometry();
    p.legal_moves()
        .into_iter()
        .filter(|m| geo.cell_name(m.from) == from && geo.cell_name(m.to) == to)
        .collect()
}

/// The one legal move from `from` to `to` without promotion.
fn mv(p: &Position, from: &str, to: &str) -> Move {
    let found: Vec<Move> = moves(p, from, to)
        .into_iter()
        .filter(|m| m.promotion.is_none())
        .collect();
    assert_eq!(found.len(), 1, "{from}-{to} in {}: {found:?}", p.to_text());
    found[0]
}

fn play(p: &Position, list: &[(&str, &str)]) -> Position {
    list.iter()
        .fold(p.clone(), |p, (f, t)| p.play(&mv(&p, f, t)))
}

fn no_move(p: &Position, from: &str, to: &str) {
    assert!(
        moves(p, from, to).is_empty(),
        "{from}-{to} should be illegal"
    );
}

fn name(p: &Position, cell: &str) -> String {
    let geo = p.variant().geometry();
    let (sq, b) = cell.split_once('/').unwrap();
    let c = geo.square_on(b.as_bytes()[0] - b'A', sq).unwrap();
    match p.piece_at(c) {
        None => "-".to_string(),
        Some(x) => {
            let l = p.variant().piece_letter(x.kind);
            if x.owner == Player(0) {
                l.to_string()
            } else {
                l.to_ascii_lowercase().to_string()
            }
        }
    }
}

fn mate_by(p: &Position, winner: u8) {
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Checkmate,
            winners: vec![Player(winner)]
        },
        "{}",
        p.to_text()
    );
}

#[test]
fn every_move_transfers_to_the_other_board() {
    let p = play(&Position::start(&alice()), &[("e2/A", "e4/A")]);
    assert_eq!(name(&p, "e4/A"), "-");
    assert_eq!(name(&p, "e4/B"), "P");
    assert_eq!(name(&p, "e2/A"), "-");
    let m = mv(&Position::start(&alice()), "g1/A", "f3/A");
    assert_eq!(p.variant().geometry().cell_name(m.arrive), "f3/B");
}

#[test]
fn fools_mate_the_interpositions_vanish() {
    let v = alice();
    let p = play(
        &Position::start(&v),
        &[
            ("e2/A", "e4/A"),
            ("d7/A", "d5/A"),
            ("f1/A", "e2/A"),
            ("d5/B", "e4/B"),
        ],
    );
    assert_eq!(
        name(&p, "e4/A"),
        "p",
        "the capturing pawn went back to board A"
    );
    let before = p.clone();
    let p = p.play(&mv(&p, "e2/B", "b5/B"));
    assert!(p.in_check());
    mate_by(&p, 0);
    assert!(p.legal_moves().is_empty());
    // The interpositions, and the king's step to d7 (attacked on board A).
    no_move(&p, "c8/A", "d7/A");
    no_move(&p, "b8/A", "c6/A");
    no_move(&p, "c7/A", "c6/A");
    no_move(&p, "e8/A", "d7/A");
    // Those same moves are pseudo-legal: the generator offers them, the check rules refuse them.
    let geo = v.geometry();
    let c = |s: &str, b: u8| geo.square_on(b, s).unwrap();
    let bd7 = Move {
        from: c("c8", 0),
        to: c("d7", 0),
        arrive: c("d7", 1),
        promotion: None,
        special: Special::None,
    };
    assert!(!p.is_legal(&bd7));
    assert_eq!(before.outcome(), Outcome::Ongoing);
}

#[test]
fn other_checkmates_from_the_literature() {
    let v = alice();
    // 1.e4 d6 2.Bc4 Qxd2 3.Bb5#
    let p = play(
        &Position::start(&v),
        &[
            ("e2/A", "e4/A"),
            ("d7/A", "d6/A"),
            ("f1/A", "c4/A"),
            ("d8/A", "d2/A"),
            ("c4/B", "b5/B"),
        ],
    );
    mate_by(&p, 0);
    // 1.e4 e5 2.Qh5 Nf6 3.Qxe5#
    let p = play(
        &Position::start(&v),
        &[
            ("e2/A", "e4/A"),
            ("e7/A", "e5/A"),
            ("d1/A", "h5/A"),
            ("g8/A", "f6/A"),
            ("h5/B", "e5/B"),
        ],
    );
    mate_by(&p, 0);
}

#[test]
fn after_nxf7_only_the_bishop_on_board_b_reaches_g1() {
    let p = play(
        &Position::start(&alice()),
        &[
            ("g1/A", "f3/A"),
            ("e7/A", "e6/A"),
            ("f3/B", "e5/B"),
            ("f8/A", "c5/A"),
            ("e5/A", "f7/A"),
        ],
    );
    assert_eq!(name(&p, "f7/B"), "N");
    assert!(!p.in_check());
    // 3...Kxf7: the king would land on f7/A, empty, then transfer onto the knight on f7/B.
    no_move(&p, "e8/A", "f7/A");
    no_move(&p, "e8/A", "f7/B");
    // 3...Bxf2+: f2 of board B is empty and f2 of board A holds a white pawn (condition 2).
    no_move(&p, "c5/B", "f2/B");
    // 3...Qd4: blocked by the pawn on d7 of board A.
    no_move(&p, "d8/A", "d4/A");
    // 3...Bg1 is legal: the bishop moves on board B and g1 of board A is empty.
    let m = mv(&p, "c5/B", "g1/B");
    assert_eq!(p.variant().geometry().cell_name(m.arrive), "g1/A");
}

#[test]
fn condition_2_an_occupied_arrival_square_blocks_a_move() {
    let v = alice();
    // The white rook could slide to d1..a1 on board A, but a black knight stands on b1/B.
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/R3K3;8/8/8/8/8/8/8/1n6 w - - 0 1");
    assert!(!moves(&p, "a1/A", "a4/A").is_empty());
    no_move(&p, "a1/A", "b1/A");
    assert_eq!(
        mv(&p, "a1/A", "c1/A").arrive,
        p.variant().geometry().square_on(1, "c1").unwrap()
    );
    // A capture happens on the board of the move; the capturer then needs an empty square too.
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/r3K3;8/8/8/8/8/8/8/r7 w - - 0 1");
    no_move(&p, "e1/A", "d1/A");
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/3rK3;8/8/8/8/8/8/8/8 w - - 0 1");
    let x = mv(&p, "e1/A", "d1/A");
    assert!(p.is_capture(&x));
}

#[test]
fn condition_1_a_king_may_not_step_onto_a_square_attacked_on_its_own_board() {
    let v = alice();
    let p = pos(&v, "alice:3rk3/8/8/8/8/8/8/4K3;8/8/8/8/8/8/8/8 w - - 0 1");
    let mut targets: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.variant().geometry().cell_name(m.to))
        .collect();
    targets.sort();
    // d1 and d2 are attacked on board A, though d1/B and d2/B are safe.
    assert_eq!(targets, ["e2/A", "f1/A", "f2/A"]);
}

#[test]
fn condition_3_the_king_may_not_arrive_in_check() {
    let v = alice();
    // A black rook on f8 of board B attacks f1/B and f2/B, where the king would arrive.
    let p = pos(&v, "alice:3rk3/8/8/8/8/8/8/4K3;5r2/8/8/8/8/8/8/8 w - - 0 1");
    let targets: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.variant().geometry().cell_name(m.to))
        .collect();
    assert_eq!(targets, ["e2/A"]);
    // Pieces on the other board never give check.
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/4K3;4r3/8/8/8/8/8/8/8 w - - 0 1");
    assert!(!p.in_check() && p.checked_royals().is_empty());
}

const CASTLE: &str = "alice:r3k2r/8/8/8/8/8/8/R3K2R;8/8/8/8/8/8/8/8 w KQkq - 0 1";

fn castles(p: &Position) -> Vec<String> {
    let geo = p.variant().geometry();
    p.legal_moves()
        .iter()
        .filter(|m| matches!(m.special, Special::Castle { .. }))
        .map(|m| format!("{}-{}", geo.cell_name(m.from), geo.cell_name(m.arrive)))
        .collect()
}

#[test]
fn castling_and_both_arrival_squares() {
    let v = alice();
    let p = pos(&v, CASTLE);
    assert_eq!(castles(&p), ["e1/A-g1/B", "e1/A-c1/B"]);
    let after = p.play(&mv(&p, "e1/A", "g1/A"));
    assert_eq!(name(&after, "g1/B"), "K");
    assert_eq!(name(&after, "f1/B"), "R");
    assert_eq!(name(&after, "h1/A"), "-");
    assert!(after.to_text().contains(" b kq - "), "{}", after.to_text());
    // Something on the rook's or the king's arrival square forbids castling that way.
    let p = pos(
        &v,
        "alice:r3k2r/8/8/8/8/8/8/R3K2R;8/8/8/8/8/8/8/5n2 w KQkq - 0 1",
    );
    assert_eq!(castles(&p), ["e1/A-c1/B"]);
    let p = pos(
        &v,
        "alice:r3k2r/8/8/8/8/8/8/R3K2R;8/8/8/8/8/8/8/2n3n1 w KQkq - 0 1",
    );
    assert!(castles(&p).is_empty());
    // A square the king passes, attacked on board A, forbids it; an attack on board B against
    // the rook's arrival does not; an attack on the king's arrival does (condition 3).
    let p = pos(
        &v,
        "alice:r3kr2/8/8/8/8/8/8/R3K2R;8/8/8/8/8/8/8/8 w KQq - 0 1",
    );
    assert_eq!(castles(&p), ["e1/A-c1/B"]);
    let p = pos(
        &v,
        "alice:r3k2r/8/8/8/8/8/8/R3K2R;5r2/8/8/8/8/8/8/8 w KQkq - 0 1",
    );
    assert_eq!(castles(&p), ["e1/A-g1/B", "e1/A-c1/B"]);
    let p = pos(
        &v,
        "alice:r3k2r/8/8/8/8/8/8/R3K2R;6r1/8/8/8/8/8/8/8 w KQkq - 0 1",
    );
    assert_eq!(castles(&p), ["e1/A-c1/B"]);
}

#[test]
fn castling_a_transfer_counts_as_a_move() {
    let v = alice();
    // The rook goes to h2 (board B) and comes back to h1 of board A: the right is gone.
    let p = play(
        &pos(&v, CASTLE),
        &[
            ("h1/A", "h2/A"),
            ("a8/A", "a7/A"),
            ("h2/B", "h1/B"),
            ("a7/B", "a8/B"),
        ],
    );
    assert_eq!(name(&p, "h1/A"), "R");
    assert_eq!(name(&p, "a8/A"), "r");
    assert!(p.to_text().contains(" w Qk - "), "{}", p.to_text());
    assert_eq!(castles(&p), ["e1/A-c1/B"]);
}

#[test]
fn castling_on_board_b() {
    let v = alice();
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/8;8/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(castles(&p), ["e1/B-g1/A", "e1/B-c1/A"]);
}

#[test]
fn promotion_then_transfer() {
    let v = alice();
    let p = pos(&v, "alice:r3k3/1P6/8/8/8/8/8/4K3;8/8/8/8/8/8/8/8 w - - 0 1");
    let pushes = moves(&p, "b7/A", "b8/A");
    assert_eq!(pushes.len(), 4, "Q, R, B, N");
    let q = pushes
        .iter()
        .find(|m| m.promotion.map(|k| v.piece_letter(k)) == Some('Q'))
        .unwrap();
    let after = p.play(q);
    assert_eq!(name(&after, "b8/B"), "Q");
    assert_eq!(name(&after, "b8/A"), "-");
    // The capture on a8 promotes too, and the new piece arrives on a8/B.
    let takes = moves(&p, "b7/A", "a8/A");
    assert_eq!(takes.len(), 4);
    assert!(takes
        .iter()
        .all(|m| v.geometry().cell_name(m.arrive) == "a8/B"));
    // With b8/B occupied, the push is impossible.
    let p = pos(
        &v,
        "alice:4k3/1P6/8/8/8/8/8/4K3;1n6/8/8/8/8/8/8/8 w - - 0 1",
    );
    assert!(moves(&p, "b7/A", "b8/A").is_empty());
}

#[test]
fn double_step_needs_three_empty_squares() {
    let v = alice();
    // e3 on board A blocked: no double step; e4 of board B occupied: no double step either.
    let p = pos(
        &v,
        "alice:4k3/8/8/8/8/4n3/4P3/4K3;8/8/8/8/8/8/8/8 w - - 0 1",
    );
    assert!(moves(&p, "e2/A", "e4/A").is_empty());
    let p = pos(
        &v,
        "alice:4k3/8/8/8/8/8/4P3/4K3;8/8/8/8/4n3/8/8/8 w - - 0 1",
    );
    assert!(moves(&p, "e2/A", "e4/A").is_empty());
    assert_eq!(moves(&p, "e2/A", "e3/A").len(), 1);
    // A pawn on its start rank of board B (it did not start there) has no double step.
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/4K3;8/8/8/8/8/8/4P3/8 w - - 0 1");
    assert!(moves(&p, "e2/B", "e4/B").is_empty());
}

const EP: &str = "alice:4k3/8/8/8/3p4/8/4P3/4K3;8/8/8/8/8/8/8/8 w - - 0 1";

#[test]
fn en_passant_is_off_by_default() {
    let p = play(&pos(&alice(), EP), &[("e2/A", "e4/A")]);
    assert!(moves(&p, "d4/A", "e3/A").is_empty());
    assert!(p.to_text().contains(" b - - "), "{}", p.to_text());
    assert!(matches!(
        Position::from_text(
            &alice(),
            "alice:4k3/8/8/8/3p4/8/8/4K3;8/8/8/8/4P3/8/8/8 b - e3/A 0 1"
        ),
        Err(PositionError::Illegal(_))
    ));
}

#[test]
fn en_passant_as_decided_in_alice_md() {
    let v = alice_ep();
    let p = play(&pos(&v, EP), &[("e2/A", "e4/A")]);
    assert_eq!(name(&p, "e4/B"), "P");
    assert!(p.to_text().contains(" b - e3/A "), "{}", p.to_text());
    // The black pawn on board A takes on e3 of board A; the white pawn leaves board B; the
    // capturer transfers to e3/B.
    let m = mv(&p, "d4/A", "e3/A");
    let geo = v.geometry();
    assert_eq!(
        m.special,
        Special::EnPassant {
            captured: geo.square_on(1, "e4").unwrap()
        }
    );
    let after = p.play(&m);
    assert_eq!(name(&after, "e4/B"), "-");
    assert_eq!(name(&after, "e3/B"), "p");
    assert_eq!(name(&after, "d4/A"), "-");
    assert_eq!(name(&after, "e3/A"), "-");
    // The text with the en passant cell reads back to the same position and moves.
    let again = pos(&v, &p.to_text());
    assert_eq!(again.to_text(), p.to_text());
    assert_eq!(again.legal_moves(), p.legal_moves());
    // A black pawn standing on board B beside the arrived pawn cannot take en passant.
    let p = play(
        &pos(
            &v,
            "alice:4k3/8/8/8/8/8/4P3/4K3;8/8/8/8/3p4/8/8/8 w - - 0 1",
        ),
        &[("e2/A", "e4/A")],
    );
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| !matches!(m.special, Special::EnPassant { .. })));
    // The chance lasts one move only.
    let p = play(
        &pos(&v, "alice:k7/8/8/8/3p4/8/4P3/4K3;8/8/8/8/8/8/8/8 w - - 0 1"),
        &[("e2/A", "e4/A"), ("a8/A", "a7/A"), ("e1/A", "f1/A")],
    );
    assert!(moves(&p, "d4/A", "e3/A").is_empty());
}

#[test]
fn repetition_counts_both_boards() {
    let v = alice();
    let knights = [
        ("g1/A", "f3/A"),
        ("g8/A", "f6/A"),
        ("f3/B", "g1/B"),
        ("f6/B", "g8/B"),
    ];
    let start = Position::start(&v);
    let once = play(&start, &knights);
    assert_eq!(once.to_text(), start.to_text().replace(" 0 1", " 4 3"));
    assert_eq!(once.outcome(), Outcome::Ongoing);
    let twice = play(&once, &knights);
    assert_eq!(
        twice.outcome(),
        Outcome::Over {
            result: GameResult::Repetition,
            winners: vec![]
        }
    );
    // The same pieces, with a knight standing on board B instead, are another position.
    let other = play(&start, &[("g1/A", "f3/A"), ("g8/A", "f6/A")]);
    let other = play(
        &other,
        &[("f3/B", "g1/B"), ("f6/B", "g8/B"), ("g1/A", "f3/A")],
    );
    assert_eq!(other.outcome(), Outcome::Ongoing);
}

#[test]
fn fifty_moves_bare_kings_and_stalemate() {
    let v = alice();
    let over = |result| Outcome::Over {
        result,
        winners: vec![],
    };
    // The hundredth ply without capture or pawn move draws; a capture resets the count.
    let p = pos(
        &v,
        "alice:4k3/8/8/8/8/8/8/R3K3;8/8/8/8/8/8/8/7n w - - 99 80",
    );
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(
        p.play(&mv(&p, "a1/A", "a2/A")).outcome(),
        over(GameResult::FiftyMoves)
    );
    // Only the two kings: drawn. A lone minor piece is not a draw in Alice.
    let p = pos(&v, "alice:4k3/8/8/8/8/8/8/3nK3;8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(
        p.play(&mv(&p, "e1/A", "d1/A")).outcome(),
        over(GameResult::BareKings)
    );
    // Stalemate: the black king's squares are attacked on its own board.
    let p = pos(&v, "alice:k7/8/1Q6/8/8/8/8/4K3;8/8/8/8/8/8/8/8 b - - 0 1");
    assert!(!p.in_check());
    assert_eq!(p.outcome(), over(GameResult::Stalemate));
}

#[test]
fn positions_that_cannot_be() {
    let v = alice();
    let illegal = |t: &str| match Position::from_text(&v, t) {
        Err(PositionError::Illegal(m)) => m,
        other => panic!("{t}: {other:?}"),
    };
    // Two white kings, one on each board.
    assert!(illegal("alice:4k3/8/8/8/8/8/8/4K3;8/8/8/8/8/8/8/4K3 w - - 0 1").contains("2 kings"));
    // Black in check with White to move (on board B).
    illegal("alice:8/8/8/8/8/8/8/4K3;4k3/8/8/8/8/8/8/4R3 w - - 0 1");
    // A pawn on the first rank of board B.
    illegal("alice:4k3/8/8/8/8/8/8/4K3;8/8/8/8/8/8/8/P7 w - - 0 1");
    // A castling right with the rook on the other board from the king.
    illegal("alice:4k3/8/8/8/8/8/8/4K3;8/8/8/8/8/8/8/7R w K - 0 1");
    // The text names another game.
    assert!(matches!(
        Position::from_text(&v, "chess:4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        Err(PositionError::Parse(_))
    ));
}

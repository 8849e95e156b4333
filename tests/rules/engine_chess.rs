//! Orthodox chess rule cases (`shared/rules/chess.md`, FIDE Laws), with moves written as cells,
//! and the FEN errors.

use quadrille::position::{GameResult, Move, Outcome, Player, Position, PositionError, Special};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

fn chess() -> Arc<Variant> {
    variant::build("chess", &[]).unwrap()
}

fn pos(text: &str) -> Position {
    Position::from_text(&chess(), text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(p: &Position, from: &str, to: &str) -> Vec<Move> {
    let geo = p.variant().geometry();
    p.legal_moves()
        .into_iter()
        .filter(|m| geo.square_name(m.from) == from && geo.square_name(m.to) == to)
        .collect()
}

fn mv(p: &Position, from: &str, to: &str) -> Move {
    let found: Vec<Move> = moves(p, from, to)
        .into_iter()
        .filter(|m| m.promotion.is_none())
        .collect();
    assert_eq!(found.len(), 1, "{from}-{to} in {}", p.to_text());
    found[0]
}

fn play(p: &Position, list: &[(&str, &str)]) -> Position {
    list.iter()
        .fold(p.clone(), |p, (f, t)| p.play(&mv(&p, f, t)))
}

fn over(result: GameResult, winners: Vec<Player>) -> Outcome {
    Outcome::Over { result, winners }
}

#[test]
fn fools_mate() {
    let p = play(
        &Position::start(&chess()),
        &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")],
    );
    assert!(p.in_check());
    assert_eq!(
        p.checked_royals(),
        vec![p.variant().geometry().square_on(0, "e1").unwrap()]
    );
    assert_eq!(p.outcome(), over(GameResult::Checkmate, vec![Player(1)]));
    assert_eq!(p.outcome().as_str(), "checkmate");
    assert_eq!(p.perft(1), 0);
    assert_eq!(Position::start(&chess()).outcome().as_str(), "ongoing");
}

#[test]
fn stalemate() {
    let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!p.in_check());
    assert_eq!(p.outcome(), over(GameResult::Stalemate, vec![]));
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    let p = pos("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    let p = p.play(&mv(&p, "e2", "e4"));
    assert_eq!(p.to_text(), "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
    let ep = mv(&p, "f4", "e3");
    assert!(matches!(ep.special, Special::EnPassant { .. }));
    let after = p.play(&ep);
    assert_eq!(after.to_text(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    let later = play(&p, &[("e8", "d8"), ("e1", "d1")]);
    assert!(moves(&later, "f4", "e3").is_empty());
    // An en passant capture that would expose the king along the rank is illegal.
    let p = pos("8/8/8/8/k3Pp1R/8/8/4K3 b - e3 0 1");
    assert!(moves(&p, "f4", "e3").is_empty());
}

#[test]
fn castling_rules() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(moves(&p, "e1", "g1").len(), 1);
    assert_eq!(moves(&p, "e1", "c1").len(), 1);
    // Through an attacked square, out of check, or into check: not allowed.
    assert!(moves(&pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"), "e1", "g1").is_empty());
    assert!(moves(&pos("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1"), "e1", "c1").is_empty());
    assert!(moves(&pos("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1"), "e1", "g1").is_empty());
    // The rook may pass an attacked square (b1 on the queen's side).
    assert_eq!(
        moves(&pos("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1"), "e1", "c1").len(),
        1
    );
    // A piece between king and rook blocks it.
    assert!(moves(&pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"), "e1", "c1").is_empty());
    // Rights go when the king or a rook moves, or a rook is captured.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(play(&p, &[("h1", "h8")]).to_text().contains(" b Qq - "));
    assert!(play(&p, &[("e1", "e2")]).to_text().contains(" b kq - "));
    let after = p.play(&mv(&p, "e1", "g1"));
    assert_eq!(after.to_text(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
}

#[test]
fn promotion_to_each_choice() {
    let p = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let letters = |list: Vec<Move>| -> String {
        list.iter()
            .map(|m| p.variant().piece_letter(m.promotion.unwrap()))
            .collect()
    };
    assert_eq!(letters(moves(&p, "a7", "a8")), "QRBN");
    assert_eq!(letters(moves(&p, "a7", "b8")), "QRBN");
    let n = moves(&p, "a7", "b8")[3];
    assert_eq!(p.play(&n).to_text(), "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn dead_positions() {
    let draw = |t: &str, r: GameResult| assert_eq!(pos(t).outcome(), over(r, vec![]), "{t}");
    draw("4k3/8/8/8/8/8/8/4K3 w - - 0 1", GameResult::BareKings);
    draw("4k3/8/8/8/8/8/8/3BK3 b - - 0 1", GameResult::DeadPosition);
    draw("4k3/8/8/8/8/8/8/3NK3 b - - 0 1", GameResult::DeadPosition);
    draw("4kn2/8/8/8/8/8/8/4K3 w - - 0 1", GameResult::DeadPosition);
    for alive in [
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/3RK3 w - - 0 1",
        "4kb2/8/8/8/8/8/8/3BK3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2NNK3 w - - 0 1",
    ] {
        assert_eq!(pos(alive).outcome(), Outcome::Ongoing, "{alive}");
    }
    // Capturing the last other piece ends the game at once.
    let p = pos("4k3/8/8/8/8/8/8/3qK3 w - - 0 1");
    assert_eq!(
        p.play(&mv(&p, "e1", "d1")).outcome(),
        over(GameResult::BareKings, vec![])
    );
}

#[test]
fn fifty_moves_and_a_mate_on_the_last_ply() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert_eq!(
        p.play(&mv(&p, "a1", "a2")).outcome(),
        over(GameResult::FiftyMoves, vec![])
    );
    assert_eq!(p.play(&mv(&p, "a1", "a2")).perft(3), 1);
    // A pawn move resets the count.
    let p = pos("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80");
    let q = p.play(&mv(&p, "a2", "a3"));
    assert_eq!(q.outcome(), Outcome::Ongoing);
    assert_eq!(q.halfmove_clock(), 0);
    // Mate on the hundredth ply is mate.
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 80");
    assert_eq!(
        p.play(&mv(&p, "a1", "a8")).outcome(),
        over(GameResult::Checkmate, vec![Player(0)])
    );
}

#[test]
fn threefold_repetition_with_an_unusable_en_passant_cell() {
    let shuffle = [("g8", "f6"), ("g1", "f3"), ("f6", "g8"), ("f3", "g1")];
    // After 1.e4 the en passant cell e3 is written, but no black pawn can use it: the position
    // after 1.e4 recurs when the knights come home.
    let p = play(&Position::start(&chess()), &[("e2", "e4")]);
    assert!(p.to_text().contains(" e3 "));
    let twice = play(&p, &shuffle);
    assert_eq!(twice.outcome(), Outcome::Ongoing);
    assert_eq!(
        play(&twice, &shuffle).outcome(),
        over(GameResult::Repetition, vec![])
    );
    // When the en passant capture is possible, the first position differs from the later ones.
    let p = pos("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let p = play(&p, &[("e2", "e4")]);
    let three = play(&play(&p, &shuffle), &shuffle);
    assert_eq!(three.outcome(), Outcome::Ongoing);
    assert_eq!(
        play(&three, &shuffle).outcome(),
        over(GameResult::Repetition, vec![])
    );
}

fn parse_error(text: &str) -> String {
    match Position::from_text(&chess(), text) {
        Err(PositionError::Parse(m)) => m,
        other => panic!("{text}: expected a parse error, got {other:?}"),
    }
}

fn illegal(text: &str) -> String {
    match Position::from_text(&chess(), text) {
        Err(PositionError::Illegal(m)) => m,
        other => panic!("{text}: expected an illegal position, got {other:?}"),
    }
}

#[test]
fn fen_errors_say_what_is_wrong() {
    let m = parse_error("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(m.contains("rank 6") && m.contains("9"), "{m}");
    let m = parse_error("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(m.contains("rank 7"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1");
    assert!(m.contains("7 ranks"), "{m}");
    let m = parse_error("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(m.contains("unknown piece letter 'x'"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
    assert!(m.contains("side to move"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1");
    assert!(m.contains("castling"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1");
    assert!(m.contains("twice"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1");
    assert!(m.contains("en passant"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1");
    assert!(m.contains("halfmove"), "{m}");
    let m = parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    assert!(m.contains("6 fields"), "{m}");
    let m = parse_error("alice:rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(m.contains("alice"), "{m}");

    let m = illegal("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1");
    assert!(m.contains("White has 2 kings"), "{m}");
    let m = illegal("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1");
    assert!(m.contains("Black has no king"), "{m}");
    let m = illegal("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    assert!(m.contains("white pawn on a1"), "{m}");
    let m = illegal("P3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(m.contains("white pawn on a8"), "{m}");
    let m = illegal("4k2R/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(m.contains("black king on e8 is in check"), "{m}");
    let m = illegal("4k3/8/8/8/8/8/8/4K3 w K - 0 1");
    assert!(m.contains("castling right K"), "{m}");
    let m = illegal("4k3/8/8/8/4P3/8/8/4K3 b - e6 0 1");
    assert!(m.contains("en passant"), "{m}");
    // The prefixed form and the form with fields joined by `_` read as plain FEN.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(pos(&format!("chess:{start}")).to_text(), start);
    assert_eq!(pos(&start.replace(' ', "_")).to_text(), start);
    assert_eq!(
        pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").to_text(),
        start
    );
}

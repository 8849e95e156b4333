//! Unit tests of positions: perft from the start of `chess` and `alice` at small depths.

use super::*;
use crate::variant;

#[test]
fn start_perft_small_depths() {
    let chess = variant::build("chess", &[]).unwrap();
    let p = Position::start(&chess);
    assert_eq!([1, 2, 3].map(|d| p.perft(d)), [20, 400, 8902]);
    let alice = variant::build("alice", &[]).unwrap();
    let p = Position::start(&alice);
    assert_eq!([1, 2, 3].map(|d| p.perft(d)), [20, 400, 9384]);
}

#[test]
fn hand_built_setups_are_checked_not_trusted() {
    let chess = variant::build("chess", &[]).unwrap();
    let good = Position::start(&chess).setup();
    let mut s = good.clone();
    s.en_passant = Some(crate::geometry::Cell(500));
    assert!(matches!(
        Position::from_setup(&chess, s),
        Err(PositionError::Illegal(_))
    ));
    let mut s = good.clone();
    s.squares.pop();
    assert!(matches!(
        Position::from_setup(&chess, s),
        Err(PositionError::Illegal(_))
    ));
    let mut s = good.clone();
    s.squares[20] = Some(Piece::new(PieceKind(9), Player(0), Facing::Up));
    assert!(matches!(
        Position::from_setup(&chess, s),
        Err(PositionError::Illegal(_))
    ));
    let mut s = good.clone();
    s.to_move = Player(2);
    assert!(matches!(
        Position::from_setup(&chess, s),
        Err(PositionError::Illegal(_))
    ));
    assert_eq!(Position::from_setup(&chess, good).unwrap().perft(2), 400);
}

#[test]
fn moves_from_outside_are_checked() {
    let chess = variant::build("chess", &[]).unwrap();
    let p = Position::start(&chess);
    let bad = Move {
        from: crate::geometry::Cell(900),
        to: crate::geometry::Cell(3),
        arrive: crate::geometry::Cell(3),
        promotion: None,
        special: Special::None,
    };
    assert!(!p.is_legal(&bad));
    assert!(p.try_play(&bad).is_err());
    assert_eq!(p.play(&bad).to_text(), p.to_text());
    let e4 = p.legal_moves_from(chess.geometry().square_on(0, "e2").unwrap());
    assert_eq!(e4.len(), 2);
    assert!(p.try_play(&e4[1]).is_ok());
}

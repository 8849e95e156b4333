//! The looking-glass mode: a one-board game doubled, with the Alice transfer. Chess through the
//! looking-glass must be Alice Chess move for move; Orwell Chess through the looking-glass keeps
//! its dice and cylinder and adds the transfer.

use quadrille::notation::lan;
use quadrille::position::{Player, Position};
use quadrille::variant;

fn start(game: &str) -> Position {
    Position::start(&variant::build(game, &[]).unwrap())
}

/// Each root move (in long algebraic) with its count.
fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = pos
        .divide(depth)
        .into_iter()
        .map(|(m, n)| (lan(pos, &m), n))
        .collect();
    out.sort();
    out
}

#[test]
fn chess_through_the_looking_glass_is_alice() {
    let glass = start("chess-glass");
    let alice = start("alice");
    assert_eq!(glass.variant().geometry().board_count(), 2);
    assert_eq!(
        glass.to_text().split_once(':').unwrap().1,
        alice.to_text().split_once(':').unwrap().1
    );
    // Both games are defined independently (one doubles chess, the other is written out): their
    // trees agree move by move, and the totals are alice.md's 20, 400 and 9384.
    let d = divide(&glass, 3);
    assert_eq!(d, divide(&alice, 3));
    assert_eq!(d.len(), 20);
    assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), 9384);
    // En passant is an option, off as in Alice Chess.
    assert_eq!(glass.variant().options(), alice.variant().options());
    let on = [("en_passant".to_string(), "true".to_string())];
    assert!(variant::build("chess-glass", &on).unwrap().pawns.en_passant);
}

#[test]
fn alice_cases_hold_through_the_looking_glass() {
    // alice.md: 1.e4 d5 2.Be2 dxe4 3.Bb5# is checkmate.
    let mut pos = start("chess-glass");
    for text in ["e4", "d5", "Be2", "dxe4", "Bb5"] {
        let m = quadrille::notation::parse_move(&pos, text).unwrap();
        pos = pos.play(&m);
    }
    assert_eq!(pos.outcome().as_str(), "checkmate");
}

#[test]
fn orwell_through_the_looking_glass_transfers_after_each_move() {
    let pos = start("orwell-glass");
    let v = pos.variant().clone();
    let geo = v.geometry();
    assert_eq!((geo.board_count(), geo.wraps()), (2, true));
    assert_eq!(v.players().len(), 3);
    assert!(v.has_dice());
    // Board B starts empty.
    assert!(pos.pieces().iter().all(|(c, _)| geo.board_of(*c) == 0));
    let rolled = pos.roll([1, 1]).unwrap();
    let moves = rolled.legal_moves();
    assert!(!moves.is_empty());
    for m in &moves {
        assert_eq!(
            (geo.board_of(m.to), geo.board_of(m.arrive)),
            (0, 1),
            "{m:?}"
        );
        assert_eq!(geo.square_name(m.to), geo.square_name(m.arrive));
    }
    // A Berlinpeono promotes on the Minipax squares of either board.
    for board in [0, 1] {
        assert!(v.promotes_on(Player(0), geo.square_on(board, "d2").unwrap()));
    }
}

//! Move notation: SAN and long algebraic round-trip through the parser for every legal move of many
//! positions; disambiguation; the board suffix of the Alice family; malformed input.

use quadrille::notation::{lan, parse_move, record, san, MoveError};
use quadrille::position::Position;
use quadrille::variant;

fn start(game: &str) -> Position {
    let v = variant::build(game, &[]).unwrap_or_else(|e| panic!("{game}: {e}"));
    Position::start(&v)
}

fn chess(fen: &str) -> Position {
    let v = variant::build("chess", &[]).expect("chess");
    Position::from_text(&v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn after(game: &str, record_text: &str) -> Position {
    let mut pos = start(game);
    for text in record::tokens(record_text) {
        let m = parse_move(&pos, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos = pos.play(&m);
    }
    pos
}

/// A small random number generator (xorshift), so the games are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Every legal move's SAN and long algebraic read back as the same move; the SANs of a position are
/// all different. Returns how many moves were checked.
fn check_round_trips(pos: &Position) -> usize {
    let moves = pos.legal_moves();
    let mut seen = std::collections::HashSet::new();
    for m in &moves {
        let s = san(pos, m);
        assert_eq!(
            parse_move(pos, &s).as_ref(),
            Ok(m),
            "SAN {s} in {}",
            pos.to_text()
        );
        assert!(
            seen.insert(s.clone()),
            "two moves written {s} in {}",
            pos.to_text()
        );
        let l = lan(pos, m);
        assert_eq!(
            parse_move(pos, &l).as_ref(),
            Ok(m),
            "LAN {l} in {}",
            pos.to_text()
        );
    }
    moves.len()
}

/// Plays random games from `pos`, checking the round trips in every position on the way.
fn random_games(pos: &Position, games: usize, plies: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut checked = 0;
    for _ in 0..games {
        let mut p = pos.clone();
        for _ in 0..plies {
            checked += check_round_trips(&p);
            let moves = p.legal_moves();
            if moves.is_empty() || p.outcome() != quadrille::position::Outcome::Ongoing {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]);
        }
    }
    checked
}

#[test]
fn chess_round_trips() {
    let mut checked = random_games(&start("chess"), 8, 80, 0x9e37_79b9_7f4a_7c15);
    // Kiwipete and position 4 of chess.md: castling, en passant and promotions.
    for (i, fen) in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ]
    .iter()
    .enumerate()
    {
        checked += random_games(&chess(fen), 6, 40, 12345 + i as u64);
    }
    assert!(checked > 5000, "only {checked} moves checked");
}

#[test]
fn alice_round_trips() {
    let mut checked = random_games(&start("alice"), 8, 80, 0x2545_f491_4f6c_dd1d);
    let v = variant::build("alice", &[("en_passant".into(), "true".into())]).expect("option");
    checked += random_games(&Position::start(&v), 4, 60, 777);
    assert!(checked > 5000, "only {checked} moves checked");
}

#[test]
fn chess_san_forms() {
    let pos = start("chess");
    let by_san = |pos: &Position, text: &str| san(pos, &parse_move(pos, text).expect(text));
    assert_eq!(by_san(&pos, "e2e4"), "e4");
    assert_eq!(by_san(&pos, "g1f3"), "Nf3");
    assert_eq!(lan(&pos, &parse_move(&pos, "Nf3").unwrap()), "Ng1-f3");
    assert_eq!(lan(&pos, &parse_move(&pos, "e4").unwrap()), "e2-e4");
    let pos = after("chess", "1.e4 d5");
    assert_eq!(by_san(&pos, "e4d5"), "exd5");
    assert_eq!(lan(&pos, &parse_move(&pos, "exd5").unwrap()), "e4xd5");
    let pos = after("chess", "1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6");
    assert_eq!(by_san(&pos, "e1g1"), "O-O");
    assert_eq!(by_san(&pos, "0-0"), "O-O");
    let pos = after("chess", "1.f3 e5 2.g4");
    assert_eq!(by_san(&pos, "d8h4"), "Qh4#");
    let pos = after("chess", "1.e4 f5");
    assert_eq!(by_san(&pos, "d1h5"), "Qh5+");
}

#[test]
fn promotion_and_queen_side_castling() {
    let pos = chess("r3k3/1P6/8/8/8/8/8/R3K3 w Qq - 0 1");
    let sans: Vec<String> = pos.legal_moves().iter().map(|m| san(&pos, m)).collect();
    for s in [
        "b8=Q+", "b8=R+", "b8=B", "b8=N", "bxa8=Q+", "bxa8=N", "O-O-O",
    ] {
        assert!(sans.contains(&s.to_string()), "{s} in {sans:?}");
    }
    let q = parse_move(&pos, "b7a8q").expect("long form with a small letter");
    assert_eq!(san(&pos, &q), "bxa8=Q+");
    assert_eq!(lan(&pos, &q), "b7xa8=Q");
    assert_eq!(lan(&pos, &parse_move(&pos, "O-O-O").unwrap()), "O-O-O");
    // The promotion must be said.
    assert!(matches!(
        parse_move(&pos, "b8"),
        Err(MoveError::NoSuchMove { .. })
    ));
}

#[test]
fn disambiguation_by_file_rank_or_both() {
    // Queens on a1, c1 and a3 can all reach c3.
    let pos = chess("6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1");
    let sans: Vec<String> = pos.legal_moves().iter().map(|m| san(&pos, m)).collect();
    for s in ["Qa1c3", "Q3c3", "Qcc3"] {
        assert!(sans.contains(&s.to_string()), "{s} in {sans:?}");
    }
    match parse_move(&pos, "Qc3") {
        Err(MoveError::Ambiguous { text, candidates }) => {
            assert_eq!(text, "Qc3");
            let mut c = candidates.clone();
            c.sort();
            assert_eq!(c, ["Q3c3", "Qa1c3", "Qcc3"]);
        }
        other => panic!("Qc3 should be ambiguous, got {other:?}"),
    }
    assert!(matches!(
        parse_move(&pos, "Qac3"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert!(parse_move(&pos, "Q1c3").is_err());
    // Knights on b1 and f3 both reach d2; rooks on a1 and a5 both reach a3.
    let pos = chess("4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1");
    let by_text = |t: &str| san(&pos, &parse_move(&pos, t).expect(t));
    assert_eq!(by_text("b1d2"), "Nbd2");
    assert_eq!(by_text("f3d2"), "Nfd2");
    assert_eq!(by_text("a1a3"), "R1a3");
    assert_eq!(by_text("a5a3"), "R5a3");
    assert_eq!(by_text("Ne5"), "Ne5");
    // Two pawns can take on d5.
    let pos = chess("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
    assert_eq!(san(&pos, &parse_move(&pos, "c4d5").unwrap()), "cxd5");
    assert_eq!(san(&pos, &parse_move(&pos, "exd5").unwrap()), "exd5");
    assert!(matches!(
        parse_move(&pos, "xd5"),
        Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn alice_board_suffix() {
    // The knight of g1 stands on board A, the knight of d2 on board B: both reach f3.
    let pos = after("alice", "1.d4 a6 2.Nd2 a5");
    let from_a = parse_move(&pos, "Nf3").expect("Nf3");
    let from_b = parse_move(&pos, "Nf3/A").expect("Nf3/A");
    let geo = pos.variant().geometry();
    assert_eq!(
        from_a.from,
        geo.square_on(0, "g1").unwrap(),
        "without a suffix, board A"
    );
    assert_eq!(from_b.from, geo.square_on(1, "d2").unwrap());
    assert_eq!(san(&pos, &from_a), "Nf3/B");
    assert_eq!(san(&pos, &from_b), "Nf3/A");
    assert_eq!(lan(&pos, &from_a), "Ng1-f3");
    assert_eq!(lan(&pos, &from_b), "B:Nd2-f3");
    assert_eq!(parse_move(&pos, "Ndf3"), Ok(from_b));
    assert_eq!(parse_move(&pos, "B:Nf3"), Ok(from_b));
    assert_eq!(parse_move(&pos, "Nf3/B"), Ok(from_a));
    assert_eq!(parse_move(&pos, "Nd2f3"), Ok(from_b));
    // Every move of the start position is written with its board.
    let pos = start("alice");
    for m in pos.legal_moves() {
        assert!(san(&pos, &m).ends_with("/B"), "{}", san(&pos, &m));
    }
}

#[test]
fn malformed_input_is_an_error_that_names_the_text() {
    let pos = start("chess");
    for text in [
        "",
        "hello",
        "Nf",
        "e2-e4-e6",
        "Nf3/",
        "Qh4xe1xe2",
        "O-O-O-O",
        "e4$",
    ] {
        match parse_move(&pos, text) {
            Err(MoveError::NotAMove { text: t, reason }) => {
                assert_eq!(t, text.trim());
                assert!(!reason.is_empty());
            }
            other => panic!("'{text}' gave {other:?}"),
        }
    }
    for text in [
        "e5", "Nf4", "Ke2", "O-O", "exd5", "e2e5", "Bb5", "e4/B", "B:e4", "a2a3=Q",
    ] {
        match parse_move(&pos, text) {
            Err(e @ MoveError::NoSuchMove { .. }) => {
                assert_eq!(e.text(), text);
                assert!(e.to_string().contains(text));
            }
            other => panic!("'{text}' gave {other:?}"),
        }
    }
    // A square off the board (chess has ranks 1 to 8, files a to h) is named.
    for (text, square) in [("e9", "e9"), ("Ni3", "i3"), ("a9a8", "a9")] {
        match parse_move(&pos, text) {
            Err(e @ MoveError::NoSuchCell { .. }) => {
                assert_eq!(e.text(), text);
                assert!(e
                    .to_string()
                    .contains(&format!("names {square}, which is not a cell")));
            }
            other => panic!("'{text}' gave {other:?}"),
        }
    }
}

#[test]
fn random_text_never_panics_and_errors_name_it() {
    let alphabet: Vec<char> = "abcdefghx12345678900KQRBNPO-=:/@+#!? AB€".chars().collect();
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for pos in [start("chess"), start("alice")] {
        let legal = pos.legal_moves();
        for _ in 0..20_000 {
            let len = 1 + rng.below(8);
            let text: String = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect();
            match parse_move(&pos, &text) {
                Ok(m) => assert!(legal.contains(&m), "{text}"),
                Err(e) => assert_eq!(e.text(), text.trim(), "{e}"),
            }
        }
    }
}

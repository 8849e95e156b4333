//! Position texts: FEN and the Alice text round-trip over positions reached by random play, use
//! only URL-hash-safe characters, and every malformed text gives an error, never a panic.

use quadrille::position::{Position, PositionError};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

/// A small deterministic generator (a 64-bit LCG).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }
}

fn games() -> Vec<Arc<Variant>> {
    vec![
        variant::build("chess", &[]).unwrap(),
        variant::build("alice", &[]).unwrap(),
        variant::build("alice", &[("en_passant".into(), "true".into())]).unwrap(),
    ]
}

/// Positions reached by random games (played until over or 80 plies).
fn random_positions(v: &Arc<Variant>, games: usize, rng: &mut Rng) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::start(v);
        for _ in 0..80 {
            out.push(p.clone());
            let moves = p.legal_moves();
            if moves.is_empty() || p.outcome().is_over() {
                break;
            }
            p = p.play(&moves[rng.next() % moves.len()]);
        }
    }
    out
}

fn url_safe(c: char) -> bool {
    c.is_ascii_alphanumeric() || "/;:-._~! ".contains(c)
}

#[test]
fn texts_round_trip_over_random_play() {
    let mut rng = Rng(42);
    for v in games() {
        let mut seen_ep = false;
        for p in random_positions(&v, 12, &mut rng) {
            let text = p.to_text();
            assert!(text.chars().all(url_safe), "{text}");
            assert!(!text.contains("  ") && !text.contains('_'), "{text}");
            assert_eq!(text.starts_with("alice:"), v.id() == "alice", "{text}");
            let back = Position::from_text(&v, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back.to_text(), text);
            assert_eq!(back.key(), p.key(), "{text}");
            assert_eq!(back.legal_moves(), p.legal_moves(), "{text}");
            assert_eq!(back.pieces(), p.pieces());
            // Links write `_` for the spaces.
            let linked = Position::from_text(&v, &text.replace(' ', "_")).unwrap();
            assert_eq!(linked.to_text(), text);
            seen_ep |= p.en_passant().is_some();
        }
        assert_eq!(
            seen_ep, v.pawns.en_passant,
            "{v:?}: no en passant cell seen"
        );
    }
}

/// Every way of spoiling a good text: dropping, doubling, replacing and swapping characters,
/// cutting the text, and splicing in pieces of other texts.
fn mutations(text: &str, rng: &mut Rng) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let alphabet: Vec<char> = "KQRBNPkqrbnpxX0123456789/;:-_~! wbA".chars().collect();
    let mut out = Vec::new();
    for _ in 0..60 {
        let mut c = chars.clone();
        let i = rng.next() % c.len();
        match rng.next() % 5 {
            0 => {
                c.remove(i);
            }
            1 => c.insert(i, c[i]),
            2 => c[i] = alphabet[rng.next() % alphabet.len()],
            3 => {
                let j = rng.next() % c.len();
                c.swap(i, j);
            }
            _ => c.truncate(i),
        }
        out.push(c.into_iter().collect());
    }
    out.push(String::new());
    out.push(" ".into());
    out.push("alice:".into());
    out.push(":::".into());
    out.push("8/8/8/8/8/8/8/8 w - - 0 0".into());
    out.push("8/8/8/8/8/8/8/8 w - - 99999999999 1".into());
    out.push("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra".into());
    out.push("4k3/8/8/8/8/8/8/4K3~u w - - 0 1".into());
    out.push("4k3/8/8/8/8/8/8/4K~q3 w - - 0 1".into());
    out.push("4k3/8/8/8/8/8/8/4K3 w - e3/Z 0 1".into());
    out.push("4k3/8/8/8/8/8/8/4K3 w - e9 0 1".into());
    out.push(format!("{}/8 w - - 0 1", "8/".repeat(300)));
    out.push("99999999999999999999/8/8/8/8/8/8/8 w - - 0 1".into());
    out.push("é/8/8/8/8/8/8/8 w - - 0 1".into());
    out
}

#[test]
fn malformed_texts_give_errors_not_panics() {
    let mut rng = Rng(7);
    for v in games() {
        let positions = random_positions(&v, 3, &mut rng);
        let mut parse = 0;
        let mut illegal = 0;
        for p in positions.iter().step_by(5) {
            for bad in mutations(&p.to_text(), &mut rng) {
                match Position::from_text(&v, &bad) {
                    Ok(q) => assert!(Position::from_text(&v, &q.to_text()).is_ok()),
                    Err(PositionError::Parse(m)) => {
                        assert!(!m.is_empty());
                        parse += 1
                    }
                    Err(PositionError::Illegal(m)) => {
                        assert!(!m.is_empty());
                        illegal += 1
                    }
                }
            }
        }
        assert!(
            parse > 100 && illegal > 10,
            "{v:?}: {parse} parse, {illegal} illegal"
        );
    }
}

#[test]
fn a_text_must_name_the_right_game_and_board_count() {
    let chess = variant::build("chess", &[]).unwrap();
    let alice = variant::build("alice", &[]).unwrap();
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let two = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8 w KQkq - 0 1";
    // Plain two-board text without the prefix is read for the game asked for.
    assert_eq!(
        Position::from_text(&alice, two).unwrap().to_text(),
        format!("alice:{two}")
    );
    // One board in Alice is the single-board FEN of pychess and Fairy-Stockfish: every piece
    // without a `|` mark stands on board A, so the orthodox array is Alice's start.
    assert_eq!(
        Position::from_text(&alice, fen).unwrap().to_text(),
        format!("alice:{two}")
    );
    for (v, text) in [
        (&chess, two.to_string()),
        (&chess, format!("alice:{two}")),
        (&alice, format!("chess:{two}")),
    ] {
        assert!(
            matches!(Position::from_text(v, &text), Err(PositionError::Parse(_))),
            "{text}"
        );
    }
    // FEN proper is only for one board.
    assert!(quadrille::notation::fen::parse(&alice, two).is_err());
    let setup = quadrille::notation::fen::parse(&chess, fen).unwrap();
    let p = Position::from_setup(&chess, setup).unwrap();
    assert_eq!(quadrille::notation::fen::write(&p), fen);
}

#[test]
fn the_examples_of_the_documentation_read_back() {
    let chess = variant::build("chess", &[]).unwrap();
    let alice = variant::build("alice", &[]).unwrap();
    let alice_ep = variant::build("alice", &[("en_passant".into(), "true".into())]).unwrap();
    for (v, text) in [
        (
            &chess,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ),
        (
            &alice,
            "alice:rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR;8/8/8/8/4P3/8/8/8 b KQkq - 0 1",
        ),
        (
            &alice_ep,
            "alice:4k3/8/8/8/3p4/8/8/4K3;8/8/8/8/4P3/8/8/8 b - e3/A 0 1",
        ),
    ] {
        assert_eq!(Position::from_text(v, text).unwrap().to_text(), text);
    }
}

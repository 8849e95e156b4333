//! Perft suites from data files (`tests/perft/*.txt`), one runner for every game, and the
//! mirror test: a colour-flipped position has the same counts.
//!
//! `quick.txt`, `four.txt`, `four_chesscom.txt`, `blocking.txt` and `fortress.txt` run always; `deep.txt` is ignored by default:
//! `cargo test --release --test perft -- --ignored`.

use quadrille::position::Position;
use quadrille::variant;
use std::time::Instant;

/// One case: game, position text, depth, expected count, and the line it came from.
struct Case {
    game: String,
    text: String,
    depth: u32,
    expected: u64,
    line: usize,
}

fn read_cases(file: &str) -> Vec<Case> {
    let path = format!("{}/tests/perft/{file}", env!("CARGO_MANIFEST_DIR"));
    let data = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut cases = Vec::new();
    for (i, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(parts.len(), 4, "{file}:{}: expected 4 fields", i + 1);
        cases.push(Case {
            game: parts[0].to_string(),
            text: parts[1].to_string(),
            depth: parts[2].parse().expect("depth"),
            expected: parts[3].parse().expect("count"),
            line: i + 1,
        });
    }
    assert!(!cases.is_empty(), "{file} has no cases");
    cases
}

fn run(file: &str) {
    let mut failures = Vec::new();
    for c in read_cases(file) {
        // The game field may carry options after the id: `4pc-teams setup=classic`.
        let mut words = c.game.split_whitespace();
        let id = words.next().expect("game id");
        let options: Vec<(String, String)> =
            words.map(|w| variant::parse_option(w).unwrap()).collect();
        let v = variant::build(id, &options).unwrap();
        let pos = Position::from_text(&v, &c.text).unwrap();
        let start = Instant::now();
        let got = pos.perft(c.depth);
        println!(
            "{file}:{} {} depth {}: {got} (expected {}) in {:.2?}",
            c.line,
            c.game,
            c.depth,
            c.expected,
            start.elapsed()
        );
        if got != c.expected {
            failures.push(format!(
                "{file}:{}: {} '{}' depth {}: got {got}, expected {}",
                c.line, c.game, c.text, c.depth, c.expected
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn quick_perft() {
    run("quick.txt");
}

/// Four-player chess (`four.txt`): kept apart from `quick.txt`, whose cases the two-player
/// mirror test below also runs.
#[test]
fn four_player_perft() {
    run("four.txt");
}

/// Blocking Double Chess (`blocking.txt`), each count reasoned by hand in the file.
#[test]
fn blocking_double_perft() {
    run("blocking.txt");
}

/// chess.com's four-player chess (`four_chesscom.txt`), counts from Tetrarch.
#[test]
fn chesscom_four_player_perft() {
    run("four_chesscom.txt");
}

#[test]
fn fortress_perft() {
    run("fortress.txt");
}

#[test]
#[ignore = "minutes even in release: cargo test --release --test perft -- --ignored"]
fn deep_perft() {
    run("deep.txt");
}

/// The same position with the colours exchanged and every board turned upside down: ranks in
/// reverse order, letter case swapped, the other side to move, castling letters swapped, the en
/// passant rank mirrored.
fn mirror(text: &str) -> String {
    let (prefix, rest) = match text.split_once(':') {
        Some((g, r)) => (format!("{g}:"), r),
        None => (String::new(), text),
    };
    let f: Vec<&str> = rest.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let boards: Vec<String> = f[0]
        .split(';')
        .map(|b| swap(&b.split('/').rev().collect::<Vec<_>>().join("/")))
        .collect();
    let side = if f[1] == "w" { "b" } else { "w" };
    let mut castling: Vec<char> = swap(f[2]).chars().collect();
    castling.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
    let castling: String = castling.into_iter().collect();
    let ep = if f[3] == "-" {
        "-".to_string()
    } else {
        let mut chars: Vec<char> = f[3].chars().collect();
        chars[1] = (b'1' + b'8' - chars[1] as u8) as char;
        chars.into_iter().collect()
    };
    format!(
        "{prefix}{} {side} {castling} {ep} {} {}",
        boards.join(";"),
        f[4],
        f[5]
    )
}

#[test]
fn mirror_of_a_known_position() {
    assert_eq!(
        mirror("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1"
    );
    assert_eq!(
        mirror("rnbqkbnr/pppp1ppp/8/8/4Pp2/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"),
        "rnbqkbnr/pppp1ppp/8/4pP2/8/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 3"
    );
}

#[test]
fn mirrored_positions_give_the_same_counts() {
    // In Alice Chess 2 and Duo each army starts on its own board and double-steps only there,
    // so exchanging the colours without exchanging the boards makes another game.
    let own_boards = ["alice2", "duo"];
    for c in read_cases("quick.txt")
        .iter()
        .filter(|c| c.depth <= 3 && !own_boards.contains(&c.game.as_str()))
    {
        let v = variant::build(&c.game, &[]).unwrap();
        // The mirror swaps White and Black: two-player games only.
        if v.players().len() != 2 {
            continue;
        }
        let text = mirror(&c.text);
        let pos = Position::from_text(&v, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.perft(c.depth), c.expected, "mirror of line {}", c.line);
    }
}

/// Positions reached by a few deterministic random moves: the mirror has the same small perft.
#[test]
fn mirrored_random_positions_give_the_same_counts() {
    let mut seed = 0x1234_5678u64;
    // The games of the Alice family whose two armies start alike (Alice Chess 2 and Duo do not).
    for game in ["chess", "alice", "ms-alice", "odonohue", "alice3"] {
        let options = if game != "chess" {
            vec![("en_passant".to_string(), "true".to_string())]
        } else {
            Vec::new()
        };
        let v = variant::build(game, &options).unwrap();
        for _ in 0..20 {
            let mut pos = Position::start(&v);
            for _ in 0..12 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                pos = pos.play(&moves[(seed >> 33) as usize % moves.len()]);
            }
            let text = pos.to_text();
            let flipped = Position::from_text(&v, &mirror(&text)).unwrap();
            assert_eq!(pos.perft(3), flipped.perft(3), "{text}");
        }
    }
}

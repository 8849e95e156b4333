//! Fuzzing on stable Rust (issue 16): a seeded mutation loop over every reader of the engine,
//! starting from the valid inputs of every game checked in under `tests/corpus/` (written by
//! `cargo run --release --example make_corpus`). Readers: the position text, the move text (in
//! its position, and by grammar alone), the game record, the link, and the editor's input (a
//! sequence of edits, then the position it makes).
//!
//! Each mutated input must give a value or an error, never a panic; the error must be a short
//! message (an excerpt of the input at most); and no input may hang (a reader taking more than
//! `HANG_SECONDS` is reported as a hang, a bound a thousand times what any input needs).
//!
//! The suite runs a short loop; a long one: `QUADRILLE_FUZZ_ITERATIONS=20000 cargo test --release
//! --test fuzz_readers` (mutations per reader and game; `QUADRILLE_FUZZ_SEED` changes the seed).

use quadrille::ai::Rng;
use quadrille::notation::link::{self, LinkData};
use quadrille::notation::{game_record, parse::read_text, parse_move};
use quadrille::position::Position;
use quadrille::variant::{self, Variant};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// Longer than this for one input is a hang.
const HANG_SECONDS: u64 = 10;
/// The longest error message accepted, in characters.
const SHORT: usize = 500;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The corpus file `name` of game `id`, split into entries by `separator`.
fn corpus(id: &str, name: &str, separator: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(id)
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    text.split(separator)
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(String::from)
        .collect()
}

/// Characters a mutation inserts: separators and marks of every format, digits, letters of
/// pieces and players, and a few that no format uses.
const INSERTS: &[&str] = &[
    " ",
    "/",
    ":",
    ",",
    ";",
    ".",
    "-",
    "x",
    "=",
    "~",
    "@",
    "&",
    "#",
    "%",
    "[",
    "]",
    "{",
    "}",
    "\"",
    "\n",
    "\t",
    "0",
    "1",
    "9",
    "99999999999999999999",
    "w",
    "b",
    "r",
    "K",
    "Q",
    "E",
    "D",
    "pass",
    "r13",
    "é",
    "\u{0}",
    "€",
    "O-O",
    "/B",
    "~c",
    "--- 13/13",
];

/// A mutation of `text`: a few random edits (deleting, repeating, inserting, replacing, or
/// splicing a piece of `other` in), at char boundaries.
fn mutate(text: &str, other: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let others: Vec<char> = other.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let len = chars.len() as u64;
        let at = rng.below(len + 1) as usize;
        let span = (1 + rng.below(8) as usize).min(chars.len() - at.min(chars.len()));
        match rng.below(6) {
            0 => {
                chars.drain(at..at + span);
            }
            1 => {
                let piece: Vec<char> = chars[at..at + span].to_vec();
                let most = if rng.chance(5) { 2000 } else { 3 };
                for _ in 0..1 + rng.below(most) {
                    chars.splice(at..at, piece.iter().copied());
                }
            }
            2 => {
                let s = INSERTS[rng.below(INSERTS.len() as u64) as usize];
                chars.splice(at..at, s.chars());
            }
            3 if at < chars.len() => {
                let s = INSERTS[rng.below(INSERTS.len() as u64) as usize];
                chars.splice(at..at + span, s.chars());
            }
            4 if !others.is_empty() => {
                let from = rng.below(others.len() as u64) as usize;
                let n = (1 + rng.below(20) as usize).min(others.len() - from);
                chars.splice(at..at, others[from..from + n].iter().copied());
            }
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}

/// Runs one reader on one input: no panic, no hang, a short error message.
fn check<T, E: std::fmt::Display>(what: &str, input: &str, read: impl FnOnce() -> Result<T, E>) {
    let started = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(read));
    let seconds = started.elapsed().as_secs();
    let shown: String = input.chars().take(300).collect();
    match result {
        Err(_) => panic!("{what} panicked on {shown:?}"),
        Ok(Err(e)) => {
            let m = e.to_string();
            assert!(
                m.chars().count() < SHORT,
                "{what}: a message of {} characters for {shown:?}",
                m.chars().count()
            );
        }
        Ok(Ok(_)) => {}
    }
    assert!(
        seconds < HANG_SECONDS,
        "{what} hung {seconds} s on {shown:?}"
    );
}

/// Mutates every entry of `entries` round-robin `iterations` times and checks `read` on each.
fn fuzz(
    what: &str,
    entries: &[String],
    iterations: u64,
    rng: &mut Rng,
    read: &dyn Fn(&str) -> Result<(), String>,
) {
    assert!(!entries.is_empty(), "{what}: no corpus");
    for e in entries {
        check(what, e, || read(e));
    }
    for i in 0..iterations as usize {
        let base = &entries[i % entries.len()];
        let other = &entries[rng.below(entries.len() as u64) as usize];
        let input = mutate(base, other, rng);
        check(what, &input, || read(&input));
    }
}

fn iterations() -> u64 {
    env("QUADRILLE_FUZZ_ITERATIONS", 300)
}

fn rng(salt: u64) -> Rng {
    Rng::new(env("QUADRILLE_FUZZ_SEED", 16) ^ salt)
}

fn game(id: &str) -> Arc<Variant> {
    variant::build(id, &[]).unwrap()
}

/// Fuzzes one reader in every game: the corpus file `file` (entries split by `separator`),
/// `times` mutations per game, `read(game, input)` run on each.
fn every_game(
    salt: u64,
    file: &str,
    separator: &str,
    times: u64,
    read: impl Fn(&Arc<Variant>, &str) -> Result<(), String>,
) {
    let mut rng = rng(salt);
    for id in variant::ids() {
        let v = game(id);
        let entries = corpus(id, file, separator);
        fuzz(id, &entries, times, &mut rng, &|t| read(&v, t));
    }
}

#[test]
fn mutated_position_texts_of_every_game() {
    every_game(1, "positions.txt", "\n", iterations(), |v, t| {
        Position::from_text(v, t)
            .map(|p| {
                // What reads must write a text that reads back.
                let again = Position::from_text(v, &p.to_text());
                assert!(again.is_ok(), "{t:?} read, but not its text: {again:?}");
            })
            .map_err(|e| e.to_string())
    });
}

#[test]
fn mutated_moves_of_every_game() {
    every_game(2, "moves.txt", "\n", iterations() * 2, |v, line| {
        let Some((text, mv)) = line.split_once('\t') else {
            // The tab was mutated away: the whole line is a move text without a position.
            return read_text(line).map(|_| ()).map_err(|e| e.to_string());
        };
        read_text(mv).map_err(|e| e.to_string())?;
        let pos = Position::from_text(v, text).map_err(|e| e.to_string())?;
        parse_move(&pos, mv)
            .map(|m| assert!(pos.is_legal(&m) || pos.is_proposal(&m), "{line:?}"))
            .map_err(|e| e.to_string())
    });
}

#[test]
fn mutated_links_of_every_game() {
    every_game(3, "links.txt", "\n", iterations(), |_, t| {
        LinkData::parse(t).map_err(|e| e.to_string())?;
        link::decode(t)
            .map(|g| assert!(g.ply <= g.steps.len(), "{t:?}"))
            .map_err(|e| e.to_string())
    });
}

#[test]
fn mutated_records_of_every_game() {
    // The game is given as a fallback, for records whose [Game] tag was mutated away.
    every_game(4, "records.txt", "%%", iterations(), |v, t| {
        game_record::read(t, Some(v.id()))
            .map(|_| ())
            .map_err(|e| e.to_string())
    });
}

/// Random edits as the page's editor makes them (numbers from the page, any of them out of
/// range), then the position they make: an error or a position whose text reads back.
#[test]
fn random_editor_input_in_every_game() {
    let mut rng = rng(5);
    for id in variant::ids() {
        let v = game(id);
        for _ in 0..iterations() {
            let mut setup = Position::start(&v).setup();
            let edits = rng.below(40);
            let mut log = String::new();
            let cells = v.geometry().len() as u64 + 3;
            for _ in 0..edits {
                let (cell, owner, kind) = (
                    rng.below(cells) as usize,
                    rng.below(v.players().len() as u64 + 2) as usize,
                    rng.below(v.pieces().len() as u64 + 2) as usize,
                );
                let step = match rng.below(10) {
                    0..=4 => setup.put(&v, cell, owner, kind),
                    5..=6 => {
                        setup.remove(&v, cell);
                        Ok(())
                    }
                    7 => setup.set_to_move(&v, owner),
                    8 => setup.set_castling(kind, rng.chance(50)),
                    _ => {
                        setup.clear(&v);
                        Ok(())
                    }
                };
                log.push_str(&format!("{cell},{owner},{kind};"));
                if let Err(e) = step {
                    assert!(e.chars().count() < SHORT, "{id} {log}: {e}");
                }
            }
            check(&format!("{id} editor"), &log, || {
                Position::from_setup(&v, setup.clone()).map(|p| {
                    let back = Position::from_text(&v, &p.to_text());
                    assert!(
                        back.is_ok(),
                        "{id} {log}: {} does not read back",
                        p.to_text()
                    );
                    let _ = p.legal_moves();
                    let _ = p.outcome();
                })
            });
        }
    }
}

/// chess.com's PGN4 records (the real ones of `tests/data/pgn4`), mutated: an error or a game.
#[test]
fn mutated_pgn4_records() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn4");
    let mut entries: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    entries.sort();
    fuzz("pgn4", &entries, iterations(), &mut rng(7), &|t| {
        quadrille::notation::pgn4::read(t, None)
            .map(|_| ())
            .map_err(|e| e.to_string())
    });
}

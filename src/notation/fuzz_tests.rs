//! Malformed links and records, made by truncating and mutating good ones of every game: each
//! must give an error or a game, never a panic.

use super::game_record;
use super::link::{self, encode_steps};
use super::sample::sample_game;
use crate::variant;

/// Variations of a text: every truncation, and at each place a byte deleted, doubled or
/// replaced by one of `swaps`.
fn mutations(text: &str, swaps: &[char]) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for i in 0..=chars.len() {
        out.push(chars[..i].iter().collect());
        if i == chars.len() {
            break;
        }
        let mut deleted = chars.clone();
        deleted.remove(i);
        out.push(deleted.into_iter().collect());
        let mut doubled = chars.clone();
        doubled.insert(i, chars[i]);
        out.push(doubled.into_iter().collect());
        let swap = swaps[i % swaps.len()];
        let mut swapped = chars.clone();
        swapped[i] = swap;
        out.push(swapped.into_iter().collect());
    }
    out
}

#[test]
fn mutated_links_of_every_game_never_panic() {
    let swaps = [
        '&', '=', '.', '%', 'x', '9', '#', 'é', '\u{0}', ' ', '+', ':', 'r', 'Q',
    ];
    let mut errors = 0;
    let mut total = 0;
    for id in variant::ids() {
        let (start, seed, steps) = sample_game(id, 5, 10);
        let good = encode_steps(&start, seed, &steps, 4);
        assert!(link::decode(&good).is_ok(), "{good}");
        for text in mutations(&good, &swaps) {
            total += 1;
            match link::decode(&text) {
                Ok(g) => assert!(g.ply <= g.steps.len()),
                Err(e) => {
                    errors += 1;
                    assert!(!e.to_string().is_empty(), "{text:?}");
                }
            }
        }
    }
    // Most mutations break the link; each of those gave its message above.
    assert!(
        errors * 2 > total,
        "{errors} errors in {total} mutated links"
    );
}

#[test]
fn mutated_records_of_every_game_never_panic() {
    let swaps = [
        '[', '"', ']', '{', '}', '(', ';', '.', 'x', '9', ',', ':', '\n', 'é',
    ];
    let mut errors = 0;
    for id in variant::ids() {
        let (start, seed, steps) = sample_game(id, 3, 8);
        let good = game_record::write(&start, seed, &steps);
        assert!(game_record::read(&good, None).is_ok(), "{good}");
        for text in mutations(&good, &swaps) {
            if let Err(e) = game_record::read(&text, None) {
                errors += 1;
                assert!(!e.to_string().is_empty(), "{text:?}");
            }
        }
    }
    assert!(errors > 0);
}

#[test]
fn arbitrary_bytes_are_refused_as_links_and_records() {
    // A fixed pseudo-random stream (no dependence on the code under test).
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for len in 0..400 {
        let text: String = (0..len % 60)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                char::from_u32((x % 0x250) as u32).unwrap_or('?')
            })
            .collect();
        let _ = link::decode(&text).map(|_| ());
        let _ = link::decode(&format!("v=1&g=chess&m={text}")).map(|_| ());
        let _ = game_record::read(&text, Some("alice")).map(|_| ());
    }
}

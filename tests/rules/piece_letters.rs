//! Every game's pieces have letters of their own: the letter piece set of the page, position texts
//! and notation tell pieces apart by their letter alone, so no two different pieces of one game
//! (with any of its switches on or off) may share one.

use quadrille::variant::{self, Variant};
use std::sync::Arc;

/// The game `id` with the switches of `on` set (the others as by default).
fn with(id: &str, on: &[&str]) -> Arc<Variant> {
    let options: Vec<(String, String)> = on
        .iter()
        .map(|n| (n.to_string(), "true".to_string()))
        .collect();
    variant::build(id, &options).unwrap_or_else(|e| panic!("{id} {on:?}: {e}"))
}

#[test]
fn no_two_pieces_of_a_game_share_a_letter() {
    let mut checked = 0;
    for id in variant::ids() {
        let names: Vec<&str> = with(id, &[]).option_specs.iter().map(|s| s.name).collect();
        // Every switch alone, and all together.
        let mut sets: Vec<Vec<&str>> = vec![Vec::new(), names.clone()];
        sets.extend(names.iter().map(|n| vec![*n]));
        for on in sets {
            let v = with(id, &on);
            for (i, a) in v.pieces.iter().enumerate() {
                assert!(a.letter.is_ascii_alphabetic(), "{id} {on:?}: {}", a.name);
                for b in &v.pieces[i + 1..] {
                    assert_ne!(
                        a.letter.to_ascii_uppercase(),
                        b.letter.to_ascii_uppercase(),
                        "{id} {on:?}: the {} and the {} share a letter",
                        a.name,
                        b.name
                    );
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 2 * variant::ids().len(), "{checked}");
}

#[test]
fn the_berlinpeono_and_the_all_direction_pawn_have_letters_of_their_own() {
    let letter = |v: &Variant, name: &str| {
        v.pieces
            .iter()
            .find(|d| d.name == name)
            .map(|d| d.letter)
            .unwrap_or_else(|| panic!("{} has no {name}", v.name()))
    };
    let orwell = with("orwell", &[]);
    let dodgson = with("dodgson", &["omni_pawn_promotion"]);
    assert_ne!(
        letter(&orwell, "berlinpeono"),
        letter(&dodgson, "omni-pawn")
    );
    assert_ne!(letter(&dodgson, "omni-pawn"), letter(&dodgson, "pawn"));
}

//! The position text reader of every game: the first byte picks the game, the rest is the text.
//! What reads must write a text that reads back.
#![no_main]

mod pick;

use libfuzzer_sys::fuzz_target;
use quadrille::position::Position;

fuzz_target!(|data: &[u8]| {
    if let Some((v, text)) = pick::game_and_text(data) {
        if let Ok(p) = Position::from_text(&v, &text) {
            assert!(Position::from_text(&v, &p.to_text()).is_ok());
        }
    }
});

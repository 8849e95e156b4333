//! The position text reader of every game: the first byte picks the game, the rest is the text.
//! What reads must write a text that reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quadrille::position::Position;
use quadrille::variant;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let ids = variant::ids();
    let Ok(v) = variant::build(ids[pick as usize % ids.len()], &[]) else {
        return;
    };
    if let Ok(p) = Position::from_text(&v, &String::from_utf8_lossy(rest)) {
        assert!(Position::from_text(&v, &p.to_text()).is_ok());
    }
});

//! The move reader, in the start position of every game: the first byte picks the game. A move
//! that reads must be legal (or a proposal of Blocking Double Chess).
#![no_main]

mod pick;

use libfuzzer_sys::fuzz_target;
use quadrille::notation::parse_move;
use quadrille::position::Position;

fuzz_target!(|data: &[u8]| {
    if let Some((v, text)) = pick::game_and_text(data) {
        let pos = Position::start(&v);
        if let Ok(m) = parse_move(&pos, &text) {
            assert!(pos.is_legal(&m) || pos.is_proposal(&m));
        }
    }
});

//! The move reader, in the start position of every game: the first byte picks the game. A move
//! that reads must be legal (or a proposal of Blocking Double Chess).
#![no_main]

use libfuzzer_sys::fuzz_target;
use quadrille::notation::parse_move;
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
    let pos = Position::start(&v);
    if let Ok(m) = parse_move(&pos, &String::from_utf8_lossy(rest)) {
        assert!(pos.is_legal(&m) || pos.is_proposal(&m));
    }
});

//! The link reader: a link that reads shows a ply within its moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use quadrille::notation::link;

fuzz_target!(|data: &[u8]| {
    if let Ok(g) = link::decode(&String::from_utf8_lossy(data)) {
        assert!(g.ply <= g.steps.len());
    }
});

//! The game record reader (a record names its game; chess when it does not).
#![no_main]

use libfuzzer_sys::fuzz_target;
use quadrille::notation::game_record;

fuzz_target!(|data: &[u8]| {
    let _ = game_record::read(&String::from_utf8_lossy(data), Some("chess"));
});

//! Texts that read back: notation, links and records, their limits, fuzzing of every reader and the read-back property tests.
//! One test binary for these files, so that the library is linked once for them; the
//! helpers shared by every binary are in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

mod fen4;
mod fuzz_readers;
mod notation;
mod notation_limits;
mod pgn4;
mod roundtrip_play;
mod soak_faults;

//! The rules of the one- and two-player games: perft suites, orthodox chess, the Alice family, the looking-glass games, legality, premoves, starts and setups.
//! One test binary for these files, so that the library is linked once for them; the
//! helpers shared by every binary are in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

mod alice_cases;
mod alice_family;
mod engine_alice;
mod engine_chess;
mod engine_moves;
mod engine_text;
mod hostile_setups;
mod lazy_legality;
mod looking_glass;
mod perft;
mod piece_letters;
mod premove;
mod start_positions;

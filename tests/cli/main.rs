//! The command line as a user runs it, and the UCI protocol.
//! One test binary for these files, so that the library is linked once for them; the
//! helpers shared by every binary are in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

mod basics;
mod cli_alice_family;
mod cli_analysis;
mod cli_blocking;
mod cli_build_seat;
mod cli_dodgson;
mod cli_engine;
mod cli_fortress;
mod cli_four;
mod cli_label;
mod cli_ladder;
mod cli_limits;
mod cli_orwell;
mod cli_records;
mod cli_soak;
mod cli_solve;
mod cli_tune;
mod uci;

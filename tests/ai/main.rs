//! The computer player: levels, every game, strength switches, the tuned evaluation, the time limits and the opening books.
//! One test binary for these files, so that the library is linked once for them; the
//! helpers shared by every binary are in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod ai_games;
mod best_reply;
mod books;
mod eval_terms;
mod full_time;
mod points_race;
mod strength;
mod tuned_eval;

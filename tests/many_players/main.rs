//! The rules of the games of three and four players: Orwell Chess, Dodgson's game, four-player chess, Fortress and Blocking Double Chess.
//! One test binary for these files, so that the library is linked once for them; the
//! helpers shared by every binary are in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

mod blocking_double;
mod chesscom_ffa;
mod chesscom_ffa_records;
mod chesscom_teams;
mod dodgson_rules;
mod fortress_rules;
mod fortress_symmetry;
mod four_player_endings;
mod four_player_rules;
mod four_player_symmetry;
mod leaving_texts;
mod orwell_pieces;
mod orwell_read_back;
mod orwell_rules;
mod orwell_setups;
mod orwell_turns;

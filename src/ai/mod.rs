//! The computer player, for every game, chosen from the game's data (`think.rs`): an
//! iterative-deepening alpha-beta search (`search.rs`) for two sides (two players, or two teams),
//! paranoid over the same search for three or more independent players (`sides.rs`), and an
//! expectimax search over whole turns for games with dice (`chance.rs`); a transposition table
//! keyed by the position's Zobrist key (`tt.rs`), move ordering (`order.rs`), an evaluation
//! driven by the game's data (`eval.rs`, `boards.rs`, `standing.rs`), levels from beginner to
//! strongest (`level.rs`), the consent privilege of Blocking Double Chess (`consent.rs`), the
//! answer to an offer of a draw (`draw_offer.rs`) and a seeded random number generator of its own
//! (`rng.rs`). Time comes from an injected clock (`clock.rs`), so the same code runs natively and
//! in WebAssembly; there are no threads.
//!
//! ```
//! use quadrille::ai::{best_move, Limits, NoClock};
//! use quadrille::{position::Position, variant};
//! let game = variant::build("chess", &[]).unwrap();
//! let pos = Position::start(&game);
//! let limits = Limits { depth: Some(2), ..Limits::default() };
//! let m = best_move(&pos, 8, 1, &limits, &NoClock).unwrap();
//! assert!(pos.is_legal(&m));
//! ```

pub mod analysis;
mod boards;
mod chance;
mod clock;
pub mod consent;
mod draw_offer;
mod eval;
mod eval_cache;
mod features;
mod greedy;
mod level;
mod order;
mod ponder;
mod reach;
mod rng;
mod score;
mod search;
mod see;
mod sides;
mod standing;
mod tables;
mod think;
mod threats;
mod tt;
mod weights;

pub use chance::{turns, Turn};
pub use clock::{Clock, NoClock};
pub use draw_offer::{accepts_draw, accepts_draw_among_more};
pub use eval::WeightedEval;
pub use features::{Features, Switches, NAMES as FEATURE_NAMES};
pub use level::{random_move, style, Agent, Style, MAX_LEVEL};
pub use ponder::{can_ponder, ponder};
pub use rng::Rng;
pub use score::{MATE, MATE_BOUND};
pub use search::{Limits, SearchResult, Searcher};
pub use sides::count as sides;
pub use think::{level_move, think, think_ordinary, Thought};
pub use tt::MAX_MEGABYTES as MAX_TABLE_MEGABYTES;
pub use weights::{tuned as tuned_weights, Weights};

use crate::position::{Move, Position};

/// The move of the computer at `level` (1 to [`MAX_LEVEL`]) with a fresh searcher, or `None`
/// when the game is over or there is no legal move. The same seed gives the same move.
pub fn best_move(
    pos: &Position,
    level: u8,
    seed: u64,
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<Move> {
    let mut searcher = Searcher::new();
    level_move(&mut searcher, pos, level, seed, limits, clock)
}

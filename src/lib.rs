//! Quadrille: a rules engine for chess variants with several boards, three or four players, a
//! wrapped board and dice, compiled to WebAssembly for the browser and to a native command line.
//!
//! The engine has one generic core, and each game is mostly data:
//! - [`geometry`]: cells, boards, wrap-around, missing cells and walls, step and ray tables;
//! - [`piece`]: movement written as data (leapers, riders, hoppers, bent riders);
//! - [`rules`]: small rule components a game switches on (the Alice transfer, castling, check...);
//! - [`variant`]: one short definition per game and the registry of games;
//! - [`position`]: the validated state of a game, legal moves, playing a move, the outcome;
//! - [`game`]: the game in progress: the steps played, undo, side lines, endings, the status;
//! - [`notation`]: position text, move notation and game records;
//! - [`ai`]: the computer player: search, evaluation and levels;
//! - [`problem`]: the chess problem solver (direct mates, helpmates, selfmates, series);
//! - [`excerpt`]: short quotes of long inputs for error messages;
//! - [`soak`]: random and computer play checking that every text written reads back;
//! - `wasm`: the one module that talks to JavaScript (built for wasm32 only).

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod excerpt;
pub mod game;
pub mod geometry;
pub mod notation;
pub mod piece;
pub mod position;
pub mod problem;
pub mod rules;
pub mod soak;
pub mod sort;
pub mod variant;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

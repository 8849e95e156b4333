//! The game in progress, in native Rust: the start, the one list of steps played (each with the
//! position after it, its SAN, its link item and its die), the ply viewed, how the players
//! ended the game, the side lines, and the status as data. The page's WebAssembly handle
//! (`src/wasm.rs`), the soak and the match play on it; it reads links and records with the
//! readers of `notation`.
//!
//! - `step.rs`: the vocabulary, [`Step`] and [`Played`];
//! - `play.rs`: playing a step (checked), undo, go-to, rewind, moves given as text or index;
//! - `lines.rs`: side lines, the old continuation kept when a step is played at an earlier ply;
//! - `ending.rs`: resigning, running out of time, leaving and agreeing a draw;
//! - `status.rs`: the status of the viewed ply as data, with its sentence;
//! - `sentences.rs`: the sentences of the families of games that say more (dice, scores, duels,
//!   players who must move without a safe move);
//! - `turns.rs` and `seats.rs`: the move list grouped into turns (dice) and each player's seat
//!   (games of more players);
//! - `texts.rs`: the game as a link, a record or a position text, and back.

use std::fmt;
use std::sync::Arc;

use crate::notation::{self, link};
use crate::position::Agreement;
use crate::position::{Move, Position};
use crate::variant::{self, Variant};

mod decisions;
mod ending;
mod lines;
mod play;
mod seats;
mod sentences;
mod status;
mod step;
mod texts;
mod turns;

pub use decisions::Decision;
pub use lines::{Line, SideLine, MAX_LINES};
pub use seats::Seat;
pub use sentences::{result_words, score_values, tie_break_words};
pub use status::Status;
pub use step::{Played, Step};
pub use turns::{Turn, TurnMove};

/// Why a step or an action cannot be taken; the text is a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub String);

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GameError {}

/// A [`GameError`] with this message.
fn fail<T>(message: impl Into<String>) -> Result<T, GameError> {
    Err(GameError(message.into()))
}

/// A game in progress: the game, its start, the steps played and the ply viewed. A step is a
/// move, or in games with dice also a roll, or a player leaving; a ply counts steps.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Arc<Variant>,
    start: Position,
    /// The main line: the steps played from the start, in order.
    steps: Vec<Played>,
    /// The seed of the dice, in games with dice (`None`: every roll is given).
    seed: Option<u64>,
    /// The link without steps (game, options, start).
    link_base: link::LinkData,
    /// The ply viewed: 0 is the start, `steps.len()` after the last step.
    ply: usize,
    /// How the players ended the game after its last step (a resignation or an agreed draw).
    end: Option<Agreement>,
    /// The side lines, oldest first.
    lines: Vec<Line>,
}

impl Game {
    /// A game from `start`. A game with dice rolls from `seed` (without one, every roll must be
    /// given, see [`Game::roll_with`]); other games ignore it.
    pub fn from_start(start: Position, seed: Option<u64>) -> Game {
        let variant = start.variant().clone();
        let seed = seed.filter(|_| variant.has_dice());
        Game {
            link_base: link::base(&start),
            variant,
            start,
            steps: Vec::new(),
            seed,
            ply: 0,
            end: None,
            lines: Vec::new(),
        }
    }

    /// A game from the usual start of `variant` (see [`Game::from_start`] for `seed`).
    pub fn new(variant: &Arc<Variant>, seed: Option<u64>) -> Game {
        Game::from_start(Position::start(variant), seed)
    }

    /// A game by id with options (name, value), from its usual start; an error names the game or
    /// option that does not exist.
    pub fn build(
        id: &str,
        options: &[(String, String)],
        seed: Option<u64>,
    ) -> Result<Game, GameError> {
        let v = variant::build(id, options).map_err(|e| GameError(e.to_string()))?;
        Ok(Game::new(&v, seed))
    }

    /// The game with its options.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The steps of the main line, in order.
    pub fn steps(&self) -> &[Played] {
        &self.steps
    }

    /// How many steps the main line holds.
    pub fn length(&self) -> usize {
        self.steps.len()
    }

    /// The ply viewed: 0 is the start, [`Game::length`] is after the last step.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The seed of the dice (games with dice, when they roll from a seed).
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Whether the game has dice but no seed to roll them from yet.
    pub fn needs_seed(&self) -> bool {
        self.variant.has_dice() && self.seed.is_none()
    }

    /// Gives a game with dice and no seed yet the seed of its rolls (a link or a record with
    /// every roll written may come without one). The steps already played keep their rolls.
    pub fn give_seed(&mut self, seed: u64) -> Result<(), GameError> {
        if !self.variant.has_dice() {
            return fail(format!("{} is not played with dice", self.variant.name()));
        }
        if self.seed.is_some() {
            return fail("the dice of this game have a seed already");
        }
        self.seed = Some(seed);
        let mut before = self.start.clone();
        for p in &mut self.steps {
            p.lan = link::step_item(&before, &p.step, self.seed);
            before = p.after.clone();
        }
        Ok(())
    }

    /// How the players ended the game after its last step, if they did.
    pub fn end(&self) -> Option<Agreement> {
        self.end
    }

    /// The position after `ply` steps (0 is the start), if the main line is that long.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        match ply {
            0 => Some(&self.start),
            n => self.steps.get(n - 1).map(|p| &p.after),
        }
    }

    /// The position viewed.
    pub fn current(&self) -> &Position {
        self.before(self.ply)
    }

    /// The position after the last step, whatever ply is viewed.
    pub fn last(&self) -> &Position {
        self.before(self.steps.len())
    }

    /// The position before step `i` (after `i` steps); `i` is at most the length.
    fn before(&self, i: usize) -> &Position {
        match i {
            0 => &self.start,
            n => &self.steps[n - 1].after,
        }
    }

    /// The last move made (not a pass) up to the viewed ply.
    pub fn last_move(&self) -> Option<Move> {
        self.steps[..self.ply]
            .iter()
            .rev()
            .find_map(|p| match p.step {
                Step::Move(m) if !m.is_pass() => Some(m),
                _ => None,
            })
    }

    /// A player's name, `Player 3` for a seat the game does not name.
    fn name(&self, p: crate::piece::Player) -> String {
        name_of(&self.variant, p)
    }

    /// Appends a step at the end of the main line and views the position after it. The step
    /// must be legal there: [`Game::play`] checks it, the readers of links and records have.
    fn push(&mut self, step: Step) {
        let before = self.last();
        let after = step.apply(before);
        let (san, die) = match &step {
            Step::Move(m) => (notation::san(before, m), before.die_for(m)),
            Step::Roll(r) => (format!("{},{}:", r[0], r[1]), None),
            Step::Leave(p, why) => (why.words(&self.name(*p)), None),
        };
        let lan = link::step_item(before, &step, self.seed);
        self.steps.push(Played {
            step,
            after,
            san,
            lan,
            die,
        });
        self.ply = self.steps.len();
    }
}

/// A player's name in `v`, `Player 3` for a seat the game does not name.
fn name_of(v: &Variant, p: crate::piece::Player) -> String {
    v.players()
        .get(p.index())
        .map_or_else(|| format!("Player {}", p.0 + 1), |i| i.name.clone())
}

#[cfg(test)]
mod tests;

//! Games played for soaking: from the start of a game, a seeded random player or the computer
//! at a low level plays until the game is over or a ply cap, and every step (roll or move) is
//! followed by the checks of `check.rs`.

use super::check::{check_link, check_record, check_text};
use crate::ai::{level_move, Limits, NoClock, Rng, Searcher};
use crate::game::{Game, Step};
use crate::position::{Move, Position};
use crate::variant::Variant;
use std::sync::Arc;

/// Who chooses the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal move (or, in games of duels, sometimes a proposal).
    Random,
    /// The computer at `level`, searching at most `nodes` nodes a move.
    Computer { level: u8, nodes: u64 },
}

impl Player {
    /// The player of game `k` (from 0) of a soak where every `computer`-th game is the
    /// computer's: the computer at level 1 searching 200 nodes a move, else the random player.
    pub fn of_game(k: u64, computer: u64) -> Player {
        if computer > 0 && k % computer == computer - 1 {
            Player::Computer {
                level: 1,
                nodes: 200,
            }
        } else {
            Player::Random
        }
    }
}

/// How a game is played and checked.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// The most moves to play (rolls are not counted).
    pub max_plies: usize,
    /// The link and the record are checked after every `every`-th step and after the last
    /// (they replay the whole game, so checking them at every step costs the square of its
    /// length); the position text is checked after every step.
    pub every: usize,
    /// Who plays.
    pub player: Player,
}

/// A check that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The game id.
    pub game: String,
    /// The seed of the game (moves and dice).
    pub seed: u64,
    /// The number of steps played when the check failed.
    pub step: usize,
    /// What differs.
    pub message: String,
    /// The link of the game up to the fault, to replay it.
    pub link: String,
}

/// What a game gave.
#[derive(Clone, Debug, Default)]
pub struct GameRun {
    /// Moves played (passes included, rolls not).
    pub plies: usize,
    /// Steps played (moves and rolls).
    pub steps: usize,
    /// Whether the game ended by its rules (not by the ply cap or a fault).
    pub over: bool,
    /// How it ended by its rules (`checkmate`, `fifty-moves`, ...), when it did.
    pub ending: Option<&'static str>,
    /// The first fault found; the game stops there.
    pub fault: Option<Fault>,
}

/// The next move of `player` in `pos`, or `None` when there is none.
fn choose(player: Player, pos: &Position, rng: &mut Rng, searcher: &mut Searcher) -> Option<Move> {
    let mut moves = pos.legal_moves();
    if let Player::Computer { level, nodes } = player {
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let seed = rng.next_u64();
        if let Some(m) = level_move(searcher, pos, level, seed, &limits, &NoClock) {
            return Some(m);
        }
    } else if rng.chance(10) {
        moves.extend(pos.proposals());
    }
    (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u64) as usize])
}

/// Plays one game of `variant` from its start with `seed`, checking every step.
pub fn play_game(variant: &Arc<Variant>, seed: u64, plan: &Plan) -> GameRun {
    let mut game = Game::new(variant, Some(seed));
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::new();
    let mut run = GameRun::default();
    let every = plan.every.max(1);
    loop {
        let pos = game.last();
        let outcome = pos.outcome();
        let over = outcome.is_over();
        let capped = run.plies >= plan.max_plies;
        let step = if over || capped {
            None
        } else if pos.needs_roll() {
            pos.seeded_roll(seed).map(Step::Roll)
        } else {
            choose(plan.player, pos, &mut rng, &mut searcher).map(Step::Move)
        };
        let last = step.is_none();
        let mut result = check_text(pos);
        if result.is_ok() && (last || game.length().is_multiple_of(every)) {
            result = check_link(&game).and_then(|_| check_record(&game));
        }
        let is_move = matches!(step, Some(Step::Move(_)));
        let played = match (result, step) {
            (Err(message), _) => Err(message),
            (Ok(()), None) => {
                run.over = over;
                run.ending = over.then(|| outcome.as_str());
                return run;
            }
            (Ok(()), Some(step)) => game
                .play(step)
                .map_err(|e| format!("the game refuses the step the player chose: {e}")),
        };
        if let Err(message) = played {
            run.fault = Some(Fault {
                game: variant.id().to_string(),
                seed,
                step: game.length(),
                message,
                link: game.link(),
            });
            return run;
        }
        if is_move {
            run.plies += 1;
        }
        run.steps = game.length();
    }
}

//! The computer's decision in any game, chosen from the game's data: games with dice get the
//! chance search over whole turns (`chance.rs`); other games the alpha-beta search
//! (`search.rs`), two-sided or paranoid as the sides of the game say (`sides.rs`). Levels below
//! the strongest add seeded noise and now and then a random choice (`level.rs`). The answer is
//! a [`Thought`]: one move, or in a game with dice the moves of the rest of the turn.

use super::chance::{self, random_turn};
use super::clock::Clock;
use super::greedy::{greedy_move, greedy_turn};
use super::level::{dice_style, race_style, random_move, style, Agent, Style};
use super::rng::Rng;
use super::score::MATE_BOUND;
use super::search::{Limits, SearchResult, Searcher};
use crate::position::{Move, Position};

/// What the computer decided, or has found so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The moves to play: one, or in a game with dice the rest of the turn (a pass included).
    pub moves: Vec<Move>,
    /// The value for the player to move (hundredths of a pawn, or a mate score); `None` for the
    /// random player.
    pub score: Option<i32>,
    /// The depth reached: plies, or turns in a game with dice.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The expected continuation, starting with `moves` (games without dice).
    pub pv: Vec<Move>,
}

impl Thought {
    fn from_search(r: &SearchResult) -> Thought {
        Thought {
            moves: vec![r.best],
            score: Some(r.score),
            depth: r.depth,
            nodes: r.nodes,
            pv: r.pv.clone(),
        }
    }

    fn from_chance(r: &chance::ChanceResult) -> Thought {
        Thought {
            moves: r.moves.clone(),
            score: Some(r.score),
            depth: r.depth,
            nodes: r.nodes,
            pv: r.moves.clone(),
        }
    }
}

/// The depth of the chance search, in turns, for a level.
fn turn_depth(st: &Style) -> u32 {
    match st.depth {
        0..=3 => 1,
        4..=5 => 2,
        _ => 3,
    }
}

/// The decision of `agent` in `pos`, or `None` when the game is over, there is no legal move,
/// or (games with dice) the dice are still to be rolled. `progress` hears what the search has
/// found after each finished depth, so a caller can stop it early and play that. The same seed
/// gives the same decision with the same limits (a time limit aside).
///
/// In a game of duels the computer may propose a move into check for its partner to relieve
/// (`consent.rs`); the move is then a proposal ([`Position::is_proposal`]), which the partner
/// must accept before it is played.
pub fn think(
    searcher: &mut Searcher,
    pos: &Position,
    agent: Agent,
    seed: u64,
    limits: &Limits,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Thought),
) -> Option<Thought> {
    let mut thought = think_ordinary(searcher, pos, agent, seed, limits, clock, progress)?;
    if let (Agent::Level(_), Some(score), [m]) = (agent, thought.score, &thought.moves[..]) {
        let pass = m.is_pass();
        if let Some((p, s)) =
            super::consent::choose_proposal(searcher, pos, score, pass, limits, clock)
        {
            thought.moves = vec![p];
            thought.pv = vec![p];
            thought.score = Some(s);
        }
    }
    Some(thought)
}

/// As [`think`], among the legal moves only (no proposals).
pub fn think_ordinary(
    searcher: &mut Searcher,
    pos: &Position,
    agent: Agent,
    seed: u64,
    limits: &Limits,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Thought),
) -> Option<Thought> {
    if pos.outcome().is_over() {
        return None;
    }
    // A resigned player's walking king is nobody's choice: its walk is the position's.
    if let Some(m) = pos.walking_move() {
        return Some(unsearched(m));
    }
    let dice = pos.variant().has_dice();
    let mut rng = Rng::new(seed ^ pos.key().rotate_left(17));
    let level = match agent {
        Agent::Random if dice => return random_turn(pos, &mut rng).map(unsearched_turn),
        Agent::Random => return random_move(pos, seed).map(unsearched),
        Agent::Greedy if dice => return greedy_turn(pos, seed).map(unsearched_turn),
        Agent::Greedy => return greedy_move(pos, seed).map(unsearched),
        Agent::Level(n) => n,
    };
    // The placement phase (Fortress Chess): the computer drops its pieces on the default squares
    // without searching.
    if let Some(&m) = pos.default_placement().first() {
        return Some(unsearched(m));
    }
    let st = if dice {
        dice_style(level)
    } else if pos.variant().scoring.is_some() {
        race_style(level)
    } else {
        style(level)
    };
    let part = |n: u64| (n.saturating_mul(st.share) / 100).max(1);
    let shared = Limits {
        depth: limits.depth,
        nodes: limits.nodes.map(part),
        movetime_ms: limits.movetime_ms.map(part),
    };
    if dice {
        return dice_turn(searcher, pos, &st, &shared, clock, &mut rng, progress);
    }
    let limits = Limits {
        depth: Some(limits.depth.map_or(st.depth, |d| d.min(st.depth))),
        ..shared
    };
    // Noise needs every root move's exact score; random moves do not.
    let exact = st.noise > 0;
    let mut report = |r: &SearchResult| progress(&Thought::from_search(r));
    let result = searcher.search_with_progress(pos, &limits, clock, exact, &mut report)?;
    let mut thought = Thought::from_search(&result);
    let winning = result.score > MATE_BOUND;
    if !winning && rng.chance(st.blunder) {
        let moves = searcher.root_moves(pos);
        if let Some(m) = moves.get(rng.below(moves.len() as u64) as usize) {
            thought.moves = vec![*m];
            thought.pv = vec![*m];
            return Some(thought);
        }
    }
    if !exact {
        return Some(thought);
    }
    if let Some((m, s)) = noisy_best(&result.root, st.noise, &mut rng) {
        if m != result.best {
            thought.moves = vec![m];
            thought.pv = vec![m];
            thought.score = Some(s);
        }
    }
    Some(thought)
}

/// A decision made without a search.
fn unsearched(m: Move) -> Thought {
    unsearched_turn(vec![m])
}

/// A turn (in a game with dice, all its moves) chosen without a search.
fn unsearched_turn(moves: Vec<Move>) -> Thought {
    Thought {
        pv: moves.clone(),
        moves,
        score: None,
        depth: 0,
        nodes: 0,
    }
}

/// The best choice once each score gets seeded noise; mates (and wins) stay visible through it,
/// so a beginner takes a mate in one.
fn noisy_best<T: Clone>(scored: &[(T, i32)], noise: i32, rng: &mut Rng) -> Option<(T, i32)> {
    let mut best: Option<(T, i32, i32)> = None;
    for (m, s) in scored {
        let shown = if s.abs() > MATE_BOUND / 2 {
            *s
        } else {
            s + rng.spread(noise)
        };
        if best.as_ref().is_none_or(|b| shown > b.2) {
            best = Some((m.clone(), *s, shown));
        }
    }
    best.map(|(m, s, _)| (m, s))
}

/// The turn of a level in a game with dice.
fn dice_turn(
    searcher: &mut Searcher,
    pos: &Position,
    st: &Style,
    limits: &Limits,
    clock: &dyn Clock,
    rng: &mut Rng,
    progress: &mut dyn FnMut(&Thought),
) -> Option<Thought> {
    let mut report = |r: &chance::ChanceResult| progress(&Thought::from_chance(r));
    let r = chance::choose(searcher, pos, turn_depth(st), limits, clock, &mut report)?;
    let mut thought = Thought::from_chance(&r);
    let winning = r.score >= chance::WIN;
    if !winning && rng.chance(st.blunder) {
        if let Some(moves) = random_turn(pos, rng) {
            thought.pv = moves.clone();
            thought.moves = moves;
            return Some(thought);
        }
    }
    if st.noise > 0 {
        if let Some((moves, s)) = noisy_best(&r.root, st.noise, rng) {
            thought.pv = moves.clone();
            thought.moves = moves;
            thought.score = Some(s);
        }
    }
    Some(thought)
}

impl Agent {
    /// This agent's move in `pos`, or `None` when the game is over or there is no legal move.
    /// `seed` decides every random choice, together with the position.
    pub fn choose(
        &self,
        searcher: &mut Searcher,
        pos: &Position,
        seed: u64,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<Move> {
        match *self {
            Agent::Random => random_move(pos, seed),
            Agent::Greedy => greedy_move(pos, seed),
            Agent::Level(n) => level_move(searcher, pos, n, seed, limits, clock),
        }
    }
}

/// The move of the computer at `level` (in a game with dice, the first move of its turn).
pub fn level_move(
    searcher: &mut Searcher,
    pos: &Position,
    level: u8,
    seed: u64,
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<Move> {
    let agent = Agent::Level(level);
    think(searcher, pos, agent, seed, limits, clock, &mut |_| {})
        .and_then(|t| t.moves.first().copied())
}

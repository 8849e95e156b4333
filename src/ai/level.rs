//! Playing strength. Level 1 (beginner) to 8 (strongest): levels 1 to 3 search shallowly, add
//! seeded noise to the score of each move and now and then play a random move, as a human
//! beginner overlooks things; levels 4 to 7 play level 8's search on a share of its limits (in a
//! game with dice, on fewer turns too, and every level below 8 with noise and random turns:
//! [`dice_style`]); level 8 plays the full search within the limits. In a game scored by
//! captures every level below 8 plays level 7's search with a share of random moves
//! ([`race_style`]). The `random` player picks uniformly among the legal moves. The same seed
//! gives the same choices.

use super::rng::Rng;
use crate::position::{Move, Position};

/// The strongest level.
pub const MAX_LEVEL: u8 = 8;

/// Who chooses the moves of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agent {
    /// A uniformly random legal move.
    Random,
    /// The move that leaves the most material, one move ahead (`greedy.rs`).
    Greedy,
    /// The computer at a level from 1 to [`MAX_LEVEL`].
    Level(u8),
}

impl Agent {
    /// Reads `random`, `greedy`, `levelN` or `N` (N from 1 to 8).
    pub fn parse(text: &str) -> Result<Agent, String> {
        let t = text.trim().to_ascii_lowercase();
        if t == "random" {
            return Ok(Agent::Random);
        }
        if t == "greedy" {
            return Ok(Agent::Greedy);
        }
        let digits = t.strip_prefix("level").unwrap_or(&t);
        match digits.parse::<u8>() {
            Ok(n) if (1..=MAX_LEVEL).contains(&n) => Ok(Agent::Level(n)),
            _ => Err(format!(
                "'{}' is not a player: write random, greedy, or level1 to level{MAX_LEVEL}",
                crate::excerpt::excerpt(text)
            )),
        }
    }

    /// The name used in reports: `random`, `greedy`, `level8`.
    pub fn name(&self) -> String {
        match self {
            Agent::Random => "random".to_string(),
            Agent::Greedy => "greedy".to_string(),
            Agent::Level(n) => format!("level{n}"),
        }
    }
}

/// How a level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// The deepest search, in plies.
    pub depth: u32,
    /// Noise added to each root move's score, up to this many hundredths of a pawn either way.
    pub noise: i32,
    /// The chance, in percent, of playing a random move instead.
    pub blunder: u32,
    /// The share, in percent, of the node and time limits this level uses.
    pub share: u64,
}

/// The style of a level (levels below 1 play as 1, above the maximum as the maximum).
pub fn style(level: u8) -> Style {
    // Levels 1 to 3 are beginners: a shallow exact search, noise and random moves. Levels 4 to 7
    // play level 8's search (no noise, so no costly exact scores of every root move) on a share
    // of its nodes and time that grows 1.8 times a level (6, 11, 19, 33%), levels 4 to 6 also
    // capped in depth (3, 5, 7 plies) so that a long think time does not lift them far above
    // level 3. Level 8 has three times level 7's search, a ply more in most games (at 56% level
    // 7 often reached level 8's depth). Measured in the ladder of docs/strength.md.
    let (depth, noise, blunder, share) = match level {
        0 | 1 => (1, 200, 30, 100),
        2 => (1, 120, 15, 100),
        3 => (2, 80, 8, 100),
        4 => (3, 0, 0, 6),
        5 => (5, 0, 0, 11),
        6 => (7, 0, 0, 19),
        7 => (64, 0, 0, 33),
        _ => (64, 0, 0, 100),
    };
    Style {
        depth,
        noise,
        blunder,
        share,
    }
}

/// The style of a level in a game with dice, where searching deeper gains little (in Orwell three
/// turns of search are worth about 60 Elo over the static choice of a turn: the dice decide
/// most). The depths and shares of [`style`], but every level below the strongest also plays a
/// share of random turns and adds noise to each turn's score, fewer and less at each level up,
/// so that the levels stand at even steps: 46 to 89 Elo a step in Orwell at 2,000 nodes a move,
/// where levels 4 to 8 had all played the static best turn (docs/strength/ladder.md,
/// "Twenty-ninth round").
pub fn dice_style(level: u8) -> Style {
    let (noise, blunder) = match level {
        0 | 1 => (160, 85),
        2 => (140, 73),
        3 => (120, 61),
        4 => (100, 50),
        5 => (85, 39),
        6 => (65, 28),
        7 => (45, 16),
        _ => (0, 0),
    };
    Style {
        noise,
        blunder,
        ..style(level)
    }
}

/// The style of a level in a game scored by what is taken from the first player out (Not a
/// Dodgson System Chess), where above a few hundred nodes a deeper search was measured to gain
/// nothing (docs/strength/ladder.md, "Twenty-fifth round"), so that levels differing only in
/// their search played alike. Every level below 8 searches as level 7 does (a third of level 8's
/// limits) and plays a share of random moves instead of the search's choice, from 60% at level 1
/// down to 8% at level 7: at 2,000 nodes a move the steps are 46 to 91 Elo, level 8 over level 7
/// 76 to 113 (docs/strength/ladder.md, "Thirtieth round").
pub fn race_style(level: u8) -> Style {
    let blunder = match level {
        0 | 1 => 60,
        2 => 48,
        3 => 38,
        4 => 29,
        5 => 21,
        6 => 14,
        7 => 8,
        _ => return style(level),
    };
    Style {
        blunder,
        ..style(7)
    }
}

/// A uniformly random legal move (`None` when the game is over).
pub fn random_move(pos: &Position, seed: u64) -> Option<Move> {
    if pos.outcome().is_over() {
        return None;
    }
    let moves = pos.legal_moves();
    let mut rng = Rng::new(seed ^ pos.key());
    moves.get(rng.below(moves.len() as u64) as usize).copied()
}

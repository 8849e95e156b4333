//! The chess problem solver: a stipulation (`#2`, `h#2.5`, `s#3`, `ser-h#5`, `=2` ...) read by
//! [`Stipulation::parse`], the exhaustive search for each kind, and the solution as data
//! ([`Solution`]: keys, tries, threats, variations, set play; or the lines of a helpmate),
//! which the command line writes as problemists read it or as JSON.
//!
//! - `stipulation.rs`: reading and writing stipulations;
//! - `search.rs`: the forcing search of direct mates and selfmates, with its table;
//! - `direct.rs`: the solution tree of a direct mate or selfmate;
//! - `help.rs`: helpmates and series-helpmates;
//! - `reach.rs`: the cut of helpmates where the mating side cannot reach the king in time;
//! - `tree.rs`: the solution as data;
//! - `write.rs`: the solution as text and as JSON.
//!
//! Every two-player game without dice is solved by its own rules: the solver asks the position
//! for legal moves and checks only.

mod direct;
mod help;
mod reach;
mod search;
mod stipulation;
#[cfg(test)]
mod tests;
mod tree;
pub mod write;

pub use direct::Extras;
pub use search::with_side;
pub use stipulation::{Goal, Kind, Stipulation, MAX_MOVES};
pub use tree::{Attack, Defence, Solution, Step};

use crate::position::{Player, Position};
use crate::variant::Variant;

/// Solves a problem: `pos` is the diagram, whose side to move is set by the stipulation
/// (White for direct mates, selfmates and `.5` helpmates, Black for helpmates and series).
/// An error says why the position cannot be solved (a game the solver does not take, the side
/// not to move in check).
///
/// ```
/// use quadrille::{position::Position, problem::{solve, Extras, Stipulation}, variant};
/// let chess = variant::build("chess", &[]).unwrap();
/// // A back-rank mate in one: Ra8#.
/// let pos = Position::from_text(&chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
/// let s = solve(&pos, &Stipulation::parse("#1").unwrap(), Extras::default()).unwrap();
/// assert_eq!(s.keys.len(), 1);
/// assert_eq!(s.keys[0].step.san, "Ra8#");
/// ```
pub fn solve(pos: &Position, stip: &Stipulation, extras: Extras) -> Result<Solution, String> {
    solve_with_progress(pos, stip, extras, &mut |_| {})
}

/// How far a search has come: the first moves searched of all to search (a helpmate searches
/// the first moves once for each length, the shorter solutions first), and positions so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
    pub nodes: u64,
}

/// Whether the solver takes problems of this game: two players, no dice, check and mate.
pub fn takes(v: &Variant) -> bool {
    v.players().len() == 2 && !v.has_dice() && v.royalty.check
}

/// The position a stipulation starts from: `pos` with the side the stipulation starts with to
/// move (White for direct mates, selfmates and `.5` helpmates, Black for helpmates and series).
/// An error when that side cannot be to move (the other side is in check) or the game is not
/// one the solver takes.
pub fn starting_position(pos: &Position, stip: &Stipulation) -> Result<Position, String> {
    let v = pos.variant();
    if !takes(v) {
        return Err(format!(
            "{} is not a game of two players with check and mate: the solver takes those only",
            v.name
        ));
    }
    let side = if stip.white_starts() {
        Player(0)
    } else {
        Player(1)
    };
    if pos.to_move() == side {
        return Ok(pos.clone());
    }
    search::with_side(pos, side).ok_or_else(|| {
        format!(
            "{} cannot be to move: {} is in check",
            v.player_name(side),
            v.player_name(pos.to_move())
        )
    })
}

/// As [`solve`], calling `progress` after each first move searched.
pub fn solve_with_progress(
    pos: &Position,
    stip: &Stipulation,
    extras: Extras,
    progress: &mut dyn FnMut(Progress),
) -> Result<Solution, String> {
    let start = starting_position(pos, stip)?;
    let mut solution = Solution {
        stipulation: *stip,
        keys: Vec::new(),
        tries: Vec::new(),
        set: Vec::new(),
        lines: Vec::new(),
        nodes: 0,
    };
    match stip.kind {
        Kind::Direct | Kind::SelfGoal => {
            let (keys, tries, set, nodes) = direct::solve(&start, stip, extras, progress);
            solution.keys = keys;
            solution.tries = tries;
            solution.set = set;
            solution.nodes = nodes;
        }
        Kind::Help | Kind::SeriesHelp => {
            let (lines, nodes) = help::solve(&start, stip, progress);
            solution.lines = lines;
            solution.nodes = nodes;
        }
    }
    Ok(solution)
}

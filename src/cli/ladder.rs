//! `quadrille ladder GAME`: the rating ladder of a game. Each player of the list plays the one
//! before it in a test of fixed length (`sprt_match.rs`, never stopping early): in a game of two
//! sides in pairs of games from one opening and the same dice with the sides swapped, in a
//! free-for-all of more seats in rounds with the stronger player in each seat in turn. Each step
//! gives the Elo of a player over the one below it with its 95% error; the ladder adds them up
//! from the first player (0) and the errors in quadrature. With the same player twice the ladder
//! is a null test of the harness: its one step must be 0 within the error.

use super::ai::Flags;
use super::players::Player;
use super::sprt::elo_of;
use super::sprt_field::field_elo;
use super::sprt_match::Test;
use super::Failure;
use crate::ai::Limits;
use crate::position::Position;
use std::io::Write;

/// The longest game of a ladder unless --max-plies says otherwise.
const MAX_PLIES: u32 = 3000;

/// The players of a ladder when `--players` is not given, weakest first.
pub const DEFAULT_PLAYERS: &str =
    "random,greedy,level1,level2,level3,level4,level5,level6,level7,level8";

pub const HELP: &str = "\
usage: quadrille ladder GAME --games N [--players A,B,...] [--nodes N] [--movetime MS] [--depth D]
                        [--seed S] [--openings K | --book FILE] [--max-plies P]
                        [--position TEXT] [--set OPTION=VALUE]...

The rating ladder of a game. Each player plays the one before it N games (whole pairs or rounds):
in a game of two sides (two players, or two teams) pairs from one opening and the same dice with
the sides swapped; in a free-for-all of more players rounds of one game per seat, the stronger
player in one seat (each in turn) and the weaker in the others, scored by its share of the win
(as match --sprt, which never stops early here). The players default to random, greedy (the move
that leaves the most material, one move ahead) and level1 to level8, weakest first. Prints every
game, then a table: each player's Elo over the one below it, its Elo over the first player, and
the 95% error of each (the errors of the steps added in quadrature). A step won or lost in every
game (or nearly, so that its 95% interval reaches 100%) has no finite Elo: the table gives the
bound that one game less would give, marked >= or <=.
Name one player twice (--players level3,level3) for a null test of the harness: its step must be
0 within the error. Limits per move as for match (default --movetime 100); --openings K random
plies (default 4) or --book FILE (one position a line) start each pair or round. A game longer
than P plies (default 3000) counts as a draw.";

/// One step of the ladder: the Elo of a player over the one below it and the 95% error, or a
/// bound when every game went one way.
#[derive(Clone, Copy, Debug, PartialEq)]
enum StepElo {
    Measured(f64, f64),
    AtLeast(f64),
    AtMost(f64),
}

/// Plays the ladder of `f`'s game and prints it.
pub(super) fn run(f: &Flags, out: &mut dyn Write) -> Result<(), Failure> {
    let start = f.game("ladder")?;
    let spec = f.players.as_deref().unwrap_or(DEFAULT_PLAYERS);
    let players = spec
        .split(',')
        .map(Player::parse)
        .collect::<Result<Vec<_>, _>>()?;
    if players.len() < 2 {
        return Err(Failure::Usage(
            "a ladder needs two players at least, --players A,B,...".to_string(),
        ));
    }
    if players
        .iter()
        .any(|p| p.build.is_some() || p.name == super::players::ENGINE)
    {
        return Err(Failure::Usage(
            "a ladder's players are random, greedy and the levels".to_string(),
        ));
    }
    let games = f
        .games
        .ok_or_else(|| Failure::Usage("'ladder' needs --games N".to_string()))?;
    let limits = f.limits(100);
    let seed = f.seed.unwrap_or(1);
    // Every game ends by its own rules (the fifty-move rule, repetition); the limit only
    // guards against a fault.
    let max_plies = f.max_plies.unwrap_or(MAX_PLIES);
    let book = match &f.book {
        Some(path) => super::openings::read_book(path, &start)?,
        None => Vec::new(),
    };
    let mut steps = Vec::new();
    for i in 1..players.len() {
        let (upper, lower) = (&players[i], &players[i - 1]);
        writeln!(out, "step {i}: {} against {}", upper.name, lower.name)?;
        // The hypotheses only shape the printed LLR: the test plays all its games.
        let mut test = Test::read("-10,10", f.opening_plies, games, seed, max_plies)?;
        test.decide = false;
        test.book = book.clone();
        let pair = [upper.clone(), lower.clone()];
        let elo = test.run(&start, &pair, &limits, out)?;
        steps.push(step_elo(elo, &start, games));
    }
    write_table(&start, &players, &steps, &limits, games, out)
}

/// An error this wide means the 95% interval reached a score of 100% or 0% (whose Elo is
/// infinite: the tests clamp it near 3,600): the step is given as a bound instead.
const OPEN_ERROR: f64 = 800.0;

/// The step's Elo from a test's estimate: measured when finite and its interval closed,
/// otherwise the bound of a score one game short of all (in the model of the test: two sides, or
/// one against a field).
fn step_elo(elo: Option<(f64, f64)>, start: &Position, games: u32) -> StepElo {
    match elo {
        Some((e, err)) if e.is_finite() && err.is_finite() && err < OPEN_ERROR => {
            StepElo::Measured(e, err)
        }
        other => {
            let v = start.variant();
            let seats = v.players().len();
            let teams: std::collections::BTreeSet<u8> = v.teams.iter().copied().collect();
            let near_all = 1.0 - 1.0 / f64::from(games.max(2));
            let bound = if seats > 2 && teams.len() != 2 {
                field_elo(near_all, seats)
            } else {
                elo_of(near_all)
            };
            match other {
                Some((e, _)) if e < 0.0 => StepElo::AtMost(-bound),
                _ => StepElo::AtLeast(bound),
            }
        }
    }
}

/// The table of the ladder, in Markdown.
fn write_table(
    start: &Position,
    players: &[Player],
    steps: &[StepElo],
    limits: &Limits,
    games: u32,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let mut limit = Vec::new();
    if let Some(n) = limits.nodes {
        limit.push(format!("{n} nodes"));
    }
    if let Some(d) = limits.depth {
        limit.push(format!("depth {d}"));
    }
    if limit.is_empty() {
        limit.push(format!("{} ms", limits.movetime_ms.unwrap_or(0)));
    }
    writeln!(
        out,
        "ladder of {}: {games} games a step, {} a move",
        start.variant().id(),
        limit.join(", ")
    )?;
    writeln!(out, "| player | over the one below | Elo | error (95%) |")?;
    writeln!(out, "|---|---|---|---|")?;
    writeln!(out, "| {} | | 0 | |", players[0].name)?;
    let (mut total, mut squares, mut bound) = (0.0, 0.0, None::<&str>);
    for (p, step) in players[1..].iter().zip(steps) {
        let over = match *step {
            StepElo::Measured(e, err) => {
                total += e;
                squares += err * err;
                format!("{} +/- {err:.0}", signed(e))
            }
            StepElo::AtLeast(b) => {
                total += b;
                bound = bound.or(Some(">="));
                format!(">= {}", signed(b))
            }
            StepElo::AtMost(b) => {
                total += b;
                bound = bound.or(Some("<="));
                format!("<= {}", signed(b))
            }
        };
        let mark = bound.map_or(String::new(), |b| format!("{b} "));
        writeln!(
            out,
            "| {} | {over} | {mark}{} | {:.0} |",
            p.name,
            signed(total),
            squares.sqrt()
        )?;
    }
    Ok(())
}

/// A whole number of Elo with its sign, `+0` for anything that rounds to nothing.
fn signed(x: f64) -> String {
    let r = x.round();
    if r == 0.0 {
        "+0".to_string()
    } else {
        format!("{r:+.0}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    fn start(game: &str) -> Position {
        Position::start(&variant::build(game, &[]).unwrap())
    }

    /// A finite estimate is kept as it is; a step won in all of 20 games is bounded by the Elo
    /// of 19 wins in 20 (a score of 0.95: 400 log10(19) = 511.5 for two sides; against a field
    /// of two (Orwell, three seats): 400 log10(0.95 * 2 / 0.05) = 631.9); lost in all, the same
    /// bound below.
    #[test]
    fn steps_won_in_every_game_are_bounded() {
        let chess = start("chess");
        assert_eq!(
            step_elo(Some((35.0, 20.0)), &chess, 20),
            StepElo::Measured(35.0, 20.0)
        );
        let StepElo::AtLeast(b) = step_elo(Some((f64::INFINITY, f64::NAN)), &chess, 20) else {
            panic!("a bound from below");
        };
        assert!((b - 511.5).abs() < 0.1, "{b}");
        let StepElo::AtMost(b) = step_elo(Some((f64::NEG_INFINITY, f64::NAN)), &chess, 20) else {
            panic!("a bound from above");
        };
        assert!((b + 511.5).abs() < 0.1, "{b}");
        let StepElo::AtLeast(b) = step_elo(Some((511.5, 1620.1)), &chess, 20) else {
            panic!("an open interval gives a bound");
        };
        assert!((b - 511.5).abs() < 0.1, "{b}");
        let StepElo::AtLeast(b) = step_elo(Some((f64::INFINITY, 0.0)), &start("orwell"), 20) else {
            panic!("a bound from below");
        };
        assert!((b - 631.9).abs() < 0.1, "{b}");
    }
}

//! `quadrille match --sprt ELO0,ELO1 --players A,B` in a free-for-all of three or more players
//! (Orwell, Dodgson, the four-player free-for-all): A plays one seat and B all the others. A round
//! is one game with A in each seat in turn, every game of the round from the same opening and with
//! the same dice (the rolls go by the seed and the turn). A's score in a game is its share of the
//! win, or in a points race its pairwise results against the other seats; the round's score is
//! the mean of its games; after each round the test decides (`sprt_field.rs`: the statistic, the
//! Elo model and what they assume).

use super::players::Player;
use super::sprt::Verdict;
use super::sprt_field::{pairwise, share, Rounds};
use super::sprt_match::{elo_text, nps_text, seating, Test};
use super::Failure;
use crate::ai::{Limits, Searcher};
use crate::position::Position;
use std::io::Write;
use std::time::Instant;

/// Plays rounds until the test decides or the games run out, prints the result and returns A's
/// Elo over the field of B with its 95% error, when measurable.
pub(super) fn run(
    test: &Test,
    start: &Position,
    players: &[Player],
    limits: &Limits,
    out: &mut dyn Write,
) -> Result<Option<(f64, f64)>, Failure> {
    let v = start.variant();
    let seats = v.players().len();
    if (test.games as usize) < seats {
        return Err(Failure::Usage(format!(
            "--games {} is less than one round: a round of {} is {seats} games, one in each seat",
            test.games,
            v.id()
        )));
    }
    let mut searchers: Vec<Searcher> = (0..seats).map(|_| Searcher::new()).collect();
    let by_points = !start.points().is_empty();
    let mut rounds = if by_points {
        Rounds::pairwise(seats)
    } else {
        Rounds::new(seats)
    };
    // A's games: won alone, shared (a win with others, or nobody won), lost.
    let mut wsl = [0u32; 3];
    let started = Instant::now();
    let (lower, upper) = test.sprt.bounds();
    let mut verdict = Verdict::Open;
    let mut round = 0u32;
    while verdict == Verdict::Open && (round + 1) * seats as u32 <= test.games {
        let opening = test.opening(start, round);
        let game_seed = test.seed.wrapping_mul(0x9E37_79B9) ^ u64::from(round);
        let mut total = 0.0;
        for seat in 0..seats {
            let is_a = |s: usize| s == seat;
            let game =
                test.play_seated(&opening, players, &is_a, &mut searchers, game_seed, limits)?;
            let got = if by_points {
                pairwise(&game.points, seat, game.forfeit)
            } else {
                share(&game.results, seat)
            };
            total += got;
            wsl[if got == 1.0 {
                0
            } else if got > 0.0 {
                1
            } else {
                2
            }] += 1;
            let winners: Vec<String> = (0..seats)
                .filter(|&s| game.results[s] == 1)
                .map(|s| {
                    format!(
                        "{} ({})",
                        players[usize::from(s != seat)].name,
                        v.players()[s].name
                    )
                })
                .collect();
            let result = match winners.as_slice() {
                [] => "nobody wins".to_string(),
                [one] => format!("{one} wins"),
                many => format!("{} win", many.join(" and ")),
            };
            let points = if by_points {
                let each: Vec<String> = game.points.iter().map(u32::to_string).collect();
                format!(" points {}", each.join("/"))
            } else {
                String::new()
            };
            writeln!(
                out,
                "game {}: {}: {result};{points} {} scores {} ({}, {} plies){}",
                round * seats as u32 + seat as u32 + 1,
                seating(start, players, &is_a),
                players[0].name,
                fraction(got, seats),
                game.why,
                game.plies,
                nps_text(&game.nps)
            )?;
        }
        let score = total / seats as f64;
        rounds.add(score);
        round += 1;
        if test.decide {
            verdict = rounds.verdict(&test.sprt);
        }
        let so_far = elo_text(rounds.elo(), "yet");
        let [w, s, l] = wsl;
        writeln!(
            out,
            "round {round}: score {score:.3}; so far {w}-{s}-{l}, {so_far}, LLR {:.2} \
             ({lower:.2}, {upper:.2})",
            rounds.llr(&test.sprt)
        )?;
        out.flush()?;
    }
    let [w, s, l] = wsl;
    let games = w + s + l;
    let mean = rounds.moments(false).map_or(0.0, |(_, m, _)| m);
    let (scored, even) = if by_points {
        ("pairwise score", 50.0)
    } else {
        ("score", 100.0 / seats as f64)
    };
    writeln!(
        out,
        "{} in one seat against {} in the {} others: {w} won, {s} shared, {l} lost in {games} \
         games ({round} rounds), {scored} {:.1}% (equal players: {even:.1}%)",
        players[0].name,
        players[1].name,
        seats - 1,
        mean * 100.0,
    )?;
    let llr = rounds.llr(&test.sprt);
    test.summary(rounds.elo(), llr, verdict, started, players, out)?;
    Ok(rounds.elo())
}

/// A score written as people read it: `1`, `0`, `1/2`, `1/4`, `2/3`, `5/6`.
fn fraction(x: f64, seats: usize) -> String {
    if x == 0.0 || x == 1.0 {
        return format!("{x}");
    }
    (2..=2 * seats)
        .find_map(|k| {
            let n = (x * k as f64).round();
            ((x * k as f64 - n).abs() < 1e-9).then(|| format!("{n}/{k}"))
        })
        .unwrap_or(format!("{x:.3}"))
}

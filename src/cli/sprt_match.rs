//! `quadrille match --sprt ELO0,ELO1`: a sequential probability ratio test of two players
//! (`sprt.rs`). Games are played in pairs: each pair starts from the same opening (a few random
//! plies chosen by the seed, or with `--book FILE` the book's lines in turn), the first player white in one game and black in the other; after
//! each pair the test decides, or goes on up to `--games` games. Limit the search by `--nodes` or
//! `--depth` to make the result independent of the load of the machine (and reproducible).

use super::ai::{game_result, play_game, searchers_for, Player};
use super::sprt::{Pentanomial, Sprt, Verdict};
use super::Failure;
use crate::ai::{random_move, Limits};
use crate::excerpt::excerpt;
use crate::position::Position;
use std::io::Write;
use std::time::Instant;

/// A test to run: the hypotheses, the openings and the most games.
pub(super) struct Test {
    sprt: Sprt,
    opening_plies: u32,
    games: u32,
    seed: u64,
    max_plies: u32,
    /// Positions to start the pairs from, in turn (empty: random plies).
    pub book: Vec<Position>,
}

impl Test {
    /// Reads `ELO0,ELO1` or `ELO0,ELO1,ALPHA,BETA`.
    pub fn read(
        text: &str,
        opening_plies: Option<u32>,
        games: u32,
        seed: u64,
        max_plies: u32,
    ) -> Result<Test, Failure> {
        let bad = || {
            Failure::Usage(format!(
                "--sprt needs ELO0,ELO1 (ELO0 < ELO1) or ELO0,ELO1,ALPHA,BETA (each from 0.001 \
                 to 0.5), not '{}'",
                excerpt(text)
            ))
        };
        let nums = text
            .split(',')
            .map(|t| t.trim().parse::<f64>().ok().filter(|x| x.is_finite()))
            .collect::<Option<Vec<f64>>>()
            .ok_or_else(bad)?;
        let (elo0, elo1, alpha, beta) = match nums[..] {
            [a, b] => (a, b, 0.05, 0.05),
            [a, b, al, be] => (a, b, al, be),
            _ => return Err(bad()),
        };
        let rate = |x: f64| (0.001..=0.5).contains(&x);
        if elo0 >= elo1 || elo0.abs() > 1000.0 || elo1.abs() > 1000.0 || !rate(alpha) || !rate(beta)
        {
            return Err(bad());
        }
        Ok(Test {
            sprt: Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            },
            opening_plies: opening_plies.unwrap_or(4),
            games,
            seed,
            max_plies,
            book: Vec::new(),
        })
    }

    /// The opening of pair `pair`: the book's line, or random plies from `start` chosen by the seed, drawn again
    /// (with the next seed) when they end the game.
    fn opening(&self, start: &Position, pair: u32) -> Position {
        if !self.book.is_empty() {
            return self.book[pair as usize % self.book.len()].clone();
        }
        for attempt in 0..20u64 {
            let mut pos = start.clone();
            let base = self.seed ^ (u64::from(pair) << 20) ^ (attempt << 52);
            for ply in 0..self.opening_plies {
                if pos.needs_roll() {
                    break;
                }
                let Some(m) = random_move(&pos, base.wrapping_add(u64::from(ply) * 0x9E37)) else {
                    break;
                };
                pos = pos.play(&m);
            }
            if !pos.outcome().is_over() {
                return pos;
            }
        }
        start.clone()
    }

    /// Plays pairs until the test decides or the games run out, and prints the result.
    pub fn run(
        &self,
        start: &Position,
        players: &[Player],
        limits: &Limits,
        out: &mut dyn Write,
    ) -> Result<(), Failure> {
        if players.len() != 2 || start.variant().has_dice() {
            return Err(Failure::Usage(
                "--sprt needs a game of two players without dice".to_string(),
            ));
        }
        let mut searchers = searchers_for(players);
        let mut counts = Pentanomial::default();
        let mut wdl = [0u32; 3];
        let started = Instant::now();
        let (lower, upper) = self.sprt.bounds();
        let mut verdict = Verdict::Open;
        let mut pair = 0;
        while verdict == Verdict::Open && (pair + 1) * 2 <= self.games {
            let opening = self.opening(start, pair);
            let mut points = 0.0;
            for side in 0..2usize {
                // The first player sits in seat `side`.
                let who = |s: usize| (s + side) % 2;
                for s in searchers.iter_mut() {
                    s.clear();
                }
                let game_seed = self.seed.wrapping_mul(0x9E37_79B9) ^ u64::from(pair);
                let (pos, plies) = play_game(
                    &opening,
                    players,
                    &mut searchers,
                    &who,
                    game_seed,
                    limits,
                    self.max_plies,
                )?;
                let (scores, why) = game_result(&pos);
                let first = scores[side];
                wdl[(1 - first) as usize] += 1;
                points += f64::from(first + 1) / 2.0;
                let winner = match scores.iter().position(|&x| x == 1) {
                    Some(s) => format!("{} wins", players[who(s)].name),
                    None => "draw".to_string(),
                };
                writeln!(
                    out,
                    "game {}: {} against {}: {winner} ({why}, {plies} plies)",
                    pair * 2 + side as u32 + 1,
                    players[who(0)].name,
                    players[who(1)].name,
                )?;
            }
            counts.add(points);
            pair += 1;
            verdict = self.sprt.verdict(&counts);
            writeln!(
                out,
                "pair {pair}: {points} points, LLR {:.2} ({lower:.2}, {upper:.2})",
                self.sprt.llr(&counts)
            )?;
            out.flush()?;
        }
        let [w, d, l] = wdl;
        let score = (w as f64 + d as f64 / 2.0) / f64::from((w + d + l).max(1)) * 100.0;
        let p = counts.0;
        writeln!(
            out,
            "{} against {}: {w} wins {d} draws {l} losses in {} games, {score:.1}%",
            players[0].name,
            players[1].name,
            w + d + l
        )?;
        writeln!(
            out,
            "pairs by points 0, 1/2, 1, 3/2, 2: {} {} {} {} {}",
            p[0], p[1], p[2], p[3], p[4]
        )?;
        match counts.elo() {
            Some((elo, err)) if elo.is_finite() && err.is_finite() => {
                writeln!(out, "Elo {elo:+.1} +/- {err:.1} (95%)")?
            }
            _ => writeln!(out, "Elo not measurable from these games")?,
        }
        let (s, t) = (self.sprt, self.sprt.llr(&counts));
        let says = match verdict {
            Verdict::H1 => "H1 accepted",
            Verdict::H0 => "H0 accepted",
            Verdict::Open => "open",
        };
        writeln!(
            out,
            "SPRT elo0 {} elo1 {} alpha {} beta {}: LLR {t:.2}, bounds {lower:.2} {upper:.2}: {says}",
            s.elo0, s.elo1, s.alpha, s.beta
        )?;
        writeln!(out, "time {:.1} s", started.elapsed().as_secs_f64())?;
        Ok(())
    }
}

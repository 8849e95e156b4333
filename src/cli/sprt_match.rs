//! `quadrille match --sprt ELO0,ELO1 --players A,B`: a sequential probability ratio test of two
//! players (`sprt.rs`). In a game of two sides (two players, or two teams of partners) games are
//! played in pairs: each pair starts from the same opening (a few random plies chosen by the
//! seed, or with `--book FILE` the book's lines in turn) and the same dice, A playing one side in
//! one game and the other side in the other; after each pair the test decides, or goes on up to
//! `--games` games. In a free-for-all of more players the test goes by rounds (`sprt_rounds.rs`).
//! Limit the search by `--nodes` or `--depth` to make the result independent of the load of the
//! machine (and reproducible).

use super::ai::game_result;
use super::dialect::two_teams;
use super::engine_seats::EngineSeats;
use super::players::{play_game, Player};
use super::quarter_turn;
use super::records::Records;
use super::sprt::{Pentanomial, Sprt, Verdict};
use super::Failure;
use crate::ai::{random_move, Limits, Searcher};
use crate::excerpt::excerpt;
use crate::position::Player as PieceOwner;
use crate::position::Position;
use std::io::Write;
use std::rc::Rc;
use std::time::Instant;

/// A test to run: the hypotheses, the openings and the most games.
pub(super) struct Test {
    pub sprt: Sprt,
    opening_plies: u32,
    pub games: u32,
    pub seed: u64,
    max_plies: u32,
    /// Positions to start the pairs from, in turn (empty: random plies).
    pub book: Vec<Position>,
    /// Where each game's record goes (`--records`).
    pub records: Records,
    /// Games played so far (to number the records).
    played: std::cell::Cell<u32>,
    /// Whether the test may stop early on its verdict; a ladder plays all its games.
    pub decide: bool,
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
            records: Records::default(),
            played: std::cell::Cell::new(0),
            decide: true,
        })
    }

    /// The opening of pair `pair` of a game of two teams of several seats: the opening of
    /// `pair / 2`, turned a quarter (`quarter_turn.rs`) when `pair` is odd, so that each opening
    /// is played four times, each team's armies from both pairs of seats; other games have an
    /// opening per pair.
    pub(super) fn pair_opening(&self, start: &Position, pair: u32) -> Position {
        if !two_teams(start.variant()) {
            return self.opening(start, pair);
        }
        let opening = self.opening(start, pair / 2);
        if pair % 2 == 1 {
            if let Some(turned) = quarter_turn::turned(&opening) {
                return turned;
            }
        }
        opening
    }

    /// The opening of pair (or round) `pair`: the book's line, or random plies from `start`
    /// chosen by the seed, drawn again (with the next seed) when they end the game.
    pub(super) fn opening(&self, start: &Position, pair: u32) -> Position {
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

    /// Plays one game from `opening`, player A (`players[0]`) in the seats where `is_a` holds
    /// and B in the others, each seat with its own searcher (cleared first) but partners with
    /// one: a team thinks with one table, as an outside engine that plays a team does.
    pub(super) fn play_seated(
        &self,
        opening: &Position,
        players: &[Player],
        is_a: &dyn Fn(usize) -> bool,
        searchers: &mut [Searcher],
        game_seed: u64,
        limits: &Limits,
    ) -> Result<Played, Failure> {
        // B's choices get their own seeds, so that a test of a player against itself (a null
        // test) does not play the same game twice.
        let seated: Vec<Player> = (0..searchers.len())
            .map(|s| {
                let mut p = players[usize::from(!is_a(s))].clone();
                if !is_a(s) {
                    p.salt = B_SALT;
                }
                p
            })
            .collect();
        let table = |s: usize| team_searcher(opening.variant(), is_a, s);
        // Only the searchers in use: a partner's table is the first partner's.
        for (i, (s, p)) in searchers.iter_mut().zip(&seated).enumerate() {
            if table(i) == i {
                p.fit(s);
                s.clear();
            }
        }
        let game = play_game(
            opening,
            &seated,
            searchers,
            &|s| (s, table(s)),
            game_seed,
            limits,
            self.max_plies,
        )?;
        let names = seated.iter().map(|p| p.name.clone()).collect();
        let number = self.played.get() + 1;
        self.played.set(number);
        self.records.write(number, &game, names)?;
        let (results, why) = game_result(&game);
        let last = game.game.last();
        Ok(Played {
            results,
            why,
            plies: game.plies,
            points: match last.outcome() {
                crate::position::Outcome::Over { result, .. } if !last.points().is_empty() => {
                    last.final_points(result)
                }
                _ => last.points(),
            },
            forfeit: game.forfeit.map(|(seat, _)| seat),
            nps: engines_nps(&seated, EngineSeats::game_nps),
        })
    }

    /// Plays pairs until the test decides or the games run out, prints the result and returns
    /// A's Elo over B with its 95% error, when measurable. In a game of two teams A plays the
    /// team of the first seat in a pair's first game and the other team in its second; in a
    /// free-for-all of more seats the test goes by rounds (`sprt_rounds.rs`).
    pub fn run(
        &self,
        start: &Position,
        players: &[Player],
        limits: &Limits,
        out: &mut dyn Write,
    ) -> Result<Option<(f64, f64)>, Failure> {
        if players.len() != 2 {
            return Err(Failure::Usage(format!(
                "--sprt tests two players, --players A,B ({} named)",
                players.len()
            )));
        }
        let v = start.variant();
        let seats = v.players().len();
        let teams: std::collections::BTreeSet<u8> = v.teams.iter().copied().collect();
        if seats > 2 && teams.len() != 2 {
            return super::sprt_rounds::run(self, start, players, limits, out);
        }
        let mut searchers: Vec<Searcher> = (0..seats).map(|_| Searcher::new()).collect();
        let mut counts = Pentanomial::default();
        let mut wdl = [0u32; 3];
        let started = Instant::now();
        let (lower, upper) = self.sprt.bounds();
        let mut verdict = Verdict::Open;
        let mut pair = 0;
        // Games of two teams of several seats play each opening four times (two pairs): A's
        // points in each such group of four, by half points from 0 to 4 (Tetrarch's buckets).
        let mut groups = [0u32; 9];
        let mut group_points = 0.0;
        while verdict == Verdict::Open && (pair + 1) * 2 <= self.games {
            let opening = self.pair_opening(start, pair);
            let mut points = 0.0;
            for side in 0..2usize {
                // A plays the first seat's team in the first game, the other team in the second.
                let is_a =
                    |s: usize| v.same_team(PieceOwner(s as u8), PieceOwner(0)) == (side == 0);
                // Both games of a pair see the same dice (the rolls go by the seed and the turn).
                let game_seed = self.seed.wrapping_mul(0x9E37_79B9) ^ u64::from(pair);
                let game =
                    self.play_seated(&opening, players, &is_a, &mut searchers, game_seed, limits)?;
                let a_seat = (0..seats).find(|&s| is_a(s)).unwrap_or(0);
                let first = game.results[a_seat];
                wdl[(1 - first) as usize] += 1;
                points += f64::from(first + 1) / 2.0;
                let winner = match first {
                    1 => format!("{} wins", players[0].name),
                    -1 => format!("{} wins", players[1].name),
                    _ => "draw".to_string(),
                };
                writeln!(
                    out,
                    "game {}: {}: {winner} ({}, {} plies){}",
                    pair * 2 + side as u32 + 1,
                    seating(start, players, &is_a),
                    game.why,
                    game.plies,
                    nps_text(&game.nps)
                )?;
            }
            counts.add(points);
            pair += 1;
            group_points += points;
            if pair % 2 == 0 {
                groups[(group_points * 2.0) as usize] += 1;
                group_points = 0.0;
            }
            if self.decide {
                verdict = self.sprt.verdict(&counts);
            }
            let so_far = elo_text(counts.elo(), "yet");
            let [w, d, l] = wdl;
            writeln!(
                out,
                "pair {pair}: {points} points; so far {w}-{d}-{l}, {so_far}, LLR {:.2} \
                 ({lower:.2}, {upper:.2})",
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
        if two_teams(v) && groups.iter().any(|&g| g > 0) {
            let text: Vec<String> = groups.iter().map(u32::to_string).collect();
            writeln!(
                out,
                "openings of four games by points 0, 1/2, 1, ... 4: {}",
                text.join(" ")
            )?;
        }
        let elo = counts.elo();
        let llr = self.sprt.llr(&counts);
        self.summary(elo, llr, verdict, started, players, out)?;
        Ok(elo)
    }

    /// The last lines of a test: the Elo with its error bars, the SPRT and the time.
    pub(super) fn summary(
        &self,
        elo: Option<(f64, f64)>,
        llr: f64,
        verdict: Verdict,
        started: Instant,
        players: &[Player],
        out: &mut dyn Write,
    ) -> Result<(), Failure> {
        writeln!(out, "{}", elo_text(elo, "from these games"))?;
        if let Some(nps) = engines_nps(players, EngineSeats::match_nps) {
            writeln!(out, "outside engine's mean nodes per second: {nps}")?;
        }
        let s = self.sprt;
        let (lower, upper) = s.bounds();
        let says = match verdict {
            Verdict::H1 => "H1 accepted",
            Verdict::H0 => "H0 accepted",
            Verdict::Open => "open",
        };
        writeln!(
            out,
            "SPRT elo0 {} elo1 {} alpha {} beta {}: LLR {llr:.2}, bounds {lower:.2} \
             {upper:.2}: {says}",
            s.elo0, s.elo1, s.alpha, s.beta
        )?;
        writeln!(out, "time {:.1} s", started.elapsed().as_secs_f64())?;
        Ok(())
    }
}

/// The mean nodes per second of the outside engines among `players` (each once), from `of`:
/// `Tetrarch 7 612345`.
pub(super) fn engines_nps(
    players: &[Player],
    of: fn(&EngineSeats) -> Option<u64>,
) -> Option<String> {
    let mut seen: Vec<(&str, &Rc<EngineSeats>)> = Vec::new();
    for p in players {
        if let Some(e) = &p.engine {
            if !seen.iter().any(|(_, s)| Rc::ptr_eq(s, e)) {
                seen.push((&p.name, e));
            }
        }
    }
    let texts: Vec<String> = seen
        .iter()
        .filter_map(|(name, e)| of(e).map(|n| format!("{name} {n}")))
        .collect();
    (!texts.is_empty()).then(|| texts.join(", "))
}

/// `; nps Tetrarch 7 612345` after a game's line, when an outside engine played.
pub(super) fn nps_text(nps: &Option<String>) -> String {
    nps.as_ref().map_or(String::new(), |n| format!("; nps {n}"))
}

/// Mixed into the seeds of player B's random choices in a test.
const B_SALT: u64 = 0x5EED_0000_0000_000B;

/// `Elo +12.3 +/- 45.6 (95%)`, or that it cannot be measured `when`.
pub(super) fn elo_text(elo: Option<(f64, f64)>, when: &str) -> String {
    match elo {
        Some((elo, err)) if elo.is_finite() && err.is_finite() => {
            format!("Elo {elo:+.1} +/- {err:.1} (95%)")
        }
        _ => format!("Elo not measurable {when}"),
    }
}

/// One game of a test: each seat's result (1 win, 0 draw, -1 loss), why it ended, its plies,
/// each seat's points (in a points race; the final points, with the shares of a draw or a
/// claimed win, once the game is over), the seat that forfeited it, and an outside engine's
/// mean nodes per second in it (`Tetrarch 7 612345`).
pub(super) struct Played {
    pub results: Vec<i32>,
    pub why: String,
    pub plies: u32,
    pub points: Vec<u32>,
    pub forfeit: Option<usize>,
    pub nps: Option<String>,
}

/// Who sits where: `level8 (White) against level8:-lmr (Black)`, or with teams
/// `level8 (White, Red) against level8:-lmr (Black, Yellow)`.
pub(super) fn seating(
    start: &Position,
    players: &[Player],
    is_a: &dyn Fn(usize) -> bool,
) -> String {
    let v = start.variant();
    let names = |a: bool| {
        v.players()
            .iter()
            .enumerate()
            .filter(|(s, _)| is_a(*s) == a)
            .map(|(_, p)| p.name.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "{} ({}) against {} ({})",
        players[0].name,
        names(true),
        players[1].name,
        names(false)
    )
}

/// The searcher that seat `s` thinks with: the first seat of its team played by the same
/// player (A where `is_a` holds, B elsewhere), so that partners share one table; in a game
/// without teams every seat its own.
pub(super) fn team_searcher(
    v: &crate::variant::Variant,
    is_a: &dyn Fn(usize) -> bool,
    s: usize,
) -> usize {
    (0..s)
        .find(|&t| is_a(t) == is_a(s) && v.same_team(PieceOwner(t as u8), PieceOwner(s as u8)))
        .unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::team_searcher;
    use crate::variant;

    #[test]
    fn partners_share_a_searcher_and_rivals_do_not() {
        let teams = variant::build("4pc-teams", &[]).unwrap();
        let a = |s: usize| s.is_multiple_of(2);
        let seats: Vec<usize> = (0..4).map(|s| team_searcher(&teams, &a, s)).collect();
        assert_eq!(seats, [0, 1, 0, 1]);
        let ffa = variant::build("4pc-ffa", &[]).unwrap();
        let first = |s: usize| s == 0;
        let seats: Vec<usize> = (0..4).map(|s| team_searcher(&ffa, &first, s)).collect();
        assert_eq!(seats, [0, 1, 2, 3]);
    }
}

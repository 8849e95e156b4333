//! The statistics of a test of player A against B in a free-for-all of N seats (Dodgson, Orwell,
//! the four-player free-for-all): A plays one seat and B every other seat, and a *round* is N games
//! from the same opening and the same dice, A sitting in each seat once.
//!
//! **A game's score** is A's share of the win: 1 when A alone wins, 1/k when A is one of k
//! winners, 1/N when nobody wins (a draw of all, or the game stopped at the move limit), 0 when
//! others win. Equal players each expect 1/N. (The rank as points was set aside: the games end
//! with winners, not always with a full ranking, and the share keeps the two-player meaning of a
//! score: for N = 2 it is the usual 1, ½, 0.)
//!
//! **The Elo model** is the Bradley-Terry model of one player against a field: with strengths
//! `g = 10^(elo/400)`, A beats a field of N-1 equal opponents with the chance
//! `g / (g + N - 1)` (Plackett-Luce's first place), so a share `p` means
//! `elo = 400 log10(p (N-1) / (1-p))`: 0 Elo at `1/N`, and for N = 2 the usual logistic Elo.
//!
//! **The test** is the same normal approximation of the GSPRT as `sprt.rs` (Van den Bergh), with a
//! round's score (the mean of its N games, 0 to 1) as the sample and the shares of ELO0 and ELO1
//! under the model above as `s0` and `s1`. It assumes that rounds are independent and alike (the
//! openings and dice drawn afresh for each), that the mean of enough rounds is nearly normal, and
//! that the field model fits (the B seats neither help each other nor A). As with pairs, a prior
//! is added so that a few rounds cannot decide: three pretend rounds scoring 0, 1/N and 2/N (mean
//! 1/N: equal strength, so the prior leans toward neither hypothesis's side of 0 Elo).

//!
//! **In a points race** (the four-player free-for-all) a game scores instead A's pairwise results
//! (Tetrarch's `ffa_score`): against each other seat a win when A ends with more points, a half
//! when as many, a loss when fewer (a seat that forfeits loses every contest), the mean of the
//! N-1 contests. Equal players expect 1/2, and a score is read as the usual logistic Elo of one
//! player against another; the prior's pretend rounds score 0, 1/2 and 1.

use super::sprt::{elo_of, expected_score, normal_llr, Sprt, Verdict};

/// A's share of a game from each seat's result (1 win, 0 draw, -1 loss, as
/// `ai::game_result` gives them), A sitting in `seat`.
pub fn share(results: &[i32], seat: usize) -> f64 {
    let winners = results.iter().filter(|&&r| r == 1).count();
    if winners == 0 {
        1.0 / results.len().max(1) as f64
    } else if results.get(seat) == Some(&1) {
        1.0 / winners as f64
    } else {
        0.0
    }
}

/// A's pairwise score in a points race, A sitting in `seat`: the mean over the other seats of 1
/// when A has more points, 1/2 when as many, 0 when fewer; the seat that forfeited the game loses
/// to every other.
pub fn pairwise(points: &[u32], seat: usize, forfeit: Option<usize>) -> f64 {
    let others: Vec<usize> = (0..points.len()).filter(|&s| s != seat).collect();
    if others.is_empty() {
        return 0.5;
    }
    let contest = |o: usize| {
        if forfeit == Some(seat) {
            0.0
        } else if forfeit == Some(o) {
            1.0
        } else {
            match points[seat].cmp(&points[o]) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            }
        }
    };
    others.iter().map(|&o| contest(o)).sum::<f64>() / others.len() as f64
}

/// The share A expects against a field of `seats - 1` equal opponents when `elo` stronger.
pub fn field_share(elo: f64, seats: usize) -> f64 {
    let g = 10f64.powf(elo / 400.0);
    g / (g + (seats as f64 - 1.0))
}

/// The Elo difference of a share against the field (infinite at 0 and 1).
pub fn field_elo(share: f64, seats: usize) -> f64 {
    400.0 * (share * (seats as f64 - 1.0) / (1.0 - share)).log10()
}

/// The rounds played so far: how many, the sum of their scores and of their squares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rounds {
    pub seats: usize,
    /// Scored by pairwise results (a points race) rather than by shares of the win.
    pub pairwise: bool,
    pub count: u32,
    sum: f64,
    squares: f64,
}

impl Rounds {
    pub fn new(seats: usize) -> Rounds {
        Rounds {
            seats: seats.max(2),
            pairwise: false,
            count: 0,
            sum: 0.0,
            squares: 0.0,
        }
    }

    /// Rounds scored by pairwise results.
    pub fn pairwise(seats: usize) -> Rounds {
        Rounds {
            pairwise: true,
            ..Rounds::new(seats)
        }
    }

    /// The score A expects when `elo` stronger.
    pub fn expected(&self, elo: f64) -> f64 {
        if self.pairwise {
            expected_score(elo)
        } else {
            field_share(elo, self.seats)
        }
    }

    /// The Elo difference of a score.
    fn elo_of(&self, score: f64) -> f64 {
        if self.pairwise {
            elo_of(score)
        } else {
            field_elo(score, self.seats)
        }
    }

    /// Notes a round in which A's mean score per game was `score` (0 to 1).
    pub fn add(&mut self, score: f64) {
        self.count += 1;
        self.sum += score;
        self.squares += score * score;
    }

    /// The number of rounds, their mean score and its variance per round (with the prior when
    /// `prior`); `None` before any round (without the prior).
    pub fn moments(&self, prior: bool) -> Option<(f64, f64, f64)> {
        let mut r = *self;
        if prior {
            let n = self.seats as f64;
            let pretend = if self.pairwise {
                [0.0, 0.5, 1.0]
            } else {
                [0.0, 1.0 / n, 2.0 / n]
            };
            for x in pretend {
                r.add(x);
            }
        }
        if r.count == 0 {
            return None;
        }
        let n = f64::from(r.count);
        let mean = r.sum / n;
        let var = (r.squares / n - mean * mean).max(0.0);
        Some((n, mean, var))
    }

    /// The LLR of the rounds so far for `test` (with the prior).
    pub fn llr(&self, test: &Sprt) -> f64 {
        let (s0, s1) = (self.expected(test.elo0), self.expected(test.elo1));
        match self.moments(true) {
            Some((n, mean, var)) => normal_llr(n, mean, var, s0, s1),
            None => 0.0,
        }
    }

    /// The verdict of the rounds so far.
    pub fn verdict(&self, test: &Sprt) -> Verdict {
        test.judge(self.llr(test))
    }

    /// A's Elo against the field and the half-width of its 95% interval (1.96 standard errors
    /// of the mean score, converted at both ends), from the rounds alone.
    pub fn elo(&self) -> Option<(f64, f64)> {
        let (n, mean, var) = self.moments(false)?;
        let se = (var / n).sqrt();
        let lo = self.elo_of((mean - 1.96 * se).max(1e-9));
        let hi = self.elo_of((mean + 1.96 * se).min(1.0 - 1e-9));
        Some((self.elo_of(mean), (hi - lo) / 2.0))
    }
}

#[cfg(test)]
mod tests {
    use super::super::sprt::expected_score;
    use super::super::sprt::tests::test;
    use super::*;

    #[test]
    fn a_share_is_a_part_of_the_win() {
        assert_eq!(share(&[1, -1, -1, -1], 0), 1.0);
        assert_eq!(share(&[1, -1, -1, -1], 2), 0.0);
        assert_eq!(share(&[1, -1, 1, -1], 2), 0.5);
        assert_eq!(share(&[0, 0, 0], 1), 1.0 / 3.0);
        assert_eq!(share(&[0, 0, 0, 0], 3), 0.25);
    }

    #[test]
    fn pairwise_scores_compare_points() {
        // A in seat 1 with 12 points against 20, 12 and 3: lost, halved, won: 1.5 / 3.
        assert_eq!(pairwise(&[20, 12, 12, 3], 1, None), 0.5);
        assert_eq!(pairwise(&[20, 12, 12, 3], 0, None), 1.0);
        assert_eq!(pairwise(&[20, 12, 12, 3], 3, None), 0.0);
        // Seat 0 forfeited: it loses to everyone whatever its points.
        assert_eq!(pairwise(&[20, 12, 12, 3], 0, Some(0)), 0.0);
        assert!((pairwise(&[20, 12, 12, 3], 3, Some(0)) - 1.0 / 3.0).abs() < 1e-12);
        // Equal players: the four seats' scores add up to 2, 1/2 each on average.
        let pts = [7, 30, 7, 1];
        let total: f64 = (0..4).map(|s| pairwise(&pts, s, None)).sum();
        assert!((total - 2.0).abs() < 1e-12);
    }

    #[test]
    fn pairwise_rounds_use_the_logistic_model_and_an_even_prior() {
        let mut r = Rounds::pairwise(4);
        assert!((r.expected(0.0) - 0.5).abs() < 1e-12);
        assert!((r.expected(400.0) - 10.0 / 11.0).abs() < 1e-12);
        for x in [0.5, 0.75] {
            r.add(x);
        }
        // With the prior 0, 1/2, 1: five rounds, sum 2.75, mean 0.55; squares
        // 0.25 + 0.5625 + 0 + 0.25 + 1 = 2.0625, / 5 = 0.4125, minus 0.3025: variance 0.11.
        let (n, mean, var) = r.moments(true).unwrap();
        assert_eq!(n, 5.0);
        assert!((mean - 0.55).abs() < 1e-12 && (var - 0.11).abs() < 1e-12);
        // Two rounds of mean 0.625: 400 log10(0.625 / 0.375) = 88.74 Elo.
        let (elo, _) = r.elo().unwrap();
        assert!((elo - 88.74).abs() < 0.01, "{elo}");
    }

    #[test]
    fn the_field_model_is_the_logistic_one_for_two() {
        for elo in [-300.0, -50.0, 0.0, 35.0, 400.0] {
            assert!((field_share(elo, 2) - expected_score(elo)).abs() < 1e-12);
        }
        assert!((field_share(0.0, 4) - 0.25).abs() < 1e-12);
        assert!((field_share(0.0, 3) - 1.0 / 3.0).abs() < 1e-12);
        // 400 Elo: g = 10, 10 / 13 against three.
        assert!((field_share(400.0, 4) - 10.0 / 13.0).abs() < 1e-12);
        // A share of 0.5 among four: 400 log10(0.5 * 3 / 0.5) = 400 log10 3 = 190.848.
        assert!((field_elo(0.5, 4) - 190.848).abs() < 1e-3);
        assert!((field_elo(field_share(-123.0, 3), 3) + 123.0).abs() < 1e-9);
    }

    #[test]
    fn rounds_give_hand_computed_moments_llr_and_elo() {
        // Four rounds among four seats scoring 0.5, 0.25, 0.5, 0.75: mean 0.5,
        // variance (0 + 0.0625 + 0 + 0.0625) / 4 = 0.03125.
        let mut r = Rounds::new(4);
        for x in [0.5, 0.25, 0.5, 0.75] {
            r.add(x);
        }
        let (n, mean, var) = r.moments(false).unwrap();
        assert_eq!(n, 4.0);
        assert!((mean - 0.5).abs() < 1e-12 && (var - 0.031_25).abs() < 1e-12);
        // With the prior 0, 0.25, 0.5 (seven rounds): sum 2.0 + 0.75 = 2.75, mean 0.392857;
        // squares 1.125 + 0.3125 = 1.4375, 1.4375 / 7 = 0.205357, minus the mean squared
        // 0.154337: variance 0.051020.
        let (n, mean, var) = r.moments(true).unwrap();
        assert_eq!(n, 7.0);
        assert!((mean - 0.392_857).abs() < 1e-6, "{mean}");
        assert!((var - 0.051_020).abs() < 1e-6, "{var}");
        // H0 0 Elo (s0 = 0.25) against H1 200 Elo (g = 3.162278, s1 = 0.513167):
        // LLR = 7 (0.263167) (0.785714 - 0.763167) / (2 * 0.051020) = 0.40706.
        let llr = r.llr(&test(0.0, 200.0));
        assert!((llr - 0.407_06).abs() < 1e-3, "{llr}");
        assert_eq!(r.verdict(&test(0.0, 200.0)), Verdict::Open);
        // Elo of the mean 0.5 among four: 190.85; se = sqrt(0.03125 / 4) = 0.088388,
        // 0.5 ± 0.173241: 0.326759 -> 400 log10(0.980277 / 0.673241) = 65.27,
        // 0.673241 -> 400 log10(2.019723 / 0.326759) = 316.43; half-width 125.58.
        let (elo, err) = r.elo().unwrap();
        assert!((elo - 190.848).abs() < 1e-3, "{elo}");
        assert!((err - 125.58).abs() < 0.05, "{err}");
    }

    #[test]
    fn a_clear_winner_is_accepted_and_an_equal_one_is_not() {
        let mut strong = Rounds::new(3);
        let mut equal = Rounds::new(3);
        for i in 0..60 {
            strong.add(if i % 3 == 0 { 1.0 / 3.0 } else { 2.0 / 3.0 });
            equal.add(if i % 2 == 0 { 0.0 } else { 2.0 / 3.0 });
        }
        assert_eq!(strong.verdict(&test(0.0, 50.0)), Verdict::H1);
        assert_eq!(equal.verdict(&test(0.0, 100.0)), Verdict::H0);
        let (elo, _) = equal.elo().unwrap();
        assert!(elo.abs() < 1e-9, "{elo}");
        // Two rounds won outright decide nothing yet, thanks to the prior.
        let mut two = Rounds::new(4);
        two.add(1.0);
        two.add(1.0);
        assert_eq!(two.verdict(&test(0.0, 50.0)), Verdict::Open);
    }
}

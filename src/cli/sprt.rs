//! The statistics of a sequential probability ratio test between two players, as engine projects
//! use it to decide whether a change wins: games are played in pairs (the same opening, colours
//! swapped), each pair scores 0, ½, 1, 1½ or 2 points for the first player (the pentanomial
//! counts), and after every pair the log-likelihood ratio (LLR) of "the Elo difference is `elo1`"
//! against "it is `elo0`" is compared with the bounds of the test.
//!
//! The LLR is the normal approximation of the generalised SPRT given by Michel Van den Bergh,
//! "A simple formula for the GSPRT" (notes for Fishtest, 2016,
//! <https://www.cantate.be/Fishtest/GSPRT_approximation.pdf>): with `N` samples (pairs) of mean
//! score `m` and variance `v` per sample (both estimated from the counts, on the scale 0 to 1),
//! and `s0`, `s1` the expected scores of the two hypotheses,
//!
//!   LLR = N (s1 - s0) (2m - s0 - s1) / (2v),
//!
//! which is the log-likelihood ratio of two normal laws with means `s0`, `s1` and the observed
//! variance. The expected score of a logistic Elo difference `e` is `1 / (1 + 10^(-e/400))`.
//! With few pairs the observed variance is a poor guess (two pairs of 0 and ½ points have almost
//! none, and the formula would stop the test at once), so the LLR is computed as if one more pair
//! had ended with each of the five results: a uniform prior of five pairs, our own choice and not
//! part of the source, whose weight fades as pairs are played.
//! The bounds are Wald's: accept H1 at or above `ln((1-beta)/alpha)`, accept H0 at or below
//! `ln(beta/(1-alpha))`.

/// The expected score of a player `elo` logistic Elo points stronger.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference of a score from 0 to 1 (infinite at 0 and 1).
pub fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The LLR of `n` samples of mean `mean` and variance `var` for the expected scores `s0` (H0)
/// and `s1` (H1): `n (s1 - s0) (2 mean - s0 - s1) / (2 var)`.
pub fn normal_llr(n: f64, mean: f64, var: f64, s0: f64, s1: f64) -> f64 {
    n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
}

/// The counts of pairs by points of the first player: 0, ½, 1, 1½, 2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: the first player is at least `elo1` stronger (as far as the test can tell).
    H1,
    /// H0 accepted: it is not `elo1` stronger; at most `elo0`.
    H0,
    /// Not yet decided.
    Open,
}

/// A test: the hypotheses and the error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Sprt {
    /// The lower and upper bounds of the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The LLR of `n` samples of mean score `mean` and variance `var` (the formula above).
    pub fn llr_of(&self, n: f64, mean: f64, var: f64) -> f64 {
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        normal_llr(n, mean, var, s0, s1)
    }

    /// The LLR of the counts so far, with the prior of one pair of each result.
    pub fn llr(&self, counts: &Pentanomial) -> f64 {
        let mut c = *counts;
        c.0.iter_mut().for_each(|x| *x += 1);
        match c.moments() {
            Some((n, mean, var)) => self.llr_of(n, mean, var),
            None => 0.0,
        }
    }

    /// The verdict of the counts so far.
    pub fn verdict(&self, counts: &Pentanomial) -> Verdict {
        self.judge(self.llr(counts))
    }

    /// The verdict of an LLR.
    pub fn judge(&self, llr: f64) -> Verdict {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Open
        }
    }
}

impl Pentanomial {
    /// Notes a pair in which the first player scored `points` (0, 0.5, ... 2).
    pub fn add(&mut self, points: f64) {
        let i = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[i] += 1;
    }

    /// The number of pairs.
    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The number of pairs, the mean score per pair and its variance per pair, on the scale 0 to
    /// 1; `None` before any pair.
    pub fn moments(&self) -> Option<(f64, f64, f64)> {
        let n = self.pairs() as f64;
        if n == 0.0 {
            return None;
        }
        let score = |i: usize| i as f64 / 4.0;
        let mean = (0..5).map(|i| self.0[i] as f64 * score(i)).sum::<f64>() / n;
        let var = (0..5)
            .map(|i| self.0[i] as f64 * (score(i) - mean).powi(2))
            .sum::<f64>()
            / n;
        Some((n, mean, var))
    }

    /// The Elo difference and the half-width of its 95% confidence interval (from the
    /// interval of the mean score, 1.96 standard errors, converted to Elo at both ends).
    pub fn elo(&self) -> Option<(f64, f64)> {
        let (n, mean, var) = self.moments()?;
        let se = (var / n).sqrt();
        let lo = elo_of((mean - 1.96 * se).max(1e-9));
        let hi = elo_of((mean + 1.96 * se).min(1.0 - 1e-9));
        Some((elo_of(mean), (hi - lo) / 2.0))
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A test of `elo0` against `elo1` at alpha = beta = 0.05.
    pub(in crate::cli) fn test(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    #[test]
    fn bounds_are_walds() {
        // ln(0.05/0.95) = -2.9444, ln(0.95/0.05) = 2.9444.
        let (lo, hi) = test(0.0, 10.0).bounds();
        assert!((lo + 2.944_44).abs() < 1e-4, "{lo}");
        assert!((hi - 2.944_44).abs() < 1e-4, "{hi}");
    }

    #[test]
    fn expected_score_and_elo_invert() {
        assert!((expected_score(0.0) - 0.5).abs() < 1e-12);
        // 10^(-400/400) = 0.1: 1 / 1.1.
        assert!((expected_score(400.0) - 1.0 / 1.1).abs() < 1e-12);
        assert!((elo_of(1.0 / 1.1) - 400.0).abs() < 1e-9);
        assert!((elo_of(0.75) - 190.848).abs() < 1e-3);
    }

    #[test]
    fn llr_matches_a_hand_computation() {
        // Pairs: 1 of 0 points, 2 of ½, 3 of 1, 3 of 1½, 1 of 2 (10 pairs).
        // Scores per pair 0, .25, .5, .75, 1: mean = (0 + .5 + 1.5 + 2.25 + 1) / 10 = 0.525.
        // Variance = (1(.525)² + 2(.275)² + 3(.025)² + 3(.225)² + 1(.475)²) / 10
        //          = (.275625 + .15125 + .001875 + .151875 + .225625) / 10 = 0.080625.
        // H0: 0 Elo, s0 = 0.5; H1: 400 Elo, s1 = 1/1.1 = 0.909091.
        // LLR = 10 (0.409091) (1.05 - 1.409091) / (2 * 0.080625) = -9.1102.
        let c = Pentanomial([1, 2, 3, 3, 1]);
        let (n, mean, var) = c.moments().unwrap();
        assert_eq!(n, 10.0);
        assert!((mean - 0.525).abs() < 1e-12);
        assert!((var - 0.080_625).abs() < 1e-12);
        let llr = test(0.0, 400.0).llr_of(n, mean, var);
        assert!((llr + 9.1102).abs() < 1e-3, "{llr}");
        // With the prior, counts 2 3 4 4 2 (15 pairs): mean 7.75 / 15 = 0.516667, variance
        // 1.433333 / 15 = 0.095556, LLR = 15 (0.409091) (1.033333 - 1.409091) / 0.191111
        // = -12.0652.
        let llr = test(0.0, 400.0).llr(&c);
        assert!((llr + 12.0652).abs() < 1e-3, "{llr}");
        assert_eq!(test(0.0, 400.0).verdict(&c), Verdict::H0);
        // Elo 0 against elo 20: s1 = 1/(1 + 10^-0.05) = 0.528751; LLR = 10 (0.028751)
        // (1.05 - 1.028751) / 0.16125 = 0.037887: still open.
        let llr = test(0.0, 20.0).llr_of(n, mean, var);
        assert!((llr - 0.037_887).abs() < 1e-4, "{llr}");
        assert_eq!(test(0.0, 20.0).verdict(&c), Verdict::Open);
    }

    #[test]
    fn a_clear_winner_is_accepted_and_two_pairs_decide_nothing() {
        let mut c = Pentanomial::default();
        for _ in 0..20 {
            c.add(1.5);
            c.add(2.0);
        }
        assert_eq!(c.0, [0, 0, 0, 20, 20]);
        assert_eq!(test(0.0, 50.0).verdict(&c), Verdict::H1);
        // Seven even pairs speak for H0 (elo0 = 0), but not enough to accept it.
        let even = test(0.0, 50.0).llr(&Pentanomial([0, 0, 7, 0, 0]));
        assert!(even < 0.0 && even > -2.94, "{even}");
        assert_eq!(
            test(0.0, 50.0).verdict(&Pentanomial::default()),
            Verdict::Open
        );
        // Two lost pairs (0 and ½ points) would give -3.4 without the prior: too soon to decide.
        let two = Pentanomial([1, 1, 0, 0, 0]);
        assert_eq!(test(0.0, 40.0).verdict(&two), Verdict::Open);
    }

    #[test]
    fn error_bars_are_symmetric_around_an_even_score() {
        let (elo, err) = Pentanomial([1, 2, 4, 2, 1]).elo().unwrap();
        assert!(elo.abs() < 1e-9);
        // By hand: mean 0.5, var = (1(.25) + 2(.0625) + 0 + 2(.0625) + 1(.25)) / 10 = 0.075,
        // standard error sqrt(0.0075) = 0.086603; 0.5 ± 0.169741 is 0.330259 to 0.669741,
        // -400 log10(1/0.669741 - 1) = 122.82 Elo either way.
        assert!((err - 122.82).abs() < 0.05, "{err}");
    }
}

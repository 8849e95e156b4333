//! The fitting of `quadrille tune` (Texel's method): the mean squared error between each
//! position's result and sigmoid(K * score), K fitted first, then lowered by coordinate descent
//! over the weights.

use super::Failure;
use crate::ai::{WeightedEval, Weights};
use crate::position::Position;
use crate::variant::Variant;
use std::io::Write;
use std::sync::Arc;

/// A position with the result of its game for the player to move (1, 0.5 or 0).
pub(super) struct Sample {
    pub pos: Position,
    pub result: f64,
    /// Kept out of the fit, to measure the error on positions it did not see.
    pub held_out: bool,
}

/// What is fitted.
pub(super) struct Setup {
    pub variant: Arc<Variant>,
    /// The names of the weights tuned.
    pub names: Vec<String>,
    /// At most this many passes over the weights per step.
    pub passes: u32,
    /// K of sigmoid(K * score), fixed (`--k`) instead of fitted.
    pub k: Option<f64>,
}

/// The outcome of a fit.
pub(super) struct Fit {
    pub k: f64,
    /// The error on the fitted positions and on the held-out ones, before and after.
    pub before: (f64, f64),
    pub after: (f64, f64),
    pub weights: Weights,
}

/// The steps of the descent, each tried until a pass brings nothing.
const STEPS: [i32; 5] = [16, 8, 4, 2, 1];

/// The scores of the samples (for the player to move) with the weights `w`.
fn scores(setup: &Setup, samples: &[Sample], w: &Weights, held_out: bool) -> Vec<i32> {
    let mut eval = WeightedEval::new(&setup.variant, w);
    samples
        .iter()
        .filter(|s| s.held_out == held_out)
        .map(|s| eval.as_searched(&s.pos))
        .collect()
}

/// The mean squared error of the results against sigmoid(k * score).
fn error(samples: &[Sample], scores: &[i32], k: f64, held_out: bool) -> f64 {
    let mut sum = 0.0;
    let mut n = 0usize;
    for (s, &score) in samples
        .iter()
        .filter(|s| s.held_out == held_out)
        .zip(scores)
    {
        let p = 1.0 / (1.0 + (-k * f64::from(score)).exp());
        sum += (s.result - p) * (s.result - p);
        n += 1;
    }
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

/// The K that gives the least error on the fitted positions (a golden-section search over the
/// logarithm of K, from 0.00001 to 1).
fn fit_k(samples: &[Sample], scores: &[i32]) -> f64 {
    let at = |x: f64| error(samples, scores, 10f64.powf(x), false);
    let (mut a, mut b) = (-5.0f64, 0.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if at(c) < at(d) {
            b = d;
        } else {
            a = c;
        }
    }
    10f64.powf((a + b) / 2.0)
}

/// Whether the weights keep the shape the evaluation assumes: the king danger table rising (more
/// attacks never less danger), pieces worth at least a pawn, mobility not a penalty. Without
/// this the descent fits a few rare positions with absurd entries.
fn sensible(w: &Weights) -> bool {
    w.danger.windows(2).all(|d| d[0] <= d[1])
        && w.danger[0] >= 0
        && w.values.iter().all(|(_, v)| *v >= 100)
        && w.mobility.iter().all(|(_, m)| *m >= 0)
}

/// Fits `start` to the samples, writing the progress as comments to `out`.
pub(super) fn fit(
    setup: &Setup,
    samples: &[Sample],
    start: Weights,
    out: &mut dyn Write,
) -> Result<Fit, Failure> {
    let train = |w: &Weights| scores(setup, samples, w, false);
    let first = train(&start);
    let k = setup.k.unwrap_or_else(|| fit_k(samples, &first));
    let held_error = |w: &Weights| error(samples, &scores(setup, samples, w, true), k, true);
    let before = (error(samples, &first, k, false), held_error(&start));
    writeln!(
        out,
        "# K {k:.6}: error {:.6} (held out {:.6})",
        before.0, before.1
    )?;
    let mut cur = start;
    let mut best = before.0;
    for step in STEPS {
        for pass in 1..=setup.passes {
            let mut improved = false;
            for name in &setup.names {
                for dir in [1, -1] {
                    let mut moved = false;
                    loop {
                        let mut trial = cur.clone();
                        let Some(slot) = trial.slot(name, 0) else {
                            break;
                        };
                        *slot += dir * step;
                        if !sensible(&trial) {
                            break;
                        }
                        let e = error(samples, &train(&trial), k, false);
                        if e >= best {
                            break;
                        }
                        cur = trial;
                        best = e;
                        moved = true;
                    }
                    if moved {
                        improved = true;
                        break;
                    }
                }
            }
            writeln!(out, "# step {step} pass {pass}: error {best:.6}")?;
            out.flush()?;
            if !improved {
                break;
            }
        }
    }
    let after = (best, held_error(&cur));
    Ok(Fit {
        k,
        before,
        after,
        weights: cur,
    })
}

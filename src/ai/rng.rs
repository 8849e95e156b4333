//! A small seeded random number generator (SplitMix64), so the computer's choices depend only on
//! the seed it is given: the same seed gives the same game on every machine, natively and in wasm.

/// A SplitMix64 generator. Not for cryptography: only for the computer player's choices.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng {
            state: seed ^ 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: unbiased enough for choosing moves.
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A whole number in `-amplitude..=amplitude`.
    pub fn spread(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 {
            return 0;
        }
        self.below(2 * amplitude as u64 + 1) as i32 - amplitude
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as u64
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_numbers_and_bounds_hold() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let mut c = Rng::new(43);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        let zs: Vec<u64> = (0..8).map(|_| c.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let n = a.below(7) as usize;
            assert!(n < 7);
            seen[n] = true;
            let s = a.spread(3);
            assert!((-3..=3).contains(&s));
        }
        assert!(
            seen.iter().all(|&s| s),
            "every value of 0..7 should come up"
        );
        assert_eq!(a.below(0), 0);
    }
}

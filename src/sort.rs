//! One small stable sort for the engine's short, rarely sorted lists (the standings, a game's
//! pieces while it is built, the root moves of a search, the fields of a text).
//!
//! The standard library's sorts are fast but large: each element type and comparison gets its
//! own copy of several kilobytes of code, and the page's WebAssembly carried about twenty of them
//! (over a tenth of its code). Here the sorting itself is one function, shared by every caller: a
//! merge sort of the positions, comparing through a function reference; each caller adds only the
//! few instructions that put its elements in the order found. Hot loops (the search's move
//! ordering) keep the standard sort.

use std::cmp::Ordering;

/// Sorts `v` stably (equal elements keep their order) by `cmp`.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let order = {
        let items: &[T] = v;
        stable_order(items.len(), &mut |a, b| {
            cmp(&items[a], &items[b]) == Ordering::Greater
        })
    };
    permute(v, order);
}

/// Sorts `v` stably by the key `f` gives each element.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)));
}

/// Sorts `v` in ascending order, stably.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The positions `0..n` in stable sorted order, where `after(a, b)` says that the element at `a`
/// must come after the element at `b`: a bottom-up merge sort, `n log n` comparisons at most.
fn stable_order(n: usize, after: &mut dyn FnMut(usize, usize) -> bool) -> Vec<usize> {
    let mut from: Vec<usize> = (0..n).collect();
    let mut to = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            for slot in &mut to[start..end] {
                // The left run's element goes first unless the right one must come before it.
                let take_right = i >= mid || (j < end && after(from[i], from[j]));
                if take_right {
                    *slot = from[j];
                    j += 1;
                } else {
                    *slot = from[i];
                    i += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    from
}

/// Puts `v` in the order `order` gives (`order[k]`: the position, before, of the element that
/// goes to `k`), by swaps.
fn permute<T>(v: &mut [T], order: Vec<usize>) {
    // `goes[p]`: where the element now at `p` must go; each swap puts one element in its place.
    let mut goes = vec![0; order.len()];
    for (k, &p) in order.iter().enumerate() {
        goes[p] = k;
    }
    for i in 0..v.len() {
        while goes[i] != i {
            let target = goes[i];
            v.swap(i, target);
            goes.swap(i, target);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator, so the lists below are the same in every run.
    fn numbers(seed: u64, n: usize, range: u64) -> Vec<u64> {
        let mut x = seed | 1;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % range
            })
            .collect()
    }

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        for n in [0, 1, 2, 3, 7, 8, 9, 31, 64, 100, 257] {
            for range in [2, 5, 1000] {
                // Pairs of (key, original place): equal keys must keep their places' order.
                let keys = numbers(n as u64 * 31 + range, n, range);
                let mut ours: Vec<(u64, usize)> = keys.iter().copied().zip(0..).collect();
                let mut theirs = ours.clone();
                sort_by_key(&mut ours, |p| p.0);
                theirs.sort_by_key(|p| p.0);
                assert_eq!(ours, theirs, "n {n}, keys below {range}");
            }
        }
    }

    #[test]
    fn sorts_by_a_comparison_and_in_natural_order() {
        let mut words = vec!["pear", "fig", "apple", "kiwi", "date"];
        sort_by(&mut words, |a, b| a.len().cmp(&b.len()));
        assert_eq!(words, ["fig", "pear", "kiwi", "date", "apple"]);
        sort(&mut words);
        assert_eq!(words, ["apple", "date", "fig", "kiwi", "pear"]);
    }

    #[test]
    fn moves_elements_that_cannot_be_copied() {
        let mut v: Vec<String> = ["c", "a", "b"].iter().map(|s| s.to_string()).collect();
        sort(&mut v);
        assert_eq!(v, ["a", "b", "c"]);
    }
}

//! The keys of the earlier positions since the last capture or pawn move, for the repetition
//! rules: a list shared between a position and the positions played from it, newest first, so
//! that copying a position (as playing a move does) copies one pointer instead of the keys, and
//! playing a move adds one key in front.

use std::sync::Arc;

/// The keys of earlier positions. See the module documentation.
#[derive(Clone, Debug, Default)]
pub(crate) struct History(Option<Arc<Link>>);

/// One key and the keys before it.
#[derive(Debug)]
struct Link {
    key: u64,
    before: History,
}

impl History {
    /// Whether no earlier position is kept.
    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    /// Forgets every earlier position.
    pub(crate) fn clear(&mut self) {
        *self = History::default();
    }

    /// Adds the key of the position just left.
    pub(crate) fn push(&mut self, key: u64) {
        let before = std::mem::take(self);
        *self = History(Some(Arc::new(Link { key, before })));
    }

    /// The keys, newest first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        let mut at = self.0.as_deref();
        std::iter::from_fn(move || {
            let link = at?;
            at = link.before.0.as_deref();
            Some(link.key)
        })
    }

    /// How many times `key` is among the keys.
    pub(crate) fn count(&self, key: u64) -> usize {
        self.iter().filter(|&k| k == key).count()
    }
}

impl Drop for History {
    /// Frees the links no other position shares one after another, not by recursion, so that a
    /// long list cannot exhaust the stack.
    fn drop(&mut self) {
        let mut next = self.0.take();
        while let Some(link) = next {
            next = match Arc::try_unwrap(link) {
                Ok(mut only) => only.before.0.take(),
                Err(_) => None,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::History;

    #[test]
    fn keys_newest_first_shared_by_copies_and_cleared() {
        let mut h = History::default();
        assert!(h.is_empty() && h.iter().next().is_none());
        for k in [5, 7, 5] {
            h.push(k);
        }
        let copy = h.clone();
        h.push(9);
        assert_eq!(h.iter().collect::<Vec<_>>(), [9, 5, 7, 5]);
        assert_eq!(
            copy.iter().collect::<Vec<_>>(),
            [5, 7, 5],
            "a copy keeps its own keys"
        );
        assert_eq!((h.count(5), h.count(9), copy.count(9)), (2, 1, 0));
        h.clear();
        assert!(h.is_empty() && copy.count(7) == 1);
    }

    #[test]
    fn a_long_list_is_dropped_without_recursion() {
        let mut h = History::default();
        for k in 0..1_000_000 {
            h.push(k);
        }
        assert_eq!(h.iter().next(), Some(999_999));
        drop(h);
    }
}

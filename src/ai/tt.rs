//! The transposition table: a fixed-size table indexed by the position's Zobrist key, keeping
//! for each slot the best move found, the depth searched, the score and what kind of bound it is.
//! A new entry replaces the old one unless the old one is from this search and deeper.

use super::search::MATE_BOUND;
use crate::position::Move;

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this score (the search failed high).
    Lower,
    /// At most this score (the search failed low).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    generation: u8,
}

/// The table. Its size is a power of two.
pub struct Table {
    slots: Vec<Option<Entry>>,
    generation: u8,
}

impl Table {
    /// A table with room for about `entries` results (rounded down to a power of two, at least 1024).
    pub fn new(entries: usize) -> Table {
        let mut n = 1024;
        while n * 2 <= entries {
            n *= 2;
        }
        Table {
            slots: vec![None; n],
            generation: 0,
        }
    }

    /// Marks the start of a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    /// The stored result for this key, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[self.slot(key)].filter(|e| e.key == key)
    }

    /// Stores a result, unless the slot holds a deeper result of this search for another position.
    pub fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let i = self.slot(key);
        let generation = self.generation;
        if let Some(old) = self.slots[i] {
            let same = old.key == key;
            if !same && old.generation == generation && old.depth > depth {
                return;
            }
            if same && old.depth > depth && bound != Bound::Exact {
                return;
            }
        }
        let best = best.or_else(|| self.slots[i].filter(|e| e.key == key).and_then(|e| e.best));
        self.slots[i] = Some(Entry {
            key,
            best,
            score,
            depth,
            bound,
            generation,
        });
    }
}

/// A score as the table keeps it: mates counted from the node, not from the root.
pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A score from the table, mates counted from the root again.
pub(super) fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_replaces_by_depth() {
        let mut t = Table::new(1000);
        assert!(t.probe(5).is_none());
        t.store(5, None, 10, 3, Bound::Exact);
        assert_eq!(t.probe(5).map(|e| e.score), Some(10));
        // Another key in the same slot, shallower, same search: kept out.
        let other = 5 + 1024;
        t.store(other, None, 20, 1, Bound::Lower);
        assert!(t.probe(other).is_none());
        assert_eq!(t.probe(5).map(|e| e.depth), Some(3));
        // In a new search it replaces.
        t.new_search();
        t.store(other, None, 20, 1, Bound::Lower);
        assert_eq!(t.probe(other).map(|e| e.bound), Some(Bound::Lower));
        assert!(t.probe(5).is_none());
    }
}

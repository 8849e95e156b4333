//! Sets of cells as bits: four 64-bit words, one bit per cell id, for games of at most
//! [`CellSet::CAPACITY`] cells (every game the registry has). Precomputed tables of cells (the
//! cells a capture along a line can come from) and the cells of the pieces that could make it are
//! kept as `CellSet`s, so that most questions are answered by a few word operations instead of a
//! walk over the board. Wrap-around, holes and walls are in the tables, not here.

use super::Cell;

/// A set of cell ids below [`CellSet::CAPACITY`]. Cells at or above it are never members.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CellSet([u64; 4]);

impl CellSet {
    /// How many cells a set can hold.
    pub const CAPACITY: usize = 256;

    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; 4]);

    /// Whether the cell is a member.
    #[inline]
    pub fn contains(&self, c: Cell) -> bool {
        let i = c.index();
        i < Self::CAPACITY && self.0[i >> 6] & (1u64 << (i & 63)) != 0
    }

    /// Adds a cell (a cell beyond the capacity is ignored).
    #[inline]
    pub fn insert(&mut self, c: Cell) {
        let i = c.index();
        if i < Self::CAPACITY {
            self.0[i >> 6] |= 1u64 << (i & 63);
        }
    }

    /// Removes a cell.
    #[inline]
    pub fn remove(&mut self, c: Cell) {
        let i = c.index();
        if i < Self::CAPACITY {
            self.0[i >> 6] &= !(1u64 << (i & 63));
        }
    }

    /// Whether the set has no member.
    #[inline]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// Whether the two sets share a member.
    #[inline]
    pub fn meets(&self, other: &CellSet) -> bool {
        ((self.0[0] & other.0[0])
            | (self.0[1] & other.0[1])
            | (self.0[2] & other.0[2])
            | (self.0[3] & other.0[3]))
            != 0
    }

    /// The members of both sets.
    #[inline]
    pub fn and(&self, other: &CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The members of either set.
    #[inline]
    pub fn or(&self, other: &CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The members of this set that are not in `other`.
    #[inline]
    pub fn minus(&self, other: &CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// The number of members.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells `c` whose item `items[c]` is a member by `member` (items beyond the capacity
    /// are ignored). Built a word at a time, without a branch per cell.
    pub fn from_items<T>(items: &[T], member: impl Fn(&T) -> bool) -> CellSet {
        let mut words = [0u64; 4];
        for (word, chunk) in words.iter_mut().zip(items.chunks(64)) {
            for (i, item) in chunk.iter().enumerate() {
                *word |= u64::from(member(item)) << i;
            }
        }
        CellSet(words)
    }

    /// The set as its four words: bit `i % 64` of word `i / 64` for cell `i`.
    #[inline]
    pub fn words(&self) -> &[u64; 4] {
        &self.0
    }

    /// The lowest member, if any.
    #[inline]
    pub fn first(&self) -> Option<Cell> {
        let w = self.0.iter().position(|&w| w != 0)?;
        Some(Cell((w * 64 + self.0[w].trailing_zeros() as usize) as u16))
    }

    /// The highest member, if any.
    #[inline]
    pub fn last(&self) -> Option<Cell> {
        let w = self.0.iter().rposition(|&w| w != 0)?;
        Some(Cell(
            (w * 64 + 63 - self.0[w].leading_zeros() as usize) as u16,
        ))
    }

    /// The members in increasing order.
    #[inline]
    pub fn iter(&self) -> Members {
        Members {
            words: self.0,
            word: 0,
        }
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> CellSet {
        let mut s = CellSet::EMPTY;
        for c in cells {
            s.insert(c);
        }
        s
    }
}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(|c| c.0)).finish()
    }
}

/// The members of a [`CellSet`] in increasing order.
pub struct Members {
    words: [u64; 4],
    word: usize,
}

impl Iterator for Members {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.word < 4 {
            let rest = self.words[self.word];
            if rest != 0 {
                self.words[self.word] = rest & (rest - 1);
                return Some(Cell(
                    (self.word * 64 + rest.trailing_zeros() as usize) as u16,
                ));
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_in_every_word_and_the_bounds() {
        let cells = [0u16, 1, 63, 64, 127, 128, 200, 255];
        let s: CellSet = cells.iter().map(|&i| Cell(i)).collect();
        assert_eq!(s.len(), cells.len());
        assert_eq!(s.iter().map(|c| c.0).collect::<Vec<_>>(), cells);
        assert!(s.contains(Cell(255)) && !s.contains(Cell(254)) && !s.contains(Cell(256)));
        let mut t = s;
        t.insert(Cell(300));
        assert_eq!(t, s, "a cell beyond the capacity is never a member");
        t.remove(Cell(64));
        assert!(!t.contains(Cell(64)) && t.len() == cells.len() - 1);
        let only: CellSet = [Cell(64)].into_iter().collect();
        assert!(s.meets(&only) && !t.meets(&only));
        assert_eq!(t.or(&only), s);
        assert_eq!(s.and(&only), only);
        assert_eq!(s.minus(&only), t);
        assert_eq!(only.minus(&s), CellSet::EMPTY);
        assert!(CellSet::EMPTY.is_empty() && !only.is_empty());
        assert_eq!((s.first(), s.last()), (Some(Cell(0)), Some(Cell(255))));
        assert_eq!(
            (only.first(), only.last()),
            (Some(Cell(64)), Some(Cell(64)))
        );
        let middle: CellSet = [Cell(70), Cell(130), Cell(190)].into_iter().collect();
        assert_eq!(
            (middle.first(), middle.last()),
            (Some(Cell(70)), Some(Cell(190)))
        );
        assert_eq!(
            (CellSet::EMPTY.first(), CellSet::EMPTY.last()),
            (None, None)
        );
    }

    #[test]
    fn from_items_takes_the_members_up_to_the_capacity() {
        // True at every multiple of 7, on 300 flags: the members are the multiples of 7 below 256.
        let items: Vec<u32> = (0..300).collect();
        let s = CellSet::from_items(&items, |i| i % 7 == 0);
        let want: Vec<u16> = (0..256).filter(|i| i % 7 == 0).collect();
        assert_eq!(s.iter().map(|c| c.0).collect::<Vec<_>>(), want);
        assert!(CellSet::from_items(&[false; 10], |&f| f).is_empty());
    }
}

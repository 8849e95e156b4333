//! The transposition table: a fixed-size table indexed by the position's Zobrist key, keeping
//! for each slot the best move found, the depth searched, the score and what kind of bound it is.
//! A slot takes 16 bytes: 32 bits of the key (its halves folded together), the score, the move in
//! five bytes ([`MoveId`]), the depth, the bound and the search that wrote it. Four slots make a
//! bucket, one line of the processor's cache.
//!
//! By default a key has one slot, and a new entry replaces the old one unless the old one is
//! from this search and deeper. With shared buckets (the search's `buckets` switch) a key may
//! take any slot of its bucket: a new entry goes to the slot of the same key, else to the slot
//! worth least, an empty one first, then the one whose depth less eight plies for each search
//! since it was written is lowest (as Stockfish replaces).

use super::score::MATE_BOUND;
use crate::geometry::Cell;
use crate::position::{Move, Special};

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

impl Bound {
    /// What the score `best` of a search with the window `alpha..beta` is: a lower bound at or
    /// above beta, an upper bound at or below alpha, exact between.
    pub fn of(best: i32, (alpha, beta): (i32, i32)) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a stored `score` of this kind settles a node searched with the window
    /// `alpha..beta`: exact, or a bound on the far side of the window.
    pub fn settles(self, score: i32, (alpha, beta): (i32, i32)) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

/// A move as the table keeps it, in five bytes: its cells of departure, capture and arrival,
/// the kind it promotes to and what is special about it. That tells it apart from the other
/// moves of its position; [`MoveId::find`] gives the move back from them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveId([u8; 5]);

impl MoveId {
    /// The id of a move, or `None` when its cells or its promotion do not fit in a byte (no
    /// game of the registry has such a move; the table then keeps no move).
    pub fn of(m: &Move) -> Option<MoveId> {
        let cell = |c: Cell| u8::try_from(c.0).ok();
        let promotion = match m.promotion {
            None => 0,
            Some(k) => k.0.checked_add(1)?,
        };
        let special = match m.special {
            Special::None => 0,
            Special::DoubleStep => 1,
            Special::EnPassant { .. } => 2,
            Special::Castle { .. } => 3,
            Special::Pass => 4,
            Special::Place => 5,
        };
        let (from, to, arrive) = (cell(m.from)?, cell(m.to)?, cell(m.arrive)?);
        Some(MoveId([from, to, arrive, promotion, special]))
    }

    /// The move of `moves` with this id, if any.
    pub fn find(self, moves: &[Move]) -> Option<Move> {
        moves.iter().find(|m| MoveId::of(m) == Some(self)).copied()
    }
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub best: Option<MoveId>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    generation: u8,
}

/// A slot of the table: an [`Entry`] and 32 bits of its key, in 16 bytes. `bound` is 0 in an
/// empty slot, else 1 (exact), 2 (lower) or 3 (upper); `generation_and_move` holds the search
/// that wrote the slot (seven bits) above one bit that tells whether `best` holds a move.
#[derive(Clone, Copy, Default)]
struct Slot {
    check: u32,
    score: i32,
    best: [u8; 5],
    depth: i8,
    bound: u8,
    generation_and_move: u8,
}

impl Slot {
    /// The slot of `entry`, for `key`.
    fn of(key: u64, e: &Entry) -> Slot {
        let bound = match e.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        Slot {
            check: check(key),
            score: e.score,
            best: e.best.map_or([0; 5], |id| id.0),
            depth: e.depth.clamp(i8::MIN.into(), i8::MAX.into()) as i8,
            bound,
            generation_and_move: (e.generation & 0x7f) << 1 | u8::from(e.best.is_some()),
        }
    }

    /// Whether the slot holds an entry whose key has this `check`.
    fn holds(&self, check: u32) -> bool {
        self.check == check && self.bound != 0
    }

    /// The entry kept here, if any.
    fn entry(&self) -> Option<Entry> {
        let bound = match self.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        Some(Entry {
            best: (self.generation_and_move & 1 != 0).then_some(MoveId(self.best)),
            score: self.score,
            depth: self.depth.into(),
            bound,
            generation: self.generation_and_move >> 1,
        })
    }
}

/// The slots of a bucket.
const WAYS: usize = 4;

/// Four slots in one line of the processor's cache (64 bytes).
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([Slot; WAYS]);

/// What a slot keeps of a key: its two halves folded into one, so that keys of the same slot
/// that differ anywhere are told apart (unless the differences cancel out).
fn check(key: u64) -> u32 {
    (key ^ (key >> 32)) as u32
}

/// The largest table a player may ask for, in megabytes (`Hash` in UCI, `@MB` in a match).
pub const MAX_MEGABYTES: usize = 4096;

/// The table. Its size is a power of two.
pub struct Table {
    buckets: Vec<Bucket>,
    generation: u8,
    /// Whether a key may take any slot of its bucket, instead of one slot of its own.
    shared: bool,
}

impl Table {
    /// A table with room for about `entries` results (rounded down to a power of two, at least 1024).
    pub fn new(entries: usize) -> Table {
        let n = Table::slots_for(entries) / WAYS;
        let mut buckets: Vec<Bucket> = Vec::with_capacity(n);
        let bytes = buckets.capacity() * std::mem::size_of::<Bucket>();
        advise_huge_pages(buckets.as_ptr() as usize, bytes);
        buckets.resize(n, Bucket::default());
        Table {
            buckets,
            generation: 0,
            shared: false,
        }
    }

    /// Lets a key take any slot of its bucket (`true`) or only a slot of its own (`false`, the
    /// default). A table that changes this starts empty.
    pub fn set_shared(&mut self, shared: bool) {
        if shared != self.shared {
            self.shared = shared;
            self.clear();
        }
    }

    /// A table of about `megabytes` megabytes (rounded down to a power of two of slots).
    pub fn with_megabytes(megabytes: usize) -> Table {
        Table::new(Table::entries_in(megabytes))
    }

    /// How many entries `megabytes` megabytes hold.
    pub fn entries_in(megabytes: usize) -> usize {
        megabytes.saturating_mul(1 << 20) / std::mem::size_of::<Slot>()
    }

    /// How many slots a table for about `entries` results has: the power of two at or below it,
    /// at least 1024.
    pub(super) fn slots_for(entries: usize) -> usize {
        let mut n = 1024;
        while n * 2 <= entries {
            n *= 2;
        }
        n
    }

    /// How many slots the table has.
    pub(super) fn slots(&self) -> usize {
        self.buckets.len() * WAYS
    }

    /// How full the table is with results of the current search, in thousandths, from its
    /// first thousand slots (UCI's `hashfull`).
    pub fn fill_permille(&self) -> u32 {
        let sample = &self.buckets[..self.buckets.len().min(1000 / WAYS)];
        let used = sample
            .iter()
            .flat_map(|b| b.0.iter())
            .filter_map(Slot::entry)
            .filter(|e| e.generation == self.generation)
            .count();
        (used * 1000 / (sample.len() * WAYS)) as u32
    }

    /// Marks the start of a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        // Seven bits, as a slot keeps it.
        self.generation = self.generation.wrapping_add(1) & 0x7f;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.iter_mut().for_each(|b| *b = Bucket::default());
    }

    /// The bucket of `key` and the slots of it that the key may take: all of them when they
    /// are shared, else the one slot that the key's low bits name.
    fn place(&self, key: u64) -> (usize, std::ops::Range<usize>) {
        if self.shared {
            ((key as usize) & (self.buckets.len() - 1), 0..WAYS)
        } else {
            let i = (key as usize) & (self.slots() - 1);
            (i / WAYS, i % WAYS..i % WAYS + 1)
        }
    }

    /// Asks the processor to bring the slot of this key into its cache, so that a probe soon
    /// after does not wait for memory. Changes nothing else.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let (b, ways) = self.place(key);
            let slot: *const Slot = &self.buckets[b].0[ways.start];
            // SAFETY: a prefetch is only a hint; it reads nothing and cannot fault, and the
            // pointer is to a slot of the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The stored result for this key, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let (b, ways) = self.place(key);
        let check = check(key);
        self.buckets[b].0[ways]
            .iter()
            .find(|s| s.holds(check))
            .and_then(Slot::entry)
    }

    /// Stores a result: over an entry of the same key unless [`updates`] says no; else, in a
    /// slot of its own, unless the slot holds a deeper result of this search for another
    /// position, and in shared buckets always, over the entry worth least ([`worth`]).
    pub fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation;
        let mut entry = Entry {
            best: best.as_ref().and_then(MoveId::of),
            score,
            depth,
            bound,
            generation,
        };
        let (b, ways) = self.place(key);
        let check = check(key);
        let bucket = &mut self.buckets[b].0[ways];
        let same = bucket.iter().position(|s| s.holds(check));
        let way = match same {
            Some(w) => {
                let old = bucket[w]
                    .entry()
                    .expect("a slot with a bound holds an entry");
                if !updates(&old, &entry) {
                    return;
                }
                entry.best = entry.best.or(old.best);
                w
            }
            None if bucket.len() == 1 => match bucket[0].entry() {
                Some(old) if old.generation == generation && old.depth > depth => return,
                _ => 0,
            },
            None => (0..bucket.len())
                .min_by_key(|&w| worth(&bucket[w], generation))
                .expect("a bucket has slots"),
        };
        bucket[way] = Slot::of(key, &entry);
    }
}

/// Asks the system to back the `bytes` bytes of memory from address `start` (an allocation not
/// yet written) with huge pages where it can: on Linux, pages of 2 MB where the system gives
/// them on request, as it does by default. The search reads its table at random places: with
/// pages of 4 KB most reads miss the processor's cache of page addresses, and each miss costs a
/// walk of the page tables. Elsewhere, or if the system says no, nothing changes.
fn advise_huge_pages(start: usize, bytes: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let end = start.saturating_add(bytes);
        // The whole pages of the allocation.
        let (first, last) = (start.next_multiple_of(PAGE), end / PAGE * PAGE);
        if last > first {
            // SAFETY: `madvise` only gives the kernel advice about these pages, which belong to
            // the allocation: it neither reads nor writes them, and if it fails they stay as
            // they were.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, bytes);
}

/// What keeping the entry of `slot` is worth when a new entry needs its place in a shared
/// bucket, in the search `generation`: an empty slot least, else its depth less eight plies for
/// each search since it was written.
fn worth(slot: &Slot, generation: u8) -> i32 {
    match slot.entry() {
        None => i32::MIN,
        Some(e) => e.depth - 8 * i32::from(generation.wrapping_sub(e.generation) & 0x7f),
    }
}

/// Whether `new`, a result for the position of `old`, replaces it: unless it is shallower and
/// only a bound.
fn updates(old: &Entry, new: &Entry) -> bool {
    old.depth <= new.depth || new.bound == Bound::Exact
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
    fn a_score_is_a_bound_outside_the_window_and_exact_inside() {
        assert_eq!(Bound::of(50, (-10, 50)), Bound::Lower);
        assert_eq!(Bound::of(49, (-10, 50)), Bound::Exact);
        assert_eq!(Bound::of(-10, (-10, 50)), Bound::Upper);
        assert_eq!(Bound::of(-300, (-10, 50)), Bound::Upper);
        assert!(Bound::Exact.settles(0, (-10, 50)));
        assert!(Bound::Lower.settles(50, (-10, 50)) && !Bound::Lower.settles(49, (-10, 50)));
        assert!(Bound::Upper.settles(-10, (-10, 50)) && !Bound::Upper.settles(-9, (-10, 50)));
    }

    /// Along random games of every game, each legal move has an id, no two moves of a position
    /// share one, and the id finds its move among them.
    #[test]
    fn a_move_id_tells_the_move_apart_and_finds_it() {
        let mut rng = crate::ai::Rng::new(11);
        let mut told = 0;
        for id in crate::variant::ids() {
            let v = crate::variant::build(id, &[]).expect("every listed game builds");
            let mut pos = crate::position::Position::start(&v);
            for _ in 0..200 {
                if pos.needs_roll() {
                    pos = pos
                        .roll_from_seed(rng.next_u64())
                        .expect("a game with dice rolls");
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_over() {
                    pos = crate::position::Position::start(&v);
                    continue;
                }
                for m in &moves {
                    let found = MoveId::of(m).and_then(|i| i.find(&moves));
                    assert_eq!(found, Some(*m), "{id}: {m:?} in {pos:?}");
                    told += 1;
                }
                pos = pos.play(&moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(told > 50_000, "only {told} moves");
    }

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

    #[test]
    fn sizes_follow_the_megabytes_and_fill_is_counted() {
        let one = Table::with_megabytes(1);
        let four = Table::with_megabytes(4);
        assert_eq!(four.slots(), one.slots() * 4);
        assert!(one.slots() * std::mem::size_of::<Slot>() <= 1 << 20);
        assert_eq!(std::mem::size_of::<Slot>(), 16);
        assert_eq!(Table::with_megabytes(0).slots(), 1024);
        let mut t = Table::new(1024);
        assert_eq!(t.fill_permille(), 0);
        for key in 0..500 {
            t.store(key, None, 0, 1, Bound::Exact);
        }
        assert_eq!(t.fill_permille(), 500);
        t.new_search();
        assert_eq!(t.fill_permille(), 0);
    }

    /// Keys 0 to 4 of bucket 7 of a table of 256 buckets: the same low bits, different checks.
    fn of_bucket_7(j: u64) -> u64 {
        7 + (j << 40)
    }

    /// One slot a key: of four keys of that slot at depths 5, 3, 7 and 4 in one search, the
    /// first is kept until the deeper third comes. Shared buckets keep all four, and a fifth
    /// (depth 1) takes the place of the shallowest (depth 3), though it is shallower still.
    #[test]
    fn shared_buckets_keep_four_keys_and_replace_the_shallowest() {
        let depths = [5, 3, 7, 4];
        let mut own = Table::new(1024);
        let mut shared = Table::new(1024);
        shared.set_shared(true);
        for (j, &d) in depths.iter().enumerate() {
            own.store(of_bucket_7(j as u64), None, j as i32, d, Bound::Exact);
            shared.store(of_bucket_7(j as u64), None, j as i32, d, Bound::Exact);
        }
        let kept = |t: &Table| {
            (0..5)
                .map(|j| t.probe(of_bucket_7(j)).is_some())
                .collect::<Vec<_>>()
        };
        assert_eq!(kept(&own), [false, false, true, false, false]);
        assert_eq!(kept(&shared), [true, true, true, true, false]);
        shared.store(of_bucket_7(4), None, 4, 1, Bound::Lower);
        assert_eq!(kept(&shared), [true, false, true, true, true]);
        assert_eq!(
            shared.probe(of_bucket_7(4)).map(|e| (e.score, e.depth)),
            Some((4, 1))
        );
    }

    /// In shared buckets an entry loses eight plies of worth for each search since it was
    /// written: depth 9 of the search before is worth 1, less than depths 2, 3 and 4 of this
    /// one, and is the one a new entry replaces.
    #[test]
    fn shared_buckets_replace_old_entries_first() {
        let mut t = Table::new(1024);
        t.set_shared(true);
        t.store(of_bucket_7(0), None, 0, 9, Bound::Exact);
        t.new_search();
        for (j, d) in [(1, 2), (2, 3), (3, 4)] {
            t.store(of_bucket_7(j), None, 0, d, Bound::Exact);
        }
        t.store(of_bucket_7(4), None, 0, 1, Bound::Exact);
        assert!(t.probe(of_bucket_7(0)).is_none());
        for j in 1..5 {
            assert!(t.probe(of_bucket_7(j)).is_some(), "key {j}");
        }
    }

    /// In shared buckets a result for a key already there goes to its slot, keeps the move
    /// when it has none, and a shallower bound does not replace it.
    #[test]
    fn shared_buckets_update_the_same_key_in_place() {
        let mut t = Table::new(1024);
        t.set_shared(true);
        let m = Move::pass();
        t.store(of_bucket_7(0), Some(m), 10, 4, Bound::Lower);
        t.store(of_bucket_7(0), None, 20, 6, Bound::Upper);
        let e = t.probe(of_bucket_7(0)).unwrap();
        assert_eq!((e.score, e.depth, e.bound), (20, 6, Bound::Upper));
        assert_eq!(e.best, MoveId::of(&m));
        t.store(of_bucket_7(0), None, 30, 2, Bound::Lower);
        assert_eq!(t.probe(of_bucket_7(0)).map(|e| e.score), Some(20));
        // One slot of the bucket is taken: three other keys still fit beside it.
        for j in 1..4 {
            t.store(of_bucket_7(j), None, 0, 1, Bound::Exact);
        }
        assert!((0..4).all(|j| t.probe(of_bucket_7(j)).is_some()));
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
    }
}

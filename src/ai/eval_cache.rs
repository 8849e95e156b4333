//! The evaluation's cache of scores: the score of each player of positions seen recently, by
//! position key, in slots of 12 bytes so that the cache stays small enough for the processor's
//! own caches.

/// The most players of a game whose scores the cache keeps.
pub(crate) const PLAYERS: usize = 4;

/// The number of positions the cache holds (a power of two).
const SLOTS: usize = 1 << 14;

/// The upper half of a position's key (the lower half chose the slot) and the score of each
/// player in it. A slot whose `check` is 0 is empty (a position whose key
/// has 0 in its upper half is never found).
#[derive(Clone, Copy, Default)]
struct Slot {
    check: u32,
    scores: [i16; PLAYERS],
}

/// The part of a key that a slot keeps.
fn check(key: u64) -> u32 {
    (key >> 32) as u32
}

/// Scores by position key; an unused cache holds nothing and finds nothing.
pub(crate) struct ScoreCache {
    slots: Vec<Slot>,
}

impl ScoreCache {
    /// A cache, or with `used` false one that keeps nothing.
    pub fn new(used: bool) -> ScoreCache {
        ScoreCache {
            slots: if used {
                vec![Slot::default(); SLOTS]
            } else {
                Vec::new()
            },
        }
    }

    /// The scores kept for `key`, each player's in turn order (0 past the game's players).
    pub fn get(&self, key: u64) -> Option<[i32; PLAYERS]> {
        let slot = self.slots.get(key as usize & (SLOTS - 1))?;
        (check(key) != 0 && slot.check == check(key)).then(|| slot.scores.map(i32::from))
    }

    /// Keeps `scores` (at most [`PLAYERS`]) for `key`, in place of the slot's
    /// position; scores beyond 16 bits are not kept, so that they are computed again rather
    /// than cut.
    pub fn put(&mut self, key: u64, scores: &[i32]) {
        let Some(slot) = self.slots.get_mut(key as usize & (SLOTS - 1)) else {
            return;
        };
        let mut small = [0; PLAYERS];
        let fits = scores
            .iter()
            .zip(&mut small)
            .all(|(s, to)| i16::try_from(*s).map(|s| *to = s).is_ok());
        if fits {
            *slot = Slot {
                check: check(key),
                scores: small,
            };
        }
    }
}

//! Dice: which kinds of piece each face of a die allows (data on the game), the dice state of a
//! position (the player to move has still to roll, or which dice of his roll are unused), and a
//! seeded generator, so that the rolls of a game come from a seed the game records and every
//! game replays exactly.
//!
//! A turn is a roll of two dice, then one move per usable die in the order the player chooses.
//! Faces that allow the same kinds (1 and 6 in Orwell Chess) are interchangeable: a move uses
//! "a die that allows its piece", and which of two such dice it uses makes no difference. Two
//! faces must therefore allow either the same kinds or no kind in common ([`DiceRules::check`]),
//! so that a move alone says which kind of die it uses.

use crate::piece::PieceKind;

/// A roll of the two dice, in the order thrown (or written).
pub type Roll = [u8; 2];

/// The dice component: two dice whose faces allow moves of some kinds of piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceRules {
    /// `faces[f - 1]` lists the kinds a die showing `f` allows.
    pub faces: Vec<Vec<PieceKind>>,
}

impl DiceRules {
    /// Dice whose face `f` allows the kinds `faces[f - 1]`.
    pub fn new(faces: Vec<Vec<PieceKind>>) -> DiceRules {
        DiceRules { faces }
    }

    /// How many faces a die has.
    pub fn face_count(&self) -> u8 {
        self.faces.len() as u8
    }

    /// The kinds a die showing `face` allows (none for a face the dice do not have).
    pub fn kinds(&self, face: u8) -> &[PieceKind] {
        match face.checked_sub(1) {
            Some(i) => self.faces.get(i as usize).map_or(&[], |k| k.as_slice()),
            None => &[],
        }
    }

    /// The kinds a die showing `face` allows, as a bit per kind.
    #[inline]
    pub fn mask(&self, face: u8) -> u64 {
        self.kinds(face)
            .iter()
            .fold(0, |m, k| m | 1u64 << (k.index() & 63))
    }

    /// Whether a die showing `face` allows a move of `kind`.
    pub fn allows(&self, face: u8, kind: PieceKind) -> bool {
        self.kinds(face).contains(&kind)
    }

    /// Every unordered roll, `[a, b]` with `a <= b`: 21 for two six-sided dice.
    pub fn rolls(&self) -> Vec<Roll> {
        let n = self.face_count();
        (1..=n).flat_map(|a| (a..=n).map(move |b| [a, b])).collect()
    }

    /// Whether `face` is a face of these dice.
    pub fn is_face(&self, face: u8) -> bool {
        (1..=self.face_count()).contains(&face)
    }

    /// Checks the table against a catalogue of `kinds` kinds: 1 to 9 faces (a face is written as
    /// one digit), known kinds, and faces that share a kind allowing exactly the same kinds.
    pub fn check(&self, kinds: usize) -> Result<(), String> {
        if !(1..=9).contains(&self.faces.len()) {
            return Err(format!("dice need 1 to 9 faces, not {}", self.faces.len()));
        }
        for (i, face) in self.faces.iter().enumerate() {
            if let Some(k) = face.iter().find(|k| k.index() >= kinds) {
                return Err(format!(
                    "face {} allows kind {}, which is not a piece",
                    i + 1,
                    k.0
                ));
            }
        }
        for a in 1..=self.face_count() {
            for b in a + 1..=self.face_count() {
                let (ma, mb) = (self.mask(a), self.mask(b));
                if ma & mb != 0 && ma != mb {
                    return Err(format!(
                        "faces {a} and {b} share a kind of piece but do not allow the same kinds"
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Where the player to move stands with the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiceState {
    /// He has to roll before he moves (between turns, and always in games without dice).
    ToRoll,
    /// He has rolled `roll`; `used[i]` says whether die `i` has been used.
    Rolled { roll: Roll, used: [bool; 2] },
}

impl DiceState {
    /// A roll with neither die used.
    pub fn rolled(roll: Roll) -> DiceState {
        DiceState::Rolled {
            roll,
            used: [false, false],
        }
    }

    /// The faces of the dice not used yet, in the order of the roll (none before a roll).
    pub fn unused(&self) -> Vec<u8> {
        match *self {
            DiceState::ToRoll => Vec::new(),
            DiceState::Rolled { roll, used } => {
                (0..2).filter(|&i| !used[i]).map(|i| roll[i]).collect()
            }
        }
    }

    /// The roll, if the player has rolled.
    pub fn roll(&self) -> Option<Roll> {
        match *self {
            DiceState::ToRoll => None,
            DiceState::Rolled { roll, .. } => Some(roll),
        }
    }

    /// The state after a die showing `face` is used: the first unused die showing a face that
    /// allows the same kinds (`same` tells which faces do).
    pub fn after_using(&self, same: impl Fn(u8) -> bool) -> DiceState {
        match *self {
            DiceState::ToRoll => DiceState::ToRoll,
            DiceState::Rolled { roll, mut used } => {
                if let Some(i) = (0..2).find(|&i| !used[i] && same(roll[i])) {
                    used[i] = true;
                }
                DiceState::Rolled { roll, used }
            }
        }
    }

    /// Whether every die of the roll has been used.
    pub fn all_used(&self) -> bool {
        matches!(
            self,
            DiceState::Rolled {
                used: [true, true],
                ..
            }
        )
    }

    /// A small number that names the state, for position keys: 0 for [`DiceState::ToRoll`].
    pub fn code(&self) -> usize {
        match *self {
            DiceState::ToRoll => 0,
            DiceState::Rolled { roll, used } => {
                1 + ((roll[0] as usize % 10) * 10 + roll[1] as usize % 10) * 4
                    + used[0] as usize
                    + 2 * used[1] as usize
            }
        }
    }
}

/// How many different [`DiceState::code`] values there are.
pub const DICE_CODES: usize = 1 + 100 * 4;

/// One step of SplitMix64 (Steele, Lea and Flood; Vigna's reference code): adds the golden gamma
/// to the state and mixes it into the output.
#[inline]
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seeded dice of a game: SplitMix64 started from the game's seed. The roll of a turn
/// depends only on the seed and the turn's number ([`DiceRng::roll_at`]), so a game replays
/// exactly from its seed, and going back and forth in a game's history never changes a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceRng {
    seed: u64,
}

impl DiceRng {
    /// The dice of a game with this seed.
    pub fn new(seed: u64) -> DiceRng {
        DiceRng { seed }
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Output number `n` (from 0) of the SplitMix64 stream of this seed. SplitMix64 advances its
    /// state by a constant, so any output can be computed directly.
    pub fn output(&self, n: u64) -> u64 {
        let mut state = self
            .seed
            .wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        splitmix64(&mut state)
    }

    /// The roll of turn `turn` (from 0) with dice of `faces` faces: the two halves of output
    /// `turn`, each scaled to a face (multiply and shift: every face is equally likely to
    /// within one part in 2^32).
    pub fn roll_at(&self, turn: u64, faces: u8) -> Roll {
        let x = self.output(turn);
        let face = |half: u64| 1 + ((half * faces as u64) >> 32) as u8;
        [face(x >> 32), face(x & 0xFFFF_FFFF)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_matches_the_reference_outputs() {
        // The first outputs of Vigna's reference splitmix64.c from state 0.
        let rng = DiceRng::new(0);
        assert_eq!(rng.output(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.output(1), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(rng.output(2), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn rolls_are_reproducible_and_fair() {
        let a = DiceRng::new(2002);
        let b = DiceRng::new(2002);
        let c = DiceRng::new(2003);
        let seq = |r: &DiceRng| (0..50).map(|t| r.roll_at(t, 6)).collect::<Vec<_>>();
        assert_eq!(seq(&a), seq(&b));
        assert_ne!(seq(&a), seq(&c));
        let mut counts = [0u32; 7];
        for t in 0..60_000 {
            for f in a.roll_at(t, 6) {
                counts[f as usize] += 1;
            }
        }
        assert_eq!(counts[0], 0);
        // 120000 dice: 20000 expected per face; a fair die stays within 3% of it.
        for (face, &n) in counts.iter().enumerate().skip(1) {
            assert!((19_400..=20_600).contains(&n), "face {face}: {n}");
        }
    }

    #[test]
    fn states_and_tables() {
        let dice = DiceRules::new(vec![
            vec![PieceKind(0)],
            vec![PieceKind(1)],
            vec![PieceKind(0)],
        ]);
        assert!(dice.check(2).is_ok());
        assert_eq!(dice.rolls().len(), 6);
        assert_eq!(dice.kinds(4), &[] as &[PieceKind]);
        assert_eq!(dice.kinds(0), &[] as &[PieceKind]);
        let bad = DiceRules::new(vec![vec![PieceKind(0), PieceKind(1)], vec![PieceKind(1)]]);
        assert!(bad.check(2).unwrap_err().contains("faces 1 and 2"));
        assert!(dice.check(1).is_err());
        let s = DiceState::rolled([3, 1]);
        assert_eq!(s.unused(), [3, 1]);
        let s = s.after_using(|f| f == 1 || f == 3);
        assert_eq!(s.unused(), [1]);
        assert!(!s.all_used() && s.after_using(|f| f == 1).all_used());
        assert_eq!(DiceState::ToRoll.code(), 0);
        let mut codes: Vec<usize> = (1..=6)
            .flat_map(|a| (1..=6).map(move |b| [a, b]))
            .flat_map(|r| {
                [[false, false], [true, false], [false, true]]
                    .map(|used| DiceState::Rolled { roll: r, used }.code())
            })
            .collect();
        crate::sort::sort(&mut codes);
        codes.dedup();
        assert_eq!(codes.len(), 36 * 3);
        assert!(codes.iter().all(|&c| c > 0 && c < DICE_CODES));
    }
}

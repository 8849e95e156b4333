//! The numbers of the evaluation (`eval.rs`, `boards.rs`), gathered so that they can be fitted to
//! games (`quadrille tune`, Texel's method) instead of set by hand. `Weights::default()` holds the
//! hand-set numbers; a game may have a tuned set (`tuned/GAME.txt`), used when the switch `tuned`
//! is on (`features.rs`).
//!
//! The text form has one `name value` a line (`#` starts a comment). Names: the scalars of
//! [`SCALARS`], `danger_0` to `danger_15` (king danger by the number of enemy attacks around the
//! king), `value_X` (the worth of the piece of letter X, overriding the catalogue's) and
//! `mobility_X` (centipawns per reachable cell for that piece, overriding the formula
//! `mobility_scale / value` clamped to `mobility_min..=mobility_max`). A name missing from a text
//! keeps its default.

use crate::variant::Variant;

/// The entries of the king danger table.
pub const DANGER_LEN: usize = 16;

/// The evaluation's numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A bonus for the side to move.
    pub tempo: i32,
    /// Centipawns per unit of centralisation: pawns, pieces that only leap, other pieces.
    pub centre_pawn: i32,
    pub centre_leaper: i32,
    pub centre_other: i32,
    /// Mobility per reachable cell of a piece (not a pawn or royal): scale / value, clamped.
    pub mobility_scale: i32,
    pub mobility_min: i32,
    pub mobility_max: i32,
    /// A royal piece's centralisation, per unit, in the middle game and in the end game.
    pub royal_centre_middle: i32,
    pub royal_centre_end: i32,
    /// A pawn's advancement (the square of its steps forward), in the middle and end game.
    pub pawn_advance_middle: i32,
    pub pawn_advance_end: i32,
    /// Per own pawn in front of a royal piece.
    pub shelter: i32,
    /// Per step of a pawn past the middle of its way to promotion, in every phase of the game
    /// (0, the default, leaves the term out).
    pub pawn_far: i32,
    /// Per enemy royal piece two leaps from a piece that only leaps, such as a knight: one move
    /// from attacking it (0, the default, leaves the term out).
    pub leaper_near_royal: i32,
    /// Per enemy piece a player threatens to win two pawns or more from at once (`threats.rs`;
    /// 0, the default, leaves the term out).
    pub threat: i32,
    /// King danger by the number of enemy attacks on the cells around the king.
    pub danger: [i32; DANGER_LEN],
    /// King danger when two or more enemy players attack the cells around the king (games of
    /// more than two players; 0, the default, leaves the term out).
    pub converging: i32,
    /// Games with a transfer: a royal piece alone on a board with enemy pieces, plus this much
    /// per enemy piece (other than pawns) there.
    pub alone: i32,
    pub alone_per_enemy: i32,
    /// Bonus per step of closeness for a piece (other than a pawn) on an enemy royal's board.
    pub pressure: i32,
    /// Piece values by letter, overriding the catalogue's.
    pub values: Vec<(char, i32)>,
    /// Mobility per reachable cell by letter, overriding the formula.
    pub mobility: Vec<(char, i32)>,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            tempo: 10,
            centre_pawn: 2,
            centre_leaper: 8,
            centre_other: 3,
            mobility_scale: 1400,
            mobility_min: 1,
            mobility_max: 4,
            royal_centre_middle: -5,
            royal_centre_end: 6,
            pawn_advance_middle: 3,
            pawn_advance_end: 5,
            shelter: 10,
            pawn_far: 0,
            leaper_near_royal: 0,
            threat: 0,
            danger: [
                0, 5, 15, 30, 50, 75, 100, 130, 160, 190, 220, 250, 280, 300, 320, 340,
            ],
            converging: 0,
            alone: 40,
            alone_per_enemy: 15,
            pressure: 3,
            values: Vec::new(),
            mobility: Vec::new(),
        }
    }
}

/// The names of the single numbers, in the order of the text form.
pub const SCALARS: [&str; 19] = [
    "tempo",
    "centre_pawn",
    "centre_leaper",
    "centre_other",
    "mobility_scale",
    "mobility_min",
    "mobility_max",
    "royal_centre_middle",
    "royal_centre_end",
    "pawn_advance_middle",
    "pawn_advance_end",
    "shelter",
    "alone",
    "alone_per_enemy",
    "pressure",
    "converging",
    "pawn_far",
    "leaper_near_royal",
    "threat",
];

/// The largest magnitude of a weight read from text.
const LIMIT: i32 = 100_000;

impl Weights {
    /// The slot of the weight called `name`; a `value_X` or `mobility_X` slot is added (with
    /// `initial`) when missing.
    pub fn slot(&mut self, name: &str, initial: i32) -> Option<&mut i32> {
        if let Some(i) = name.strip_prefix("danger_") {
            let i: usize = i.parse().ok()?;
            return self.danger.get_mut(i);
        }
        let scalar = match name {
            "tempo" => Some(&mut self.tempo),
            "centre_pawn" => Some(&mut self.centre_pawn),
            "centre_leaper" => Some(&mut self.centre_leaper),
            "centre_other" => Some(&mut self.centre_other),
            "mobility_scale" => Some(&mut self.mobility_scale),
            "mobility_min" => Some(&mut self.mobility_min),
            "mobility_max" => Some(&mut self.mobility_max),
            "royal_centre_middle" => Some(&mut self.royal_centre_middle),
            "royal_centre_end" => Some(&mut self.royal_centre_end),
            "pawn_advance_middle" => Some(&mut self.pawn_advance_middle),
            "pawn_advance_end" => Some(&mut self.pawn_advance_end),
            "shelter" => Some(&mut self.shelter),
            "alone" => Some(&mut self.alone),
            "alone_per_enemy" => Some(&mut self.alone_per_enemy),
            "pressure" => Some(&mut self.pressure),
            "converging" => Some(&mut self.converging),
            "pawn_far" => Some(&mut self.pawn_far),
            "leaper_near_royal" => Some(&mut self.leaper_near_royal),
            "threat" => Some(&mut self.threat),
            _ => None,
        };
        if scalar.is_some() {
            return scalar;
        }
        for (prefix, list) in [
            ("value_", &mut self.values),
            ("mobility_", &mut self.mobility),
        ] {
            if let Some(letter) = name.strip_prefix(prefix) {
                let mut chars = letter.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    return None;
                };
                if !c.is_ascii_uppercase() {
                    return None;
                }
                let i = match list.iter().position(|(l, _)| *l == c) {
                    Some(i) => i,
                    None => {
                        list.push((c, initial));
                        list.len() - 1
                    }
                };
                return Some(&mut list[i].1);
            }
        }
        None
    }

    /// The defaults changed by the lines of `text` (`name value`, `#` comments, blank lines).
    pub fn parse(text: &str) -> Result<Weights, String> {
        let mut w = Weights::default();
        let mut seen: Vec<String> = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let at = |what: String| format!("weights, line {}: {what}", n + 1);
            let mut words = line.split_whitespace();
            let (Some(name), Some(value), None) = (words.next(), words.next(), words.next()) else {
                return Err(at(format!(
                    "'{}': write a name and a whole number, for example 'tempo 10'",
                    crate::excerpt::excerpt(line)
                )));
            };
            let value: i32 = value
                .parse()
                .ok()
                .filter(|v: &i32| v.abs() <= LIMIT)
                .ok_or_else(|| {
                    at(format!(
                        "'{}' is not a whole number from -{LIMIT} to {LIMIT}",
                        crate::excerpt::excerpt(value)
                    ))
                })?;
            if seen.iter().any(|s| s == name) {
                return Err(at(format!(
                    "'{}' is given twice",
                    crate::excerpt::excerpt(name)
                )));
            }
            let slot = w.slot(name, 0).ok_or_else(|| {
                at(format!(
                    "'{}' is not a weight; the weights are {}, danger_0 to danger_15, value_X \
                     and mobility_X (X a piece letter)",
                    crate::excerpt::excerpt(name),
                    SCALARS.join(", ")
                ))
            })?;
            *slot = value;
            seen.push(name.to_string());
        }
        Ok(w)
    }

    /// The names of every weight that applies to `variant`: the scalars, the danger table and
    /// the value and mobility of each piece other than pawns and royal pieces.
    pub fn names(variant: &Variant) -> Vec<String> {
        let mut names: Vec<String> = SCALARS.iter().map(|s| s.to_string()).collect();
        names.extend((0..DANGER_LEN).map(|i| format!("danger_{i}")));
        for d in variant.pieces().iter().filter(|d| !d.pawn && !d.royal) {
            names.push(format!("value_{}", d.letter));
            names.push(format!("mobility_{}", d.letter));
        }
        names
    }

    /// These weights with every `value_X` and `mobility_X` of `variant` written out (the
    /// catalogue's value and the formula's mobility where not overridden).
    pub fn filled(&self, variant: &Variant) -> Weights {
        let mut w = self.clone();
        for d in variant.pieces().iter().filter(|d| !d.pawn && !d.royal) {
            let value = self.value_of(d.letter, d.value);
            let mobility = self.mobility_of(d.letter, d.value);
            w.slot(&format!("value_{}", d.letter), value);
            w.slot(&format!("mobility_{}", d.letter), mobility);
        }
        crate::sort::sort(&mut w.values);
        crate::sort::sort(&mut w.mobility);
        w
    }

    /// The text form of these weights for `variant` (every name of [`Weights::names`]).
    pub fn to_text(&self, variant: &Variant) -> String {
        let mut w = self.filled(variant);
        let mut out = String::new();
        for name in Weights::names(variant) {
            let v = w.slot(&name, 0).map_or(0, |v| *v);
            out.push_str(&format!("{name} {v}\n"));
        }
        out
    }

    /// The value of the piece of `letter`, `catalogue` unless overridden.
    pub fn value_of(&self, letter: char, catalogue: i32) -> i32 {
        self.values
            .iter()
            .find(|(l, _)| *l == letter)
            .map_or(catalogue, |(_, v)| *v)
    }

    /// The mobility per cell of a piece (not a pawn or royal) of `letter` whose catalogue
    /// value is `value`.
    pub fn mobility_of(&self, letter: char, value: i32) -> i32 {
        let formula = (self.mobility_scale / value.max(1))
            .clamp(self.mobility_min, self.mobility_max.max(self.mobility_min));
        self.mobility
            .iter()
            .find(|(l, _)| *l == letter)
            .map_or(formula, |(_, v)| *v)
    }

    /// The king danger for `hits` enemy attacks around the king.
    pub fn danger_of(&self, hits: usize) -> i32 {
        self.danger[hits.min(DANGER_LEN - 1)]
    }

    /// The king danger of `king_attack`: growing by `KING_ATTACK_STEP` with each attack beyond
    /// the fourth (up to 11 pawns at 15), and at least `KING_ATTACK_CONVERGING` for two enemies.
    pub fn steepen_danger(&mut self) {
        let base = self.danger[4];
        for (hits, d) in self.danger.iter_mut().enumerate().skip(5) {
            *d = (*d).max(base + (hits as i32 - 4) * KING_ATTACK_STEP);
        }
        self.converging = self.converging.max(KING_ATTACK_CONVERGING);
    }
}

/// With `king_attack`, the danger that each enemy attack beyond the fourth around a king adds.
pub const KING_ATTACK_STEP: i32 = 90;

/// With `king_attack`, the least danger of two enemies attacking around a king together.
pub const KING_ATTACK_CONVERGING: i32 = 250;

/// Alice Chess's tuned set (`quadrille tune alice`).
const ALICE: &str = include_str!("tuned/alice.txt");

/// chess.com's partnership game's tuned set (`quadrille tune 4pc-teams`).
const TEAMS_4PC: &str = include_str!("tuned/4pc-teams.txt");

/// Alice Chess's set fitted to level 8's own deeper search (switch `own_labels`).
const ALICE_LABELS: &str = include_str!("tuned/alice-labels.txt");

/// chess.com's partnership game's set fitted to level 8's own deeper search (switch `own_labels`).
const TEAMS_4PC_LABELS: &str = include_str!("tuned/4pc-teams-labels.txt");

/// The tuned weights, by game id (`quadrille tune`; docs/strength.md, "Tuned evaluation").
/// Alice Chess 2 and O'Donohue Chess play with Alice Chess's set, which won a self-play test
/// against the hand-set numbers in each; in Ms. Alice, three-board and 8x4 Alice the test
/// stayed open, and in Duo Chess the set lost (docs/strength.md, "Tuned evaluation").
const TUNED: &[(&str, &str)] = &[
    ("alice", ALICE),
    ("alice2", ALICE),
    ("odonohue", ALICE),
    ("4pc-teams", TEAMS_4PC),
];

/// The sets fitted to the search's own scores (`quadrille label`), by game id.
const LABELLED: &[(&str, &str)] = &[("alice", ALICE_LABELS), ("4pc-teams", TEAMS_4PC_LABELS)];

/// The tuned weights of `variant`'s game, if it has a set; with `own_labels`, the set fitted to
/// the search's own scores where the game has one.
pub fn tuned(variant: &Variant, own_labels: bool) -> Option<Weights> {
    let find = |sets: &[(&str, &'static str)]| {
        sets.iter()
            .find(|(id, _)| *id == variant.id())
            .map(|&(_, text)| text)
    };
    let labelled = if own_labels { find(LABELLED) } else { None };
    Weights::parse(labelled.or_else(|| find(TUNED))?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    #[test]
    fn text_reads_back() {
        let alice = variant::build("alice", &[]).unwrap();
        let mut w = Weights {
            tempo: 17,
            ..Weights::default()
        };
        w.danger[3] = 44;
        *w.slot("value_N", 0).unwrap() = 333;
        let text = w.to_text(&alice);
        assert!(text.contains("value_N 333\n") && text.contains("danger_3 44\n"));
        // The knight (320 in the catalogue) gets mobility 1400 / 300 = 4; the queen (900) 1.
        assert!(text.contains("mobility_N 4\n") && text.contains("mobility_Q 1\n"));
        let back = Weights::parse(&text).unwrap();
        assert_eq!(back.filled(&alice), w.filled(&alice));
        assert_eq!(back.tempo, 17);
        assert_ne!(back.filled(&alice), Weights::default().filled(&alice));
    }

    #[test]
    fn bad_lines_get_clear_errors() {
        let cases = [
            ("tempo", "a name and a whole number"),
            ("tempo 1 2", "a name and a whole number"),
            ("tempo ten", "not a whole number"),
            ("tempo 999999999", "not a whole number"),
            ("speed 3", "not a weight"),
            ("danger_16 3", "not a weight"),
            ("value_n 3", "not a weight"),
            ("value_NB 3", "not a weight"),
            ("tempo 1\ntempo 2", "given twice"),
        ];
        for (text, says) in cases {
            let e = Weights::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
        let e = Weights::parse("# fine\n\nalone 5\nshelter x").unwrap_err();
        assert!(e.contains("line 4"), "{e}");
        let w = Weights::parse("# comment\nalone 5 # trailing\n").unwrap();
        assert_eq!((w.alone, w.pressure), (5, 3));
    }

    #[test]
    fn own_labels_pick_the_labelled_set_where_a_game_has_one() {
        let filled = |id: &str, own: bool| {
            let v = variant::build(id, &[]).unwrap();
            tuned(&v, own).map(|w| w.filled(&v))
        };
        let alice = variant::build("alice", &[]).unwrap();
        let parsed = |text: &str| Weights::parse(text).unwrap().filled(&alice);
        assert_eq!(filled("alice", false), Some(parsed(ALICE)));
        assert_eq!(filled("alice", true), Some(parsed(ALICE_LABELS)));
        assert_ne!(parsed(ALICE), parsed(ALICE_LABELS));
        // Alice Chess 2 has no labelled set of its own: the tuned one, with or without.
        assert_eq!(filled("alice2", true), filled("alice2", false));
        assert!(filled("alice2", true).is_some());
        assert_eq!(filled("chess", true), None);
        // chess.com's partnership game has both sets of its own; Savard's on the same board none.
        let teams = variant::build("4pc-teams", &[]).unwrap();
        let own = Weights::parse(TEAMS_4PC).unwrap().filled(&teams);
        let labelled = Weights::parse(TEAMS_4PC_LABELS).unwrap().filled(&teams);
        assert_eq!(filled("4pc-teams", false), Some(own.clone()));
        assert_eq!(filled("4pc-teams", true), Some(labelled.clone()));
        assert_ne!(own, labelled);
        assert_ne!(own, Weights::default().filled(&teams));
        assert_eq!(filled("four-teams", false), None);
    }

    #[test]
    fn a_steeper_danger_keeps_growing_past_five_attacks() {
        // The fitted set of the partnership game: 186 at four attacks, flat 320 from six to
        // fourteen, converging 19 (tuned/4pc-teams-labels.txt).
        let teams = variant::build("4pc-teams", &[]).unwrap();
        let mut w = tuned(&teams, true).unwrap();
        assert_eq!((w.danger[4], w.danger[9], w.converging), (186, 320, 19));
        w.steepen_danger();
        // 186 + 5 × 90 and 186 + 11 × 90; five attacks keep the fitted 319 (over 276).
        assert_eq!((w.danger[5], w.danger[9], w.danger[15]), (319, 636, 1176));
        assert_eq!(w.converging, 250);
    }
}

//! Stipulations as problemists write them: `#2` (direct mate), `h#2` and `h#2.5` (helpmate,
//! Black starts; with `.5` White starts with a half move), `s#3` (selfmate), `ser-h#5`
//! (series-helpmate), and the stalemate versions with `=` in place of `#`.

use crate::excerpt::excerpt;
use std::fmt;

/// What the last move must bring about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Checkmate (`#`).
    Mate,
    /// Stalemate (`=`).
    Stalemate,
}

/// Who plays and who must reach the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// White forces the goal against any defence.
    Direct,
    /// Both sides cooperate; White's last move reaches the goal.
    Help,
    /// White forces Black to reach the goal against White.
    SelfGoal,
    /// Black plays all his moves in a row, giving no check, then White reaches the goal in one.
    SeriesHelp,
}

/// The longest stipulation the solver takes, in moves.
pub const MAX_MOVES: u32 = 30;

/// A stipulation: the kind, the goal and the length in moves (`half` for the `.5` of a
/// helpmate, where White starts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stipulation {
    pub kind: Kind,
    pub goal: Goal,
    pub moves: u32,
    pub half: bool,
}

impl Stipulation {
    /// Whether White (the first player) moves first.
    pub fn white_starts(&self) -> bool {
        match self.kind {
            Kind::Direct | Kind::SelfGoal => true,
            Kind::Help => self.half,
            Kind::SeriesHelp => false,
        }
    }

    /// Plies of a helpmate: two a move, one more for the `.5`.
    pub fn help_plies(&self) -> u32 {
        2 * self.moves + u32::from(self.half)
    }

    /// Reads a stipulation; the error says what is wrong.
    ///
    /// ```
    /// use quadrille::problem::{Kind, Stipulation};
    /// let s = Stipulation::parse("h#2.5").unwrap();
    /// assert_eq!((s.kind, s.moves, s.half), (Kind::Help, 2, true));
    /// assert!(Stipulation::parse("#0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Stipulation, String> {
        let t = text.trim().to_ascii_lowercase();
        let bad = |why: &str| format!("stipulation '{}': {why}", excerpt(text));
        let (kind, rest) = if let Some(r) = t.strip_prefix("ser-h") {
            (Kind::SeriesHelp, r)
        } else if let Some(r) = t.strip_prefix('h') {
            (Kind::Help, r)
        } else if let Some(r) = t.strip_prefix('s') {
            (Kind::SelfGoal, r)
        } else if t.starts_with("dia") || t.starts_with("a=>b") {
            return Err(bad("proof games are not supported"));
        } else {
            (Kind::Direct, t.as_str())
        };
        let (goal, number) = if let Some(r) = rest.strip_prefix('#') {
            (Goal::Mate, r)
        } else if let Some(r) = rest.strip_prefix('=') {
            (Goal::Stalemate, r)
        } else {
            return Err(bad(
                "expected #n, h#n, h#n.5, s#n, ser-h#n (or = for stalemate)",
            ));
        };
        let (whole, half) = match number.strip_suffix(".5") {
            Some(w) => (w, true),
            None => (number, false),
        };
        if half && kind != Kind::Help {
            return Err(bad("only a helpmate may have a half move (.5)"));
        }
        let moves = whole
            .parse::<u32>()
            .ok()
            .filter(|n| (0..=MAX_MOVES).contains(n))
            .ok_or_else(|| {
                bad(&format!(
                    "the length must be a whole number up to {MAX_MOVES}"
                ))
            })?;
        if moves == 0 && !half {
            return Err(bad("the length must be at least 1"));
        }
        Ok(Stipulation {
            kind,
            goal,
            moves,
            half,
        })
    }
}

impl fmt::Display for Stipulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.kind {
            Kind::Direct => "",
            Kind::Help => "h",
            Kind::SelfGoal => "s",
            Kind::SeriesHelp => "ser-h",
        };
        let goal = match self.goal {
            Goal::Mate => '#',
            Goal::Stalemate => '=',
        };
        let half = if self.half { ".5" } else { "" };
        write!(f, "{prefix}{goal}{}{half}", self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_and_writes_it_back() {
        for (text, kind, goal, moves, half) in [
            ("#2", Kind::Direct, Goal::Mate, 2, false),
            ("h#2", Kind::Help, Goal::Mate, 2, false),
            ("H#2.5", Kind::Help, Goal::Mate, 2, true),
            ("h#0.5", Kind::Help, Goal::Mate, 0, true),
            ("s#3", Kind::SelfGoal, Goal::Mate, 3, false),
            ("ser-h#7", Kind::SeriesHelp, Goal::Mate, 7, false),
            ("=2", Kind::Direct, Goal::Stalemate, 2, false),
            ("h=3", Kind::Help, Goal::Stalemate, 3, false),
        ] {
            let s = Stipulation::parse(text).unwrap();
            assert_eq!((s.kind, s.goal, s.moves, s.half), (kind, goal, moves, half));
            assert_eq!(s.to_string(), text.to_ascii_lowercase());
        }
        assert_eq!(Stipulation::parse("h#2").unwrap().help_plies(), 4);
        assert_eq!(Stipulation::parse("h#2.5").unwrap().help_plies(), 5);
        assert!(!Stipulation::parse("h#2").unwrap().white_starts());
        assert!(Stipulation::parse("h#2.5").unwrap().white_starts());
    }

    #[test]
    fn mistakes_say_what_is_wrong() {
        for (text, why) in [
            ("#", "whole number"),
            ("#x", "whole number"),
            ("#0", "at least 1"),
            ("#2.5", "half move"),
            ("dia10.5", "proof games"),
            ("~1", "expected"),
            ("#99", "up to 30"),
            ("", "expected"),
        ] {
            let e = Stipulation::parse(text).unwrap_err();
            assert!(e.contains(why), "{text}: {e}");
        }
    }
}

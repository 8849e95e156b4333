//! Duels (Blocking Double Chess): the players are paired in duels, each an orthodox game of two
//! players on a shared board. A player captures and checks only his duel opponent; every other
//! piece blocks him like his own. A duel ends by checkmate, stalemate, repetition, the fifty-move
//! rule or insufficient force; then both of its armies leave the board and the other duel goes
//! on. Teams (the game's `teams`) only count the results: a team with two wins, or a win and a
//! draw, wins the game.
//!
//! The game switches this on with `Variant::duels` (one duel number per player); the position
//! code is in `position/duels.rs` and the partner's consent in `position/consent.rs`.

use crate::piece::Player;

/// At most this many duels in a game.
pub const MAX_DUELS: usize = 4;

/// A duel is drawn when every player still playing has made this many moves without a capture
/// or a pawn move by anyone (and since the last end of a duel).
pub const FIFTY_MOVES: u32 = 50;

/// A duel is drawn when the whole position occurs this many times.
pub const REPETITIONS: usize = 3;

/// Why a duel ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DuelReason {
    Checkmate,
    Stalemate,
    Repetition,
    FiftyMoves,
    InsufficientForce,
}

impl DuelReason {
    /// Every reason, in the order of their letters.
    pub const ALL: [DuelReason; 5] = [
        DuelReason::Checkmate,
        DuelReason::Stalemate,
        DuelReason::Repetition,
        DuelReason::FiftyMoves,
        DuelReason::InsufficientForce,
    ];

    /// `checkmate`, `stalemate`, `repetition`, `fifty-moves`, `insufficient-force`.
    pub fn as_str(self) -> &'static str {
        match self {
            DuelReason::Checkmate => "checkmate",
            DuelReason::Stalemate => "stalemate",
            DuelReason::Repetition => "repetition",
            DuelReason::FiftyMoves => "fifty-moves",
            DuelReason::InsufficientForce => "insufficient-force",
        }
    }

    /// The letter in the position text: `m`, `s`, `r`, `f`, `i`.
    pub fn letter(self) -> char {
        match self {
            DuelReason::Checkmate => 'm',
            DuelReason::Stalemate => 's',
            DuelReason::Repetition => 'r',
            DuelReason::FiftyMoves => 'f',
            DuelReason::InsufficientForce => 'i',
        }
    }

    /// The reason written by a letter.
    pub fn from_letter(c: char) -> Option<DuelReason> {
        DuelReason::ALL.into_iter().find(|r| r.letter() == c)
    }
}

/// How a duel ended: its winner (`None`: drawn) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DuelEnd {
    pub winner: Option<Player>,
    pub reason: DuelReason,
}

/// Whether the material of a duel's two armies cannot mate, by the orthodox rule: bare kings,
/// or king and one minor piece against a bare king. `men` counts the pieces that are not royal,
/// `minors` those of them that are minor pieces.
pub fn insufficient_force(men: u32, minors: u32) -> bool {
    men == 0 || (men == 1 && minors == 1)
}

/// With this many men or more, whatever they are, the force is sufficient: a count may stop
/// there.
pub const ENOUGH_MEN: u32 = 2;

#[cfg(test)]
mod tests {
    use super::*;

    /// From [`ENOUGH_MEN`] men on, no count of minor pieces among them is insufficient, and
    /// one man fewer can be.
    #[test]
    fn enough_men_is_sufficient() {
        for men in ENOUGH_MEN..ENOUGH_MEN + 4 {
            for minors in 0..=men {
                assert!(
                    !insufficient_force(men, minors),
                    "{men} men, {minors} minors"
                );
            }
        }
        assert!(insufficient_force(ENOUGH_MEN - 1, ENOUGH_MEN - 1));
    }

    #[test]
    fn letters_round_trip_and_force() {
        for r in DuelReason::ALL {
            assert_eq!(DuelReason::from_letter(r.letter()), Some(r));
        }
        assert_eq!(DuelReason::from_letter('x'), None);
        assert!(insufficient_force(0, 0) && insufficient_force(1, 1));
        assert!(!insufficient_force(1, 0) && !insufficient_force(2, 2));
    }
}

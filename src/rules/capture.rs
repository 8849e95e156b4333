//! Who may capture whom, beyond "a piece of an enemy": the rules of Orwell Chess that a game can
//! switch on.
//!
//! - **Shifting alliances**: a player's captures alternate between his opponents; after taking a
//!   piece of one opponent, his next capture must be of another. Royal pieces may always be
//!   captured, and such a capture still counts as the latest one. The last-captured opponent of
//!   each player is part of the position.
//! - **Royal truce**: a royal piece may not capture a royal piece.
//!
//! A piece that may not be captured stands in the way like a piece of one's own: it blocks a
//! slide and cannot be landed on, and it still serves as the screen of a cannon.

use crate::piece::Player;

/// The capture permissions component.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CaptureRules {
    /// Shifting alliances: a player may not capture a non-royal piece of the opponent he
    /// captured last.
    pub alternate: bool,
    /// A royal piece may not capture a royal piece.
    pub royal_truce: bool,
}

impl CaptureRules {
    /// Any enemy piece may be captured by any piece (orthodox chess).
    pub fn free() -> CaptureRules {
        CaptureRules::default()
    }

    /// Whether any rule here restricts captures.
    #[inline]
    pub fn restricted(&self) -> bool {
        self.alternate || self.royal_truce
    }

    /// The opponent whose non-royal pieces a player may not capture now, given the opponent he
    /// captured last.
    #[inline]
    pub fn barred(&self, last_captured: Option<Player>) -> Option<Player> {
        last_captured.filter(|_| self.alternate)
    }

    /// Whether a piece (royal or not) may capture an enemy piece of `victim` (royal or not),
    /// when `barred` is the opponent its owner may not take from now.
    #[inline]
    pub fn allows(
        &self,
        barred: Option<Player>,
        mover_royal: bool,
        victim: Player,
        victim_royal: bool,
    ) -> bool {
        if self.royal_truce && mover_royal && victim_royal {
            return false;
        }
        victim_royal || barred != Some(victim)
    }

    /// The opponent a player has captured last after he takes a piece of `victim`: the victim,
    /// whatever the piece (a royal capture counts too); unchanged without shifting alliances.
    #[inline]
    pub fn after_capture(&self, before: Option<Player>, victim: Player) -> Option<Player> {
        if self.alternate {
            Some(victim)
        } else {
            before
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alternation_with_the_royal_exception_and_the_truce() {
        let (red, black) = (Player(1), Player(2));
        let r = CaptureRules {
            alternate: true,
            royal_truce: true,
        };
        // First capture: anyone.
        assert!(r.allows(r.barred(None), false, red, false));
        // After taking Red: Black only, but Red's royal pieces still.
        let barred = r.barred(r.after_capture(None, red));
        assert!(!r.allows(barred, false, red, false));
        assert!(r.allows(barred, false, black, false));
        assert!(r.allows(barred, false, red, true));
        // A royal piece never takes a royal piece, and may take other pieces.
        assert!(!r.allows(None, true, black, true));
        assert!(r.allows(None, true, black, false));
        // Without the rules everything is allowed.
        let free = CaptureRules::free();
        assert!(!free.restricted());
        assert!(free.allows(free.barred(Some(red)), true, red, true));
        assert_eq!(free.after_capture(None, red), None);
    }
}

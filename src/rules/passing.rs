//! Passing when stuck: in games whose rules say so (Not a Dodgson System Chess), a player with no
//! legal move passes, and when he can move again he must. The pass is then his only legal move
//! ([`crate::position::Move::pass`]); it is played like any move, so records and links show it.
//! When no player at all could move, passing would go round for ever without changing anything:
//! the game is over then, with no winner.

/// The passing component.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Passing {
    /// A player with no legal move passes (instead of being stalemated or checkmated), as long as
    /// another player can still move.
    pub when_stuck: bool,
}

impl Passing {
    /// No passing: a player without a legal move is checkmated or stalemated.
    pub fn never() -> Passing {
        Passing { when_stuck: false }
    }

    /// A player with no legal move passes.
    pub fn when_stuck() -> Passing {
        Passing { when_stuck: true }
    }
}

//! Frozen players, the rule of the traditional four-handed game: a player who has no legal move
//! when his turn comes (checkmated or stalemated) is frozen. He does not move, his pieces cannot
//! be captured and give no check; when his turn comes and he has a legal move again, he is
//! released and plays. A side wins when both its opponents are checkmated at the same time; when
//! both are without a move and one of them is only stalemated, the game is drawn.
//!
//! The position code asks this component; see `position/frozen.rs`.

/// The freezing component. The default is off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Freeze {
    /// Players without a legal move are frozen instead of losing.
    pub on: bool,
}

//! Players removed by checkmate (Russian Four-Player Fortress Chess): kings are never captured;
//! a player who is checkmated when his turn comes (in check, with no legal move) is out, all his
//! pieces leave the board and his turns are skipped. A player without a legal move who is not in
//! check passes (his pieces stay); when no player still in can move, the game is drawn. A side
//! wins when every player of the other sides is out.
//!
//! The position code asks this component; see `position/mate_removal.rs`.

/// The mate-removal component. The default is off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MateRemoval {
    /// A checkmated player's pieces leave the board and he is out.
    pub on: bool,
}

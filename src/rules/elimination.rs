//! Savard's royal rules for games of more than two players: check comes from any opponent, a
//! king left capturable may be captured, and its owner is then out of the game; his army leaves
//! the board (or, with the inherited army, joins his partner). A player who cannot escape check
//! (or has no safe move at all) must still move while his loss would leave more than one side in
//! the game; otherwise he is checkmated or stalemated and the game ends.
//!
//! chess.com's partnership game uses the king capture alone: the first loss ends the game.
//!
//! The position code asks this component; see `position/elimination.rs`.

/// The elimination component. The default is off: orthodox kings, never captured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Elimination {
    /// Kings may be captured; a player whose king is captured is out.
    pub king_capture: bool,
    /// When a king is captured only the king leaves the board; the men of its owner join his
    /// partner, who moves them on his turn (otherwise the whole army leaves the board).
    pub inherit_army: bool,
    /// A player without a move that keeps his king safe must still make one (any move of his
    /// pieces) while his loss would not leave a single side in the game.
    pub duty_to_move: bool,
    /// The first loss ends the game (chess.com's partnership game): a player checkmated on his
    /// turn, or whose king is captured, loses for his side, and the army stays on the board.
    pub first_loss_ends: bool,
    /// A player whose king is captured leaves his army on the board.
    pub army_stays: bool,
}

impl Elimination {
    /// Savard's rules: king capture, the army leaves, the duty to move.
    pub fn savard() -> Elimination {
        Elimination {
            king_capture: true,
            inherit_army: false,
            duty_to_move: true,
            first_loss_ends: false,
            army_stays: false,
        }
    }

    /// chess.com's partnership game: a king left in check may be captured, and the first player
    /// checkmated or without his king loses for his side.
    pub fn first_loss() -> Elimination {
        Elimination {
            king_capture: true,
            inherit_army: false,
            duty_to_move: false,
            first_loss_ends: true,
            army_stays: true,
        }
    }
}

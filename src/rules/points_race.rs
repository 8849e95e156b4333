//! The points race of chess.com's free-for-all (`4pc-ffa`): every player for himself, points for
//! captures, checkmates, stalemates and checks of several kings at once; a player checkmated or
//! stalemated is out, and his pieces stay on the board *dead* (they block,
//! never move, give no check, and are worth nothing when taken). The game ends when one player
//! is left (two players left, the leader may claim the win, by leaving the other the last player
//! in) or by a draw rule (which gives each player still in a share, and a share more for each
//! king still walking); the players are then ranked by points.
//!
//! The position keeps the points and the dead players; see `position/points.rs`.

use crate::piece::PieceKind;

/// The points race. The default is off.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PointsRace {
    /// Whether the game is a points race.
    pub on: bool,
    /// Points for taking a piece of a player still in the game, by kind (a kind not listed
    /// scores nothing). The king counts for a king left in check and for a resigned player's
    /// walking king; taking the king of a player still in puts him out.
    pub captures: Vec<(PieceKind, u32)>,
    /// To the player who moved last, when the player whose turn comes is checkmated.
    pub checkmate: u32,
    /// To a player who is stalemated when his turn comes (he is out).
    pub stalemated: u32,
    /// To each player still in, when the game is drawn by rule (repetition, fifty moves,
    /// material), and as much again for each king still walking then (as when a walking king is
    /// stalemated).
    pub draw_share: u32,
    /// For a move that checks two kings not in check by the mover before: when a queen gives
    /// one of the new checks, otherwise.
    pub two_kings: [u32; 2],
    /// For a move that newly checks three kings: when a queen gives one of them, otherwise.
    pub three_kings: [u32; 2],
    /// The kinds that count as queens for the check bonuses.
    pub queens: Vec<PieceKind>,
    /// With two players left, the leader may claim the win: he stops playing as a resigning
    /// player does (his king walks, the other is the last player in and scores for each king
    /// still walking), when he still finishes first alone. The game does not end by itself.
    pub claim_win: bool,
}

impl PointsRace {
    /// The points for taking a piece of `kind` from a player still in the game.
    pub fn capture_points(&self, kind: PieceKind) -> u32 {
        self.captures
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |&(_, p)| p)
    }

    /// The bonus for a move after which the mover checks `kings` kings, the piece moved being
    /// a queen or not.
    pub fn check_bonus(&self, kings: usize, queen: bool) -> u32 {
        let i = usize::from(!queen);
        match kings {
            2 => self.two_kings[i],
            n if n >= 3 => self.three_kings[i],
            _ => 0,
        }
    }
}

//! The players' seats in a game of more than two players with kings and check and without dice
//! (four-player chess): each player's partner, whether he is out, in check, frozen or obliged to
//! move without a safe move, and the last move he made; and who made each step of the list, in
//! which round.

use super::sentences::must_move;
use super::{Game, Step};
use crate::piece::Player;
use crate::position::Move;

/// One player's seat at the board, at the viewed ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// His partner, if he plays in a partnership.
    pub partner: Option<Player>,
    /// His king was captured, or he left: he is out of the game.
    pub out: bool,
    /// His king is attacked now.
    pub in_check: bool,
    /// He is frozen (the four-handed game).
    pub frozen: bool,
    /// He is to move, no move keeps his king safe, and he must move all the same.
    pub must_move: bool,
    /// The last move he made (not a pass), up to the viewed ply.
    pub last_move: Option<Move>,
}

impl Game {
    /// The seats at the viewed ply of a game of more than two players with kings and check and
    /// without dice (empty for other games).
    pub fn seats(&self) -> Vec<Seat> {
        let pos = self.current();
        let v = &self.variant;
        let n = v.players().len();
        if n <= 2 || v.has_dice() || !v.royalty.check {
            return Vec::new();
        }
        let checked: Vec<Player> = pos
            .checked_royals()
            .into_iter()
            .filter_map(|c| pos.piece_at(c).map(|p| p.owner))
            .collect();
        let must_move = must_move(pos);
        (0..n as u8)
            .map(Player)
            .map(|p| Seat {
                partner: (0..n as u8)
                    .map(Player)
                    .find(|&q| q != p && v.same_team(p, q)),
                out: pos.is_out(p),
                in_check: checked.contains(&p),
                frozen: pos.is_frozen(p),
                must_move: must_move && pos.to_move() == p,
                last_move: (0..self.ply).rev().find_map(|i| match self.steps[i].step {
                    Step::Move(m) if self.before(i).to_move() == p && !m.is_pass() => Some(m),
                    _ => None,
                }),
            })
            .collect()
    }

    /// The player who made each step of the main line, and the round (move number) it belongs
    /// to. A player who left made his leave step, whoever was to move.
    pub fn movers(&self) -> Vec<(Player, u32)> {
        self.steps
            .iter()
            .enumerate()
            .map(|(i, played)| {
                let before = self.before(i);
                let who = match played.step {
                    Step::Leave(who, _) => who,
                    _ => before.to_move(),
                };
                (who, before.fullmove_number())
            })
            .collect()
    }
}

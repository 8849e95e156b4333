//! The status of each player in games of more than two players, for `quadrille play --json`: who
//! is in check, who is out (king captured) and who is frozen.

use super::play::Report;
use crate::position::{Player, Position};

impl Report {
    /// Fills in the players in check (games of more than two players), the players out (games
    /// with king capture) and the frozen players (games with freezing).
    pub(crate) fn with_player_status(mut self, pos: &Position) -> Report {
        let v = pos.variant();
        let names = |keep: &dyn Fn(Player) -> bool| -> Vec<String> {
            (0..v.players().len() as u8)
                .map(Player)
                .filter(|&p| keep(p))
                .map(|p| v.player_name(p).to_string())
                .collect()
        };
        if v.players().len() > 2 && v.royalty.check {
            let checked: Vec<Player> = pos
                .checked_royals()
                .into_iter()
                .filter_map(|c| pos.piece_at(c).map(|p| p.owner))
                .collect();
            self.players_in_check = Some(names(&|p| checked.contains(&p)));
        }
        if v.elimination.king_capture || v.mate_removal.on {
            self.out = Some(names(&|p| pos.is_out(p)));
        }
        if v.freeze.on {
            self.frozen = Some(names(&|p| pos.is_frozen(p)));
        }
        self
    }
}

//! The status of the viewed ply as data: who is to move, who is in check, whether the game is
//! over, its result and winners, and the sentence the page shows (`White to move, in check`,
//! `Black wins by checkmate`, `Red resigned; Black and Yellow win`).

use super::sentences::{self, listed, result_words};
use super::Game;
use crate::geometry::Cell;
use crate::piece::Player;
use crate::position::Agreement;
use crate::position::Outcome;

/// The status of a ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The player to move.
    pub to_move: Player,
    /// The player to move is in check.
    pub in_check: bool,
    /// The royal pieces attacked, by cell.
    pub checked: Vec<Cell>,
    /// The game is over (by its rules, or the players ended it at this ply).
    pub over: bool,
    /// `ongoing`, the rules' result (`checkmate`, `fifty-moves`, ...) or how the players ended
    /// it (`resignation`, `agreement`, `time forfeit`).
    pub result: &'static str,
    /// Who won, when it is over (nobody for a draw).
    pub winners: Vec<Player>,
    /// The sentence for people.
    pub text: String,
}

impl Game {
    /// The status of the viewed ply; at the last ply of a game the players ended, how they did.
    pub fn status(&self) -> Status {
        let usual = self.rules_status();
        match self.end {
            Some(end) if self.ply == self.steps.len() => self.ended_status(end, usual),
            _ => usual,
        }
    }

    /// The status of the viewed position by the game's rules alone.
    fn rules_status(&self) -> Status {
        let pos = self.current();
        let name = |p: Player| self.name(p);
        let to_move = pos.to_move();
        let in_check = pos.in_check();
        let checked = pos.checked_royals();
        let special = sentences::scores_text(pos, &name)
            .or_else(|| sentences::duels_text(pos, &name))
            .or_else(|| sentences::race_text(pos, &name));
        match pos.outcome() {
            Outcome::Ongoing => Status {
                to_move,
                in_check,
                checked,
                over: false,
                result: "ongoing",
                winners: Vec::new(),
                text: special
                    .or_else(|| sentences::dice_text(pos, &name(to_move)))
                    .or_else(|| sentences::must_move_text(pos, &name(to_move)))
                    .unwrap_or_else(|| {
                        let check = if in_check { ", in check" } else { "" };
                        format!("{} to move{check}", name(to_move))
                    }),
            },
            Outcome::Over { result, winners } => {
                let why = result.as_str();
                let text = if let Some(text) = special {
                    text
                } else if winners.is_empty() {
                    format!("Draw by {}", result_words(why))
                } else {
                    let names: Vec<String> = winners.iter().map(|&w| name(w)).collect();
                    let verb = if names.len() == 1 { "wins" } else { "win" };
                    format!("{} {verb} by {}", names.join(" and "), result_words(why))
                };
                Status {
                    to_move,
                    in_check,
                    checked,
                    over: true,
                    result: why,
                    winners,
                    text,
                }
            }
        }
    }

    /// The status of the last position of a game the players ended.
    fn ended_status(&self, end: Agreement, usual: Status) -> Status {
        let winners = end.winners(self.last());
        let won = || {
            let verb = if winners.len() == 1 { "wins" } else { "win" };
            let names = winners.iter().map(|&w| self.name(w)).collect();
            format!("{} {verb}", listed(names))
        };
        let text = match end {
            Agreement::Resigned(p) => format!("{} resigned; {}", self.name(p), won()),
            Agreement::OutOfTime(p) => format!("{}'s time ran out; {}", self.name(p), won()),
            Agreement::Drawn => "Draw by agreement".to_string(),
        };
        Status {
            over: true,
            result: end.as_str(),
            text,
            winners,
            ..usual
        }
    }
}

//! Games the players end: a resignation, a player's time running out, a draw agreed by everyone
//! still in, the claim of the win by the leader of the last two players of a points race. Who may, and whether the game ends or goes on without him, is for
//! `position::agreement` and `position::leaving`; here the ending is kept after the last step, or the
//! player's leave is played as a step.

use super::{fail, Game, GameError, Step};
use crate::piece::Player;
use crate::position::leaving::{goes_on_without, leaving, Departure, Leaving};
use crate::position::Agreement;

impl Game {
    /// Whether the players can end the game now by agreeing a draw: a game going on by its rules
    /// and not ended already.
    pub fn can_agree(&self) -> bool {
        self.end.is_none() && Agreement::Drawn.check(self.last()).is_ok()
    }

    /// Whether `player` may resign now: he is still in a game going on.
    pub fn can_resign(&self, player: Player) -> bool {
        self.end.is_none() && leaving(self.last(), player, Departure::Resigned).is_ok()
    }

    /// Whether the game goes on without `player` when he resigns or his time runs out now (he
    /// leaves), rather than ending.
    pub fn goes_on_without(&self, player: Player) -> bool {
        self.end.is_none() && goes_on_without(self.last(), player)
    }

    /// The players still in the game at its last position, in turn order: those whose consent a
    /// draw needs.
    pub fn players_in(&self) -> Vec<Player> {
        let last = self.last();
        (0..self.variant.players().len() as u8)
            .map(Player)
            .filter(|&p| !last.is_out(p))
            .collect()
    }

    /// `player` resigns after the last step, which is then viewed: the game ends, or (a
    /// free-for-all with two or more opponents still in) he leaves and the others play on.
    pub fn resign(&mut self, player: Player) -> Result<(), GameError> {
        self.depart(player, Departure::Resigned)
    }

    /// Why `player` may not claim the win now, or `None` when he may: the leader of the last two
    /// players of a points race who still finishes first alone (see
    /// `Position::claim_win_refusal`).
    pub fn claim_win_refusal(&self, player: Player) -> Option<String> {
        if let Some(end) = self.end {
            return Some(format!("the game is over ({})", self.end_words(end)));
        }
        self.last().claim_win_refusal(player)
    }

    /// `player` claims the win after the last step: his leave is played as a step, and the game
    /// is over.
    pub fn claim_win(&mut self, player: Player) -> Result<(), GameError> {
        self.depart(player, Departure::ClaimedWin)
    }

    /// `player`'s time ran out: read as his resignation.
    pub fn time_out(&mut self, player: Player) -> Result<(), GameError> {
        self.depart(player, Departure::OutOfTime)
    }

    /// Everyone still in agrees a draw; the game ends after its last step.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.conclude(Agreement::Drawn)
    }

    /// A resignation or a time-out after the last step: an ending, or a leave step appended.
    fn depart(&mut self, p: Player, why: Departure) -> Result<(), GameError> {
        if let Some(old) = self.end {
            return fail(format!("the game is over ({})", self.end_words(old)));
        }
        match leaving(self.last(), p, why).map_err(GameError)? {
            Leaving::Ends(end) => self.conclude(end),
            Leaving::Leaves(p, why) => {
                self.ply = self.steps.len();
                self.play(Step::Leave(p, why))
            }
        }
    }

    /// Ends the game so after its last step, which is then viewed.
    fn conclude(&mut self, end: Agreement) -> Result<(), GameError> {
        if let Some(old) = self.end {
            return fail(format!("the game is over ({})", self.end_words(old)));
        }
        end.check(self.last()).map_err(GameError)?;
        self.end = Some(end);
        self.ply = self.steps.len();
        Ok(())
    }

    /// How the players ended the game, for people: `White resigned`, `a draw was agreed`.
    pub fn end_words(&self, end: Agreement) -> String {
        match end {
            Agreement::Resigned(p) => format!("{} resigned", self.name(p)),
            Agreement::OutOfTime(p) => format!("{}'s time ran out", self.name(p)),
            Agreement::Drawn => "a draw was agreed".to_string(),
        }
    }
}

//! Playing a game: a step is checked against the viewed position and then played there, the
//! steps after it going to a side line; undo, go-to and rewind; moves given by their index in
//! the legal list, as text, as a proposal (games of duels) or as the default placement.

use super::{fail, Game, GameError, Step};
use crate::notation;
use crate::position::leaving;
use crate::position::Move;
use crate::rules::Roll;

impl Game {
    /// Plays `step` at the viewed ply. When an earlier position is viewed, the main line as it
    /// was (with its ending) is kept as a side line and the step starts a new main line. An
    /// error says why the step cannot be played: the players ended the game at this ply, the
    /// game is over, the dice are still to be rolled, or the step is not legal here.
    pub fn play(&mut self, step: Step) -> Result<(), GameError> {
        self.check_step(&step)?;
        if self.ply < self.steps.len() {
            self.keep_main_line();
            self.steps.truncate(self.ply);
        }
        self.end = None;
        self.push(step);
        Ok(())
    }

    /// Whether `step` can be played at the viewed ply (see [`Game::play`]).
    fn check_step(&self, step: &Step) -> Result<(), GameError> {
        if self.ply == self.steps.len() {
            if let Some(end) = self.end {
                return fail(format!("the game is over ({})", self.end_words(end)));
            }
        }
        let pos = self.current();
        match step {
            Step::Move(m) => {
                if pos.outcome().is_over() {
                    return fail("the game is over");
                }
                if pos.needs_roll() {
                    return fail("roll the dice first");
                }
                if !pos.is_legal(m) && !pos.is_proposal(m) {
                    return fail("that move is not legal here");
                }
                Ok(())
            }
            Step::Roll(r) => {
                if !self.variant.has_dice() {
                    return fail(format!("{} is not played with dice", self.variant.name()));
                }
                if pos.outcome().is_over() {
                    return fail("the game is over");
                }
                pos.roll(*r).map(|_| ()).map_err(GameError)
            }
            Step::Leave(p, why) => leaving::check_leave(pos, *p, *why).map_err(GameError),
        }
    }

    /// Plays the legal move with this index in the viewed position's list
    /// ([`crate::position::Position::legal_moves`]).
    pub fn play_index(&mut self, index: usize) -> Result<(), GameError> {
        let legal = self.current().legal_moves();
        let mv = legal.get(index).copied().ok_or_else(|| {
            GameError(format!(
                "there is no legal move number {index}; this position has {}",
                legal.len()
            ))
        })?;
        self.play(Step::Move(mv))
    }

    /// The move written in SAN or long algebraic notation (`Nf3`, `e2e4`, `e2-e4`) in the viewed
    /// position; an error says why the text is not a legal move here.
    pub fn read_move(&self, text: &str) -> Result<Move, GameError> {
        let pos = self.current();
        if pos.outcome().is_over() {
            return fail("the game is over");
        }
        if pos.needs_roll() {
            return fail("roll the dice first");
        }
        notation::parse_move(pos, text).map_err(|e| GameError(e.to_string()))
    }

    /// Plays a move written in SAN or long algebraic notation.
    pub fn play_text(&mut self, text: &str) -> Result<(), GameError> {
        let mv = self.read_move(text)?;
        self.play(Step::Move(mv))
    }

    /// The index in the viewed position's list of legal moves of the move written in SAN or long
    /// algebraic notation; an error says why the text is not a legal move here.
    pub fn move_index(&self, text: &str) -> Result<usize, GameError> {
        let mv = self.read_move(text)?;
        self.current()
            .legal_moves()
            .iter()
            .position(|m| *m == mv)
            .ok_or_else(|| GameError("that move is not in the list of legal moves".to_string()))
    }

    /// Rolls the dice from the game's seed (games with dice).
    pub fn roll_dice(&mut self) -> Result<(), GameError> {
        let Some(seed) = self.seed else {
            return match self.variant.has_dice() {
                true => fail("this game has no seed for its dice: give the roll"),
                false => fail(format!("{} is not played with dice", self.variant.name())),
            };
        };
        let roll = self
            .current()
            .seeded_roll(seed)
            .ok_or_else(|| GameError("this game has no dice".to_string()))?;
        self.roll_with(roll)
    }

    /// Rolls the dice given (games with dice); the link writes such a roll with its faces when
    /// it is not the seed's.
    pub fn roll_with(&mut self, roll: Roll) -> Result<(), GameError> {
        self.play(Step::Roll(roll))
    }

    /// Plays proposal `index` of the viewed position (games of duels) as accepted by the
    /// partner, who must then relieve the check.
    pub fn play_proposal(&mut self, index: usize) -> Result<(), GameError> {
        if self.current().outcome().is_over() {
            return fail("the game is over");
        }
        let proposals = self.current().proposals();
        let m = proposals.get(index).copied().ok_or_else(|| {
            GameError(format!(
                "there is no proposal number {index}; this position has {}",
                proposals.len()
            ))
        })?;
        self.play(Step::Move(m))
    }

    /// Plays the default drops of the player to move (the placement phase): all the pieces he
    /// still holds, on the game's default squares. An error when he holds nothing.
    pub fn default_placement(&mut self) -> Result<(), GameError> {
        let drops = self.current().default_placement();
        if drops.is_empty() {
            return fail("the player to move has no pieces in hand to place");
        }
        for m in drops {
            self.play(Step::Move(m))?;
        }
        Ok(())
    }

    /// Takes back the players' ending of the game if there is one, else the last step; then
    /// views the end of the main line. An error when there is nothing to take back.
    pub fn undo(&mut self) -> Result<(), GameError> {
        if self.end.take().is_none() && self.steps.pop().is_none() {
            return fail("there is no move to take back");
        }
        self.ply = self.steps.len();
        Ok(())
    }

    /// Views the position after `ply` steps (0 is the start).
    pub fn go_to(&mut self, ply: usize) -> Result<(), GameError> {
        if ply > self.steps.len() {
            return fail(format!(
                "there is no ply {ply}: {} moves were played",
                self.steps.len()
            ));
        }
        self.ply = ply;
        Ok(())
    }

    /// Takes back every step and the players' ending, and forgets the side lines: the start
    /// again (a rematch).
    pub fn rewind(&mut self) {
        self.end = None;
        self.steps.clear();
        self.lines.clear();
        self.ply = 0;
    }

    /// The next step of the main line after the viewed ply, if any.
    pub fn next_step(&self) -> Option<&Step> {
        self.steps.get(self.ply).map(|p| &p.step)
    }
}

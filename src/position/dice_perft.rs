//! Perft in games with dice, as `shared/rules/orwell.md` defines it: a turn for a roll is a
//! sequence of one or two moves (or the single pass), built by playing, while an unused die has
//! a legal move, one move of such a die. `perft(position, 1)` is the sum over every unordered
//! roll of the number of distinct turns; deeper levels recurse from each position after a turn.
//! A position where the game is over counts as one leaf.
//!
//! Two sequences are the same turn when their moves are the same in the same order. A move does
//! not say which die it used: dice that allow the same pieces (1 and 6) give the same moves once,
//! so each distinct sequence is counted once. A position whose player has already rolled (some
//! dice unused) counts the distinct rests of that turn.

use super::{Move, Position};
use crate::rules::{DiceState, Roll};

impl Position {
    /// Perft with dice. See the module documentation.
    pub(crate) fn perft_dice(&self, depth: u32) -> u64 {
        if depth == 0 || self.ended_by_rule().is_some() {
            return 1;
        }
        match self.dice {
            DiceState::ToRoll => self
                .rolls()
                .into_iter()
                .map(|r| self.rolled(r).turns(depth))
                .sum(),
            DiceState::Rolled { .. } => self.turns(depth),
        }
    }

    /// The leaves below the distinct rests of the turn under way, `depth` turns deep.
    fn turns(&self, depth: u32) -> u64 {
        self.legal_moves()
            .iter()
            .map(|m| self.after_first(m, depth))
            .sum()
    }

    /// The leaves below the turns that continue with `m`.
    fn after_first(&self, m: &Move, depth: u32) -> u64 {
        let next = self.play(m);
        if next.dice == DiceState::ToRoll {
            next.perft_dice(depth - 1)
        } else {
            next.turns(depth)
        }
    }

    /// Every unordered roll of the game's dice (none in a game without dice).
    fn rolls(&self) -> Vec<Roll> {
        self.variant.dice.as_ref().map_or(Vec::new(), |d| d.rolls())
    }

    /// Divide with dice: each move that can start (the rest of) the turn under way, with the
    /// leaves below the turns that start with it. Nothing before the roll.
    pub(crate) fn divide_dice(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 || self.ended_by_rule().is_some() || self.dice == DiceState::ToRoll {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let n = self.after_first(&m, depth);
                (m, n)
            })
            .collect()
    }

    /// Perft split by roll, for a game with dice whose player has to roll: each unordered roll
    /// with the leaves below its turns. Empty in other positions and games.
    pub fn divide_rolls(&self, depth: u32) -> Vec<(Roll, u64)> {
        if depth == 0 || self.ended_by_rule().is_some() || self.dice != DiceState::ToRoll {
            return Vec::new();
        }
        self.rolls()
            .into_iter()
            .map(|r| (r, self.rolled(r).turns(depth)))
            .collect()
    }
}

//! Turns in games with dice, and what a move leaves behind besides the pieces.
//!
//! In a game with dice the player to move first rolls ([`Position::roll`]); each move then uses
//! an unused die that allows the moving piece's kind; when no unused die has a legal move, the
//! only legal move is the pass ([`Move::pass`]). The turn ends when both dice are used, with the
//! pass, or when a move ends the game; then the next player has to roll. Positions where a
//! player has still to roll have no legal moves.
//!
//! Also here: the last capture of each player (shifting alliances), the wins that end a game at
//! once after a capture, and the scores.

use super::{Move, Position};
use crate::piece::{Piece, Player};
use crate::rules::{DiceRng, DiceState, Roll};

impl Position {
    /// The dice of the player to move: [`DiceState::ToRoll`] before his roll (and always in games
    /// without dice), or his roll and which of its dice are used.
    pub fn dice(&self) -> DiceState {
        self.dice
    }

    /// Whether the player to move has to roll before he moves: a game with dice, between turns,
    /// not over.
    pub fn needs_roll(&self) -> bool {
        self.variant.has_dice() && self.dice == DiceState::ToRoll && self.decided.is_none()
    }

    /// The faces of the dice the player to move has not used yet, in the order of the roll.
    pub fn unused_dice(&self) -> Vec<u8> {
        self.dice.unused()
    }

    /// The unused dice that have at least one legal move now.
    pub fn usable_dice(&self) -> Vec<u8> {
        let moves = self.legal_moves();
        self.unused_dice()
            .into_iter()
            .filter(|&f| moves.iter().any(|m| self.die_allows(f, m)))
            .collect()
    }

    /// The number of this turn in the game, from 0: `(move number - 1) * players + player`. The
    /// seeded dice roll from it, so the roll of a turn depends only on the seed and the turn.
    pub fn turn_index(&self) -> u64 {
        let n = self.variant.players.len() as u64;
        (self.fullmove.max(1) as u64 - 1) * n + self.to_move.0 as u64
    }

    /// The roll that the dice of a game with this seed give for this turn (`None` in a game
    /// without dice).
    pub fn seeded_roll(&self, seed: u64) -> Option<Roll> {
        let faces = self.variant.dice.as_ref()?.face_count();
        Some(DiceRng::new(seed).roll_at(self.turn_index(), faces))
    }

    /// The position after the player to move rolls `roll`. An error when the game has no dice,
    /// is over, the player has already rolled, or a die cannot show that face.
    pub fn roll(&self, roll: Roll) -> Result<Position, String> {
        let v = &*self.variant;
        let Some(dice) = &v.dice else {
            return Err(format!("{} is not played with dice", v.name));
        };
        if self.decided.is_some() {
            return Err("the game is over".to_string());
        }
        if let Some(done) = self.dice.roll() {
            return Err(format!(
                "{} has already rolled {},{}",
                v.player_name(self.to_move),
                done[0],
                done[1]
            ));
        }
        if let Some(f) = roll.iter().find(|&&f| !dice.is_face(f)) {
            return Err(format!(
                "a die cannot show {f}; its faces are 1 to {}",
                dice.face_count()
            ));
        }
        Ok(self.rolled(roll))
    }

    /// The position after the roll the seed gives for this turn ([`Position::seeded_roll`]).
    pub fn roll_from_seed(&self, seed: u64) -> Result<Position, String> {
        match self.seeded_roll(seed) {
            Some(roll) => self.roll(roll),
            None => Err(format!("{} is not played with dice", self.variant.name)),
        }
    }

    /// The position after a roll, without checks.
    pub(crate) fn rolled(&self, roll: Roll) -> Position {
        let mut next = self.clone();
        next.set_dice(DiceState::rolled(roll));
        next
    }

    /// The legal moves that a die showing `face` allows: none unless it is an unused die. The
    /// pass is not among them.
    pub fn moves_for_die(&self, face: u8) -> Vec<Move> {
        if !self.unused_dice().contains(&face) {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .filter(|m| self.die_allows(face, m))
            .collect()
    }

    /// The unused die a move uses: the first unused die that allows the moving piece. (Dice
    /// that allow the same kinds are interchangeable, so which of them is used makes no
    /// difference.) `None` for the pass, in games without dice, or when no unused die allows it.
    pub fn die_for(&self, m: &Move) -> Option<u8> {
        self.unused_dice()
            .into_iter()
            .find(|&f| self.die_allows(f, m))
    }

    /// Whether a die showing `face` allows the move `m` (its piece's kind; never the pass).
    fn die_allows(&self, face: u8, m: &Move) -> bool {
        let dice = self.variant.dice.as_ref();
        !m.is_pass()
            && self
                .piece_at(m.from)
                .is_some_and(|p| dice.is_some_and(|d| d.allows(face, p.kind)))
    }

    /// The kinds the player to move may move now, as a bit per kind: every kind in a game
    /// without dice; the kinds the unused dice allow in a game with dice (none before the roll).
    #[inline]
    pub(crate) fn allowed_kinds(&self) -> u64 {
        if self.is_walking(self.to_move) {
            return self.walking_kinds();
        }
        let Some(dice) = &self.variant.dice else {
            return u64::MAX;
        };
        match self.dice {
            DiceState::ToRoll => 0,
            DiceState::Rolled { roll, used } => (0..2)
                .filter(|&i| !used[i])
                .fold(0, |m, i| m | dice.mask(roll[i])),
        }
    }

    /// The opponent whose piece `p` captured last (shifting alliances), if any.
    pub fn last_captured(&self, p: Player) -> Option<Player> {
        self.last_captured.get(p.index()).copied().flatten()
    }

    /// Points per player in turn order for games that score their results (the winner 1, the
    /// others 0; all 0 while the game goes on; in games scored by captures, the points for what
    /// each took from the eliminated player); `None` for other games.
    pub fn scores(&self) -> Option<Vec<u32>> {
        if let Some(points) = self.capture_scores() {
            return Some(points);
        }
        let v = &*self.variant;
        if !v.victory.scores {
            return None;
        }
        let winners = match self.outcome() {
            super::Outcome::Over { winners, .. } => winners,
            super::Outcome::Ongoing => Vec::new(),
        };
        Some(
            (0..v.players.len() as u8)
                .map(|p| winners.contains(&Player(p)) as u32)
                .collect(),
        )
    }

    /// The player who moved last: the player to move when he has used a die of his roll,
    /// otherwise the one before him.
    pub(crate) fn last_mover(&self) -> Player {
        last_mover(&self.variant, self.to_move, self.dice)
    }

    /// Notes that `mover` has just captured `victim`: his last capture (shifting alliances) and
    /// whether the game is won now.
    pub(crate) fn note_capture(&mut self, mover: Player, victim: Piece) {
        let v = &*self.variant;
        let old = self.last_captured[mover.index()];
        let new = if victim.owner != mover {
            v.captures.after_capture(old, victim.owner)
        } else {
            old
        };
        let z = v.zobrist();
        let key = z.last_captured(mover, old) ^ z.last_captured(mover, new);
        let decided = if v.victory.any() {
            v.victory.decide(v, &self.squares, mover)
        } else {
            self.decided
        };
        self.key ^= key;
        self.last_captured[mover.index()] = new;
        self.decided = decided;
    }

    /// After a move (`moved`, or `None` for the pass), in a game with dice: marks the die used
    /// and ends the turn when both dice are used, with the pass, or when the game was won.
    /// Returns whether the turn is over (always, in games without dice).
    pub(crate) fn end_of_move(&mut self, moved: Option<Piece>) -> bool {
        let Some(dice) = &self.variant.dice else {
            return true;
        };
        let new = match moved {
            None => DiceState::ToRoll,
            Some(p) => {
                let after = self.dice.after_using(|f| dice.allows(f, p.kind));
                if after.all_used() || self.decided.is_some() {
                    DiceState::ToRoll
                } else {
                    after
                }
            }
        };
        self.set_dice(new);
        new == DiceState::ToRoll
    }

    fn set_dice(&mut self, new: DiceState) {
        let z = self.variant.zobrist();
        self.key ^= z.dice(self.dice) ^ z.dice(new);
        self.dice = new;
    }

    /// The win decided at once, if any: how and by whom.
    pub(crate) fn decided(&self) -> Option<(crate::rules::Win, Player)> {
        self.decided
    }
}

/// The player who moved last when `to_move` is to move with `dice`: himself when he has used a
/// die of his roll, otherwise the one before him.
pub(crate) fn last_mover(v: &crate::variant::Variant, to_move: Player, dice: DiceState) -> Player {
    match dice {
        DiceState::Rolled { used, .. } if used.contains(&true) => to_move,
        _ => v.previous_player(to_move),
    }
}

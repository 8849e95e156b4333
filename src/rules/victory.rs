//! Ways to win at once, after a capture (Orwell Chess): a player who controls every royal piece
//! on the board wins; a player who reduces an opponent to a single piece wins. Games that have
//! them also score their results as points per player (the winner gets 1).

use crate::piece::{Piece, Player};
use crate::rules::DiceState;
use crate::variant::Variant;

/// The victory component.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Victory {
    /// A player who owns every royal piece on the board wins.
    pub all_royals: bool,
    /// A player who leaves an opponent with a single piece (or none) wins.
    pub single_piece: bool,
    /// Results are written as points per player in turn order (`[1:0:0]`).
    pub scores: bool,
}

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Win {
    /// The winner owns every royal piece.
    AllRoyals,
    /// The winner reduced an opponent to a single piece.
    SinglePiece,
}

impl Victory {
    /// No such ways to win, no scores.
    pub fn none() -> Victory {
        Victory::default()
    }

    /// Whether any way to win here is switched on.
    #[inline]
    pub fn any(&self) -> bool {
        self.all_royals || self.single_piece
    }

    /// Whether the game is won on `squares`, where `mover` moved last, and by whom. A player
    /// who owns every royal piece wins (only the mover can have just taken the last one); else
    /// the mover wins if an enemy of his has at most one piece left.
    pub fn decide(
        &self,
        v: &Variant,
        squares: &[Option<Piece>],
        mover: Player,
    ) -> Option<(Win, Player)> {
        let n = v.players.len();
        if n < 2 {
            return None;
        }
        // One walk over the squares: the owners of the royal pieces (whether they are all one
        // player's), and each player's count of pieces (kept for the first eight players, and
        // counted again below for a game of more).
        let mut royals: Option<Player> = None;
        let mut royals_split = false;
        let mut counts = [0usize; 8];
        for p in squares.iter().flatten() {
            if let Some(c) = counts.get_mut(p.owner.index()) {
                *c += 1;
            }
            if self.all_royals && v.piece(p.kind).royal {
                match royals {
                    None => royals = Some(p.owner),
                    Some(o) => royals_split |= o != p.owner,
                }
            }
        }
        if let Some(first) = royals.filter(|_| self.all_royals && !royals_split) {
            return Some((Win::AllRoyals, first));
        }
        if self.single_piece && mover.index() < n {
            let count = |o: Player| match counts.get(o.index()) {
                Some(&c) => c,
                None => squares.iter().flatten().filter(|p| p.owner == o).count(),
            };
            let reduced = (0..n as u8)
                .map(Player)
                .any(|o| v.enemies(mover, o) && count(o) <= 1);
            if reduced {
                return Some((Win::SinglePiece, mover));
            }
        }
        None
    }

    /// Checks a setup against these wins, so that a position's outcome never depends on how it
    /// was reached. `last_mover` moved last; `dice` are the dice of the player to move.
    ///
    /// A player left with a single piece (or none) can only be there because the player who
    /// took his second-last piece won at once: that must be the player who moved last, an
    /// enemy of his (otherwise the game would have been over before the last move). A game won
    /// at once ends the turn, so nobody has rolled.
    pub fn check_setup(
        &self,
        v: &Variant,
        squares: &[Option<Piece>],
        last_mover: Player,
        dice: DiceState,
    ) -> Result<(), String> {
        if !self.any() {
            return Ok(());
        }
        let n = v.players.len();
        if self.single_piece {
            let mut counts = vec![0usize; n];
            for p in squares.iter().flatten() {
                if let Some(c) = counts.get_mut(p.owner.index()) {
                    *c += 1;
                }
            }
            for (o, &count) in counts.iter().enumerate() {
                let o = Player(o as u8);
                if count <= 1 && !v.enemies(last_mover, o) {
                    let left = if count == 0 {
                        "no piece"
                    } else {
                        "a single piece"
                    };
                    return Err(format!(
                        "{} has {left} left, but {} moved last: the player who took the others won at once",
                        v.player_name(o),
                        v.player_name(last_mover)
                    ));
                }
            }
        }
        if dice != DiceState::ToRoll && self.decide(v, squares, last_mover).is_some() {
            return Err(
                "the game is won, so nobody has rolled: the dice are written -".to_string(),
            );
        }
        Ok(())
    }
}

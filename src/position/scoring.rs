//! Positions of games that pass when stuck and score the first elimination (see
//! `rules::passing` and `rules::scoring`): the tally of what each player has taken from whom, the
//! player eliminated, the rankings (final, or as they would be if a given player were eliminated
//! now), the checks a setup must pass, and whether another player could still move.
//!
//! The tally is not part of the position key: it never changes which moves are legal, and no game
//! that keeps one has a repetition rule.

use super::{Position, PositionError, Setup};
use crate::piece::{Piece, Player};
use crate::rules::{Ranking, Taken};
use crate::variant::Variant;

/// Most pieces that may have been taken from one player (a composed position may give an army
/// more men than the start; this only refuses nonsense).
const MAX_TAKEN_FROM_ONE: u32 = 64;

/// An empty tally for the game (no tally at all in games that do not score captures).
pub(crate) fn empty_tally(v: &Variant) -> Taken {
    if v.scoring.is_some() {
        Taken::new(v.players.len(), v.pieces.len())
    } else {
        Taken::default()
    }
}

/// The player left without pieces, in a game that scores the first elimination. More than one
/// such player is an error: the game ends at the first.
fn without_pieces(v: &Variant, squares: &[Option<Piece>]) -> Result<Option<Player>, String> {
    if v.scoring.is_none() {
        return Ok(None);
    }
    let mut count = vec![0u32; v.players.len()];
    for p in squares.iter().flatten() {
        if let Some(c) = count.get_mut(p.owner.index()) {
            *c += 1;
        }
    }
    let empty: Vec<Player> = (0..count.len() as u8)
        .map(Player)
        .filter(|p| count[p.index()] == 0)
        .collect();
    match empty[..] {
        [] => Ok(None),
        [one] => Ok(Some(one)),
        _ => {
            let names: Vec<&str> = empty.iter().map(|&p| v.player_name(p)).collect();
            Err(format!(
                "{} have no pieces, but the game ends when the first player loses his last piece",
                names.join(" and ")
            ))
        }
    }
}

/// Checks the tally and the players without pieces of a setup.
pub(crate) fn validate_scoring(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    let illegal = |m: String| Err(PositionError::Illegal(m));
    if v.scoring.is_none() {
        if !s.taken.is_empty() {
            return illegal(format!("{} does not keep a tally of pieces taken", v.name));
        }
        return Ok(());
    }
    if s.taken.players() != v.players.len() {
        return illegal("the tally of pieces taken does not match the players".to_string());
    }
    for p in (0..v.players.len() as u8).map(Player) {
        if !s.taken.from(p, p).is_empty() {
            return illegal(format!(
                "{} cannot have taken his own pieces",
                v.player_name(p)
            ));
        }
        if s.taken.total_from(p) > MAX_TAKEN_FROM_ONE {
            return illegal(format!(
                "more than {MAX_TAKEN_FROM_ONE} pieces are said to be taken from {}",
                v.player_name(p)
            ));
        }
    }
    without_pieces(v, &s.squares)
        .map(|_| ())
        .map_err(PositionError::Illegal)
}

impl Position {
    /// What each player has taken from each other player (empty in games that do not score
    /// captures).
    pub fn taken(&self) -> &Taken {
        &self.taken
    }

    /// The player who lost his last piece, which ended the game (games that score the first
    /// elimination).
    pub fn eliminated(&self) -> Option<Player> {
        self.eliminated
    }

    /// The final ranking, once a player is eliminated: every other player by what he took from
    /// him, with the winners.
    pub fn ranking(&self) -> Option<Ranking> {
        self.ranking_if_eliminated(self.eliminated?)
    }

    /// A digest of what the evaluation of a position depends on besides its pieces: what each
    /// player took and who was eliminated (games that score captures), and who won each duel
    /// (games of duels), and the winner decided at once (games that score their results, where
    /// the winner's point counts), the points and the players out (the points race); 0 in
    /// other games.
    pub(crate) fn evaluation_digest(&self) -> u64 {
        let mut digest = 0;
        if self.variant.victory.scores {
            if let Some((_, winner)) = self.decided {
                digest ^= (u64::from(winner.0) + 1).rotate_left(24);
            }
        }
        if self.variant.scoring.is_some() {
            let out = self.eliminated.map_or(0xff, |p| u64::from(p.0));
            digest = self.taken.digest() ^ out.rotate_left(32);
        }
        if self.variant.points_race.on {
            // The points race: the points and the players out change the evaluation.
            for (i, &p) in self.points.iter().enumerate() {
                digest ^= u64::from(p)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(7 * i as u32);
            }
            digest ^= (u64::from(self.dead) << 8 | u64::from(self.walking)).rotate_left(48);
        }
        for (i, end) in self.duel_ends.iter().enumerate() {
            let winner = end.and_then(|e| e.winner).map_or(0, |p| u64::from(p.0) + 1);
            digest ^= winner.rotate_left(40 + 4 * i as u32);
        }
        digest
    }

    /// The ranking if `victim` were the player eliminated now: what would count for each other
    /// player. `None` in games that do not score captures.
    pub fn ranking_if_eliminated(&self, victim: Player) -> Option<Ranking> {
        let scoring = self.variant.scoring.as_ref()?;
        (victim.index() < self.variant.players.len()).then(|| scoring.rank(&self.taken, victim))
    }

    /// The points of each player in turn order for what he took from the eliminated player (all
    /// 0 while nobody is eliminated). `None` in games that do not score captures.
    pub(crate) fn capture_scores(&self) -> Option<Vec<u32>> {
        let v = &*self.variant;
        v.scoring.as_ref()?;
        let mut points = vec![0; v.players.len()];
        if let Some(r) = self.ranking() {
            for s in r.standings {
                points[s.player.index()] = s.points;
            }
        }
        Some(points)
    }

    /// Notes that `mover` has just taken `victim` (as it stood, so a promoted piece counts as its
    /// new type), and whether its owner has now lost his last piece.
    pub(crate) fn note_taken(&mut self, mover: Player, victim: Piece) {
        self.taken.add(mover, victim.owner, victim.kind);
        let left = self
            .squares
            .iter()
            .flatten()
            .any(|p| p.owner == victim.owner);
        if !left {
            self.eliminated = Some(victim.owner);
        }
    }

    /// The player without pieces in a validated setup, if any.
    pub(crate) fn find_eliminated(v: &Variant, squares: &[Option<Piece>]) -> Option<Player> {
        without_pieces(v, squares).ok().flatten()
    }

    /// Whether a player other than the one to move has a legal move in this position (so that
    /// a stuck player passes rather than ending the game).
    pub(crate) fn others_can_move(&self) -> bool {
        let n = self.variant.players.len() as u8;
        (1..n).map(|i| Player((self.to_move.0 + i) % n)).any(|p| {
            let mut other = self.clone();
            other.to_move = p;
            other.has_legal_move()
        })
    }
}

//! A player who resigns, or whose clock runs out, in a game of more players: either the game ends
//! so (an [`Agreement`]: games of two, partnerships, Dodgson's first elimination, Orwell, and a
//! free-for-all with a single opponent left), or he *leaves* and the others play on.
//!
//! He leaves when the game's data says that a player can be taken out while the game goes on:
//! every player for himself, kings captured and armies removed (Savard's rules without the
//! inherited army), no score at the first elimination, and at least two opponents still in after
//! him. Leaving then does what the capture of his king does: his pieces leave the board, and his
//! turns are passed over. Any player still in may leave at any moment; when he was to move, the
//! turn passes to the next player still in. The leave is a step of the game (see
//! `position::Step::Leave`), written in the link (`resign2`, `time2`) and in the record
//! (`Yellow-resigns`, `Yellow-out-of-time`), so it is taken back, replayed and shared like a move.

use super::Agreement;
use crate::piece::Player;
use crate::position::{Outcome, Position};

/// Why a player leaves or ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Departure {
    /// He resigned.
    Resigned,
    /// His time ran out.
    OutOfTime,
    /// He claimed the win: with one opponent left in a points race, he stops playing as a
    /// resigning player does, when he still finishes first alone
    /// ([`Position::claim_win_refusal`]).
    ClaimedWin,
}

/// What a player's resignation or time-out does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// He leaves, and the others play on: a step of the game.
    Leaves(Player, Departure),
    /// The game ends so.
    Ends(Agreement),
}

impl Departure {
    /// Every departure, as the readers of links and records try them.
    pub const ALL: [Departure; 3] = [
        Departure::Resigned,
        Departure::OutOfTime,
        Departure::ClaimedWin,
    ];

    /// The ending of a game that a departure ends (a claim never ends a game by itself: it is a
    /// step, and reads as a resignation here).
    pub fn ending(self, p: Player) -> Agreement {
        match self {
            Departure::Resigned | Departure::ClaimedWin => Agreement::Resigned(p),
            Departure::OutOfTime => Agreement::OutOfTime(p),
        }
    }

    /// The word of the link's item (`resign2`, `time2`, `claim2`).
    pub fn link_word(self) -> &'static str {
        match self {
            Departure::Resigned => "resign",
            Departure::OutOfTime => "time",
            Departure::ClaimedWin => "claim",
        }
    }

    /// The word of the record's token (`Yellow-resigns`, `Yellow-out-of-time`,
    /// `Yellow-claims-win`).
    pub fn record_word(self) -> &'static str {
        match self {
            Departure::Resigned => "resigns",
            Departure::OutOfTime => "out-of-time",
            Departure::ClaimedWin => "claims-win",
        }
    }

    /// For people: `Yellow resigned`, `Yellow's time ran out`, `Yellow claimed the win`.
    pub fn words(self, name: &str) -> String {
        match self {
            Departure::Resigned => format!("{name} resigned"),
            Departure::OutOfTime => format!("{name}'s time ran out"),
            Departure::ClaimedWin => format!("{name} claimed the win"),
        }
    }
}

/// Whether the game goes on without `p` when he resigns or runs out of time at `last` (see the
/// module documentation). False for a player who is out or not of the game. In the points race
/// he always leaves (his king walks on); when he was one of the last two, the race's rules then
/// end the game and rank the players by points.
pub fn goes_on_without(last: &Position, p: Player) -> bool {
    let v = last.variant();
    let e = v.elimination;
    p.index() < v.players().len()
        && v.players().len() > 2
        && v.teams.is_empty()
        && ((e.king_capture && !e.inherit_army) || v.points_race.on)
        && !last.is_out(p)
        && last.ranking_if_eliminated(p).is_none()
        && (last.sides_in_game(Some(p)) >= 2 || v.points_race.on)
}

/// What happens when `p` resigns or runs out of time at `last`, the game's last position: he
/// leaves, or the game ends; an error says why neither may happen (the game is over, he is out
/// already, the game has no such player).
pub fn leaving(last: &Position, p: Player, why: Departure) -> Result<Leaving, String> {
    if last.outcome() != Outcome::Ongoing {
        return Err("the game is already over".to_string());
    }
    if why == Departure::ClaimedWin {
        check_claim(last, p)?;
    }
    if goes_on_without(last, p) {
        return Ok(Leaving::Leaves(p, why));
    }
    let end = why.ending(p);
    end.check(last)?;
    Ok(Leaving::Ends(end))
}

/// Checks a claim of the win by `p` at `pos` (see [`Position::claim_win_refusal`]).
fn check_claim(pos: &Position, p: Player) -> Result<(), String> {
    match pos.claim_win_refusal(p) {
        Some(why) => Err(why),
        None => Ok(()),
    }
}

/// Checks a leave read from a text: the game goes on, it goes on without `p`, and a claim of
/// the win may be made.
pub fn check_leave(pos: &Position, p: Player, why: Departure) -> Result<(), String> {
    let v = pos.variant();
    if p.index() >= v.players().len() {
        return Err(format!("{} has no player {}", v.name(), p.0 + 1));
    }
    if pos.outcome() != Outcome::Ongoing {
        return Err("the game is already over".to_string());
    }
    if pos.is_out(p) {
        return Err(format!("{} is out of the game already", v.player_name(p)));
    }
    if !goes_on_without(pos, p) {
        return Err(format!(
            "in {} the game does not go on without {}: a resignation or a time-out there ends \
             the game (e= in a link, the result in a record)",
            v.name(),
            v.player_name(p)
        ));
    }
    if why == Departure::ClaimedWin {
        check_claim(pos, p)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;

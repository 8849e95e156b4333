//! Games ended by the players rather than by the rules: a player resigns, everyone still in the
//! game agrees a draw, or a player's clock runs out.
//!
//! Who may resign follows the game's data (see `docs/rules-decisions.md`, "Resigning in games of
//! more players"): in a game of two players, either; in a partnership game, either partner, and
//! his team loses; in a game scored at the first elimination (Dodgson), any player, who is then
//! the eliminated player and the others are ranked by what they took from him; in a game without
//! elimination (Orwell), any player, and the others win. In a free-for-all that takes players out
//! (four-ffa), a player with two or more opponents still in does not end the game: he leaves it
//! and the others play on (`leaving.rs`); with a single opponent left, his resignation ends
//! it. A clock running out is read as a resignation. A draw needs everyone still in.
//!
//! The ending stands after the last move of a game: in a link it is the part `e=` (`r0`: the first
//! player resigned, `r2` the third, `d`: a draw agreed, `t0`, `t2`: that player's time ran
//! out), in a game record the result token (`1-0`, `0-1`, `1/2-1/2`) of a game whose last position
//! is not over by the rules, with `[Termination "time forfeit"]` when a clock decided it; in games
//! of more players `[Termination "Red resigned"]`, `"Red's time ran out"` or `"agreement"`.

use super::leaving::{self, Departure};
use crate::piece::Player;
use crate::position::{Outcome, Position};
use crate::variant::Variant;

/// The most players a game has (the link's `r` takes one digit).
const MAX_SEATS: u8 = 8;

/// How the players ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// This player resigned; his opponents win.
    Resigned(Player),
    /// Everyone still in agreed a draw.
    Drawn,
    /// This player's time ran out; read as his resignation.
    OutOfTime(Player),
}

impl Agreement {
    /// The players who win when the game ends so at `last`: the resigning player's opponents
    /// (every player of the other teams in a partnership game, the opponents still in otherwise;
    /// in a game scored at the first elimination, the best score against the resigning player),
    /// or nobody for a draw.
    pub fn winners(self, last: &Position) -> Vec<Player> {
        let v = last.variant();
        let loser = match self {
            Agreement::Resigned(p) | Agreement::OutOfTime(p) => p,
            Agreement::Drawn => return Vec::new(),
        };
        if let Some(ranking) = last.ranking_if_eliminated(loser) {
            return ranking.winners;
        }
        (0..v.players().len() as u8)
            .map(Player)
            .filter(|&q| !v.same_team(q, loser))
            .filter(|&q| !v.teams.is_empty() || !last.is_out(q))
            .collect()
    }

    /// Why the game ended: `resignation`, `agreement` or `time forfeit`.
    pub fn as_str(self) -> &'static str {
        match self {
            Agreement::Resigned(_) => "resignation",
            Agreement::Drawn => "agreement",
            Agreement::OutOfTime(_) => "time forfeit",
        }
    }

    /// The value of a record's `[Termination]`: [`Agreement::as_str`] in games of two players;
    /// in games of more, a resignation or a time-out names its player (`Red resigned`, `Red's
    /// time ran out`), since the result (the winners) does not say who.
    pub fn termination(self, v: &Variant) -> String {
        match self {
            Agreement::Resigned(p) if v.players().len() > 2 => {
                Departure::Resigned.words(v.player_name(p))
            }
            Agreement::OutOfTime(p) if v.players().len() > 2 => {
                Departure::OutOfTime.words(v.player_name(p))
            }
            _ => self.as_str().to_string(),
        }
    }

    /// Reads a `[Termination]` written by [`Agreement::termination`] in a game of more than two
    /// players: `agreement`, or a player's name and `resigned` or `'s time ran out`. Anything
    /// else is none.
    pub fn from_termination(v: &Variant, termination: &str) -> Option<Agreement> {
        let t = termination.trim();
        if t.eq_ignore_ascii_case("agreement") {
            return Some(Agreement::Drawn);
        }
        let (name, why) = match t.strip_suffix(" resigned") {
            Some(name) => (name, Departure::Resigned),
            None => (t.strip_suffix("'s time ran out")?, Departure::OutOfTime),
        };
        (0..v.players().len() as u8)
            .map(Player)
            .find(|&p| v.player_name(p).eq_ignore_ascii_case(name.trim()))
            .map(|p| why.ending(p))
    }

    /// The link's form: `r0` to `r7`, `t0` to `t7` or `d`.
    pub fn to_link(self) -> String {
        match self {
            Agreement::Resigned(p) => format!("r{}", p.0),
            Agreement::OutOfTime(p) => format!("t{}", p.0),
            Agreement::Drawn => "d".to_string(),
        }
    }

    /// Reads the link's form (see [`Agreement::to_link`]); whether the player is one of the game's
    /// is for [`Agreement::check`].
    pub fn from_link(text: &str) -> Result<Agreement, String> {
        let seat = |rest: &str| match rest.as_bytes() {
            [d @ b'0'..=b'9'] if d - b'0' < MAX_SEATS => Some(Player(d - b'0')),
            _ => None,
        };
        let read = match text.split_at_checked(1) {
            Some(("d", "")) => Some(Agreement::Drawn),
            Some(("r", rest)) => seat(rest).map(Agreement::Resigned),
            Some(("t", rest)) => seat(rest).map(Agreement::OutOfTime),
            _ => None,
        };
        read.ok_or_else(|| {
            format!(
                "the ending (e=) must be r or t and a player's number (r0, r1, t0, ...) or d, not {:?}",
                crate::excerpt::excerpt(text)
            )
        })
    }

    /// The ending a two-player result token gives a game not over by the rules: `1-0` is a
    /// resignation of the second player, `0-1` of the first (their time ran out when
    /// `termination` says `time forfeit`), `1/2-1/2` a draw; `*` is none.
    pub fn from_result(token: &str, termination: Option<&str>) -> Option<Agreement> {
        let timed = termination.is_some_and(|t| t.trim().eq_ignore_ascii_case("time forfeit"));
        let lost = |p: u8| {
            if timed {
                Agreement::OutOfTime(Player(p))
            } else {
                Agreement::Resigned(Player(p))
            }
        };
        match token {
            "1-0" => Some(lost(1)),
            "0-1" => Some(lost(0)),
            "1/2-1/2" => Some(Agreement::Drawn),
            _ => None,
        }
    }

    /// Whether the game can end so at `last`, its last position: a game still going on by its
    /// rules, and for a resignation or a time-out a player still in whose departure ends the game
    /// (see the module documentation). The error says why not.
    pub fn check(self, last: &Position) -> Result<(), String> {
        let v = last.variant();
        if last.outcome() != Outcome::Ongoing {
            return Err("the game is already over".to_string());
        }
        let n = v.players().len();
        match self {
            Agreement::Drawn => Ok(()),
            Agreement::OutOfTime(p) | Agreement::Resigned(p) if p.index() >= n => {
                Err(format!("{} has no player {}", v.name(), p.0 + 1))
            }
            Agreement::OutOfTime(p) | Agreement::Resigned(p) => may_resign(last, p),
        }
    }
}

/// Whether the resignation (or time-out) of `p`, a player of the game, ends the game at `last`
/// (see the module documentation).
fn may_resign(last: &Position, p: Player) -> Result<(), String> {
    let v = last.variant();
    if last.is_out(p) {
        return Err(format!("{} is out of the game already", v.player_name(p)));
    }
    if leaving::goes_on_without(last, p) {
        return Err(format!(
            "in {} {} leaves the game and the others play on ({} opponents are still in): that \
             is a step of the moves (resign{}), not an ending",
            v.name(),
            v.player_name(p),
            last.sides_in_game(Some(p)),
            p.0
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    fn start(id: &str) -> Position {
        Position::start(&variant::build(id, &[]).unwrap())
    }

    #[test]
    fn endings_read_back_from_their_link_form() {
        for a in [
            Agreement::Drawn,
            Agreement::Resigned(Player(0)),
            Agreement::Resigned(Player(1)),
            Agreement::Resigned(Player(3)),
            Agreement::OutOfTime(Player(0)),
            Agreement::OutOfTime(Player(1)),
            Agreement::OutOfTime(Player(2)),
        ] {
            assert_eq!(Agreement::from_link(&a.to_link()), Ok(a));
        }
        for bad in ["", "r8", "t8", "R0", "draw", "r01", "d0", "r", "ré"] {
            assert!(Agreement::from_link(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_opponent_of_who_resigns_wins() {
        let chess = start("chess");
        assert_eq!(
            Agreement::Resigned(Player(0)).winners(&chess),
            vec![Player(1)]
        );
        assert_eq!(
            Agreement::Resigned(Player(1)).winners(&chess),
            vec![Player(0)]
        );
        assert!(Agreement::Drawn.winners(&chess).is_empty());
        assert_eq!(
            Agreement::OutOfTime(Player(1)).winners(&chess),
            vec![Player(0)]
        );
        assert_eq!(
            Agreement::from_result("1-0", None),
            Some(Agreement::Resigned(Player(1)))
        );
        assert_eq!(
            Agreement::from_result("0-1", Some("Time forfeit")),
            Some(Agreement::OutOfTime(Player(0)))
        );
        assert_eq!(Agreement::from_result("*", None), None);
    }

    #[test]
    fn a_partner_who_resigns_loses_for_his_team() {
        // four-teams: White and Yellow (0, 2) against Red and Black (1, 3).
        let four = start("four-teams");
        let red = Agreement::Resigned(Player(1));
        assert!(red.check(&four).is_ok());
        assert_eq!(red.winners(&four), vec![Player(0), Player(2)]);
        // Blocking Double Chess: White and Yellow (0, 3) against Red and Black (1, 2).
        let blocking = start("blocking-double");
        let white = Agreement::Resigned(Player(0));
        assert!(white.check(&blocking).is_ok());
        assert_eq!(white.winners(&blocking), vec![Player(1), Player(2)]);
    }

    #[test]
    fn in_four_ffa_a_resignation_is_a_leave_and_in_orwell_it_ends_the_game() {
        let ffa = start("four-ffa");
        for p in [Player(0), Player(3)] {
            for end in [Agreement::Resigned(p), Agreement::OutOfTime(p)] {
                let err = end.check(&ffa).unwrap_err();
                assert!(err.contains("leaves the game"), "{err}");
            }
        }
        assert!(Agreement::Drawn.check(&ffa).is_ok());
        assert!(Agreement::Resigned(Player(4)).check(&ffa).is_err());
        // Orwell has no elimination: a resignation ends it, and both others win.
        let orwell = start("orwell");
        let red = Agreement::Resigned(Player(1));
        assert!(red.check(&orwell).is_ok());
        assert_eq!(red.winners(&orwell), vec![Player(0), Player(2)]);
        let black = Agreement::OutOfTime(Player(2));
        assert!(black.check(&orwell).is_ok());
        assert_eq!(black.winners(&orwell), vec![Player(0), Player(1)]);
        assert!(Agreement::Resigned(Player(3)).check(&orwell).is_err());
    }

    #[test]
    fn a_resignation_in_dodgson_is_the_first_elimination() {
        let p = start("dodgson");
        let black = Agreement::Resigned(Player(2));
        assert!(black.check(&p).is_ok());
        // Nothing taken yet: the three others tie with no points, and all three win.
        assert_eq!(black.winners(&p), vec![Player(0), Player(1), Player(3)]);
    }

    #[test]
    fn a_resignation_in_a_game_of_more_names_its_player_in_the_record() {
        let v = variant::build("four-teams", &[]).unwrap();
        let red = Agreement::Resigned(Player(1));
        assert_eq!(red.termination(&v), "Red resigned");
        assert_eq!(Agreement::from_termination(&v, "red resigned"), Some(red));
        assert_eq!(
            Agreement::from_termination(&v, "Agreement"),
            Some(Agreement::Drawn)
        );
        assert_eq!(Agreement::from_termination(&v, "Green resigned"), None);
        let yellow = Agreement::OutOfTime(Player(2));
        assert_eq!(yellow.termination(&v), "Yellow's time ran out");
        assert_eq!(
            Agreement::from_termination(&v, "YELLOW's time ran out"),
            Some(yellow)
        );
        assert_eq!(Agreement::from_termination(&v, "checkmate"), None);
    }

    #[test]
    fn only_ongoing_games_end_so() {
        let chess = start("chess");
        assert!(Agreement::Drawn.check(&chess).is_ok());
        let v = variant::build("chess", &[]).unwrap();
        let mated = Position::from_text(
            &v,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        )
        .unwrap();
        assert!(Agreement::Resigned(Player(0)).check(&mated).is_err());
        assert!(Agreement::Drawn.check(&mated).is_err());
    }
}

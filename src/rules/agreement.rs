//! Games ended by the players rather than by the rules: a player resigns, both agree a draw, or a
//! player's clock runs out.
//! Only games of two players end this way (in games of more players a resignation would change
//! the alliances and the scoring, which the rules files do not settle).
//!
//! The ending stands after the last move of a game: in a link it is the part `e=` (`r0`: the first
//! player resigned, `r1`: the second, `d`: a draw agreed, `t0` and `t1`: that player's time ran
//! out), in a game record the result token (`1-0`, `0-1`, `1/2-1/2`) of a game whose last position
//! is not over by the rules, with `[Termination "time forfeit"]` when a clock decided it.

use crate::piece::Player;
use crate::position::{Outcome, Position};

/// How the players ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// This player resigned; the other wins.
    Resigned(Player),
    /// Both agreed a draw.
    Drawn,
    /// This player's time ran out; the other wins.
    OutOfTime(Player),
}

impl Agreement {
    /// The players who win: the resigning player's opponent, or nobody for a draw.
    pub fn winners(self) -> Vec<Player> {
        match self {
            Agreement::Resigned(p) | Agreement::OutOfTime(p) => vec![Player(1 - p.0.min(1))],
            Agreement::Drawn => Vec::new(),
        }
    }

    /// Why the game ended: `resignation`, `agreement` or `time forfeit`.
    pub fn as_str(self) -> &'static str {
        match self {
            Agreement::Resigned(_) => "resignation",
            Agreement::Drawn => "agreement",
            Agreement::OutOfTime(_) => "time forfeit",
        }
    }

    /// The link's form: `r0`, `r1` or `d`.
    pub fn to_link(self) -> String {
        match self {
            Agreement::Resigned(p) => format!("r{}", p.0),
            Agreement::OutOfTime(p) => format!("t{}", p.0),
            Agreement::Drawn => "d".to_string(),
        }
    }

    /// Reads the link's form (see [`Agreement::to_link`]).
    pub fn from_link(text: &str) -> Result<Agreement, String> {
        match text {
            "d" => Ok(Agreement::Drawn),
            "r0" => Ok(Agreement::Resigned(Player(0))),
            "r1" => Ok(Agreement::Resigned(Player(1))),
            "t0" => Ok(Agreement::OutOfTime(Player(0))),
            "t1" => Ok(Agreement::OutOfTime(Player(1))),
            _ => Err(format!(
                "the ending (e=) must be r0, r1, t0, t1 or d, not {:?}",
                crate::excerpt::excerpt(text)
            )),
        }
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

    /// Whether the game can end so at `last`, its last position: a game of two players still
    /// going on by its rules. The error says why not.
    pub fn check(self, last: &Position) -> Result<(), String> {
        let v = last.variant();
        if v.players().len() != 2 {
            return Err(format!(
                "{} has {} players; only games of two end by resignation or agreement",
                v.name(),
                v.players().len()
            ));
        }
        if last.outcome() != Outcome::Ongoing {
            return Err("the game is already over".to_string());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    #[test]
    fn endings_read_back_from_their_link_form() {
        for a in [
            Agreement::Drawn,
            Agreement::Resigned(Player(0)),
            Agreement::Resigned(Player(1)),
            Agreement::OutOfTime(Player(0)),
            Agreement::OutOfTime(Player(1)),
        ] {
            assert_eq!(Agreement::from_link(&a.to_link()), Ok(a));
        }
        for bad in ["", "r2", "R0", "draw", "r01"] {
            assert!(Agreement::from_link(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_opponent_of_who_resigns_wins() {
        assert_eq!(Agreement::Resigned(Player(0)).winners(), vec![Player(1)]);
        assert_eq!(Agreement::Resigned(Player(1)).winners(), vec![Player(0)]);
        assert!(Agreement::Drawn.winners().is_empty());
        assert_eq!(Agreement::OutOfTime(Player(1)).winners(), vec![Player(0)]);
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
    fn only_ongoing_games_of_two_players_end_so() {
        let chess = variant::build("chess", &[]).unwrap();
        assert!(Agreement::Drawn.check(&Position::start(&chess)).is_ok());
        let four = variant::build("four-ffa", &[]).unwrap();
        let err = Agreement::Drawn.check(&Position::start(&four)).unwrap_err();
        assert!(err.contains("4 players"), "{err}");
        let mated = Position::from_text(
            &chess,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        )
        .unwrap();
        assert!(Agreement::Resigned(Player(0)).check(&mated).is_err());
    }
}

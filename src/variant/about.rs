//! What the page tells a player about each game before he picks it: the family it belongs to
//! and one line on what makes it different. Data per game id, read by the chooser; the rules
//! themselves live in the game definitions.

/// A game's family and one line about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    pub family: &'static str,
    pub summary: &'static str,
}

const ORTHODOX: &str = "Orthodox chess";
const ALICE: &str = "Alice Chess and its family";
const ORWELL: &str = "Orwell Chess: three players and dice";
const FOUR: &str = "Four players";

const ABOUT: [(&str, About); 18] = [
    ("chess", About { family: ORTHODOX, summary: "The usual game on one board, the base the others build on." }),
    ("alice", About { family: ALICE, summary: "Two boards: after every move the piece passes through the looking-glass to the same square of the other board." }),
    ("alice2", About { family: ALICE, summary: "Alice Chess with Black's army starting on board B." }),
    ("ms-alice", About { family: ALICE, summary: "Alice Chess with zero moves: a piece may pass to an empty square of the other board without moving; a king may not escape check so." }),
    ("odonohue", About { family: ALICE, summary: "Alice Chess in which a piece whose square on the other board is taken stays where it moved." }),
    ("duo", About { family: ALICE, summary: "Black starts on board B, passing to the other board is optional, and pieces make zero moves that may capture." }),
    ("alice-8x4", About { family: ALICE, summary: "Alice Chess on two small boards of 4 files by 8 ranks, without double steps or castling." }),
    ("alice3", About { family: ALICE, summary: "Alice Chess on three boards: the piece passes to either other board, as the mover chooses." }),
    ("chess-glass", About { family: ALICE, summary: "Chess played through the looking-glass: Alice Chess, built from the one-board game." }),
    ("orwell", About { family: ORWELL, summary: "Three players on a 7 by 12 cylinder, with two dice, fairy pieces and shifting alliances." }),
    ("orwell-glass", About { family: ORWELL, summary: "Orwell Chess on two cylinders, every move passing through the looking-glass." }),
    ("dodgson", About { family: FOUR, summary: "Not a Dodgson System Chess: four players, no kings, two 7 by 6 Alice boards; each scores what he captures." }),
    ("four-teams", About { family: FOUR, summary: "Four players on the Verney board, in two partnerships of players sitting opposite." }),
    ("four-ffa", About { family: FOUR, summary: "Four players on the Verney board, each for himself." }),
    ("four-conventional", About { family: FOUR, summary: "The traditional four-handed game on the Verney board." }),
    ("blocking-double", About { family: FOUR, summary: "Blocking Double Chess: two games of two on one Verney board; the other game's pieces only block." }),
    ("blocking-double-128", About { family: FOUR, summary: "Blocking Double Chess on the 128-square board." }),
    ("fortress", About { family: FOUR, summary: "Russian Four-Player Fortress Chess: a 192-square frame with a walled fortress in each corner, filled before play." }),
];

/// The family and summary of game `id`, if it is a known game.
pub fn about(id: &str) -> Option<About> {
    ABOUT.iter().find(|(g, _)| *g == id).map(|(_, a)| *a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_family_and_a_line() {
        let ids = crate::variant::ids();
        assert_eq!(ids.len(), ABOUT.len());
        for id in ids {
            let a = about(id).unwrap_or_else(|| panic!("{id} has no summary"));
            assert!(a.summary.ends_with('.') && a.summary.len() < 160, "{id}");
        }
        assert_eq!(about("tennis"), None);
    }
}

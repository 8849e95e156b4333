//! Tests of the switches for the kings of chess.com's partnership game (`4pc-teams`), where a
//! king left attacked by an opponent whose turn comes first may be taken, which wins:
//! `royal_victims`, `partner_guard` and `any_check` (`features.rs`).

use crate::ai::{Limits, NoClock, SearchResult, Searcher, Switches};
use crate::notation::san::san;
use crate::position::Position;
use crate::variant;

/// Yellow's queen on j8 attacks Green's king on n8 along the row, and Green's rook on n11
/// guards the king: Yellow, who moves after Blue and before Green, may take the king and win
/// (chess.com's partnership game). Blue's rook on l4 can block on l8 (`BLOCK`, Blue to move);
/// without it Blue cannot meet the threat (`NO_BLOCK`, Red to move, Blue next).
const BLOCK: &str = "4pc-teams:3yK4/8/8/13gR/14/14/9yQ3gK/bK13/14/14/11bR2/8/8/4rK3 b - - 0 1";
const NO_BLOCK: &str = "4pc-teams:3yK4/8/8/13gR/14/14/9yQ3gK/bK13/14/14/14/8/8/4rK3 r - - 0 1";

/// A search to `depth` with these switches, and its move in notation.
fn search(text: &str, depth: u32, switches: &str) -> (SearchResult, String) {
    let v = variant::build("4pc-teams", &[]).unwrap();
    let pos = Position::from_text(&v, text).unwrap();
    let mut s = Searcher::new();
    s.set_switches(Switches::parse(switches).unwrap());
    let limits = Limits {
        depth: Some(depth),
        nodes: None,
        movetime_ms: None,
    };
    let r = s.search(&pos, &limits, &NoClock).unwrap();
    let name = san(&pos, &r.best);
    (r, name)
}

/// A search of one ply (quiescence below).
fn one_ply(text: &str, switches: &str) -> (SearchResult, String) {
    search(text, 1, switches)
}

/// With `royal_victims`, quiescence takes the guarded king (a queen for a king of value 400
/// otherwise looks like a losing capture), so Blue blocks, giving up his rook; without it,
/// Blue does not see the threat and keeps the rook.
#[test]
fn a_king_taken_on_a_guarded_cell_is_seen_in_quiescence() {
    let (_, with) = one_ply(BLOCK, "+royal_victims");
    assert_eq!(with, "Rl4-l8");
    let (_, without) = one_ply(BLOCK, "-royal_victims");
    assert_ne!(without, "Rl4-l8");
}

/// With `partner_guard`, Blue's quiescence node, where Yellow (next) may take Blue's
/// partner's king, searches every move instead of standing pat, and finds that none saves
/// the king: Red sees the win one ply deep. Without it, Blue stands pat.
#[test]
fn a_threat_to_the_partners_king_is_searched_as_a_check() {
    let (r, _) = one_ply(NO_BLOCK, "+royal_victims+partner_guard");
    assert!(r.mate_in().is_some(), "{r:?}");
    let (r, _) = one_ply(NO_BLOCK, "+royal_victims-partner_guard");
    assert!(r.mate_in().is_none(), "{r:?}");
}

/// From a game level 8 lost to 4pchess (opening 101 of 4pchess's balanced book, after 1.
/// k2-k4 .. Qa8-f3 .. h13-h12), Green to move mates Red in three: Qn7xk4, check (Red must take:
/// Rk1xk4), Qf3-j3+ by Blue, a check on Red, the opponent after Blue's next one, and after
/// any move of Yellow, Nn5-l6 or Nn10-l9 mates. With `any_check` Blue's check is neither
/// pruned nor reduced, and four plies find the mate; without it they do not.
#[test]
fn a_check_on_the_second_opponent_is_searched_as_a_check() {
    let text = "4pc-teams:yR1yByKyQyByNyR/yPyPyPyP1yPyPyP/2yN1yP3/bRbP10gPgR/bNbP10gPgN/\
                    bBbP10gPgB/1bP10gPgK/bK2bP8gPgQ/bBbP8gP2gB/bNbP10gPgN/bRbP6rP1rP1gPgR/2bQ5/\
                    rPrPrPrPrP1rP1/rRrNrBrQrKrBrNrR g rKQbKQyKQgKQ k3 0 1";
    let (r, name) = search(text, 4, "+any_check");
    assert_eq!((r.mate_in(), name.as_str()), (Some(5), "Qn7xk4"), "{r:?}");
    let (r, _) = search(text, 4, "-any_check");
    assert!(r.mate_in().is_none(), "{r:?}");
}

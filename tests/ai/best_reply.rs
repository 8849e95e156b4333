//! Best-reply search (the `best_reply` switch) in Not a Dodgson System Chess: where an opponent
//! of the searching player is to move, one opponent replies and the others pass, so the
//! searcher's next move comes two plies down instead of a round of four. Elsewhere the switch
//! changes nothing.

use quadrille::ai::{Limits, NoClock, SearchResult, Searcher, Switches, MATE_BOUND};
use quadrille::position::Position;
use quadrille::variant;

fn search(id: &str, text: Option<&str>, switch: &str, depth: u32) -> SearchResult {
    let v = variant::build(id, &[]).expect("the game builds");
    let pos = match text {
        Some(t) => Position::from_text(&v, t).unwrap_or_else(|e| panic!("{t}: {e}")),
        None => Position::start(&v),
    };
    let mut s = Searcher::new();
    s.set_switches(Switches::parse(switch).expect("a switch"));
    let limits = Limits {
        depth: Some(depth),
        nodes: None,
        movetime_ms: None,
    };
    s.search(&pos, &limits, &NoClock).expect("a move")
}

/// Green's last piece, a pawn on b4 of board B, is stuck behind Red's pawn on b3 (Red is stuck
/// too); White has taken Green's queen, so whoever ends the game by taking that pawn, White
/// wins. White's rook on e1 of board A takes it in two moves (to e4 of board A, arriving on
/// e4 of board B, then along rank 4 of board B); Black's only move, a5-a4, cannot stop it.
/// White's second move comes after Black's reply: two plies with best replies, but four in
/// turn order (Red and Green pass, Black moves), so a search of two plies sees the win only
/// with best replies.
const TWO_MOVE_WIN: &str = "dodgson:7/bP6/7/7/7/4wR2;7/7/1gP5/1rP5/7/7 w - - 0 30 gQ/-/-/-";

#[test]
fn best_replies_see_the_searchers_next_move_in_two_plies() {
    let with = search("dodgson", Some(TWO_MOVE_WIN), "+best_reply", 2);
    assert!(with.score > MATE_BOUND, "{with:?}");
    let without = search("dodgson", Some(TWO_MOVE_WIN), "-best_reply", 2);
    assert!(without.score < MATE_BOUND, "{without:?}");
}

#[test]
fn best_replies_change_nothing_in_games_not_scored_by_captures() {
    for id in ["four-ffa", "4pc-ffa", "chess"] {
        let on = search(id, None, "+best_reply", 3);
        let off = search(id, None, "-best_reply", 3);
        assert_eq!(on, off, "{id}");
    }
}

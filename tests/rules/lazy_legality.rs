//! Moves by need against the legal moves, in positions of random games of every game: the
//! quiescence search's pseudo-legal captures and promotions (`Position::pseudo_tactical_moves`)
//! that `Position::legality` allows are exactly the legal ones (`Position::legal_tactical_moves`),
//! in the same order, and so are all the pseudo-legal moves (`Position::pseudo_legal_moves`)
//! against `Position::legal_moves`; the full search with `lazy_search` finds what it finds
//! without it.

use quadrille::ai::random_move;
use quadrille::position::{Move, Position};
use quadrille::variant;

#[test]
fn moves_tested_one_at_a_time_are_the_legal_tactical_moves() {
    let mut compared = 0;
    let mut rejected = 0;
    walk(4, 80, |id, pos| {
        let (legal, _) = pos.legal_tactical_moves();
        if !legal.is_empty() {
            let pseudo = pos.pseudo_tactical_moves();
            let mut test = pos.legality();
            let allowed: Vec<Move> = pseudo.iter().filter(|m| test.allows(m)).copied().collect();
            assert_eq!(allowed, legal, "{id}: {}", pos.to_text());
            rejected += pseudo.len() - allowed.len();
            compared += 1;
        }
    });
    // The comparison happened, and some pseudo-legal captures were illegal (pinned pieces,
    // kings stepping into check, Alice arrival squares attacked).
    assert!(compared > 500, "{compared}");
    assert!(rejected > 0, "{rejected}");
}

/// The full search with the `lazy_search` switch (pseudo-legal moves, each tested when the
/// search comes to it) against the search with the legal moves: in positions of random games of
/// every game without dice, the same move, score, principal variation and number of nodes.
#[test]
fn the_lazy_search_searches_the_same_tree() {
    use quadrille::ai::{Limits, NoClock, Searcher, Switches};
    let limits = Limits {
        depth: Some(3),
        nodes: Some(200_000),
        movetime_ms: None,
    };
    let mut compared = 0;
    let mut seen = 0;
    walk(2, 41, |id, pos| {
        seen += 1;
        if pos.variant().has_dice() || seen % 20 != 0 {
            return;
        }
        let mut results = ["-lazy_search", "+lazy_search"].map(|sw| {
            let mut s = Searcher::new();
            s.set_switches(Switches::parse(sw).unwrap());
            s.search(pos, &limits, &NoClock)
        });
        let lazy = results[1].take();
        assert_eq!(lazy, results[0].take(), "{id}: {}", pos.to_text());
        compared += 1;
    });
    assert!(compared > 60, "{compared}");
}

/// Every pseudo-legal move that the legality test allows, in order, is the list of legal moves,
/// whenever that list is not empty (when it is, the rules' forced moves and passes apply, which
/// the search asks `Position::legal_moves` for).
#[test]
fn pseudo_legal_moves_tested_are_the_legal_moves() {
    let mut compared = 0;
    walk(3, 80, |id, pos| {
        let legal = pos.legal_moves();
        let mut test = pos.legality();
        let allowed: Vec<Move> = pos
            .pseudo_legal_moves()
            .into_iter()
            .filter(|m| test.allows(m))
            .collect();
        if !allowed.is_empty() {
            assert_eq!(allowed, legal, "{id}: {}", pos.to_text());
            compared += 1;
        }
    });
    assert!(compared > 1000, "{compared}");
}

/// Visits the positions of random games of every game (`games` games of at most `plies` plies
/// each, the dice rolled from the seed), with the game's id.
fn walk(games: u64, plies: u64, mut visit: impl FnMut(&str, &Position)) {
    for id in variant::ids() {
        let v = variant::build(id, &[]).unwrap();
        for game in 0..games {
            let mut pos = Position::start(&v);
            for ply in 0..plies {
                if pos.outcome().is_over() {
                    break;
                }
                if pos.needs_roll() {
                    pos = pos.roll_from_seed(game * 1000 + ply).unwrap();
                }
                visit(id, &pos);
                let Some(m) = random_move(&pos, game * 7919 + ply) else {
                    break;
                };
                pos = pos.play(&m);
            }
        }
    }
}

//! The quiescence search's moves by need (`Position::pseudo_tactical_moves` and
//! `Position::legality`) against the legal captures and promotions
//! (`Position::legal_tactical_moves`): in positions of random games of every game, the
//! pseudo-legal tactical moves that the test allows are exactly the legal ones, in the same order.

use quadrille::ai::random_move;
use quadrille::position::{Move, Position};
use quadrille::variant;

#[test]
fn moves_tested_one_at_a_time_are_the_legal_tactical_moves() {
    let mut compared = 0;
    let mut rejected = 0;
    for id in variant::ids() {
        let v = variant::build(id, &[]).unwrap();
        for game in 0..4u64 {
            let mut pos = Position::start(&v);
            for ply in 0..80u64 {
                if pos.outcome().is_over() {
                    break;
                }
                if pos.needs_roll() {
                    pos = pos.roll_from_seed(game * 1000 + ply).unwrap();
                }
                let (legal, _) = pos.legal_tactical_moves();
                if !legal.is_empty() {
                    let pseudo = pos.pseudo_tactical_moves();
                    let mut test = pos.legality();
                    let allowed: Vec<Move> =
                        pseudo.iter().filter(|m| test.allows(m)).copied().collect();
                    assert_eq!(allowed, legal, "{id}: {}", pos.to_text());
                    rejected += pseudo.len() - allowed.len();
                    compared += 1;
                }
                let Some(m) = random_move(&pos, game * 7919 + ply) else {
                    break;
                };
                pos = pos.play(&m);
            }
        }
    }
    // The comparison happened, and some pseudo-legal captures were illegal (pinned pieces,
    // kings stepping into check, Alice arrival squares attacked).
    assert!(compared > 500, "{compared}");
    assert!(rejected > 0, "{rejected}");
}

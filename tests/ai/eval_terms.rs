//! The evaluation's terms that the numbers leave out by default, so that a fit can weigh them
//! (`quadrille tune`): each changes the score by its weight times what it counts, counted here by
//! hand, and nothing where it counts nothing.

use quadrille::ai::{WeightedEval, Weights};
use quadrille::position::Position;
use quadrille::variant;

/// The score for the player to move of `text` in chess with the weights `w`, less the score
/// with the defaults: what the weights' terms add.
fn added(text: &str, w: &Weights) -> i32 {
    let v = variant::build("chess", &[]).unwrap();
    let pos = Position::from_text(&v, text).expect("a legal position");
    let with = WeightedEval::new(&v, w).evaluate(&pos);
    with - WeightedEval::new(&v, &Weights::default()).evaluate(&pos)
}

/// `pawn_far`: a pawn's steps past the middle of its way to promotion. A chess pawn starts six
/// steps from the last rank, so the middle is three: on the sixth rank it is one step past, on
/// the seventh two, on the fourth none. For the side to move a pawn of the other side counts
/// against.
#[test]
fn pawn_far_counts_the_steps_past_the_middle() {
    let w = Weights {
        pawn_far: 50,
        ..Weights::default()
    };
    for (pawn, steps) in [
        ("2P5/8/8/8/8/8", 2),
        ("8/2P5/8/8/8/8", 1),
        ("8/8/8/2P5/8/8", 0),
    ] {
        let text = format!("r3k3/{pawn}/R3K3 w - - 0 1");
        assert_eq!(added(&text, &w), 50 * steps, "{text}");
    }
    // A black pawn on c3 is one step past its middle: against White, to move.
    assert_eq!(added("r3k3/8/8/8/8/2p5/8/R3K3 w - - 0 1", &w), -50);
}

/// `leaper_near_royal`: a knight on e4 is two leaps from e8 (by f6) but not from h8; a rook
/// counts nothing; a black knight on e5 is two leaps from e1 (by d3).
#[test]
fn leaper_near_royal_counts_kings_two_leaps_away() {
    let w = Weights {
        leaper_near_royal: 40,
        ..Weights::default()
    };
    assert_eq!(added("r3k3/8/8/8/4N3/8/8/R3K3 w - - 0 1", &w), 40);
    assert_eq!(added("r6k/8/8/8/4N3/8/8/R3K3 w - - 0 1", &w), 0);
    assert_eq!(added("r3k3/8/8/8/3R4/8/8/4K3 w - - 0 1", &w), 0);
    // Black's knight two leaps from White's king counts against White, to move.
    assert_eq!(added("r6k/8/8/4n3/8/8/8/R3K3 w - - 0 1", &w), -40);
}

/// `threat`: a black pawn on b4 takes the white knight on c3 and wins at least two pawns,
/// whether a pawn on d2 defends it or not: a threat of Black's. Rooks facing each other on the
/// d-file, each defended by its king, win nothing by taking; a knight taking an undefended pawn
/// wins less than two pawns: no threat.
#[test]
fn threat_counts_captures_that_win_two_pawns() {
    let w = Weights {
        threat: 30,
        ..Weights::default()
    };
    assert_eq!(added("3rk3/8/8/8/1p6/2N5/8/3RK3 w - - 0 1", &w), -30);
    assert_eq!(added("3rk3/8/8/8/1p6/2N5/3P4/3RK3 w - - 0 1", &w), -30);
    assert_eq!(added("3rk3/8/8/8/8/2N5/8/3RK3 w - - 0 1", &w), 0);
    assert_eq!(added("3rk3/8/8/8/1p6/8/2N5/3RK3 w - - 0 1", &w), 0);
    // Undefended rooks facing each other on the a-file: a threat each, which cancel; with the
    // white king on b1 defending its rook, only White's threat on a8 is left.
    assert_eq!(added("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", &w), 0);
    assert_eq!(added("r3k3/8/8/8/8/8/8/RK6 w - - 0 1", &w), 30);
}

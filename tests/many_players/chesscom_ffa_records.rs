//! chess.com's free-for-all (`4pc-ffa`) where its real records settled what its rule summaries
//! leave open: a checkmate is found as soon as the move that gives it is played (the mover scores
//! it, whoever's pieces give the check), a stalemate only when the player's turn comes, and a king
//! may be taken even by a player whom that king's own pieces check (they die with it). Every
//! expectation is worked out by hand from the rules (`docs/rules-decisions.md`, "chess.com's
//! four-player chess").

use crate::common;

use common::{legal, play, verney_text};
use quadrille::position::{Player, Position};
use quadrille::variant;

const RED: Player = Player(0);
const BLUE: Player = Player(1);
const YELLOW: Player = Player(2);
const GREEN: Player = Player(3);

/// A position of `4pc-ffa` from its pieces and the fields after the placement.
fn pos(pieces: &[(&str, &str)], rest: &str) -> Position {
    let v = variant::build("4pc-ffa", &[]).unwrap();
    let t = verney_text(pieces, rest);
    Position::from_text(&v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

#[test]
fn a_king_is_taken_even_by_a_player_his_own_pieces_check() {
    // Yellow to move, his king on d13 in check from Green's knight on e11; Yellow's bishop on
    // g14 sees Green's king on k10 (h13, i12, j11 empty). Taking the king kills Green's pieces,
    // the knight with them, so the capture is legal (game 100527014, `Bg14xKk10#`); any other
    // bishop move leaves Yellow in check.
    let p = pos(
        &[
            ("h1", "rK"),
            ("a7", "bK"),
            ("d13", "yK"),
            ("g14", "yB"),
            ("k10", "gK"),
            ("e11", "gN"),
        ],
        "y - - 0 1 0/0/0/0 -",
    );
    let moves = legal(&p);
    assert!(moves.contains(&"Bg14xk10".to_string()), "{moves:?}");
    assert!(!moves.contains(&"Bg14-h13".to_string()), "{moves:?}");
    let after = play(&p, "Bg14xk10");
    assert_eq!(after.points(), [0, 0, 20, 0]);
    assert!(after.is_dead(GREEN));
    assert_eq!(after.to_move(), RED);
}

#[test]
fn a_checkmate_is_found_at_once_and_scores_for_the_mover() {
    // Blue to move: Red's king on h1 behind his pawns on g2, h2 and i2; the rook from d5 to d1
    // checks along rank 1 (e1, f1, g1 empty) and Red has no move. Red is mated at once, before
    // Yellow and Green play: Blue scores the 20 (game 100786972, `Qe2-f1+#`).
    let p = pos(
        &[
            ("h1", "rK"),
            ("g2", "rP"),
            ("h2", "rP"),
            ("i2", "rP"),
            ("d5", "bR"),
            ("a7", "bK"),
            ("g14", "yK"),
            ("n8", "gK"),
        ],
        "b - - 0 1 0/0/0/0 -",
    );
    let after = play(&p, "Rd5-d1");
    assert_eq!(after.points(), [0, 20, 0, 0]);
    assert!(after.is_dead(RED));
    assert_eq!(after.to_move(), YELLOW);
    // Yellow and Green play on; Red's turn passes over him and nobody else scores the mate.
    let after = play(&play(&after, "Kg14-f14"), "Kn8-n9");
    assert_eq!(after.to_move(), BLUE);
    assert_eq!(after.points(), [0, 20, 0, 0]);
}

#[test]
fn a_mate_another_player_s_piece_gives_scores_for_the_mover() {
    // Blue's bishop on h5 stands between Yellow's rook on h10 and Red's king on h1 (boxed in by
    // his rooks on g1 and i1 and pawns on g2 and i2, none of which can reach the h-file). Blue's
    // bishop leaves the file: Yellow's rook checks and Red has no move. The move that mates is
    // Blue's, so Blue scores the 20.
    let p = pos(
        &[
            ("h1", "rK"),
            ("g1", "rR"),
            ("i1", "rR"),
            ("g2", "rP"),
            ("i2", "rP"),
            ("h5", "bB"),
            ("a7", "bK"),
            ("h10", "yR"),
            ("g14", "yK"),
            ("n8", "gK"),
        ],
        "b - - 0 1 0/0/0/0 -",
    );
    let after = play(&p, "Bh5-e8");
    assert_eq!(after.points(), [0, 20, 0, 0]);
    assert!(after.is_dead(RED));
}

#[test]
fn a_stalemate_waits_for_the_player_s_turn() {
    // Blue's king on a4 has no move (a5 and b5 on the rank of Red's rook on c5, b4 and b5 on the
    // file of the rook on b11) but is not in check. Yellow, Green and Red move first: Blue is
    // still in until his turn comes, then he is stalemated and scores 20 himself.
    let p = crate::chesscom_ffa::blue_boxed_in("y - - 0 1 0/0/0/0 -");
    let p = play(&p, "Kg14-f14");
    assert!(!p.is_dead(BLUE));
    let p = play(&play(&p, "Kn9-n10"), "Kh1-i1");
    assert!(p.is_dead(BLUE));
    assert_eq!(p.points(), [0, 20, 0, 0]);
    assert_eq!(p.to_move(), YELLOW);
}

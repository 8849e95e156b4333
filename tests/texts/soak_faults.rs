//! Faults the soak found (`quadrille soak`, issue 16), each replayed: the games that showed them
//! must now read back after every step.

use quadrille::position::Position;
use quadrille::soak::{play_game, Plan, Player};
use quadrille::variant;

/// Game `seed` of the soak of `id` (`quadrille soak ID --plies 20000 --seed 1`: game k, from
/// 0, has seed 1 + k, and game k is the computer's when k % 4 is 3) must play without a fault.
fn soak_game(id: &str, seed: u64) {
    let v = variant::build(id, &[]).unwrap();
    let plan = Plan {
        max_plies: 200,
        every: 1,
        player: Player::of_game(seed - 1, 4),
    };
    let run = play_game(&v, seed, &plan);
    if let Some(f) = run.fault {
        panic!(
            "{id} seed {seed} after {} steps: {}\n{}",
            f.step, f.message, f.link
        );
    }
}

#[test]
fn a_finished_game_of_duels_keeps_its_move_number_when_read() {
    // Both duels are over and nobody can play: reading the text once moved the turn round all
    // four players, adding one to the move number.
    let v = variant::build("blocking-double", &[]).unwrap();
    let text = "blocking-double:8/8/8/14/14/14/14/14/14/14/14/8/8/8 w - - 0 49 bm/rm -";
    let p = Position::from_text(&v, text).unwrap();
    assert!(p.outcome().is_over());
    assert_eq!(p.to_text(), text);
    soak_game("blocking-double", 40);
}

#[test]
fn a_player_removed_by_checkmate_loses_his_castling_rights() {
    // In Fortress Chess a checkmated player's pieces leave the board; his castling rights
    // stayed, and the position text then named a right with no king or rook behind it.
    soak_game("fortress", 10);
}

/// The position of a link, after all its moves.
fn after_link(link: &str) -> Position {
    let game = quadrille::notation::link::decode(link).unwrap();
    game.steps
        .iter()
        .fold(game.start.clone(), |p, s| s.apply(&p))
}

#[test]
fn an_en_passant_cell_beyond_two_pawns_names_the_pawn_that_may_be_taken() {
    // Red's m5-k5 passed over l5, beyond which White's pawn l6 (from l4-l6 long before) stands
    // as well. The text wrote only `l5`, which reads as White's pawn, so White's en passant
    // capture k4xl5 was lost; the text now names the pawn: `l5(k5)`.
    let p = after_link(
        "v=1&g=fortress&m=N@o4.B@m3.R@n3.R@c3.N@c4.B@d4.R@b15.B@c14.N@c16.B@p15.N@m13.R@o15.\
         Qi3-h5.Bd4-k11.i13-i12.Ro15-o14.No4-p2.d5-f5.Rb15-b16.Nn11-l10.Qh5-k5.Nc6-d4.Bj14-h12.\
         Rn12-n13.Kh3-i3.d11-e11.Bc14-j7.Nm13-n15.g4xf5.Qc9-e8.Nf14-d13.Nn15-p16.l4-l6.Qe8-h8.\
         l13-l12.m7-l7.Rn3-n2.Qh8-i10.Bj7-g10.Rn13-n14.Qk5xl7.Bk11-i13.Rb16-b13.m8xl7.Bm3-h8.\
         Qi10-j12.Nk14xj12.m11xl12.Rn2-n3.d12-e12.f13xe12.m5-k5",
    );
    let text = p.to_text();
    assert!(text.contains(" l5(k5) "), "{text}");
    let taking = |p: &Position| {
        p.legal_moves()
            .iter()
            .any(|m| quadrille::notation::lan(p, m) == "k4xl5")
    };
    assert!(taking(&p));
    let back = Position::from_text(p.variant(), &text).unwrap();
    assert!(taking(&back));
    assert_eq!(back.to_text(), text);
    // A bare cell still reads as before: the first pawn beyond it (here White's own).
    let bare = Position::from_text(p.variant(), &text.replace("l5(k5)", "l5")).unwrap();
    assert!(!taking(&bare));
    for seed in [54, 98, 101] {
        soak_game("fortress", seed);
    }
}

#[test]
fn a_player_removed_by_checkmate_loses_his_en_passant_chance() {
    // Red's m12-k12 opened a chance at l12; Red was then checkmated and his pieces left the
    // board, but the chance stayed in the text, which then did not read back.
    let p = after_link(
        "v=1&g=fortress&m=R@n4.B@m4.N@m3.R@d3.B@d4.N@c4.R@c13.B@d13.N@d14.R@m14.B@m13.N@n13.\
         Bm4-j7.Bd4-i9.i13-i11.m12-k12.Bj7xm10.Bi9xe13.Qh14-l10",
    );
    assert!(p.open_en_passant().is_empty(), "{}", p.to_text());
    Position::from_text(p.variant(), &p.to_text()).unwrap();
    soak_game("fortress", 28);
}

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

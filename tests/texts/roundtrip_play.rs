//! Property tests over every game id (issue 16): seeded random play to the end of the game or a
//! ply cap, and after every step the position text, the link and the game record are written
//! and read back, giving the same position, key, legal moves and outcome (`quadrille::soak`).
//!
//! The suite's run is short; a longer one: `QUADRILLE_ROUNDTRIP_GAMES=50
//! QUADRILLE_ROUNDTRIP_PLIES=400 cargo test --release --test roundtrip_play` (or the `soak`
//! command of the command line).

use quadrille::soak::{play_game, Plan, Player};
use quadrille::variant;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Plays `games` games of every game id with `player`, failing on the first fault found.
fn every_game(player: Player, games: usize, plies: usize, seed0: u64) {
    let mut ended = 0;
    for id in variant::ids() {
        let v = variant::build(id, &[]).unwrap();
        for g in 0..games as u64 {
            let plan = Plan {
                max_plies: plies,
                every: 1,
                player,
            };
            let run = play_game(&v, seed0 + g, &plan);
            if let Some(f) = run.fault {
                panic!(
                    "{} seed {} after {} steps: {}\nreplay: {}",
                    f.game, f.seed, f.step, f.message, f.link
                );
            }
            assert!(run.plies > 0, "{id}: no move was played");
            ended += run.over as usize;
        }
    }
    if ended == 0 {
        // Random games rarely end within a short cap (about 3 of the 60 of the default run
        // end within 80 plies): when none did, one game of chess is played on to its end (by
        // mate, stalemate, repetition, the fifty-move rule or too little material; a random
        // game of chess comes to one of them within some hundreds of plies), so that the end
        // of a game is always checked too.
        let v = variant::build("chess", &[]).unwrap();
        let plan = Plan {
            max_plies: 5000,
            every: 1,
            player,
        };
        let run = play_game(&v, seed0, &plan);
        if let Some(f) = run.fault {
            panic!(
                "{} seed {} after {} steps: {}",
                f.game, f.seed, f.step, f.message
            );
        }
        ended += run.over as usize;
    }
    assert!(
        ended > 0,
        "no game ended within {plies} plies, nor chess within 5000"
    );
}

#[test]
fn random_play_reads_back_after_every_step_in_every_game() {
    every_game(
        Player::Random,
        env("QUADRILLE_ROUNDTRIP_GAMES", 3),
        env("QUADRILLE_ROUNDTRIP_PLIES", 80),
        1,
    );
}

#[test]
fn computer_play_reads_back_after_every_step_in_every_game() {
    every_game(
        Player::Computer {
            level: 1,
            nodes: 200,
        },
        env("QUADRILLE_ROUNDTRIP_GAMES", 3).div_ceil(3),
        env("QUADRILLE_ROUNDTRIP_PLIES", 80) / 2,
        1000,
    );
}

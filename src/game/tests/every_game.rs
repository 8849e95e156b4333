//! Every game of the registry: a game is created, a legal step played (a roll first in games with
//! dice), undone, and the status read, which says who is to move.

use super::*;
use crate::variant;

#[test]
fn every_game_plays_a_step_undoes_it_and_says_its_status() {
    for id in variant::ids() {
        let mut game = Game::build(id, &[], Some(11)).unwrap_or_else(|e| panic!("{id}: {e}"));
        let start = game.current().to_text();
        let status = game.status();
        assert!(!status.over, "{id} is over at its start");
        let name = game.variant().player_name(status.to_move).to_string();
        assert!(status.text.starts_with(&name), "{id}: {}", status.text);
        if game.current().needs_roll() {
            game.roll_dice().unwrap_or_else(|e| panic!("{id}: {e}"));
        }
        let before = game.length();
        let link_before = game.link();
        game.play_index(0).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(game.length(), before + 1, "{id}");
        assert_eq!(game.ply(), before + 1, "{id}");
        assert!(!game.steps()[before].san.is_empty(), "{id}");
        assert!(!game.status().text.is_empty(), "{id}");
        let back = Game::from_link(&game.link()).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(back.current().to_text(), game.current().to_text(), "{id}");
        game.undo().unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(game.length(), before, "{id}");
        assert_eq!(game.link(), link_before, "{id}");
        if before == 0 {
            assert_eq!(game.current().to_text(), start, "{id}");
        }
    }
}

//! A game with dice (Orwell Chess: White, Red and Black; a die of 1 or 6 moves a Berlinpeono, 3
//! a Gryphon): rolls are steps, given or from the seed, then the moves of the dice.

use super::*;
use crate::piece::Player;

fn orwell(seed: Option<u64>) -> Game {
    Game::build("orwell", &[], seed).unwrap()
}

#[test]
fn a_roll_comes_first_then_the_moves_of_its_dice() {
    let mut game = orwell(None);
    assert!(game.needs_seed());
    assert_eq!(game.status().text, "White to roll the dice");
    assert_eq!(
        game.play_text("c3-d4").unwrap_err().0,
        "roll the dice first"
    );
    game.roll_with([1, 3]).unwrap();
    assert_eq!(sans(&game), ["1,3:"]);
    assert_eq!(game.steps()[0].lan, "r13");
    // At the start the Gryphons cannot move: only the 1 can be used.
    assert_eq!(game.status().text, "White to move (die 1)");
    game.play_text("c3-d4").unwrap();
    assert_eq!(game.steps()[1].die, Some(1));
    assert_eq!(game.status().text, "White cannot use the dice: pass");
    game.play_index(0).unwrap();
    assert_eq!(game.status().text, "Red to roll the dice");
    assert_eq!(game.status().to_move, Player(1));
    let turns = game.turns();
    assert_eq!(turns.len(), 1);
    let t = &turns[0];
    assert_eq!((t.player, t.roll, t.ply), (Player(0), [1, 3], 1));
    assert_eq!(t.text, "1,3: c3-d4, pass");
    let plies: Vec<usize> = t.moves.iter().map(|m| m.ply).collect();
    assert_eq!(plies, [2, 3]);
    assert!(t.moves[1].pass && !t.moves[0].pass);
    assert_eq!(game.link(), "v=1&g=orwell&m=r13.c3-d4.pass");
}

#[test]
fn a_roll_is_refused_when_it_cannot_be_made() {
    let mut game = orwell(None);
    assert_eq!(
        game.roll_dice().unwrap_err().0,
        "this game has no seed for its dice: give the roll"
    );
    assert_eq!(
        game.roll_with([0, 7]).unwrap_err().0,
        "a die cannot show 0; its faces are 1 to 6"
    );
    game.roll_with([2, 2]).unwrap();
    assert_eq!(
        game.roll_with([2, 2]).unwrap_err().0,
        "White has already rolled 2,2"
    );
    assert_eq!(game.length(), 1);
}

#[test]
fn the_seed_rolls_the_dice_and_the_link_writes_its_rolls_short() {
    let mut game = orwell(Some(2002));
    assert!(!game.needs_seed());
    game.roll_dice().unwrap();
    assert_eq!(game.steps()[0].lan, "r");
    assert_eq!(game.link(), "v=1&g=orwell&d=2002&m=r");
    // The seed's roll given by hand is written the same way.
    let roll = game.start().seeded_roll(2002).unwrap();
    let mut given = orwell(None);
    given.roll_with(roll).unwrap();
    assert_eq!(given.steps()[0].lan, format!("r{}{}", roll[0], roll[1]));
    given.give_seed(2002).unwrap();
    assert_eq!(given.steps()[0].lan, "r");
    assert_eq!(given.link(), game.link());
    assert!(given.give_seed(1).is_err());
}

#[test]
fn undo_takes_back_a_roll_like_a_move() {
    let mut game = orwell(None);
    game.roll_with([1, 3]).unwrap();
    game.undo().unwrap();
    assert_eq!(game.length(), 0);
    assert_eq!(game.status().text, "White to roll the dice");
    assert!(game.turns().is_empty());
}

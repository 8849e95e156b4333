//! Orwell Chess texts that read back to the same game (issue 16): the key of a turn in
//! progress, and records of unfinished turns and of passes.

use quadrille::notation::{game_record, parse_move};
use quadrille::notation::link::Step;
use quadrille::position::Position;
use quadrille::rules::DiceState;
use quadrille::variant;

#[test]
fn a_turn_in_progress_has_one_key_however_it_was_reached() {
    // White rolls a double 2 and moves a Dabbabah: one 2 is left. The position read from its
    // text (`22/2`) is the same position, with the same key, as the one played.
    let v = variant::build("orwell", &[]).unwrap();
    let rolled = Position::start(&v).roll([2, 2]).unwrap();
    let m = parse_move(&rolled, "Dd3-e4").unwrap();
    let played = rolled.play(&m);
    assert!(played.to_text().ends_with(" 22/2"), "{}", played.to_text());
    let back = Position::from_text(&v, &played.to_text()).unwrap();
    assert_eq!(back.dice(), played.dice());
    assert_eq!(back.key(), played.key());
    // And the second Dabbabah move from either gives the same position and key.
    let m2 = parse_move(&played, "Dd1-c12").unwrap();
    assert_eq!(back.play(&m2).key(), played.play(&m2).key());
    assert_eq!(played.play(&m2).dice(), DiceState::ToRoll);
}

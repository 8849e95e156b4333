//! A game written as a link or a record and read back is the same game: the same steps, the
//! same ply viewed, the same ending.

use super::*;
use crate::piece::Player;
use crate::position::Agreement;

/// Whether two games are the same: steps (with their texts), ply, ending, seed and position.
fn assert_same(a: &Game, b: &Game) {
    let steps = |g: &Game| -> Vec<(Step, String, String, Option<u8>)> {
        g.steps()
            .iter()
            .map(|p| (p.step.clone(), p.san.clone(), p.lan.clone(), p.die))
            .collect()
    };
    assert_eq!(steps(a), steps(b));
    assert_eq!((a.ply(), a.end(), a.seed()), (b.ply(), b.end(), b.seed()));
    assert_eq!(a.current().to_text(), b.current().to_text());
    assert_eq!(a.link(), b.link());
}

#[test]
fn a_link_reads_back_as_the_same_game_at_the_same_ply() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    game.go_to(2).unwrap();
    let back = Game::from_link(&game.link()).unwrap();
    assert_same(&game, &back);
    assert_eq!(back.ply(), 2);
    // With a leading # too.
    let hashed = Game::from_link(&format!("#{}", game.link())).unwrap();
    assert_same(&game, &hashed);
}

#[test]
fn a_link_keeps_the_ending_and_the_leaves() {
    let mut game = Game::build("four-ffa", &[], None).unwrap();
    play_all(&mut game, &["e2-e3"]);
    game.resign(Player(1)).unwrap();
    game.agree_draw().unwrap();
    let back = Game::from_link(&game.link()).unwrap();
    assert_same(&game, &back);
    assert_eq!(back.end(), Some(Agreement::Drawn));
    assert_eq!(back.status().text, "Draw by agreement");
}

#[test]
fn a_link_of_a_game_with_dice_keeps_its_seed_and_rolls() {
    let mut game = Game::build("orwell", &[], Some(2002)).unwrap();
    game.roll_with([1, 3]).unwrap();
    game.play_text("c3-d4").unwrap();
    game.play_index(0).unwrap();
    game.roll_dice().unwrap();
    let back = Game::from_link(&game.link()).unwrap();
    assert_same(&game, &back);
    assert_eq!(back.seed(), Some(2002));
}

#[test]
fn a_broken_link_is_an_error_and_its_readable_part_is_offered() {
    let e = Game::from_link("v=1&g=chess&m=e2-e4.e2-e4").unwrap_err();
    assert!(matches!(
        e,
        crate::notation::link::LinkError::Move { number: 2, .. }
    ));
    assert!(e
        .to_string()
        .starts_with("move 2 of the link (e2-e4) cannot be played: "));
    assert_eq!(
        crate::notation::link::readable_part("v=1&g=chess&m=e2-e4.e2-e4&p=2").as_deref(),
        Some("v=1&g=chess&m=e2-e4")
    );
    assert_eq!(
        crate::notation::link::readable_part("v=1&g=chess&m=e2-e4"),
        None
    );
    assert_eq!(crate::notation::link::readable_part("v=1&g=nothing"), None);
    assert!(Game::from_link("").is_err());
}

#[test]
fn a_record_reads_back_as_the_same_game() {
    let mut game = chess();
    play_all(&mut game, &["d4", "d5", "c4"]);
    game.resign(Player(1)).unwrap();
    let record = game.record();
    assert!(record.contains("1. d4 d5 2. c4 1-0"), "{record}");
    let back = Game::from_record(&record, None).unwrap();
    assert_same(&game, &back);
    // A record without a [Game] tag takes the fallback.
    let bare = Game::from_record("1. e4 e5 *", Some("chess")).unwrap();
    assert_eq!(sans(&bare), ["e4", "e5"]);
    assert!(Game::from_record("1. e4 e5 *", None).is_err());
    assert!(Game::from_record("1. e4 e4 *", Some("chess")).is_err());
}

#[test]
fn a_record_of_a_game_with_dice_writes_its_turns() {
    let mut game = Game::build("orwell", &[], None).unwrap();
    game.roll_with([1, 3]).unwrap();
    game.play_text("c3-d4").unwrap();
    game.play_index(0).unwrap();
    let record = game.record();
    assert!(record.contains("1,3: c3-d4, pass"), "{record}");
    let back = Game::from_record(&record, None).unwrap();
    assert_same(&game, &back);
}

#[test]
fn a_problem_keeps_its_stipulation_in_the_link_through_its_moves() {
    let mut game = chess();
    assert_eq!(game.stipulation(), None);
    assert!(game
        .set_stipulation(Some("#0"))
        .unwrap_err()
        .contains("at least 1"));
    game.set_stipulation(Some("H#2.5")).unwrap();
    assert_eq!(game.stipulation(), Some("h#2.5"));
    play_all(&mut game, &["e4", "e5"]);
    assert!(game.link().ends_with("&t=h%232.5"), "{}", game.link());
    let back = Game::from_link(&game.link()).unwrap();
    assert_same(&game, &back);
    assert_eq!(back.stipulation(), Some("h#2.5"));
    game.set_stipulation(None).unwrap();
    assert!(!game.link().contains("t="), "{}", game.link());
}

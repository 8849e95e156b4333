//! Playing, undo, go-to and rewind in a game of chess.

use super::*;
use crate::piece::Player;

#[test]
fn a_new_game_views_the_start_with_white_to_move() {
    let game = chess();
    assert_eq!((game.ply(), game.length()), (0, 0));
    assert_eq!(game.end(), None);
    let s = game.status();
    assert_eq!(s.to_move, Player(0));
    assert!(!s.over && !s.in_check);
    assert_eq!(s.result, "ongoing");
    assert_eq!(s.text, "White to move");
    assert_eq!(game.link(), "v=1&g=chess");
}

#[test]
fn each_step_keeps_its_position_san_lan_and_die() {
    let mut game = chess();
    play_all(&mut game, &["e4", "Nc6", "Nf3"]);
    assert_eq!(sans(&game), ["e4", "Nc6", "Nf3"]);
    let lans: Vec<&str> = game.steps().iter().map(|p| p.lan.as_str()).collect();
    assert_eq!(lans, ["e2-e4", "Nb8-c6", "Ng1-f3"]);
    assert!(game.steps().iter().all(|p| p.die.is_none()));
    assert_eq!(
        game.steps()[0].after.to_text(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert_eq!(
        game.current().to_text(),
        "r1bqkbnr/pppppppp/2n5/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2"
    );
    assert_eq!((game.ply(), game.length()), (3, 3));
    assert_eq!(game.status().text, "Black to move");
}

#[test]
fn undo_takes_back_the_last_step_and_views_the_end() {
    let mut game = chess();
    play_all(&mut game, &["d4", "d5"]);
    game.go_to(0).unwrap();
    game.undo().unwrap();
    assert_eq!(sans(&game), ["d4"]);
    assert_eq!(game.ply(), 1);
    game.undo().unwrap();
    assert_eq!(game.length(), 0);
    assert_eq!(game.current().to_text(), game.start().to_text());
    let e = game.undo().unwrap_err();
    assert_eq!(e.0, "there is no move to take back");
}

#[test]
fn go_to_views_an_earlier_ply_and_back() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3"]);
    game.go_to(1).unwrap();
    assert_eq!(game.ply(), 1);
    assert_eq!(game.length(), 3);
    assert_eq!(game.status().text, "Black to move");
    assert_eq!(game.next_step(), Some(&game.steps()[1].step));
    assert_eq!(game.link(), "v=1&g=chess&m=e2-e4.e7-e5.Ng1-f3&p=1");
    let e = game.go_to(4).unwrap_err();
    assert_eq!(e.0, "there is no ply 4: 3 moves were played");
    assert_eq!(game.ply(), 1);
    game.go_to(3).unwrap();
    assert_eq!(game.status().text, "Black to move");
    assert_eq!(game.next_step(), None);
    assert_eq!(game.link(), "v=1&g=chess&m=e2-e4.e7-e5.Ng1-f3");
}

#[test]
fn the_last_move_is_the_last_one_up_to_the_viewed_ply() {
    let mut game = chess();
    assert_eq!(game.last_move(), None);
    play_all(&mut game, &["e4", "e5"]);
    let e5 = game.last_move().unwrap();
    assert_eq!((e5.from, e5.to), (cell(&game, "e7"), cell(&game, "e5")));
    game.go_to(1).unwrap();
    let e4 = game.last_move().unwrap();
    assert_eq!((e4.from, e4.to), (cell(&game, "e2"), cell(&game, "e4")));
}

#[test]
fn a_move_is_played_by_index_or_text_and_a_bad_one_is_refused() {
    let mut game = chess();
    let i = game.move_index("Nf3").unwrap();
    let m = game.current().legal_moves()[i];
    assert_eq!((m.from, m.to), (cell(&game, "g1"), cell(&game, "f3")));
    game.play_index(i).unwrap();
    assert_eq!(sans(&game), ["Nf3"]);
    // Twenty moves for each side at the start: after 1. Nf3 Black has twenty too.
    let e = game.play_index(20).unwrap_err();
    assert_eq!(
        e.0,
        "there is no legal move number 20; this position has 20"
    );
    assert!(
        game.play_text("Nf3").is_err(),
        "Black has no knight that reaches f3"
    );
    assert!(
        game.move_index("e4").is_err(),
        "Black's pawns go down the board"
    );
    // A move of another position: White's knight is no longer on g1.
    assert_eq!(
        game.play(Step::Move(m)).unwrap_err().0,
        "that move is not legal here"
    );
    assert_eq!(game.length(), 1);
}

#[test]
fn a_game_without_dice_has_no_roll() {
    let mut game = chess();
    assert_eq!(
        game.roll_dice().unwrap_err().0,
        "Chess is not played with dice"
    );
    assert_eq!(
        game.roll_with([1, 3]).unwrap_err().0,
        "Chess is not played with dice"
    );
    assert!(!game.needs_seed());
    assert_eq!(game.seed(), None);
    assert!(game.give_seed(5).is_err());
}

#[test]
fn no_step_after_a_mate() {
    let mut game = chess();
    play_all(&mut game, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(game.play_text("a3").unwrap_err().0, "the game is over");
    assert_eq!(
        game.play_index(0).unwrap_err().0,
        "there is no legal move number 0; this position has 0"
    );
    assert_eq!(game.length(), 4);
}

#[test]
fn rewind_goes_back_to_the_start_and_forgets_everything() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5"]);
    game.go_to(1).unwrap();
    play_all(&mut game, &["c5"]);
    game.resign(Player(0)).unwrap();
    assert_eq!(game.lines().len(), 1);
    game.rewind();
    assert_eq!((game.ply(), game.length(), game.end()), (0, 0, None));
    assert!(game.lines().is_empty());
    assert_eq!(game.status().text, "White to move");
}

//! Resigning, running out of time, leaving and agreeing a draw, in chess and in the four-player
//! free-for-all (four-ffa: White, Red, Yellow, Black, each for himself, kings captured).

use super::*;
use crate::piece::Player;
use crate::position::leaving::Departure;
use crate::position::Agreement;

const WHITE: Player = Player(0);
const RED: Player = Player(1);
const YELLOW: Player = Player(2);
const BLACK: Player = Player(3);

fn four() -> Game {
    Game::build("four-ffa", &[], None).unwrap()
}

#[test]
fn a_resignation_in_chess_ends_the_game() {
    let mut game = chess();
    play_all(&mut game, &["e4"]);
    assert!(game.can_resign(WHITE) && game.can_resign(Player(1)));
    assert!(!game.goes_on_without(WHITE));
    game.go_to(0).unwrap();
    game.resign(WHITE).unwrap();
    // The ending comes after the last move, which is viewed.
    assert_eq!((game.ply(), game.length()), (1, 1));
    assert_eq!(game.end(), Some(Agreement::Resigned(WHITE)));
    let s = game.status();
    assert!(s.over);
    assert_eq!(s.result, "resignation");
    assert_eq!(s.winners, [Player(1)]);
    assert_eq!(s.text, "White resigned; Black wins");
    assert_eq!(game.link(), "v=1&g=chess&m=e2-e4&e=r0");
    // Only at the last ply: the start is still the start.
    game.go_to(0).unwrap();
    assert!(!game.status().over);
    assert!(!game.can_resign(Player(1)) && !game.can_agree());
    let e = game.resign(Player(1)).unwrap_err();
    assert_eq!(e.0, "the game is over (White resigned)");
    game.go_to(1).unwrap();
    assert_eq!(
        game.play_text("e5").unwrap_err().0,
        "the game is over (White resigned)"
    );
}

#[test]
fn undo_takes_back_the_ending_first() {
    let mut game = chess();
    play_all(&mut game, &["e4"]);
    game.time_out(Player(1)).unwrap();
    assert_eq!(game.status().text, "Black's time ran out; White wins");
    assert_eq!(game.status().result, "time forfeit");
    game.undo().unwrap();
    assert_eq!((game.end(), game.length()), (None, 1));
    assert_eq!(game.status().text, "Black to move");
}

#[test]
fn an_agreed_draw_ends_the_game_for_everyone() {
    let mut game = chess();
    assert!(game.can_agree());
    game.agree_draw().unwrap();
    let s = game.status();
    assert!(s.over && s.winners.is_empty());
    assert_eq!(s.result, "agreement");
    assert_eq!(s.text, "Draw by agreement");
    assert_eq!(
        game.agree_draw().unwrap_err().0,
        "the game is over (a draw was agreed)"
    );
    assert_eq!(
        game.play_text("e4").unwrap_err().0,
        "the game is over (a draw was agreed)"
    );
}

#[test]
fn no_ending_after_a_mate() {
    let mut game = chess();
    play_all(&mut game, &["f3", "e5", "g4", "Qh4#"]);
    assert!(!game.can_agree() && !game.can_resign(WHITE));
    assert_eq!(game.agree_draw().unwrap_err().0, "the game is already over");
    assert_eq!(
        game.resign(WHITE).unwrap_err().0,
        "the game is already over"
    );
}

#[test]
fn in_the_free_for_all_players_leave_until_one_opponent_is_left() {
    let mut game = four();
    assert_eq!(game.players_in(), [WHITE, RED, YELLOW, BLACK]);
    // White, to move, has three opponents: he leaves and Red moves next.
    assert!(game.goes_on_without(WHITE));
    game.resign(WHITE).unwrap();
    assert_eq!(game.length(), 1);
    assert_eq!(
        game.steps()[0].step,
        Step::Leave(WHITE, Departure::Resigned)
    );
    assert_eq!(sans(&game), ["White resigned"]);
    assert_eq!(game.end(), None);
    assert_eq!(game.status().to_move, RED);
    assert_eq!(game.players_in(), [RED, YELLOW, BLACK]);
    assert!(!game.can_resign(WHITE));
    // Red has two opponents left: he leaves too.
    game.resign(RED).unwrap();
    assert_eq!(game.length(), 2);
    assert_eq!(game.status().text, "Yellow to move");
    // Yellow has one: his resignation ends the game, and Black wins.
    assert!(!game.goes_on_without(YELLOW));
    game.resign(YELLOW).unwrap();
    assert_eq!(game.length(), 2);
    assert_eq!(game.end(), Some(Agreement::Resigned(YELLOW)));
    let s = game.status();
    assert_eq!(s.winners, [BLACK]);
    assert_eq!(s.text, "Yellow resigned; Black wins");
    assert_eq!(game.link(), "v=1&g=four-ffa&m=resign0.resign1&e=r2");
    assert_eq!(game.movers(), [(WHITE, 1), (RED, 1)]);
    // Undo: the ending, then Red's leave.
    game.undo().unwrap();
    game.undo().unwrap();
    assert_eq!(game.players_in(), [RED, YELLOW, BLACK]);
    assert_eq!(game.status().text, "Red to move");
}

#[test]
fn in_the_free_for_all_a_player_may_leave_out_of_turn() {
    let mut game = four();
    play_all(&mut game, &["e2-e3"]);
    game.time_out(YELLOW).unwrap();
    assert_eq!(sans(&game)[1], "Yellow's time ran out");
    assert_eq!(game.status().to_move, RED);
    assert_eq!(game.movers(), [(WHITE, 1), (YELLOW, 1)]);
    assert_eq!(game.link(), "v=1&g=four-ffa&m=e2-e3.time2");
    let seats = game.seats();
    assert_eq!(seats.len(), 4);
    assert!(seats[2].out && !seats[0].out);
    let e3 = seats[0].last_move.unwrap();
    assert_eq!((e3.from, e3.to), (cell(&game, "e2"), cell(&game, "e3")));
    assert_eq!(seats[1].last_move, None);
}

#[test]
fn in_the_free_for_all_everyone_still_in_may_agree_a_draw() {
    let mut game = four();
    game.resign(BLACK).unwrap();
    assert!(game.can_agree());
    game.agree_draw().unwrap();
    let s = game.status();
    assert_eq!(
        (s.result, s.text.as_str()),
        ("agreement", "Draw by agreement")
    );
    assert!(s.winners.is_empty());
    assert_eq!(game.link(), "v=1&g=four-ffa&m=resign3&e=d");
}

//! Side lines: a step played at an earlier ply keeps the old continuation, which can be opened
//! again; after an undo the old continuation is found.

use super::*;
use crate::piece::Player;
use crate::position::Agreement;

#[test]
fn a_step_at_an_earlier_ply_starts_a_new_main_line_and_keeps_the_old_one() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3", "Nc6"]);
    game.go_to(2).unwrap();
    play_all(&mut game, &["d4"]);
    assert_eq!(sans(&game), ["e4", "e5", "d4"]);
    assert_eq!((game.ply(), game.length()), (3, 3));
    assert_eq!(game.lines().len(), 1);
    assert_eq!(
        line_sans(&game, &game.lines()[0]),
        ["e4", "e5", "Nf3", "Nc6"]
    );
    let side = game.side_lines();
    assert_eq!(side.len(), 1);
    assert_eq!((side[0].index, side[0].from), (0, 2));
}

#[test]
fn a_step_at_the_end_keeps_no_line() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5"]);
    assert!(game.lines().is_empty());
    assert!(game.side_lines().is_empty());
}

#[test]
fn the_next_step_played_again_leaves_the_old_line_held_by_the_main_line() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3"]);
    game.go_to(1).unwrap();
    play_all(&mut game, &["e5"]);
    // The old line goes on from the new main line: kept, and shown as leaving it after move 2.
    assert_eq!(sans(&game), ["e4", "e5"]);
    let side = game.side_lines();
    assert_eq!(side.len(), 1);
    assert_eq!(side[0].from, 2);
    assert_eq!(game.continuation(), Some(0));
}

#[test]
fn opening_a_side_line_swaps_it_with_the_main_line() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3", "Nc6"]);
    game.go_to(2).unwrap();
    play_all(&mut game, &["d4"]);
    game.open_line(0, 3).unwrap();
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!((game.ply(), game.length()), (3, 4));
    assert_eq!(game.lines().len(), 1);
    assert_eq!(line_sans(&game, &game.lines()[0]), ["e4", "e5", "d4"]);
    assert_eq!(game.side_lines()[0].from, 2);
    // A ply past the line's end views its end.
    game.open_line(0, 99).unwrap();
    assert_eq!(sans(&game), ["e4", "e5", "d4"]);
    assert_eq!(game.ply(), 3);
    let e = game.open_line(5, 0).unwrap_err();
    assert_eq!(e.0, "there is no side line number 5; this game keeps 1");
}

#[test]
fn after_an_undo_the_old_continuation_is_found_and_opened() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3", "Nc6"]);
    game.go_to(2).unwrap();
    play_all(&mut game, &["d4"]);
    assert_eq!(game.continuation(), None);
    game.undo().unwrap();
    let i = game.continuation().unwrap();
    game.open_line(i, game.length()).unwrap();
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(game.ply(), 2);
    // The main line [e4 e5] was held by the line opened: it is not kept.
    assert!(game.lines().is_empty());
}

#[test]
fn a_line_held_by_a_kept_line_is_not_kept_again_and_a_longer_one_replaces_it() {
    let mut game = chess();
    play_all(&mut game, &["e4", "e5", "Nf3"]);
    game.go_to(1).unwrap();
    play_all(&mut game, &["c5"]);
    // Kept: [e4 e5 Nf3]. Main: [e4 c5].
    game.go_to(1).unwrap();
    play_all(&mut game, &["e5"]);
    // [e4 c5] is kept too; the main line is [e4 e5].
    assert_eq!(game.lines().len(), 2);
    game.go_to(1).unwrap();
    play_all(&mut game, &["c5"]);
    // [e4 e5] is held by the kept [e4 e5 Nf3]: nothing more is kept.
    assert_eq!(game.lines().len(), 2);
    let kept: Vec<Vec<String>> = game.lines().iter().map(|l| line_sans(&game, l)).collect();
    assert_eq!(kept, [vec!["e4", "e5", "Nf3"], vec!["e4", "c5"]]);
    // [e4 c5] is the main line now; a longer line from it replaces the kept [e4 c5].
    play_all(&mut game, &["Nf3"]);
    game.go_to(0).unwrap();
    play_all(&mut game, &["d4"]);
    let kept: Vec<Vec<String>> = game.lines().iter().map(|l| line_sans(&game, l)).collect();
    assert_eq!(kept, [vec!["e4", "e5", "Nf3"], vec!["e4", "c5", "Nf3"]]);
    let from: Vec<usize> = game.side_lines().iter().map(|s| s.from).collect();
    assert_eq!(from, [0, 0]);
}

#[test]
fn at_most_twenty_lines_are_kept_the_oldest_going_first() {
    let mut game = chess();
    // White's twenty first moves, each played at the start: the nineteen before the last are
    // kept.
    for i in 0..20 {
        game.go_to(0).unwrap();
        game.play_index(i).unwrap();
    }
    assert_eq!(game.lines().len(), 19);
    let first = game.lines()[0].steps[0].clone();
    // A reply, then a second reply played at ply 1: the first reply's line is the twentieth.
    // A third reply keeps the second's line: twenty-one lines, the oldest dropped.
    game.play_index(0).unwrap();
    game.go_to(1).unwrap();
    game.play_index(1).unwrap();
    assert_eq!(game.lines().len(), 20);
    game.go_to(1).unwrap();
    game.play_index(2).unwrap();
    assert_eq!(game.lines().len(), MAX_LINES);
    assert!(game.lines().iter().all(|l| l.steps[0] != first));
}

#[test]
fn a_line_keeps_how_the_players_ended_it() {
    let mut game = chess();
    play_all(&mut game, &["e4"]);
    game.resign(Player(1)).unwrap();
    game.go_to(0).unwrap();
    play_all(&mut game, &["d4"]);
    assert_eq!(game.end(), None);
    assert_eq!(game.lines()[0].end, Some(Agreement::Resigned(Player(1))));
    game.open_line(0, 1).unwrap();
    assert_eq!(game.end(), Some(Agreement::Resigned(Player(1))));
    assert_eq!(game.status().text, "Black resigned; White wins");
}

//! Tests of players leaving a game that goes on: who is out, the turn and the end. The leaves
//! written in links and records are tested with the notation, in `tests/many_players/leaving_texts.rs`.

use super::*;
use crate::position::Move;
use crate::variant;

fn start(id: &str) -> Position {
    Position::start(&variant::build(id, &[]).unwrap())
}

fn pieces_of(pos: &Position, p: Player) -> usize {
    pos.pieces().iter().filter(|(_, x)| x.owner == p).count()
}

/// The position after the first legal move of each of `n` plies.
fn first_moves(mut pos: Position, n: usize) -> (Position, Vec<Move>) {
    let mut steps = Vec::new();
    for _ in 0..n {
        let m = pos.legal_moves()[0];
        pos = pos.play(&m);
        steps.push(m);
    }
    (pos, steps)
}

#[test]
fn in_four_ffa_a_player_who_leaves_loses_his_army_and_the_others_play_on() {
    let pos = start("four-ffa");
    let red = Player(1);
    let total = pos.pieces().len();
    let reds = pieces_of(&pos, red);
    assert!(reds > 0);
    assert_eq!(
        leaving(&pos, red, Departure::Resigned),
        Ok(Leaving::Leaves(red, Departure::Resigned))
    );
    let after = pos.leave(red).unwrap();
    assert!(after.is_out(red));
    assert!(!pos.is_out(red));
    assert_eq!(pieces_of(&after, red), 0);
    assert_eq!(after.pieces().len(), total - reds);
    // Not Red's turn: White still moves, and the game goes on.
    assert_eq!(after.to_move(), Player(0));
    assert_eq!(after.outcome(), Outcome::Ongoing);
    // He cannot leave twice, nor can a player the game does not have.
    assert!(after.leave(red).is_err());
    assert!(leaving(&after, red, Departure::Resigned).is_err());
    assert!(leaving(&after, Player(4), Departure::Resigned).is_err());
    // The text of the position reads back to the same position.
    let v = pos.variant();
    assert_eq!(
        Position::from_text(v, &after.to_text()).unwrap().to_text(),
        after.to_text()
    );
}

#[test]
fn the_turn_passes_on_when_the_player_to_move_leaves() {
    let pos = start("four-ffa");
    // White leaves on his turn: Red moves next, in the same round.
    let after = pos.leave(Player(0)).unwrap();
    assert_eq!(after.to_move(), Player(1));
    assert_eq!(after.fullmove_number(), pos.fullmove_number());
    // The last player of the round leaves on his turn: the next round starts with White.
    let (fourth, _) = first_moves(pos.clone(), 3);
    assert_eq!(fourth.to_move(), Player(3));
    let after = fourth.leave(Player(3)).unwrap();
    assert_eq!(after.to_move(), Player(0));
    assert_eq!(after.fullmove_number(), fourth.fullmove_number() + 1);
    // Red left; when Green... Yellow's turn ends, Red is passed over.
    let without_red = pos.leave(Player(1)).unwrap();
    let (next, _) = first_moves(without_red, 1);
    assert_eq!(next.to_move(), Player(2));
}

#[test]
fn with_one_opponent_left_a_resignation_ends_the_game() {
    let pos = start("four-ffa");
    let two_left = pos.leave(Player(1)).unwrap().leave(Player(2)).unwrap();
    assert_eq!(two_left.outcome(), Outcome::Ongoing);
    let black = Player(3);
    assert!(!goes_on_without(&two_left, black));
    assert_eq!(
        leaving(&two_left, black, Departure::OutOfTime),
        Ok(Leaving::Ends(Agreement::OutOfTime(black)))
    );
    assert_eq!(
        Agreement::OutOfTime(black).winners(&two_left),
        vec![Player(0)]
    );
    assert!(check_leave(&two_left, black, Departure::Resigned).is_err());
}

#[test]
fn games_without_a_free_for_all_elimination_end_at_a_resignation() {
    for id in [
        "chess",
        "orwell",
        "four-teams",
        "blocking-double",
        "dodgson",
    ] {
        let pos = start(id);
        let p = Player(1);
        assert!(!goes_on_without(&pos, p), "{id}");
        assert_eq!(
            leaving(&pos, p, Departure::Resigned),
            Ok(Leaving::Ends(Agreement::Resigned(p))),
            "{id}"
        );
        let err = check_leave(&pos, p, Departure::Resigned).unwrap_err();
        assert!(err.contains("does not go on"), "{id}: {err}");
    }
}

#[test]
fn a_time_out_is_read_as_a_resignation_in_every_game() {
    // four-teams: White and Yellow (0, 2) against Red and Black (1, 3): Red's team loses.
    let teams = start("four-teams");
    let red = Player(1);
    assert_eq!(
        leaving(&teams, red, Departure::OutOfTime),
        Ok(Leaving::Ends(Agreement::OutOfTime(red)))
    );
    assert_eq!(
        Agreement::OutOfTime(red).winners(&teams),
        vec![Player(0), Player(2)]
    );
    // Dodgson: the first elimination; nothing taken yet, the three others tie and win.
    let dodgson = start("dodgson");
    assert_eq!(
        Agreement::OutOfTime(Player(2)).winners(&dodgson),
        vec![Player(0), Player(1), Player(3)]
    );
}

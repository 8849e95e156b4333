//! Every four-player game on one board ends: bare kings, king and one minor piece against a king
//! when only two players are left, threefold repetition of the whole position, and the
//! fifty-move rule counted over the players still in the game (50 moves each: 200 plies with
//! four, 150 with three). Every expectation is worked out by hand from the positions below; the
//! readings are in `docs/rules-decisions.md` ("Every game ends").

use crate::common;

use common::{json, play, quadrille};
use quadrille::game::Step;
use quadrille::notation::game_record;
use quadrille::position::{GameResult, Outcome, Position};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

fn game(id: &str) -> Arc<Variant> {
    variant::build(id, &[]).unwrap()
}

use common::verney_text as text;

fn pos(v: &Arc<Variant>, pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = text(pieces, rest);
    Position::from_text(v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn drawn(result: GameResult) -> Outcome {
    Outcome::Over {
        result,
        winners: vec![],
    }
}

/// The four kings on their start squares.
const KINGS: [(&str, &str); 4] = [("h1", "wK"), ("n7", "rK"), ("g14", "yK"), ("a8", "bK")];

const VERNEY_GAMES: [&str; 3] = ["four-teams", "four-ffa", "four-conventional"];

#[test]
fn bare_kings_end_every_four_player_game() {
    for id in VERNEY_GAMES {
        let v = game(id);
        let p = pos(&v, &KINGS, "w - - 0 1");
        assert_eq!(p.outcome(), drawn(GameResult::BareKings), "{id}");
        // One pawn anywhere keeps the game going.
        let mut pieces = KINGS.to_vec();
        pieces.push(("e2", "wP"));
        assert_eq!(
            pos(&v, &pieces, "w - - 0 1").outcome(),
            Outcome::Ongoing,
            "{id}"
        );
    }
}

#[test]
fn a_single_minor_piece_draws_only_when_two_players_are_left() {
    // Four players: a king can take away squares from another player's king, so a knight may
    // still help to mate.
    let mut pieces = KINGS.to_vec();
    pieces.push(("e5", "wN"));
    let v = game("four-ffa");
    assert_eq!(pos(&v, &pieces, "w - - 0 1").outcome(), Outcome::Ongoing);
    // Red and Black are out (no king): White's king and knight against Yellow's bare king is
    // the orthodox dead position.
    let two = [("h1", "wK"), ("e5", "wN"), ("g14", "yK")];
    assert_eq!(
        pos(&v, &two, "w - - 0 1").outcome(),
        drawn(GameResult::DeadPosition)
    );
    // A rook is enough force.
    let rook = [("h1", "wK"), ("e5", "wR"), ("g14", "yK")];
    assert_eq!(pos(&v, &rook, "w - - 0 1").outcome(), Outcome::Ongoing);
}

#[test]
fn the_fifty_move_rule_counts_every_player_still_in() {
    let mut pieces = KINGS.to_vec();
    pieces.push(("e5", "wR"));
    for id in VERNEY_GAMES {
        let v = game(id);
        // 199 plies without a capture or a pawn move; White's king move is the 200th: each of
        // the four players has made fifty.
        let p = pos(&v, &pieces, "w - - 199 50");
        assert_eq!(p.outcome(), Outcome::Ongoing, "{id}");
        let p = play(&p, "Kh1-i1");
        assert_eq!(p.outcome(), drawn(GameResult::FiftyMoves), "{id}");
        // A pawn move starts the count again.
        let mut with_pawn = pieces.clone();
        with_pawn.push(("e2", "wP"));
        let p = play(&pos(&v, &with_pawn, "w - - 199 50"), "e2-e3");
        assert_eq!(p.outcome(), Outcome::Ongoing, "{id}");
    }
    // In the free-for-all with Black out, three players: 150 plies.
    let v = game("four-ffa");
    let three = [("h1", "wK"), ("e5", "wR"), ("n7", "rK"), ("g14", "yK")];
    let p = play(&pos(&v, &three, "w - - 148 50"), "Kh1-i1");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let p = play(&p, "Kn7-n6");
    assert_eq!(p.outcome(), drawn(GameResult::FiftyMoves));
}

#[test]
fn threefold_repetition_of_the_whole_position_draws() {
    let mut pieces = KINGS.to_vec();
    pieces.push(("e5", "wR"));
    // Each king steps out and back: after each round of eight plies the start comes back.
    let round = [
        "Kh1-i1", "Kn7-n6", "Kg14-f14", "Ka8-a9", "Ki1-h1", "Kn6-n7", "Kf14-g14", "Ka9-a8",
    ];
    for id in ["four-teams", "four-ffa"] {
        let v = game(id);
        let mut p = pos(&v, &pieces, "w - - 0 1");
        for (i, m) in round.iter().chain(&round).enumerate() {
            assert_eq!(p.outcome(), Outcome::Ongoing, "{id} before ply {}", i + 1);
            p = play(&p, m);
        }
        // The start position a third time.
        assert_eq!(p.outcome(), drawn(GameResult::Repetition), "{id}");
    }
}

#[test]
fn repetition_needs_the_same_en_passant_chances() {
    // In the free-for-all, White's double step e2-e4 stays open to every opponent until White
    // moves again; a position with the chance open is not the same as one without it.
    let v = game("four-ffa");
    let mut pieces = KINGS.to_vec();
    pieces.push(("e5", "wR"));
    pieces.push(("e2", "wP"));
    let p = play(&pos(&v, &pieces, "w - - 0 1"), "e2-e4");
    // Red, Yellow and Black step out and back twice; White moves his rook between them, which
    // closes his chance: after the first round the position with Red to move comes back, but
    // without the open chance.
    let round = [
        "Kn7-n6", "Kg14-f14", "Ka8-a9", "Re5-e6", "Kn6-n7", "Kf14-g14", "Ka9-a8", "Re6-e5",
    ];
    let mut q = p.clone();
    for m in round.iter().chain(&round) {
        q = play(&q, m);
    }
    // Red to move a third time in the same arrangement, but only twice without the chance.
    assert_eq!(q.outcome(), Outcome::Ongoing);
    let q = round.iter().fold(q, |q, m| play(&q, m));
    assert_eq!(q.outcome(), drawn(GameResult::Repetition));
}

#[test]
fn fortress_ends_by_bare_kings_and_by_fifty_moves() {
    let v = game("fortress");
    let kings = "fortress:8/8/8yK7/16/12/12/12/12/bK11/12/9rK2/12/16/7wK8/8/8";
    let p = Position::from_text(&v, &format!("{kings} w - - 0 1 -/-/-/-")).unwrap();
    assert_eq!(p.outcome(), drawn(GameResult::BareKings));
    let knight = "fortress:8/8/8yK7/16/12/12/12/12/bK11/12/9rK2/12/13wN2/7wK8/8/8";
    let p = Position::from_text(&v, &format!("{knight} w - - 199 50 -/-/-/-")).unwrap();
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let p = play(&p, "Nn4-o2");
    assert_eq!(p.outcome(), drawn(GameResult::FiftyMoves));
}

#[test]
fn play_reports_the_ending_in_json_and_the_record() {
    let t = text(
        &[
            ("h1", "wK"),
            ("e5", "wR"),
            ("n7", "rK"),
            ("g14", "yK"),
            ("a8", "bK"),
        ],
        "w - - 199 50",
    );
    let j = json(&quadrille(
        &["play", "four-ffa", "--position", &t, "--json"],
        "Kh1-i1",
    ));
    assert_eq!(j["over"], true);
    assert_eq!(j["result"], "fifty-moves");
    assert_eq!(j["winners"], serde_json::json!([]));
    // The game record names the ending, and reads back to the same end.
    let start = Position::from_text(&game("four-ffa"), &t).unwrap();
    let m = quadrille::notation::parse_move(&start, "Kh1-i1").unwrap();
    let header = game_record::Header::default();
    let record = game_record::write_with_header(&start, None, &[Step::Move(m)], &header, None);
    assert!(record.contains("[Termination \"fifty-moves\"]"), "{record}");
    assert!(record.contains("[Result \"draw\"]"), "{record}");
    let back = game_record::read(&record, None).unwrap();
    let end = back
        .steps
        .iter()
        .fold(back.start.clone(), |p, s| s.apply(&p));
    assert_eq!(end.outcome(), drawn(GameResult::FiftyMoves));
}

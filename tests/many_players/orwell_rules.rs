//! Orwell Chess: the rules beyond the pieces, through the engine. Shifting alliances and their
//! royal exception, the truce between royal pieces, perpetual power, Minipax promotion, both ways
//! to win, forced passes, "a die that can be used must be used" and the turn that ends with the
//! game. Every expectation is worked out by hand from `shared/rules/orwell.md`.

use crate::common;

use quadrille::notation::{parse_move, san};
use quadrille::position::{Facing, GameResult, Move, Outcome, Player, Position, PositionError};
use quadrille::rules::DiceState;
use quadrille::variant::{self, Variant};
use std::collections::BTreeSet;
use std::sync::Arc;

const WHITE: Player = Player(0);
const RED: Player = Player(1);
const BLACK: Player = Player(2);

fn orwell() -> Arc<Variant> {
    variant::build("orwell", &[]).unwrap()
}

/// The position text with `pieces` (square, piece as in texts) and the fields after the
/// placement.
fn text(pieces: &[(&str, &str)], rest: &str) -> String {
    let board = common::placement(7, 12, &|_, _| true, pieces);
    format!("orwell:{board} {rest}")
}

fn pos(pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = text(pieces, rest);
    Position::from_text(&orwell(), &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn names(p: &Position, moves: &[Move]) -> BTreeSet<String> {
    moves.iter().map(|m| san(p, m)).collect()
}

fn play(p: &Position, text: &str) -> Position {
    let m = parse_move(p, text).unwrap_or_else(|e| panic!("{text}: {e} in {}", p.to_text()));
    p.play(&m)
}

fn cell(p: &Position, square: &str) -> quadrille::geometry::Cell {
    p.variant().geometry().square_on(0, square).unwrap()
}

fn legal(p: &Position, text: &str) -> bool {
    parse_move(p, text).is_ok()
}

/// White's Dabbabah on d3 sees a Red Berlinpeono on b5, a Black one on f5 and Red's Raja on
/// f1 (through e2); a second Dabbabah on a4 also sees b5. `captures` is the captures field.
fn alliance_position(captures: &str) -> Position {
    pos(
        &[
            ("d3", "wD"),
            ("a4", "wD"),
            ("a6", "wR"),
            ("b5", "rE"),
            ("f1", "rR"),
            ("g8", "rJ"),
            ("f5", "bE"),
            ("a8", "bR"),
            ("g10", "bJ"),
        ],
        &format!("w - - 0 1 {captures} 22/22"),
    )
}

#[test]
fn captures_alternate_between_the_opponents() {
    // White took a Red piece last: Red's b5 blocks both Dabbabahs and cannot be taken; Black's
    // f5 can; Red's Raja can always be taken (and the Dabbabah becomes a Maharaja).
    let p = alliance_position("r--");
    assert_eq!(p.last_captured(WHITE), Some(RED));
    assert_eq!(
        names(&p, &p.legal_moves_from(cell(&p, "d3"))),
        ["Dd3-c4", "Dd3-e4", "Dd3xf5", "Dd3-e2", "Dd3xf1=M", "Dd3-c2", "Dd3-b1", "Dd3-a12"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    assert!(!legal(&p, "Da4xb5"));
    // After taking Black's f5 with the first die, Red's b5 may be taken with the second.
    let after = play(&p, "Dd3xf5");
    assert_eq!(after.last_captured(WHITE), Some(BLACK));
    assert_eq!(after.unused_dice(), [2]);
    assert!(legal(&after, "Da4xb5"));
    // A player's first capture may be of either opponent.
    let first = alliance_position("---");
    assert!(legal(&first, "Da4xb5") && legal(&first, "Dd3xf5"));
    // The captures field is part of the text and of the key.
    assert_ne!(p.key(), first.key());
    assert!(
        after.to_text().ends_with(" b-- 22/2"),
        "{}",
        after.to_text()
    );
}

#[test]
fn a_royal_capture_is_always_allowed_and_counts_as_the_latest() {
    // White took a Black piece last: Red pieces may be taken, Black's f5 may not.
    let p = alliance_position("b--");
    assert!(legal(&p, "Da4xb5") && !legal(&p, "Dd3xf5"));
    // Taking Red's Raja is allowed anyway, and it is now White's latest capture: Red's b5 is
    // barred and Black's f5 is open.
    let after = play(&p, "Dd3xf1=M");
    assert_eq!(after.last_captured(WHITE), Some(RED));
    assert!(!legal(&after, "Da4xb5"), "{}", after.to_text());
    // With the last capture on Red, the Raja is still open to capture.
    let p = alliance_position("r--");
    assert!(legal(&p, "Dd3xf1=M"));
}

#[test]
fn neither_raja_nor_maharaja_captures_a_royal_piece() {
    // White's Raja on e4 touches Red's Raja (e5), Black's Maharaja (d5) and a Red Jugyo (f5): it
    // takes the Jugyo only. White's Maharaja on a1 sees Black's Raja on a3: it stops before it.
    let p = pos(
        &[
            ("e4", "wR"),
            ("a1", "wM"),
            ("e5", "rR"),
            ("f5", "rJ"),
            ("d5", "bM"),
            ("a3", "bR"),
            ("g10", "bJ"),
        ],
        "w - - 0 1 --- 11/11",
    );
    assert_eq!(
        names(&p, &p.legal_moves_from(cell(&p, "e4"))),
        ["Re4-d3", "Re4-e3", "Re4-f3", "Re4-d4", "Re4-f4", "Re4xf5"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    let m = names(&p, &p.legal_moves_from(cell(&p, "a1")));
    assert!(m.contains("Ma1-a2") && !m.contains("Ma1xa3"));
    // Going down from a1 the a-file is open round the seam to a4, where a3 stops it again.
    assert!(m.contains("Ma1-a12") && m.contains("Ma1-a4"), "{m:?}");
}

#[test]
fn perpetual_power_makes_the_capturer_a_maharaja() {
    // White's Jugyo on d4 takes Red's Raja on d5 with the 4; it becomes a Maharaja, which the 1
    // then allows to move.
    let p = pos(
        &[
            ("d4", "wJ"),
            ("a1", "wR"),
            ("d5", "rR"),
            ("g8", "rJ"),
            ("a8", "rE"),
            ("g10", "bR"),
            ("a10", "bJ"),
        ],
        "w - - 0 1 --- 41/41",
    );
    let take = parse_move(&p, "Jd4xd5=M").unwrap();
    assert_eq!(san(&p, &take), "Jd4xd5=M");
    assert_eq!(
        parse_move(&p, "Jd4xd5").unwrap(),
        take,
        "=M may be left out"
    );
    assert!(p
        .moves_for_die(4)
        .iter()
        .all(|m| m.to != take.to || m.promotion.is_some()));
    let after = p.play(&take);
    let d5 = after.piece_at(cell(&after, "d5")).unwrap();
    assert_eq!(after.variant().piece_name(d5.kind), "maharaja");
    assert_eq!(d5.owner, WHITE);
    assert_eq!(after.unused_dice(), [1]);
    let from_d5 = names(&after, &after.moves_for_die(1));
    assert!(
        from_d5.contains("Md5-d12") && from_d5.contains("Md5-e7"),
        "{from_d5:?}"
    );
    assert_eq!(after.last_captured(WHITE), Some(RED));
    assert!(!after.outcome().is_over());
}

#[test]
fn minipax_promotion_with_a_choice_and_the_royal_override() {
    // White's c3 faces down: b2 is an ordinary square, d2 a Minipax square (a choice of four),
    // and straight ahead on c2 (also Minipax) stands Red's Raja: taking it makes a Maharaja only.
    // White's b5 faces up: a6, or c6 in Red's Minipax (a choice of four).
    let p = pos(
        &[
            ("c3", "wE~d"),
            ("b5", "wE"),
            ("a12", "wR"),
            ("c2", "rR"),
            ("g7", "rJ"),
            ("g5", "rE"),
            ("g10", "bR"),
            ("a9", "bJ"),
        ],
        "w - - 0 1 --- 14/14",
    );
    let set =
        |items: &[&str]| -> BTreeSet<String> { items.iter().map(|s| s.to_string()).collect() };
    assert_eq!(
        names(&p, &p.legal_moves_from(cell(&p, "c3"))),
        set(&["c3-b2", "c3-d2=D", "c3-d2=G", "c3-d2=J", "c3-d2=P", "c3xc2=M"])
    );
    assert_eq!(
        names(&p, &p.legal_moves_from(cell(&p, "b5"))),
        set(&["b5-a6", "b5-c6=D", "b5-c6=G", "b5-c6=J", "b5-c6=P"])
    );
    // Without the letter the choice is missing: not a move.
    assert!(parse_move(&p, "c3-d2").is_err());
    // The new Jugyo faces its owner's way, and the 4 allows it to move on.
    let after = play(&p, "c3-d2=J");
    let j = after.piece_at(cell(&after, "d2")).unwrap();
    assert_eq!(
        (after.variant().piece_letter(j.kind), j.facing),
        ('J', Facing::Up)
    );
    assert!(names(&after, &after.moves_for_die(4)).contains("Jd2-d3"));
    // A Berlinpeono cannot stand in a Minipax: it would have promoted.
    let t = text(
        &[
            ("d6", "wE"),
            ("a1", "wR"),
            ("g1", "rR"),
            ("g3", "rJ"),
            ("a12", "bR"),
            ("g12", "bJ"),
        ],
        "w - - 0 1 --- -",
    );
    assert!(matches!(
        Position::from_text(&orwell(), &t),
        Err(PositionError::Illegal(_))
    ));
}

#[test]
fn owning_all_three_royal_pieces_wins_and_ends_the_turn() {
    // White owns a Raja and a Maharaja; his Jugyo takes Black's Raja (the third royal piece)
    // with the 4. He wins at once: the 1 is not played, and Red does not roll.
    let p = pos(
        &[
            ("e4", "wJ"),
            ("a1", "wR"),
            ("a12", "wM"),
            ("g8", "rJ"),
            ("c8", "rE"),
            ("e5", "bR"),
            ("g10", "bJ"),
            ("b10", "bE"),
        ],
        "w - - 0 1 --- 41/41",
    );
    assert_eq!(p.scores(), Some(vec![0, 0, 0]));
    let end = play(&p, "Je4xe5=M");
    assert_eq!(
        end.outcome(),
        Outcome::Over {
            result: GameResult::AllRoyals,
            winners: vec![WHITE]
        }
    );
    assert_eq!(end.outcome().as_str(), "all-royals");
    assert_eq!(end.scores(), Some(vec![1, 0, 0]));
    assert_eq!((end.dice(), end.to_move()), (DiceState::ToRoll, RED));
    assert!(end.legal_moves().is_empty() && !end.needs_roll());
    assert!(end.roll([1, 2]).is_err());
    assert_eq!(end.perft(2), 1, "a game over is one leaf");
    // The text says as much: read back, it is the same game over.
    let back = Position::from_text(end.variant(), &end.to_text()).unwrap();
    assert_eq!(back.outcome(), end.outcome());
}

#[test]
fn reducing_an_opponent_to_one_piece_wins() {
    // Red has a Jugyo and a Raja; White's Jugyo takes the Jugyo with the 4: Red is left with a
    // single piece and White wins, the 1 unplayed.
    let p = pos(
        &[
            ("d4", "wJ"),
            ("a1", "wR"),
            ("d5", "rJ"),
            ("g8", "rR"),
            ("g10", "bR"),
            ("a10", "bJ"),
        ],
        "w - - 0 1 --- 41/41",
    );
    let end = play(&p, "Jd4xd5");
    assert_eq!(
        end.outcome(),
        Outcome::Over {
            result: GameResult::SinglePiece,
            winners: vec![WHITE]
        }
    );
    assert_eq!(
        (end.dice(), end.scores()),
        (DiceState::ToRoll, Some(vec![1, 0, 0]))
    );
    // Capturing when the opponent keeps two pieces does not end the game.
    let p = pos(
        &[
            ("d4", "wJ"),
            ("a1", "wR"),
            ("d5", "rJ"),
            ("g8", "rR"),
            ("c8", "rE"),
            ("g10", "bR"),
            ("a10", "bJ"),
        ],
        "w - - 0 1 --- 41/41",
    );
    let on = play(&p, "Jd4xd5");
    assert!(!on.outcome().is_over());
    assert_eq!((on.to_move(), on.unused_dice()), (WHITE, vec![1]));
}

#[test]
fn forced_passes_and_the_die_that_must_be_used() {
    let v = orwell();
    let start = Position::start(&v);
    assert!(start.needs_roll() && start.legal_moves().is_empty());
    assert!(
        start.play(&Move::pass()).to_text() == start.to_text(),
        "no move before the roll"
    );
    // 3 and 4: the Gryphons and Jugyos are walled in by their own pieces. The turn is a pass.
    let p = start.roll([3, 4]).unwrap();
    assert_eq!(p.legal_moves(), [Move::pass()]);
    assert!(p.usable_dice().is_empty());
    let q = p.play(&Move::pass());
    assert_eq!(
        (q.to_move(), q.dice(), q.needs_roll()),
        (RED, DiceState::ToRoll, true)
    );
    assert_eq!(q.turn_index(), 1);
    // 1 and 3: c3-d4 leaves both Gryphons walled in, so the 3 is passed...
    let p = start.roll([1, 3]).unwrap();
    assert_eq!(p.usable_dice(), [1]);
    assert!(!p.is_legal(&Move::pass()));
    let after = play(&p, "c3-d4");
    assert_eq!(after.legal_moves(), [Move::pass()]);
    assert_eq!(after.to_move(), WHITE);
    // ...but b3-a4 opens b3 for the Gryphon on a2 (b3, b4, and Red's b5 taken): it must move.
    let after = play(&p, "b3-a4");
    assert!(!after.is_legal(&Move::pass()));
    assert_eq!(
        names(&after, &after.legal_moves()),
        ["Ga2-b3", "Ga2-b4", "Ga2xb5"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    let done = play(&after, "Ga2-b4");
    assert_eq!((done.to_move(), done.dice()), (RED, DiceState::ToRoll));
    // The same piece may move twice when both dice allow it.
    let p = start.roll([6, 1]).unwrap();
    let again = play(&play(&p, "c3-d4"), "d4xd5");
    assert_eq!(again.to_move(), RED);
}

#[test]
fn rolls_are_checked() {
    let v = orwell();
    let start = Position::start(&v);
    assert!(start.roll([0, 3]).is_err() && start.roll([7, 1]).is_err());
    let rolled = start.roll([2, 5]).unwrap();
    let e = rolled.roll([1, 1]).unwrap_err();
    assert!(e.contains("already rolled 2,5"), "{e}");
    let chess = variant::build("chess", &[]).unwrap();
    assert!(Position::start(&chess).roll([1, 2]).is_err());
    assert!(!Position::start(&chess).needs_roll());
}

//! What the readers do at the edges: every text the engine writes reads back (records of games
//! that start with the dice already rolled, move counters past six digits), and a huge bad input
//! gives a short message that quotes only the start of it.

use quadrille::game::Step;
use quadrille::notation::link;
use quadrille::notation::{game_record, parse_move};
use quadrille::position::Position;
use quadrille::variant::{self, parse_option};
use std::sync::Arc;

fn game(id: &str) -> Arc<quadrille::variant::Variant> {
    variant::build(id, &[]).unwrap_or_else(|e| panic!("{id}: {e}"))
}

/// A long input: `unit` repeated to about a megabyte.
fn huge(unit: &str) -> String {
    unit.repeat(1_000_000 / unit.len().max(1))
}

/// The message must be short, quote the input by an excerpt only, and not be a panic. (A
/// message may add its own text, such as the list of game ids.)
fn short(what: &str, message: &str) {
    let mut run = (None, 0);
    for c in message.chars() {
        run = if run.0 == Some(c) {
            (run.0, run.1 + 1)
        } else {
            (Some(c), 1)
        };
        assert!(
            run.1 <= 61,
            "{what}: more than an excerpt of the input is quoted"
        );
    }
    assert!(
        message.chars().count() < 500,
        "{what}: a message of {} characters: {}...",
        message.chars().count(),
        message.chars().take(200).collect::<String>()
    );
}

// ---- Records of games that start with the dice rolled (issue 17, item 2) ----

/// Plays `turns` turns from `start` (the first may already be rolled), taking the first legal
/// move each time and rolling `rolls` in turn; returns the steps.
fn play_dice_game(start: &Position, rolls: &[[u8; 2]]) -> (Vec<Step>, Position) {
    let mut pos = start.clone();
    let mut steps = Vec::new();
    let mut rolls = rolls.iter();
    for _ in 0..40 {
        if pos.outcome().is_over() {
            break;
        }
        if pos.needs_roll() {
            let Some(r) = rolls.next() else { break };
            steps.push(Step::Roll(*r));
            pos = pos.roll(*r).expect("a roll");
            continue;
        }
        let m = pos.legal_moves()[0];
        steps.push(Step::Move(m));
        pos = pos.play(&m);
    }
    (steps, pos)
}

fn check_record_round_trip(start_text: &str) {
    let v = game("orwell");
    let start = Position::from_text(&v, start_text).expect("the start position");
    assert!(!start.needs_roll(), "the start has its dice rolled");
    let (steps, end) = play_dice_game(&start, &[[2, 4], [1, 6], [3, 3]]);
    let moves = steps.iter().filter(|s| matches!(s, Step::Move(_))).count();
    assert!(moves >= 6, "a few moves are played: {steps:?}");
    let text = game_record::write(&start, Some(9), &steps);
    let back = game_record::read(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.start.to_text(), start.to_text(), "{text}");
    let back_moves: Vec<&Step> = back
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Move(_)))
        .collect();
    let moves_played: Vec<&Step> = steps
        .iter()
        .filter(|s| matches!(s, Step::Move(_)))
        .collect();
    assert_eq!(back_moves, moves_played, "the same moves: {text}");
    let mut pos = back.start.clone();
    for s in &back.steps {
        pos = s.apply(&pos);
    }
    assert_eq!(
        pos.to_text(),
        end.to_text(),
        "the same final position: {text}"
    );
    // Written again, it is the same record.
    assert_eq!(
        game_record::write(&back.start, back.seed, &back.steps),
        text
    );
}

#[test]
fn a_record_from_a_start_with_the_dice_rolled_keeps_every_move() {
    let rolled = Position::start(&game("orwell"))
        .roll([3, 5])
        .expect("roll 3,5")
        .to_text();
    assert!(rolled.ends_with(" 35/35"), "{rolled}");
    check_record_round_trip(&rolled);
}

#[test]
fn a_record_from_a_start_with_one_die_used_keeps_every_move() {
    let v = game("orwell");
    let mut pos = Position::start(&v).roll([3, 5]).expect("roll 3,5");
    let m = pos.legal_moves()[0];
    pos = pos.play(&m);
    assert!(!pos.needs_roll(), "one die is left: {}", pos.to_text());
    check_record_round_trip(&pos.to_text());
}

// ---- Move counters (issue 16, item 1) ----

#[test]
fn counters_past_six_digits_read_back() {
    let v = game("chess");
    let start = Position::from_text(
        &v,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99 999999",
    )
    .expect("the start");
    let mut pos = start;
    for text in ["c3", "d5"] {
        let m = parse_move(&pos, text).expect(text);
        pos = pos.play(&m);
    }
    let written = pos.to_text();
    assert!(written.ends_with(" 0 1000000"), "{written}");
    let back = Position::from_text(&v, &written).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(back.to_text(), written);
    // A halfmove clock past six digits too.
    let text = "4k3/8/8/8/8/8/8/4K3 w - - 999999 5";
    let pos = Position::from_text(&v, text).expect(text);
    let m = parse_move(&pos, "Kd1").expect("Kd1");
    let written = pos.play(&m).to_text();
    assert!(written.contains(" 1000000 5"), "{written}");
    assert_eq!(
        Position::from_text(&v, &written).map(|p| p.to_text()),
        Ok(written.clone())
    );
}

#[test]
fn the_largest_counters_read_and_larger_ones_are_refused() {
    let v = game("chess");
    let top = "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295";
    let pos = Position::from_text(&v, top).expect(top);
    // Playing on does not go past what the reader reads.
    let m = parse_move(&pos, "Kd1").expect("Kd1");
    let after = pos.play(&m);
    let m = parse_move(&after, "Kd8").expect("Kd8");
    let written = after.play(&m).to_text();
    assert!(Position::from_text(&v, &written).is_ok(), "{written}");
    let e = Position::from_text(&v, "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967296")
        .expect_err("too large")
        .to_string();
    assert!(e.contains("4294967295"), "{e}");
}

// ---- Short messages for huge inputs (issue 16, item 5) ----

#[test]
fn a_huge_bad_position_text_gives_a_short_message() {
    let chess = game("chess");
    let orwell = game("orwell");
    let fields = "w KQkq - 0 1";
    let cases = [
        (chess.clone(), format!("{} {fields}", huge("x/"))),
        (
            chess.clone(),
            format!("8/8/8/8/8/8/8/{} {fields}", huge("p")),
        ),
        (
            chess.clone(),
            format!("8/8/8/8/8/8/8/8 {} KQkq - 0 1", huge("w")),
        ),
        (
            chess.clone(),
            format!("8/8/8/8/8/8/8/8 w {} - 0 1", huge("K")),
        ),
        (
            chess.clone(),
            format!("8/8/8/8/8/8/8/8 w - {} 0 1", huge("e3")),
        ),
        (
            chess.clone(),
            format!("8/8/8/8/8/8/8/8 w - - {} 1", huge("9")),
        ),
        (
            chess.clone(),
            format!("8/8/8/8/8/8/8/8 w - - 0 {}", huge("1")),
        ),
        (
            chess.clone(),
            format!("{}:8/8/8/8/8/8/8/8 w - - 0 1", huge("a")),
        ),
        (orwell.clone(), {
            let start = Position::start(&orwell).to_text();
            format!("{start}{}", huge("5"))
        }),
    ];
    for (v, text) in cases {
        let e = Position::from_text(&v, &text).expect_err("a bad position");
        short(&format!("{}...", &text[..40]), &e.to_string());
    }
}

#[test]
fn a_huge_bad_move_gives_a_short_message() {
    let pos = Position::start(&game("chess"));
    for text in [
        huge("e"),
        huge("Nf3"),
        format!("e4{}", huge("x")),
        huge("Q"),
    ] {
        let e = parse_move(&pos, &text).expect_err("a bad move");
        short(&text[..20], &e.to_string());
    }
}

#[test]
fn a_huge_bad_record_gives_a_short_message() {
    let long_move = huge("Q");
    let long_seed = huge("7");
    for (fallback, text) in [
        (Some("chess"), huge("e4 ")),
        (Some("chess"), long_move[..150_000].to_string()),
        (Some("chess"), format!("1. e4 {}", &long_move[..150_000])),
        (None, format!("[Game \"{}\"]\n1. e4", &long_move[..150_000])),
        (
            None,
            format!("[Game \"orwell\"]\n[Seed \"{}\"]\n", &long_seed[..150_000]),
        ),
        (
            None,
            format!("[Game \"orwell\"]\n1,3: {}", &long_move[..150_000]),
        ),
        (
            None,
            format!("[Game \"orwell\"]\n{}:", &long_move[..150_000]),
        ),
        (
            None,
            format!("[Game \"chess\"]\n[Option \"{}\"]", &long_move[..150_000]),
        ),
        (
            None,
            format!(
                "[Game \"chess\"]\n[Position \"8/8/8/8/8/8/8/{} w - - 0 1\"]",
                &long_move[..150_000]
            ),
        ),
    ] {
        let e = game_record::read(&text, fallback).expect_err("a bad record");
        short(&text[..30], &e.to_string());
    }
}

#[test]
fn a_huge_bad_link_gives_a_short_message() {
    let long = huge("Q");
    for text in [
        huge("v=1&"),
        format!("v=1&g={}", &long[..30_000]),
        format!("v=1&g=chess&s=8/8/8/8/8/8/8/{}+w+-+-+0+1", &long[..1_900]),
        format!("v=1&g=chess&{}=1", &long[..30_000]),
        format!("v=1&g=chess&o={}:true", &long[..30_000]),
        format!("v=1&g=chess&m={}", &long[..60]),
    ] {
        let e = link::decode(&text).expect_err("a bad link");
        short(&text[..20], &e.to_string());
    }
}

#[test]
fn a_huge_bad_option_gives_a_short_message() {
    let long = huge("x");
    let e = parse_option(&long).expect_err("not name=value");
    short("option text", &e.to_string());
    let e = variant::build("chess", &[(long.clone(), "true".into())]).expect_err("no such option");
    short("option name", &e.to_string());
    let e = variant::build("alice", &[("en_passant".into(), long.clone())]).expect_err("bad value");
    short("option value", &e.to_string());
    let e = variant::build(&long, &[]).expect_err("no such game");
    short("game id", &e.to_string());
}

#[test]
fn a_turn_rolled_before_the_record_is_written_as_it_reads_back() {
    use quadrille::notation::turns::{items, replay};
    let v = game("orwell");
    let rolled = Position::start(&v).roll([3, 5]).expect("roll 3,5");
    let m = rolled.legal_moves()[0];
    let one_used = rolled.play(&m);
    assert!(!one_used.needs_roll(), "one die is left");
    for start in [rolled, one_used] {
        let (steps, _) = play_dice_game(&start, &[[2, 4]]);
        let text = game_record::write(&start, None, &steps);
        let body = text.rsplit("\n\n").next().expect("the moves");
        let played = replay(&start, &items(body).expect("items"), None).expect("replay");
        let first = played.turns[0].text();
        // The turn text reads back from the same start, to the same position.
        let again = replay(&start, &items(&first).expect("items"), None)
            .unwrap_or_else(|e| panic!("'{first}': {e}"));
        let mut pos = start.clone();
        for (m, _, _) in &played.turns[0].moves {
            pos = pos.play(m);
        }
        assert_eq!(again.end.to_text(), pos.to_text(), "'{first}'");
        // It has one action for each die left at the start, no more.
        let moves = played.turns[0]
            .moves
            .iter()
            .filter(|(m, _, _)| !m.is_pass());
        let actions = moves.count() + first.matches("pass").count();
        assert!(actions <= start.unused_dice().len(), "'{first}'");
    }
}

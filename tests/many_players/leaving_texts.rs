//! Players leaving a game that goes on (`rules::leaving`), written in links (`resign1`, `time3`)
//! and in game records (`Red-resigns`, `Black-out-of-time`) and read back; bad leaves give clear
//! errors. The rules of leaving themselves are tested beside them, in `src/rules/leaving/`.

use quadrille::game::Step;
use quadrille::notation::game_record;
use quadrille::notation::link;
use quadrille::position::leaving::Departure;
use quadrille::position::{Player, Position};
use quadrille::variant;

fn start(id: &str) -> Position {
    Position::start(&variant::build(id, &[]).unwrap())
}

/// The position after the first legal move of each of `n` plies.
fn first_moves(mut pos: Position, n: usize) -> (Position, Vec<Step>) {
    let mut steps = Vec::new();
    for _ in 0..n {
        let m = pos.legal_moves()[0];
        pos = pos.play(&m);
        steps.push(Step::Move(m));
    }
    (pos, steps)
}

/// A four-ffa game: three moves, Red resigns, a move, Black's time runs out, a move.
fn game_with_leaves() -> (Position, Vec<Step>) {
    let start = start("four-ffa");
    let (pos, mut steps) = first_moves(start.clone(), 3);
    steps.push(Step::Leave(Player(1), Departure::Resigned));
    let pos = pos.leave(Player(1)).unwrap();
    let (pos, more) = first_moves(pos, 1);
    steps.extend(more);
    steps.push(Step::Leave(Player(3), Departure::OutOfTime));
    let pos = pos.leave(Player(3)).unwrap();
    let (_, more) = first_moves(pos, 1);
    steps.extend(more);
    (start, steps)
}

#[test]
fn leaves_read_back_from_the_link() {
    let (start, steps) = game_with_leaves();
    let text = link::encode_steps(&start, None, &steps, steps.len());
    assert!(text.contains(".resign1."), "{text}");
    assert!(text.contains(".time3."), "{text}");
    let back = link::decode(&text).unwrap();
    assert_eq!(back.steps, steps);
    let last = steps.iter().fold(start.clone(), |p, s| s.apply(&p));
    assert!(last.is_out(Player(1)) && last.is_out(Player(3)));
    assert!(!last.is_out(Player(0)) && !last.is_out(Player(2)));
    // Old links (no leave) read as before.
    let old = link::decode("v=1&g=four-ffa&m=h2-h3").unwrap();
    assert_eq!(old.steps.len(), 1);
}

#[test]
fn leaves_read_back_from_the_record() {
    let (start, steps) = game_with_leaves();
    let text = game_record::write(&start, None, &steps);
    assert!(text.contains(" Red-resigns "), "{text}");
    assert!(text.contains(" Black-out-of-time "), "{text}");
    let back = game_record::read(&text, None).unwrap();
    assert_eq!(back.steps, steps);
}

#[test]
fn bad_leaves_give_clear_errors() {
    let ffa = "v=1&g=four-ffa&m=";
    for (items, says) in [
        ("resign9", "player's number"),
        ("time", "player's number"),
        ("resign4", "has no player 5"),
        ("resign1.resign1", "out of the game already"),
        ("resign1.resign2.resign3", "does not go on"),
    ] {
        let err = link::decode(&format!("{ffa}{items}"))
            .unwrap_err()
            .to_string();
        assert!(err.contains(says), "{items}: {err}");
    }
    let err = link::decode("v=1&g=chess&m=e2-e4.resign0")
        .unwrap_err()
        .to_string();
    assert!(err.contains("does not go on"), "{err}");
    let err = game_record::read("[Game \"four-teams\"]\n\n1. h2h3 Red-resigns\n", None)
        .unwrap_err()
        .to_string();
    assert!(err.contains("does not go on"), "{err}");
}

#[test]
fn a_claim_of_the_win_reads_back_from_the_link_and_the_record() {
    // chess.com's game 100527014 ends with Red's claim (`55. R`, Red 72 to Yellow's 41).
    let path = format!(
        "{}/tests/data/pgn4/ffa-100527014.pgn4",
        env!("CARGO_MANIFEST_DIR")
    );
    let read =
        quadrille::notation::pgn4::read(&std::fs::read_to_string(path).unwrap(), None).unwrap();
    let claim = Step::Leave(Player(0), Departure::ClaimedWin);
    assert_eq!(read.steps.last(), Some(&claim));
    let text = link::encode_steps(&read.start, None, &read.steps, read.steps.len());
    assert!(text.ends_with(".claim0"), "{text}");
    assert_eq!(link::decode(&text).unwrap().steps, read.steps);
    let record = game_record::write(&read.start, None, &read.steps);
    assert!(record.contains("Red-claims-win"), "{record}");
    assert_eq!(game_record::read(&record, None).unwrap().steps, read.steps);
    // One move earlier three players were in: no claim.
    let early = read.steps[..read.steps.len() - 2].to_vec();
    let text = link::encode_steps(&read.start, None, &early, early.len());
    let e = link::decode(&format!("{text}.claim0"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("two players left"), "{e}");
}

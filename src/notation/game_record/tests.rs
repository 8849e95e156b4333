//! Tests of game records: every game round-trips through `write` and `read`, tags are honoured,
//! and bad records give a clear error.

use super::*;
use crate::notation::sample::sample_game;

#[test]
fn every_game_round_trips_through_its_record() {
    for id in variant::ids() {
        let (start, seed, steps) = sample_game(id, 7, 14);
        let text = write(&start, seed, &steps);
        assert!(text.starts_with(&format!("[Game \"{id}\"]\n")), "{text}");
        let back = read(&text, None).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!(back.variant.id(), id);
        // A turn's dice are written in the order they were used, so only their order may differ.
        assert_eq!(unordered(&back.steps), unordered(&steps), "{id}: {text}");
        assert_eq!(back.seed, seed);
        // Written again, it is the same text.
        assert_eq!(write(&back.start, back.seed, &back.steps), text);
    }
}

fn unordered(steps: &[Step]) -> Vec<Step> {
    steps
        .iter()
        .map(|s| match s {
            Step::Roll([a, b]) => Step::Roll([*a.min(b), *a.max(b)]),
            other => other.clone(),
        })
        .collect()
}

#[test]
fn a_record_with_options_and_a_start_position_round_trips() {
    let v = variant::build("alice", &[("en_passant".into(), "true".into())]).unwrap();
    let start =
        Position::from_text(&v, "alice:4k3/8/8/8/8/8/4P3/4K3;8/8/8/8/8/8/8/8 w - - 0 1").unwrap();
    let m = notation::parse_move(&start, "e4").unwrap();
    let text = write(&start, None, &[Step::Move(m)]);
    assert!(text.contains("[Option \"en_passant=true\"]"), "{text}");
    assert!(text.contains("[Position \"alice:4k3/"), "{text}");
    assert!(text.contains("1. e4"), "{text}");
    let back = read(&text, None).unwrap();
    assert_eq!(back.variant.options(), v.options());
    assert_eq!(back.start.to_text(), start.to_text());
    assert_eq!(back.steps, vec![Step::Move(m)]);
}

#[test]
fn a_record_without_a_game_tag_uses_the_fallback() {
    let back = read("1. e4 e5 2. Nf3 *", Some("chess")).unwrap();
    assert_eq!(back.variant.id(), "chess");
    assert_eq!(back.steps.len(), 3);
    // Tags people add to records are ignored.
    let back = read("[Event \"Club\"]\n[Game \"alice\"]\n1. e4 d5", None).unwrap();
    assert_eq!(back.variant.id(), "alice");
}

#[test]
fn bad_records_say_what_is_wrong() {
    for (record, words) in [
        ("1. e4 e5", "no [Game"),
        ("[Game \"nope\"]", "nope"),
        ("[Game \"chess\"]\n[Option \"castling\"]", "name=value"),
        ("[Game \"chess\"]\n[Option \"wings=true\"]", "wings"),
        ("[Game \"chess\"]\n1. e4 e4", "move 2 (e4)"),
        (
            "[Game \"chess\"]\n[Position \"8/8/8 w - -\"]",
            "start position",
        ),
        ("[Game \"chess\"]\n[Seed \"12\"]", "not played with dice"),
        ("[Game \"orwell\"]\n[Seed \"x\"]", "not a whole number"),
        ("[Game \"orwell\"]\nc3-d4", "no roll"),
        (
            "[Game \"chess\"]\n1. f3 e5 2. g4 Qh4# 3. a3",
            "after the end",
        ),
        ("[Variant \"no-such-game\"]\n1. e4", "no-such-game"),
        (
            "[Game \"chess\"]\n[Variant \"Alice Chess\"]\n1. e4",
            "name different games (chess and alice)",
        ),
    ] {
        let err = read(record, None).expect_err(record).to_string();
        assert!(
            err.contains(words),
            "{record:?} gave {err:?}, which does not mention {words:?}"
        );
    }
    let long = "e4 ".repeat(MAX_RECORD_LEN);
    assert!(read(&long, Some("chess"))
        .unwrap_err()
        .to_string()
        .contains("at most"));
}

#[test]
fn two_player_results_are_written() {
    let record = "[Game \"chess\"]\n1. f3 e5 2. g4 Qh4#";
    let g = read(record, None).unwrap();
    let text = write(&g.start, g.seed, &g.steps);
    assert!(text.trim_end().ends_with("Qh4# 0-1"), "{text}");
}

fn header() -> Header {
    Header {
        event: "Club \"night\"".into(),
        site: "https://example.org/q".into(),
        date: "2026.11.23".into(),
        players: vec!["Anna".into(), "Quadrille level 8".into()],
        ..Header::default()
    }
}

#[test]
fn every_game_round_trips_through_its_record_with_the_roster() {
    for id in variant::ids() {
        let (start, seed, steps) = sample_game(id, 11, 12);
        let text = write_with_header(&start, seed, &steps, &header(), None);
        assert!(
            text.starts_with("[Event \"Club \\\"night\\\"\"]\n"),
            "{text}"
        );
        let v = start.variant();
        for (i, seat) in v.players().iter().enumerate() {
            let who = ["Anna", "Quadrille level 8"].get(i).unwrap_or(&"?");
            assert!(
                text.contains(&format!("[{} \"{who}\"]", seat.name)),
                "{text}"
            );
        }
        assert!(
            text.contains(&format!("[Variant \"{}\"]", v.name())),
            "{text}"
        );
        let back = read(&text, None).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!(back.variant.id(), id);
        assert_eq!(unordered(&back.steps), unordered(&steps), "{id}: {text}");
        // Without the [Game] tag, [Variant] names the game.
        let no_game = text.replace(&format!("[Game \"{id}\"]\n"), "");
        let back = read(&no_game, Some("chess")).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(back.variant.id(), id, "{no_game}");
    }
}

#[test]
fn the_roster_gives_the_result_and_why_the_game_ended() {
    let g = read("[Game \"chess\"]\n1. f3 e5 2. g4 Qh4#", None).unwrap();
    let text = write_with_header(&g.start, g.seed, &g.steps, &Header::default(), None);
    for line in [
        "[Event \"?\"]",
        "[Date \"????.??.??\"]",
        "[White \"?\"]",
        "[Black \"?\"]",
        "[Result \"0-1\"]",
        "[Termination \"checkmate\"]",
    ] {
        assert!(text.contains(line), "{line} missing from {text}");
    }
    let g = read("[Game \"chess\"]\n1. e4", None).unwrap();
    let text = write_with_header(&g.start, g.seed, &g.steps, &Header::default(), None);
    assert!(text.contains("[Result \"*\"]"), "{text}");
    assert!(!text.contains("Termination"), "{text}");
}

#[test]
fn other_programs_names_of_games_are_read() {
    for (name, id) in [
        ("Standard", "chess"),
        ("alice", "alice"),
        ("Alice Chess", "alice"),
        ("four-ffa", "four-ffa"),
    ] {
        assert_eq!(game_of_variant(name), Ok(id), "{name}");
    }
}

#[test]
fn a_resigned_or_drawn_game_says_so_and_reads_back() {
    use crate::piece::Player;
    let g = read("[Game \"alice\"]\n1. e4 d5", None).unwrap();
    assert_eq!(g.end, None);
    for (end, result, why) in [
        (Agreement::Resigned(Player(0)), "0-1", "resignation"),
        (Agreement::Resigned(Player(1)), "1-0", "resignation"),
        (Agreement::Drawn, "1/2-1/2", "agreement"),
        (Agreement::OutOfTime(Player(1)), "1-0", "time forfeit"),
    ] {
        let text = write_with_header(&g.start, g.seed, &g.steps, &Header::default(), Some(end));
        assert!(text.contains(&format!("[Result \"{result}\"]")), "{text}");
        assert!(text.contains(&format!("[Termination \"{why}\"]")), "{text}");
        assert!(text.trim_end().ends_with(result), "{text}");
        assert_eq!(read(&text, None).unwrap().end, Some(end), "{text}");
    }
    // A result that the rules already decided is not an agreement.
    let mate = read("[Game \"chess\"]\n1. f3 e5 2. g4 Qh4# 0-1", None).unwrap();
    assert_eq!(mate.end, None);
    // Nor is a result in a game of four.
    let four = read("[Game \"four-ffa\"]\n1-0", None).unwrap();
    assert_eq!(four.end, None);
}

#[test]
fn a_game_of_four_ended_by_the_players_reads_back_from_its_record() {
    use crate::piece::Player;
    let g = read("[Game \"four-teams\"]\n1. e2-e4", None).unwrap();
    for (end, result, why) in [
        (
            Agreement::Resigned(Player(1)),
            "White, Yellow",
            "Red resigned",
        ),
        (
            Agreement::Resigned(Player(2)),
            "Red, Black",
            "Yellow resigned",
        ),
        (Agreement::Drawn, "draw", "agreement"),
    ] {
        let text = write_with_header(&g.start, g.seed, &g.steps, &Header::default(), Some(end));
        assert!(text.contains(&format!("[Result \"{result}\"]")), "{text}");
        assert!(text.contains(&format!("[Termination \"{why}\"]")), "{text}");
        assert_eq!(read(&text, None).unwrap().end, Some(end), "{text}");
    }
}

/// Notes go after their step as comments, a brace in them written as a parenthesis, and the
/// record reads back to the same game (comments are skipped).
#[test]
fn notes_are_comments_after_their_steps() {
    let g = read("[Game \"chess\"]\n1. f3 e5 2. g4 Qh4#", None).unwrap();
    let mut h = header();
    h.notes = vec![(0, "[%eval -0.40]".into()), (2, "Blunder {mate}".into())];
    let text = write_with_header(&g.start, g.seed, &g.steps, &h, None);
    assert!(
        text.contains("1. f3 {[%eval -0.40]} e5 2. g4 {Blunder (mate)} Qh4#"),
        "{text}"
    );
    let again = read(&text, None).unwrap();
    assert_eq!(again.steps, g.steps);
}

/// In a game with dice a note goes after the turn that holds its step.
#[test]
fn notes_follow_the_turn_in_games_with_dice() {
    let g = read("[Game \"orwell\"]\n[Seed \"5\"]\n", None).unwrap();
    let mut game = crate::game::Game::from_start(g.start.clone(), Some(5));
    game.roll_dice().unwrap();
    let m = game.last().legal_moves()[0];
    game.play(crate::game::Step::Move(m)).unwrap();
    let steps: Vec<Step> = game.steps().iter().map(|p| p.step.clone()).collect();
    let mut h = header();
    h.notes = vec![(1, "a note".into())];
    let text = write_with_header(&g.start, Some(5), &steps, &h, None);
    let line = text
        .lines()
        .find(|l| l.contains(':') && !l.starts_with('['))
        .unwrap();
    assert!(line.ends_with("{a note}"), "{text}");
}

//! chess.com's PGN4: real records replayed to their end, each compared with the result its own
//! `[Result]` and `[Termination]` tags give; records written and read back; bad records
//! refused with a message naming the move or the tag.

use quadrille::notation::game_record::{Header, RecordGame};
use quadrille::notation::pgn4;
use quadrille::notation::record::{tag, tags};
use quadrille::position::{Agreement, Outcome, Player, Position, Step};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/pgn4/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn last(read: &RecordGame) -> Position {
    read.steps
        .iter()
        .fold(read.start.clone(), |p, s| s.apply(&p))
}

/// The seat (in turn order) of the player a record's tag names: `[Red "name"]`.
fn seat_of(pairs: &[(String, String)], name: &str) -> Player {
    let seats = ["Red", "Blue", "Yellow", "Green"];
    let i = seats
        .iter()
        .position(|s| tag(pairs, s) == Some(name))
        .unwrap_or_else(|| panic!("no seat is played by {name}"));
    Player(i as u8)
}

/// A partnership record: its `[Result]` (`1-0`: Red and Yellow win) and its `[Termination]`
/// (`Yellow resigned. 0-1`, `Blue forfeit on time. 1-0`) against the game replayed.
fn check_teams(name: &str) {
    let text = data(name);
    let pairs = tags(&text);
    let read = pgn4::read(&text, None).unwrap();
    assert_eq!(read.variant.id(), "4pc-teams");
    let end = last(&read);
    let termination = tag(&pairs, "Termination").unwrap();
    let (who, _) = termination.split_once(' ').unwrap();
    let seat = ["Red", "Blue", "Yellow", "Green"]
        .iter()
        .position(|s| *s == who)
        .unwrap();
    let expected_end = if termination.contains("resigned") {
        Agreement::Resigned(Player(seat as u8))
    } else {
        assert!(termination.contains("on time"), "{termination}");
        Agreement::OutOfTime(Player(seat as u8))
    };
    assert_eq!(read.end, Some(expected_end), "{name}");
    assert_eq!(end.outcome(), Outcome::Ongoing, "{name}");
    let winners = expected_end.winners(&end);
    let expected = match tag(&pairs, "Result").unwrap() {
        "1-0" => vec![Player(0), Player(2)],
        "0-1" => vec![Player(1), Player(3)],
        other => panic!("{other}"),
    };
    assert_eq!(winners, expected, "{name}");
}

#[test]
fn real_teams_records_replay_to_their_resignation_and_time_out() {
    check_teams("teams-26780486.pgn4");
    check_teams("teams-26780489.pgn4");
}

/// A free-for-all record replayed to its end: each player's final points against its `[Result]`
/// (`softhink: 34 - KKarJrr: 28 - ...`), the winners (the most points), and its `[Termination]`:
/// `(Green +40)` (the last player in scores 20 for each king still walking) or `Insufficient
/// material`.
fn check_ffa(name: &str) {
    let text = data(name);
    let pairs = tags(&text);
    let read = pgn4::read(&text, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(read.variant.id(), "4pc-ffa");
    let end = last(&read);
    let Outcome::Over { result, winners } = end.outcome() else {
        panic!("{name}: the game is not over: {}", end.to_text());
    };
    let mut expected = [0u32; 4];
    for item in tag(&pairs, "Result").unwrap().split(" - ") {
        let (player, points) = item.rsplit_once(": ").unwrap();
        expected[seat_of(&pairs, player).0 as usize] = points.parse().unwrap();
    }
    let last_points = end.final_points(result);
    assert_eq!(last_points, expected, "{name}");
    let best = expected.iter().max().unwrap();
    let most: Vec<Player> = (0..4u8)
        .map(Player)
        .filter(|p| expected[p.0 as usize] == *best)
        .collect();
    assert_eq!(winners, most, "{name}");
    let termination = tag(&pairs, "Termination").unwrap();
    if termination == "Insufficient material" {
        assert_eq!(result.as_str(), "bare-kings", "{name}");
        return;
    }
    // `(Blue +20)`: the seat of the last player in, and what he scored at the end.
    let (seat, bonus) = termination
        .trim_matches(['(', ')'])
        .split_once(" +")
        .unwrap_or_else(|| panic!("{name}: {termination}"));
    let seat = ["Red", "Blue", "Yellow", "Green"]
        .iter()
        .position(|s| *s == seat)
        .unwrap();
    assert_eq!(result.as_str(), "elimination", "{name}");
    assert!(!end.is_out(Player(seat as u8)), "{name}");
    let bonus: u32 = bonus.parse().unwrap();
    assert_eq!(last_points[seat] - end.points()[seat], bonus, "{name}");
}

#[test]
fn a_real_free_for_all_record_replays_to_its_points() {
    // A mate, a capture of a dead king, a glued resignation, the last player scoring 40.
    check_ffa("ffa-99399052.pgn4");
}

#[test]
fn a_mate_is_scored_by_the_move_that_gives_it() {
    // Blue's `Qe2-f1+#` mates Red: Blue scores it before Yellow moves (68 in the end, not 48).
    check_ffa("ffa-100786972.pgn4");
}

#[test]
fn a_king_is_taken_by_a_player_that_king_s_knight_checks_and_the_leader_claims() {
    // Yellow, in check from Green's knight, takes Green's king (`Bg14xKk10#`); Red, 31 ahead
    // with two players left, claims the win (`R`): Yellow, the last player in, scores 20.
    check_ffa("ffa-100527014.pgn4");
    let read = pgn4::read(&data("ffa-100527014.pgn4"), None).unwrap();
    assert_eq!(
        read.steps.last(),
        Some(&Step::Leave(
            Player(0),
            quadrille::position::leaving::Departure::ClaimedWin
        ))
    );
}

#[test]
fn a_draw_by_material_with_a_king_walking_gives_twenty_to_each_player_in() {
    // Red's king walks (his time ran out); Blue and Green are left with their kings: 10 each for
    // the draw and 10 each for the walking king.
    check_ffa("ffa-97969768.pgn4");
}

#[test]
fn real_records_are_written_back_and_read_again() {
    for name in [
        "teams-26780486.pgn4",
        "teams-26780489.pgn4",
        "ffa-99399052.pgn4",
        "ffa-100786972.pgn4",
        "ffa-100527014.pgn4",
        "ffa-97969768.pgn4",
    ] {
        let read = pgn4::read(&data(name), None).unwrap();
        let header = Header {
            players: vec!["Anna".into(), String::new(), "Bo".into(), String::new()],
            ..Header::default()
        };
        let text = pgn4::write(&read.start, &read.steps, &header, read.end).unwrap();
        let again = pgn4::read(&text, None).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(again.steps, read.steps, "{name}\n{text}");
        assert_eq!(again.end, read.end, "{name}");
        assert_eq!(last(&again).to_text(), last(&read).to_text(), "{name}");
        assert!(
            text.contains("[Red \"Anna\"]") && text.contains("[Blue \"Blue\"]"),
            "{text}"
        );
    }
}

#[test]
fn the_written_record_has_chess_com_s_forms() {
    let read = pgn4::read(&data("ffa-99399052.pgn4"), None).unwrap();
    let text = pgn4::write(&read.start, &read.steps, &Header::default(), read.end).unwrap();
    for line in [
        "[Variant \"FFA\"]",
        "[RuleVariants \"DeadKingWalking EnPassant PromoteTo=D\"]",
        "[StartFen4 \"4PC\"]",
        "[Result \"Red: 28 - Blue: 34 - Yellow: 26 - Green: 90\"]",
        "1. f2-f4 .. b4-d4 .. g13-g12 .. m11-k11\n",
        "9. Qi8-i4 .. Ba6xNd3 .. Qh14-i13 .. m5-k5\n",
        "20. Rd1-f1 .. Nh4xRf3 .. k13-k12 .. Ng4-i3+#\n",
        "40. g11-h11=D+ .. Rh14xQh11 .. h6xNg7=D\n",
        "45. Ka5xRa6 .. Kh12-g13R .. i2xKh1\n46. R\n",
    ] {
        assert!(text.contains(line), "{line} is not in\n{text}");
    }
}

#[test]
fn the_start_arrays_are_named_as_chess_com_names_them() {
    // The classic array (Blue's queen on a7), written `4PCo`; a record without [StartFen4] and
    // [RuleVariants] was written before 2022 and starts from it too.
    let blue_queen_from_a7 = "1. e2-e4 .. b8-c8 .. g13-g12 .. m8-l8\n2. h2-h3 .. Qa7-b8\n";
    let blue_queen_from_a8 = "1. e2-e4 .. b9-c9 .. g13-g12 .. m8-l8\n2. h2-h3 .. Qa8-b9\n";
    let classic = "[Variant \"Teams\"]\n[StartFen4 \"4PCo\"]\n\n";
    let old = "[Variant \"Teams\"]\n\n";
    let modern = "[Variant \"Teams\"]\n[RuleVariants \"EnPassant\"]\n\n";
    let read = |head: &str, moves: &str| pgn4::read(&format!("{head}{moves}"), None);
    assert!(read(classic, blue_queen_from_a7).is_ok());
    assert!(read(old, blue_queen_from_a7).is_ok());
    assert!(read(modern, blue_queen_from_a8).is_ok());
    assert!(read(modern, blue_queen_from_a7).is_err());
    assert!(read(classic, blue_queen_from_a8).is_err());
}

#[test]
fn bad_records_say_what_is_wrong() {
    let cases = [
        ("[Variant \"Chaturaji\"]\n\n1. h2-h3\n", "Chaturaji"),
        (
            "[Variant \"FFA\"]\n[RuleVariants \"EnPassant Play4Mate\"]\n\n1. h2-h3\n",
            "Play4Mate",
        ),
        (
            "[Variant \"FFA\"]\n[StartFen4 \"2PC\"]\n\n1. h2-h3\n",
            "2PC",
        ),
        (
            "[Variant \"FFA\"]\n[StartFen4 \"R-0,0,0,0-1,1,1,1-zz\"]\n\n",
            "StartFen4",
        ),
        (
            "[Variant \"FFA\"]\n\n1. h2-h3 .. b7-c7 .. g13-g9\n",
            "move 3 (round 1, Yellow: g13-g9)",
        ),
        (
            "[Variant \"Teams\"]\n\n1. h2-h3 .. R .. g13-g12\n",
            "g13-g12) comes after the end of the game (Blue resigned)",
        ),
        ("[Variant \"FFA\"]\n\n1. h2-h3 .. Zz99-q1\n", "Zz99-q1"),
        ("1. h2-h3 .. b7-c7\n", "[Variant]"),
    ];
    for (text, expected) in cases {
        let e = pgn4::read(text, None).expect_err(text).to_string();
        assert!(e.contains(expected), "{text:?}: {e}");
    }
}

#[test]
fn a_leave_at_another_player_s_turn_reads_back() {
    let text = "[Variant \"FFA\"]\n[RuleVariants \"EnPassant\"]\n\n1. h2-h3 .. b7-c7 .. Green-resigns .. g13-g12\n";
    let read = pgn4::read(text, None).unwrap();
    assert_eq!(
        read.steps[2],
        Step::Leave(Player(3), quadrille::position::leaving::Departure::Resigned)
    );
    let written = pgn4::write(&read.start, &read.steps, &Header::default(), None).unwrap();
    assert!(
        written.contains("b7-c7 Green-resigns .. g13-g12"),
        "{written}"
    );
    assert_eq!(pgn4::read(&written, None).unwrap().steps, read.steps);
}

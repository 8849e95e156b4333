//! Tests of links: the text form alone, then decoding and encoding against the engine.

use super::*;

fn data(game: &str, moves: &[&str], ply: Option<usize>) -> LinkData {
    LinkData {
        game: game.to_string(),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        ply,
        ..LinkData::default()
    }
}

#[test]
fn writes_a_readable_link() {
    let d = data("alice", &["e2-e4", "d7-d5", "B:Bf1-b5"], Some(2));
    assert_eq!(d.to_text(), "v=1&g=alice&m=e2-e4.d7-d5.B:Bf1-b5&p=2");
}

#[test]
fn round_trips_every_part() {
    let d = LinkData {
        game: "chess".to_string(),
        options: vec![
            ("en_passant".to_string(), "true".to_string()),
            ("limit".to_string(), "1.5".to_string()),
        ],
        start: Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".to_string()),
        seed: None,
        moves: vec!["e7xd8=Q".to_string(), "O-O".to_string(), "Qh5+".to_string()],
        ply: Some(0),
        end: Some(Agreement::Resigned(crate::piece::Player(1))),
        stipulation: None,
    };
    let text = d.to_text();
    assert!(text.ends_with("&p=0&e=r1"), "{text}");
    assert!(!text.contains(' '), "{text}");
    assert!(text.contains("s=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR+b+KQkq+e3+0+1"));
    assert_eq!(LinkData::parse(&text), Ok(d.clone()));
    assert_eq!(LinkData::parse(&format!("#{text}")), Ok(d));
}

#[test]
fn reads_parts_in_any_order_and_escaped_characters() {
    let d = LinkData::parse("g=alice&m=e2%2De4.d7-d5&v=1").unwrap();
    assert_eq!(d.game, "alice");
    assert_eq!(d.moves, vec!["e2-e4", "d7-d5"]);
    assert_eq!(d.ply, None);
}

#[test]
fn a_game_with_no_moves_has_no_move_part() {
    let d = data("chess", &[], None);
    assert_eq!(d.to_text(), "v=1&g=chess");
    assert_eq!(LinkData::parse("v=1&g=chess&m="), Ok(d));
}

fn rejects(link: &str) -> LinkError {
    match LinkData::parse(link) {
        Ok(d) => panic!("{link:?} was accepted as {d:?}"),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

#[test]
fn rejects_missing_or_repeated_parts() {
    rejects("");
    rejects("#");
    rejects("g=chess");
    rejects("v=1");
    rejects("v=1&g=chess&g=alice");
    rejects("v=1&g=chess&x=1");
    rejects("v=1&g=chess&m");
    rejects("v=1&&g=chess");
}

#[test]
fn rejects_bad_values() {
    rejects("v=one&g=chess");
    rejects("v=0&g=chess");
    rejects("v=-1&g=chess");
    rejects("v=99999999999999&g=chess");
    rejects("v=1&g=Chess");
    rejects("v=1&g=ch ess");
    rejects("v=1&g=chess&p=x");
    rejects("v=1&g=chess&p=-1");
    rejects("v=1&g=chess&p=99999999999999999999");
    rejects("v=1&g=chess&m=e2-e4..e7-e5");
    rejects("v=1&g=chess&m=e2+e4");
    rejects("v=1&g=chess&o=en_passant:%3Cb%3E");
    rejects("v=1&g=chess&o=en%20passant:true");
    rejects("v=1&g=chess&s=8/8%3C");
    rejects("v=1&g=chess&m=e2%");
    rejects("v=1&g=chess&m=e2%zz");
    rejects("v=1&g=chess&m=%FF%FE");
    rejects("v=1&g=chess&m=e2%0Ae4");
    rejects("v=1&g=chess&o=en_passant");
    rejects("v=1&g=chess&o=a:1,a:2");
    rejects("v=1&g=chess&s=");
    rejects("v=1&g=chess&s=+++");
}

#[test]
fn a_newer_version_is_named_in_the_error() {
    assert_eq!(rejects("v=2&g=chess"), LinkError::Version("2".to_string()));
    assert!(rejects("v=7&g=chess").to_string().contains("version 7"));
}

#[test]
fn the_ply_must_be_within_the_moves() {
    assert_eq!(
        rejects("v=1&g=chess&m=e2-e4&p=2"),
        LinkError::Ply { ply: 2, moves: 1 }
    );
    assert_eq!(
        LinkData::parse("v=1&g=chess&m=e2-e4&p=1").unwrap().ply,
        Some(1)
    );
}

#[test]
fn rejects_hostile_text() {
    rejects("<script>alert(1)</script>");
    rejects("v=1&g=<script>alert(1)</script>");
    rejects("v=1&g=chess&m=<script>alert(1)</script>");
    rejects("v=1&g=chess&s=<img src=x onerror=alert(1)>");
    rejects("v=1&g=chess&m=%3Cscript%3E");
    rejects("javascript:alert(1)");
    rejects("v=1&g=chess&m=\u{202e}e2-e4");
    rejects("v=1&g=chess&m=é");
    rejects("v=1&g=chess&m=e2-e4\0");
}

#[test]
fn rejects_very_long_text_quickly() {
    rejects(&"a".repeat(1_000_000));
    rejects(&format!("v=1&g=chess&m={}", ["e2-e4"; 9_000].join(".")));
    rejects(&format!("v=1&g=chess&m={}", "e".repeat(MAX_ITEM_LEN + 1)));
    rejects(&format!("v=1&g=chess&s={}", "8/".repeat(MAX_START_LEN)));
    rejects(&format!("v=1&g={}", "a".repeat(33)));
    let many: Vec<String> = (0..=MAX_OPTIONS).map(|i| format!("o{i}:1")).collect();
    rejects(&format!("v=1&g=chess&o={}", many.join(",")));
}

#[test]
fn never_panics_on_garbage() {
    // A fixed pseudo-random generator: the same garbage on every run.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let alphabet: Vec<char> = "v=1&g=chess.alice%+:,-#xyzAZ09<>\"' \u{0}\u{7f}é€😀"
        .chars()
        .collect();
    for _ in 0..5_000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let len = (seed % 60) as usize;
        let text: String = (0..len)
            .map(|i| alphabet[((seed >> (i % 50)) as usize + i * 7) % alphabet.len()])
            .collect();
        let _ = LinkData::parse(&text);
        let _ = LinkData::parse(&format!("v=1&g=chess&m={text}"));
        let _ = LinkData::parse(&format!("v=1&g=chess&s={text}&o={text}"));
    }
}

// Against the engine: games, positions and moves.

/// The checkmate from shared/rules/alice.md: 1.e4 d5 2.Be2 dxe4 3.Bb5#.
const ALICE_MATE: &str = "v=1&g=alice&m=e2-e4.d7-d5.Bf1-e2.B:d5xe4.B:Be2-b5";

#[test]
fn decodes_a_game_from_the_rules_and_writes_it_back() {
    let game = decode(ALICE_MATE).unwrap();
    assert_eq!(game.variant.id(), "alice");
    assert_eq!(game.moves.len(), 5);
    assert_eq!(game.ply, 5);
    let mut pos = game.start.clone();
    for mv in &game.moves {
        pos = pos.play(mv);
    }
    assert_eq!(pos.outcome().as_str(), "checkmate");
    assert_eq!(encode(&game.start, &game.moves, 5), ALICE_MATE);
    assert_eq!(
        encode(&game.start, &game.moves, 2),
        format!("{ALICE_MATE}&p=2")
    );
}

#[test]
fn reads_moves_written_in_san_too() {
    let game = decode("#v=1&g=alice&m=e4.d5.Be2.dxe4.Bb5&p=1").unwrap();
    assert_eq!(game.ply, 1);
    assert_eq!(
        encode(&game.start, &game.moves, 1),
        format!("{ALICE_MATE}&p=1")
    );
}

#[test]
fn names_the_move_that_cannot_be_played() {
    let err = decode("v=1&g=alice&m=e2-e4.e7-e5.e4-e5").unwrap_err();
    assert!(matches!(err, LinkError::Move { number: 3, .. }), "{err:?}");
    assert!(err.to_string().contains("move 3"), "{err}");
    let err = decode(&format!("{ALICE_MATE}.Ke8-d7")).unwrap_err();
    assert!(matches!(err, LinkError::Move { number: 6, .. }), "{err:?}");
    assert!(err.to_string().contains("over"), "{err}");
    assert!(matches!(
        decode("v=1&g=chess&m=Zz9-z1"),
        Err(LinkError::Move { number: 1, .. })
    ));
}

#[test]
fn refuses_unknown_games_options_and_bad_positions() {
    assert!(matches!(
        decode("v=1&g=no-such-game"),
        Err(LinkError::Game(_))
    ));
    assert!(matches!(
        decode("v=1&g=chess&o=no_such_option:true"),
        Err(LinkError::Game(_))
    ));
    assert!(matches!(
        decode("v=1&g=alice&o=en_passant:maybe"),
        Err(LinkError::Game(_))
    ));
    assert!(matches!(
        decode("v=1&g=chess&s=8/8/8"),
        Err(LinkError::Start(_))
    ));
    // Two white kings: parsed, but not a legal position.
    assert!(matches!(
        decode("v=1&g=chess&s=4k3/8/8/8/8/8/8/K3K3+w+-+-+0+1"),
        Err(LinkError::Start(_))
    ));
}

#[test]
fn keeps_options_and_start_positions_that_differ_from_the_game() {
    let game = decode("v=1&g=alice&o=en_passant:true&m=e2-e4").unwrap();
    assert_eq!(
        encode(&game.start, &game.moves, 1),
        "v=1&g=alice&o=en_passant:true&m=e2-e4"
    );
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let link = format!("v=1&g=chess&s={}&m=b7-b8=N", fen.replace(' ', "+"));
    let game = decode(&link).unwrap();
    assert_eq!(game.start.to_text(), fen);
    assert_eq!(encode(&game.start, &game.moves, 1), link);
    // The usual start is left out, and default options are not written.
    let game = decode("v=1&g=chess&o=&m=e2-e4").unwrap();
    assert_eq!(encode(&game.start, &game.moves, 1), "v=1&g=chess&m=e2-e4");
}

#[test]
fn decoding_garbage_never_panics() {
    for text in [
        "v=1&g=alice&m=B:",
        "v=1&g=alice&m=:",
        "v=1&g=alice&m=O-O-O-O",
        "v=1&g=alice&m=e2-e4=Q",
        "v=1&g=alice&m=e9-e10",
        "v=1&g=alice&m=C:e2-e4",
        "v=1&g=alice&s=;;;;",
        "v=1&g=alice&s=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;x+w+KQkq+-+0+1",
        "v=1&g=chess&s=99999999/8/8/8/8/8/8/8+w+-+-+0+1",
        "v=1&g=chess&s=8/8/8/8/8/8/8/8+w+-+-+0+1",
    ] {
        assert!(decode(text).is_err(), "{text} was accepted");
    }
}

// Games with dice: the seed (d=) and the rolls in the move list.

#[test]
fn a_dice_link_holds_the_seed_and_explicit_rolls() {
    let game = decode("v=1&g=orwell&d=7&m=r13.c3-d4.pass").unwrap();
    assert_eq!(game.seed, Some(7));
    assert_eq!(game.steps.len(), 3);
    assert_eq!(game.steps[0], Step::Roll([1, 3]));
    assert_eq!(game.moves.len(), 2);
    assert!(game.moves[1].is_pass());
    let mut pos = game.start.clone();
    for s in &game.steps {
        pos = s.apply(&pos);
    }
    assert_eq!(pos.to_move().0, 1, "Red is to move after White's pass");
    assert!(pos.needs_roll());
    let again = encode_steps(&game.start, game.seed, &game.steps, game.ply);
    let seeded = game.start.seeded_roll(7).unwrap();
    if seeded == [1, 3] {
        assert_eq!(again, "v=1&g=orwell&d=7&m=r.c3-d4.pass");
    } else {
        assert_eq!(again, "v=1&g=orwell&d=7&m=r13.c3-d4.pass");
    }
}

#[test]
fn a_seeded_roll_is_the_seeds_roll_and_round_trips() {
    let game = decode("v=1&g=orwell&d=2002&m=r&p=0").unwrap();
    let roll = game.start.seeded_roll(2002).unwrap();
    assert_eq!(game.steps, vec![Step::Roll(roll)]);
    assert_eq!(game.ply, 0);
    assert_eq!(
        encode_steps(&game.start, Some(2002), &game.steps, 0),
        "v=1&g=orwell&d=2002&m=r&p=0"
    );
    // Another seed gives other rolls over a few turns.
    let a: Vec<_> = (0..8)
        .map(|t| crate::rules::DiceRng::new(2002).roll_at(t, 6))
        .collect();
    let b: Vec<_> = (0..8)
        .map(|t| crate::rules::DiceRng::new(2003).roll_at(t, 6))
        .collect();
    assert_ne!(a, b);
}

#[test]
fn dice_links_with_mistakes_are_refused() {
    let err = |l: &str| decode(l).unwrap_err().to_string();
    assert!(err("v=1&g=orwell&d=7&m=c3-d4").contains("roll first"));
    assert!(err("v=1&g=orwell&m=r").contains("no seed"));
    assert!(err("v=1&g=orwell&d=7&m=r13.r13").contains("already rolled"));
    assert!(err("v=1&g=orwell&d=7&m=r17").contains("cannot show 7"));
    assert!(err("v=1&g=orwell&d=7&m=r1").contains("two dice"));
    assert!(err("v=1&g=chess&d=7").contains("not played with dice"));
    assert!(err("v=1&g=orwell&d=-1").contains("seed"));
    assert!(err("v=1&g=orwell&d=99999999999999999999").contains("seed"));
    // A die that is not in the roll cannot be used: a 2 moves a Dabbabah only.
    assert!(decode("v=1&g=orwell&d=7&m=r13.Dd3-e4").is_err());
}

#[test]
fn a_game_ended_by_the_players_reads_back_from_its_link() {
    let g = decode("v=1&g=chess&m=e2-e4.e7-e5&e=r0").unwrap();
    assert_eq!(g.end, Some(Agreement::Resigned(crate::piece::Player(0))));
    assert_eq!(g.ply, 2);
    let g = decode("v=1&g=four-teams&m=e2-e4&e=r3").unwrap();
    assert_eq!(g.end, Some(Agreement::Resigned(crate::piece::Player(3))));
    let g = decode("v=1&g=orwell&d=7&e=d").unwrap();
    assert_eq!(g.end, Some(Agreement::Drawn));
    let g = decode("v=1&g=alice&m=e2-e4&p=0&e=d").unwrap();
    assert_eq!(g.end, Some(Agreement::Drawn));
    for (bad, words) in [
        ("v=1&g=chess&e=x", "r or t and a player's number"),
        ("v=1&g=chess&e=r2", "no player 3"),
        ("v=1&g=chess&e=t2", "no player 3"),
        ("v=1&g=four-ffa&e=r0", "leaves the game"),
        ("v=1&g=four-ffa&e=t0", "leaves the game"),
        (
            "v=1&g=chess&m=f2-f3.e7-e5.g2-g4.Qd8-h4&e=r0",
            "already over",
        ),
        ("v=1&g=chess&e=d&e=d", "twice"),
    ] {
        let err = decode(bad).unwrap_err().to_string();
        assert!(err.contains(words), "{bad}: {err}");
    }
}

#[test]
fn a_problem_link_carries_its_stipulation() {
    // A back-rank mate in one set as a problem: the stipulation is written with `#` escaped
    // (a `#` would end the address's hash) and read back as the solver writes it.
    let start = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    let text = format!("v=1&g=chess&s={}&t=%232", start.replace(' ', "+"));
    let d = LinkData::parse(&text).unwrap();
    assert_eq!(d.stipulation.as_deref(), Some("#2"));
    assert_eq!(d.to_text(), text);
    let game = decode(&text).unwrap();
    assert_eq!(game.stipulation.as_deref(), Some("#2"));
    // Every kind, in any case, reads back as the solver writes it.
    for (given, written) in [
        ("H%232.5", "h#2.5"),
        ("ser-h%233", "ser-h#3"),
        ("s%3D2", "s=2"),
    ] {
        let d = LinkData::parse(&format!("v=1&g=alice&t={given}")).unwrap();
        assert_eq!(d.stipulation.as_deref(), Some(written), "{given}");
        assert_eq!(LinkData::parse(&d.to_text()), Ok(d));
    }
    // A stipulation the solver cannot read is refused with its reason.
    let e = rejects("v=1&g=chess&t=%230").to_string();
    assert!(e.contains("stipulation") && e.contains("at least 1"), "{e}");
    assert!(rejects("v=1&g=chess&t=dia2")
        .to_string()
        .contains("proof games"));
}

//! Orwell Chess turns: the single-die options from the start and perft as `orwell.md` defines
//! it for dice (both counted by hand below), records with rolls that replay to the same
//! position, the seeded dice, the position text, and the legal moves of random games checked
//! against each other.

use quadrille::notation::turns::{items, replay, write_turn};
use quadrille::notation::{parse_move, san};
use quadrille::position::{Move, Position, Special};
use quadrille::rules::DiceState;
use quadrille::variant::{self, Variant};
use std::collections::HashSet;
use std::sync::Arc;

fn orwell() -> Arc<Variant> {
    variant::build("orwell", &[]).unwrap()
}

fn start() -> Position {
    Position::start(&orwell())
}

#[test]
fn white_single_die_options_from_the_start() {
    // Counted by hand from the setup of orwell.md:
    // - 1 or 6 (Berlinpeono, Raja, Maharaja): the four Berlinpeonos of rank 1 face down and step
    //   diagonally through the seam to rank 12 (b1: a12 c12; c1: b12 d12; e1: d12 f12; f1: e12
    //   g12), the four of rank 3 face up (b3: a4 c4; c3: b4 d4; e3: d4 f4; f3: e4 g4): 16. Nothing
    //   stands straight ahead of them to capture, and the Raja on d2 is surrounded by his own men.
    // - 2 (Dabbabah): d1 goes down through the seam, c12 then Black's b11 taken, e12 then f11
    //   taken; d3 goes up, c4 then Red's b5 taken, e4 then f5 taken; c2 and e2 block the rest: 8.
    // - 3 (Gryphon): a2 and g2 have their own Berlinpeonos on both diagonal squares: 0.
    // - 4 (Jugyo): b2 and f2 are boxed in vertically and sideways by their own pieces: 0.
    // - 5 (Pao): each Pao jumps its own Berlinpeono up (c3, e3) to take Red's c5, e5 and down (c1,
    //   e1) through the seam to take Black's c11, e11; sideways the screen is followed by its own
    //   piece: 4.
    let s = start();
    for (roll, counts) in [([1, 2], [16, 8]), ([6, 3], [16, 0]), ([4, 5], [0, 4])] {
        let p = s.roll(roll).unwrap();
        assert_eq!(
            roll.map(|f| p.moves_for_die(f).len()),
            counts,
            "roll {roll:?}"
        );
    }
    // 1 and 6 allow the same pieces: the 16 moves once each, not twice.
    let p = s.roll([1, 6]).unwrap();
    assert_eq!(p.legal_moves().len(), 16);
    let p = s.roll([1, 2]).unwrap();
    assert_eq!(p.legal_moves().len(), 24);
    assert_eq!(p.die_for(&parse_move(&p, "Dd1xb11").unwrap()), Some(2));
    assert_eq!(p.die_for(&parse_move(&p, "c3-d4").unwrap()), Some(1));
}

/// The distinct turns of each roll from the start, in the order of `divide_rolls`, and perft 1.
///
/// Counted by hand. The moves from the start (see the test above) fall into seven groups of
/// four, each group mapped onto itself by the two symmetries of the setup (mirroring the files
/// a-g, and reflecting ranks r and 4-r round the cylinder, which swaps Red and Black): the
/// Berlinpeono moves b3-a4, b3-c4, c3-b4, c3-d4 (with their images such as f1-g12), the
/// Dabbabah moves d3-c4 and d3xb5, and the Pao move c2xc5. After each, White still has his
/// second die; his moves for each die type were counted by hand on the board:
///
/// | first move | 1/6 | 2 | 3 | 4 | 5 |
/// |------------|-----|---|---|---|---|
/// | b3-a4      | 14  | 8 | 3 | 3 | 4 |   b3 empty: Gryphon a2 and Jugyo b2 reach b3, b4, xb5
/// | b3-c4      | 15  | 6 | 3 | 3 | 3 |   c4 takes c5; blocks d3 and the Pao c2
/// | c3-b4      | 17  | 8 | 0 | 0 | 6 |   Raja to c3; Pao c2 slides c3 c4, takes c6 over c5
/// | c3-d4      | 15  | 8 | 0 | 0 | 6 |   d4 takes d5; e3 loses d4
/// | d3-c4      | 16  | 7 | 0 | 0 | 3 |   Raja to d3; Dabbabah c4: xb5, xd5, d3
/// | d3xb5      | 17  | 7 | 0 | 0 | 2 |   Red taken: Red pieces now barred (alliances)
/// | c2xc5      | 17  | 8 | 0 | 1 | 2 |   Raja and Jugyo b2 to c2; Red barred
///
/// A turn is one or two moves: for dice of types X and Y it is a first move of X followed by a
/// move of Y (or nothing when Y has none), or the other way round; for a double, or 1 with 6,
/// only one order exists. With four moves per group:
/// - 1/6 then 1/6: 4*(14+15+17+15) + 4*(16+17) + 4*17 would mix types; the same-type sum is the
///   Berlinpeono groups: 4*(14+15+17+15) = 244 (rolls 1-1, 1-6, 6-6);
/// - 1/6 with 2: 4*(8+6+8+8) = 120 after a Berlinpeono, 4*(16+17) = 132 after a Dabbabah: 252;
/// - 1/6 with 3: the 3 is only usable after b3-a4 or b3-c4 (3 each) and nothing starts with a
///   3: 4*(3+3+1+1) = 32; the same for 4: 32;
/// - 1/6 with 5: 4*(4+3+6+6) = 76 plus 4*17 = 68: 144;
/// - 2-2: 4*(7+7) = 56; 2-3 and 2-4: 8 each (the second die never usable); 2-5: 4*(3+2) = 20
///   plus 4*8 = 32: 52;
/// - 3-3, 3-4, 4-4: neither die usable, a pass: 1 each; 3-5: 4; 4-5: 4*1 = 4; 5-5: 4*2 = 8.
const ROLLS: [([u8; 2], u64); 21] = [
    ([1, 1], 244),
    ([1, 2], 252),
    ([1, 3], 32),
    ([1, 4], 32),
    ([1, 5], 144),
    ([1, 6], 244),
    ([2, 2], 56),
    ([2, 3], 8),
    ([2, 4], 8),
    ([2, 5], 52),
    ([2, 6], 252),
    ([3, 3], 1),
    ([3, 4], 1),
    ([3, 5], 4),
    ([3, 6], 32),
    ([4, 4], 1),
    ([4, 5], 4),
    ([4, 6], 32),
    ([5, 5], 8),
    ([5, 6], 144),
    ([6, 6], 244),
];

#[test]
fn perft_1_from_the_start_sums_the_distinct_turns_of_the_21_rolls() {
    let s = start();
    assert_eq!(s.divide_rolls(1), ROLLS.to_vec());
    let total: u64 = ROLLS.iter().map(|(_, n)| n).sum();
    assert_eq!(total, 1795);
    assert_eq!(s.perft(1), 1795);
    // A single roll: the distinct turns of that roll alone, whichever order the dice are given.
    for (roll, n) in ROLLS {
        assert_eq!(s.roll(roll).unwrap().perft(1), n, "{roll:?}");
        assert_eq!(s.roll([roll[1], roll[0]]).unwrap().perft(1), n, "{roll:?}");
    }
    // Divide after a roll: the first moves of the turn. With 3 and 5 only the four Pao captures
    // start a turn, and each ends it (the Gryphons stay walled in).
    let p = s.roll([3, 5]).unwrap();
    let d = p.divide(1);
    assert_eq!(d.len(), 4);
    assert!(d
        .iter()
        .all(|(m, n)| *n == 1 && san(&p, m).starts_with('P')));
    assert_eq!(s.perft(0), 1);
}

/// Checked by hand: Red's Dabbabah takes Black's f9, so Red's Pao must take White (c2, its
/// screen c5, c3 emptied by White's first move); Black's Gryphon takes that Dabbabah on f9 and
/// the Jugyo steps into the Gryphon's square; White's d4 takes Red's d5, so his Dabbabah must take
/// Black (b11, through the seam); Red took White last, so his Pao takes Black's e9 (screen e7),
/// and then may take White's a2 (screen b2).
const RECORD: &str = "\
[Game \"orwell\"]
1. 1,3: c3-d4, pass
   2,5: Dd7xf9, Pc6xc2
   3,4: Gg10xf9, Jf10-g10
2. 6,2: d4xd5, Dd1xb11 {the 2 may take Black: White's last capture was Red}
   5,5: Pe6xe9, Pc2xa2
";

#[test]
fn a_record_with_rolls_replays_to_the_same_position_twice() {
    let record = items(RECORD).unwrap();
    let first = replay(&start(), &record, None).unwrap();
    let second = replay(&start(), &record, None).unwrap();
    assert_eq!(first.end.to_text(), second.end.to_text());
    assert_eq!(first.end.key(), second.end.key());
    let texts: Vec<String> = first.turns.iter().map(|t| t.text()).collect();
    assert_eq!(
        texts,
        [
            "1,3: c3-d4, pass",
            "2,5: Dd7xf9, Pc6xc2",
            "3,4: Gg10xf9, Jf10-g10",
            "6,2: d4xd5, Dd1xb11",
            "5,5: Pe6xe9, Pc2xa2"
        ]
    );
    // The written turns read back to the same game.
    let again = replay(&start(), &items(&texts.join("\n")).unwrap(), None).unwrap();
    assert_eq!(again.end.to_text(), first.end.to_text());
    // A turn may write the pass before the move: it is the same turn.
    let swapped = RECORD.replace("1,3: c3-d4, pass", "3,1: pass, c3-d4");
    let third = replay(&start(), &items(&swapped).unwrap(), None).unwrap();
    assert_eq!(third.end.to_text(), first.end.to_text());
    let end = &first.end;
    assert_eq!(end.to_move().0, 2, "Black's turn");
    assert!(end.needs_roll());
}

#[test]
fn records_that_break_the_rules_are_errors_naming_the_turn() {
    let s = start();
    let run = |record: &str| replay(&s, &items(record).unwrap(), None).map(|r| r.end);
    // Moves without a roll and no seed.
    let e = run("c3-d4, pass").unwrap_err();
    assert!(e.contains("turn 1") && e.contains("no roll"), "{e}");
    // A pass for a die that can be used (after b3-a4 the Gryphon may move).
    let e = run("1,3: b3-a4, pass").unwrap_err();
    assert!(e.contains("turn 1") && e.contains("must be used"), "{e}");
    // A move no unused die allows.
    let e = run("1,3: Dd3-c4, pass").unwrap_err();
    assert!(
        e.contains("turn 1") && e.contains("Dd3-c4") && e.contains("gryphon"),
        "{e}"
    );
    // A turn that stops while a die can be used, with more turns after it.
    let e = run("1,2: c3-d4 2,5: Dd7xf9, Pc6xc2").unwrap_err();
    assert!(e.contains("turn 1") && e.contains("must be used"), "{e}");
    // The Pao is P; a Berlinpeono has no letter.
    assert!(run("1,5: Pc3-d4, pass").is_err());
    assert!(run("1,5: Pc2xc5, c3-d4").is_ok());
    // A roll that no die can show, and a number that is not a roll.
    assert!(run("7,1: c3-d4, pass").unwrap_err().contains("turn 1"));
    assert!(items("1: c3-d4").is_err() && items("13: c3-d4").is_err());
    // A result as points per player, bare or in brackets, is not a move.
    assert_eq!(items("1,3: c3-d4, pass 0:1:0").unwrap().len(), 3);
    assert_eq!(items("1,3: c3-d4, pass [1:0:0]").unwrap().len(), 3);
    // A record may stop in the middle of a turn.
    let mid = run("1,2: c3-d4").unwrap();
    assert_eq!(mid.unused_dice(), [2]);
    // ... but not after a pass: at the start the Gryphon (die 3) cannot move, yet the Raja or
    // a Berlinpeono (die 1) can, and after b3-a4 the Gryphon on a2 can move through b3, so a
    // pass written for die 3 stands for a die that can be used, wherever it stands.
    for record in ["1,3: pass", "3,1: pass", "1,3: pass, b3-a4"] {
        let e = run(record).unwrap_err();
        assert!(
            e.contains("turn 1") && e.contains("'pass' is written"),
            "{record}: {e}"
        );
    }
    // After c3-d4 the Gryphons stay shut in (b3, b1, f3 and f1 still stand), so the pass
    // written first for die 3 is right, and the turn is whole.
    let whole = run("1,3: pass, c3-d4").unwrap();
    assert_eq!(whole.unused_dice(), Vec::<u8>::new());
    assert_eq!(whole.to_move(), quadrille::position::Player(1));
}

#[test]
fn the_seed_gives_the_rolls_and_the_game_replays_exactly() {
    let s = start();
    // The same seed and turn give the same roll; the roll depends on the turn, not on history.
    assert_eq!(s.seeded_roll(99), s.seeded_roll(99));
    let other = Position::from_text(&orwell(), &s.to_text()).unwrap();
    assert_eq!(other.seeded_roll(99), s.seeded_roll(99));
    let rolls: Vec<[u8; 2]> = (0..40).map(|seed| s.seeded_roll(seed).unwrap()).collect();
    assert!(rolls.iter().all(|r| r.iter().all(|f| (1..=6).contains(f))));
    assert!(rolls.iter().collect::<HashSet<_>>().len() > 10, "{rolls:?}");
    // Play a game from a seed, write it turn by turn, and replay it from the record, with and
    // without the rolls written.
    for seed in [1u64, 2002, 77] {
        let (end, turns) = seeded_game(seed, 60);
        let with_rolls = replay(&s, &items(&turns.join("\n")).unwrap(), None).unwrap();
        assert_eq!(with_rolls.end.to_text(), end.to_text(), "seed {seed}");
        let bare: Vec<String> = turns
            .iter()
            .map(|t| t.split_once(": ").map_or("", |(_, m)| m).to_string())
            .collect();
        let from_seed = replay(&s, &items(&bare.join("\n")).unwrap(), Some(seed)).unwrap();
        assert_eq!(from_seed.end.to_text(), end.to_text(), "seed {seed}");
        assert!(from_seed.turns.iter().all(|t| t.seeded));
    }
}

/// A game of `turns` turns with the dice of `seed`, each move the one a small generator picks;
/// the final position and the turns written in the inventor's notation.
fn seeded_game(seed: u64, turns: usize) -> (Position, Vec<String>) {
    let mut rng = seed | 1;
    let mut pos = start();
    let mut out = Vec::new();
    for _ in 0..turns {
        if pos.outcome().is_over() {
            break;
        }
        pos = pos.roll_from_seed(seed).unwrap();
        let roll = pos.dice().roll().unwrap();
        let mut played = Vec::new();
        while pos.dice() != DiceState::ToRoll {
            let moves = pos.legal_moves();
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(rng >> 33) as usize % moves.len()];
            if !m.is_pass() {
                played.push((san(&pos, &m), pos.die_for(&m)));
            }
            pos = pos.play(&m);
        }
        out.push(write_turn(roll, &played, !pos.outcome().is_over()));
    }
    (pos, out)
}

/// Checks one position: no move twice, the pass alone or not at all, every move legal and
/// allowed by an unused die, the moves per die and per piece agreeing with the whole list, the
/// text reading back to the same position, and `is_legal` agreeing with the list on every move a
/// piece could name (every cell, every promotion).
fn check(p: &Position) {
    let v = p.variant();
    let legal = p.legal_moves();
    let set: HashSet<Move> = legal.iter().copied().collect();
    assert_eq!(set.len(), legal.len(), "duplicates in {}", p.to_text());
    let back = Position::from_text(v, &p.to_text()).unwrap();
    assert_eq!((back.to_text(), back.key()), (p.to_text(), p.key()));
    assert_eq!(back.legal_moves(), legal);
    if p.dice() == DiceState::ToRoll {
        assert!(legal.is_empty());
        return;
    }
    if set.contains(&Move::pass()) {
        assert_eq!(legal.len(), 1, "{}", p.to_text());
        assert!(p.usable_dice().is_empty());
        return;
    }
    let mut per_die: HashSet<Move> = HashSet::new();
    for f in p.unused_dice() {
        per_die.extend(p.moves_for_die(f));
    }
    assert_eq!(per_die, set, "{}", p.to_text());
    for m in &legal {
        let die = p.die_for(m).expect("a die for every move");
        assert!(p.moves_for_die(die).contains(m));
        assert!(p.is_legal(m));
    }
    let kinds = v.pieces().len() as u8;
    for (from, piece) in p.pieces() {
        if piece.owner != p.to_move() {
            continue;
        }
        let mine: HashSet<Move> = p.legal_moves_from(from).into_iter().collect();
        let expected: HashSet<Move> = set.iter().copied().filter(|m| m.from == from).collect();
        assert_eq!(mine, expected, "{}", p.to_text());
        for to in v.geometry().cells() {
            for promotion in std::iter::once(None)
                .chain((0..kinds).map(|k| Some(quadrille::position::PieceKind(k))))
            {
                let m = Move {
                    from,
                    to,
                    arrive: to,
                    promotion,
                    special: Special::None,
                };
                assert_eq!(p.is_legal(&m), set.contains(&m), "{m:?} in {}", p.to_text());
            }
        }
    }
}

#[test]
fn random_games_keep_the_moves_consistent_and_the_text_readable() {
    let mut checked = 0;
    for seed in [3u64, 4, 5, 6] {
        let mut rng = seed;
        let mut pos = start();
        for step in 0..200 {
            if pos.outcome().is_over() {
                break;
            }
            if step % 9 == 0 {
                check(&pos);
                checked += 1;
            }
            if pos.needs_roll() {
                pos = pos.roll_from_seed(seed).unwrap();
                continue;
            }
            let moves = pos.legal_moves();
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos = pos.play(&moves[(rng >> 33) as usize % moves.len()]);
        }
    }
    assert!(checked >= 60, "only {checked} positions checked");
}

#[test]
fn the_start_text_and_its_extra_fields() {
    let s = start();
    assert_eq!(
        s.to_text(),
        "orwell:7/1bEbEbDbEbE1/bGbJbPbRbPbJbG/1bE~dbE~dbDbE~dbE~d1/7/1rErErDrErE1/rGrJrPrRrPrJrG/1rE~drE~drDrE~drE~d1/7/1wEwEwDwEwE1/wGwJwPwRwPwJwG/1wE~dwE~dwDwE~dwE~d1 w - - 0 1 --- -"
    );
    let v = orwell();
    let placement = s.to_text().split(' ').next().unwrap().to_string();
    // The extra fields may be left out, with or without the counters.
    for short in [
        format!("{placement} w - -"),
        format!("{placement} w - - 0 1"),
    ] {
        assert_eq!(
            Position::from_text(&v, &short).unwrap().to_text(),
            s.to_text()
        );
    }
    let rolled = Position::from_text(&v, &format!("{placement} w - - 0 1 r-- 35/5")).unwrap();
    assert_eq!(
        rolled.dice(),
        DiceState::Rolled {
            roll: [3, 5],
            used: [true, false]
        }
    );
    assert_eq!(
        rolled
            .last_captured(quadrille::position::Player(0))
            .map(|p| p.0),
        Some(1)
    );
    assert!(rolled.to_text().ends_with(" r-- 35/5"));
    for bad in [
        "w - - 0 1 ---",
        "w - - 0 1 -- -",
        "w - - 0 1 w-- -",
        "w - - 0 1 x-- -",
        "w - - 0 1 --- 35",
        "w - - 0 1 --- 35/4",
        "w - - 0 1 --- 3/3",
        "w - - 0 1 --- 35/",
        "w - - 0 1 --- 35/355",
        "w - - 0 1 --- 7a/7",
        "w - - 0 1 --- 79/7",
    ] {
        let t = format!("{placement} {bad}");
        assert!(Position::from_text(&v, &t).is_err(), "{bad}");
    }
    // Chess has no such fields.
    let chess = variant::build("chess", &[]).unwrap();
    assert!(Position::from_text(
        &chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 --- -"
    )
    .is_err());
}

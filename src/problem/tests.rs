//! The solver against published problems with their solutions and against small positions
//! solved by hand. The Andernach 2025 Alice problems come from Popeye's example file, their
//! solutions from Popeye's own reference output (its `REGRESSIONTESTS/alice.ref`), copied
//! here in Popeye's notation: from, to and the board of arrival (`d7-e8B`), `S` for a knight.

use super::*;
use crate::notation::popeye;
use crate::variant;
use std::collections::BTreeMap;

/// A move as Popeye writes it, without the piece and the capture mark: `d7-e8B`, `d2-d1=SA`.
fn pop(s: &Step) -> String {
    let promo = s
        .promotion
        .map(|c| format!("={}", if c == 'N' { 'S' } else { c }))
        .unwrap_or_default();
    format!("{}-{}{promo}{}", s.from, s.to, s.board)
}

fn pops(list: &[Attack]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|a| pop(&a.step)).collect();
    v.sort();
    v
}

/// Solves the first twin (or twin `twin`) of a Popeye problem.
fn solve_popeye(text: &str, twin: usize, extras: Extras) -> Solution {
    let p = &popeye::read(text).unwrap()[0];
    let v = variant::build(&p.game, &[]).unwrap();
    let t = &p.twins[twin];
    let pos = Position::from_text(&v, &t.position).unwrap();
    solve(&pos, &Stipulation::parse(&t.stipulation).unwrap(), extras).unwrap()
}

/// A helpmate's solutions, each a line of moves in Popeye's notation, sorted.
fn lines(s: &Solution) -> Vec<String> {
    let mut v: Vec<String> = s
        .lines
        .iter()
        .map(|l| l.iter().map(pop).collect::<Vec<_>>().join(" "))
        .collect();
    v.sort();
    v
}

const TRIES: Extras = Extras {
    tries: true,
    set: false,
    no_threat: false,
    extra_refutations: 0,
};

#[test]
fn andernach_2025_7th_place_mate_in_two_with_tries() {
    let s = solve_popeye(
        "begin pieces white kd1 qd7 rh4 ba5 pa4d4d5d6e4f2 white AliceB sc6e6 pb3e2
         black kd3 ra3g8 ba7b1 pb7f6 black AliceB sd8h6 pa6h3 stip #2 end",
        0,
        TRIES,
    );
    assert_eq!(pops(&s.keys), ["d7-e8B"]);
    let key = &s.keys[0];
    assert_eq!(pops(&key.threat), ["e6-f4A"]);
    let vars: BTreeMap<String, Vec<String>> = key
        .variations
        .iter()
        .map(|d| (pop(&d.step), pops(&d.replies)))
        .collect();
    let expected: BTreeMap<String, Vec<String>> = [
        ("d8-c6A".to_string(), vec!["e8-b5A".to_string()]),
        ("d8-e6A".to_string(), vec!["e8-e3A".to_string()]),
    ]
    .into_iter()
    .collect();
    assert_eq!(vars, expected);
    let tries: BTreeMap<String, Vec<String>> = s
        .tries
        .iter()
        .map(|t| (pop(&t.step), t.refutations.iter().map(pop).collect()))
        .collect();
    let expected: BTreeMap<String, Vec<String>> = [
        ("c6-b4A", "d3-c3B"),
        ("c6-e5A", "f6-e5B"),
        ("e6-c5A", "a7-c5B"),
        ("e6-f4A", "d3-e4B"),
        ("d7-g4B", "h6-g4A"),
        ("d7-f5B", "h6-f5A"),
        ("d7-c8B", "h6-g4A"),
        ("d7-e7B", "d8-c6A"),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), vec![b.to_string()]))
    .collect();
    assert_eq!(tries, expected);
    // The try 1.Qf5/B: five threats; 1...Ng4/A leaves two of them.
    let f5 = s.tries.iter().find(|t| pop(&t.step) == "d7-f5B").unwrap();
    assert_eq!(
        pops(&f5.threat),
        ["e6-f4A", "f5-b5A", "f5-f1A", "f5-f3A", "f5-h3A"]
    );
    let g4 = f5
        .variations
        .iter()
        .find(|d| pop(&d.step) == "h6-g4A")
        .unwrap();
    assert_eq!(pops(&g4.replies), ["e6-f4A", "f5-f3A"]);
    assert_eq!(f5.variations.len(), 18);
}

#[test]
fn andernach_2025_3rd_place_mate_in_three() {
    let s = solve_popeye(
        "begin pieces white ke5 pc2d3e6 white AliceB qd7 bh4 sa8 pb5c3e3f4
         black kb8 ba2 sd5 pd4e7 black AliceB ra4 ba7 pb6e4g6 stip #3 end",
        0,
        TRIES,
    );
    assert_eq!(pops(&s.keys), ["h4-g3A"]);
    let key = &s.keys[0];
    assert!(key.zugzwang && key.threat.is_empty());
    let b4 = key
        .variations
        .iter()
        .find(|d| pop(&d.step) == "a4-b4A")
        .unwrap();
    assert_eq!(pops(&b4.replies), ["c2-c4B"]);
    assert!(b4.replies[0].zugzwang);
    let mut tries: Vec<String> = s
        .tries
        .iter()
        .map(|t| format!("{} {}", pop(&t.step), pop(&t.refutations[0])))
        .collect();
    tries.sort();
    assert_eq!(
        tries,
        [
            "a8-b6A d5-b6B",
            "a8-c7A d5-c7B",
            "d7-a7A b8-a7B",
            "d7-b7A b8-b7B",
            "d7-c7A d5-c7B",
            "d7-c8A b8-c8B",
            "d7-d8A b8-b7B",
            "d7-e8A b8-b7B",
        ]
    );
}

#[test]
fn andernach_2025_helpmates() {
    let twins = "begin pieces white kh1 rg2 pe6g3g6 white AliceB bf7
        black rd2e7 bd5g7 pd3g4 black AliceB kf8 stip h#2 twin move h1 h2 end";
    let a = solve_popeye(twins, 0, Extras::default());
    assert_eq!(lines(&a), ["d5-b7B g2-e2B e7-a7B e6-e7B"]);
    let b = solve_popeye(twins, 1, Extras::default());
    assert_eq!(lines(&b), ["d2-b2B g2-g1B g7-a1B g6-g7B"]);
    let caillaud = solve_popeye(
        "begin pieces white ka1 qc5 white AliceB rc3 black AliceB ke5 pd2 stip h#2 end",
        0,
        Extras::default(),
    );
    assert_eq!(
        lines(&caillaud),
        [
            "e5-e4A c5-e5B d2-d1=BA c3-e3A",
            "e5-f4A c5-f5B d2-d1=SA c3-f3A"
        ]
    );
    let sixth = solve_popeye(
        "begin pieces white AliceB kh5 rh4 bc8f4 sd7g4 black kd5 ra1 pc5f2g5g7
         black AliceB bc7 se1 pa4c6d3g3 stip h#2 end",
        0,
        Extras::default(),
    );
    assert_eq!(
        lines(&sixth),
        ["a1-a7B f4-c7A a7-d7A g4-e3A", "a1-g1B f4-g3A g1-g4A d7-b6A"]
    );
    let half = solve_popeye(
        "begin pieces white kf8 pd4f3 white AliceB ra4 bh1
         black kd1 black AliceB rc1e1 ba3 stip h#2.5 end",
        0,
        Extras::default(),
    );
    assert_eq!(
        lines(&half),
        [
            "a4-e4A e1-f1A e4-e2B f1-f3B h1-f3A",
            "h1-e4A a3-b2A e4-d3B b2-d4B a4-d4A"
        ]
    );
}

/// A position of orthodox chess.
fn chess(text: &str) -> Position {
    Position::from_text(&variant::build("chess", &[]).unwrap(), text).unwrap()
}

fn run(text: &str, stip: &str) -> Solution {
    solve(&chess(text), &Stipulation::parse(stip).unwrap(), TRIES).unwrap()
}

fn sans(list: &[Attack]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|a| a.step.san.clone()).collect();
    v.sort();
    v
}

#[test]
fn hand_solved_orthodox_positions() {
    // Back rank: only the rook's move to a8 gives check, and it mates.
    let s = run("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "#1");
    assert_eq!(sans(&s.keys), ["Ra8#"]);
    // h#1: Black's king has only h7 (g8 and g7 are the white king's); then Rh1 mates.
    let s = run("7k/5K2/8/8/8/8/8/R7 b - - 0 1", "h#1");
    let l: Vec<String> = s.lines[0].iter().map(|x| x.san.clone()).collect();
    assert_eq!((s.lines.len(), l), (1, vec!["Kh7".into(), "Rh1#".into()]));
    // ser-h#2: Black's king can only go to h7 (g7, g8 are the white king's). In one move:
    // Kh7, Rh1#. In two: Kh7 then Kh8 (Rh1#) or Kh6 (no mate: g5 is free after Rh1+ and Ra6+).
    let s = run("7k/5K2/8/8/8/8/8/R7 b - - 0 1", "ser-h#2");
    let mut l: Vec<String> = s
        .lines
        .iter()
        .map(|l| {
            l.iter()
                .map(|x| x.san.clone())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    l.sort();
    assert_eq!(l, ["Kh7 Kh8 Rh1#", "Kh7 Rh1#"]);
    // =1: the queen covers h7 from the b1-h7 diagonal (Qb1, Qc2), or the king steps to g6,
    // opening the a2-g8 diagonal for the queen: three keys, a cook.
    let s = run("7k/5K2/8/8/8/8/Q7/8 w - - 0 1", "=1");
    assert_eq!(sans(&s.keys), ["Kg6", "Qb1", "Qc2"]);
    assert!(s.cooked());
    // The same with White to move: Rh1 mates at once (h7 on the file, g7 and g8 the king's);
    // Ra8+ does not (Kh7).
    let s = run("7k/5K2/8/8/8/8/8/R7 w - - 0 1", "#1");
    assert_eq!(sans(&s.keys), ["Rh1#"]);
    // Bare kings: nothing to mate with.
    assert!(run("7k/5K2/8/8/8/8/8/8 w - - 0 1", "#2").unsolved());
}

#[test]
fn games_the_solver_refuses() {
    let v = variant::build("orwell", &[]).unwrap();
    let e = solve(
        &Position::start(&v),
        &Stipulation::parse("#2").unwrap(),
        TRIES,
    )
    .unwrap_err();
    assert!(e.contains("two players"), "{e}");
}

/// White's variations after a key: each defence with its mates, in SAN.
fn variations(a: &Attack) -> BTreeMap<String, Vec<String>> {
    a.variations
        .iter()
        .map(|d| (d.step.san.clone(), sans(&d.replies)))
        .collect()
}

#[test]
fn published_orthodox_mates_in_two() {
    // Donald Lebeck, "Mate in Two!!", 1992 (Meson problem database, PID 27563): 1.Qh1!
    // threat 2.Qh5#; 1...Ra8+ 2.Qxa8#, 1...Bh2 2.Rh8#; tries 1.Qg5? 1.Qg1? 1.Qc4? 1.Qc7?,
    // each refuted by 1...Ra8+!
    let s = run("3rk3/3pB2R/3P3N/4b3/K7/8/8/2Q5 w - - 0 1", "#2");
    assert_eq!(sans(&s.keys), ["Qh1"]);
    assert_eq!(sans(&s.keys[0].threat), ["Qh5#"]);
    let v = variations(&s.keys[0]);
    assert_eq!(v["Ra8+"], ["Qxa8#"]);
    assert_eq!(v["Bh2"], ["Rh8#"]);
    for t in ["Qg5", "Qg1", "Qc4", "Qc7"] {
        let found = s.tries.iter().find(|a| a.step.san == t).unwrap();
        let r: Vec<&str> = found.refutations.iter().map(|x| x.san.as_str()).collect();
        assert_eq!(r, ["Ra8+"], "{t}");
    }
    // Lebeck, the same book (PID 27224): 1.Qb7! threat 2.Qb2# and 2.Qb4#; 1...Sxb7 2.Se4#,
    // 1...Bb3 2.Qb4#.
    let s = run("8/8/8/2n5/2ppQ3/P1kp3R/b1PN4/1R1K1N2 w - - 0 1", "#2");
    assert_eq!(sans(&s.keys), ["Qb7"]);
    assert_eq!(sans(&s.keys[0].threat), ["Qb2#", "Qb4#"]);
    let v = variations(&s.keys[0]);
    assert_eq!(v["Nxb7"], ["Ne4#"]);
    assert_eq!(v["Bb3"], ["Qb4#"]);
    // F. F. L. Alexander, The Observer 1926 (PID 164366): 1.Kb5! (no threat) 1...Rb4+
    // 2.Kxb4#, 1...Rc5+ 2.Kxc5#.
    let s = run("8/8/Q5p1/K2p2N1/2r3n1/3kPN2/pP2R1n1/rb3B2 w - - 0 1", "#2");
    assert_eq!(sans(&s.keys), ["Kb5"]);
    assert!(s.keys[0].zugzwang);
    let v = variations(&s.keys[0]);
    assert_eq!(v["Rb4+"], ["Kxb4#"]);
    assert_eq!(v["Rc5+"], ["Kxc5#"]);
    // Alexander, British Chess Magazine 1911 (PID 181191): 1.Qa5!
    let s = run("7n/4R1K1/p7/4N3/3p1k2/3p2pP/6P1/1Bn1Q3 w - - 0 1", "#2");
    assert_eq!(sans(&s.keys), ["Qa5"]);
}

/// The moves of a list of steps in Popeye's notation, sorted.
fn pop_steps(list: &[Step]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(pop).collect();
    v.sort();
    v
}

#[test]
fn selfmates_from_popeyes_own_tests() {
    // Popeye's TESTS/battle_play.inp, "s#1 with tries", and its reference output
    // (REGRESSIONTESTS/battle_play.tst): 1.Bd3-b1! 1...b3-b2#; tries Ka1-b1, Bd3-f1, Bd3-e2,
    // Rc4-d4, e4-e5 (each but 1...b3-b2!) and Rc4-a4+ (but 1...Ka3xa4!).
    let s = solve_popeye(
        "begin pieces white ka1 rc4 bd3 pe4 black ka3 pb3 stip s#1 end",
        0,
        TRIES,
    );
    assert_eq!(pops(&s.keys), ["d3-b1A"]);
    let v: Vec<String> = s.keys[0].variations.iter().map(|d| pop(&d.step)).collect();
    assert_eq!(v, ["b3-b2A"]);
    assert!(s.keys[0].variations[0].goal);
    let tries: BTreeMap<String, Vec<String>> = s
        .tries
        .iter()
        .map(|t| (pop(&t.step), pop_steps(&t.refutations)))
        .collect();
    let expected: BTreeMap<String, Vec<String>> = [
        ("a1-b1A", "b3-b2A"),
        ("d3-f1A", "b3-b2A"),
        ("d3-e2A", "b3-b2A"),
        ("c4-a4A", "a3-a4A"),
        ("c4-d4A", "b3-b2A"),
        ("e4-e5A", "b3-b2A"),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), vec![b.to_string()]))
    .collect();
    assert_eq!(tries, expected);
    // "s#2 with complete short set play" (option set vari nothreat): set 1...b3-b2#;
    // 1.Rc4-e4! 1...c5-c4 2.Re4xc4 2...b3-b2#.
    let s = solve_popeye(
        "begin pieces white ka1 rc4 pg4 black ka3 pa2b3c5g5 stip s#2 end",
        0,
        Extras {
            tries: false,
            set: true,
            no_threat: true,
            extra_refutations: 0,
        },
    );
    let set: Vec<String> = s.set.iter().map(|d| pop(&d.step)).collect();
    assert_eq!(set, ["b3-b2A"]);
    assert_eq!(pops(&s.keys), ["c4-e4A"]);
    let key = &s.keys[0];
    assert_eq!(key.variations.len(), 1);
    assert_eq!(pop(&key.variations[0].step), "c5-c4A");
    let reply = &key.variations[0].replies[0];
    assert_eq!(pop(&reply.step), "e4-c4A");
    assert_eq!(pop(&reply.variations[0].step), "b3-b2A");
}

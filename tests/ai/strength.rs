//! The tools of strength work: the switches of the search (each combination still plays legal
//! moves and finds a mate; switching one off changes the search) and `quadrille match --sprt`
//! (pairs with colours swapped, teams swapped in a partnership game, rounds with the tested player
//! in every seat of a free-for-all, a clear winner accepted, bad input refused).

use crate::common;
use common::cli;

use quadrille::ai::{Limits, NoClock, Searcher, Switches, FEATURE_NAMES};
use quadrille::notation::{parse_move, san};
use quadrille::position::Position;
use quadrille::variant;

fn search(id: &str, text: Option<&str>, features: Switches, depth: u32) -> (String, u64) {
    let game = variant::build(id, &[]).unwrap();
    let pos = text.map_or_else(
        || Position::start(&game),
        |t| Position::from_text(&game, t).unwrap(),
    );
    let mut s = Searcher::new();
    s.set_switches(features);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let r = s.search(&pos, &limits, &NoClock).expect("a move");
    assert!(pos.is_legal(&r.best));
    (san(&pos, &r.best), r.nodes)
}

#[test]
fn every_switch_alone_on_or_off_still_finds_the_mate() {
    // A back-rank mate in one, to be found at depth 4 whatever the switches.
    let text = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    let game = variant::build("chess", &[]).unwrap();
    let pos = Position::from_text(&game, text).unwrap();
    for name in FEATURE_NAMES {
        for sign in ["+", "-"] {
            let f = Switches::parse(&format!("{sign}{name}")).unwrap();
            let (m, _) = search("chess", Some(text), f, 4);
            // Rd8 is mate at once (the king's escapes are its own pawns).
            assert_eq!(m, "Rd8#", "{sign}{name}");
            let mv = parse_move(&pos, &m).unwrap();
            assert!(pos.play(&mv).outcome().is_over());
        }
    }
}

#[test]
fn the_help_of_match_names_every_switch() {
    let (code, out, err) = cli(&["help", "match"]);
    assert_eq!(code, 0, "{err}");
    let words: Vec<&str> = out
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    for name in FEATURE_NAMES {
        assert!(words.contains(&name), "{name} is not in the help of match");
    }
}

#[test]
fn switching_a_pruning_off_changes_the_search() {
    // A position of the opening book (books/alice.txt, line 397), with more quiet moves to
    // order than the start, where a depth-5 search is too small for some switches to matter.
    let pos =
        Some("rnb1kb1r/ppp2ppp/8/5q2/8/8/P1P1PPP1/RNB1KBNR;8/3Q4/7n/4p3/1P1P4/7P/8/8 w KQkq - 1 5");
    let base = search("alice", pos, Switches::default(), 5).1;
    for off in ["-null_move", "-lmr"] {
        let n = search("alice", pos, Switches::parse(off).unwrap(), 5).1;
        assert_ne!(n, base, "{off} searched the same tree");
    }
    // Without reductions the same depth costs more positions.
    let no_lmr = search("chess", None, Switches::parse("-lmr").unwrap(), 5).1;
    assert!(no_lmr > search("chess", None, Switches::default(), 5).1);
}

fn sprt(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["match"];
    all.extend_from_slice(args);
    cli(&all)
}

#[test]
fn sprt_plays_pairs_with_colours_swapped_and_accepts_a_clear_winner() {
    let (code, out, err) = sprt(&[
        "chess",
        "--players",
        "level4,random",
        "--games",
        "40",
        "--sprt",
        "0,200",
        "--depth",
        "2",
        "--max-plies",
        "120",
    ]);
    assert_eq!(code, 0, "{err}");
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert!(games.len().is_multiple_of(2) && games.len() < 40, "{out}");
    for pair in games.chunks(2) {
        assert!(
            pair[0].contains("level4 (White) against random (Black)"),
            "{}",
            pair[0]
        );
        assert!(
            pair[1].contains("level4 (Black) against random (White)"),
            "{}",
            pair[1]
        );
    }
    assert!(out.contains("H1 accepted"), "{out}");
    let pairs = out.lines().filter(|l| l.starts_with("pair ")).count();
    assert_eq!(pairs * 2, games.len());
    // The pentanomial counts add up to the pairs played.
    let line = out
        .lines()
        .find(|l| l.starts_with("pairs by points"))
        .unwrap();
    let total: usize = line
        .split(':')
        .nth(1)
        .unwrap()
        .split_whitespace()
        .map(|w| w.parse::<usize>().unwrap())
        .sum();
    assert_eq!(total, pairs);
    assert!(out.contains("bounds -2.94 2.94"), "{out}");
}

#[test]
fn sprt_is_reproducible_under_a_node_limit() {
    let args = [
        "alice",
        "--players",
        "level8:-see_order,level8",
        "--games",
        "4",
        "--sprt",
        "0,50",
        "--nodes",
        "400",
        "--max-plies",
        "60",
        "--seed",
        "3",
    ];
    let strip = |s: String| -> String { s.lines().filter(|l| !l.starts_with("time")).collect() };
    let (c1, o1, _) = sprt(&args);
    let (c2, o2, _) = sprt(&args);
    assert_eq!((c1, c2), (0, 0));
    assert_eq!(strip(o1), strip(o2));
}

#[test]
fn a_player_may_name_its_table_size() {
    let (code, out, err) = sprt(&[
        "chess",
        "--players",
        "level3@1,level3:-lmr@2",
        "--games",
        "2",
        "--sprt",
        "0,50",
        "--depth",
        "2",
        "--max-plies",
        "20",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("level3@1") && out.contains("level3:-lmr@2"),
        "{out}"
    );
}

#[test]
fn bad_sprt_input_is_a_usage_error() {
    let base = [
        "chess",
        "--players",
        "level8,level8",
        "--games",
        "2",
        "--depth",
        "1",
    ];
    for bad in ["50,0", "x,1", "0", "0,10,0.9,0.05", "0,10,0.05"] {
        let mut a = base.to_vec();
        a.extend(["--sprt", bad]);
        let (code, _, err) = sprt(&a);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(err.contains("--sprt"), "{err}");
    }
    let (code, _, err) = sprt(&["chess", "--players", "level8:-speed,level8", "--games", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a switch"), "{err}");
    for bad in ["level8@0", "level8@x", "level8:-lmr@", "level8@5000"] {
        let (code, _, err) = sprt(&[
            "chess",
            "--players",
            &format!("{bad},level8"),
            "--games",
            "2",
        ]);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(err.contains("megabytes"), "{bad}: {err}");
    }
    let (code, _, err) = sprt(&["chess", "--players", "random:-lmr,level8", "--games", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("no search"), "{err}");
    let mut a = base.to_vec();
    a.extend(["--openings", "3"]);
    assert_eq!(sprt(&a).0, 2, "--openings without --sprt");
    let (code, _, err) = sprt(&[
        "orwell",
        "--players",
        "level8,level8,level8",
        "--games",
        "2",
        "--sprt",
        "0,10",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("two players"), "{err}");
    // A free-for-all of four plays rounds of four games: two games are not one.
    let (code, _, err) = sprt_words("four-ffa --players level8,random --games 2 --sprt 0,10");
    assert_eq!(code, 2);
    assert!(err.contains("less than one round"), "{err}");
}

/// `sprt` with the arguments written as one line.
fn sprt_words(line: &str) -> (i32, String, String) {
    sprt(&line.split_whitespace().collect::<Vec<_>>())
}

/// The lines of `out` starting with `prefix`.
fn lines<'a>(out: &'a str, prefix: &str) -> Vec<&'a str> {
    out.lines().filter(|l| l.starts_with(prefix)).collect()
}

#[test]
fn sprt_in_a_partnership_game_swaps_the_teams() {
    // four-player.md: White and Yellow are partners against Red and Black.
    let (code, out, err) = sprt_words(
        "four-teams --players level8,random --games 8 --sprt 0,200 --depth 1 --max-plies 200",
    );
    assert_eq!(code, 0, "{err}");
    let games = lines(&out, "game ");
    assert!(!games.is_empty() && games.len().is_multiple_of(2), "{out}");
    for pair in games.chunks(2) {
        let a = "level8 (White, Yellow) against random (Red, Black)";
        assert!(pair[0].contains(a), "{}", pair[0]);
        let b = "level8 (Red, Black) against random (White, Yellow)";
        assert!(pair[1].contains(b), "{}", pair[1]);
    }
    assert_eq!(lines(&out, "pair ").len() * 2, games.len());
    assert!(out.contains("pairs by points"), "{out}");
    // Each opening is played four times (two pairs): the groups of four, by A's points, are
    // the sums of the pairs' points two by two.
    let pair_points: Vec<f64> = lines(&out, "pair ")
        .iter()
        .map(|l| l.split_whitespace().nth(2).unwrap().parse().unwrap())
        .collect();
    let mut expected = [0u32; 9];
    for two in pair_points.chunks_exact(2) {
        expected[((two[0] + two[1]) * 2.0) as usize] += 1;
    }
    let groups = lines(&out, "openings of four games by points");
    if pair_points.len() < 2 {
        assert!(groups.is_empty(), "{out}");
    } else {
        let counts: Vec<u32> = groups[0]
            .split(':')
            .nth(1)
            .unwrap()
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        assert_eq!(counts, expected, "{out}");
    }
}

#[test]
fn sprt_in_a_free_for_all_goes_round_every_seat() {
    // The strongest level in one seat against three random players: it wins nearly every game,
    // and a round's four games put it in each seat in turn order.
    let (code, out, err) = sprt_words(
        "four-ffa --players level8,random --games 24 --sprt 0,100 --depth 1 --max-plies 400 --openings 4",
    );
    assert_eq!(code, 0, "{err}");
    let games = lines(&out, "game ");
    let rounds = lines(&out, "round ");
    assert!(
        !rounds.is_empty() && games.len() == rounds.len() * 4,
        "{out}"
    );
    let seats = ["White", "Red", "Yellow", "Black"];
    for (i, g) in games.iter().enumerate() {
        let seat = seats[i % 4];
        let others: Vec<&str> = seats.iter().copied().filter(|s| *s != seat).collect();
        let want = format!("level8 ({seat}) against random ({})", others.join(", "));
        assert!(g.contains(&want), "{g}");
    }
    // Each round's score is the mean of its games' shares.
    for (k, r) in rounds.iter().enumerate() {
        let shares: f64 = games[k * 4..k * 4 + 4]
            .iter()
            .map(|g| {
                let s = g
                    .split(" scores ")
                    .nth(1)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap();
                match s.split_once('/') {
                    Some((a, b)) => a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap(),
                    None => s.parse::<f64>().unwrap(),
                }
            })
            .sum();
        assert!(r.contains(&format!("score {:.3};", shares / 4.0)), "{r}");
    }
    assert!(out.contains("equal players: 25.0%"), "{out}");
    assert!(out.contains("H1 accepted"), "{out}");
}

#[test]
fn sprt_with_dice_plays_rounds_of_three() {
    let (code, out, err) = sprt_words(
        "orwell --players level8,level8:-lmr --games 6 --sprt 0,50 --nodes 300 --max-plies 100",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines(&out, "game ").len(), 6, "{out}");
    assert_eq!(lines(&out, "round ").len(), 2, "{out}");
    assert!(out.contains("in 6 games (2 rounds)"), "{out}");
    assert!(out.contains("equal players: 33.3%"), "{out}");
}

/// `bestmove --switches` searches with the switches given, as a match's player would: the nodes it
/// reports are those of the library's search with the same switches, and a bad switch is a usage
/// error that names the option.
#[test]
fn bestmove_searches_with_the_switches_given() {
    let text = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    let mut seen = Vec::new();
    for switches in ["", "-check_extension", "-null_move-lmr"] {
        let (code, out, err) = cli(&[
            "bestmove",
            "chess",
            "--position",
            text,
            "--depth",
            "5",
            "--switches",
            switches,
        ]);
        assert_eq!(code, 0, "{switches}: {err}");
        let nodes: u64 = out
            .split_whitespace()
            .skip_while(|w| *w != "nodes")
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{switches}: no node count in {out}"));
        let (_, want) = search("chess", Some(text), Switches::parse(switches).unwrap(), 5);
        assert_eq!(nodes, want, "{switches}");
        seen.push(nodes);
    }
    assert!(seen[1] != seen[0] && seen[2] != seen[0], "{seen:?}");
    let (code, _, err) = cli(&["bestmove", "chess", "--switches", "+speed"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--switches") && err.contains("speed"), "{err}");
}

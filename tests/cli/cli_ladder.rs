//! `quadrille ladder`: the rating ladder of a game, each player against the one below it.

use crate::common::{fails, quadrille, stdout};

/// The table rows of a ladder's output (the lines after the header and its rule).
fn table(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .skip_while(|l| !l.starts_with("|---"))
        .skip(1)
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

/// Greedy takes the material the random player leaves hanging: over 20 games of chess (ten
/// pairs, the sides swapped) it wins more than it loses, so its step is positive; the first
/// player is the ladder's zero and the second's Elo is its step.
#[test]
fn greedy_climbs_above_random_in_chess() {
    let o = quadrille(
        &[
            "ladder",
            "chess",
            "--players",
            "random,greedy",
            "--games",
            "20",
            "--depth",
            "1",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    assert_eq!(out.matches("greedy (White)").count(), 10, "{out}");
    assert_eq!(out.matches("greedy (Black)").count(), 10, "{out}");
    let rows = table(&out);
    assert_eq!(rows.len(), 2, "{out}");
    assert_eq!(rows[0][0], "random");
    assert_eq!(rows[0][2], "0");
    assert_eq!(rows[1][0], "greedy");
    let elo: f64 = rows[1][2]
        .trim_start_matches(">= ")
        .parse()
        .unwrap_or_else(|_| panic!("an Elo: {out}"));
    assert!(elo > 0.0, "{out}");
}

/// In a free-for-all of three (Orwell, with dice) a round is three games, the tested player in
/// each seat once; 6 games are two rounds, one table row per player.
#[test]
fn a_ladder_of_three_seats_goes_by_rounds() {
    let o = quadrille(
        &[
            "ladder",
            "orwell",
            "--players",
            "random,random,greedy",
            "--games",
            "6",
            "--depth",
            "1",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    assert_eq!(out.matches("round 2:").count(), 2, "{out}");
    assert_eq!(out.matches("round 3:").count(), 0, "{out}");
    assert_eq!(table(&out).len(), 3, "{out}");
}

/// One player is no ladder, an outside engine is not a ladder's player, and the games must be
/// given.
#[test]
fn bad_ladders_are_usage_errors() {
    fails(
        &["ladder", "chess", "--players", "level1", "--games", "2"],
        "",
        2,
    );
    fails(
        &[
            "ladder",
            "chess",
            "--players",
            "engine,level1",
            "--games",
            "2",
        ],
        "",
        2,
    );
    fails(&["ladder", "chess", "--players", "random,level1"], "", 2);
    fails(
        &[
            "ladder",
            "chess",
            "--players",
            "random,level9",
            "--games",
            "2",
        ],
        "",
        2,
    );
}

/// A null test: the same noisy player twice. Its two sides choose by seeds of their own, so the
/// two games of a pair (the same opening, the sides swapped) are not one game played twice: some
/// pair has games of different lengths.
#[test]
fn a_null_test_plays_different_games_in_a_pair() {
    let o = quadrille(
        &[
            "ladder",
            "chess",
            "--players",
            "level2,level2",
            "--games",
            "12",
            "--depth",
            "1",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    let plies: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| l.rsplit(", ").next().unwrap_or(""))
        .collect();
    assert_eq!(plies.len(), 12, "{out}");
    assert!(plies.chunks(2).any(|p| p[0] != p[1]), "{out}");
}

/// The step of a ladder's row: its Elo over the one below and the 95% error ("+80 +/- 43").
fn step(row: &[String]) -> (f64, f64) {
    let (elo, err) = row[1]
        .split_once(" +/- ")
        .unwrap_or_else(|| panic!("a measured step: {row:?}"));
    let number = |t: &str| {
        t.parse::<f64>()
            .unwrap_or_else(|_| panic!("a number: {row:?}"))
    };
    (number(elo), number(err))
}

/// Not a Dodgson System Chess: above a few hundred nodes a deeper search gains nothing there, so
/// level 7, on a third of level 8's nodes, played about as well as level 8. Every level below 8
/// now plays level 7's search with a share of random moves (`race_style`), and at 2,000 nodes a
/// move level 8 stands above level 7 beyond the 95% error of a seeded ladder.
#[test]
fn in_a_game_scored_by_captures_level_8_stands_clearly_above_level_7() {
    let o = quadrille(
        &[
            "ladder",
            "dodgson",
            "--players",
            "level7,level8",
            "--games",
            "200",
            "--nodes",
            "2000",
            "--seed",
            "13",
        ],
        "",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    let rows = table(&out);
    let (elo, err) = step(&rows[1]);
    assert!(elo - err > 0.0, "level 8 over level 7: {out}");
}

//! `quadrille soak`: the command plays and checks games, prints a line per game id and the
//! totals, and refuses bad command lines with the usage.

use crate::common;

use common::{fails, quadrille, stdout};

#[test]
fn soak_of_one_game_reports_its_plies_and_no_fault() {
    let o = quadrille(
        &[
            "soak", "orwell", "--plies", "300", "--seed", "7", "--every", "5",
        ],
        "",
    );
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{}", common::stderr(&o));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("orwell: "), "{out}");
    let plies: u64 = lines[0]["orwell: ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    assert!(plies >= 300, "{out}");
    assert!(lines[0].ends_with(", 0 faults"), "{out}");
    assert!(lines[1].starts_with("  ended by "), "{out}");
    assert!(
        lines[2].starts_with("total: ") && lines[2].contains("plies/s"),
        "{out}"
    );
}

/// Every game ends by its own rules: in a soak of every game, no game is stopped by the ply
/// cap, and the line under each game names the rules that ended its games.
#[test]
fn every_game_ends_by_its_rules_before_the_ply_cap() {
    let o = quadrille(&["soak", "--plies", "1500", "--every", "100"], "");
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{}", common::stderr(&o));
    let games = stdout(&quadrille(&["games"], ""));
    let lines: Vec<&str> = out.lines().collect();
    for id in games.lines() {
        let at = lines
            .iter()
            .position(|l| l.starts_with(&format!("{id}: ")))
            .unwrap_or_else(|| panic!("{id}: {out}"));
        let endings = lines[at + 1];
        assert!(endings.ends_with("; 0 at the ply cap"), "{id}: {endings}");
        assert!(!endings.contains("ended by none"), "{id}: {endings}");
    }
}

#[test]
fn soak_of_every_game_names_each_game() {
    let o = quadrille(&["soak", "--plies", "20", "--computer", "2"], "");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let games = stdout(&quadrille(&["games"], ""));
    let out = stdout(&o);
    for id in games.lines() {
        assert!(
            out.lines().any(|l| l.starts_with(&format!("{id}: "))),
            "{id}: {out}"
        );
    }
}

#[test]
fn soak_refuses_bad_command_lines() {
    let e = fails(&["soak", "chess"], "", 2);
    assert!(e.contains("--plies"), "{e}");
    let e = fails(&["soak", "chess", "--plies", "0"], "", 2);
    assert!(e.contains("--plies must be a whole number from 1"), "{e}");
    let e = fails(&["soak", "chess", "alice", "--plies", "5"], "", 2);
    assert!(e.contains("one game"), "{e}");
    let e = fails(&["soak", "--plies", "5", "--fast"], "", 2);
    assert!(e.contains("unknown option '--fast' for 'soak'"), "{e}");
    let e = fails(&["soak", "nosuchgame", "--plies", "5"], "", 1);
    assert!(e.contains("nosuchgame"), "{e}");
}

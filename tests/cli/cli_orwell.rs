//! The `quadrille` binary on Orwell Chess: perft over the 21 rolls and for a single roll, divide
//! by roll, and `play` reading records in the inventor's notation, with rolls, with a seed, and
//! with mistakes. Expected counts are the hand counts of `tests/orwell_turns.rs`.

use crate::common;
use common::{fails, json, quadrille, stderr, stdout};
use quadrille::notation::san;
use quadrille::notation::turns::write_turn;
use quadrille::position::Position;
use quadrille::rules::DiceState;
use quadrille::variant;
use std::process::Output;

fn last_line(o: &Output) -> String {
    assert!(o.status.success(), "{}", stderr(o));
    stdout(o).lines().last().unwrap_or("").to_string()
}

#[test]
fn perft_counts_turns_over_the_21_rolls() {
    assert!(stdout(&quadrille(&["games"], ""))
        .lines()
        .any(|l| l == "orwell"));
    assert_eq!(last_line(&quadrille(&["perft", "orwell", "1"], "")), "1795");
    assert_eq!(last_line(&quadrille(&["perft", "orwell", "0"], "")), "1");
}

#[test]
fn a_single_roll_counts_its_distinct_turns() {
    for (roll, n) in [
        ("3,5", "4"),
        ("5,3", "4"),
        ("1,1", "244"),
        ("1,6", "244"),
        ("2,5", "52"),
        ("3,4", "1"),
        ("1,3", "32"),
        ("5,5", "8"),
    ] {
        let set = format!("roll={roll}");
        let o = quadrille(&["perft", "orwell", "1", "--set", &set], "");
        assert_eq!(last_line(&o), n, "roll {roll}");
    }
    let e = fails(&["perft", "chess", "1", "--set", "roll=3,5"], "", 1);
    assert!(e.contains("dice"), "{e}");
    for bad in ["roll=7,1", "roll=3", "roll=a,b", "roll=0,2"] {
        let e = fails(&["perft", "orwell", "1", "--set", bad], "", 1);
        assert!(e.contains("roll"), "{bad}: {e}");
    }
    let e = fails(
        &[
            "perft", "orwell", "1", "--set", "roll=1,2", "--set", "roll=3,4",
        ],
        "",
        1,
    );
    assert!(e.contains("twice"), "{e}");
}

#[test]
fn divide_splits_by_roll_then_by_first_move() {
    let o = quadrille(&["divide", "orwell", "1"], "");
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 22, "{out}");
    assert_eq!(lines[0], "1,1 244");
    assert!(lines.contains(&"3,5 4") && lines.contains(&"2,6 252"));
    assert_eq!(lines[21], "total 1795");
    let o = quadrille(&["divide", "orwell", "1", "--set", "roll=3,5"], "");
    let out = stdout(&o);
    for line in ["Pc2xc5 1", "Pc2xc11 1", "Pe2xe5 1", "Pe2xe11 1", "total 4"] {
        assert!(out.lines().any(|l| l == line), "{line} in {out}");
    }
}

const RECORD: &str = "\
[Game \"orwell\"]
1. 1,3: c3-d4, pass
   2,5: Dd7xf9, Pc6xc2
";

#[test]
fn play_reads_the_inventors_notation() {
    let o = quadrille(&["play", "orwell", "--json"], RECORD);
    let j = json(&o);
    assert_eq!(j["game"], "orwell");
    assert_eq!(j["to_move"], "Black");
    assert_eq!(j["over"], false);
    assert_eq!(j["winners"].as_array().unwrap().len(), 0);
    assert_eq!(j["scores"], serde_json::json!([0, 0, 0]));
    assert_eq!(
        j["moves"],
        serde_json::json!(["c3-d4", "pass", "Dd7xf9", "Pc6xc2"])
    );
    assert_eq!(
        j["turns"],
        serde_json::json!(["1,3: c3-d4, pass", "2,5: Dd7xf9, Pc6xc2"])
    );
    assert_eq!(j["dice"]["roll"], serde_json::Value::Null);
    assert_eq!(j["last_captured"], serde_json::json!([null, "White", null]));
    assert!(j.get("seed").is_none() && j.get("next_roll").is_none());
    let text = j["position"].as_str().unwrap();
    assert!(
        text.starts_with("orwell:") && text.ends_with(" b - - 0 1 -w- -"),
        "{text}"
    );
    // Text output: the position, then the result.
    let o = quadrille(&["play", "orwell"], RECORD);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().next(), Some(text));
    assert!(out.contains("ongoing (Black to move)"), "{out}");
    // Chess has no scores and no dice fields.
    let j = json(&quadrille(&["play", "chess", "--json"], "1. e4 e5"));
    assert!(j.get("scores").is_none() && j.get("dice").is_none() && j.get("turns").is_none());
}

#[test]
fn play_reports_a_win_with_scores_and_winners() {
    // White owns a Raja and a Maharaja; his Jugyo takes Black's Raja: all three royal pieces.
    let start = "orwell:wM6/7/1bE4bJ/7/2rE3rJ/7/7/4bR2/4wJ2/7/7/wR6 w - - 0 1 --- -";
    let record = format!("[Position \"{start}\"]\n4,1: Je4xe5=M");
    let j = json(&quadrille(&["play", "orwell", "--json"], &record));
    assert_eq!(j["over"], true);
    assert_eq!(j["result"], "all-royals");
    assert_eq!(j["winners"], serde_json::json!(["White"]));
    assert_eq!(j["scores"], serde_json::json!([1, 0, 0]));
    assert_eq!(j["turns"], serde_json::json!(["4,1: Je4xe5=M"]));
    // The =M may be left out; the unused die may be written as a pass.
    let record = format!("[Position \"{start}\"]\n4,1: Je4xe5, pass");
    let j = json(&quadrille(&["play", "orwell", "--json"], &record));
    assert_eq!(j["result"], "all-royals");
    // Nothing may follow.
    let record = format!("[Position \"{start}\"]\n4,1: Je4xe5=M\n2,2: Dd7-c6");
    let e = fails(&["play", "orwell"], &record, 1);
    assert!(e.contains("turn 2") && e.contains("over"), "{e}");
}

#[test]
fn moves_without_rolls_are_an_error_unless_a_seed_rolls_them() {
    let e = fails(&["play", "orwell"], "c3-d4, pass", 1);
    assert!(e.contains("no roll") && e.contains("turn 1"), "{e}");
    // Play a few turns from the start with the seed's rolls, as the library does, and write
    // them without rolls: the command line with the same seed reaches the same position.
    let seed = 424242u64;
    let v = variant::build("orwell", &[]).unwrap();
    let mut pos = Position::start(&v);
    let mut turns = Vec::new();
    for _ in 0..9 {
        pos = pos.roll_from_seed(seed).unwrap();
        let roll = pos.dice().roll().unwrap();
        let mut played = Vec::new();
        while pos.dice() != DiceState::ToRoll {
            let m = pos.legal_moves()[0];
            if !m.is_pass() {
                played.push((san(&pos, &m), pos.die_for(&m)));
            }
            pos = pos.play(&m);
        }
        turns.push(write_turn(roll, &played, !pos.outcome().is_over()));
    }
    let bare: Vec<&str> = turns
        .iter()
        .map(|t| t.split_once(": ").unwrap().1)
        .collect();
    let seed_text = seed.to_string();
    let j = json(&quadrille(
        &["play", "orwell", "--json", "--seed", &seed_text],
        &bare.join("\n"),
    ));
    assert_eq!(j["position"], pos.to_text());
    assert_eq!(j["seed"], seed);
    assert_eq!(j["turns"], serde_json::json!(turns));
    let next = pos.seeded_roll(seed).unwrap();
    assert_eq!(j["next_roll"], serde_json::json!(next));
    // A Seed tag does the same; explicit rolls need no seed.
    let tagged = format!("[Seed \"{seed}\"]\n{}", bare.join("\n"));
    let j2 = json(&quadrille(&["play", "orwell", "--json"], &tagged));
    assert_eq!(j2["position"], pos.to_text());
    let j3 = json(&quadrille(&["play", "orwell", "--json"], &turns.join("\n")));
    assert_eq!(j3["position"], pos.to_text());
    // A seed is for games with dice.
    let e = fails(&["play", "chess", "--seed", "3"], "1. e4", 1);
    assert!(e.contains("dice"), "{e}");
    fails(&["play", "orwell", "--seed", "x"], "", 2);
}

#[test]
fn mistakes_in_a_record_name_the_turn() {
    for (record, words) in [
        ("1,3: b3-a4, pass", vec!["turn 1", "must be used"]),
        ("1,3: Dd3-c4", vec!["turn 1", "Dd3-c4"]),
        (
            "1,3: c3-d4, pass\n2,5: Dd7xf9, Pc6xc3",
            vec!["turn 2", "Pc6xc3"],
        ),
        ("1,5: Pc3-d4", vec!["turn 1", "Pc3-d4"]),
        ("1,3 c3-d4", vec!["'1'"]),
        ("8,1: c3-d4", vec!["turn 1", "8"]),
    ] {
        let e = fails(&["play", "orwell"], record, 1);
        for w in words {
            assert!(e.contains(w), "{record}: {e}");
        }
    }
    let e = fails(&["play", "orwell"], "[Game \"chess\"]\n1,3: c3-d4, pass", 1);
    assert!(e.contains("chess"), "{e}");
}

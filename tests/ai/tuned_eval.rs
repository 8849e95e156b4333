//! The evaluation's numbers (`ai::Weights`): with the defaults the evaluation is the one of the
//! hand-set numbers, and the tuned sets read.
//!
//! `tests/eval/defaults.tsv` was written by the build before the numbers moved into `Weights`
//! (commit 98a2060, with a small program walking random games of every game without dice): a
//! game id, a position, its static evaluation for the player to move and the score of each
//! player. Its king zones are the cells around the king, as they are today.

use quadrille::ai::{Searcher, Switches, WeightedEval, Weights};
use quadrille::position::Position;
use quadrille::variant;

#[test]
fn the_defaults_leave_the_evaluation_unchanged() {
    let text = include_str!("../eval/defaults.tsv");
    let mut games = std::collections::BTreeSet::new();
    let mut changed = std::collections::BTreeSet::new();
    let mut searchers = std::collections::HashMap::new();
    let mut count = 0;
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let [id, position, eval, scores] = f[..] else {
            panic!("a bad line: {line}");
        };
        let v = variant::build(id, &[]).unwrap();
        let pos = Position::from_text(&v, position).unwrap();
        let eval: i32 = eval.parse().unwrap();
        let scores: Vec<i32> = scores.split(',').map(|s| s.parse().unwrap()).collect();
        let hand_set = searchers.entry(id).or_insert_with(|| {
            let mut s = Searcher::with_table(1024);
            s.set_switches(Switches::parse("-tuned").unwrap());
            s
        });
        assert_eq!(hand_set.evaluate(&pos), eval, "{id}: {position}");
        assert_eq!(hand_set.scores(&pos), scores, "{id}: {position}");
        let mut weighted = WeightedEval::new(&v, &Weights::default());
        assert_eq!(weighted.evaluate(&pos), eval, "{id}: {position}");
        // With the switch on (the default), a game without a tuned set evaluates the same, and
        // a game with one differently somewhere.
        let mut tuned_searcher = Searcher::with_table(1024);
        let tuned = tuned_searcher.evaluate(&pos);
        if quadrille::ai::tuned_weights(&v, false).is_none() {
            assert_eq!(tuned, eval, "{id}: {position}");
        } else if tuned != eval {
            changed.insert(id);
        }
        games.insert(id);
        count += 1;
    }
    assert!(
        count >= 600 && games.len() >= 16,
        "{count} positions of {games:?}"
    );
    assert!(changed.contains("alice"), "{changed:?}");
}

/// Other numbers change the evaluation of some positions (the comparison above could fail).
#[test]
fn other_numbers_change_the_evaluation() {
    let v = variant::build("alice", &[]).unwrap();
    let pos = Position::start(&v);
    let base = WeightedEval::new(&v, &Weights::default()).evaluate(&pos);
    let w = Weights {
        tempo: Weights::default().tempo + 7,
        ..Weights::default()
    };
    assert_eq!(WeightedEval::new(&v, &w).evaluate(&pos), base + 7);
    let w = Weights {
        centre_leaper: 0,
        ..Weights::default()
    };
    // Both sides' knights stand where they started: the term cancels out.
    assert_eq!(WeightedEval::new(&v, &w).evaluate(&pos), base);
    let moved = pos.play(&quadrille::notation::parse::parse_move(&pos, "Nf3").unwrap());
    let before = WeightedEval::new(&v, &Weights::default()).evaluate(&moved);
    assert_ne!(WeightedEval::new(&v, &w).evaluate(&moved), before);
}

#[test]
fn every_tuned_set_reads_and_names_weights_of_its_game() {
    for id in variant::ids() {
        let v = variant::build(id, &[]).unwrap();
        if let Some(w) = quadrille::ai::tuned_weights(&v, false) {
            assert_ne!(w, Weights::default(), "{id}");
            let names = Weights::names(&v);
            for (letter, _) in w.values.iter().chain(&w.mobility) {
                assert!(
                    names.iter().any(|n| n.ends_with(&format!("_{letter}"))),
                    "{id}: {letter}"
                );
            }
        }
    }
}

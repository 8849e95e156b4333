//! The page's game records (`notation::game_record::write`) read by `quadrille play`: the game,
//! option, position and seed tags are honoured, for every game the engine lists.

use crate::common;
use common::{fails, json, quadrille};
use quadrille::game::Step;
use quadrille::notation::game_record;
use quadrille::position::{Outcome, Position};
use quadrille::variant;

/// A few steps of a game: the first legal move each time, rolls from a seed in games with dice.
fn short_game(id: &str) -> (Position, Option<u64>, Vec<Step>, Position) {
    let v = variant::build(id, &[]).unwrap();
    let start = Position::start(&v);
    let seed = v.has_dice().then_some(77);
    let mut pos = start.clone();
    let mut steps = Vec::new();
    while steps.len() < 8 && matches!(pos.outcome(), Outcome::Ongoing) {
        let step = match seed.filter(|_| pos.needs_roll()) {
            Some(s) => Step::Roll(pos.seeded_roll(s).unwrap()),
            None => Step::Move(pos.legal_moves()[0]),
        };
        pos = step.apply(&pos);
        steps.push(step);
    }
    (start, seed, steps, pos)
}

#[test]
fn the_command_line_plays_the_pages_records_of_every_game() {
    for id in variant::ids() {
        let (start, seed, steps, end) = short_game(id);
        let record = game_record::write(&start, seed, &steps);
        let report = json(&quadrille(&["play", id, "--json"], &record));
        assert_eq!(report["position"], end.to_text(), "{id}: {record}");
    }
}

#[test]
fn option_tags_set_the_games_options() {
    // In Alice Chess en passant is an option: the capture 1...dxe3 is legal only with it on.
    let record = |on: &str| {
        format!(
            "[Game \"alice\"]\n[Option \"en_passant={on}\"]\n[Position \"alice:4k3/8/8/8/3p4/8/4P3/4K3;8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 dxe3"
        )
    };
    let report = json(&quadrille(&["play", "alice", "--json"], &record("true")));
    assert_eq!(
        report["position"],
        "alice:4k3/8/8/8/8/8/8/4K3;8/8/8/8/8/4p3/8/8 w - - 0 2"
    );
    let err = fails(&["play", "alice"], &record("false"), 1);
    assert!(err.contains("'dxe3' is not a legal move"), "{err}");
    // --set wins over the tag of the same name.
    let err = fails(
        &["play", "alice", "--set", "en_passant=false"],
        &record("true"),
        1,
    );
    assert!(err.contains("'dxe3' is not a legal move"), "{err}");
    let err = fails(
        &["play", "alice"],
        "[Game \"alice\"]\n[Option \"gravity=true\"]\n1. e4",
        1,
    );
    assert!(err.contains("gravity"), "{err}");
}

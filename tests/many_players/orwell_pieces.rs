//! Orwell Chess: every piece on the cylinder, through the engine (a position text, a roll, the
//! legal moves of that die). Each expected set of moves is worked out by hand from
//! `shared/rules/orwell.md` and the position drawn in the test.

use crate::common;

use quadrille::position::{Facing, Position};
use quadrille::variant::{self, Variant};
use std::collections::BTreeSet;
use std::sync::Arc;

fn orwell() -> Arc<Variant> {
    variant::build("orwell", &[]).unwrap()
}

/// The position text with `pieces` (square, piece as in texts: `wD`, `bE~d`) and the fields
/// after the placement (`w - - 0 1 --- 23/23`).
fn text(pieces: &[(&str, &str)], rest: &str) -> String {
    let board = common::placement(7, 12, &|_, _| true, pieces);
    format!("orwell:{board} {rest}")
}

fn pos(pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = text(pieces, rest);
    Position::from_text(&orwell(), &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// The notation of the legal moves a die allows.
fn die_moves(p: &Position, face: u8) -> BTreeSet<String> {
    p.moves_for_die(face)
        .iter()
        .map(|m| quadrille::notation::san(p, m))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn dabbabah_from_d11_captures_on_f1_across_the_seam() {
    // Its four diagonals from d11: e12 then f1 (Black: taken); c12, b1, a2 to the edge; e10, f9,
    // g8; c10, b9, a8. Nothing else stands on them.
    let p = pos(
        &[
            ("d11", "wD"),
            ("a5", "wR"),
            ("d6", "rR"),
            ("c5", "rJ"),
            ("f1", "bE~d"),
            ("g5", "bR"),
            ("g4", "bJ"),
        ],
        "w - - 0 1 --- 23/23",
    );
    assert_eq!(
        die_moves(&p, 2),
        set(&[
            "Dd11-e12", "Dd11xf1", "Dd11-c12", "Dd11-b1", "Dd11-a2", "Dd11-e10", "Dd11-f9",
            "Dd11-g8", "Dd11-c10", "Dd11-b9", "Dd11-a8"
        ])
    );
    assert!(die_moves(&p, 3).is_empty(), "no gryphon");
}

#[test]
fn pao_captures_across_the_seam_over_a_screen_on_rank_1() {
    // Up from d11: d12 is empty, d1 is the screen (White's own Berlinpeono), d2 is empty, d3 holds
    // a Red Jugyo: taken. Down: d10 to d4 are empty; d3 is then a screen and beyond it d2 is empty
    // and d1 is White's own: no capture. Along rank 11: a11 to c11 and e11 to g11.
    let p = pos(
        &[
            ("d11", "wP"),
            ("d1", "wE~d"),
            ("a5", "wR"),
            ("d3", "rJ"),
            ("g6", "rR"),
            ("g8", "bR"),
            ("b9", "bE"),
        ],
        "w - - 0 1 --- 56/56",
    );
    assert_eq!(
        die_moves(&p, 5),
        set(&[
            "Pd11-d12", "Pd11xd3", "Pd11-d10", "Pd11-d9", "Pd11-d8", "Pd11-d7", "Pd11-d6",
            "Pd11-d5", "Pd11-d4", "Pd11-c11", "Pd11-b11", "Pd11-a11", "Pd11-e11", "Pd11-f11",
            "Pd11-g11"
        ])
    );
    // The screen may belong to anyone; without a screen there is no capture, and a slide does
    // not capture.
    let p = pos(
        &[
            ("d11", "wP"),
            ("a5", "wR"),
            ("d3", "rJ"),
            ("g6", "rR"),
            ("g8", "bR"),
            ("d1", "bE"),
        ],
        "w - - 0 1 --- 56/56",
    );
    // Up, Black's d1 screens Red's d3; down, Red's d3 screens Black's d1: both are taken.
    let m = die_moves(&p, 5);
    assert!(m.contains("Pd11xd3") && m.contains("Pd11xd1") && !m.contains("Pd11-d2"));
    let p = pos(
        &[
            ("d11", "wP"),
            ("a5", "wR"),
            ("d3", "rJ"),
            ("g6", "rR"),
            ("g8", "bR"),
            ("b9", "bE"),
        ],
        "w - - 0 1 --- 56/56",
    );
    let m = die_moves(&p, 5);
    assert!(m.contains("Pd11-d1") && m.contains("Pd11-d2") && m.contains("Pd11-d4"));
    assert!(!m.contains("Pd11xd3"), "no screen, no capture: {m:?}");
}

#[test]
fn gryphon_bends_outward_after_its_diagonal_step_through_the_seam() {
    // From a12: up-right through the seam to b1, then right along rank 1 (c1, d1; White's own e1
    // stops it) or up the b-file (b2, b3, then the Red piece on b4 is taken). Down-right to b11,
    // then right along rank 11 (c11, then Red's d11 is taken) or down the b-file (b10, b9, then
    // Black's b8 is taken). Never back towards the a-file.
    let mut pieces = vec![
        ("a12", "wG"),
        ("e1", "wE"),
        ("g6", "wR"),
        ("b4", "rE"),
        ("d11", "rJ"),
        ("g3", "rR"),
        ("b8", "bJ"),
        ("g9", "bR"),
    ];
    let p = pos(&pieces, "w - - 0 1 --- 31/31");
    assert_eq!(
        die_moves(&p, 3),
        set(&[
            "Ga12-b1", "Ga12-c1", "Ga12-d1", "Ga12-b2", "Ga12-b3", "Ga12xb4", "Ga12-b11",
            "Ga12-c11", "Ga12xd11", "Ga12-b10", "Ga12-b9", "Ga12xb8"
        ])
    );
    // It does not leap: with its own piece on b1, nothing beyond b1 is reached that way.
    pieces.push(("b1", "wE~d"));
    let p = pos(&pieces, "w - - 0 1 --- 31/31");
    assert_eq!(
        die_moves(&p, 3),
        set(&["Ga12-b11", "Ga12-c11", "Ga12xd11", "Ga12-b10", "Ga12-b9", "Ga12xb8"])
    );
}

#[test]
fn jugyo_circles_the_cylinder_and_stops_before_its_own_square() {
    // An empty d-file: up d7 to d12 and on through the seam to d5 (11 squares, never d6 itself),
    // and one step to c6 or e6.
    let mut pieces = vec![
        ("d6", "wJ"),
        ("a1", "wR"),
        ("g1", "rR"),
        ("a3", "rE"),
        ("g12", "bR"),
        ("a12", "bJ"),
    ];
    let p = pos(&pieces, "w - - 0 1 --- 44/44");
    let m = die_moves(&p, 4);
    assert_eq!(m.len(), 13, "{m:?}");
    for s in ["Jd6-d7", "Jd6-d12", "Jd6-d1", "Jd6-d5", "Jd6-c6", "Jd6-e6"] {
        assert!(m.contains(s), "{s} in {m:?}");
    }
    assert!(!m.iter().any(|s| s.ends_with("d6") || s.contains("b6")));
    // A Red piece on d3 is reached both ways round: up through the seam (d7..d12, d1, d2) and
    // down (d5, d4). That is one move, listed once.
    pieces.push(("d3", "rE"));
    let p = pos(&pieces, "w - - 0 1 --- 44/44");
    assert_eq!(
        die_moves(&p, 4),
        set(&[
            "Jd6-d7", "Jd6-d8", "Jd6-d9", "Jd6-d10", "Jd6-d11", "Jd6-d12", "Jd6-d1", "Jd6-d2",
            "Jd6xd3", "Jd6-d5", "Jd6-d4", "Jd6-c6", "Jd6-e6"
        ])
    );
    assert_eq!(p.moves_for_die(4).len(), 13, "no move twice");
}

#[test]
fn maharaja_and_dabbabah_reach_the_far_edge_both_ways_once() {
    // From a1 the diagonals up-right (b2..g7) and down-right (b12, c11, ... g7) meet on g7: one
    // move. The Maharaja also slides along the a-file round the cylinder (a2..a12) and rank 1,
    // and leaps like a knight: b3, c2, c12, b11.
    let p = pos(
        &[
            ("a1", "wM"),
            ("d4", "wR"),
            ("g12", "rR"),
            ("g11", "rJ"),
            ("e9", "bR"),
            ("e8", "bJ"),
        ],
        "w - - 0 1 --- 16/16",
    );
    let from_a1: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == p.variant().geometry().square_on(0, "a1").unwrap())
        .map(|m| quadrille::notation::san(&p, m))
        .collect();
    let unique: BTreeSet<String> = from_a1.iter().cloned().collect();
    assert_eq!(unique.len(), from_a1.len(), "{from_a1:?}");
    // a-file 11 (up and down give the same squares), rank 1 six, up-right b2, c3 (d4 is
    // White's), down-right b12, c11, d10, then e9 is
    // Black's Raja: a royal piece may not take a royal piece, so it stops there; knight b3, c2,
    // c12, b11.
    assert_eq!(
        unique,
        [
            "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11", "a12", "b1", "c1", "d1",
            "e1", "f1", "g1", "b2", "c3", "b12", "c11", "d10", "b3", "c2", "c12", "b11"
        ]
        .iter()
        .map(|s| format!("Ma1-{s}"))
        .collect()
    );
    // A Dabbabah on a1 with both diagonals empty reaches g7 up-right (b2..g7) and down-right
    // through the seam (b12, c11, d10, e9, f8, g7).
    let p = pos(
        &[
            ("a1", "wD"),
            ("b5", "wR"),
            ("g12", "rR"),
            ("g11", "rJ"),
            ("e6", "bR"),
            ("a6", "bJ"),
        ],
        "w - - 0 1 --- 23/23",
    );
    let m: Vec<String> = p
        .moves_for_die(2)
        .iter()
        .map(|m| quadrille::notation::san(&p, m))
        .collect();
    assert_eq!(m.iter().filter(|s| *s == "Da1-g7").count(), 1, "{m:?}");
    assert_eq!(m.len(), 11, "b2..g7 six, b12..f8 five, g7 once: {m:?}");
}

#[test]
fn berlinpeonos_keep_their_facing_round_the_seam() {
    // White's c1 faces down: it moves diagonally down through the seam (b12; d12 is White's own)
    // and takes straight down (Red's c12). White's c3 faces up: b4 (d4 is Red's: no diagonal
    // capture), and takes straight up (Black's c4).
    let p = pos(
        &[
            ("c1", "wE~d"),
            ("c3", "wE"),
            ("d12", "wJ"),
            ("a8", "wR"),
            ("c12", "rJ"),
            ("d4", "rE"),
            ("g8", "rR"),
            ("c4", "bJ"),
            ("a10", "bR"),
        ],
        "w - - 0 1 --- 11/11",
    );
    let geo = p.variant().geometry();
    let from = |s: &str| -> BTreeSet<String> {
        p.legal_moves_from(geo.square_on(0, s).unwrap())
            .iter()
            .map(|m| quadrille::notation::san(&p, m))
            .collect()
    };
    assert_eq!(from("c1"), set(&["c1-b12", "c1xc12"]));
    assert_eq!(from("c3"), set(&["c3-b4", "c3xc4"]));
    // After c1-b12 it still faces down: the second die moves it on to a11 or c11.
    let m = quadrille::notation::parse_move(&p, "c1-b12").unwrap();
    let after = p.play(&m);
    let b12 = geo.square_on(0, "b12").unwrap();
    assert_eq!(after.piece_at(b12).unwrap().facing, Facing::Down);
    let next: BTreeSet<String> = after
        .legal_moves_from(b12)
        .iter()
        .map(|m| quadrille::notation::san(&after, m))
        .collect();
    assert_eq!(next, set(&["b12-a11", "b12-c11"]));
}

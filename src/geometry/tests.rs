//! Every playing area of the rules, built and checked by hand-counted facts.

use super::*;

fn build(spec: GeometrySpec) -> Geometry {
    Geometry::new(spec).expect("the spec is valid")
}

fn sq(geo: &Geometry, board: u8, name: &str) -> Cell {
    geo.square_on(board, name)
        .unwrap_or_else(|| panic!("{name} exists on board {board}"))
}

fn names(geo: &Geometry, cells: impl Iterator<Item = Cell>) -> Vec<String> {
    cells.map(|c| geo.square_name(c)).collect()
}

const KING: [Delta; 8] = [
    Delta::new(1, 0),
    Delta::new(1, 1),
    Delta::new(0, 1),
    Delta::new(-1, 1),
    Delta::new(-1, 0),
    Delta::new(-1, -1),
    Delta::new(0, -1),
    Delta::new(1, -1),
];

fn neighbours(geo: &Geometry, c: Cell) -> usize {
    KING.iter().filter(|d| geo.step(c, **d).is_some()).count()
}

#[test]
fn cell_counts_of_every_board() {
    assert_eq!(build(chessboards(1)).len(), 64);
    assert_eq!(build(chessboards(2)).len(), 128);
    assert_eq!(build(chessboards(3)).len(), 192);
    assert_eq!(build(alice_8x4()).len(), 64);
    assert_eq!(build(dodgson_boards()).len(), 84);
    assert_eq!(build(orwell_cylinder()).len(), 84);
    assert_eq!(build(verney()).len(), 160);
    assert_eq!(build(board_128()).len(), 128);
    assert_eq!(build(fortress()).len(), 192);
}

#[test]
fn square_colours() {
    let chess = build(chessboards(1));
    assert!(!chess.info(sq(&chess, 0, "a1")).light);
    assert!(chess.info(sq(&chess, 0, "h1")).light);
    assert!(
        chess.info(sq(&chess, 0, "d1")).light,
        "the white queen stands on a light square"
    );
    let verney = build(verney());
    assert!(
        verney.info(sq(&verney, 0, "g1")).light,
        "g1 is light on the Verney board"
    );
    let orwell = build(orwell_cylinder());
    for rank in [1, 3, 5, 7, 9, 11] {
        assert!(!orwell.info(sq(&orwell, 0, &format!("d{rank}"))).light);
    }
    // Colours stay consistent across the seam: d12 and d1 differ, as neighbours must.
    assert_ne!(
        orwell.info(sq(&orwell, 0, "d12")).light,
        orwell.info(sq(&orwell, 0, "d1")).light
    );
}

#[test]
fn names_and_boards() {
    let alice = build(chessboards(2));
    let e4b = sq(&alice, 1, "e4");
    assert_eq!(alice.board_of(e4b), 1);
    assert_eq!(alice.square_name(e4b), "e4");
    assert_eq!(alice.cell_name(e4b), "e4/B");
    assert_eq!(alice.on_board(e4b, 0), Some(sq(&alice, 0, "e4")));
    assert_eq!(alice.on_board(e4b, 1), Some(e4b));
    assert_eq!(
        alice.on_board(e4b, 2),
        None,
        "a board the game does not have"
    );
    let three = build(chessboards(3));
    let h8c = sq(&three, 2, "h8");
    assert_eq!(three.on_board(h8c, 0), Some(sq(&three, 0, "h8")));
    assert_eq!(three.on_board(h8c, 1), Some(sq(&three, 1, "h8")));
    assert_eq!(three.on_board(h8c, 3), None);
    assert_eq!(Geometry::parse_square("n14"), Some((13, 13)));
    for bad in ["", "e", "e0", "E4", "e04", "4e", "e4x", "e123"] {
        assert_eq!(Geometry::parse_square(bad), None, "{bad:?}");
    }
    assert_eq!(alice.square_on(0, "i1"), None);
    assert_eq!(alice.square_on(2, "e4"), None, "there is no board C");
    assert_eq!(build(chessboards(1)).cell_name(Cell(0)), "a1");
}

#[test]
fn orthodox_neighbours_and_rays() {
    let geo = build(chessboards(1));
    assert_eq!(neighbours(&geo, sq(&geo, 0, "a1")), 3);
    assert_eq!(neighbours(&geo, sq(&geo, 0, "e1")), 5);
    assert_eq!(neighbours(&geo, sq(&geo, 0, "d4")), 8);
    let ray = names(&geo, geo.ray(sq(&geo, 0, "c1"), Delta::new(1, 1)));
    assert_eq!(ray, ["d2", "e3", "f4", "g5", "h6"]);
    assert_eq!(
        geo.step(sq(&geo, 0, "g1"), Delta::new(-1, 2)),
        Some(sq(&geo, 0, "f3"))
    );
    assert_eq!(geo.step(sq(&geo, 0, "h1"), Delta::new(1, 2)), None);
}

#[test]
fn boards_do_not_touch_each_other() {
    let geo = build(chessboards(2));
    let h4 = sq(&geo, 0, "h4");
    assert_eq!(
        geo.step(h4, Delta::new(1, 0)),
        None,
        "h4 on board A does not lead to board B"
    );
    assert_eq!(geo.ray(sq(&geo, 1, "a1"), Delta::new(0, 1)).count(), 7);
}

#[test]
fn small_alice_and_dodgson_boards() {
    let small = build(alice_8x4());
    assert_eq!(small.board(0).width, 4);
    assert_eq!(small.square_on(0, "e1"), None);
    assert_eq!(
        names(&small, small.ray(sq(&small, 1, "a1"), Delta::new(1, 1))),
        ["b2", "c3", "d4"]
    );
    let dodgson = build(dodgson_boards());
    assert_eq!(
        dodgson.square_on(1, "g6").map(|c| dodgson.board_of(c)),
        Some(1)
    );
    assert_eq!(dodgson.square_on(0, "g7"), None);
    // The same square on every board, where it exists (boards of different shapes).
    for geo in [&small, &dodgson] {
        for c in geo.cells() {
            let i = geo.info(c);
            for b in 0..geo.board_count() as u8 {
                let name = format!("{}{}", (b'a' + i.file) as char, i.rank + 1);
                assert_eq!(geo.on_board(c, b), geo.square_on(b, &name), "{name} on {b}");
            }
        }
    }
    assert_eq!(dodgson.square_on(0, "h1"), None);
    assert_eq!(
        dodgson.ray(sq(&dodgson, 0, "a1"), Delta::new(0, 1)).count(),
        5
    );
}

#[test]
fn the_cylinder_wraps_ranks_but_not_files() {
    let geo = build(orwell_cylinder());
    // A bishop ray from d11 continues through e12 to f1, then g2 and the edge.
    let ray = names(&geo, geo.ray(sq(&geo, 0, "d11"), Delta::new(1, 1)));
    assert_eq!(ray, ["e12", "f1", "g2"]);
    // A Dabbabah-like step from d11 by two diagonal squares lands on f1.
    assert_eq!(
        geo.step(sq(&geo, 0, "d11"), Delta::new(2, 2)),
        Some(sq(&geo, 0, "f1"))
    );
    // Every cell has its vertical neighbours, so a middle file has 8 neighbours even on rank 1.
    assert_eq!(neighbours(&geo, sq(&geo, 0, "d1")), 8);
    assert_eq!(neighbours(&geo, sq(&geo, 0, "a12")), 5);
    // A vertical ray circles the cylinder and ends before its own cell: 11 cells.
    let up = names(&geo, geo.ray(sq(&geo, 0, "b5"), Delta::new(0, 1)));
    assert_eq!(up.len(), 11);
    assert_eq!(up.first().map(String::as_str), Some("b6"));
    assert_eq!(up.last().map(String::as_str), Some("b4"));
    // Files do not wrap.
    assert_eq!(geo.step(sq(&geo, 0, "g5"), Delta::new(1, 0)), None);
    // A knight leap crosses the seam.
    assert_eq!(
        geo.step(sq(&geo, 0, "c12"), Delta::new(1, 2)),
        Some(sq(&geo, 0, "d2"))
    );
}

#[test]
fn the_verney_cross() {
    let geo = build(verney());
    assert_eq!(geo.square_on(0, "a1"), None);
    assert_eq!(geo.square_on(0, "c3"), None);
    assert_eq!(geo.square_on(0, "l12"), None);
    assert!(geo.square_on(0, "d1").is_some());
    assert!(geo.square_on(0, "a4").is_some());
    // d4 touches the corner: its three neighbours towards c3 are missing or off the cross.
    assert_eq!(neighbours(&geo, sq(&geo, 0, "d4")), 7);
    assert_eq!(neighbours(&geo, sq(&geo, 0, "d1")), 3);
    // A ray stops at a corner: from f6 towards the south-west it passes e5, d4 and stops before the
    // missing c3.
    let ray = names(&geo, geo.ray(sq(&geo, 0, "f6"), Delta::new(-1, -1)));
    assert_eq!(ray, ["e5", "d4"]);
    let ray = names(&geo, geo.ray(sq(&geo, 0, "d5"), Delta::new(0, -1)));
    assert_eq!(ray, ["d4", "d3", "d2", "d1"]);
    let ray = names(&geo, geo.ray(sq(&geo, 0, "a4"), Delta::new(0, -1)));
    assert!(ray.is_empty(), "a3 is in the corner");
    // A knight leaps over the corner from d3 to b4; from d2 it would land on the missing b3.
    assert_eq!(
        geo.step(sq(&geo, 0, "d3"), Delta::new(-2, 1)),
        Some(sq(&geo, 0, "b4"))
    );
    assert_eq!(
        geo.step(sq(&geo, 0, "d2"), Delta::new(-2, 1)),
        None,
        "b3 is missing"
    );
    // Every row of the cross: 8 cells on ranks 1-3 and 12-14, 14 in the middle.
    let rank_count = |r: u8| geo.cells().filter(|c| geo.info(*c).rank == r).count();
    assert_eq!(rank_count(0), 8);
    assert_eq!(rank_count(3), 14);
    assert_eq!(rank_count(13), 8);
}

#[test]
fn the_128_square_board() {
    let geo = build(board_128());
    assert_eq!(geo.square_on(0, "b2"), None);
    assert!(geo.square_on(0, "c1").is_some());
    assert!(geo.square_on(0, "a3").is_some());
    assert_eq!(geo.square_on(0, "k12"), None);
    assert_eq!(geo.square_on(0, "m1"), None, "only 12 files");
    let ray = names(&geo, geo.ray(sq(&geo, 0, "e5"), Delta::new(-1, -1)));
    assert_eq!(ray, ["d4", "c3"], "b2 is a missing corner cell");
}

#[test]
fn the_fortress_board_and_its_walls() {
    let geo = build(fortress());
    // Missing cells beside the strips; fortress cells exist.
    for gone in ["a5", "b12", "e1", "l2", "o5", "p12", "e15", "l16"] {
        assert_eq!(geo.square_on(0, gone), None, "{gone}");
    }
    for here in ["a1", "d4", "p16", "m1", "e3", "c5", "n12", "e14"] {
        assert!(geo.square_on(0, here).is_some(), "{here}");
    }
    // The south-east fortress (m-p, ranks 1-4) opens onto South's strip at l3 and l4 only.
    let m3 = sq(&geo, 0, "m3");
    assert_eq!(geo.step(m3, Delta::new(-1, 0)), Some(sq(&geo, 0, "l3")));
    assert_eq!(
        geo.step(sq(&geo, 0, "m4"), Delta::new(-1, 0)),
        Some(sq(&geo, 0, "l4"))
    );
    assert_eq!(
        geo.step(sq(&geo, 0, "m4"), Delta::new(0, 1)),
        None,
        "wall towards m5"
    );
    assert_eq!(
        geo.step(sq(&geo, 0, "m5"), Delta::new(0, -1)),
        None,
        "walls block both ways"
    );
    // A rook ray from p3 runs west through the fortress and out into the strip.
    let ray = names(&geo, geo.ray(sq(&geo, 0, "p3"), Delta::new(-1, 0)));
    assert_eq!(ray.first().map(String::as_str), Some("o3"));
    assert!(ray.contains(&"l3".to_string()) && ray.contains(&"e3".to_string()));
    // A rook ray from n2 going north stops at the wall after n4.
    let ray = names(&geo, geo.ray(sq(&geo, 0, "n2"), Delta::new(0, 1)));
    assert_eq!(ray, ["n3", "n4"]);
    // A bishop ray from the centre into the fortress corner: from k6 south-east, l5 then m4 crosses
    // the corner where the wall m4|m5 ends and the opening begins: the walls there do not separate
    // l5 from m4 (decision in docs/rules-decisions.md), so the ray goes on into the fortress.
    let ray = names(&geo, geo.ray(sq(&geo, 0, "k6"), Delta::new(1, -1)));
    assert_eq!(ray, ["l5", "m4", "n3", "o2", "p1"]);
    // From the East strip, m5 to n4 crosses the wall m5|n4 corner: walls on both ways round.
    assert_eq!(geo.step(sq(&geo, 0, "m5"), Delta::new(1, -1)), None);
    // A knight's path (orthogonal step, then diagonal) may not cross a wall: from n5 to m3 it steps
    // south across the wall first.
    assert_eq!(geo.step(sq(&geo, 0, "n5"), Delta::new(-1, -2)), None);
    // From l5 to m3 the path goes l4 (open), then diagonally to m3 (open side).
    assert_eq!(
        geo.step(sq(&geo, 0, "l5"), Delta::new(1, -2)),
        Some(sq(&geo, 0, "m3"))
    );
    // The other fortresses open where the rules say.
    assert!(
        geo.step(sq(&geo, 0, "m13"), Delta::new(0, -1)).is_some(),
        "NE opens to m12"
    );
    assert!(
        geo.step(sq(&geo, 0, "m13"), Delta::new(-1, 0)).is_none(),
        "NE closed to l13"
    );
    assert!(
        geo.step(sq(&geo, 0, "d13"), Delta::new(1, 0)).is_some(),
        "NW opens to e13"
    );
    assert!(
        geo.step(sq(&geo, 0, "d12"), Delta::new(0, 1)).is_none(),
        "NW closed to d12"
    );
    assert!(
        geo.step(sq(&geo, 0, "c4"), Delta::new(0, 1)).is_some(),
        "SW opens to c5"
    );
    assert!(
        geo.step(sq(&geo, 0, "d4"), Delta::new(1, 0)).is_none(),
        "SW closed to e4"
    );
}

#[test]
fn bad_specs_are_errors() {
    assert_eq!(
        Geometry::new(GeometrySpec {
            boards: vec![],
            wrap_ranks: false,
            a1_light: false
        })
        .err(),
        Some(GeometryError::NoBoards)
    );
    let err = Geometry::new(GeometrySpec::boards(1, BoardShape::rect(0, 8))).unwrap_err();
    assert!(err.to_string().contains("0x8"));
}

/// The slot of a delta's step table: one of its own for each delta with both components within
/// two, none beyond (counted here over every delta of components -8 to 8).
#[test]
fn step_slots_exactly_for_the_deltas_within_reach() {
    let mut seen = std::collections::HashSet::new();
    for df in -8i8..=8 {
        for dr in -8i8..=8 {
            let within = df.abs() <= 2 && dr.abs() <= 2;
            match slot(Delta::new(df, dr)) {
                Some(s) => {
                    assert!(within && s < 25, "({df}, {dr}) has slot {s}");
                    assert!(seen.insert(s), "({df}, {dr}) shares slot {s}");
                }
                None => assert!(!within, "({df}, {dr}) has no slot"),
            }
        }
    }
    assert_eq!(seen.len(), 25);
}

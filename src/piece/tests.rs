//! Unit tests: the fairy pieces on the Orwell cylinder, facings, and the attack table against
//! forward move generation.

use super::*;
use crate::geometry::{chessboards, orwell_cylinder, Cell, CellSet, Geometry};
use std::collections::{BTreeSet, HashMap};

fn cyl() -> Geometry {
    Geometry::new(orwell_cylinder()).unwrap()
}

fn sq(geo: &Geometry, name: &str) -> Cell {
    geo.square_on(0, name).unwrap()
}

/// Target squares of `def` from `from`, with the given pieces on the board (square -> owner).
/// The mover is player 0; captures are written with a leading `x`.
fn targets(
    geo: &Geometry,
    def: &PieceDef,
    from: &str,
    facing: Facing,
    others: &[(&str, u8)],
) -> BTreeSet<String> {
    let board: HashMap<Cell, u8> = others.iter().map(|(s, o)| (sq(geo, s), *o)).collect();
    let from = sq(geo, from);
    let look = |c: Cell| match board.get(&c) {
        None if c == from => Seen::Friend,
        None => Seen::Empty,
        Some(0) => Seen::Friend,
        Some(_) => Seen::Enemy,
    };
    let mut out = BTreeSet::new();
    for atom in &def.atoms {
        atom.targets(geo, from, facing, &look, &mut |t, capture| {
            let name = geo.square_name(t);
            out.insert(if capture { format!("x{name}") } else { name });
        });
    }
    out
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn dabbabah_slides_diagonally_across_the_seam() {
    let geo = cyl();
    let t = targets(&geo, &dabbabah(), "d11", Facing::Up, &[]);
    assert!(t.contains("e12") && t.contains("f1") && t.contains("g2"));
    assert!(t.contains("c12") && t.contains("b1") && t.contains("a2"));
    assert_eq!(t.len(), 12, "{t:?}");
    // A piece on f1 stops the slide; an enemy there is captured.
    let t = targets(&geo, &dabbabah(), "d11", Facing::Up, &[("f1", 1)]);
    assert!(t.contains("xf1") && !t.contains("g2"));
}

#[test]
fn pao_captures_across_the_seam_over_a_screen_on_rank_1() {
    let geo = cyl();
    let t = targets(&geo, &pao(), "d11", Facing::Up, &[("d1", 0), ("d3", 1)]);
    assert!(t.contains("d12"), "moves up to the screen: {t:?}");
    assert!(t.contains("xd3"), "captures over the screen on d1: {t:?}");
    assert!(!t.contains("d2") && !t.contains("xd1") && !t.contains("d1"));
    // Without a screen there is no capture, and a slide does not capture.
    let t = targets(&geo, &pao(), "d11", Facing::Up, &[("d3", 1)]);
    assert!(!t.contains("xd3") && t.contains("d2") && t.contains("d12"));
    // The screen may be of either side, and an own piece beyond it cannot be captured: going up,
    // d1 (enemy) screens d3 (own); going down, d3 screens d1, which is captured.
    let t = targets(&geo, &pao(), "d11", Facing::Up, &[("d1", 1), ("d3", 0)]);
    assert!(!t.contains("xd3") && t.contains("xd1"));
}

#[test]
fn gryphon_turns_outward_after_its_diagonal_step() {
    let geo = cyl();
    let t = targets(&geo, &gryphon(), "a2", Facing::Up, &[]);
    // Up-right to b3, then right along rank 3 or up the b-file (round the cylinder).
    for s in ["b3", "c3", "g3", "b4", "b12", "b1", "b2"] {
        assert!(t.contains(s), "{s} missing from {t:?}");
    }
    // Down-right to b1, then along rank 1 or down the b-file.
    assert!(t.contains("g1") && t.contains("b12"));
    // It never moves back towards its own file.
    assert!(!t.contains("a3") && !t.contains("a1"));
    // A piece on b3 blocks both continuations of that diagonal.
    // (b4 is still reached the long way round: b1, then down the b-file past the seam.)
    let t = targets(&geo, &gryphon(), "a2", Facing::Up, &[("b3", 0)]);
    assert!(!t.contains("c3") && !t.contains("d3") && !t.contains("b3") && t.contains("b4"));
    // An enemy on the first diagonal cell is captured; one further along after empty cells too.
    let t = targets(&geo, &gryphon(), "a2", Facing::Up, &[("b3", 1), ("e1", 1)]);
    assert!(t.contains("xb3") && t.contains("xe1") && !t.contains("f1"));
}

#[test]
fn jugyo_circles_vertically_and_steps_sideways() {
    let geo = cyl();
    let t = targets(&geo, &jugyo(), "d6", Facing::Up, &[]);
    assert_eq!(t.len(), 13, "{t:?}");
    assert!(t.contains("d5") && t.contains("d7") && t.contains("c6") && t.contains("e6"));
    assert!(!t.contains("d6") && !t.contains("b6"));
    // Turned a quarter, it slides along the rank and steps vertically.
    let t = targets(&geo, &jugyo(), "d6", Facing::Left, &[]);
    assert_eq!(
        t,
        set(&["a6", "b6", "c6", "e6", "f6", "g6", "d5", "d7"]),
        "{t:?}"
    );
}

#[test]
fn berlinpeono_moves_diagonally_and_captures_straight_round_the_seam() {
    let geo = cyl();
    let t = targets(
        &geo,
        &berlinpeono(),
        "c1",
        Facing::Down,
        &[("c12", 1), ("d12", 1)],
    );
    assert_eq!(t, set(&["b12", "xc12"]));
    let t = targets(&geo, &berlinpeono(), "c3", Facing::Up, &[("c4", 0)]);
    assert_eq!(t, set(&["b4", "d4"]));
}

#[test]
fn raja_and_maharaja() {
    let geo = cyl();
    let t = targets(&geo, &raja(), "d1", Facing::Up, &[]);
    assert_eq!(t, set(&["c1", "e1", "c2", "d2", "e2", "c12", "d12", "e12"]));
    let t = targets(&geo, &maharaja(), "a1", Facing::Up, &[("a3", 1)]);
    assert!(t.contains("b3") && t.contains("c2") && t.contains("b11") && t.contains("c12"));
    assert!(t.contains("xa3") && !t.contains("a3") && t.contains("a12") && t.contains("g7"));
}

#[test]
fn pawns_face_every_way() {
    let geo = Geometry::new(chessboards(1)).unwrap();
    let t = targets(&geo, &pawn(), "e4", Facing::Down, &[("d3", 1), ("f5", 1)]);
    assert_eq!(t, set(&["e3", "xd3"]));
    let t = targets(&geo, &pawn(), "e4", Facing::Left, &[("d5", 1), ("d3", 1)]);
    assert_eq!(t, set(&["d4", "xd5", "xd3"]));
    let t = targets(&geo, &pawn(), "e4", Facing::Right, &[("f5", 1)]);
    assert_eq!(t, set(&["f4", "xf5"]));
    assert!(!pawn().symmetric() && knight().symmetric() && !jugyo().symmetric());
    assert!(!berlinpeono().symmetric());
}

/// A small deterministic generator for the random boards below.
fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *seed >> 33
}

/// The playing areas and catalogues to compare on: every game's, and a plain pair of boards.
fn areas() -> Vec<(String, Geometry, Vec<PieceDef>)> {
    let mut out = vec![(
        "two chessboards".to_string(),
        Geometry::new(chessboards(2)).unwrap(),
        orthodox(),
    )];
    for id in crate::variant::ids() {
        let v = crate::variant::build(id, &[]).unwrap();
        out.push((id.to_string(), v.geometry().clone(), v.pieces().to_vec()));
    }
    out
}

/// What a piece attacks is exactly where it could capture: in every game, on random boards,
/// the cells of player 1 that some piece of player 0 captures by forward move generation are
/// the cells the attack table calls attacked (walls, holes and wrap-around included).
#[test]
fn attack_table_agrees_with_forward_generation() {
    for (name, geo, catalogue) in areas() {
        let table = AttackTable::new(&catalogue, &geo);
        let mut seed = 7u64;
        for _ in 0..300 {
            let mut board: HashMap<Cell, Piece> = HashMap::new();
            let count = 4 + next(&mut seed) % (geo.len() as u64 / 4).max(14);
            for _ in 0..count {
                let c = Cell((next(&mut seed) % geo.len() as u64) as u16);
                let kind = PieceKind((next(&mut seed) % catalogue.len() as u64) as u8);
                let facing = Facing::ALL[(next(&mut seed) % 4) as usize];
                let owner = Player((next(&mut seed) % 2) as u8);
                board.insert(c, Piece::new(kind, owner, facing));
            }
            let at = |c: Cell| board.get(&c).copied();
            // Forward: every cell of player 1 captured by some piece of player 0.
            let mut forward = BTreeSet::new();
            for (&from, p) in board.iter().filter(|(_, p)| p.owner == Player(0)) {
                let look = |c: Cell| match at(c) {
                    None => Seen::Empty,
                    Some(q) if q.owner == Player(0) => Seen::Friend,
                    Some(_) => Seen::Enemy,
                };
                for atom in &catalogue[p.kind.index()].atoms {
                    atom.targets(&geo, from, p.facing, &look, &mut |t, capture| {
                        if capture {
                            forward.insert(t);
                        }
                    });
                }
            }
            let hostile = |p: Piece| p.owner == Player(0);
            let victims = || {
                board
                    .iter()
                    .filter(|(_, p)| p.owner == Player(1))
                    .map(|(&c, _)| c)
            };
            let backward: BTreeSet<Cell> = victims()
                .filter(|&c| table.attacked(&geo, c, &at, &hostile))
                .collect();
            assert_eq!(forward, backward, "{name}: board {board:?}");
            // The same answers through the gathered attackers, where the area fits a cell set.
            if let Some(attackers) = table.attackers(board.iter().map(|(&c, &p)| (c, p)), &hostile)
            {
                let gathered: BTreeSet<Cell> = victims()
                    .filter(|&c| table.attacked_by(&geo, c, &at, &hostile, &attackers))
                    .collect();
                assert_eq!(forward, gathered, "{name}: board {board:?}");
            }
            // And each attacker named: a victim is attacked exactly when some attacker is named.
            let pieces = board.keys().fold(CellSet::EMPTY, |mut s, &c| {
                s.insert(c);
                s
            });
            if geo.len() <= CellSet::CAPACITY {
                let named: BTreeSet<Cell> = victims()
                    .filter(|&c| {
                        let mut any = false;
                        table
                            .each_attacker(&geo, c, &at, &pieces, &hostile, &mut |_, _| any = true);
                        any
                    })
                    .collect();
                assert_eq!(forward, named, "{name}: board {board:?}");
                // The test from the sets of occupied and hostile cells.
                let mine = board.iter().filter(|(_, p)| p.owner == Player(0));
                let hostile_cells: CellSet = mine.map(|(&c, _)| c).collect();
                let from_sets: BTreeSet<Cell> = victims()
                    .filter(|&c| {
                        let sets = (&pieces, &hostile_cells);
                        table.attacked_among_sets(&geo, c, &at, sets.0, sets.1, &hostile)
                            == Some(true)
                    })
                    .collect();
                assert_eq!(forward, from_sets, "{name}: board {board:?}");
                generation_from_sets_agrees(&geo, &catalogue, &board, &pieces);
            }
        }
    }
}

/// Every piece's targets found with the sets of occupied cells, and with its atoms turned
/// once per game (a leaper's and a rider's lines from a table), are those found by walking, in
/// the same order, with the moves onto empty cells and without them.
fn generation_from_sets_agrees(
    geo: &Geometry,
    catalogue: &[PieceDef],
    board: &HashMap<Cell, Piece>,
    occupied: &CellSet,
) {
    for (&from, p) in board {
        let look = |c: Cell| match board.get(&c) {
            None => Seen::Empty,
            Some(q) if q.owner == p.owner => Seen::Friend,
            Some(_) => Seen::Enemy,
        };
        for atom in &catalogue[p.kind.index()].atoms {
            let mut walked = Vec::new();
            atom.targets(geo, from, p.facing, &look, &mut |t, x| walked.push((t, x)));
            for quiet in [true, false] {
                let mut found = Vec::new();
                let sets = (Some(occupied), quiet);
                atom.targets_among(geo, (from, p.facing), &look, sets, &mut |t, x| {
                    found.push((t, x))
                });
                let want: Vec<_> = walked.iter().filter(|m| quiet || m.1).copied().collect();
                assert_eq!(found, want, "{atom:?} from {from:?} on {board:?}");
                let turned = Turned::new(atom, p.facing, geo);
                let mut by_table = Vec::new();
                atom.targets_turned(geo, (from, &turned), &look, sets, &mut |t, x| {
                    by_table.push((t, x))
                });
                assert_eq!(
                    by_table, want,
                    "turned: {atom:?} from {from:?} on {board:?}"
                );
            }
        }
    }
}

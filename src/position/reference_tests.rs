//! The fast legality tests against the slow reference, in every game: 10,000 random plies per
//! game, and after every ply the legal moves (and every eighth ply the moves of each piece) found with the gathered attackers and the shortcut
//! for moves far from the royal pieces must be exactly those found by playing every move on the
//! cells and walking every line to every royal piece; so must the answers given by need
//! (`lazy.rs`): whether there is a move, and the legal captures and promotions. The sets of
//! occupied cells kept with the cells must be those of the cells, and the attack test that
//! reads them must answer as the walk over every line does, for every royal piece.

use super::{Move, Position};
use crate::geometry::Cell;
use crate::variant;

/// A small deterministic generator.
fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *seed >> 33
}

/// The legal moves by the slow reference.
fn reference(pos: &Position) -> Vec<Move> {
    pos.legal_moves_in(|| pos.plain_scratch())
}

/// Checks one position: every legal move list the fast path gives against the reference.
/// Returns the reference moves.
fn check(id: &str, pos: &Position, per_piece: bool) -> Vec<Move> {
    let recount = super::occupancy::Occupancy::of_cells(pos.cells());
    assert_eq!(
        pos.occupancy,
        recount,
        "{id}: occupied cells in {}",
        pos.to_text()
    );
    for (owner, c) in pos.royals.iter() {
        assert_eq!(
            pos.attacked_here(c, owner),
            pos.attacked_on(pos.cells(), c, owner),
            "{id}: attack on the royal piece on {c:?} in {}",
            pos.to_text()
        );
    }
    let slow = reference(pos);
    let fast = pos.legal_moves();
    assert_eq!(fast, slow, "{id}: legal moves differ in {}", pos.to_text());
    assert_eq!(
        pos.has_any_move(),
        !slow.is_empty(),
        "{id}: has_any_move differs in {}",
        pos.to_text()
    );
    let tactical: Vec<Move> = slow
        .iter()
        .filter(|m| pos.is_tactical(m))
        .copied()
        .collect();
    assert_eq!(
        pos.legal_tactical_moves(),
        (tactical, !slow.is_empty()),
        "{id}: legal_tactical_moves differs in {}",
        pos.to_text()
    );
    let mut pseudo = Vec::new();
    pos.pseudo_moves(&mut pseudo);
    let mut plain = pos.plain_scratch();
    assert_eq!(
        pos.has_legal_move(),
        pseudo.iter().any(|m| pos.legal_with(m, &mut plain)),
        "{id}: has_legal_move differs in {}",
        pos.to_text()
    );
    if per_piece && pos.variant().dice.is_none() && !pos.variant().elimination.duty_to_move {
        let movers: Vec<Cell> = pos
            .pieces()
            .into_iter()
            .filter(|(_, p)| p.owner == pos.to_move())
            .map(|(c, _)| c)
            .collect();
        let mut from_cells: Vec<Move> = movers
            .iter()
            .flat_map(|&c| pos.legal_moves_from(c))
            .collect();
        let mut expected: Vec<Move> = slow
            .iter()
            .filter(|m| !m.is_pass() && movers.contains(&m.from))
            .copied()
            .collect();
        let key = |m: &Move| (m.from, m.to, m.arrive, format!("{m:?}"));
        from_cells.sort_by_key(key);
        expected.sort_by_key(key);
        if !pos.legal_moves().iter().any(|m| m.is_pass()) {
            assert_eq!(
                from_cells,
                expected,
                "{id}: moves per piece differ in {}",
                pos.to_text()
            );
        }
    }
    slow
}

#[test]
fn fast_legality_agrees_with_the_reference_in_every_game() {
    for id in variant::ids() {
        let v = variant::build(id, &[]).expect("every listed game builds");
        let start = Position::start(&v);
        let mut seed = 0x5eed ^ id.len() as u64;
        let mut pos = start.clone();
        let mut plies_in_game = 0;
        for ply in 0..10_000 {
            if pos.needs_roll() {
                pos = pos
                    .roll_from_seed(next(&mut seed))
                    .expect("a game with dice rolls");
            }
            let moves = check(id, &pos, ply % 8 == 0);
            if moves.is_empty() || plies_in_game >= 400 || pos.outcome() != super::Outcome::Ongoing
            {
                pos = start.clone();
                plies_in_game = 0;
                continue;
            }
            let m = moves[(next(&mut seed) % moves.len() as u64) as usize];
            pos = pos.play(&m);
            plies_in_game += 1;
        }
    }
}

#[test]
fn no_move_of_a_piece_is_legal_while_its_owner_places() {
    let v = variant::build("fortress", &[]).expect("fortress builds");
    let start = Position::start(&v);
    let (cell, pawn) = start
        .pieces()
        .into_iter()
        .find(|(_, p)| p.owner == start.to_move() && v.piece(p.kind).pawn)
        .expect("the array has pawns");
    let mut steps = Vec::new();
    start.piece_moves(cell, pawn, &mut steps);
    assert!(!steps.is_empty(), "the pawn could step once play begins");
    assert!(start.legal_moves_from(cell).is_empty());
    assert!(steps.iter().all(|m| !start.is_legal(m)));
    assert!(start
        .legal_moves()
        .iter()
        .all(|m| m.special == super::Special::Place));
}

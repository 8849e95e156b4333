//! Four-player chess is the same game from every seat: a position turned a quarter turn about
//! the centre of the board, each player's pieces given to the next player in turn order (White's
//! to Red, Red's to Yellow...) and each pawn turned with the board, has the same perft counts.
//! Positions are reached by a few deterministic random moves; castling rights are dropped, since
//! the kings and queens of the main array are not turned copies of each other.

use crate::common;

use quadrille::geometry::Cell;
use quadrille::position::{Facing, Position};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

/// The cell a quarter turn counter-clockwise: (file, rank) to (13 - rank, file).
fn turn_cell(v: &Variant, c: Cell) -> Cell {
    let geo = v.geometry();
    let i = geo.info(c);
    geo.cell_at(0, 13 - i.rank as i32, i.file as i32)
        .expect("the Verney board is symmetric")
}

fn turn_facing(f: Facing) -> Facing {
    match f {
        Facing::Up => Facing::Left,
        Facing::Left => Facing::Down,
        Facing::Down => Facing::Right,
        Facing::Right => Facing::Up,
    }
}

fn turned(v: &Arc<Variant>, pos: &Position) -> Position {
    common::turned_position(v, pos, &|c| turn_cell(v, c), turn_facing)
}

fn without_castling(v: &Arc<Variant>, pos: &Position) -> Position {
    let mut s = pos.setup();
    s.castling.iter_mut().for_each(|r| *r = false);
    Position::from_setup(v, s).unwrap()
}

#[test]
fn turned_positions_give_the_same_counts() {
    let mut seed = 0x4655_5252u64;
    for game in ["four-ffa", "four-teams"] {
        let v = variant::build(game, &[]).unwrap();
        for _ in 0..8 {
            let mut pos = Position::start(&v);
            for _ in 0..24 {
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_over() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                pos = pos.play(&moves[(seed >> 33) as usize % moves.len()]);
            }
            let pos = without_castling(&v, &pos);
            let mut other = pos.clone();
            for quarter in 1..4 {
                other = turned(&v, &other);
                assert_eq!(
                    other.perft(3),
                    pos.perft(3),
                    "{} turned {quarter} times: {}",
                    pos.to_text(),
                    other.to_text()
                );
            }
            assert_eq!(turned(&v, &other).to_text(), pos.to_text());
        }
    }
}

//! Fortress Chess is the same game from every seat: a position turned a quarter turn clockwise
//! about the centre of the 16x16 board (White's strip to Black's, the south-east fortress to the
//! south-west one), each player's pieces and hand given to the next player in turn order
//! (clockwise: White's to Black, Black's to Yellow...) and each pawn turned with the board, has
//! the same perft counts. This checks the walls, the openings, the promotion squares computed
//! from the geometry, the array pawns and the drop zones of every seat against White's. Castling
//! rights are dropped, since the kings and queens of the array are not turned copies.

use crate::common;

use quadrille::geometry::Cell;
use quadrille::position::{Facing, Position};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

/// The cell a quarter turn clockwise: (file, rank) to (rank, 15 - file).
fn turn_cell(v: &Variant, c: Cell) -> Cell {
    let geo = v.geometry();
    let i = geo.info(c);
    geo.cell_at(0, i.rank as i32, 15 - i.file as i32)
        .expect("the fortress board is symmetric")
}

fn turn_facing(f: Facing) -> Facing {
    match f {
        Facing::Up => Facing::Right,
        Facing::Right => Facing::Down,
        Facing::Down => Facing::Left,
        Facing::Left => Facing::Up,
    }
}

fn turned(v: &Arc<Variant>, pos: &Position) -> Position {
    common::turned_position(v, pos, &|c| turn_cell(v, c), turn_facing)
}

#[test]
fn turned_positions_give_the_same_counts() {
    let v = variant::build("fortress", &[]).unwrap();
    let mut seed = 0x464f_5254u64;
    for plies in [2, 7, 13, 20, 28, 36, 44, 60] {
        let mut pos = Position::start(&v);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_over() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos = pos.play(&moves[(seed >> 33) as usize % moves.len()]);
        }
        let mut s = pos.setup();
        s.castling.iter_mut().for_each(|r| *r = false);
        let pos = Position::from_setup(&v, s).unwrap();
        let mut other = pos.clone();
        for quarter in 1..4 {
            other = turned(&v, &other);
            assert_eq!(
                other.perft(2),
                pos.perft(2),
                "{} turned {quarter} times: {}",
                pos.to_text(),
                other.to_text()
            );
        }
        assert_eq!(turned(&v, &other).to_text(), pos.to_text());
    }
}

//! The playing areas of the games in `shared/rules/`, as [`GeometrySpec`]s.

use super::shape::{BoardShape, GeometrySpec, Side, Wall};

/// A fortress corner: its first file, its first rank, and its two open edges as (file, rank, side).
type Fortress = (u8, u8, [(u8, u8, Side); 2]);

/// `count` orthodox 8x8 boards (one for chess, two for Alice, three for three-board Alice).
pub fn chessboards(count: usize) -> GeometrySpec {
    GeometrySpec::boards(count, BoardShape::rect(8, 8))
}

/// Parton's small Alice: two boards of 4 files by 8 ranks.
pub fn alice_8x4() -> GeometrySpec {
    GeometrySpec::boards(2, BoardShape::rect(4, 8))
}

/// Not a Dodgson System Chess: two boards of 7 files by 6 ranks.
pub fn dodgson_boards() -> GeometrySpec {
    GeometrySpec::boards(2, BoardShape::rect(7, 6))
}

/// Orwell Chess: 7 files by 12 ranks, rank 12 touching rank 1. a1 is light (the Dabbabahs on the
/// d-file stand on dark squares).
pub fn orwell_cylinder() -> GeometrySpec {
    GeometrySpec {
        boards: vec![BoardShape::rect(7, 12)],
        wrap_ranks: true,
        a1_light: true,
    }
}

/// The Verney board: 14x14 without the four 3x3 corners, 160 squares; g1 is light.
pub fn verney() -> GeometrySpec {
    GeometrySpec {
        boards: vec![BoardShape::rect(14, 14).without_corners(3)],
        wrap_ranks: false,
        a1_light: true,
    }
}

/// The board of `blocking-double-128`: 12x12 without the four 2x2 corners, 128 squares.
pub fn board_128() -> GeometrySpec {
    GeometrySpec {
        boards: vec![BoardShape::rect(12, 12).without_corners(2)],
        wrap_ranks: false,
        a1_light: true,
    }
}

/// Russian Four-Player Fortress Chess: a 16x16 frame with 192 squares.
///
/// The centre is e5-l12; four 8x2 setup strips lie along it (ranks 3-4 and 13-14 on files e-l, files
/// c-d and m-n on ranks 5-12); four 4x4 fortresses fill the corners. Each fortress opens only onto
/// the two end squares of the strip of the player to whose right it lies (South faces north, so the
/// south-east fortress is to his right, and so on round the board); all its other sides are walls.
pub fn fortress() -> GeometrySpec {
    let mut shape = BoardShape::rect(16, 16)
        .without(0..=1, 4..=11)
        .without(14..=15, 4..=11)
        .without(4..=11, 0..=1)
        .without(4..=11, 14..=15);
    let forts: [Fortress; 4] = [
        // South-east, open west onto South's strip at l3, l4.
        (12, 0, [(12, 2, Side::West), (12, 3, Side::West)]),
        // North-east, open south onto East's strip at m12, n12.
        (12, 12, [(12, 12, Side::South), (13, 12, Side::South)]),
        // North-west, open east onto North's strip at e13, e14.
        (0, 12, [(3, 12, Side::East), (3, 13, Side::East)]),
        // South-west, open north onto West's strip at c5, d5.
        (0, 0, [(2, 3, Side::North), (3, 3, Side::North)]),
    ];
    for (f0, r0, open) in forts {
        for f in f0..f0 + 4 {
            for r in r0..r0 + 4 {
                let sides = [
                    (f == f0, Side::West),
                    (f == f0 + 3, Side::East),
                    (r == r0, Side::South),
                    (r == r0 + 3, Side::North),
                ];
                for (edge, side) in sides {
                    if edge && !open.contains(&(f, r, side)) {
                        shape.walls.push(Wall {
                            file: f,
                            rank: r,
                            side,
                        });
                    }
                }
            }
        }
    }
    GeometrySpec {
        boards: vec![shape],
        wrap_ranks: false,
        a1_light: true,
    }
}

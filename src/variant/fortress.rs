//! Russian Four-Player Fortress Chess: the 16x16 frame with its four walled fortresses, an army
//! on each 8x2 strip, a third rook, bishop and knight in hand placed in the fortress to the
//! player's right before play, a queen that also leaps as a knight, partners opposite, turns
//! clockwise, and checkmated players leaving the board. See `shared/rules/four-player.md` and the
//! "Fortress Chess" section of `docs/rules-decisions.md`.
//!
//! Everything is data: the squares of each seat are White's turned about the centre of the
//! board, and the promotion squares are computed from the geometry (every square of the far half
//! from which a straight step forward leaves the board or crosses a wall).

use super::chess::{BACK_ROW, BISHOP, KNIGHT, PAWNS, ROOK};
use super::four_teams::{apply_seats, area_on, black, red, seated_army, turned_on, white, yellow};
use super::four_teams::{Seat, KING_FIRST};
use super::{family, MoveStyle, Start, Variant, VariantError};
use crate::geometry::{fortress, Geometry};
use crate::piece::{bishop, king, knight, pawn, queen, rook, PieceDef, PieceKind, Player};
use crate::rules::{Area, DrawRules, MateRemoval, Passing, Placement, Royalty};

/// The back rows of the players in turn order (White, Black, Yellow, Red), each from the seat's
/// left: queens on the light square of the middle pair, kings on the dark one.
const BACK_ROWS: [[PieceKind; 8]; 4] = [KING_FIRST, BACK_ROW, KING_FIRST, BACK_ROW];

/// The pieces each player holds in hand at the start, to be placed in his fortress.
const HAND: [PieceKind; 3] = [ROOK, BISHOP, KNIGHT];

/// The start for the seats `turns` quarter turns from South (in turn order): each army on e3-l4
/// of its seat, turned there, and a rook, a bishop and a knight in every hand.
fn start(turns: &[u8; 4]) -> Start {
    let mut start = Start::default();
    for (p, (&t, back)) in turns.iter().zip(&BACK_ROWS).enumerate() {
        let rows: [(u8, u8, &[PieceKind]); 2] = [(4, 2, back), (4, 3, &PAWNS)];
        seated_army(&mut start, Player(p as u8), 16, t, &rows);
    }
    start.hands = vec![HAND.to_vec(); 4];
    start
}

/// The queen of Fortress Chess: a rook, a bishop and a knight together.
fn fortress_queen() -> PieceDef {
    let mut atoms = queen().atoms;
    atoms.extend(knight().atoms);
    PieceDef {
        value: 1150,
        ..PieceDef::new("queen", 'Q', atoms)
    }
}

/// A square of White's seat turned `turns` quarter turns counter-clockwise about the centre of
/// the 16x16 board: one turn takes South's squares to East's (e3 to n5).
fn turned(turns: u8, square: (u8, u8)) -> (u8, u8) {
    turned_on(16, turns, square)
}

/// Squares of White's seat, turned to the seat `turns` quarter turns on, as an area.
fn area(turns: u8, squares: impl Iterator<Item = (u8, u8)>) -> Area {
    area_on(16, turns, squares)
}

/// Where a pawn of the seat `turns` on from White, facing `forward`, promotes: every square of
/// the far half of the board (in White's frame, ranks 9-16) from which a straight step forward
/// leaves the board or crosses a wall. This covers the far back row, the dead ends beside the
/// fortresses that are closed to it, and the far edges of the fortresses.
fn promotion_squares(geo: &Geometry, turns: u8, player: &super::PlayerInfo) -> Area {
    let back = (4 - turns) % 4;
    let forward = player.facing.forward();
    Area::Squares(
        geo.cells()
            .filter(|&c| {
                let i = geo.info(c);
                let (_, white_rank) = turned(back, (i.file, i.rank));
                white_rank >= 8 && geo.step(c, forward).is_none()
            })
            .map(|c| {
                let i = geo.info(c);
                (0, i.file, i.rank)
            })
            .collect(),
    )
}

/// Fortress Chess.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = Variant::new("fortress", "Russian Four-Player Fortress Chess", fortress())?;
    v.family = family::FOUR;
    v.summary = "Russian Four-Player Fortress Chess: a 192-square frame with a walled fortress in each corner, filled before play.";
    // Clockwise: White (South), Black (West), Yellow (North), Red (East); with the quarter turns
    // (counter-clockwise) that take White's seat to each.
    v.players = vec![white(), black(), yellow(), red()];
    let turns = [0u8, 3, 2, 1];
    v.teams = vec![0, 1, 0, 1];
    v.pieces = vec![king(), fortress_queen(), rook(), bishop(), knight(), pawn()];
    v.start = start(&turns);
    v.royalty = Royalty {
        check: true,
        ..Royalty::default()
    };
    let kings = [(7, 2), (2, 7), (8, 13), (13, 8)];
    let seats: Vec<Seat> = turns
        .iter()
        .zip(kings)
        .zip(&v.players)
        .map(|((&t, king), p)| Seat {
            double_step: area(t, (4..=11).map(|f| (f, 3))),
            promotion: vec![promotion_squares(v.geometry(), t, p)],
            king,
            rooks: [turned(t, (4, 2)), turned(t, (11, 2))],
        })
        .collect();
    apply_seats(&mut v, &seats);
    v.pawns.array_truce = true;
    v.mate_removal = MateRemoval { on: true };
    v.passing = Passing::when_stuck();
    v.draws = DrawRules::four_player();
    // South's fortress is the south-east one (m1-p4); the others are its turns. The default
    // placement: the knight beside the opening on the back row (m3), the bishop beside the
    // opening on the pawn row (m4, from where it slips out to l5), the rook behind the bishop.
    let fort = || (12..16u8).flat_map(|f| (0..4u8).map(move |r| (f, r)));
    v.placement = Some(Placement {
        hand: HAND.to_vec(),
        zones: turns.iter().map(|&t| area(t, fort())).collect(),
        defaults: turns
            .iter()
            .map(|&t| [(13, 3), (12, 3), (12, 2)].map(|s| turned(t, s)).to_vec())
            .collect(),
    });
    v.move_style = MoveStyle::Long;
    Ok(v)
}

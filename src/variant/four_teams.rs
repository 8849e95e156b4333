//! Four-player chess on the Verney board (after John Savard): the partnership game, the base of
//! `four-ffa` and `four-conventional`. See `shared/rules/four-player.md`.
//!
//! Everything here is data: the 160-square cross, Savard's main array, the four facings of the
//! pawns, castling along a back row or a side file, the double step, promotion on the far back
//! row and on the dead-end squares, and the rule components switched on (check from any opponent,
//! king capture, the duty to move, en passant open until the pawn's owner moves again).

use super::chess::{BACK_ROW, BISHOP, KING, KNIGHT, PAWNS, PROMOTIONS, QUEEN, ROOK};
use super::{family, MoveStyle, OptionSpec, PlayerInfo, Start, Variant, VariantError};
use crate::geometry::verney;
use crate::piece::{orthodox, Facing, PieceKind, Player};
use crate::rules::{Area, CastleDef, DrawRules, Elimination, PawnRules, Royalty};

/// Savard's main array for players seated `turns[i]` quarter turns counter-clockwise from South
/// (player `i` in turn order): each army on d1-k2 of its seat, turned there.
pub(super) fn main_array(turns: &[u8]) -> Start {
    let mut start = Start::default();
    for (p, &t) in turns.iter().enumerate() {
        let back = &MAIN_BACK_ROWS[t as usize];
        let rows: [(u8, u8, &[PieceKind]); 2] = [(3, 0, back), (3, 1, &PAWNS)];
        seated_army(&mut start, Player(p as u8), 14, t, &rows);
    }
    start
}

/// The back rows of the main array by seat (South, East, North, West), each from the seat's
/// left. Kings and queens are not turned, so that every queen stands on a light square: East and
/// West have the king before the queen.
const MAIN_BACK_ROWS: [[PieceKind; 8]; 4] = [BACK_ROW, KING_FIRST, BACK_ROW, KING_FIRST];

/// The back row of a seat, from its left, with the king before the queen.
pub(super) const KING_FIRST: [PieceKind; 8] =
    [ROOK, KNIGHT, BISHOP, KING, QUEEN, BISHOP, KNIGHT, ROOK];

/// Places the army of `owner` seated `turns` quarter turns counter-clockwise from South on a
/// square board of `size` files: its rows are given in South's frame as (first file, rank, kinds
/// from that file on), and each square is turned to the seat.
pub(super) fn seated_army(
    start: &mut Start,
    owner: Player,
    size: u8,
    turns: u8,
    rows: &[(u8, u8, &[PieceKind])],
) {
    for &(file, rank, kinds) in rows {
        for (i, &kind) in kinds.iter().enumerate() {
            let (f, r) = turned_on(size, turns, (file + i as u8, rank));
            start.put(owner, (0, f, r), kind);
        }
    }
}

/// The four seats: name, colour, letter and the way the pawns move.
pub(super) fn seat(name: &str, colour: &str, letter: char, facing: Facing) -> PlayerInfo {
    PlayerInfo {
        name: name.into(),
        colour: colour.into(),
        letter,
        facing,
    }
}

/// White (South), Red (East), Yellow (North), Black (West): counter-clockwise.
pub(super) fn white() -> PlayerInfo {
    seat("White", "#f8f8f8", 'w', Facing::Up)
}
pub(super) fn red() -> PlayerInfo {
    seat("Red", "#d03030", 'r', Facing::Left)
}
pub(super) fn yellow() -> PlayerInfo {
    seat("Yellow", "#e8c020", 'y', Facing::Down)
}
pub(super) fn black() -> PlayerInfo {
    seat("Black", "#303030", 'b', Facing::Right)
}

/// A square of White's seat turned `turns` quarter turns counter-clockwise about the centre of
/// the 14x14 board: one turn takes South's squares to East's (d2 to m4).
fn turned(turns: u8, square: (u8, u8)) -> (u8, u8) {
    turned_on(14, turns, square)
}

/// A square turned `turns` quarter turns counter-clockwise about the centre of a square board
/// of `size` files.
pub(super) fn turned_on(size: u8, turns: u8, square: (u8, u8)) -> (u8, u8) {
    (0..turns).fold(square, |(f, r), _| (size - 1 - r, f))
}

/// Squares of White's seat, turned to the seat `turns` quarter turns on, as an area.
fn area(turns: u8, squares: impl Iterator<Item = (u8, u8)>) -> Area {
    area_on(14, turns, squares)
}

/// Squares turned `turns` quarter turns on a square board of `size` files, as an area.
pub(super) fn area_on(size: u8, turns: u8, squares: impl Iterator<Item = (u8, u8)>) -> Area {
    Area::Squares(
        squares
            .map(|s| {
                let (f, r) = turned_on(size, turns, s);
                (0, f, r)
            })
            .collect(),
    )
}

/// The far back row of a seat (White: d14-k14): where pawns promote in every game.
pub(super) fn far_row(turns: u8) -> Area {
    area(turns, (3..=10).map(|f| (f, 13)))
}

/// Where the pawns of a seat double-step, promote, and how its king castles.
pub(super) struct Seat {
    pub double_step: Area,
    /// The far back row and the six dead-end squares.
    pub promotion: Vec<Area>,
    /// The king's square and its two rooks, as (file, rank).
    pub king: (u8, u8),
    pub rooks: [(u8, u8); 2],
}

/// The seat of each player of the main array, by letter (`w`, `r`, `y`, `b`): the pawn squares
/// are White's turned to the seat; kings and queens are not turned (every queen stands on a light
/// square), so the castling squares are given for each seat.
pub(super) fn seat_rules(letter: char) -> Seat {
    let (turns, king) = match letter {
        'w' => (0, (7, 0)),
        'r' => (1, (13, 6)),
        'y' => (2, (6, 13)),
        _ => (3, (0, 7)),
    };
    let dead_ends = (0..=2).chain(11..=13).map(|f| (f, 10));
    Seat {
        double_step: area(turns, (3..=10).map(|f| (f, 1))),
        promotion: vec![far_row(turns), area(turns, dead_ends)],
        king,
        rooks: [turned(turns, (3, 0)), turned(turns, (10, 0))],
    }
}

/// Castling of a king towards each of its rooks: two squares along the line, the rook jumping
/// over it. `K` is the side of the nearer rook (three squares away), `Q` the other.
pub(super) fn castling(player: Player, s: &Seat) -> Vec<CastleDef> {
    let (kf, kr) = (s.king.0 as i32, s.king.1 as i32);
    let mut defs: Vec<CastleDef> = s
        .rooks
        .iter()
        .map(|&(rf, rr)| {
            let (df, dr) = ((rf as i32 - kf).signum(), (rr as i32 - kr).signum());
            let at = |n: i32| ((kf + df * n) as u8, (kr + dr * n) as u8);
            let far = (rf as i32 - kf).abs().max((rr as i32 - kr).abs()) > 3;
            CastleDef {
                player,
                letter: if far { 'Q' } else { 'K' },
                king: s.king,
                king_to: at(2),
                rook: (rf, rr),
                rook_to: at(1),
            }
        })
        .collect();
    crate::sort::sort_by_key(&mut defs, |d| d.letter != 'K');
    defs
}

/// The seat rules of each player (in turn order): castling, the double step, en passant open
/// until the pawn's owner moves again, and promotion to Q, R, B or N. Draw rules are the game's.
pub(super) fn apply_seats(v: &mut Variant, seats: &[Seat]) {
    v.castling = seats
        .iter()
        .enumerate()
        .flat_map(|(i, s)| castling(Player(i as u8), s))
        .collect();
    v.pawns = PawnRules {
        double_step: seats.iter().map(|s| vec![s.double_step.clone()]).collect(),
        en_passant: true,
        promotion_zone: seats.iter().map(|s| s.promotion.clone()).collect(),
        promotion_choices: PROMOTIONS.to_vec(),
        ..PawnRules::default()
    };
    v.en_passant_lasts = true;
}

/// The partnership game.
pub fn define() -> Result<Variant, VariantError> {
    let mut v = Variant::new("four-teams", "Four-Player Chess (partners)", verney())?;
    v.family = family::FOUR;
    v.summary =
        "Four players on the Verney board, in two partnerships of players sitting opposite.";
    v.players = vec![white(), red(), yellow(), black()];
    v.teams = vec![0, 1, 0, 1];
    v.pieces = orthodox();
    v.start = main_array(&[0, 1, 2, 3]);
    v.royalty = Royalty {
        check: true,
        ..Royalty::default()
    };
    let seats: Vec<Seat> = v.players.iter().map(|p| seat_rules(p.letter)).collect();
    apply_seats(&mut v, &seats);
    v.draws = DrawRules::four_player();
    v.elimination = Elimination::savard();
    v.move_style = MoveStyle::Long;
    v.option_specs.push(OptionSpec {
        name: "partner_pawn_swap",
        help: "a pawn may make its capturing move onto a partner's pawn, the two changing places",
        get: |v| v.partner_pawns.swap,
        set: |v, on| v.partner_pawns.swap = on,
    });
    v.option_specs.push(OptionSpec {
        name: "inherit_army",
        help: "when a king is captured only the king leaves; its men join the partner",
        get: |v| v.elimination.inherit_army,
        set: |v, on| v.elimination.inherit_army = on,
    });
    Ok(v)
}

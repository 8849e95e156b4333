//! Four-player chess as chess.com plays it ("4 Player Chess"), on the Verney board: Red (South),
//! Blue (West), Yellow (North) and Green (East), turns clockwise from Red. The partnership game
//! (`4pc-teams`) and the points race of every player for himself (`4pc-ffa`). See
//! `docs/rules-decisions.md`, "chess.com's four-player chess".
//!
//! Everything here is data. The five start arrays of chess.com differ only in where each seat's
//! king and queen stand: `classic` is Savard's main array, and each other array swaps the king
//! and queen of some seats (option `setup`). Castling follows the king: towards each rook, two
//! squares, the rook jumping over; `K` is the side of the nearer rook.

use super::chess::{BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use super::four_teams::{apply_seats, area_on, castling, main_array, seat, turned_on, Seat};
use super::{family, ChoiceSpec, MoveStyle, PlayerInfo, Start, Variant, VariantError};
use crate::geometry::verney;
use crate::piece::{orthodox, promoted_queen, Facing, PieceKind, Player};
use crate::rules::{Area, DrawRules, Elimination, PointsRace, Royalty};

/// The seats in turn order (clockwise): Red, Blue, Yellow, Green.
fn players() -> Vec<PlayerInfo> {
    vec![
        seat("Red", "#d03030", 'r', Facing::Up),
        seat("Blue", "#3060d0", 'b', Facing::Right),
        seat("Yellow", "#e8c020", 'y', Facing::Down),
        seat("Green", "#30a040", 'g', Facing::Left),
    ]
}

/// The quarter turns (counter-clockwise) that take South's seat to each player's, in turn order.
const TURNS: [u8; 4] = [0, 3, 2, 1];

/// The start arrays chess.com offers, the default first, and for each the seats (in turn
/// order) whose king and queen stand swapped from the classic array.
const SETUPS: [(&str, [bool; 4]); 5] = [
    ("modern", [false, true, false, true]),
    ("classic", [false; 4]),
    ("by", [false, true, true, false]),
    ("byg", [false, true, true, true]),
    ("rg", [true, false, false, true]),
];

/// The names of the start arrays, the default first.
const SETUP_NAMES: [&str; 5] = ["modern", "classic", "by", "byg", "rg"];

/// The king's square of each seat in the classic array (file, rank), in turn order; in a
/// swapped seat the king stands on the queen's square beside it.
const CLASSIC_KINGS: [(u8, u8); 4] = [(7, 0), (0, 7), (6, 13), (13, 6)];
const SWAPPED_KINGS: [(u8, u8); 4] = [(6, 0), (0, 6), (7, 13), (13, 7)];

/// The start of array `setup` (an index into [`SETUPS`]): the classic array with the king and
/// queen of the swapped seats exchanged.
fn start(setup: usize) -> Start {
    let mut start = main_array(&TURNS);
    let swapped = SETUPS[setup].1;
    for placed in start.pieces.iter_mut() {
        if swapped[placed.owner.index()] {
            if placed.kind == KING {
                placed.kind = QUEEN;
            } else if placed.kind == QUEEN {
                placed.kind = KING;
            }
        }
    }
    start
}

/// Where the pawns of each seat double-step and how its king castles, for array `setup`.
fn seats(setup: usize) -> Vec<Seat> {
    let swapped = SETUPS[setup].1;
    TURNS
        .iter()
        .enumerate()
        .map(|(i, &t)| Seat {
            double_step: area_on(14, t, (3..=10).map(|f| (f, 1))),
            promotion: Vec::new(),
            king: if swapped[i] {
                SWAPPED_KINGS[i]
            } else {
                CLASSIC_KINGS[i]
            },
            rooks: [turned_on(14, t, (3, 0)), turned_on(14, t, (10, 0))],
        })
        .collect()
}

/// The row `n` (from 1) counted from each seat's side, as each seat's promotion zone: Red's
/// rank `n`, Blue's file `n`, Yellow's rank `15 - n`, Green's file `15 - n`.
fn promotion_rows(n: u8) -> Vec<Vec<Area>> {
    vec![
        vec![Area::Rank {
            board: None,
            rank: n - 1,
        }],
        vec![Area::File {
            board: None,
            file: n - 1,
        }],
        vec![Area::Rank {
            board: None,
            rank: 14 - n,
        }],
        vec![Area::File {
            board: None,
            file: 14 - n,
        }],
    ]
}

/// Sets the start array `setup` and the castling that goes with it.
fn arrange(v: &mut Variant, setup: usize) {
    let setup = setup.min(SETUPS.len() - 1);
    v.start = start(setup);
    v.castling = seats(setup)
        .iter()
        .enumerate()
        .flat_map(|(i, s)| castling(Player(i as u8), s))
        .collect();
}

/// The option `setup`: chess.com's start arrays.
fn setup_option() -> ChoiceSpec {
    ChoiceSpec {
        name: "setup",
        help: "the start array: modern (chess.com's default since 2022), classic (Savard's), by, byg or rg",
        values: &SETUP_NAMES,
        get: |v| (0..SETUPS.len()).find(|&i| v.start == start(i)).unwrap_or(0),
        set: arrange,
    }
}

/// What both games share: the board, the seats, the arrays, the pawns (double step, en passant
/// open until the pawn's owner moves again), check from any opponent.
fn common(id: &'static str, name: &'static str) -> Result<Variant, VariantError> {
    let mut v = Variant::new(id, name, verney())?;
    v.family = family::FOUR;
    v.players = players();
    v.pieces = orthodox();
    v.royalty = Royalty {
        check: true,
        ..Royalty::default()
    };
    apply_seats(&mut v, &seats(0));
    arrange(&mut v, 0);
    v.draws = DrawRules::four_player();
    v.move_style = MoveStyle::Long;
    v.choice_specs.push(setup_option());
    Ok(v)
}

/// chess.com's partnership game: partners opposite, promotion on the 11th row, and the first
/// checkmate (or captured king) of either opponent wins; stalemate draws.
pub fn teams() -> Result<Variant, VariantError> {
    let mut v = common("4pc-teams", "4 Player Chess (chess.com, teams)")?;
    v.summary =
        "chess.com's 4 Player Chess in partnerships: the first checkmate of an opponent wins.";
    v.teams = vec![0, 1, 0, 1];
    v.pawns.promotion_zone = promotion_rows(11);
    v.elimination = Elimination::first_loss();
    Ok(v)
}

/// The one-point queen of the free-for-all, after the orthodox pieces.
const ONE_POINT_QUEEN: PieceKind = PieceKind(6);

/// chess.com's free-for-all: every player for himself, a race for points (captures, checkmates,
/// stalemates, checks of several kings); pawns promote on the 8th row to one-point queens; a
/// king left in check may be taken (20 points, and its owner is out); a player checkmated or stalemated is out and his
/// pieces stay, dead (a resigned player's king walks on, and may be taken); the game
/// ends with one player left (the leader of the last two may claim the win) or a draw by rule,
/// and the most points win.
pub fn ffa() -> Result<Variant, VariantError> {
    let mut v = common("4pc-ffa", "4 Player Chess (chess.com, free for all)")?;
    v.summary = "chess.com's 4 Player Chess, every player for himself: a race for points.";
    v.pieces.push(promoted_queen());
    v.pawns.promotion_zone = promotion_rows(8);
    v.pawns.promotion_choices = vec![ONE_POINT_QUEEN];
    v.points_race = PointsRace {
        on: true,
        captures: vec![
            (PAWN, 1),
            (KNIGHT, 3),
            (BISHOP, 5),
            (ROOK, 5),
            (QUEEN, 9),
            (ONE_POINT_QUEEN, 1),
            (KING, 20),
        ],
        checkmate: 20,
        stalemated: 20,
        draw_share: 10,
        two_kings: [1, 5],
        three_kings: [5, 20],
        queens: vec![QUEEN, ONE_POINT_QUEEN],
        claim_win: true,
    };
    Ok(v)
}

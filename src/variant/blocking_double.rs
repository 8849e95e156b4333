//! Blocking Double Chess (Savard): two orthodox duels on one four-player board, White (South)
//! against Black (North) and Red (East) against Yellow (West), turns in the order White, Red,
//! Black, Yellow. A player captures and checks only his duel opponent; every other piece blocks
//! him. White and Yellow are partners against Red and Black, for the result only. Red and Yellow
//! may move into check with the partner's consent (`position/consent.rs`). See
//! `shared/rules/four-player.md` and `docs/rules-decisions.md`.
//!
//! Two boards: the Verney board (`blocking-double`) and the 12x12 board without its 2x2 corners
//! (`blocking-double-128`). The seat rules are White's squares turned about the board's centre.

use super::chess::{BACK_ROW, PAWNS};
use super::four_teams::{apply_seats, seat, seated_army, turned_on, Seat, KING_FIRST};
use super::{family, MoveStyle, Start, Variant, VariantError};
use crate::geometry::{board_128, verney, GeometrySpec};
use crate::piece::{orthodox, Facing, PieceKind, Player};
use crate::rules::{Area, DrawRules, Royalty};

/// The back rows of the seats in turn order (White, Red, Black, Yellow), each from the seat's
/// left: the queens of each duel face each other, as do the kings (Savard's main array with White
/// Qg1 Kh1, Black Qg14 Kh14, Red Kn7 Qn8, Yellow Ka7 Qa8 on the Verney board).
const BACK_ROWS: [[PieceKind; 8]; 4] = [BACK_ROW, KING_FIRST, KING_FIRST, BACK_ROW];

/// The armies on an `n`x`n` board whose corners of `k`x`k` are missing: each on the first two
/// rows of its seat between the corners, turned there.
fn start(n: u8, k: u8) -> Start {
    let mut start = Start::default();
    for (t, back) in BACK_ROWS.iter().enumerate() {
        let rows: [(u8, u8, &[PieceKind]); 2] = [(k, 0, back), (k, 1, &PAWNS)];
        seated_army(&mut start, Player(t as u8), n, t as u8, &rows);
    }
    start
}

/// The seat `turns` quarter turns from South on an `n`x`n` board whose corners of `k`x`k` are
/// missing, with its king on `king`: the double step from the second row, promotion on the far
/// row and on the dead-end squares beside the far corners, and the two rooks at the ends of the
/// back row.
fn seat_rules(n: u8, k: u8, turns: u8, king: (u8, u8)) -> Seat {
    let area = |squares: Vec<(u8, u8)>| {
        Area::Squares(
            squares
                .into_iter()
                .map(|s| {
                    let (f, r) = turned_on(n, turns, s);
                    (0, f, r)
                })
                .collect(),
        )
    };
    let files = k..n - k;
    let dead_ends = (0..k).chain(n - k..n).map(|f| (f, n - k - 1)).collect();
    Seat {
        double_step: area(files.clone().map(|f| (f, 1)).collect()),
        promotion: vec![area(files.map(|f| (f, n - 1)).collect()), area(dead_ends)],
        king,
        rooks: [
            turned_on(n, turns, (k, 0)),
            turned_on(n, turns, (n - k - 1, 0)),
        ],
    }
}

/// The game on a board of `n`x`n` with `k`x`k` corners cut, the kings on the given squares
/// (White, Red, Black, Yellow).
fn define_on(
    id: &'static str,
    name: &'static str,
    spec: GeometrySpec,
    (n, k): (u8, u8),
    kings: [(u8, u8); 4],
    summary: &'static str,
) -> Result<Variant, VariantError> {
    let mut v = Variant::new(id, name, spec)?;
    v.family = family::FOUR;
    v.summary = summary;
    v.players = vec![
        seat("White", "#f8f8f8", 'w', Facing::Up),
        seat("Red", "#d03030", 'r', Facing::Left),
        seat("Black", "#303030", 'b', Facing::Down),
        seat("Yellow", "#e8c020", 'y', Facing::Right),
    ];
    v.teams = vec![0, 1, 1, 0];
    v.duels = vec![0, 1, 0, 1];
    v.pieces = orthodox();
    v.start = start(n, k);
    v.royalty = Royalty {
        check: true,
        ..Royalty::default()
    };
    let seats: Vec<Seat> = (0..4)
        .map(|t| seat_rules(n, k, t, kings[t as usize]))
        .collect();
    apply_seats(&mut v, &seats);
    // The duels' own draws (`rules/duels.rs`) replace the draws of the whole game.
    v.draws = DrawRules::none();
    v.move_style = MoveStyle::Long;
    Ok(v)
}

/// Blocking Double Chess on the Verney board.
pub fn verney_game() -> Result<Variant, VariantError> {
    define_on(
        "blocking-double",
        "Blocking Double Chess",
        verney(),
        (14, 3),
        [(7, 0), (13, 6), (7, 13), (0, 6)],
        "Blocking Double Chess: two games of two on one Verney board; the other game's pieces only block.",
    )
}

/// Blocking Double Chess on the 128-square board.
pub fn board_128_game() -> Result<Variant, VariantError> {
    define_on(
        "blocking-double-128",
        "Blocking Double Chess (128 squares)",
        board_128(),
        (12, 2),
        [(6, 0), (11, 5), (6, 11), (0, 5)],
        "Blocking Double Chess on the 128-square board.",
    )
}

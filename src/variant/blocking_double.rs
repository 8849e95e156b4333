//! Blocking Double Chess (Savard): two orthodox duels on one four-player board, White (South)
//! against Black (North) and Red (East) against Yellow (West), turns in the order White, Red,
//! Black, Yellow. A player captures and checks only his duel opponent; every other piece blocks
//! him. White and Yellow are partners against Red and Black, for the result only. Red and Yellow
//! may move into check with the partner's consent (`position/consent.rs`). See
//! `shared/rules/four-player.md` and `docs/rules-decisions.md`.
//!
//! Two boards: the Verney board (`blocking-double`) and the 12x12 board without its 2x2 corners
//! (`blocking-double-128`). The seat rules are White's squares turned about the board's centre.

use super::four_teams::{apply_seats, seat, Seat};
use super::{Variant, VariantError};
use crate::geometry::{board_128, verney, GeometrySpec};
use crate::notation::MoveStyle;
use crate::piece::{orthodox, Facing};
use crate::rules::{Area, DrawRules, Royalty};

/// Savard's main array with White Qg1 Kh1, Black Qg14 Kh14, Yellow Ka7 Qa8, Red Kn7 Qn8.
const VERNEY_START: &str = "bRbNbBbQbKbBbNbR/bPbPbPbPbPbPbPbP/8/\
yRyP10rPrR/yNyP10rPrN/yByP10rPrB/yQyP10rPrQ/yKyP10rPrK/yByP10rPrB/yNyP10rPrN/yRyP10rPrR/\
8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQbKQyKQ - 0 1";

/// The armies on c1-j1 / c2-j2 and their rotations, queens on the f-file and the 7th rank.
const START_128: &str = "bRbNbBbQbKbBbNbR/bPbPbPbPbPbPbPbP/\
yRyP8rPrR/yNyP8rPrN/yByP8rPrB/yQyP8rPrQ/yKyP8rPrK/yByP8rPrB/yNyP8rPrN/yRyP8rPrR/\
wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQbKQyKQ - 0 1";

/// A square of White's seat turned `turns` quarter turns counter-clockwise about the centre of
/// an `n`x`n` board: one turn takes South's squares to East's.
fn turned(n: u8, turns: u8, square: (u8, u8)) -> (u8, u8) {
    (0..turns).fold(square, |(f, r), _| (n - 1 - r, f))
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
                    let (f, r) = turned(n, turns, s);
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
        rooks: [turned(n, turns, (k, 0)), turned(n, turns, (n - k - 1, 0))],
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
    start: &str,
) -> Result<Variant, VariantError> {
    let mut v = Variant::new(id, name, spec)?;
    v.players = vec![
        seat("White", "#f8f8f8", 'w', Facing::Up),
        seat("Red", "#d03030", 'r', Facing::Left),
        seat("Black", "#303030", 'b', Facing::Down),
        seat("Yellow", "#e8c020", 'y', Facing::Right),
    ];
    v.teams = vec![0, 1, 1, 0];
    v.duels = vec![0, 1, 0, 1];
    v.pieces = orthodox();
    v.start = start.to_string();
    v.royalty = Royalty {
        check: true,
        one_each: false,
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
        VERNEY_START,
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
        START_128,
    )
}

//! Castling, defined by squares: where the king and the rook stand and where they go.
//!
//! A right is kept per [`CastleDef`]. Castling is possible on any board where the king stands on
//! its square with the rook on its square of the same board (Alice Chess: both on the same board,
//! neither ever moved). The pieces are recognised by flags: the king is a `royal` piece that
//! `castles`, the rook a non-royal piece that `castles`.

use crate::geometry::{Cell, CellSet, Geometry};
use crate::piece::{Piece, PieceDef, Player};

/// One castling move of one player, as (file, rank) squares, zero-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastleDef {
    pub player: Player,
    /// The letter of the right in texts: `K` for the king's side, `Q` for the queen's side.
    pub letter: char,
    pub king: (u8, u8),
    pub king_to: (u8, u8),
    pub rook: (u8, u8),
    pub rook_to: (u8, u8),
}

impl CastleDef {
    /// Orthodox castling on `rank`: the king from file e to g (`K`) or c (`Q`), the rook from
    /// h to f or from a to d.
    pub fn orthodox(player: Player, rank: u8) -> [CastleDef; 2] {
        [
            CastleDef {
                player,
                letter: 'K',
                king: (4, rank),
                king_to: (6, rank),
                rook: (7, rank),
                rook_to: (5, rank),
            },
            CastleDef {
                player,
                letter: 'Q',
                king: (4, rank),
                king_to: (2, rank),
                rook: (0, rank),
                rook_to: (3, rank),
            },
        ]
    }

    /// This castling placed on one board, if its squares exist there and lie on one line.
    pub fn on_board(&self, geo: &Geometry, board: u8) -> Option<CastleLine> {
        let cell = |s: (u8, u8)| geo.cell_at(board, s.0 as i32, s.1 as i32);
        let (king, king_to, rook, rook_to) = (
            cell(self.king)?,
            cell(self.king_to)?,
            cell(self.rook)?,
            cell(self.rook_to)?,
        );
        let king_path = segment(geo, board, self.king, self.king_to)?;
        let mut empty = segment(geo, board, self.king, self.rook)?;
        empty.extend(king_path.iter().copied());
        empty.extend(segment(geo, board, self.rook, self.rook_to)?);
        crate::sort::sort(&mut empty);
        empty.dedup();
        empty.retain(|&c| c != king && c != rook);
        Some(CastleLine {
            king,
            king_to,
            rook,
            rook_to,
            empty,
            king_path,
        })
    }
}

/// A castling move placed on one board: its cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastleLine {
    pub king: Cell,
    pub king_to: Cell,
    pub rook: Cell,
    pub rook_to: Cell,
    /// Cells that must be empty (apart from the king and the rook themselves).
    pub empty: Vec<Cell>,
    /// Cells the king stands on or passes, from its square to its destination: none may be
    /// attacked.
    pub king_path: Vec<Cell>,
}

impl CastleLine {
    /// Whether the king and the rook of `player` stand on their squares.
    pub fn ready(&self, squares: &[Option<Piece>], pieces: &[PieceDef], player: Player) -> bool {
        ready(squares, pieces, player, (self.king, self.rook))
    }
}

/// Whether the king of `player` (a royal piece that castles) stands on `homes.0` and his rook
/// (a piece that castles and is not royal) on `homes.1`.
#[inline]
pub fn ready(
    squares: &[Option<Piece>],
    pieces: &[PieceDef],
    player: Player,
    homes: (Cell, Cell),
) -> bool {
    let is = |c: Cell, royal: bool| {
        squares[c.index()].is_some_and(|p| {
            let d = &pieces[p.kind.index()];
            p.owner == player && d.castles && d.royal == royal
        })
    };
    is(homes.0, true) && is(homes.1, false)
}

/// The cells of the king's and the rook's squares of every definition in `defs` on every board
/// of `geo` (where a king or rook leaving them, or a piece taken on them, may end a right);
/// `None` when the board has more cells than a set holds.
pub fn castle_cells(geo: &Geometry, defs: &[CastleDef]) -> Option<CellSet> {
    if geo.len() > CellSet::CAPACITY {
        return None;
    }
    let mut cells = CellSet::EMPTY;
    for d in defs {
        for b in 0..geo.board_count() as u8 {
            for s in [d.king, d.rook] {
                if let Some(c) = geo.cell_at(b, s.0 as i32, s.1 as i32) {
                    cells.insert(c);
                }
            }
        }
    }
    Some(cells)
}

/// The cells from `a` to `z` inclusive on one board, when both lie on one rank or one file.
fn segment(geo: &Geometry, board: u8, a: (u8, u8), z: (u8, u8)) -> Option<Vec<Cell>> {
    let (af, ar, zf, zr) = (a.0 as i32, a.1 as i32, z.0 as i32, z.1 as i32);
    if af != zf && ar != zr {
        return None;
    }
    let n = (zf - af).abs().max((zr - ar).abs());
    let (sf, sr) = ((zf - af).signum(), (zr - ar).signum());
    (0..=n)
        .map(|i| geo.cell_at(board, af + sf * i, ar + sr * i))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::variant::build;

    fn names(id: &str) -> Vec<String> {
        let v = build(id, &[]).unwrap();
        let geo = v.geometry();
        let cells = super::castle_cells(geo, &v.castling).unwrap();
        let mut names: Vec<String> = cells.iter().map(|c| geo.cell_name(c)).collect();
        names.sort();
        names
    }

    #[test]
    fn castle_cells_are_the_squares_of_the_kings_and_rooks_on_every_board() {
        assert_eq!(names("chess"), ["a1", "a8", "e1", "e8", "h1", "h8"]);
        // Alice Chess: the same six squares on each of the two boards.
        assert_eq!(names("alice").len(), 12);
        // chess.com's four-player board: each player's king between his two rooks.
        let four = [
            "a11", "a4", "a7", "d1", "d14", "g14", "h1", "k1", "k14", "n11", "n4", "n8",
        ];
        assert_eq!(names("4pc-teams"), four);
    }
}

//! Pawns: where a pawn may double-step, whether en passant is allowed, where pawns promote and
//! to what. Pieces are pawns by their `pawn` flag; areas are given per player, independently of
//! the board size, so a child game on other boards keeps its parent's definition.

use crate::geometry::{CellInfo, CellSet, Geometry};
use crate::piece::{Facing, PieceDef, PieceKind, Shape};

/// A set of cells, described independently of a particular geometry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Area {
    /// A rank (zero-based) of one board, or of every board when `board` is `None`.
    Rank { board: Option<u8>, rank: u8 },
    /// A file (zero-based) of one board, or of every board.
    File { board: Option<u8>, file: u8 },
    /// Single squares as (board, file, rank).
    Squares(Vec<(u8, u8, u8)>),
}

impl Area {
    /// Whether a cell belongs to the area.
    pub fn contains(&self, i: CellInfo) -> bool {
        match self {
            Area::Rank { board, rank } => board.is_none_or(|b| b == i.board) && *rank == i.rank,
            Area::File { board, file } => board.is_none_or(|b| b == i.board) && *file == i.file,
            Area::Squares(list) => list.contains(&(i.board, i.file, i.rank)),
        }
    }
}

/// The pawn component. The default has no double step, no en passant and no promotion.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PawnRules {
    /// Per player: where a pawn may make a double step (two steps forward over an empty cell).
    pub double_step: Vec<Vec<Area>>,
    /// Whether a pawn may capture, en passant, an enemy pawn that has just double-stepped past a
    /// cell it attacks (on the board of the double step; the captured pawn is removed wherever it
    /// now stands).
    pub en_passant: bool,
    /// Per player: where that player's pawns promote.
    pub promotion_zone: Vec<Vec<Area>>,
    /// What a pawn may promote to.
    pub promotion_choices: Vec<PieceKind>,
    /// The pawns of the array do not take each other: a pawn standing where it may double-step
    /// (its array row) may not capture an enemy pawn standing where that enemy may double-step
    /// (Fortress Chess: the pawns that meet diagonally where two strips join).
    pub array_truce: bool,
}

impl PawnRules {
    /// No double step, no en passant, no promotion (the default).
    pub fn none() -> PawnRules {
        PawnRules::default()
    }
}

/// Per cell, the cells from which a capturing leap of a pawn of `pieces` lands on it, whatever
/// way the pawn faces: where an en passant capture onto the cell may start. Empty when the
/// board has more cells than a set holds.
pub fn en_passant_origins(geo: &Geometry, pieces: &[PieceDef]) -> Vec<CellSet> {
    if geo.len() > CellSet::CAPACITY {
        return Vec::new();
    }
    let mut origins = vec![CellSet::EMPTY; geo.len()];
    let leaps = pieces
        .iter()
        .filter(|d| d.pawn)
        .flat_map(|d| &d.atoms)
        .filter(|a| a.shape == Shape::Leaper && a.mode.captures())
        .flat_map(|a| &a.deltas);
    for &d in leaps {
        for f in Facing::ALL {
            for from in geo.cells() {
                if let Some(to) = geo.step(from, f.turn(d)) {
                    origins[to.index()].insert(from);
                }
            }
        }
    }
    origins
}

#[cfg(test)]
mod tests {
    use crate::variant::build;

    fn origins(id: &str, target: &str) -> Vec<String> {
        let v = build(id, &[]).unwrap();
        let geo = v.geometry();
        let t = geo.cells().find(|&c| geo.cell_name(c) == target).unwrap();
        let table = super::en_passant_origins(geo, &v.pieces);
        let mut names: Vec<String> = table[t.index()].iter().map(|c| geo.cell_name(c)).collect();
        names.sort();
        names
    }

    #[test]
    fn an_en_passant_capture_starts_on_a_diagonal_neighbour_of_the_cell_passed_over() {
        // A pawn takes one step diagonally forward, facing any of the four ways.
        assert_eq!(origins("chess", "e3"), ["d2", "d4", "f2", "f4"]);
        assert_eq!(origins("chess", "a6"), ["b5", "b7"]);
        // chess.com's board has no corner of three by three cells: c2 is not a cell.
        assert_eq!(origins("4pc-teams", "d3"), ["c4", "e2", "e4"]);
    }
}

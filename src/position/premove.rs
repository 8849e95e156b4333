//! Premoves: the cells a player may aim one of his pieces at while another player is to move.
//! The page plays such a move only once its owner is to move and only if it is then legal; these
//! are the piece's moves by its rules of movement alone, so that the person can aim it before
//! the position it will be played in exists.

use super::{Move, Position};
use crate::geometry::Cell;

impl Position {
    /// The moves the piece on `from` might make on its owner's next turn: its moves by the rules
    /// of movement as if its owner were to move now (whatever the checks), and also onto the
    /// cells of his other pieces (except his royal pieces), as if they had been taken there, so
    /// that a recapture can be aimed. Empty when the cell is empty, in games with dice (the moves
    /// wait for the roll) and in the placement phase. Whether a premove is legal is decided
    /// when it is played, by the legal moves of that position.
    pub fn premove_moves(&self, from: Cell) -> Vec<Move> {
        let v = self.variant.clone();
        let Some(piece) = self.piece_at(from) else {
            return Vec::new();
        };
        if v.has_dice() || self.placing() {
            return Vec::new();
        }
        let mut setup = self.setup();
        setup.to_move = piece.owner;
        setup.en_passant = None;
        setup.en_passant_open.clear();
        setup.relief = None;
        let mut out = Vec::new();
        let as_is = Position::from_valid_setup(&v, setup.clone());
        as_is.piece_moves(from, piece, &mut out);
        if v.piece(piece.kind).royal {
            let mut castles = Vec::new();
            as_is.castling_moves(&mut castles);
            out.extend(castles.into_iter().filter(|m| m.from == from));
        }
        // His other pieces handed to the next player, so that the piece may aim at their cells.
        let other = v.next_player(piece.owner);
        let mut mine = Vec::new();
        for (i, slot) in setup.squares.iter_mut().enumerate() {
            if let Some(p) = slot.as_mut() {
                if p.owner == piece.owner && i != from.index() && !v.piece(p.kind).royal {
                    p.owner = other;
                    mine.push(Cell(i as u16));
                }
            }
        }
        if !mine.is_empty() {
            let taken = Position::from_valid_setup(&v, setup);
            let mut more = Vec::new();
            taken.piece_moves(from, piece, &mut more);
            out.extend(more.into_iter().filter(|m| mine.contains(&m.to)));
        }
        let mut seen = Vec::new();
        out.retain(|m| {
            let key = (m.to, m.arrive, m.promotion);
            let fresh = !seen.contains(&key);
            seen.push(key);
            fresh
        });
        out
    }
}

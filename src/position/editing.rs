//! Editing a [`Setup`], as the page's position editor does: put and remove pieces, choose the
//! player to move, keep only the castling rights the pieces still allow. Whether the result is a
//! legal position is decided by [`super::validate`], never here.

use super::Setup;
use crate::piece::{Piece, PieceKind, Player};
use crate::rules::DiceState;
use crate::variant::Variant;

impl Setup {
    /// Puts a piece of `kind` owned by `owner`, facing its owner's way, on `cell` (replacing
    /// what stood there). Says what is wrong when the cell, the piece or the player is not of
    /// the game.
    pub fn put(
        &mut self,
        v: &Variant,
        cell: usize,
        owner: usize,
        kind: usize,
    ) -> Result<(), String> {
        if cell >= self.squares.len() {
            return Err(format!("there is no cell number {cell} in {}", v.name()));
        }
        let player = v
            .players()
            .get(owner)
            .ok_or_else(|| format!("{} has no player number {owner}", v.name()))?;
        if kind >= v.pieces().len() {
            return Err(format!("{} has no piece number {kind}", v.name()));
        }
        let piece = Piece::new(PieceKind(kind as u8), Player(owner as u8), player.facing);
        self.squares[cell] = Some(piece);
        self.after_edit(v);
        Ok(())
    }

    /// Empties a cell (nothing happens for a cell that is not of the game).
    pub fn remove(&mut self, v: &Variant, cell: usize) {
        if let Some(slot) = self.squares.get_mut(cell) {
            *slot = None;
        }
        self.after_edit(v);
    }

    /// Removes every piece.
    pub fn clear(&mut self, v: &Variant) {
        self.squares.iter_mut().for_each(|s| *s = None);
        self.after_edit(v);
    }

    /// Gives the move to `player`; an unknown player is an error.
    pub fn set_to_move(&mut self, v: &Variant, player: usize) -> Result<(), String> {
        if player >= v.players().len() {
            return Err(format!("{} has no player number {player}", v.name()));
        }
        self.to_move = Player(player as u8);
        self.after_edit(v);
        Ok(())
    }

    /// Turns a castling right (by its index in the game's list) on or off.
    pub fn set_castling(&mut self, i: usize, on: bool) -> Result<(), String> {
        let slot = self
            .castling
            .get_mut(i)
            .ok_or_else(|| format!("there is no castling right number {i}"))?;
        *slot = on;
        Ok(())
    }

    /// Whether the king and rook of castling right `i` stand on their squares on some board.
    pub fn castling_possible(&self, v: &Variant, i: usize) -> bool {
        let Some(def) = v.castling.get(i) else {
            return false;
        };
        (0..v.geometry().board_count() as u8).any(|b| {
            v.castle_line(i, b)
                .is_some_and(|l| l.ready(&self.squares, &v.pieces, def.player))
        })
    }

    /// After any edit: no en passant (no double step was just played), the counters start
    /// afresh, a game with dice starts its turn with the roll, and the castling rights whose
    /// pieces left their squares are dropped.
    fn after_edit(&mut self, v: &Variant) {
        self.en_passant = None;
        self.halfmove = 0;
        self.dice = DiceState::ToRoll;
        for i in 0..self.castling.len() {
            if self.castling[i] && !self.castling_possible(v, i) {
                self.castling[i] = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::position::{Position, Setup};
    use crate::variant;

    #[test]
    fn an_edited_setup_is_checked_by_the_engine() {
        let v = variant::build("chess", &[]).unwrap();
        let mut s = Position::start(&v).setup();
        let king = v.kind_by_letter('K').unwrap().0 as usize;
        // Remove the white king: no longer legal.
        let e1 = s
            .squares
            .iter()
            .position(|p| p.is_some_and(|p| p.kind.0 as usize == king && p.owner.0 == 0))
            .unwrap();
        s.remove(&v, e1);
        let err = Position::from_setup(&v, s.clone()).unwrap_err().to_string();
        assert!(err.contains("White has no king"), "{err}");
        // Both white castling rights went with the king; Black keeps his.
        assert_eq!(s.castling.iter().filter(|c| **c).count(), 2);
        // Put it back on another square: legal again.
        s.put(&v, 3, 0, king).unwrap();
        let pos = Position::from_setup(&v, s).unwrap();
        assert!(pos
            .to_text()
            .starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBK1BNR w kq"));
    }

    #[test]
    fn bad_edits_are_errors() {
        let v = variant::build("alice", &[]).unwrap();
        let mut s = Setup::empty(&v);
        assert!(s.put(&v, 10_000, 0, 0).is_err());
        assert!(s.put(&v, 0, 7, 0).is_err());
        assert!(s.put(&v, 0, 0, 99).is_err());
        assert!(s.set_to_move(&v, 5).is_err());
        assert!(s.set_castling(99, true).is_err());
        s.set_to_move(&v, 1).unwrap();
        assert_eq!(s.to_move.0, 1);
    }
}

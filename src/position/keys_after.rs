//! The key of the position after a move, worked out without building that position: a search
//! whose table may already know the position (a helpmate's table of dead ends) looks first and
//! plays the move only when it must. Only for the plain rules, where a move changes nothing
//! the key holds but the cells it changes, the castling rights it ends, the en passant cell and
//! the player to move: two players, no dice, duels, teams, zero moves, perpetual power,
//! placement, king capture, frozen or dead players, points race, scores of captures, shifting
//! alliances or wins after a capture, partner pawns or lasting en passant chances. A double
//! step (which may leave an en passant capture whose legality enters the key), castling, a
//! pass and a drop are played instead.

use super::make::rights_lost;
use super::stages::{stage_one, stage_two, undo, Change};
use super::{Move, Position, Special};
use crate::geometry::{Cell, CellSet};
use crate::piece::Piece;

/// The keys after the moves of one position, sharing one scratch copy of its cells (made at
/// the first move asked about).
pub struct KeysAfter<'a> {
    pos: &'a Position,
    sq: Vec<Option<Piece>>,
    log: Vec<Change>,
    plain: bool,
    /// The cells of the kings and rooks of the castling rights kept, on every board: a move
    /// that changes none of them ends none of the rights (they stand ready, or the rights
    /// would have been dropped).
    castle_cells: CellSet,
}

impl Position {
    /// The keys of the positions after this one's moves ([`KeysAfter::key`]).
    pub fn keys_after(&self) -> KeysAfter<'_> {
        let v = &*self.variant;
        let plain = v.players.len() == 2
            && v.teams.is_empty()
            && v.duels.is_empty()
            && v.dice.is_none()
            && v.zero_moves.is_none()
            && v.power.is_none()
            && v.placement.is_none()
            && v.scoring.is_none()
            && !v.captures.alternate
            && !v.victory.any()
            && !v.elimination.king_capture
            && !v.freeze.on
            && !v.mate_removal.on
            && !v.points_race.on
            && !v.partner_pawns.swap
            && !v.partner_pawns.jump
            && !v.en_passant_lasts
            && self.relief.is_none()
            && self.eliminated.is_none()
            && self.inert() == 0;
        let mut castle_cells = CellSet::EMPTY;
        for i in (0..v.castling.len()).filter(|&i| self.castling_right(i)) {
            for b in 0..v.geometry().board_count() as u8 {
                if let Some(line) = v.castle_line(i, b) {
                    castle_cells.insert(line.king);
                    castle_cells.insert(line.rook);
                }
            }
        }
        KeysAfter {
            pos: self,
            sq: Vec::new(),
            log: Vec::new(),
            plain,
            castle_cells,
        }
    }

    /// A guess at the key of the position after the move `m`, cheap enough to ask before the
    /// move is played, for fetching its slot of a table early: the piece leaves `from` and
    /// stands on `arrive`, what stood on `to` is taken, the en passant cell is no longer keyed
    /// and the turn passes to the next player. In the plain games of [`Position::keys_after`]
    /// it is the key [`Position::play`] gives for a move without promotion or special kind
    /// that keeps the castling rights and leaves no en passant capture; elsewhere it may be
    /// wrong, which costs only the fetch of another slot.
    pub fn key_guess(&self, m: &Move) -> u64 {
        let z = self.variant.zobrist();
        let mut k = self.key_after_turn();
        let at = |c: Cell| self.squares.get(c.index()).copied().flatten();
        let cells = self.squares.len();
        let on_board = [m.from, m.to, m.arrive].iter().all(|c| c.index() < cells);
        if m.special != Special::None || !on_board {
            return k;
        }
        if let Some(taken) = at(m.to) {
            k ^= z.piece(m.to, taken);
        }
        if let Some(piece) = at(m.from) {
            k ^= z.piece(m.from, piece) ^ z.piece(m.arrive, piece);
        }
        k
    }

    /// The key with the turn passed to the next player and the en passant cell no longer
    /// keyed: what every plain move changes besides its cells and castling rights.
    fn key_after_turn(&self) -> u64 {
        let v = &*self.variant;
        let z = v.zobrist();
        let me = self.to_move;
        let mut k = self.key ^ z.side(me.index()) ^ z.side(v.next_player(me).index());
        if let Some(ep) = self.ep.filter(|_| self.ep_keyed) {
            k ^= z.en_passant(ep.target);
        }
        k
    }
}

impl KeysAfter<'_> {
    /// The key of the position after the legal move `m`, what [`Position::play`] would give
    /// it, when it can be told without playing the move (see the module documentation).
    pub fn key(&mut self, m: &Move) -> Option<u64> {
        let pos = self.pos;
        let v = &*pos.variant;
        let simple = matches!(m.special, Special::None | Special::EnPassant { .. });
        if !self.plain || !simple {
            return None;
        }
        let z = v.zobrist();
        let mut k = pos.key_after_turn();
        let (from, to) = (m.from, m.to);
        let plain_step = m.special == Special::None && m.promotion.is_none() && m.arrive == to;
        if plain_step && !self.castle_cells.contains(from) && !self.castle_cells.contains(to) {
            // The piece leaves its cell and replaces what stood on the other.
            let piece = pos.squares[from.index()]?;
            let taken = pos.squares[to.index()];
            return Some(k ^ z.piece(from, piece) ^ z.content(to, taken) ^ z.piece(to, piece));
        }
        if self.sq.is_empty() {
            self.sq.extend_from_slice(&pos.squares);
        }
        let mut log = std::mem::take(&mut self.log);
        log.clear();
        let mut key = None;
        if let Some(piece) = stage_one(v, m, &mut self.sq, &mut log) {
            stage_two(m, &mut self.sq, &mut log);
            for (i, ch) in log.iter().enumerate() {
                if !log[..i].iter().any(|c| c.cell == ch.cell) {
                    let c = ch.cell;
                    k ^= z.content(c, pos.squares[c.index()]) ^ z.content(c, self.sq[c.index()]);
                }
            }
            let lost = rights_lost(v, pos.castling, m, piece, &self.sq);
            for i in 0..v.castling.len().min(64) {
                if lost & (1 << i) != 0 {
                    k ^= z.castling(i);
                }
            }
            key = Some(k);
        }
        undo(&mut self.sq, &mut log);
        self.log = log;
        key
    }
}

#[cfg(test)]
mod tests {
    use crate::position::checks::tests::along_random_games;

    /// Every two-player game with check: along random games, the key told for a legal move is
    /// the key of the position the move leads to; and it is told for most moves of chess.
    #[test]
    fn the_key_after_a_move_is_the_key_of_the_position_played() {
        let (mut told, mut chess) = (0, 0);
        along_random_games(0x7f4a_7c15_9e37_79b9, 6, 100, |id, pos, moves| {
            let mut keys = pos.keys_after();
            for m in moves {
                if let Some(key) = keys.key(m) {
                    assert_eq!(key, pos.play(m).key(), "{id}: {m:?} in {pos:?}");
                    told += 1;
                    chess += usize::from(id == "chess");
                }
            }
        });
        assert!(told > 100_000, "only {told} keys told");
        assert!(chess > 10_000, "only {chess} keys told in chess");
    }

    /// In the plain games (those whose keys [`Position::keys_after`] tells), the guess of the
    /// key after a move without promotion or special kind that keeps the castling rights and
    /// leaves no en passant capture is the key of the position played, along random games;
    /// such moves are most of the moves of chess and Alice Chess.
    #[test]
    fn the_guessed_key_is_the_key_of_a_plain_move() {
        let (mut plain, mut all) = (0, 0);
        along_random_games(0x2545_f491_4f6c_dd1d, 6, 100, |id, pos, moves| {
            if !pos.keys_after().plain {
                return;
            }
            for m in moves {
                let next = pos.play(m);
                let simple = m.special == crate::position::Special::None && m.promotion.is_none();
                all += usize::from(id == "chess" || id == "alice");
                if simple && next.castling == pos.castling && !next.ep_keyed {
                    assert_eq!(pos.key_guess(m), next.key(), "{id}: {m:?} in {pos:?}");
                    plain += usize::from(id == "chess" || id == "alice");
                }
            }
        });
        assert!(plain * 10 > all * 8, "{plain} plain moves of {all}");
    }
}

//! Zobrist keys: a 64-bit key per position, the exclusive-or of one random number per piece on
//! each cell of every board, the player to move, each castling right kept, and the en passant cell
//! when an en passant capture is possible. Repetition compares keys. The numbers come from a fixed
//! seed, so keys are the same on every run.

use crate::geometry::Cell;
use crate::piece::Piece;

/// The random numbers of one game.
#[derive(Clone, Debug, Default)]
pub struct Zobrist {
    pieces: Vec<u64>,
    per_cell: usize,
    players: usize,
    side: Vec<u64>,
    castling: Vec<u64>,
    en_passant: Vec<u64>,
}

/// SplitMix64: a small, good generator for fixed tables.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Zobrist {
    /// Tables for `cells` cells, `kinds` kinds of piece, `players` players and `rights` castling
    /// rights.
    pub fn new(cells: usize, kinds: usize, players: usize, rights: usize) -> Zobrist {
        let mut s = 0x5155_4144_5249_4C4C; // "QUADRILL"
        let per_cell = kinds * players * 4;
        let mut take = |n: usize| (0..n).map(|_| splitmix(&mut s)).collect::<Vec<u64>>();
        Zobrist {
            pieces: take(cells * per_cell),
            per_cell,
            players,
            side: take(players),
            castling: take(rights),
            en_passant: take(cells),
        }
    }

    /// The number for a piece on a cell.
    #[inline]
    pub fn piece(&self, c: Cell, p: Piece) -> u64 {
        let code = (p.kind.index() * self.players + p.owner.index()) * 4 + p.facing.index();
        self.pieces[c.index() * self.per_cell + code]
    }

    /// The number for a cell's content (0 when empty).
    #[inline]
    pub fn content(&self, c: Cell, p: Option<Piece>) -> u64 {
        p.map_or(0, |p| self.piece(c, p))
    }

    /// The number for the player to move.
    #[inline]
    pub fn side(&self, player: usize) -> u64 {
        self.side[player]
    }

    /// The number for castling right `i`.
    #[inline]
    pub fn castling(&self, i: usize) -> u64 {
        self.castling[i]
    }

    /// The number for an en passant cell.
    #[inline]
    pub fn en_passant(&self, c: Cell) -> u64 {
        self.en_passant[c.index()]
    }
}

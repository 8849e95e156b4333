//! Zobrist keys: a 64-bit key per position, the exclusive-or of one random number per piece on
//! each cell of every board, the player to move, each castling right kept, the en passant cell
//! when an en passant capture is possible, and in the games that have them the opponent each
//! player captured last and the dice state. Repetition compares keys, with the frozen players
//! and the lasting en passant chances added (`Position::repetition_key`). The numbers come from a
//! fixed seed, so keys are the same on every run.

use super::dice::{splitmix64 as splitmix, DiceState, DICE_CODES};
use crate::geometry::Cell;
use crate::piece::{Piece, Player};

/// The random numbers of one game.
#[derive(Clone, Debug, Default)]
pub struct Zobrist {
    pieces: Vec<u64>,
    per_cell: usize,
    players: usize,
    side: Vec<u64>,
    castling: Vec<u64>,
    en_passant: Vec<u64>,
    /// `last_captured[player * players + victim]`.
    last_captured: Vec<u64>,
    dice: Vec<u64>,
    /// Per player, "this player is frozen" (repetition only: the key leaves it out).
    frozen: Vec<u64>,
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
            last_captured: take(players * players),
            dice: take(DICE_CODES),
            frozen: take(players),
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

    /// The number for "`player` captured a piece of `victim` last" (0 for nobody).
    #[inline]
    pub fn last_captured(&self, player: Player, victim: Option<Player>) -> u64 {
        victim.map_or(0, |v| {
            self.last_captured
                .get(player.index() * self.players + v.index())
                .copied()
                .unwrap_or(0)
        })
    }

    /// The number for a set of frozen players, a bit per player (0 for none).
    pub fn frozen(&self, players: u8) -> u64 {
        self.frozen
            .iter()
            .enumerate()
            .filter(|(i, _)| players & (1 << i) != 0)
            .fold(0, |k, (_, n)| k ^ n)
    }

    /// The number for a dice state (0 for [`DiceState::ToRoll`]).
    #[inline]
    pub fn dice(&self, state: DiceState) -> u64 {
        match state.code() {
            0 => 0,
            code => self.dice.get(code).copied().unwrap_or(0),
        }
    }
}

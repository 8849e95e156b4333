//! The validated state of a game: pieces on cells, the player to move, castling rights, the en
//! passant cell, the move counters and the keys of earlier positions for repetition.
//!
//! - [`Setup`] is what a parser or an editor produces; [`validate`] turns it into a `Position` or
//!   says why it is illegal (`setup.rs`), piece counts the rules cannot reach among the reasons
//!   (`census.rs`);
//! - pseudo-legal moves come from the pieces' atoms and the rule components (`movegen.rs`);
//! - a move is applied in two stages, the move on its board and the transfer, and checked after
//!   each (`make.rs`);
//! - the outcome, perft and divide (`outcome.rs`);
//! - the key after a move without playing it (`keys_after.rs`);
//! - whether a move gives check without playing it (`checks.rs`), and only the moves that give
//!   check (`checking.rs`), for the last move of a mate search;
//! - games with dice: the roll, the dice each move uses, the end of a turn, the last captures of
//!   shifting alliances and the wins that end a game at once (`turn.rs`), and perft counting
//!   turns (`dice_perft.rs`);
//! - zero moves, a piece passing to another board without moving on its own (`zero.rs`);
//! - games of four players: king capture, players out and the duty to move
//!   (`elimination.rs`), frozen players and the order of turns (`frozen.rs`), en passant chances
//!   open until the pawn's owner moves again (`lasting_ep.rs`), pawn swaps and jumps with a
//!   partner's pawn (`partner_pawns.rs`);
//! - games of duels (Blocking Double Chess): the end of a duel and the team result
//!   (`duels.rs`), and the partner's consent to a move into check (`consent.rs`);
//! - games that pass when stuck and score the first elimination: the tally of pieces taken, the
//!   rankings and the pass (`scoring.rs`);
//! - the placement phase, pieces dropped from hand before play (`placement.rs`), and players
//!   removed by checkmate (`mate_removal.rs`).
//!
//! This module knows nothing of texts: `Position::from_text`, `Position::to_text` and the
//! `Debug` form (the position text) are defined by `notation::text`, which depends on this
//! module and never the reverse.

pub mod agreement;
mod census;
mod checking;
mod checks;
mod consent;
mod dice_perft;
mod duels;
mod editing;
mod elimination;
mod frozen;
mod history;
mod kept;
mod keys_after;
mod lasting_ep;
mod lazy;
pub mod leaving;
mod make;
mod mate_removal;
mod material;
mod movegen;
mod occupancy;
mod outcome;
mod partner_pawns;
mod placement;
mod points;
mod premove;
mod preview;
#[cfg(test)]
mod reference_tests;
mod royals;
mod scoring;
mod setup;
mod stages;
mod step;
#[cfg(test)]
mod tests;
mod turn;
mod word_legal;
mod zero;

pub use crate::piece::{Facing, Piece, PieceKind, Player};
pub use agreement::Agreement;
pub use checks::{CheckTest, Gathered, Gathering};
pub use duels::{DuelStatus, TeamResult};
pub use keys_after::KeysAfter;
pub use lazy::LegalityTest;
pub use material::lost_pieces;
pub use outcome::{GameResult, Outcome};
pub use setup::{validate, OpenEnPassant, Setup};
pub use step::Step;

use crate::geometry::{Cell, CellSet};
use crate::rules::{DiceState, Win};
use crate::variant::Variant;
use royals::Royals;
use std::sync::Arc;

/// At most this many players in a game.
pub const MAX_PLAYERS: usize = 8;

/// A move. `to` is where the piece lands on the board where the move is played, `arrive` where it
/// ends after any transfer (equal to `to` in one-board games).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Cell,
    pub to: Cell,
    pub arrive: Cell,
    pub promotion: Option<PieceKind>,
    pub special: Special,
}

/// What is special about a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    None,
    /// A pawn's double step.
    DoubleStep,
    /// An en passant capture; `captured` is the cell of the pawn taken.
    EnPassant {
        captured: Cell,
    },
    /// Castling: the king moves `from` `to` (then `arrive`), the rook likewise.
    Castle {
        rook_from: Cell,
        rook_to: Cell,
        rook_arrive: Cell,
    },
    /// The player passes (only where a game's rules force it: in a game with dice, when no
    /// unused die has a legal move).
    Pass,
    /// A piece from the mover's hand is dropped on `to` (the placement phase of Fortress Chess);
    /// its kind is in `promotion`, and `from`, `to` and `arrive` are all the cell.
    Place,
}

impl Move {
    /// The pass: the only legal move when no unused die can be used. Its cells mean nothing.
    pub fn pass() -> Move {
        Move {
            from: Cell(0),
            to: Cell(0),
            arrive: Cell(0),
            promotion: None,
            special: Special::Pass,
        }
    }

    /// Whether this is a pass.
    pub fn is_pass(&self) -> bool {
        self.special == Special::Pass
    }

    /// Every cell the move names: from, to, arrive, then the cell of the pawn taken en
    /// passant or the castling rook's three (`from` repeated when there are none).
    pub(crate) fn cells(&self) -> [Cell; 6] {
        let extra = match self.special {
            Special::EnPassant { captured } => [captured; 3],
            Special::Castle {
                rook_from,
                rook_to,
                rook_arrive,
            } => [rook_from, rook_to, rook_arrive],
            _ => [self.from; 3],
        };
        [
            self.from,
            self.to,
            self.arrive,
            extra[0],
            extra[1],
            extra[2],
        ]
    }
}

/// Why a text or a setup is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text could not be read.
    Parse(String),
    /// The text was read but describes an illegal position.
    Illegal(String),
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PositionError::Parse(m) => write!(f, "cannot read the position: {m}"),
            PositionError::Illegal(m) => write!(f, "illegal position: {m}"),
        }
    }
}

impl std::error::Error for PositionError {}

/// The en passant chance left by a double step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EnPassant {
    /// The cell the pawn passed over (where a capturing pawn lands).
    pub target: Cell,
    /// Where the pawn that double-stepped now stands.
    pub victim: Cell,
}

/// A validated position of a game. Cheap enough to copy: playing a move makes a new one.
#[derive(Clone)]
pub struct Position {
    variant: Arc<Variant>,
    squares: Vec<Option<Piece>>,
    /// The cells of each player's pieces, kept with `squares`.
    occupancy: occupancy::Occupancy,
    to_move: Player,
    /// Bit `i`: castling definition `i` of the game is still allowed.
    castling: u64,
    ep: Option<EnPassant>,
    /// Whether the en passant cell is part of the key (an en passant capture is legal).
    ep_keyed: bool,
    halfmove: u32,
    fullmove: u32,
    key: u64,
    /// Keys of the earlier positions since the last capture or pawn move, shared with the
    /// positions this one was played from (`history.rs`).
    history: history::History,
    royals: Royals,
    /// Per player, the opponent whose piece he captured last (shifting alliances).
    last_captured: [Option<Player>; MAX_PLAYERS],
    /// The dice of the player to move (always `ToRoll` in games without dice).
    dice: DiceState,
    /// The game was won at once (victory rules): how, and by whom.
    decided: Option<(Win, Player)>,
    /// A bit per frozen player (the four-handed game).
    frozen: u8,
    /// A bit per player out of the points race, whose pieces are dead.
    dead: u8,
    /// A bit per player who resigned from the points race: his pieces are dead but his king
    /// walks on.
    walking: u8,
    /// Per player, his points (the points race).
    points: [u32; MAX_PLAYERS],
    /// En passant chances still open, in games where they last until the pawn's owner moves.
    ep_open: lasting_ep::OpenChances,
    /// The player who lost his last piece (games that score the first elimination).
    eliminated: Option<Player>,
    /// What each player has taken from whom (games that score captures).
    taken: crate::rules::Taken,
    /// Per player, the pieces still in hand (games with a placement phase; empty otherwise).
    hands: Vec<Vec<PieceKind>>,
    /// How each duel ended (games of duels).
    duel_ends: duels::DuelEnds,
    /// The player whose check the player to move must relieve (an accepted proposal).
    relief: Option<Player>,
    /// What settling the turn learned for the search (see `kept.rs`).
    kept: kept::Kept,
}

impl Position {
    /// The start position of a game.
    ///
    /// ```
    /// use quadrille::{position::Position, variant};
    /// let chess = variant::build("chess", &[]).unwrap();
    /// let start = Position::start(&chess);
    /// assert_eq!(start.legal_moves().len(), 20);
    /// assert_eq!(start.perft(3), 8_902); // the published count
    /// ```
    pub fn start(variant: &Arc<Variant>) -> Position {
        let setup = variant.start_setup().cloned().unwrap_or_else(|| {
            // Games are built by `variant::build`, which checks the start position; a game made
            // otherwise and never finished starts empty.
            Setup::empty(variant)
        });
        Position::from_valid_setup(variant, setup)
    }

    /// A position from a setup, if it is legal.
    pub fn from_setup(variant: &Arc<Variant>, setup: Setup) -> Result<Position, PositionError> {
        validate(variant, &setup)?;
        Ok(Position::from_valid_setup(variant, setup))
    }

    /// The setup that describes this position (without the history of earlier positions).
    pub fn setup(&self) -> Setup {
        Setup {
            squares: self.squares.clone(),
            to_move: self.to_move,
            castling: (0..self.variant.castling.len())
                .map(|i| self.castling & (1 << i) != 0)
                .collect(),
            en_passant: self.ep.map(|e| e.target),
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            last_captured: self.last_captured[..self.variant.players.len().min(MAX_PLAYERS)]
                .to_vec(),
            dice: self.dice,
            en_passant_open: self.ep_open.setup(&self.variant, &self.squares),
            frozen: (0..self.variant.players.len().min(8) as u8)
                .map(Player)
                .filter(|p| self.is_frozen(*p))
                .collect(),
            taken: self.taken.clone(),
            dead: (0..self.variant.players.len().min(8) as u8)
                .map(Player)
                .filter(|p| self.is_dead(*p))
                .collect(),
            walking: (0..self.variant.players.len().min(8) as u8)
                .map(Player)
                .filter(|p| self.is_walking(*p))
                .collect(),
            points: self.points_setup(),
            hands: self.hands.clone(),
            duels: self.duel_ends[..self.variant.duel_count()].to_vec(),
            relief: self.relief,
        }
    }

    /// The game.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The piece on a cell, if any.
    #[inline]
    pub fn piece_at(&self, c: Cell) -> Option<Piece> {
        self.squares.get(c.index()).copied().flatten()
    }

    /// Every piece with its cell, in cell order.
    pub fn pieces(&self) -> Vec<(Cell, Piece)> {
        let mut out = Vec::with_capacity(self.squares.len());
        self.pieces_into(&mut out);
        out
    }

    /// Every piece with its cell, in cell order, in `out` (emptied first).
    pub fn pieces_into(&self, out: &mut Vec<(Cell, Piece)>) {
        out.clear();
        out.extend(
            self.squares
                .iter()
                .enumerate()
                .filter_map(|(i, p)| p.map(|p| (Cell(i as u16), p))),
        );
    }

    /// What stands on each cell, by cell index.
    pub(crate) fn cells(&self) -> &[Option<Piece>] {
        &self.squares
    }

    /// The occupied cells (those below [`CellSet::CAPACITY`]).
    pub(crate) fn occupied(&self) -> &CellSet {
        self.occupancy.all()
    }

    /// The cells of the pieces of the players in `players` (a bit per player).
    pub(crate) fn occupied_by(&self, players: u8) -> CellSet {
        self.occupancy.of_players(players)
    }

    /// Whether castling right `i` (an index into the game's castling definitions) is kept.
    pub fn castling_right(&self, i: usize) -> bool {
        i < 64 && self.castling & (1 << i) != 0
    }

    /// The cell a pawn passed over in a double step just played, where an en passant capture
    /// would land.
    pub fn en_passant(&self) -> Option<Cell> {
        self.ep.map(|e| e.target)
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number, starting at 1 and increasing after the last player's move.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist key (see `rules::zobrist`).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Whether a move captures (including en passant).
    pub fn is_capture(&self, m: &Move) -> bool {
        match m.special {
            Special::EnPassant { .. } => true,
            Special::Castle { .. } | Special::Pass | Special::Place => false,
            // A zero move takes what stands on its square of arrival (Duo).
            _ if m.is_zero() => match (self.piece_at(m.from), self.piece_at(m.arrive)) {
                (Some(a), Some(b)) => a.owner != b.owner,
                _ => false,
            },
            _ => match (self.piece_at(m.from), self.piece_at(m.to)) {
                (Some(a), Some(b)) => a.owner != b.owner,
                _ => false,
            },
        }
    }
}

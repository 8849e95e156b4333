//! Zero moves (Ms. Alice, Duo Chess): a piece does not move on its board, it only passes through
//! the looking-glass to the same square of another board (one the game's transfer allows).
//!
//! A zero move is a [`crate::position::Move`] whose `to` is its `from`; its `arrive` is the square
//! on the other board. Which pieces may make one, whether it may capture the enemy piece standing
//! on that square, and whether a king may use it to leave check are settings of this component.
//! When zero moves capture, an enemy piece standing on a king's square of another board attacks
//! the king (it could capture it by a zero move): [`glass_attacked`] answers that question for
//! the check test.

use crate::geometry::Cell;
use crate::piece::{Piece, PieceDef, Player};
use crate::variant::Variant;

/// The zero-move component. The default: no pawns, no captures, no escape from check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ZeroMoves {
    /// Pawns may make zero moves too.
    pub pawns: bool,
    /// A zero move may capture the enemy piece on the square of arrival (otherwise that square
    /// must be empty).
    pub capture: bool,
    /// A king in check may leave it by a zero move: the board of departure is not checked before
    /// the transfer (Duo). Without it no zero move is legal while the mover is in check, whichever
    /// piece makes it (Ms. Alice; see `docs/rules-decisions.md`).
    pub escape_check: bool,
}

impl ZeroMoves {
    /// Ms. Alice: every piece, onto an empty square only; never while in check.
    pub fn ms_alice() -> ZeroMoves {
        ZeroMoves {
            pawns: true,
            capture: false,
            escape_check: false,
        }
    }

    /// Duo Chess: pieces other than pawns; the zero move may capture, and a king may escape
    /// check by it.
    pub fn duo() -> ZeroMoves {
        ZeroMoves {
            pawns: false,
            capture: true,
            escape_check: true,
        }
    }

    /// Whether a piece of this kind may make zero moves.
    #[inline]
    pub fn allowed(&self, def: &PieceDef) -> bool {
        self.pawns || !def.pawn
    }
}

/// Whether `target` (a cell of `victim`) is attacked through the looking-glass: an enemy piece
/// that may capture by a zero move stands on the same square of a board from which a zero move
/// reaches the target's board.
pub fn glass_attacked(
    v: &Variant,
    squares: &[Option<Piece>],
    target: Cell,
    victim: Player,
) -> bool {
    let (Some(zero), Some(transfer)) = (v.zero_moves, v.transfer) else {
        return false;
    };
    if !zero.capture {
        return false;
    }
    let geo = v.geometry();
    let board = geo.board_of(target);
    (0..geo.board_count() as u8)
        .filter(|&b| b != board)
        .filter_map(|b| geo.on_board(target, b).map(|c| (b, c)))
        .any(|(b, c)| {
            squares[c.index()].is_some_and(|p| {
                v.enemies(p.owner, victim)
                    && zero.allowed(v.piece(p.kind))
                    && transfer.target_boards(geo, b).any(|t| t == board)
            })
        })
}

//! A game's start position as data: which piece of which player stands on which square of which
//! board, which way a piece faces when not the way its owner's pieces face, and what each player
//! holds in hand. Everything else follows from the game: the first player in turn order moves,
//! every castling right the game defines is kept, the move counters are 0 and 1, and the other
//! fields of a position (dice, last captures, pieces taken, frozen players, duels) start empty.
//!
//! Definitions build a start with the small builder below ([`Start::row`], [`Start::facing_armies`]
//! for two armies facing each other); the four-player games place each seat's rows in South's frame
//! and turn them (`four_teams.rs`). [`Variant::finish`](super::Variant::finish) turns the start
//! into a [`Setup`] and checks it like any other position.

use super::PlayerInfo;
use super::Variant;
use crate::piece::{Facing, Piece, PieceKind, Player};
use crate::position::Setup;

/// One piece of a start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The board, file and rank, counted from 0: `(0, 4, 0)` is e1 of board A.
    pub square: (u8, u8, u8),
    /// Its owner.
    pub owner: Player,
    /// Its kind, from the game's catalogue.
    pub kind: PieceKind,
    /// The way it faces; `None`: the way its owner's pieces face.
    pub facing: Option<Facing>,
}

/// A game's start position (see the module's documentation for the fields it leaves out).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Start {
    /// The pieces on the boards.
    pub pieces: Vec<Placed>,
    /// Per player in turn order, the pieces in hand (games with a placement phase; empty in
    /// others).
    pub hands: Vec<Vec<PieceKind>>,
}

impl Start {
    /// Places a piece of `owner` on `square` (board, file, rank), facing the way its owner's
    /// pieces face.
    pub fn put(&mut self, owner: Player, square: (u8, u8, u8), kind: PieceKind) -> &mut Start {
        self.pieces.push(Placed {
            square,
            owner,
            kind,
            facing: None,
        });
        self
    }

    /// Places a piece of `owner` on `square`, facing `facing`.
    pub fn put_facing(
        &mut self,
        owner: Player,
        square: (u8, u8, u8),
        kind: PieceKind,
        facing: Facing,
    ) -> &mut Start {
        self.pieces.push(Placed {
            square,
            owner,
            kind,
            facing: Some(facing),
        });
        self
    }

    /// Places a row of pieces of `owner`, one of each of `kinds`, from `(board, file, rank)`
    /// towards higher files.
    pub fn row(
        &mut self,
        owner: Player,
        (board, file, rank): (u8, u8, u8),
        kinds: &[PieceKind],
    ) -> &mut Start {
        for (i, &kind) in kinds.iter().enumerate() {
            self.put(owner, (board, file + i as u8, rank), kind);
        }
        self
    }

    /// Two armies facing each other on boards `height` ranks high: the first player's rows as
    /// given (rank, kinds from file a) on board `boards[0]`, the second player's the same rows
    /// mirrored across the middle of the board, on board `boards[1]`.
    pub fn facing_armies(rows: &[(u8, &[PieceKind])], height: u8, boards: [u8; 2]) -> Start {
        let mut start = Start::default();
        for &(rank, kinds) in rows {
            start.row(Player(0), (boards[0], 0, rank), kinds);
        }
        for &(rank, kinds) in rows {
            start.row(Player(1), (boards[1], 0, height - 1 - rank), kinds);
        }
        start
    }

    /// The start as a setup of the game `v` (not yet validated), or what is wrong with it: a
    /// square the game does not have, two pieces on one square, a piece or a player not of the
    /// game.
    pub fn setup(&self, v: &Variant) -> Result<Setup, String> {
        let geo = v.geometry();
        let mut setup = Setup::empty(v);
        for p in &self.pieces {
            let (board, file, rank) = p.square;
            let name = format!("({board}, {file}, {rank})");
            let cell = geo
                .cell_at(board, file as i32, rank as i32)
                .ok_or_else(|| format!("the game has no square {name}"))?;
            let facing = match (p.facing, v.players.get(p.owner.index())) {
                (_, None) => {
                    return Err(format!("the owner of the piece on {name} is not a player"))
                }
                (Some(f), _) => f,
                (None, Some(info)) => info.facing,
            };
            if p.kind.index() >= v.pieces.len() {
                return Err(format!("the piece on {name} is not of the catalogue"));
            }
            let slot = &mut setup.squares[cell.index()];
            if slot.is_some() {
                return Err(format!("two pieces on {}", geo.cell_name(cell)));
            }
            *slot = Some(Piece::new(p.kind, p.owner, facing));
        }
        setup.castling = vec![true; v.castling.len()];
        setup.hands = self.hands.clone();
        Ok(setup)
    }
}

/// White and Black, White's pieces facing up and Black's down.
pub fn white_and_black() -> Vec<PlayerInfo> {
    vec![
        PlayerInfo {
            name: "White".into(),
            colour: "#f8f8f8".into(),
            letter: 'w',
            facing: Facing::Up,
        },
        PlayerInfo {
            name: "Black".into(),
            colour: "#202020".into(),
            letter: 'b',
            facing: Facing::Down,
        },
    ]
}

//! Rule components that a game switches on, one per file. A game ([`crate::variant::Variant`])
//! holds one value of each; the position code asks them questions and never looks at a game's id.
//!
//! - [`transfer`]: the Alice transfer to the same square of another board;
//! - [`check`]: royal pieces and check;
//! - [`castling`]: castling defined by the squares of king and rook, on any board;
//! - [`pawns`]: the double step, en passant and promotion (zones are data: ranks or squares);
//! - [`draws`]: stalemate, repetition, the fifty-move rule, bare kings and dead positions;
//! - [`dice`]: turns made of a roll and one move per usable die, and the seeded dice;
//! - [`capture`]: shifting alliances and the truce between royal pieces;
//! - [`power`]: perpetual power, the capturer of a royal piece becoming royal;
//! - [`victory`]: winning by owning every royal piece or reducing an opponent to one piece;
//! - [`passing`]: a player with no legal move passes;
//! - [`scoring`]: the end at the first elimination, scored by what was taken from that player;
//! - [`zobrist`]: the position keys that repetition compares;
//! - [`elimination`]: Savard's royal rules: king capture, players out, the duty to move;
//! - [`freeze`]: the frozen players of the traditional four-handed game;
//! - [`partner_pawns`]: a pawn swapping places with, or jumping over, a partner's pawn;
//! - [`zero`]: zero moves, a piece passing to another board without moving on its own;
//! - [`placement`]: pieces in hand dropped into one's own zone before play;
//! - [`mate_removal`]: a checkmated player's pieces leaving the board;
//! - [`points_race`]: chess.com's free-for-all: points, dead pieces, the end and the ranking.
//! - [`duels`]: Blocking Double Chess, two duels on one board, each opponent only capturing
//!   and checking his own.

pub mod capture;
pub mod castling;
pub mod check;
pub mod dice;
pub mod draws;
pub mod duels;
pub mod elimination;
pub mod freeze;
pub mod mate_removal;
pub mod partner_pawns;
pub mod passing;
pub mod pawns;
pub mod placement;
pub mod points_race;
pub mod power;
pub mod scoring;
pub mod transfer;
pub mod victory;
pub mod zero;
pub mod zobrist;

pub use capture::CaptureRules;
pub use castling::CastleDef;
pub use check::Royalty;
pub use dice::{DiceRng, DiceRules, DiceState, Roll};
pub use draws::DrawRules;
pub use duels::{DuelEnd, DuelReason};
pub use elimination::Elimination;
pub use freeze::Freeze;
pub use mate_removal::MateRemoval;
pub use partner_pawns::PartnerPawns;
pub use passing::Passing;
pub use pawns::{Area, PawnRules};
pub use placement::Placement;
pub use points_race::PointsRace;
pub use power::PerpetualPower;
pub use scoring::{CaptureScoring, Ranking, Standing, Taken, TieBreak};
pub use transfer::{Transfer, TransferTargets, WhenOccupied};
pub use victory::{Victory, Win};
pub use zero::ZeroMoves;
pub use zobrist::Zobrist;

//! A placement phase before play (Russian Four-Player Fortress Chess): each player starts with
//! pieces in hand and, in turn order, drops all of them one per ply on empty cells of his own
//! zone; the turn passes to the next player only when his hand is empty. No other move is legal
//! while a player has pieces in hand. A drop is a [`crate::position::Move`] with
//! [`crate::position::Special::Place`], written `R@m3`.
//!
//! The hands are part of the position (see `position/placement.rs`) and of its text (the
//! `hands` field of `docs/position-text.md`).

use super::Area;
use crate::piece::PieceKind;

/// The placement component.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// The pieces every player holds in hand at the start, in the order the default placement
    /// drops them.
    pub hand: Vec<PieceKind>,
    /// Per player: the cells where he may drop.
    pub zones: Vec<Area>,
    /// Per player: where the default placement puts each kind of `hand`, as (file, rank),
    /// zero-based, in the order of `hand`.
    pub defaults: Vec<Vec<(u8, u8)>>,
}

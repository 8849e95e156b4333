//! What a pawn may do with a partner's pawn (games with partnerships):
//!
//! - **swap** (`partner_pawn_swap` of the partnership game): a pawn may make its capturing move
//!   onto a partner's pawn, and the two pawns change places;
//! - **jump** (the traditional four-handed game): a pawn blocked head-on by a partner's pawn may
//!   jump over it to the empty square beyond.

/// The partner-pawn component. The default is off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PartnerPawns {
    /// A pawn may capture onto a partner's pawn, the two changing places.
    pub swap: bool,
    /// A pawn blocked head-on by a partner's pawn may jump over it to an empty square.
    pub jump: bool,
}

//! Perpetual power (Orwell Chess): the piece that captures a royal piece becomes a royal piece of
//! a given kind (the Maharaja), so the number of royal pieces never falls. This overrides any
//! other promotion of the same move (a Berlinpeono entering a Minipax with a royal capture).

use crate::piece::PieceKind;

/// The perpetual power component: a capture of a royal piece turns the capturer into `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerpetualPower {
    pub kind: PieceKind,
}

impl PerpetualPower {
    /// The promotion a move must carry: `Some(kind)` when it captures a royal piece with a piece
    /// of another kind, `None` when perpetual power does not apply to it.
    #[inline]
    pub fn promotion(
        power: Option<PerpetualPower>,
        mover: PieceKind,
        captures_royal: bool,
    ) -> Option<PieceKind> {
        power
            .filter(|p| captures_royal && p.kind != mover)
            .map(|p| p.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_royal_capture_by_another_kind_promotes() {
        let power = Some(PerpetualPower { kind: PieceKind(6) });
        assert_eq!(
            PerpetualPower::promotion(power, PieceKind(0), true),
            Some(PieceKind(6))
        );
        assert_eq!(PerpetualPower::promotion(power, PieceKind(0), false), None);
        assert_eq!(PerpetualPower::promotion(power, PieceKind(6), true), None);
        assert_eq!(PerpetualPower::promotion(None, PieceKind(0), true), None);
    }
}

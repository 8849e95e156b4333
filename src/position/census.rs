//! Piece counts the rules can reach (issue 16, item 6): a setup may hold fewer pieces than the
//! game's start, never more than play can make. Decided from the game's data alone:
//! - a player never has more pawns than the start gives him;
//! - pieces beyond the start's number of a kind (royal kinds aside) come from promotions, so
//!   their excess is at most the number of his pawns that are gone;
//! - with perpetual power the number of royal pieces never changes (Orwell Chess: three), so a
//!   position without one is illegal; a problem may hold fewer or more, as no rule depends on
//!   their number.
//!
//! Games where a player takes over another's pieces (the inherited army of four-player chess)
//! have no such counts. Pieces in hand (the placement phase) count as his. The decisions are in
//! `docs/rules-decisions.md`.

use super::{PositionError, Setup};
use crate::piece::Player;
use crate::variant::Variant;

/// Per player, the number of pieces of each kind on the board and in hand.
fn counts(v: &Variant, s: &Setup) -> Vec<Vec<u32>> {
    let mut out = vec![vec![0u32; v.pieces.len()]; v.players.len()];
    let on_board = s.squares.iter().flatten().map(|p| (p.owner, p.kind));
    let in_hand = s
        .hands
        .iter()
        .enumerate()
        .flat_map(|(p, h)| h.iter().map(move |&k| (Player(p as u8), k)));
    for (owner, kind) in on_board.chain(in_hand) {
        if let Some(c) = out
            .get_mut(owner.index())
            .and_then(|k| k.get_mut(kind.index()))
        {
            *c += 1;
        }
    }
    out
}

/// Checks the piece counts of a setup against the start of its game.
pub(super) fn validate(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    let Some(start) = v.start_setup() else {
        return Ok(());
    };
    let (now, before) = (counts(v, s), counts(v, start));
    if v.power.is_some() {
        let royals = |c: &[Vec<u32>]| -> u32 {
            c.iter()
                .flat_map(|k| k.iter().enumerate())
                .filter(|(k, _)| v.pieces[*k].royal)
                .map(|(_, n)| n)
                .sum()
        };
        let (n, m) = (royals(&before), royals(&now));
        if m == 0 {
            return Err(PositionError::Illegal(format!(
                "{} has {n} royal pieces from the start to the end (the capturer of one becomes one); this position has none",
                v.name()
            )));
        }
    }
    if v.elimination.inherit_army {
        return Ok(());
    }
    for (p, (now, before)) in now.iter().zip(&before).enumerate() {
        let who = v.player_name(Player(p as u8));
        let pawns = |c: &[u32]| -> u32 {
            c.iter()
                .enumerate()
                .filter(|(k, _)| v.pieces[*k].pawn)
                .map(|(_, n)| n)
                .sum()
        };
        let (pawns_now, pawns_before) = (pawns(now), pawns(before));
        let pawn = v.pieces.iter().find(|d| d.pawn).map_or("pawn", |d| d.name);
        if pawns_now > pawns_before {
            return Err(PositionError::Illegal(format!(
                "{who} has {pawns_now} {pawn}s; the game gives him {pawns_before} and never more"
            )));
        }
        let gone = pawns_before - pawns_now;
        let excess = |k: usize| now[k].saturating_sub(before[k]);
        let promotable = (0..v.pieces.len()).filter(|&k| !v.pieces[k].pawn && !v.pieces[k].royal);
        let total: u32 = promotable.clone().map(excess).sum();
        if total > gone {
            let k = promotable.max_by_key(|&k| excess(k)).unwrap_or(0);
            return Err(PositionError::Illegal(format!(
                "{who} has {} {}s, {} more than at the start, but only {gone} of his {pawn}s are gone to promote",
                now[k],
                v.piece_name(crate::piece::PieceKind(k as u8)),
                excess(k)
            )));
        }
    }
    Ok(())
}

//! The computer and the consent privilege of Blocking Double Chess (`position/consent.rs`).
//!
//! - As proposer, the normal search chooses among the ordinary moves; then each proposal is
//!   searched as accepted (the partner to move, relieving with his best relief), and the
//!   computer proposes only when that is clearly better for the team than its best ordinary
//!   move: by a pawn, or by anything when the ordinary choice is to accept a stalemate.
//! - As partner, it answers "accept" when the position after the proposal and the partner's best
//!   relief is at least as good for the team as the proposer's best ordinary move, else "unwise".
//!
//! Scores are the searches' own, for the player to move; proposer and partner are one team, so
//! the two compare directly.

use super::clock::Clock;
use super::search::{Limits, Searcher};
use crate::position::{Move, Position};

/// How much better (hundredths of a pawn) a proposal must look than the best ordinary move.
pub const CLEARLY_BETTER: i32 = 100;

/// At most this many proposals are searched (captures first).
const MAX_SEARCHED: usize = 6;

/// The partner's answer to a proposal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Accept,
    Unwise,
}

impl Answer {
    /// `accept` or `unwise`.
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Accept => "accept",
            Answer::Unwise => "unwise",
        }
    }
}

/// The limits for one of `parts` searches sharing `limits`.
fn share(limits: &Limits, parts: usize) -> Limits {
    let parts = parts.max(1) as u64;
    let mut l = Limits {
        depth: limits.depth,
        nodes: limits.nodes.map(|n| (n / parts).max(1)),
        movetime_ms: limits.movetime_ms.map(|t| (t / parts).max(1)),
    };
    if l.depth.is_none() && l.nodes.is_none() && l.movetime_ms.is_none() {
        l.depth = Some(3);
    }
    l
}

/// The score of `pos` for the player to move: the search's, or the game's end.
fn score(searcher: &mut Searcher, pos: &Position, limits: &Limits, clock: &dyn Clock) -> i32 {
    match searcher.search(pos, limits, clock) {
        Some(r) => r.score,
        // The game is over: a win for the player to move's team is impossible to reach here
        // without a search; count it as even.
        None => 0,
    }
}

/// The proposal the computer makes instead of its best ordinary move (whose score is `ordinary`,
/// `ordinary_is_pass` when that move accepts a stalemate), with its score; `None` when no
/// proposal is clearly better (or the player has none).
pub fn choose_proposal(
    searcher: &mut Searcher,
    pos: &Position,
    ordinary: i32,
    ordinary_is_pass: bool,
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<(Move, i32)> {
    let mut proposals = pos.proposals();
    if proposals.is_empty() {
        return None;
    }
    // Captures first: they are the proposals most likely to pay.
    crate::sort::sort_by_key(&mut proposals, |m| !pos.is_capture(m));
    let searched = &proposals[..proposals.len().min(MAX_SEARCHED)];
    let each = share(limits, searched.len());
    let margin = if ordinary_is_pass { 1 } else { CLEARLY_BETTER };
    let mut best: Option<(Move, i32)> = None;
    for m in searched {
        let s = score(searcher, &pos.play(m), &each, clock);
        if s >= ordinary.saturating_add(margin) && best.is_none_or(|(_, b)| s > b) {
            best = Some((*m, s));
        }
    }
    best
}

/// The partner's answer to `proposal` of the player to move in `pos`: see the module
/// documentation. A move that is not a proposal is unwise.
pub fn answer(
    searcher: &mut Searcher,
    pos: &Position,
    proposal: &Move,
    limits: &Limits,
    clock: &dyn Clock,
) -> Answer {
    if !pos.is_proposal(proposal) {
        return Answer::Unwise;
    }
    let half = share(limits, 2);
    let ordinary = score(searcher, pos, &half, clock);
    let accepted = score(searcher, &pos.play(proposal), &half, clock);
    if accepted >= ordinary {
        Answer::Accept
    } else {
        Answer::Unwise
    }
}

//! The solution tree of a direct mate or selfmate (and their stalemate forms): the keys, each
//! with its threat and the defences with White's shortest continuations; the tries with their
//! refutations; set play. Popeye's conventions: a threat is of the fewest moves; a defence is
//! shown when White's shortest continuation after it is longer than the threat, or as long
//! and at least one threat no longer works (a defence after which every threat works does not
//! defend, and one that allows a quicker win is not shown either); every continuation of the
//! fewest moves is listed (two or more are duals).

use super::search::{reached, with_side, Forcing};
use super::tree::{Attack, Defence, Step};
use super::{Kind, Progress, Stipulation};
use crate::position::{Move, Player, Position};

/// What to look for besides the keys.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// First moves refuted by exactly one defence.
    pub tries: bool,
    /// Black's moves in the diagram and White's answers.
    pub set: bool,
    /// No threats: every defence is shown (Popeye's `nothreat`).
    pub no_threat: bool,
    /// How many refutations a try may have besides the first (Popeye's `defence N` is N - 1
    /// here; 0: a try is refuted by exactly one defence).
    pub extra_refutations: usize,
}

/// The keys, tries and set play of a direct or self stipulation; `pos` has White to move.
pub(super) fn solve(
    pos: &Position,
    stip: &Stipulation,
    extras: Extras,
    progress: &mut dyn FnMut(Progress),
) -> (Vec<Attack>, Vec<Attack>, Vec<Defence>, u64) {
    let mut s = Forcing::new(stip);
    s.no_threat = extras.no_threat;
    let n = stip.moves;
    let mut keys = Vec::new();
    let mut tries = Vec::new();
    let children = s.children(pos);
    let total = children.len();
    for (done, (m, after)) in children.into_iter().enumerate() {
        progress(Progress {
            done,
            total,
            nodes: s.nodes,
        });
        if s.works(&after, n) {
            // A key that wins in fewer moves is a short solution, shown at its own length.
            let t = (1..=n).find(|&t| s.works(&after, t)).unwrap_or(n);
            keys.push(attack(&mut s, pos, &m, &after, t));
        } else if extras.tries && is_try(&mut s, &after, n, extras.extra_refutations) {
            tries.push(attack(&mut s, pos, &m, &after, n));
        }
    }
    let mut set = Vec::new();
    if extras.set && (n > 1 || stip.kind == Kind::SelfGoal) {
        if let Some(black) = with_side(pos, Player(1)) {
            set = defences(&mut s, &black, n, None, true);
        }
    }
    (keys, tries, set, s.nodes)
}

/// Whether White's move to `after` (`k` moves left counting it) fails to at least one
/// defence and at most `1 + extra` of them.
fn is_try(s: &mut Forcing, after: &Position, k: u32, extra: usize) -> bool {
    let most = extra.saturating_add(1);
    (1..=most).contains(&refutations(s, after, k, most.saturating_add(1)).len())
}

/// The defences after `after` that defeat White (`k` moves left counting the move played),
/// at most `limit` of them.
fn refutations(s: &mut Forcing, after: &Position, k: u32, limit: usize) -> Vec<Move> {
    let mut out = Vec::new();
    if s.kind_is_direct() && reached(after, s.goal()) {
        return out;
    }
    for d in after.legal_moves() {
        if !s.defence_fails(&after.play(&d), k) {
            out.push(d);
            if out.len() >= limit {
                break;
            }
        }
    }
    out
}

/// The tree below White's move `m` from `pos` to `after`, `k` moves left counting it.
fn attack(s: &mut Forcing, pos: &Position, m: &Move, after: &Position, k: u32) -> Attack {
    let step = Step::new(pos, m);
    let check = after.in_check();
    let goal = s.kind_is_direct() && reached(after, s.goal());
    let mut node = Attack {
        step,
        goal,
        check,
        threat: Vec::new(),
        zugzwang: false,
        variations: Vec::new(),
        refutations: Vec::new(),
    };
    if goal || (s.kind_is_direct() && k <= 1) {
        return node;
    }
    // The threat: White's shortest win if Black could pass.
    let mut threat_len = None;
    if !check && k > 1 && !s.no_threat {
        if let Some(pass) = with_side(after, pos.to_move()) {
            if let Some(t) = s.shortest(&pass, k - 1) {
                threat_len = Some(t);
                node.threat = continuations(s, &pass, t);
            } else {
                node.zugzwang = true;
            }
        }
    }
    let threats: Vec<Move> = node.threat.iter().map(|a| a.step.mv).collect();
    let threat = threat_len.map(|t| (threats.as_slice(), t));
    node.variations = defences(s, after, k, threat, false);
    node.refutations = refutations(s, after, k, usize::MAX)
        .iter()
        .map(|d| Step::new(after, d))
        .collect();
    node
}

/// White's moves from `pos` that force the goal in exactly `t` moves (the fewest), each with
/// its tree.
fn continuations(s: &mut Forcing, pos: &Position, t: u32) -> Vec<Attack> {
    let mut out = Vec::new();
    for (m, p) in s.children(pos) {
        if s.works(&p, t) {
            out.push(attack(s, pos, &m, &p, t));
        }
    }
    out
}

/// Black's moves in `after` (White having `k` moves left counting the one before) with White's
/// shortest continuations. With a threat (its first moves and length), the defences that do
/// not defend against it are left out (see the top of this file); so are the defences that
/// defeat White (the refutations). `set_play`: Black moves in the diagram.
fn defences(
    s: &mut Forcing,
    after: &Position,
    k: u32,
    threat: Option<(&[Move], u32)>,
    set_play: bool,
) -> Vec<Defence> {
    let mut out = Vec::new();
    for d in after.legal_moves() {
        let next = after.play(&d);
        let step = Step::new(after, &d);
        if !s.kind_is_direct() && reached(&next, s.goal()) {
            // Black reaching the goal before the stipulated length does not defend: Popeye
            // shows it only in set play or at the last move.
            if k == 1 || set_play {
                out.push(Defence {
                    step,
                    goal: true,
                    replies: Vec::new(),
                });
            }
            continue;
        }
        let Some(len) = s.shortest(&next, k.saturating_sub(1)) else {
            continue;
        };
        if let Some((moves, t)) = threat {
            // Popeye's convention: a variation shorter than the threat is not shown, nor one of
            // the threat's length after which every threat still works.
            if len < t {
                continue;
            }
            if len == t {
                let legal = next.legal_moves();
                let all_work = moves
                    .iter()
                    .all(|m| legal.contains(m) && s.works(&next.play(m), t));
                if all_work {
                    continue;
                }
            }
        }
        let replies = continuations(s, &next, len);
        out.push(Defence {
            step,
            goal: false,
            replies,
        });
    }
    out
}

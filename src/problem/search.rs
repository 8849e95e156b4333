//! The exhaustive search behind every stipulation: whether the side to move forces its goal
//! within a number of moves (direct mate, selfmate, their stalemate forms), with a
//! transposition table and the moves that give check tried first; and the small questions the
//! solution tree asks (is this position the goal, the position after a pass).

use super::{Goal, Kind, Stipulation};
use crate::position::{Gathered, Gathering, Move, Player, Position};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A table keyed by position keys, which are hashes already: a key (with a small number beside
/// it) is its own hash.
pub(super) type KeyMap<K, V> = HashMap<K, V, BuildHasherDefault<OwnHash>>;

/// The hasher of [`KeyMap`]: the 64-bit key itself, a number written after it mixed in.
#[derive(Default)]
pub(super) struct OwnHash(u64);

impl Hasher for OwnHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = self.0.rotate_left(17) ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
}

/// What is known of a position for the forcing side to move: forced within `proven` moves
/// (0: not known), not forced within `refuted` moves (0: nothing known).
#[derive(Clone, Copy, Default)]
struct Entry {
    proven: u32,
    refuted: u32,
}

/// Whether the player to move has no legal move and is (goal `Mate`) or is not (`Stalemate`)
/// in check: the goal reached by the move just played.
pub fn reached(pos: &Position, goal: Goal) -> bool {
    reached_checking(pos, goal, pos.in_check())
}

/// [`reached`], knowing whether the player to move is in check.
fn reached_checking(pos: &Position, goal: Goal, check: bool) -> bool {
    match goal {
        Goal::Mate => check && !pos.has_legal_move(),
        Goal::Stalemate => !check && !pos.has_legal_move(),
    }
}

/// Calls `found` with each legal move of the side to move that reaches `goal` at once, until it
/// answers false. For a mate only a move that gives check can: only the pseudo-legal moves that
/// do are generated ([`Position::checking_moves`]), tested for legality and played. Where the rules give a player without a legal move another one (a
/// pass, a forced move), every legal move is played instead.
///
/// `gathered`: what the legality tests of the positions before gathered, if known (the check
/// and legality tests may start from it).
pub fn goal_moves(
    pos: &Position,
    goal: Goal,
    gathered: Gathered,
    found: &mut dyn FnMut(Move) -> bool,
) {
    let reaches = |m: &Move| reached(&pos.play(m), goal);
    if goal == Goal::Mate && pos.moves_when_stuck().is_empty() {
        pos.checkmates_from(gathered, found);
        return;
    }
    for m in pos.legal_moves() {
        if reaches(&m) && !found(m) {
            return;
        }
    }
}

/// The position with `player` to move instead, no en passant chance, if it is legal (the
/// player who would have just moved is not in check): a pass, for threats, set play and
/// series.
pub fn with_side(pos: &Position, player: Player) -> Option<Position> {
    let mut setup = pos.setup();
    setup.to_move = player;
    setup.en_passant = None;
    Position::from_setup(pos.variant(), setup).ok()
}

/// The search of a direct or self stipulation, with its table.
pub struct Forcing {
    kind: Kind,
    goal: Goal,
    table: KeyMap<u64, Entry>,
    /// Positions whose moves were generated.
    pub nodes: u64,
    /// Threats are not looked for (every defence is then shown).
    pub no_threat: bool,
    /// Per number of moves left: the last move of the forcing side that won, and the last
    /// defence that refuted (tried first: neighbouring positions often share them).
    killers: Vec<(Option<Move>, Option<Move>)>,
    /// While the defences of a position are searched: what its legality tests gathered (the
    /// mate tests after a defence start from it).
    gathered: Option<Gathering>,
}

impl Forcing {
    /// A search for a direct mate or selfmate (or their stalemate forms).
    pub fn new(stip: &Stipulation) -> Forcing {
        Forcing {
            kind: stip.kind,
            goal: stip.goal,
            table: KeyMap::default(),
            nodes: 0,
            no_threat: false,
            killers: vec![(None, None); stip.moves as usize + 2],
            gathered: None,
        }
    }

    /// Whether this is a direct stipulation (White reaches the goal himself).
    pub fn kind_is_direct(&self) -> bool {
        self.kind == Kind::Direct
    }

    /// The goal.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The forcing side's legal moves with the positions they lead to, those that give check
    /// first (a direct mate is most often found among them).
    pub fn children(&mut self, pos: &Position) -> Vec<(Move, Position)> {
        let children = self.children_checking(pos);
        children.into_iter().map(|(_, m, p)| (m, p)).collect()
    }

    /// [`Forcing::children`], each with whether its move gives check.
    fn children_checking(&mut self, pos: &Position) -> Vec<(bool, Move, Position)> {
        self.nodes += 1;
        let mut checks = pos.check_test();
        let mut out: Vec<(bool, Move, Position)> = pos
            .legal_moves()
            .iter()
            .map(|m| (checks.gives_check(m), *m, pos.play(m)))
            .collect();
        // Stable: the checks first, each group in the order of the legal moves.
        out.sort_by_key(|(check, _, _)| !*check);
        out
    }

    /// Whether the move to `after` (played by the forcing side, `k` moves left counting it)
    /// forces the goal.
    pub fn works(&mut self, after: &Position, k: u32) -> bool {
        self.works_checking(after, k, None)
    }

    /// [`Forcing::works`], with whether the move gave check if known.
    fn works_checking(&mut self, after: &Position, k: u32, check: Option<bool>) -> bool {
        let reached = |goal| match check {
            Some(check) => reached_checking(after, goal, check),
            None => reached(after, goal),
        };
        if self.kind == Kind::Direct && reached(self.goal) {
            return true;
        }
        if self.kind == Kind::Direct && k <= 1 {
            return false;
        }
        let (mut defences, gathering) = after.legal_moves_gathering();
        self.nodes += 1;
        if defences.is_empty() {
            return false;
        }
        let slot = (k as usize).min(self.killers.len() - 1);
        if let Some(i) = self.killers[slot]
            .1
            .and_then(|x| defences.iter().position(|d| *d == x))
        {
            defences.swap(0, i);
        }
        // The positions after the defences are searched with this gathering at hand (the
        // one before is put back after).
        let outer = std::mem::replace(&mut self.gathered, gathering);
        let refuted = defences
            .iter()
            .find(|d| !self.defence_fails(&after.play(d), k));
        self.gathered = outer;
        if let Some(d) = refuted {
            self.killers[slot].1 = Some(*d);
            return false;
        }
        true
    }

    /// Whether the defence that led to `next` fails, the forcing side having `k` moves left
    /// counting the one before the defence.
    pub fn defence_fails(&mut self, next: &Position, k: u32) -> bool {
        match self.kind {
            Kind::SelfGoal => reached(next, self.goal) || (k > 1 && self.forced(next, k - 1)),
            _ => self.forced(next, k - 1),
        }
    }

    /// Whether the side to move forces the goal within `k` moves.
    pub fn forced(&mut self, pos: &Position, k: u32) -> bool {
        if k == 0 {
            return false;
        }
        let key = pos.key();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.proven != 0 && known.proven <= k {
            return true;
        }
        if known.refuted >= k {
            return false;
        }
        let found = if self.kind == Kind::Direct && k == 1 {
            self.mates_at_once(pos)
        } else {
            self.any_works(pos, k)
        };
        let entry = self.table.entry(key).or_default();
        if found {
            entry.proven = if entry.proven == 0 {
                k
            } else {
                entry.proven.min(k)
            };
        } else {
            entry.refuted = entry.refuted.max(k);
        }
        found
    }

    /// Whether a move of the forcing side wins in `k`: the last winning move at this length
    /// first, then the checks, then the rest.
    fn any_works(&mut self, pos: &Position, k: u32) -> bool {
        let slot = (k as usize).min(self.killers.len() - 1);
        let killer = self.killers[slot].0.filter(|m| pos.is_legal(m));
        if let Some(m) = killer {
            if self.works(&pos.play(&m), k) {
                return true;
            }
        }
        for (check, m, p) in self.children_checking(pos) {
            if Some(m) != killer && self.works_checking(&p, k, Some(check)) {
                self.killers[slot].0 = Some(m);
                return true;
            }
        }
        false
    }

    /// Whether a single move reaches the goal (the last move of a direct stipulation).
    fn mates_at_once(&mut self, pos: &Position) -> bool {
        self.nodes += 1;
        let mut found = false;
        let gathered = Gathered {
            before: self.gathered.as_ref(),
            two_before: None,
        };
        goal_moves(pos, self.goal, gathered, &mut |_| {
            found = true;
            false
        });
        found
    }

    /// The fewest moves, up to `k`, in which the side to move forces the goal.
    pub fn shortest(&mut self, pos: &Position, k: u32) -> Option<u32> {
        (1..=k).find(|&n| self.forced(pos, n))
    }
}

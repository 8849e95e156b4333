//! The search for games with dice: a "move" of the computer is a whole turn (the roll is given;
//! it chooses the moves of the turn). It is an expectimax search over max-n: after a turn, a
//! chance node averages over the 21 rolls of the next player (a double weighs 1/36, any other
//! roll 2/36), and each player chooses the turn best for himself by his own evaluation
//! (`sides::own_view`: his score less a blend of his opponents'). The root looks at every turn;
//! deeper nodes look only at the few turns best by the static evaluation (a beam), which keeps a
//! depth of two turns within a second. Iterative deepening stops at the depth, node or time
//! limit, and the last finished depth decides.

use super::clock::Clock;
use super::rng::Rng;
use super::score::MATE;
use super::search::{Limits, Searcher};
use super::sides::own_view;
use crate::piece::Player;
use crate::position::{Move, Outcome, Position, MAX_PLAYERS};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A complete turn: its moves and the position after it.
pub type Turn = (Vec<Move>, Position);

/// The distinct turns the player to move can play from a rolled position (each a sequence of
/// one or two moves, or the pass), as the rules define a turn; sequences that reach the same
/// position are kept once. Empty when the game is over or the dice are still to be rolled.
pub fn turns(pos: &Position) -> Vec<Turn> {
    let mut out = Vec::new();
    turns_into(pos, &mut Seen::default(), &mut out);
    out
}

/// A set of position keys. The keys are hashes already: they serve as their own hash.
type Seen = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// The hasher of [`Seen`]: a key hashes to itself.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// [`turns`] into `out` (emptied first), with `seen` as scratch space.
fn turns_into(pos: &Position, seen: &mut Seen, out: &mut Vec<Turn>) {
    out.clear();
    seen.clear();
    if pos.outcome().is_over() || pos.needs_roll() {
        return;
    }
    extend(pos, pos, &mut Vec::new(), seen, out);
}

fn extend(
    root: &Position,
    pos: &Position,
    moves: &mut Vec<Move>,
    seen: &mut Seen,
    out: &mut Vec<Turn>,
) {
    for m in pos.legal_moves() {
        let next = pos.play(&m);
        moves.push(m);
        let done =
            next.to_move() != root.to_move() || next.needs_roll() || next.outcome().is_over();
        if done || moves.len() >= 4 {
            if seen.insert(next.key()) {
                out.push((moves.clone(), next));
            }
        } else {
            extend(root, &next, moves, seen, out);
        }
        moves.pop();
    }
}

/// The 21 unordered rolls of two dice with their weight in 36ths.
fn rolls(faces: u8) -> Vec<([u8; 2], i64)> {
    let mut out = Vec::new();
    for a in 1..=faces {
        for b in a..=faces {
            out.push(([a, b], if a == b { 1 } else { 2 }));
        }
    }
    out
}

/// The score of a win (for each winner) or a loss, in the views of the chance search.
pub const WIN: i32 = MATE / 2;
/// At inner nodes, how many turns (best by the static evaluation) are searched further.
const BEAM: usize = 3;
/// At the root, how many turns are searched at depth two or more.
const ROOT_BEAM: usize = 12;

/// What the chance search chose.
pub struct ChanceResult {
    /// The moves of the turn.
    pub moves: Vec<Move>,
    /// Its value for the player to move.
    pub score: i32,
    /// The last finished depth, in turns.
    pub depth: u32,
    /// Positions evaluated.
    pub nodes: u64,
    /// Every turn searched at that depth, with its value for the player to move.
    pub root: Vec<(Vec<Move>, i32)>,
}

/// Each player's value of a position, in turn order (0 past the players of the game).
type View = [i32; MAX_PLAYERS];

struct Run<'a> {
    searcher: &'a mut Searcher,
    clock: &'a dyn Clock,
    deadline: Option<u64>,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    faces: u8,
    /// Scratch space for [`turns_into`].
    seen: Seen,
    /// Lists of turns to reuse, one per level of the search below the root.
    spare: Vec<Vec<Turn>>,
}

impl Run<'_> {
    fn out_of_budget(&mut self) -> bool {
        if !self.stopped {
            if self.nodes >= self.node_limit {
                self.stopped = true;
            } else if self.nodes & 63 == 0 {
                if let Some(d) = self.deadline {
                    self.stopped = self.clock.now_ms() >= d;
                }
            }
        }
        self.stopped
    }

    /// Each player's view of a position after a turn: a win or loss when the game is over,
    /// otherwise the static evaluation.
    fn leaf(&mut self, pos: &Position) -> View {
        self.nodes += 1;
        let n = pos.variant().players().len().min(MAX_PLAYERS);
        let mut view = [0; MAX_PLAYERS];
        if let Outcome::Over { winners, .. } = pos.outcome() {
            if !winners.is_empty() {
                for (p, v) in view[..n].iter_mut().enumerate() {
                    *v = if winners.iter().any(|w| w.index() == p) {
                        WIN
                    } else {
                        -WIN
                    };
                }
            }
            return view;
        }
        let scores = self.searcher.scores(pos);
        for (p, v) in view[..n].iter_mut().enumerate() {
            *v = own_view(&scores, Player(p as u8));
        }
        view
    }

    /// The value of a position whose player has to roll: the average over the rolls.
    fn expect(&mut self, pos: &Position, depth: u32) -> View {
        if depth == 0 || pos.outcome().is_over() || !pos.needs_roll() {
            return self.leaf(pos);
        }
        let mut sum = [0i64; MAX_PLAYERS];
        // Rolls whose dice allow the same kinds (in Orwell Chess a 6 moves what a 1 moves) have
        // the same turns to the same positions: the value of the first is the value of the
        // others, and the positions it evaluated count again, as they would if searched again.
        let dice = pos.variant().dice.as_ref();
        let mut known: Vec<((u64, u64), View, u64)> = Vec::new();
        for (roll, weight) in rolls(self.faces) {
            let kinds = dice.map_or((0, 0), |d| {
                let (a, b) = (d.mask(roll[0]), d.mask(roll[1]));
                (a.min(b), a.max(b))
            });
            let same = known.iter().find(|k| k.0 == kinds);
            // Reused only where searching again would not have run out of nodes.
            let v = match same {
                Some(&(_, v, nodes)) if self.nodes + nodes <= self.node_limit => {
                    self.nodes += nodes;
                    v
                }
                _ => {
                    let Ok(rolled) = pos.roll(roll) else {
                        continue;
                    };
                    let before = self.nodes;
                    let v = self.best(&rolled, depth);
                    if self.stopped {
                        return [0; MAX_PLAYERS];
                    }
                    known.push((kinds, v, self.nodes - before));
                    v
                }
            };
            for (s, x) in sum.iter_mut().zip(v) {
                *s += weight * x as i64;
            }
        }
        sum.map(|s| (s / 36) as i32)
    }

    /// The value of a rolled position: the turn best for its player.
    fn best(&mut self, pos: &Position, depth: u32) -> View {
        let mut all = self.spare.pop().unwrap_or_default();
        turns_into(pos, &mut self.seen, &mut all);
        let v = self.best_of(pos, &all, depth);
        all.clear();
        self.spare.push(all);
        v
    }

    /// [`Run::best`], given the turns of `pos`.
    fn best_of(&mut self, pos: &Position, all: &[Turn], depth: u32) -> View {
        let me = pos.to_move().index();
        if all.is_empty() {
            return self.leaf(pos);
        }
        let mut scored: Vec<(View, &Position)> = Vec::with_capacity(all.len());
        for (_, after) in all {
            if self.out_of_budget() {
                return [0; MAX_PLAYERS];
            }
            scored.push((self.leaf(after), after));
        }
        crate::sort::sort_by_key(&mut scored, |(v, _)| std::cmp::Reverse(v[me]));
        if depth <= 1 {
            return scored[0].0;
        }
        let mut best: Option<View> = None;
        for &(static_view, after) in scored.iter().take(BEAM) {
            let v = if static_view[me].abs() >= WIN {
                static_view
            } else {
                self.expect(after, depth - 1)
            };
            if self.stopped {
                return [0; MAX_PLAYERS];
            }
            if best.as_ref().is_none_or(|b| v[me] > b[me]) {
                best = Some(v);
            }
        }
        best.unwrap_or_default()
    }
}

/// Chooses a turn for the player to move in a rolled position, up to `max_depth` turns deep,
/// within the limits. `progress` hears the result of every finished depth. `None` when the game
/// is over or the dice are still to be rolled.
pub fn choose(
    searcher: &mut Searcher,
    pos: &Position,
    max_depth: u32,
    limits: &Limits,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&ChanceResult),
) -> Option<ChanceResult> {
    let all = turns(pos);
    if all.is_empty() {
        return None;
    }
    let me = pos.to_move().index();
    let start = clock.now_ms();
    let mut run = Run {
        searcher,
        clock,
        deadline: limits.movetime_ms.map(|t| start.saturating_add(t)),
        node_limit: limits.nodes.unwrap_or(u64::MAX),
        nodes: 0,
        stopped: false,
        faces: pos.variant().dice.as_ref().map_or(6, |d| d.face_count()),
        seen: Seen::default(),
        spare: Vec::new(),
    };
    // Depth one: every turn by the static evaluation (always finished, whatever the limits).
    let mut scores: Vec<(usize, i32)> = all
        .iter()
        .enumerate()
        .map(|(i, (_, after))| (i, run.leaf(after)[me]))
        .collect();
    crate::sort::sort_by_key(&mut scores, |&(i, s)| (std::cmp::Reverse(s), i));
    let result = |scores: &[(usize, i32)], depth: u32, nodes: u64| ChanceResult {
        moves: all[scores[0].0].0.clone(),
        score: scores[0].1,
        depth,
        nodes,
        root: scores.iter().map(|&(i, s)| (all[i].0.clone(), s)).collect(),
    };
    let mut done = result(&scores, 1, run.nodes);
    progress(&done);
    let max_depth = limits.depth.map_or(max_depth, |d| d.min(max_depth));
    for depth in 2..=max_depth {
        if all.len() == 1 || scores[0].1 >= WIN {
            break;
        }
        let beam = (ROOT_BEAM >> (depth - 2)).max(BEAM);
        let mut deeper = Vec::new();
        for &(i, s) in scores.iter().take(beam) {
            let v = if s.abs() >= WIN {
                s
            } else {
                run.expect(&all[i].1, depth - 1)[me]
            };
            if run.stopped {
                break;
            }
            deeper.push((i, v));
        }
        if run.stopped {
            break;
        }
        crate::sort::sort_by_key(&mut deeper, |&(i, s)| (std::cmp::Reverse(s), i));
        scores = deeper;
        done = result(&scores, depth, run.nodes);
        progress(&done);
    }
    done.nodes = run.nodes;
    Some(done)
}

/// A uniformly random turn: a random legal move at each step (`None` when the game is over or
/// the dice are still to be rolled).
pub fn random_turn(pos: &Position, rng: &mut Rng) -> Option<Vec<Move>> {
    whole_turn(pos, |cur| {
        let legal = cur.legal_moves();
        legal.get(rng.below(legal.len() as u64) as usize).copied()
    })
}

/// A whole turn in a game with dice, each move chosen by `pick` in the position reached: moves
/// while the same player is to move and no roll is due, four at most (`None` when the game is
/// over or the dice are still to be rolled).
pub fn whole_turn(
    pos: &Position,
    mut pick: impl FnMut(&Position) -> Option<Move>,
) -> Option<Vec<Move>> {
    if pos.outcome().is_over() || pos.needs_roll() {
        return None;
    }
    let mover = pos.to_move();
    let mut cur = pos.clone();
    let mut moves = Vec::new();
    while moves.len() < 4 && cur.to_move() == mover && !cur.needs_roll() && !cur.outcome().is_over()
    {
        let Some(m) = pick(&cur) else {
            break;
        };
        cur = cur.play(&m);
        moves.push(m);
    }
    Some(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    /// Two rolls whose dice allow the same kinds give the same turns, move for move, to the
    /// same positions (what lets the search value them once), along random games of both
    /// games with dice; and some such pairs differ in their faces (a 1 and a 6 in Orwell).
    #[test]
    fn rolls_allowing_the_same_kinds_give_the_same_turns() {
        let mut rng = Rng::new(5);
        let mut pairs = 0;
        for id in ["orwell", "orwell-glass"] {
            let v = variant::build(id, &[]).expect("the game builds");
            let dice = v.dice.as_ref().expect("a game with dice");
            let kinds = |r: [u8; 2]| {
                let (a, b) = (dice.mask(r[0]), dice.mask(r[1]));
                (a.min(b), a.max(b))
            };
            let all = rolls(dice.face_count());
            let mut pos = Position::start(&v);
            for _ in 0..40 {
                for (i, &(a, _)) in all.iter().enumerate() {
                    for &(b, _) in &all[i + 1..] {
                        if kinds(a) != kinds(b) {
                            continue;
                        }
                        pairs += 1;
                        let turns_of = |r| {
                            let rolled = pos.roll(r).expect("a roll between turns");
                            turns(&rolled)
                                .into_iter()
                                .map(|(moves, after)| (moves, after.key()))
                                .collect::<Vec<_>>()
                        };
                        assert_eq!(turns_of(a), turns_of(b), "{id}: {a:?} {b:?} in {pos:?}");
                    }
                }
                let rolled = pos.roll_from_seed(rng.next_u64()).expect("a roll");
                let Some(turn) = random_turn(&rolled, &mut rng) else {
                    break;
                };
                pos = turn.iter().fold(rolled, |p, m| p.play(m));
                if pos.outcome().is_over() {
                    pos = Position::start(&v);
                }
            }
        }
        assert!(pairs >= 2 * 40 * 6, "only {pairs} pairs of rolls compared");
    }
}

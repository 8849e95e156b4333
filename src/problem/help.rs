//! Helpmates (`h#n`, `h#n.5`) and series-helpmates (`ser-h#n`), with their stalemate forms:
//! every line of play that reaches the goal, both sides cooperating, those shorter than
//! stipulated too (an h#1 in an h#2, a series of fewer moves), as Popeye lists them. A table remembers the
//! positions from which no line reaches the goal in the plies left, so transpositions are
//! searched once; the last move, for a mate, must give check, which is tested first.

use super::reach;
use super::search::{goal_moves, with_side, KeyMap};
use super::tree::Step;
use super::{Goal, Kind, Progress, Stipulation};
use crate::position::{Gathered, Gathering, KeysAfter, Move, Player, Position};

/// The search of one helpmate: the goal, the table of dead ends and the line being built.
struct Help<'a> {
    goal: Goal,
    dead: KeyMap<(u64, u32), ()>,
    /// The position the search starts from and the moves played from it.
    root: Position,
    path: Vec<Move>,
    /// The steps of the line last recorded, each with the position it leads to (after the
    /// other side's pass when one follows) and whether a pass follows: the next line reuses
    /// them as far as it has the same moves.
    made: Vec<(Step, Position, bool)>,
    lines: Vec<Vec<Step>>,
    /// The texts of the moves written, by position and move: lines that transpose end with
    /// the same moves from the same positions.
    texts: KeyMap<(u64, Move), Step>,
    nodes: u64,
    /// A series: one side plays every move but the last.
    series: bool,
    /// Positions are given up when no piece of the mating side can attack the mated king by
    /// the end (`reach.rs`); how many were.
    cut: bool,
    cuts: u64,
    /// Told after each first move searched, of `total` (the first moves times the lengths).
    progress: &'a mut dyn FnMut(Progress),
    done: usize,
    total: usize,
}

/// Every line of a helpmate or series-helpmate from `pos` (the side to move is the one the
/// stipulation starts with), and the positions searched.
pub(super) fn solve(
    pos: &Position,
    stip: &Stipulation,
    progress: &mut dyn FnMut(Progress),
) -> (Vec<Vec<Step>>, u64) {
    let (lines, nodes, _) = solve_cutting(pos, stip, progress, true);
    (lines, nodes)
}

/// [`solve`], with the cut of `reach.rs` or without it (`cut`), and how many positions the cut
/// gave up.
pub(super) fn solve_cutting(
    pos: &Position,
    stip: &Stipulation,
    progress: &mut dyn FnMut(Progress),
    cut: bool,
) -> (Vec<Vec<Step>>, u64, u64) {
    let lengths = match stip.kind {
        Kind::SeriesHelp => stip.moves as usize,
        _ => stip.help_plies().div_ceil(2) as usize,
    };
    let mut h = Help {
        goal: stip.goal,
        dead: KeyMap::default(),
        root: pos.clone(),
        path: Vec::new(),
        made: Vec::new(),
        lines: Vec::new(),
        texts: KeyMap::default(),
        nodes: 0,
        series: stip.kind == Kind::SeriesHelp,
        cut: cut && stip.goal == Goal::Mate,
        cuts: 0,
        progress,
        done: 0,
        total: lengths * pos.legal_moves().len(),
    };
    match stip.kind {
        // A series may be shorter than the stipulation: Popeye lists those solutions too.
        Kind::SeriesHelp => {
            for moves in 1..=stip.moves {
                h.series(pos, moves);
            }
        }
        // Shorter helpmates with the same side starting (h#1 in an h#2) are solutions too.
        _ => {
            let full = stip.help_plies();
            for plies in (2 - full % 2..=full).step_by(2) {
                h.help(pos, plies);
            }
        }
    }
    (h.lines, h.nodes, h.cuts)
}

impl Help<'_> {
    /// Tells how far the search has come, before each first move.
    fn tell(&mut self) {
        if self.path.is_empty() {
            (self.progress)(Progress {
                done: self.done,
                total: self.total,
                nodes: self.nodes,
            });
            self.done += 1;
        }
    }

    /// Records the line on the path, ending with `m` from `pos`.
    fn record(&mut self, pos: &Position, m: &Move) {
        let n = self.path.len();
        // In a series the same side moves again until the last move: the other side passes.
        let passes = |i: usize| self.series && i + 1 < n;
        let same = self
            .made
            .iter()
            .zip(&self.path)
            .enumerate()
            .take_while(|(i, ((step, _, passed), x))| step.mv == **x && *passed == passes(*i))
            .count();
        self.made.truncate(same);
        for i in same..n {
            let at = self.made.last().map_or(&self.root, |(_, p, _)| p);
            let x = &self.path[i];
            let step = step_of(&mut self.texts, at, x);
            let mut next = at.play(x);
            if passes(i) {
                next = with_side(&next, self.root.to_move()).unwrap_or(next);
            }
            self.made.push((step, next, passes(i)));
        }
        let mut line: Vec<Step> = self.made.iter().map(|(s, _, _)| s.clone()).collect();
        line.push(step_of(&mut self.texts, pos, m));
        self.lines.push(line);
    }

    /// The last move: every move of `pos` that reaches the goal. For a mate, a move that does
    /// not give check cannot, and the check is the cheaper test.
    /// `gathered`: what the legality tests of the positions before gathered, if known.
    fn last(&mut self, pos: &Position, gathered: Gathered) -> bool {
        // Plies 0 in the table: no move of `pos` reaches the goal.
        let key = (pos.key(), 0);
        if self.dead.contains_key(&key) {
            return false;
        }
        self.nodes += 1;
        let mut hits = Vec::new();
        goal_moves(pos, self.goal, gathered, &mut |m| {
            hits.push(m);
            true
        });
        for m in &hits {
            self.record(pos, m);
        }
        let found = !hits.is_empty();
        if !found {
            self.dead.insert(key, ());
        }
        found
    }

    /// Lines of `plies` plies from `pos`, the sides taking turns; whether there is one.
    fn help(&mut self, pos: &Position, plies: u32) -> bool {
        self.help_after(pos, plies, None, None)
    }

    /// [`Help::help`], with what the legality tests of the position before (`before`) and of
    /// the one before it (`two_before`) gathered.
    fn help_after(
        &mut self,
        pos: &Position,
        plies: u32,
        before: Option<&Gathering>,
        two_before: Option<&Gathering>,
    ) -> bool {
        if plies <= 1 {
            let last = self.path.last().copied();
            let gathered = Gathered {
                before,
                two_before: two_before.zip(last.as_ref()),
            };
            return self.last(pos, gathered);
        }
        let key = (pos.key(), plies);
        if self.dead.contains_key(&key) {
            return false;
        }
        // The side to move and the other take turns; the mating side makes the last move. The
        // cut is not asked two plies before the end, where the check tests of the last move
        // answer much the same question for about the same work.
        let (mater, k, j) = match plies % 2 {
            0 => (other(pos), plies / 2, plies / 2),
            _ => (pos.to_move(), plies.div_ceil(2), plies / 2),
        };
        if plies > 2 && self.given_up(pos, mater, k, j) {
            self.dead.insert(key, ());
            return false;
        }
        self.nodes += 1;
        let mut found = false;
        let (moves, gathering) = pos.legal_moves_gathering();
        // Before the last move: a position the table knows is not built.
        let mut keys = (plies == 2).then(|| pos.keys_after());
        for m in moves {
            self.tell();
            if self.known_dead(keys.as_mut(), &m) {
                continue;
            }
            let p = pos.play(&m);
            self.path.push(m);
            found |= self.help_after(&p, plies - 1, gathering.as_ref(), before);
            self.path.pop();
        }
        if !found {
            self.dead.insert(key, ());
        }
        found
    }

    /// Whether the cut gives `pos` up: `mater`, with `k` moves left, cannot attack the other
    /// side's king, who has `j` moves left (`reach.rs`).
    fn given_up(&mut self, pos: &Position, mater: Player, k: u32, j: u32) -> bool {
        let cut = self.cut && !reach::may_check(pos, mater, k, j);
        self.cuts += u64::from(cut);
        cut
    }

    /// Whether the table knows that no last move reaches the goal after `m`, the key of the
    /// position it leads to told by `keys` (if it can be).
    fn known_dead(&self, keys: Option<&mut KeysAfter>, m: &Move) -> bool {
        keys.and_then(|keys| keys.key(m))
            .is_some_and(|key| self.dead.contains_key(&(key, 0)))
    }

    /// Lines of a series of `moves` moves of the side to move in `pos`, none giving check,
    /// then the other side's move reaching the goal.
    fn series(&mut self, pos: &Position, moves: u32) -> bool {
        self.series_after(pos, moves, None)
    }

    /// [`Help::series`], with what the legality tests of the position before gathered.
    fn series_after(&mut self, pos: &Position, moves: u32, gathered: Option<&Gathering>) -> bool {
        if moves == 0 {
            let gathered = Gathered {
                before: gathered,
                two_before: None,
            };
            return self.last(pos, gathered);
        }
        let key = (pos.key(), moves);
        if self.dead.contains_key(&key) {
            return false;
        }
        if moves > 1 && self.given_up(pos, other(pos), 1, moves) {
            self.dead.insert(key, ());
            return false;
        }
        self.nodes += 1;
        let mut found = false;
        let mut checks = pos.check_test();
        let (legal, gathering) = pos.legal_moves_gathering();
        // Before the last move: a position the table knows is not built.
        let mut keys = (moves == 1).then(|| pos.keys_after());
        for m in legal {
            self.tell();
            if checks.gives_check(&m) || self.known_dead(keys.as_mut(), &m) {
                continue;
            }
            let p = pos.play(&m);
            // The other side passes (he is not in check: the move gave none).
            let next = if moves == 1 { p } else { p.play(&Move::pass()) };
            self.path.push(m);
            // The last series move is followed by the other side's (no pass between).
            let gathered = gathering.as_ref().filter(|_| moves == 1);
            found |= self.series_after(&next, moves - 1, gathered);
            self.path.pop();
        }
        if !found {
            self.dead.insert(key, ());
        }
        found
    }
}

/// The player not to move in `pos` (a game of two players).
fn other(pos: &Position) -> Player {
    pos.variant().next_player(pos.to_move())
}

/// The texts of the move `m` of `pos`, written once per position and move.
fn step_of(texts: &mut KeyMap<(u64, Move), Step>, pos: &Position, m: &Move) -> Step {
    texts
        .entry((pos.key(), *m))
        .or_insert_with(|| Step::new(pos, m))
        .clone()
}

//! The two-player search: iterative deepening over a negamax alpha-beta search with principal
//! variation search, null-move pruning and late-move reductions; a transposition table; move
//! ordering (`order.rs`); quiescence on captures and promotions (all moves when in check). Mate
//! scores count plies from the root, so a nearer mate scores higher. The game's own rules decide
//! draws and results (`Position::outcome`); a position repeated on the search path is a draw.
//!
//! The search stops at a depth, a node count or a time limit, whichever comes first, and always
//! returns a legal move when there is one (the best of the last finished depth).

use super::clock::Clock;
use super::eval::Evaluator;
use super::features::{Features, Switches};
use super::order::{self, Memory, Sorting, MAX_PLY};
use super::sides::Sides;
use super::tt::{from_tt, to_tt, Bound, Table};
use crate::position::{Move, Outcome, Position};
use moves::Node;

mod lazy_quiescence;
mod moves;
#[cfg(test)]
mod partners_tests;
mod prune;
mod quiescence;
mod root;
#[cfg(test)]
mod same_tree;

use super::score::INF;
pub use super::score::{MATE, MATE_BOUND};

/// When to stop searching. A limit left out does not apply; with none, the depth stops at 64.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// The most nodes to visit.
    pub nodes: Option<u64>,
    /// The most time to spend, in milliseconds of the given clock.
    pub movetime_ms: Option<u64>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Its score for the player to move, in hundredths of a pawn (or a mate score).
    pub score: i32,
    /// The last depth finished.
    pub depth: u32,
    /// Nodes visited (moves made, including quiescence).
    pub nodes: u64,
    /// The principal variation, from the transposition table (starts with `best`).
    pub pv: Vec<Move>,
    /// With exact root scores: every root move and its score at the last finished depth.
    pub root: Vec<(Move, i32)>,
}

impl SearchResult {
    /// Plies to the mate the score announces: positive when the mover mates, negative when he
    /// is mated; `None` when the score is not a mate.
    pub fn mate_in(&self) -> Option<i32> {
        if self.score > MATE_BOUND {
            Some(MATE - self.score)
        } else if self.score < -MATE_BOUND {
            Some(-(MATE + self.score))
        } else {
            None
        }
    }
}

/// A searcher: the transposition table, the move ordering memory and the evaluation tables, kept
/// between searches of the same game.
pub struct Searcher {
    tt: Table,
    memory: Option<Memory>,
    eval: Option<Evaluator>,
    /// The changes to the switches given to the searcher ([`Searcher::set_switches`]).
    switches: Switches,
    /// The switches of the search in the game of the evaluator: the game's own with the
    /// changes (`Switches::in_game`), settled when the evaluator is made.
    features: Features,
    /// The moves the root may choose among (`set_root_moves`); empty for every legal move.
    root_moves: Vec<Move>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher with a table of 2^18 entries (a few megabytes).
    pub fn new() -> Searcher {
        Searcher::with_table(1 << 18)
    }

    /// A searcher with a table of about `entries` entries.
    pub fn with_table(entries: usize) -> Searcher {
        let features = Features::default();
        let mut tt = Table::new(entries);
        tt.set_shared(features.buckets);
        Searcher {
            tt,
            memory: None,
            eval: None,
            switches: Switches::default(),
            features,
            root_moves: Vec::new(),
        }
    }

    /// A searcher with a table of about `megabytes` megabytes.
    pub fn with_megabytes(megabytes: usize) -> Searcher {
        Searcher::with_table(Table::entries_in(megabytes))
    }

    /// Gives the table about `megabytes` megabytes; a table of another size starts empty.
    pub fn set_table_megabytes(&mut self, megabytes: usize) {
        if Table::slots_for(Table::entries_in(megabytes)) != self.tt.slots() {
            self.tt = Table::with_megabytes(megabytes);
            self.tt.set_shared(self.features.buckets);
        }
    }

    /// Limits the searches that follow to `moves` at the root (UCI's `go searchmoves`), until
    /// set again; empty for every legal move. Moves that are not legal in a position searched
    /// are left out there, and when none is legal every legal move is searched.
    pub fn set_root_moves(&mut self, moves: Vec<Move>) {
        self.root_moves = moves;
    }

    /// The moves a search of `pos` chooses among: the legal moves, only those given to
    /// [`Searcher::set_root_moves`] when any of them is legal here.
    pub fn root_moves(&self, pos: &Position) -> Vec<Move> {
        self.kept_at_root(pos.legal_moves())
    }

    /// The moves of `legal` given to [`Searcher::set_root_moves`], or all when none is.
    fn kept_at_root(&self, legal: Vec<Move>) -> Vec<Move> {
        let kept: Vec<Move> = legal
            .iter()
            .filter(|m| self.root_moves.contains(m))
            .copied()
            .collect();
        if kept.is_empty() {
            legal
        } else {
            kept
        }
    }

    /// How full the table is with results of the last search, in thousandths.
    pub fn table_fill(&self) -> u32 {
        self.tt.fill_permille()
    }

    /// Sets the changes to the switches of the search (`features.rs`), applied over each
    /// game's own switches; none otherwise.
    pub fn set_switches(&mut self, switches: Switches) {
        self.switches = switches;
        self.eval = None;
    }

    /// Forgets what earlier searches learnt (for reproducible results from a fresh state).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.memory = None;
    }

    /// The static evaluation of a position for the player to move.
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        self.prepare(pos);
        self.eval.as_mut().map_or(0, |e| e.evaluate(pos))
    }

    /// The static score of each player in a position, in turn order (before comparing them).
    pub fn scores(&mut self, pos: &Position) -> Vec<i32> {
        self.prepare(pos);
        self.eval
            .as_mut()
            .map_or(Vec::new(), |e| e.per_player(pos).to_vec())
    }

    fn prepare(&mut self, pos: &Position) {
        if !self.eval.as_ref().is_some_and(|e| e.fits(pos)) {
            self.features = self.switches.in_game(pos.variant());
            self.tt.set_shared(self.features.buckets);
            self.eval = Some(Evaluator::with_features(pos.variant(), &self.features));
            self.memory = None;
            self.tt.clear();
        }
        if self.memory.is_none() {
            let (cells, players) = (
                pos.variant().geometry().len(),
                pos.variant().players().len(),
            );
            self.memory = Some(Memory::for_players(cells, players, self.features.gravity));
        }
    }

    /// The best move within the limits, or `None` when the game is over or there is no legal
    /// move.
    pub fn search(
        &mut self,
        pos: &Position,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<SearchResult> {
        self.run(pos, limits, clock, false, &mut |_| {})
    }

    /// As [`Searcher::search`], telling `progress` the result of every finished depth (with
    /// `exact`, every root move is scored, as [`Searcher::search_scored`] does).
    pub fn search_with_progress(
        &mut self,
        pos: &Position,
        limits: &Limits,
        clock: &dyn Clock,
        exact: bool,
        progress: &mut dyn FnMut(&SearchResult),
    ) -> Option<SearchResult> {
        self.run(pos, limits, clock, exact, progress)
    }

    /// As [`Searcher::search`], but every root move gets an exact score (slower: used by the
    /// weaker levels, which choose among scored moves).
    pub fn search_scored(
        &mut self,
        pos: &Position,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<SearchResult> {
        self.run(pos, limits, clock, true, &mut |_| {})
    }

    fn run(
        &mut self,
        pos: &Position,
        limits: &Limits,
        clock: &dyn Clock,
        exact: bool,
        progress: &mut dyn FnMut(&SearchResult),
    ) -> Option<SearchResult> {
        if pos.variant().has_dice() || pos.ended_by_rule().is_some() {
            return None;
        }
        let legal = pos.legal_moves();
        let all = legal.len();
        let mut moves = self.kept_at_root(legal);
        if moves.is_empty() {
            return None;
        }
        let restricted = moves.len() < all;
        self.prepare(pos);
        self.tt.new_search();
        let (Some(eval), Some(memory)) = (self.eval.as_mut(), self.memory.as_mut()) else {
            return None;
        };
        memory.age();
        let start = clock.now_ms();
        let sides = Sides::new(pos.variant(), pos.to_move());
        let salt = sides.salt;
        let selective =
            self.features.selective && !sides.paranoid() && pos.variant().players().len() > 2;
        let mut run = Run {
            sides,
            tt: &mut self.tt,
            memory,
            eval,
            clock,
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            deadline: limits.movetime_ms.map(|t| start.saturating_add(t)),
            stopped: false,
            path: Vec::with_capacity(MAX_PLY),
            features: self.features,
            selective,
            restricted,
            check_memo: None,
            guard_memo: None,
        };
        let tt_move = run.tt.probe(table_key(pos) ^ salt).and_then(|e| e.best);
        let how = run.sorting(tt_move.and_then(|id| id.find(&moves)), 0);
        order::sort(pos, run.eval, run.memory, &mut moves, how);
        let max_depth = limits.depth.unwrap_or(64).clamp(1, 64);
        let mut result = SearchResult {
            best: moves[0],
            score: 0,
            depth: 0,
            nodes: 0,
            pv: vec![moves[0]],
            root: Vec::new(),
        };
        for depth in 1..=max_depth {
            let found = run.iterate(pos, &mut moves, depth as i32, exact, result.score);
            let Some((best, score, scores)) = found else {
                break;
            };
            result.best = best;
            result.score = score;
            if run.stopped {
                break;
            }
            result.depth = depth;
            result.root = if exact { scores } else { Vec::new() };
            result.nodes = run.nodes;
            result.pv = principal_variation(run.tt, pos, result.best, salt);
            progress(&result);
            if score.abs() > MATE_BOUND && MATE - score.abs() <= depth as i32 {
                break;
            }
            if let (Some(deadline), Some(t)) = (run.deadline, limits.movetime_ms) {
                // An iteration takes several times the one before: do not start one that
                // cannot finish (unless the whole time is to be used: `full_time`).
                if !run.features.full_time && run.clock.now_ms() + t / 2 >= deadline {
                    break;
                }
            }
        }
        result.nodes = run.nodes;
        result.pv = principal_variation(&self.tt, pos, result.best, salt);
        Some(result)
    }
}

/// The moves the table gives from `pos`, starting with `best`, as long as they are legal.
/// The key of a position in the transposition table: its pieces and what else its score depends
/// on (the points of a points race, the captures of games that score them), so that two paths to
/// the same pieces with other points never share a score.
pub(super) fn table_key(pos: &Position) -> u64 {
    pos.key() ^ pos.evaluation_digest()
}

fn principal_variation(tt: &Table, pos: &Position, best: Move, salt: u64) -> Vec<Move> {
    let mut pv = vec![best];
    let mut cur = pos.play(&best);
    let mut seen = vec![pos.key()];
    while pv.len() < 16 && !seen.contains(&cur.key()) {
        seen.push(cur.key());
        let Some(id) = tt.probe(table_key(&cur) ^ salt).and_then(|e| e.best) else {
            break;
        };
        let Some(m) = id.find(&cur.legal_moves()) else {
            break;
        };
        pv.push(m);
        cur = cur.play(&m);
    }
    pv
}

/// What one iteration at the root found: the best move, its score, and the score of each root
/// move searched.
type Iteration = (Move, i32, Vec<(Move, i32)>);

/// One search: the shared state and the limits.
struct Run<'a> {
    sides: Sides,
    tt: &'a mut Table,
    memory: &'a mut Memory,
    eval: &'a mut Evaluator,
    clock: &'a dyn Clock,
    nodes: u64,
    node_limit: u64,
    deadline: Option<u64>,
    stopped: bool,
    /// Keys of the positions from the root to the parent of the current node.
    path: Vec<u64>,
    features: Features,
    /// The `selective` switch, in a game where it applies (two sides of several players).
    selective: bool,
    /// Whether only some of the legal moves are searched at the root (`set_root_moves`).
    restricted: bool,
    /// The key of the position whose check was last asked, and the answer (`Run::in_check`).
    check_memo: Option<(u64, bool)>,
    /// The same for the threat to a partner's royal piece (`Run::pressed`).
    guard_memo: Option<(u64, bool)>,
}

/// `ask(pos)`, answered from `memo` when it holds the answer for `pos` (by key), and kept there.
fn remembered(memo: &mut Option<(u64, bool)>, pos: &Position, ask: fn(&Position) -> bool) -> bool {
    let key = pos.key();
    if let Some((_, answer)) = memo.filter(|m| m.0 == key) {
        return answer;
    }
    let answer = ask(pos);
    *memo = Some((key, answer));
    answer
}

impl Run<'_> {
    /// Whether the player to move in `pos` is in check, remembered for the position last asked
    /// about: a move's position is asked once by the loop that reduces it and again by its node.
    fn in_check(&mut self, pos: &Position) -> bool {
        remembered(&mut self.check_memo, pos, Position::in_check)
    }

    /// Whether the player to move in `pos` must meet a threat as he would a check: he is in
    /// check, or (with `partner_guard`) the next player may take a royal piece of his partner
    /// ([`Position::partner_in_check`]). The search's choices (pruning, reductions, standing pat,
    /// the check extension) ask this; legality asks [`Run::in_check`].
    fn pressed(&mut self, pos: &Position) -> bool {
        if self.in_check(pos) {
            return true;
        }
        if !self.features.partner_guard {
            return false;
        }
        remembered(&mut self.guard_memo, pos, Position::partner_in_check)
    }

    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes & 127 == 0 {
            // The clock every 128 nodes: under a millisecond at this search's speed, so a
            // search stops within about a millisecond of its deadline.
            if let Some(d) = self.deadline {
                if self.clock.now_ms() >= d {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// How a node's moves are sorted.
    fn sorting(&self, tt_move: Option<Move>, ply: usize) -> Sorting {
        Sorting {
            tt_move,
            ply,
            exchanges: self.features.see_order,
            lazily: false,
            checks: self.features.check_order,
        }
    }

    /// How the moves of a node are sorted when they are walked in order (`order::Walk`): with
    /// `lazy_exchanges`, the exchange test left to the walk.
    fn walked_sorting(&self, tt_move: Option<Move>, ply: usize) -> Sorting {
        Sorting {
            lazily: self.features.lazy_exchanges,
            ..self.sorting(tt_move, ply)
        }
    }

    /// The static evaluation for the side to move.
    fn evaluate(&mut self, pos: &Position) -> i32 {
        let scores = self.eval.per_player(pos);
        self.eval.tables.w.tempo + self.sides.view(&scores, pos.to_move())
    }

    /// The score of `child` for the side to move in `pos`, searched with the window
    /// `alpha..beta` of that side: negated when the move passes the turn to the other side.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        child: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet: bool,
    ) -> i32 {
        let same = self.sides.same(pos.to_move(), child.to_move());
        match (same, quiet) {
            (true, true) => self.quiesce(child, alpha, beta, ply),
            (false, true) => -self.quiesce(child, -beta, -alpha, ply),
            (true, false) => self.negamax(child, depth, alpha, beta, ply, true),
            (false, false) => -self.negamax(child, depth, -beta, -alpha, ply, true),
        }
    }

    /// The score of a position where the game is over, for the player to move.
    fn terminal(&self, pos: &Position, ply: usize) -> i32 {
        match pos.outcome() {
            Outcome::Over { winners, .. } => {
                if winners.is_empty() {
                    0
                } else if winners.iter().any(|&w| self.sides.same(w, pos.to_move())) {
                    MATE - ply as i32
                } else {
                    -(MATE - ply as i32)
                }
            }
            Outcome::Ongoing => 0,
        }
    }

    /// Whether the position already occurred on the search path since the last irreversible move.
    fn repeated(&self, pos: &Position) -> bool {
        let key = pos.key();
        let n = self.path.len();
        let reach = (pos.halfmove_clock() as usize).min(n);
        (1..=reach).any(|back| self.path[n - back] == key)
    }

    /// A node of the full search, in numbered steps: (1) quiescence at the leaves; (2) the
    /// budget, the game's end and repetition; (3) the transposition table; (4) the static
    /// cut-off; (5) the null move; (6) the moves, sorted and searched (`moves.rs`: reductions
    /// and pruning per move); (7) the result stored.
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        // 1. At the leaves, quiescence.
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        // 2. The budget, the end of the game by rule, a repetition on the search path.
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if pos.ended_by_rule().is_some() {
            return self.terminal(pos, ply);
        }
        if self.repeated(pos) {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        // 3. A result of the table that settles the node.
        let key = table_key(pos);
        let entry = self.tt.probe(key ^ self.sides.salt);
        let tt_move = entry.and_then(|e| e.best);
        if let Some(e) = entry.filter(|e| e.depth >= depth) {
            let s = from_tt(e.score, ply);
            if e.bound.settles(s, (alpha, beta)) {
                return s;
            }
        }
        // 4. The static cut-off (`prune.rs`).
        let in_check = self.in_check(pos);
        let pressed = self.pressed(pos);
        // The static score, once asked for.
        let mut stand = None;
        if let Some(s) = self.static_cutoff(pos, depth, (alpha, beta), pressed, &mut stand) {
            return s;
        }
        // 5. The null move: passing still beats beta, so the node fails high.
        if allow_null
            && self.features.null_move
            && (self.features.null_boards || pos.variant().transfer.is_none())
            && !self.sides.paranoid()
            && !pressed
            && depth >= 3
            && beta.abs() < MATE_BOUND
            && self.has_officers(pos)
            && self.static_score(pos, &mut stand) >= beta
        {
            let reduction = if depth > 6 { 3 } else { 2 };
            let child = pos.play(&Move::pass());
            self.path.push(key);
            let d = depth - 1 - reduction;
            let s = if self.sides.same(pos.to_move(), child.to_move()) {
                self.negamax(&child, d, beta - 1, beta, ply + 1, false)
            } else {
                -self.negamax(&child, d, -beta, -beta + 1, ply + 1, false)
            };
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if s >= beta {
                return beta;
            }
        }
        let node = Node {
            depth,
            alpha,
            beta,
            ply,
            in_check: pressed,
            to_root: false,
            stand,
        };
        // 6a. Best-reply search: the moves of every opponent of the root player.
        if self.best_reply_node(pos) {
            self.path.push(key);
            let found = self.best_replies(pos, node, tt_move);
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if found.legal > 0 {
                let bound = Bound::of(found.best, (alpha, beta));
                let salted = key ^ self.sides.salt;
                self.tt.store(
                    salted,
                    found.best_move,
                    to_tt(found.best, ply),
                    depth,
                    bound,
                );
                return found.best;
            }
        }
        // 6. The moves, sorted, searched in order (their legality tested as they come, with
        // `lazy_search`).
        let lazy = self.features.lazy_search;
        let mut moves = if lazy {
            pos.pseudo_legal_moves()
        } else {
            pos.legal_moves()
        };
        if !lazy && moves.is_empty() {
            return self.terminal(pos, ply);
        }
        let how = self.walked_sorting(tt_move.and_then(|id| id.find(&moves)), ply);
        order::score_for_walk(pos, self.eval, self.memory, &moves, how);
        self.path.push(key);
        let mut found = self.search_moves(
            pos,
            &mut moves,
            how,
            lazy.then(|| pos.legality_knowing_check(in_check)),
            node,
        );
        if lazy && found.legal == 0 && !self.stopped {
            // No pseudo-legal move is legal: the rules say what the player may do instead.
            moves = pos.moves_when_stuck();
            if moves.is_empty() {
                self.path.pop();
                return self.terminal(pos, ply);
            }
            order::score_for_walk(pos, self.eval, self.memory, &moves, how);
            found = self.search_moves(pos, &mut moves, how, None, node);
        }
        self.path.pop();
        if self.stopped {
            return 0;
        }
        // 7. The result stored in the table.
        let (best, best_move) = (found.best, found.best_move);
        let bound = Bound::of(best, (alpha, beta));
        let salted = key ^ self.sides.salt;
        self.tt
            .store(salted, best_move, to_tt(best, ply), depth, bound);
        best
    }
}

//! The move loop of a node of the full search (`negamax` in `search.rs`): principal variation
//! search with late-move reductions, futility and move-count pruning, and the history's rewards
//! on a cut-off. With the `lazy_search` switch the loop is given the pseudo-legal moves and
//! tests each one's legality only when it comes to it; the legal moves it searches, and their
//! order, are those of the eager loop, so the tree is the same. With the `best_reply` switch, in
//! games of three or more sides scored by what is taken, a node where an opponent of the root
//! player is to move searches the moves of every opponent (best-reply search).

use super::Run;
use crate::ai::order::{is_tactical, Sorting, Walk};
use crate::ai::tt::MoveId;
use crate::position::{CheckTest, LegalityTest, Move, Position};

/// The depth and window of a node.
#[derive(Clone, Copy)]
pub(super) struct Node {
    /// Plies left.
    pub depth: i32,
    pub alpha: i32,
    pub beta: i32,
    /// Plies from the root.
    pub ply: usize,
    pub in_check: bool,
    /// Whether each move's child is carried on by passes to the root player's turn (the move
    /// loop of a best-reply node).
    pub to_root: bool,
    /// The node's static score, when it was asked for before the moves.
    pub stand: Option<i32>,
}

/// What a node's move loop found.
pub(super) struct Found {
    /// The best score (below the node's alpha when no move raised it).
    pub best: i32,
    pub best_move: Option<Move>,
    /// The legal moves met (searched or pruned).
    pub legal: usize,
}

impl Run<'_> {
    /// With `any_check`, in a game of more than two players (not `two`): whether the piece
    /// that `m` moves attacks the royal piece of an enemy where it lands, a check on any
    /// enemy and not only on the next player (`checks`: the node's check test, made once).
    fn checks_another<'p>(
        &self,
        pos: &'p Position,
        m: &Move,
        two: bool,
        checks: &mut Option<CheckTest<'p>>,
    ) -> bool {
        self.features.any_check
            && !two
            && checks
                .get_or_insert_with(|| pos.check_test())
                .gives_direct_check(m)
    }

    /// Searches `moves` of `pos`, scored as `how` says by `order::score_for_walk` (and walked in
    /// the order of their scores), all legal
    /// unless `legality` is given, which then decides which of them are. Stops at a cut-off, or
    /// when the search is stopped (the caller asks `self.stopped`).
    pub(super) fn search_moves(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        how: Sorting,
        mut legality: Option<LegalityTest>,
        node: Node,
    ) -> Found {
        let Node {
            depth,
            mut alpha,
            beta,
            ply,
            in_check,
            to_root,
            mut stand,
        } = node;
        let extension = i32::from(in_check && self.features.check_extension);
        let mut found = Found {
            best: -super::INF,
            best_move: None,
            legal: 0,
        };
        // Quiet moves met so far, and (with `gravity`) those searched.
        let mut quiets = 0;
        let mut tried: Vec<Move> = Vec::new();
        let mut walk = Walk::scored(moves, how);
        // Whether a move gives check is asked without playing it where that answers what the
        // position after it would (two players, no dice); the test starts at its first question.
        let two = pos.variant().players().len() == 2 && !pos.variant().has_dice();
        // What the table's key adds to a child's key, for fetching its slot early (as a guess,
        // the parent's digest: the child's differs only after a capture in a game of scores).
        let salt = pos.evaluation_digest() ^ self.sides.salt;
        let mut checks = None;
        while let Some(m) = walk.next(pos, self.eval, self.memory) {
            let m = &m;
            if legality.as_mut().is_some_and(|l| !l.allows(m)) {
                continue;
            }
            let i = found.legal;
            found.legal += 1;
            let tactical = is_tactical(pos, m);
            // Elsewhere the tests that may prune the move ask a preview of it whether it gives
            // check (in the games where settling the turn searches for legal moves, a move
            // pruned is never fully played).
            let mut after = None;
            // Captures and promotions.
            let sharp = tactical;
            let forcing = in_check || sharp;
            quiets += i32::from(!sharp);
            if i > 0
                && (self.futile(pos, (depth, i), (alpha, beta), forcing, &mut stand)
                    || self.late(depth, (alpha, beta), forcing, quiets)
                    || self.losing_badly(pos, (depth, (alpha, beta)), (in_check, sharp), m))
            {
                let check = if two {
                    let test = checks.get_or_insert_with(|| pos.check_test());
                    test.gives_check(m)
                } else {
                    let a = after.insert(pos.preview(m));
                    a.in_check()
                        || (self.features.partner_guard && a.partner_in_check())
                        || self.checks_another(pos, m, two, &mut checks)
                };
                if !check {
                    continue;
                }
            }
            // The child's slot of the table is fetched while the move is played.
            self.tt.prefetch(pos.key_guess(m) ^ salt);
            let child = match after {
                Some(after) => pos.play_previewed(m, after),
                None if two => pos.play(m),
                None => pos.play_previewed(m, pos.preview(m)),
            };
            let child = if to_root {
                self.passed_to_root(child)
            } else {
                child
            };
            self.tt.prefetch(super::table_key(&child) ^ self.sides.salt);
            let new_depth = depth - 1 + extension;
            let mut s;
            if i == 0 {
                s = self.child(pos, &child, new_depth, alpha, beta, ply + 1, false);
            } else {
                let reduce = !sharp
                    && !in_check
                    && !self.pressed(&child)
                    && !self.checks_another(pos, m, two, &mut checks);
                let r = if reduce {
                    let history = if self.features.history_lmr {
                        self.memory.history(m, pos.to_move())
                    } else {
                        0
                    };
                    self.reduction(depth, i, (alpha, beta), history)
                } else {
                    0
                };
                let (a1, d) = (alpha + 1, new_depth);
                s = self.child(pos, &child, d - r, alpha, a1, ply + 1, false);
                if s > alpha && r > 0 && !self.stopped {
                    s = self.child(pos, &child, d, alpha, a1, ply + 1, false);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = self.child(pos, &child, d, alpha, beta, ply + 1, false);
                }
            }
            if self.stopped {
                return found;
            }
            if self.features.gravity && !tactical && s < beta {
                tried.push(*m);
            }
            if s > found.best {
                found.best = s;
                found.best_move = Some(*m);
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        if !tactical {
                            let mover = pos.to_move();
                            self.memory.reward(m, mover, ply, depth);
                            for q in &tried {
                                self.memory.punish(q, mover, depth);
                            }
                        }
                        break;
                    }
                }
            }
        }
        found
    }
}

impl Run<'_> {
    /// Whether `pos` is a node of best-reply search: the `best_reply` switch, a search of three
    /// or more sides in a game scored by what is taken (where it was measured), an opponent of
    /// the root player to move.
    pub(super) fn best_reply_node(&self, pos: &Position) -> bool {
        self.features.best_reply
            && self.sides.paranoid()
            && pos.variant().scoring.is_some()
            && pos.to_move() != self.sides.root()
    }

    /// `pos` carried on by passes to the root player's turn (unless the game is over).
    pub(super) fn passed_to_root(&self, mut pos: Position) -> Position {
        let root = self.sides.root();
        let players = pos.variant().players().len();
        for _ in 0..players {
            if pos.to_move() == root || pos.ended_by_rule().is_some() {
                break;
            }
            pos = pos.play(&Move::pass());
        }
        pos
    }

    /// A node of best-reply search: the legal moves of each opponent of the root player from
    /// the one to move, each opponent reached by passes, every child carried on to the root
    /// player's turn; the best for the opponents (their side's score) over all of them.
    pub(super) fn best_replies(
        &mut self,
        pos: &Position,
        node: Node,
        tt_move: Option<MoveId>,
    ) -> Found {
        let mut found = Found {
            best: -super::INF,
            best_move: None,
            legal: 0,
        };
        let mut alpha = node.alpha;
        let mut cur = pos.clone();
        let root = self.sides.root();
        while cur.to_move() != root {
            let mut moves = cur.legal_moves();
            if !moves.is_empty() {
                let how = self.walked_sorting(tt_move.and_then(|id| id.find(&moves)), node.ply);
                crate::ai::order::score_for_walk(&cur, self.eval, self.memory, &moves, how);
                let node = Node {
                    alpha,
                    to_root: true,
                    // The static score of `pos` is not that of `cur`.
                    stand: None,
                    ..node
                };
                let f = self.search_moves(&cur, &mut moves, how, None, node);
                found.legal += f.legal;
                if f.best > found.best {
                    found.best = f.best;
                    found.best_move = f.best_move;
                }
                alpha = alpha.max(f.best);
                if self.stopped || alpha >= node.beta {
                    break;
                }
            }
            cur = cur.play(&Move::pass());
        }
        found
    }
}

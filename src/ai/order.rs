//! Move ordering: the move from the transposition table first, then captures by most valuable
//! victim and least valuable attacker (and promotions), then the killer moves of the ply, then
//! quiet moves by their history score.

use super::eval::Evaluator;
pub use super::see::victim_value;
use super::see::Exchange;
use crate::piece::Player;
use crate::position::{CheckTest, Move, Position};

/// The deepest ply the search tracks killers for.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
/// With `check_order`, a quiet move whose piece gives check comes before the other quiet
/// moves (after the killers), ordered among such moves by its history.
const CHECK: i32 = 1 << 21;
/// With `see_order`, a capture that loses material by exchanges comes after every quiet move.
const BAD_CAPTURE: i32 = -(1 << 21);
const HISTORY_CAP: i32 = 1 << 20;
/// With `gravity`, the bound of a history score either way: each reward or penalty moves the
/// score by its size times the share of the way left to the bound.
pub const GRAVITY_BOUND: i32 = 1 << 14;

/// Killer moves (two per ply) and the history table (per mover's cell of departure and
/// arrival; with `gravity`, per player too).
pub struct Memory {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    cells: usize,
    /// The `gravity` switch: a history per player, rewards and penalties bounded by
    /// [`GRAVITY_BOUND`].
    gravity: bool,
    exchange: Exchange,
    /// Scratch space of `sort`, kept between calls.
    keys: Vec<u64>,
    moves: Vec<Move>,
    /// Per ply, the keys of the moves of a node that [`score_for_walk`] scored and its
    /// [`Walk`] has not sorted yet.
    pending: Vec<Vec<u64>>,
}

impl Memory {
    /// Empty memory for a game with `cells` cells and `players` players; with `gravity` (the
    /// switch), a history of its own for each player, moved by rewards and penalties that
    /// shrink near [`GRAVITY_BOUND`].
    pub fn for_players(cells: usize, players: usize, gravity: bool) -> Memory {
        let tables = if gravity { players.max(1) } else { 1 };
        Memory {
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; tables * cells * cells],
            cells,
            gravity,
            exchange: Exchange::default(),
            keys: Vec::new(),
            moves: Vec::new(),
            pending: vec![Vec::new(); MAX_PLY],
        }
    }

    /// Whether the capture (or promotion) `m` loses material once the exchanges on its square
    /// are played out. Only a capturer worth more than what it wins is looked at further.
    pub fn loses_by_exchange(&mut self, pos: &Position, eval: &Evaluator, m: &Move) -> bool {
        if !Exchange::may_lose(pos, eval, m) {
            return false;
        }
        self.exchange.see(pos, eval, m) < 0
    }

    /// What the capture (or promotion) `m` wins once the exchanges on its square are played
    /// out (`see.rs`), or 0 when it cannot lose (the capturer worth no more than its gain).
    pub fn exchange_value(&mut self, pos: &Position, eval: &Evaluator, m: &Move) -> i32 {
        if !Exchange::may_lose(pos, eval, m) {
            return 0;
        }
        self.exchange.see(pos, eval, m)
    }

    /// Forgets the killers and halves the history (between searches).
    pub fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 2);
    }

    fn history_slot(&self, m: &Move, mover: Player) -> Option<usize> {
        let (a, b) = (m.from.index(), m.arrive.index());
        let table = if self.gravity { mover.index() } else { 0 };
        let slot = (table * self.cells + a) * self.cells + b;
        (a < self.cells && b < self.cells && slot < self.history.len()).then_some(slot)
    }

    /// Notes a quiet move of `mover` that caused a cut-off at `ply` after a search of `depth`.
    pub fn reward(&mut self, m: &Move, mover: Player, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(*m) {
                k[1] = k[0];
                k[0] = Some(*m);
            }
        }
        if let Some(i) = self.history_slot(m, mover) {
            let h = &mut self.history[i];
            if self.gravity {
                *h = gravity(*h, bonus(depth));
            } else {
                *h = (*h + depth * depth).min(HISTORY_CAP - 1);
            }
        }
    }

    /// With `gravity`: notes a quiet move of `mover` searched before another move caused a
    /// cut-off after a search of `depth` (without `gravity`, nothing).
    pub fn punish(&mut self, m: &Move, mover: Player, depth: i32) {
        if !self.gravity {
            return;
        }
        if let Some(i) = self.history_slot(m, mover) {
            self.history[i] = gravity(self.history[i], -bonus(depth));
        }
    }

    /// The history score of `mover`'s move `m`.
    pub fn history(&self, m: &Move, mover: Player) -> i32 {
        self.history_slot(m, mover).map_or(0, |i| self.history[i])
    }

    fn killer_rank(&self, m: &Move, ply: usize) -> Option<i32> {
        let k = self.killers.get(ply)?;
        if k[0] == Some(*m) {
            Some(2)
        } else if k[1] == Some(*m) {
            Some(1)
        } else {
            None
        }
    }
}

/// The size of `gravity`'s reward (and penalty) after a search of `depth`: 150 a ply less 100,
/// from 50 to 1,500.
fn bonus(depth: i32) -> i32 {
    (150 * depth - 100).clamp(50, 1500)
}

/// A history score `h` moved by `change`, by less the nearer it already is to the bound on that
/// side: `h + change - h × |change| / GRAVITY_BOUND`, which stays within the bound.
fn gravity(h: i32, change: i32) -> i32 {
    h + change - h * change.abs() / GRAVITY_BOUND
}

/// Whether a move captures or promotes: the moves quiescence looks at.
pub fn is_tactical(pos: &Position, m: &Move) -> bool {
    pos.is_tactical(m)
}

/// How a node's moves are to be sorted: the move from the table, the ply (for the killers),
/// whether the captures that lose by exchanges go after the quiet moves (`see_order`),
/// whether that test is left to the [`Walk`] of the moves (`lazily`, with `lazy_exchanges`)
/// and whether the quiet moves that give check come first among the quiet moves (`checks`,
/// with `check_order`).
#[derive(Clone, Copy)]
pub struct Sorting {
    pub tt_move: Option<Move>,
    pub ply: usize,
    pub exchanges: bool,
    pub lazily: bool,
    pub checks: bool,
}

/// Whether the sort counts `m` among the captures and promotions (scored by victim and
/// attacker, above the killers).
fn tactical(pos: &Position, eval: &Evaluator, m: &Move) -> bool {
    pos.is_capture(m) || m.promotion.is_some_and(|k| eval.value(k) > 0)
}

/// The moves of a node, sorted by [`sort`], in the order an eager sort gives them. When the
/// sort left the exchange test to the walk (`Sorting::lazily`), a capture (not the table's
/// move) that loses material by exchanges is put off when the walk comes to it and handed out
/// after all the others: where the eager sort puts such captures (after every quiet move), and
/// in the same order among themselves (by victim and attacker, then place). The captures after
/// a cut-off are never tested.
///
/// Made with [`Walk::scored`] after [`score_for_walk`], the walk sorts the moves itself, and
/// only when it needs to: the first move it hands out is the best by the keys scored, found
/// without sorting, and the rest are sorted when a second move is asked for.
pub struct Walk<'a> {
    moves: &'a mut [Move],
    how: Sorting,
    next: usize,
    put_off: Vec<Move>,
    later: usize,
    /// Whether the moves still wait to be sorted by the keys [`score_for_walk`] left for the
    /// ply of `how`.
    unsorted: bool,
}

impl<'a> Walk<'a> {
    /// A walk of `moves`, sorted by [`sort`].
    pub fn new(moves: &'a mut [Move], how: Sorting) -> Walk<'a> {
        Walk {
            moves,
            how,
            next: 0,
            put_off: Vec::new(),
            later: 0,
            unsorted: false,
        }
    }

    /// A walk of `moves`, scored by [`score_for_walk`] with the same `how` and not sorted.
    pub fn scored(moves: &'a mut [Move], how: Sorting) -> Walk<'a> {
        Walk {
            unsorted: true,
            ..Walk::new(moves, how)
        }
    }

    /// The move at place `i` of the sorted order: the best by its key when the moves are not
    /// sorted yet and `i` is 0, and otherwise from the moves, sorted first if they are not.
    fn at(&mut self, i: usize, memory: &mut Memory) -> Option<Move> {
        if self.unsorted {
            let Memory { pending, moves, .. } = memory;
            let keys = pending.get_mut(self.how.ply)?;
            if i == 0 {
                let best = keys.iter().min()?;
                return self
                    .moves
                    .get((best & u64::from(u32::MAX)) as usize)
                    .copied();
            }
            put_in_order(self.moves, keys, moves);
            self.unsorted = false;
        }
        self.moves.get(i).copied()
    }

    /// The next move of `pos`, if any is left.
    pub fn next(&mut self, pos: &Position, eval: &Evaluator, memory: &mut Memory) -> Option<Move> {
        self.next_unless(pos, eval, memory, |_| false)
    }

    /// The next move of `pos` for which `skipped` is false, if any is left: a move `skipped`
    /// calls true when the walk comes to it is left out, before any exchange test, and a
    /// put-off move is asked again when its turn comes. Of use when a skipped move would stay
    /// skipped later in the walk (as delta pruning's, alpha only rising).
    pub fn next_unless(
        &mut self,
        pos: &Position,
        eval: &Evaluator,
        memory: &mut Memory,
        mut skipped: impl FnMut(&Move) -> bool,
    ) -> Option<Move> {
        let how = self.how;
        while let Some(m) = self.at(self.next, memory) {
            self.next += 1;
            if skipped(&m) {
                continue;
            }
            let test = how.exchanges && how.lazily && how.tt_move != Some(m);
            if test && tactical(pos, eval, &m) && memory.loses_by_exchange(pos, eval, &m) {
                self.put_off.push(m);
                continue;
            }
            return Some(m);
        }
        while let Some(&m) = self.put_off.get(self.later) {
            self.later += 1;
            if !skipped(&m) {
                return Some(m);
            }
        }
        None
    }
}

/// Sorts `moves` best first; moves of the same score keep their order.
pub fn sort(
    pos: &Position,
    eval: &Evaluator,
    memory: &mut Memory,
    moves: &mut [Move],
    how: Sorting,
) {
    let mut keys = std::mem::take(&mut memory.keys);
    score_into(pos, (eval, memory), moves, how, &mut keys);
    put_in_order(moves, &mut keys, &mut memory.moves);
    memory.keys = keys;
}

/// Scores `moves` as [`sort`] does, now, and leaves their order to the [`Walk`] made with
/// [`Walk::scored`], which sorts them only if more than the first is asked for.
pub fn score_for_walk(
    pos: &Position,
    eval: &Evaluator,
    memory: &mut Memory,
    moves: &[Move],
    how: Sorting,
) {
    if memory.pending.len() <= how.ply {
        memory.pending.resize(how.ply + 1, Vec::new());
    }
    let mut keys = std::mem::take(&mut memory.pending[how.ply]);
    score_into(pos, (eval, memory), moves, how, &mut keys);
    memory.pending[how.ply] = keys;
}

/// The sort key of each of `moves`, in `keys` (emptied first).
fn score_into(
    pos: &Position,
    (eval, memory): (&Evaluator, &mut Memory),
    moves: &[Move],
    how: Sorting,
    keys: &mut Vec<u64>,
) {
    keys.clear();
    let mut checks = how.checks.then(|| pos.check_test());
    keys.extend(moves.iter().enumerate().map(|(i, m)| {
        let score = score(pos, (eval, memory), m, how, checks.as_mut());
        sort_key(score, i)
    }));
}

/// Puts `moves` in the order of their `keys` (sorted here), with `before` as scratch space.
fn put_in_order(moves: &mut [Move], keys: &mut [u64], before: &mut Vec<Move>) {
    // Every key is different (each holds its move's place), so an unstable sort gives the
    // order of a stable one.
    keys.sort_unstable();
    before.clear();
    before.extend_from_slice(moves);
    for (slot, key) in moves.iter_mut().zip(keys.iter()) {
        *slot = before[(key & u64::from(u32::MAX)) as usize];
    }
}

/// A key that sorts a move of score `score` at place `i` in increasing order: higher scores
/// first, and the earlier place first among equal scores. The score is mapped to an unsigned
/// number of the same order (its sign bit flipped), and that reversed.
fn sort_key(score: i32, i: usize) -> u64 {
    let ordered = (score as u32) ^ (1 << 31);
    (u64::from(!ordered) << 32) | i as u64
}

/// The score `sort` gives the move `m`; `checks`, with `Sorting::checks`, tells the quiet
/// moves that give check.
fn score(
    pos: &Position,
    (eval, memory): (&Evaluator, &mut Memory),
    m: &Move,
    how: Sorting,
    checks: Option<&mut CheckTest>,
) -> i32 {
    let Sorting {
        tt_move,
        ply,
        exchanges,
        lazily,
        checks: _,
    } = how;
    if tt_move == Some(*m) {
        return TT_MOVE;
    }
    let promotion = m.promotion.map_or(0, |k| eval.value(k));
    if tactical(pos, eval, m) {
        let attacker = pos.piece_at(m.from).map_or(0, |p| {
            let def = pos.variant().piece(p.kind);
            if def.royal {
                2000
            } else {
                eval.value(p.kind)
            }
        });
        let value = 16 * (victim_value(pos, eval, m) + promotion) - attacker / 8;
        if exchanges && !lazily && memory.loses_by_exchange(pos, eval, m) {
            return BAD_CAPTURE + value;
        }
        return CAPTURE + value;
    }
    if let Some(rank) = memory.killer_rank(m, ply) {
        return KILLER + rank;
    }
    let history = memory.history(m, pos.to_move());
    if checks.is_some_and(|t| t.gives_direct_check(m)) {
        return CHECK + history;
    }
    history
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reward and penalty of `gravity` at points counted by hand: 150 a ply less 100 within
    /// 50 and 1,500; a score moved by the part of the change its distance to the bound leaves
    /// (8,192 + 1,500 - 8,192 × 1,500 / 16,384 = 8,942), never past the bound.
    #[test]
    fn gravity_counted_by_hand() {
        assert_eq!(
            (bonus(0), bonus(1), bonus(3), bonus(10), bonus(11)),
            (50, 50, 350, 1400, 1500)
        );
        assert_eq!(gravity(0, 500), 500);
        assert_eq!(gravity(8192, 1500), 8942);
        assert_eq!(gravity(8192, -1500), 8192 - 1500 - 750);
        assert_eq!(gravity(GRAVITY_BOUND, 1500), GRAVITY_BOUND);
        assert_eq!(gravity(-GRAVITY_BOUND, -1500), -GRAVITY_BOUND);
        let mut h = 0;
        for _ in 0..1000 {
            h = gravity(h, 1500);
            assert!(h <= GRAVITY_BOUND);
        }
    }

    /// With `gravity` each player has a history of his own, and the quiet moves searched before
    /// a cut-off lose; without it the players share one table that only gains.
    #[test]
    fn the_history_with_gravity_is_per_player_and_falls() {
        let chess = crate::variant::build("chess", &[]).unwrap();
        let pos = Position::start(&chess);
        let moves = pos.legal_moves();
        let (m, other) = (moves[0], moves[1]);
        let (white, black) = (Player(0), Player(1));
        let mut shared = Memory::for_players(64, 2, false);
        shared.reward(&m, white, 0, 3);
        shared.punish(&other, white, 3);
        assert_eq!(
            (shared.history(&m, white), shared.history(&m, black)),
            (9, 9)
        );
        assert_eq!(shared.history(&other, white), 0);
        let mut own = Memory::for_players(64, 2, true);
        own.reward(&m, white, 0, 3);
        own.punish(&other, white, 3);
        assert_eq!((own.history(&m, white), own.history(&m, black)), (350, 0));
        assert_eq!(own.history(&other, white), -350);
        own.reward(&m, white, 0, 3);
        assert_eq!(
            own.history(&m, white),
            350 + 350 - 350 * 350 / GRAVITY_BOUND
        );
    }

    /// The sort keys order by score, highest first, then by place, across the whole range of
    /// scores (the sign of a score does not upset the order).
    #[test]
    fn sort_keys_put_higher_scores_first_then_earlier_places() {
        let scored = [
            (5, 0),
            (i32::MIN, 1),
            (-3, 2),
            (5, 3),
            (i32::MAX, 4),
            (0, 5),
            (-3, 6),
        ];
        let mut keys: Vec<u64> = scored.iter().map(|&(s, i)| sort_key(s, i)).collect();
        keys.sort_unstable();
        let places: Vec<u64> = keys.iter().map(|k| k & 0xffff_ffff).collect();
        assert_eq!(places, [4, 0, 3, 5, 2, 6, 1]);
    }

    /// With `checks` (the switch `check_order`) the rook's quiet check Ra8+ comes first; without
    /// it, the rook's moves keep the order they were generated in, Ra8 after other rook moves.
    #[test]
    fn quiet_checks_come_first_with_check_order() {
        let chess = crate::variant::build("chess", &[]).unwrap();
        let pos = Position::from_text(&chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let eval = Evaluator::new(&chess);
        let mut memory = Memory::for_players(chess.geometry().len(), 2, false);
        for checks in [false, true] {
            let mut moves = pos.legal_moves();
            let how = Sorting {
                tt_move: None,
                ply: 0,
                exchanges: true,
                lazily: false,
                checks,
            };
            sort(&pos, &eval, &mut memory, &mut moves, how);
            let first = crate::notation::san::san(&pos, &moves[0]);
            assert_eq!(first == "Ra8+", checks, "{first}");
        }
    }

    /// An Alice position where the rook on d1 can take the pawn on d5, which lands it on board B
    /// beside a pawn that guards it there, and the pawn on f3 can take the knight on e4; with
    /// the game and an evaluator.
    fn rook_and_guarded_pawn() -> (std::sync::Arc<crate::variant::Variant>, Position, Evaluator) {
        let alice = crate::variant::build("alice", &[]).unwrap();
        let text = "alice:4k3/8/8/3p4/4n3/5P2/8/3RK3;8/8/2p5/8/8/8/8/8 w - - 0 1";
        let pos = Position::from_text(&alice, text).unwrap();
        let eval = Evaluator::new(&alice);
        (alice, pos, eval)
    }

    /// A walk of moves scored but not sorted (`score_for_walk`, `Walk::scored`) hands them out
    /// in the order `sort` gives, even when the history changes after the first move (the
    /// scores are taken before it).
    #[test]
    fn a_scored_walk_gives_the_order_of_the_sort() {
        let (alice, pos, eval) = rook_and_guarded_pawn();
        let mut memory = Memory::for_players(alice.geometry().len(), 2, false);
        let moves = pos.legal_moves();
        // Some quiet moves get a history first, so the order is not that of generation.
        for (i, m) in moves.iter().enumerate().filter(|(i, _)| i % 3 == 1) {
            memory.reward(m, pos.to_move(), 40, 2 + i as i32);
        }
        let how = Sorting {
            tt_move: moves.last().copied(),
            ply: 3,
            exchanges: true,
            lazily: false,
            checks: false,
        };
        let mut sorted = moves.clone();
        sort(&pos, &eval, &mut memory, &mut sorted, how);
        let mut scored = moves.clone();
        score_for_walk(&pos, &eval, &mut memory, &scored, how);
        let mut walk = Walk::scored(&mut scored, how);
        let mut walked = vec![walk.next(&pos, &eval, &mut memory).unwrap()];
        // The history changes after the first move, as a search of it would change it: the
        // later a move was generated, the more it gains.
        for (i, m) in moves.iter().enumerate() {
            memory.reward(m, pos.to_move(), 41, 3 * i as i32 + 1);
        }
        while let Some(m) = walk.next(&pos, &eval, &mut memory) {
            walked.push(m);
        }
        assert_eq!(walked[0], moves[moves.len() - 1], "the table's move first");
        assert_eq!(walked, sorted);
        // A sort now would give another order: the walk kept the scores it started with.
        let mut now = moves.clone();
        sort(&pos, &eval, &mut memory, &mut now, how);
        assert_ne!(now, sorted);
    }

    /// With `see_order` the rook's capture of a pawn guarded by a pawn on board B (where the
    /// rook lands) comes after every quiet move; the pawn capture of the knight stays first.
    /// Without it, both captures come before the quiet moves.
    #[test]
    fn captures_that_lose_by_exchange_come_last() {
        let (alice, pos, eval) = rook_and_guarded_pawn();
        let named = |moves: &[Move]| -> Vec<String> {
            moves
                .iter()
                .map(|m| crate::notation::san::san(&pos, m))
                .collect()
        };
        for exchanges in [false, true] {
            let mut memory = Memory::for_players(alice.geometry().len(), 2, false);
            let mut moves = pos.legal_moves();
            let how = Sorting {
                tt_move: None,
                ply: 0,
                exchanges,
                lazily: false,
                checks: false,
            };
            sort(&pos, &eval, &mut memory, &mut moves, how);
            let names = named(&moves);
            assert!(names[0].starts_with("fxe4"), "{names:?}");
            let rook = names.iter().position(|n| n.starts_with("Rxd5")).unwrap();
            let expected = if exchanges { moves.len() - 1 } else { 1 };
            assert_eq!(rook, expected, "{names:?}");
            // Sorted without the test and walked with it: the same order.
            let how = Sorting {
                lazily: true,
                ..how
            };
            let mut lazy = pos.legal_moves();
            sort(&pos, &eval, &mut memory, &mut lazy, how);
            let rook = named(&lazy).iter().position(|n| n.starts_with("Rxd5"));
            assert_eq!(rook, Some(1), "the sort leaves the test to the walk");
            let mut walk = Walk::new(&mut lazy, how);
            let mut walked = Vec::new();
            while let Some(m) = walk.next(&pos, &eval, &mut memory) {
                walked.push(m);
            }
            assert_eq!(named(&walked), names);
        }
    }
}

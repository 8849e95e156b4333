//! The evaluation: how good a position is for the player to move, in hundredths of a pawn. It is
//! driven by the game's data, never by its id:
//! - material, from the `value` of each piece in the catalogue;
//! - centralisation, computed from each cell's coordinates on its board, weighted by how the
//!   piece moves (leapers gain most from the centre);
//! - pawn advancement, from the number of forward steps to the game's promotion zone;
//! - mobility, from the pieces' own movement atoms on their own board;
//! - king safety (games with check): enemy attacks on the cells around each royal piece, and the
//!   pawns in front of it;
//! - games with a transfer between boards (the Alice family): which board pieces and kings stand
//!   on (`boards.rs`).

use super::boards::board_terms;
use super::eval_cache::{self as cache, ScoreCache};
use super::features::Features;
use super::reach::{ReachTable, Words, CELLS};
use super::standing::standing_terms;
pub(crate) use super::tables::Tables;
use super::threats::count_threats;
use super::weights::{tuned, Weights};
use crate::geometry::{Cell, CellSet, Delta};
use crate::piece::{Facing, Piece, PieceKind, Player};
use crate::position::{Position, MAX_PLAYERS};
use crate::variant::Variant;
use std::sync::Arc;

/// The evaluation, with scratch space reused between calls.
pub(crate) struct Evaluator {
    pub tables: Tables,
    /// Per player, per cell: how many of that player's pieces reach the cell.
    attacks: Vec<Vec<u8>>,
    /// Per cell: the owner of the piece there, for the walks of [`ReachTable`].
    owners: Vec<u8>,
    /// The pieces of the position evaluated, with their cells.
    pieces: Vec<(Cell, Piece)>,
    /// The royal pieces among them.
    royals: Vec<(Cell, Piece)>,
    /// Per player, the cells around his enemies' royal pieces (games with check).
    zones: Vec<CellSet>,
    /// Per player, the cells of his enemies' pieces (for the reach from the words of a board).
    prey: Vec<CellSet>,
    /// Per player, the cells of his enemies' royal pieces (with the weight
    /// `leaper_near_royal`).
    enemy_royals: Vec<CellSet>,
    /// Scores already computed, by position key (see [`Evaluator::per_player`]); empty in games
    /// whose evaluation depends on more.
    cache: ScoreCache,
    /// A points race evaluated as one (the `race_eval` switch): the points count, and dead
    /// pieces only block.
    pub(crate) race: bool,
    /// A royal piece is worth [`ROYAL_VICTIM`] as a victim (the `royal_victims` switch, in games
    /// where taking a king is a move).
    pub(crate) royal_victims: bool,
}

/// The worth of a royal piece as a victim with `royal_victims`: the exchange evaluation's
/// worth of a royal piece, more than all the other pieces of a side together.
pub(crate) const ROYAL_VICTIM: i32 = 20_000;

/// Counts a piece of kind `k` standing on its cell: a royal piece among the `royals`, a piece
/// other than a pawn in `material_left` (the game phase); a pawn in neither.
fn tally(
    k: &super::tables::KindInfo,
    (c, p): (Cell, Piece),
    royals: &mut Vec<(Cell, Piece)>,
    material_left: &mut i32,
) {
    if !k.pawn {
        if k.royal {
            royals.push((c, p));
        } else {
            *material_left += k.value;
        }
    }
}

/// The score of each player, in turn order: the first `len` of `scores`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Scores {
    scores: [i32; MAX_PLAYERS],
    len: usize,
}

impl Scores {
    /// Every player at 0, for `n` players (at most [`MAX_PLAYERS`]).
    fn zero(n: usize) -> Scores {
        Scores {
            scores: [0; MAX_PLAYERS],
            len: n.min(MAX_PLAYERS),
        }
    }
}

impl std::ops::Deref for Scores {
    type Target = [i32];
    fn deref(&self) -> &[i32] {
        &self.scores[..self.len]
    }
}

impl std::ops::DerefMut for Scores {
    fn deref_mut(&mut self) -> &mut [i32] {
        &mut self.scores[..self.len]
    }
}

/// The king danger of two enemies attacking the cells around a king, with the switch
/// `converging` where the weights leave it out.
const CONVERGING: i32 = 120;

/// The worth of a duel won (Blocking Double Chess), for its winner; its loser loses as much.
const DUEL_WIN: i32 = 5000;

impl Evaluator {
    /// An evaluator for a game, with the default switches.
    #[cfg(test)]
    pub fn new(variant: &Arc<Variant>) -> Evaluator {
        Evaluator::with_features(variant, &Features::default())
    }

    /// An evaluator for a game, with the evaluation terms of these switches of the search.
    pub fn with_features(variant: &Arc<Variant>, features: &Features) -> Evaluator {
        let mut weights = if features.tuned {
            tuned(variant, features.own_labels).unwrap_or_default()
        } else {
            Weights::default()
        };
        if features.converging && weights.converging == 0 {
            weights.converging = CONVERGING;
        }
        if features.king_attack {
            weights.steepen_danger();
        }
        let mut e = Evaluator::with_weights(variant, &weights);
        e.race = features.race_eval && variant.points_race.on;
        e.royal_victims = features.royal_victims && variant.elimination.king_capture;
        e
    }

    /// An evaluator for a game, with these numbers.
    pub fn with_weights(variant: &Arc<Variant>, w: &Weights) -> Evaluator {
        let tables = Tables::new(variant, w);
        let n = variant.players().len();
        let cells = variant.geometry().len();
        Evaluator {
            tables,
            attacks: vec![vec![0; cells.max(CELLS)]; n],
            owners: vec![0; cells.max(CELLS)],
            pieces: Vec::with_capacity(cells),
            royals: Vec::new(),
            zones: vec![CellSet::EMPTY; n],
            prey: vec![CellSet::EMPTY; n],
            enemy_royals: vec![CellSet::EMPTY; n],
            cache: ScoreCache::new(by_pieces_alone(variant) && n <= cache::PLAYERS),
            race: false,
            royal_victims: false,
        }
    }

    /// Whether this evaluator was built for the game of `pos`.
    pub fn fits(&self, pos: &Position) -> bool {
        Arc::ptr_eq(&self.tables.variant, pos.variant())
    }

    /// The piece value of a kind (0 for a kind outside the catalogue).
    pub fn value(&self, kind: crate::piece::PieceKind) -> i32 {
        self.tables.kinds.get(kind.index()).map_or(0, |k| k.value)
    }

    /// Whether a piece of `pos` counts for nothing but a blocker: a dead piece of a points race
    /// evaluated as one.
    #[inline]
    pub fn lifeless(&self, pos: &Position, p: Piece) -> bool {
        self.race && pos.is_lifeless(p)
    }

    /// The worth of a piece of `pos` as a victim: its value, 0 when it is dead, and
    /// [`ROYAL_VICTIM`] for a royal piece with `royal_victims`.
    pub fn worth(&self, pos: &Position, p: Piece) -> i32 {
        if self.lifeless(pos, p) {
            0
        } else if self.royal_victims
            && self
                .tables
                .kinds
                .get(p.kind.index())
                .is_some_and(|k| k.royal)
        {
            ROYAL_VICTIM
        } else {
            self.value(p.kind)
        }
    }

    /// The score of `pos` for the player to move, his friends' scores added and his enemies'
    /// taken away.
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        let v = self.tables.variant.clone();
        let me = pos.to_move();
        let mut total = self.tables.w.tempo;
        for (i, s) in self.per_player(pos).iter().enumerate() {
            let other = Player(i as u8);
            if !v.same_team(me, other) {
                total -= s;
            } else {
                total += s;
            }
        }
        total
    }

    /// The score of each player in `pos`, in turn order, before any comparison between them.
    /// A position whose key (with what was taken, in games that score captures, and the
    /// winners of duels) was seen recently gets the scores computed then, except in games of
    /// points.
    pub fn per_player(&mut self, pos: &Position) -> Scores {
        let key = pos.key() ^ pos.evaluation_digest();
        let n = self.tables.variant.players().len();
        if let Some(kept) = self.cache.get(key) {
            let mut s = Scores::zero(n);
            s.scores[..cache::PLAYERS].copy_from_slice(&kept);
            return s;
        }
        let mut pieces = std::mem::take(&mut self.pieces);
        let (count, material_left) = self.gather(pos, &mut pieces);
        let score = self.score_gathered(pos, &pieces[..count], material_left);
        self.pieces = pieces;
        self.cache.put(key, &score);
        score
    }

    /// Notes the pieces of `pos` with their cells at the start of `pieces` (grown to one entry
    /// per cell), the royal ones among them in `royals` and their owners in the map of owners,
    /// in one walk over the cells, and returns their number and the value of the pieces other
    /// than pawns and royal pieces (for the game phase).
    fn gather(&mut self, pos: &Position, pieces: &mut Vec<(Cell, Piece)>) -> (usize, i32) {
        let kinds = &self.tables.kinds;
        let cells = pos.cells();
        if pieces.len() < cells.len() {
            let nobody = Piece::new(PieceKind(0), Player(0), Facing::Up);
            pieces.resize(cells.len(), (Cell(0), nobody));
        }
        ReachTable::owners(&[], &mut self.owners);
        self.royals.clear();
        let mut count = 0;
        let mut material_left = 0;
        // Every game's cells fit in the set of occupied cells, walked in increasing order.
        debug_assert!(cells.len() <= CellSet::CAPACITY);
        for c in pos.occupied().iter() {
            let i = c.index();
            if let Some(p) = cells.get(i).copied().flatten() {
                // A dead piece blocks the others' reach, and counts for nothing else.
                self.owners[i] = p.owner.0;
                if self.race && pos.is_lifeless(p) {
                    continue;
                }
                if let Some(slot) = pieces.get_mut(count) {
                    *slot = (c, p);
                }
                count += 1;
                tally(
                    &kinds[p.kind.index()],
                    (c, p),
                    &mut self.royals,
                    &mut material_left,
                );
            }
        }
        (count, material_left)
    }

    /// [`Evaluator::per_player`], given the pieces of `pos` with their cells.
    #[cfg(test)]
    fn score_pieces(&mut self, pos: &Position, pieces: &[(Cell, Piece)]) -> Scores {
        ReachTable::owners(pieces, &mut self.owners);
        let pieces: Vec<(Cell, Piece)> = pieces
            .iter()
            .copied()
            .filter(|&(_, p)| !self.lifeless(pos, p))
            .collect();
        let pieces = &pieces[..];
        let t = &self.tables;
        let mut material_left = 0;
        self.royals.clear();
        for &(c, p) in pieces {
            tally(
                &t.kinds[p.kind.index()],
                (c, p),
                &mut self.royals,
                &mut material_left,
            );
        }
        self.score_gathered(pos, pieces, material_left)
    }

    /// [`Evaluator::per_player`], given the pieces of `pos` with their cells, the royal ones
    /// among them, their owners in the map of owners and the value of the pieces other than
    /// pawns and royal pieces.
    fn score_gathered(
        &mut self,
        pos: &Position,
        pieces: &[(Cell, Piece)],
        material_left: i32,
    ) -> Scores {
        let t = &self.tables;
        let v = &*t.variant;
        let geo = v.geometry();
        let n = v.players().len();
        if v.royalty.check {
            // The map of attacks, for the danger to royal pieces.
            for row in &mut self.attacks {
                row.fill(0);
            }
        }
        let mut score = Scores::zero(n);
        // The game phase, 256 at the start, 0 when only pawns and kings remain.
        let phase = (material_left * 256 / t.start_material).clamp(0, 256);
        let map = v.royalty.check;
        if map {
            note_zones(t, &self.royals, &mut self.zones);
        }
        let cells = t.centre.len();
        // Hide in the middle game, come out in the end game.
        let w = &t.w;
        let royal_centre = w.royal_centre_middle * phase + w.royal_centre_end * (256 - phase);
        let pawn_advance = w.pawn_advance_middle * 256 + w.pawn_advance_end * (256 - phase);
        let leapers = w.leaper_near_royal != 0;
        if leapers {
            note_enemy_royals(t, &self.royals, &mut self.enemy_royals, |at| {
                std::iter::once(at).collect()
            });
        }
        for (i, prey) in self.prey.iter_mut().enumerate() {
            *prey = pos.occupied_by(v.foes(Player(i as u8)));
        }
        for &(c, p) in pieces {
            let k = &t.kinds[p.kind.index()];
            let me = p.owner.index();
            let mut s = t.fixed[p.kind.index() * cells + c.index()];
            if k.royal {
                s += (t.centre[c.index()] * royal_centre) / 256;
            }
            if k.pawn {
                s += t.advance[me * cells + c.index()] * pawn_advance / 512;
                if w.pawn_far != 0 {
                    s += t.far[me * cells + c.index()] * w.pawn_far;
                }
            }
            if leapers {
                if let Some(near) = t.two_leaps(p, c) {
                    let royals = near.and(&self.enemy_royals[me]).len() as i32;
                    s += royals * w.leaper_near_royal;
                }
            }
            // A piece whose reach counts for nothing is walked only if it could reach the cells
            // around an enemy royal piece, for the map of attacks.
            let idle = k.mobility == 0 && !(map && t.reach.may_meet(c, p, &self.zones[me]));
            let row = &mut self.attacks[me];
            let reach = if idle {
                0
            } else {
                let words = Words {
                    occupied: pos.occupied(),
                    prey: &self.prey[me],
                    wanted: &self.zones[me],
                };
                t.reach
                    .reach(&t.variant, pos, &self.owners, c, p, row, &words)
            };
            s += reach * k.mobility;
            score[me] += s;
        }
        if w.threat != 0 {
            let mut counts = [0; MAX_PLAYERS];
            count_threats(t, pos, pieces, &mut counts[..n]);
            for (s, c) in score.iter_mut().zip(&counts) {
                *s += c * w.threat;
            }
        }
        if v.royalty.check {
            for &(c, p) in &self.royals {
                score[p.owner.index()] -= self.king_danger(pos, c, p) * phase / 256;
            }
        }
        if v.transfer.is_some() && geo.board_count() > 1 {
            let live: CellSet = if self.race {
                pieces.iter().map(|&(c, _)| c).collect()
            } else {
                *pos.occupied()
            };
            board_terms(t, pos, &self.royals, &live, phase, &mut score);
        }
        standing_terms(v, pos, pieces, self.race, &mut score);
        for d in pos.duels() {
            if let Some(w) = d.end.and_then(|e| e.winner) {
                // A duel won: its armies have left the board, the win stays.
                for p in d.players {
                    score[p.index()] += if p == w { DUEL_WIN } else { -DUEL_WIN };
                }
            }
        }
        score
    }

    /// How much danger a royal piece stands in: enemy pieces reaching the cells around it, less
    /// the shelter of its own pawns in front of it.
    fn king_danger(&self, pos: &Position, at: Cell, king: Piece) -> i32 {
        let t = &self.tables;
        let v = &*t.variant;
        let geo = v.geometry();
        let mut hits = 0usize;
        let mut attackers = 0;
        let zone = t.king_zone(at);
        for (p, row) in self.attacks.iter().enumerate() {
            if v.enemies(king.owner, Player(p as u8)) {
                let his = zone.iter().map(|c| row[c.index()] as usize).sum::<usize>();
                hits += his;
                attackers += (his > 0) as i32;
            }
        }
        // Two enemies closing in together (the partnership games' typical mate).
        let converging = if attackers >= 2 { t.w.converging } else { 0 };
        let fwd = king.facing.forward();
        let mut shelter = 0;
        for df in -1..=1 {
            let d = Delta::new(fwd.df + df * fwd.dr.abs(), fwd.dr + df * fwd.df.abs());
            let ahead = geo.step(at, d);
            let pawn_there = ahead
                .and_then(|c| pos.piece_at(c))
                .is_some_and(|p| p.owner == king.owner && t.kinds[p.kind.index()].pawn);
            if pawn_there {
                shelter += t.w.shelter;
            }
        }
        t.w.danger_of(hits) + converging - shelter
    }
}

/// Notes in `zones`, per player, the cells around the royal pieces of his enemies (`royals`,
/// with their cells), where [`Evaluator::king_danger`] counts his attacks.
fn note_zones(t: &Tables, royals: &[(Cell, Piece)], zones: &mut [CellSet]) {
    note_enemy_royals(t, royals, zones, |at| t.king_zone_set(at));
}

/// Notes in `sets`, per player, `cells(at)` of each royal piece of his enemies (`royals`, each
/// standing on its `at`): the cell itself, or the cells around it.
fn note_enemy_royals(
    t: &Tables,
    royals: &[(Cell, Piece)],
    sets: &mut [CellSet],
    cells: impl Fn(Cell) -> CellSet,
) {
    let v = &*t.variant;
    sets.fill(CellSet::EMPTY);
    for &(at, king) in royals {
        let noted = cells(at);
        for (p, set) in sets.iter_mut().enumerate() {
            if v.enemies(king.owner, Player(p as u8)) {
                *set = set.or(&noted);
            }
        }
    }
}

/// Whether the evaluation of a game's positions depends only on their pieces and what
/// [`Position::evaluation_digest`] sums up. In games of points for a win it depends on the
/// winners too, which the digest holds when the only winners are those decided at once
/// (Orwell Chess: no checkmate in a game with dice, and no way to win by elimination, freezing
/// or the removal of a mated army).
fn by_pieces_alone(v: &Variant) -> bool {
    let other_winners = !v.has_dice()
        || v.elimination.king_capture
        || v.freeze.on
        || v.mate_removal.on
        || v.scoring.is_some()
        || !v.duels.is_empty();
    !v.victory.scores || !other_winners
}

/// The static evaluation of one game with given numbers (and the default switches), for the
/// tuner.
pub struct WeightedEval {
    eval: Evaluator,
}

impl WeightedEval {
    /// The evaluation of `variant` with the numbers `w`, with the default switches.
    pub fn new(variant: &Arc<Variant>, w: &Weights) -> WeightedEval {
        let mut eval = Evaluator::with_weights(variant, w);
        // A points race is evaluated as one, as the search does by default (`race_eval`).
        eval.race = Features::default().race_eval && variant.points_race.on;
        WeightedEval { eval }
    }

    /// The score of `pos` for the player to move, in centipawns: his side's scores less the
    /// others' ([`Searcher::evaluate`](crate::ai::Searcher::evaluate)).
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        self.eval.evaluate(pos)
    }

    /// The score of `pos` for the player to move as a search of his own scores it at its root:
    /// in a game of two sides the same as [`WeightedEval::evaluate`], in a game of more his
    /// score against the others' (`Sides::view`: a blend of the best and the mean of theirs).
    pub fn as_searched(&mut self, pos: &Position) -> i32 {
        let mover = pos.to_move();
        let sides = super::sides::Sides::new(&self.eval.tables.variant, mover);
        let scores = self.eval.per_player(pos);
        self.eval.tables.w.tempo + sides.view(&scores, mover)
    }
}

#[cfg(test)]
mod tests {
    use super::super::reach::reach_by_atoms;
    use super::*;
    use crate::ai::Rng;
    use crate::variant;

    /// Calls `check` with each game's id, what `make` built for it and the positions of random
    /// games of it (`plies` positions per game, starting again when a game ends).
    fn along_random_games<S>(
        seed: u64,
        plies: usize,
        make: impl Fn(&Arc<Variant>) -> S,
        mut check: impl FnMut(&str, &mut S, &Position),
    ) {
        let mut rng = Rng::new(seed);
        for id in variant::ids() {
            let v = variant::build(id, &[]).expect("every listed game builds");
            let mut made = make(&v);
            let mut pos = Position::start(&v);
            for _ in 0..plies {
                if pos.needs_roll() {
                    pos = pos
                        .roll_from_seed(rng.next_u64())
                        .expect("a game with dice rolls");
                }
                check(id, &mut made, &pos);
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_over() {
                    pos = Position::start(&v);
                    continue;
                }
                pos = pos.play(&moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }

    /// Scores given from the cache, the second time a position is evaluated, are the scores
    /// computed afresh, along random games of every game.
    #[test]
    fn cached_scores_are_the_computed_ones() {
        let both = |v: &Arc<Variant>| (Evaluator::new(v), Evaluator::new(v));
        along_random_games(7, 200, both, |id, (cached, fresh), pos| {
            let first = cached.per_player(pos);
            let again = cached.per_player(pos);
            let pieces = pos.pieces();
            let computed = fresh.score_pieces(pos, &pieces);
            assert_eq!((&first, &again), (&computed, &computed), "{id}: {pos:?}");
        });
    }

    /// The scores of every player against those of a reference that walks every piece's atoms
    /// through the geometry (no rays, and every piece in the map of attacks, even one whose
    /// reach cannot come near an enemy royal piece), along random games of every game.
    #[test]
    fn scores_are_those_of_the_walk_over_the_atoms() {
        let both = |v: &Arc<Variant>| {
            let mut slow = Evaluator::new(v);
            slow.tables.reach.walk_every_piece_by_atoms();
            (Evaluator::new(v), slow)
        };
        along_random_games(29, 300, both, |id, (fast, slow), pos| {
            assert_eq!(fast.per_player(pos), slow.per_player(pos), "{id}: {pos:?}");
        });
    }

    /// The board terms counted from the sets of cells are those of the walk over every piece
    /// for each royal piece, along random games of every game.
    #[test]
    fn board_terms_from_sets_are_those_of_the_walk() {
        let mut seen = 0;
        let tables = |v: &Arc<Variant>| Tables::new(v, &Weights::default());
        along_random_games(31, 300, tables, |id, t, pos| {
            let n = pos.variant().players().len();
            let pieces = pos.pieces();
            let royal = |&(_, p): &(Cell, Piece)| t.kinds[p.kind.index()].royal;
            let royals: Vec<_> = pieces.iter().copied().filter(royal).collect();
            for phase in [0, 100, 256] {
                let (mut walked, mut counted) = (vec![0; n], vec![0; n]);
                super::super::boards::board_terms_walked(t, &pieces, phase, &mut walked);
                board_terms(t, pos, &royals, pos.occupied(), phase, &mut counted);
                assert_eq!(walked, counted, "{id}, phase {phase}: {pos:?}");
                seen += usize::from(walked.iter().any(|&s| s != 0));
            }
        });
        assert!(seen > 1000, "the terms were not 0 in {seen} cases");
    }

    /// Scores too large for the cache's 16-bit slots are computed again each time rather than
    /// cut short: with a queen worth 40,000 each side's score passes 32,767, and the second
    /// evaluation still gives the first one's scores.
    #[test]
    fn scores_beyond_the_cache_are_not_cut_short() {
        let v = variant::build("alice", &[]).expect("alice builds");
        let w = Weights::parse("value_Q 40000").expect("a weight");
        let mut e = Evaluator::with_weights(&v, &w);
        let pos = Position::start(&v);
        let first = e.per_player(&pos);
        let again = e.per_player(&pos);
        assert!(first.iter().all(|s| *s > i32::from(i16::MAX)), "{first:?}");
        assert_eq!(first, again);
    }

    /// A king whose surrounding cells two enemies attack (a Blue rook along the second rank, a
    /// Green rook down the g-file, around Red's king on h1) loses the `converging` weight scaled
    /// by the phase; with only the Blue rook, the weight changes nothing.
    #[test]
    fn two_enemies_around_a_king_add_the_converging_danger() {
        let v = variant::build("4pc-teams", &[]).expect("4pc-teams builds");
        let board = |green: &str| {
            format!(
                "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-x,x,x,4,yK,3,x,x,x/x,x,x,8,x,x,x/\
                 x,x,x,8,x,x,x/14/{green}/14/bK,13/13,gK/14/14/14/x,x,x,8,x,x,x/\
                 x,x,x,bR,7,x,x,x/x,x,x,4,rK,3,x,x,x"
            )
        };
        let with = Weights {
            converging: 120,
            ..Weights::default()
        };
        let red = |text: &str, w: &Weights| {
            let pos = Position::from_text(&v, text).expect("a legal position");
            Evaluator::with_weights(&v, w).per_player(&pos)[0]
        };
        let two = board("6,gR,7");
        let lost = red(&two, &Weights::default()) - red(&two, &with);
        assert!(lost > 0 && lost <= 120, "Red's score falls by {lost}");
        let one = board("14");
        assert_eq!(red(&one, &Weights::default()), red(&one, &with));
    }

    /// Every piece's reach along the rays (its count, and its map in games with check) against
    /// the walk of its atoms, in positions of random games of every game.
    #[test]
    fn rays_reach_what_the_atoms_reach_in_every_game() {
        let mut rng = Rng::new(13);
        for id in variant::ids() {
            let v = variant::build(id, &[]).expect("every listed game builds");
            let t = Tables::new(&v, &Weights::default());
            let cells = v.geometry().len().max(CELLS);
            let mut pos = Position::start(&v);
            let mut pieces = Vec::new();
            let mut owners = vec![0; cells];
            // Every cell's entry of the map is compared, so every cell is wanted.
            let every: CellSet = (0..CELLS).map(|i| Cell(i as u16)).collect();
            for _ in 0..300 {
                if pos.needs_roll() {
                    pos = pos
                        .roll_from_seed(rng.next_u64())
                        .expect("a game with dice rolls");
                }
                pos.pieces_into(&mut pieces);
                ReachTable::owners(&pieces, &mut owners);
                for &(c, p) in &pieces {
                    let (mut fast, mut slow) = (vec![0; cells], vec![0; cells]);
                    let prey = pos.occupied_by(v.foes(p.owner));
                    let words = Words {
                        occupied: pos.occupied(),
                        prey: &prey,
                        wanted: &every,
                    };
                    let n = t
                        .reach
                        .reach(&t.variant, &pos, &owners, c, p, &mut fast, &words);
                    assert_eq!(
                        n,
                        reach_by_atoms(&t.variant, &pos, c, p, &mut slow),
                        "{id}: {p:?} on {c:?}"
                    );
                    if v.royalty.check {
                        assert_eq!(fast, slow, "{id}: the map of {p:?} on {c:?}");
                    }
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_over() {
                    pos = Position::start(&v);
                    continue;
                }
                pos = pos.play(&moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }
}

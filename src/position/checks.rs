//! Whether a move gives check, without playing it: the move is made on a scratch copy of the
//! cells, in its two stages as [`Position::play`] makes it, and the royal pieces of the mover's
//! enemies are tested, then the cells are restored. A mate search asks this of every move of
//! the mating side (only a move that gives check can mate), and most moves do not: building
//! the position after each would cost far more.
//!
//! Most moves are answered without touching the cells, as legality tests answer most moves
//! by distance (`make.rs`): where the attack table has origins and one enemy player has royal
//! pieces, a move that changes no cell whose contents can decide an attack of the mover's
//! pieces on them ([`AttackTable::influence`]), and whose moving piece (or castling rook)
//! does not arrive on a cell from which it could capture on them
//! ([`AttackTable::origins_of`]), gives no check.
//!
//! [`AttackTable::influence`]: crate::piece::AttackTable::influence
//! [`AttackTable::origins_of`]: crate::piece::AttackTable::origins_of

mod escapes;

use super::royals::MAX_ROYALS;
use super::stages::{stage_one, stage_two, undo, Change};
use super::{LegalityTest, Move, Position, Special};
use crate::geometry::{Cell, CellSet};
use crate::piece::{Attackers, Piece, Player, Shape};
use crate::rules::check;

/// Tests of whether the moves of one position give check, sharing one scratch copy of its
/// cells (made at the first test).
pub struct CheckTest<'a> {
    pos: &'a Position,
    sq: Vec<Option<Piece>>,
    log: Vec<Change>,
    /// The royal pieces of the mover's enemies, owner and cell (the first `victim_count`).
    victim_list: [(Player, Cell); MAX_ROYALS],
    victim_count: u8,
    /// With the shortcut (see the module documentation): the cells whose change can open or
    /// close an attack on the victims' royal pieces.
    influence: Option<CellSet>,
    /// With the shortcut: the mover's pieces that could capture on the victims, gathered per
    /// line; after a move, a victim is attacked by one of them still in place or by a piece
    /// that arrived on a cell the move names.
    attackers: Option<Attackers>,
    /// Per group of lines of the attack table (the first few), once asked: the cells from
    /// which a piece capturing along them would now capture on one of the victims' royal
    /// pieces (`AttackTable::open_origins`).
    open: [Option<Option<CellSet>>; 8],
    /// Once asked: whether `royal_steps_out` answers for this position's game and victim.
    steps_answered: Option<bool>,
}

/// The pieces of a position that could attack `victim`'s pieces, the pieces of the players in
/// `inert` excepted, as its legality tests gathered them
/// ([`Position::legal_moves_gathering`]). They serve a position that it becomes by a move of
/// `victim` (pieces leave cells, the victim's move): the check tests there start from them
/// ([`Position::checkmates_from`]).
pub struct Gathering {
    pub(super) attackers: Attackers,
    pub(super) victim: Player,
    pub(super) inert: u8,
}

/// What the positions before a position gathered for its tests ([`Position::checkmates_from`]).
#[derive(Clone, Copy, Default)]
pub struct Gathered<'a> {
    /// The legality tests of the position before: the pieces of the player now to move, which
    /// start the check tests.
    pub before: Option<&'a Gathering>,
    /// The legality tests of the position two moves before, and the last move: the pieces of
    /// the other player, which start the legality tests of the player to move.
    pub two_before: Option<(&'a Gathering, &'a Move)>,
}

/// Adds to `attackers`, gathered against `victim` before the move `m` that led to `after`, the
/// pieces hostile to him that `m` brought to its cells.
fn arrivals(after: &Position, m: &Move, victim: Player, attackers: &mut Attackers) {
    let v = &*after.variant;
    let inert = after.inert();
    let table = v.attack_table();
    let cells = m.cells();
    for (i, &c) in cells.iter().enumerate() {
        if cells[..i].contains(&c) {
            continue;
        }
        if let Some(p) = after.piece_at(c) {
            if v.enemies(p.owner, victim) && inert & (1 << (p.owner.0 & 7)) == 0 {
                table.gather_arrival(attackers, c, p);
            }
        }
    }
}

impl Position {
    /// A test of the legality of the player to move's moves starting from the pieces gathered
    /// two moves before (`gathered`, then the last move `m`), when they are those it needs.
    pub(super) fn legality_after(
        &self,
        gathered: &Gathering,
        m: &Move,
    ) -> Option<LegalityTest<'_>> {
        let same = gathered.victim == self.to_move && gathered.inert == self.inert();
        if !same || !self.variant.royalty.check || self.kept_scratch().is_some() {
            return None;
        }
        let mut attackers = gathered.attackers.clone();
        arrivals(self, m, self.to_move, &mut attackers);
        Some(LegalityTest::with(
            self,
            self.scratch_from(Some(attackers), None),
        ))
    }

    /// A test of whether the player to move's pseudo-legal moves give check, one at a time
    /// (see [`CheckTest::gives_check`]).
    pub fn check_test(&self) -> CheckTest<'_> {
        self.check_test_from(None)
    }

    /// [`Position::check_test`], starting from the pieces `gathered` in the position before
    /// the last move when they are those it needs.
    pub(super) fn check_test_from(&self, gathered: Option<&Gathering>) -> CheckTest<'_> {
        let v = &*self.variant;
        let me = self.to_move;
        let mut victim_list = [(Player(0), Cell(0)); MAX_ROYALS];
        let mut victim_count = 0;
        for (owner, c) in self.royals.iter() {
            if v.enemies(me, owner) {
                victim_list[victim_count] = (owner, c);
                victim_count += 1;
            }
        }
        let victims = &victim_list[..victim_count];
        let one_victim = victims.first().map(|f| f.0).filter(|&first| {
            victims.iter().all(|&(o, _)| o == first)
                && v.zero_moves.is_none()
                && !v.elimination.king_capture
        });
        let attackers = one_victim.and_then(|victim| {
            let inert = self.inert();
            match gathered.filter(|g| g.victim == victim && g.inert == inert) {
                Some(g) => Some(g.attackers.clone()),
                None => self.attackers_of(victim, inert),
            }
        });
        let influence = attackers.as_ref().map(|attackers| {
            let cells = victims.iter().map(|&(_, c)| c);
            v.attack_table().influence(attackers, cells)
        });
        CheckTest {
            pos: self,
            sq: Vec::new(),
            log: Vec::new(),
            victim_list,
            victim_count: victim_count as u8,
            influence,
            attackers,
            open: [None; 8],
            steps_answered: None,
        }
    }
}

impl CheckTest<'_> {
    /// The royal pieces of the mover's enemies, owner and cell.
    #[inline]
    fn victims(&self) -> &[(Player, Cell)] {
        &self.victim_list[..self.victim_count as usize]
    }

    /// Whether the move `m` (pseudo-legal in the position, legality not tested) leaves a royal
    /// piece of an enemy of the mover attacked. In a game of two players this is what
    /// `pos.play(m).in_check()` answers for a legal move; a drop or a pass gives no check here.
    pub fn gives_check(&mut self, m: &Move) -> bool {
        let pos = self.pos;
        let v = &*pos.variant;
        if !v.royalty.check
            || self.victims().is_empty()
            || matches!(m.special, Special::Pass | Special::Place)
        {
            return false;
        }
        if self.cannot_check(m) {
            return false;
        }
        if self.sq.is_empty() {
            self.sq.extend_from_slice(&pos.squares);
        }
        let mut log = std::mem::take(&mut self.log);
        log.clear();
        let taken = self.sq.get(m.to.index()).copied().flatten();
        let mut check = false;
        if stage_one(v, m, &mut self.sq, &mut log).is_some() {
            stage_two(m, &mut self.sq, &mut log);
            super::elimination::remove_army(v, taken, pos.to_move, &mut self.sq, &mut log);
            let sq = &self.sq;
            // The sets of the cells the pieces stand on after the move, for the test without
            // the gathered attackers (which answers from them as `Position::attacked_here`).
            let mut occupancy = pos.occupancy;
            if self.attackers.is_none() {
                for change in &log {
                    occupancy.set(change.cell, sq[change.cell.index()]);
                }
            }
            let attacked = |owner: Player, c: Cell| match &self.attackers {
                Some(gathered) => {
                    let inert = pos.inert();
                    check::attacked_among(v, sq, c, owner, inert, Some(gathered))
                        || arrived_attacker(pos, sq, m, owner, c)
                }
                None => check::attacked_in_sets(
                    v,
                    sq,
                    c,
                    (owner, pos.inert()),
                    occupancy.all(),
                    |players| occupancy.of_players(players),
                ),
            };
            check = self.victims().iter().any(|&(owner, c)| {
                let still = sq[c.index()].is_some_and(|p| p.owner == owner);
                still && attacked(owner, c)
            });
        }
        undo(&mut self.sq, &mut log);
        self.log = log;
        check
    }

    /// The mover's pieces that could attack the victim in `after`, the position after his
    /// move `m`, as [`Position::scratch`] would gather them there for the victim to move: those
    /// gathered here (some of which may have left their cells) and those `m` brought. `None`
    /// when nothing was gathered here, or the victim is not to move in `after`.
    pub(crate) fn attackers_after(&self, after: &Position, m: &Move) -> Option<Attackers> {
        let mut attackers = self.attackers.clone()?;
        let victim = after.to_move;
        let ok = self
            .victims()
            .first()
            .is_some_and(|&(owner, _)| owner == victim)
            && after.inert() == self.pos.inert();
        if !ok {
            return None;
        }
        arrivals(after, m, victim, &mut attackers);
        Some(attackers)
    }

    /// The cells from which `p` could capture on one of the victims' royal pieces, whatever
    /// stands between (`None`: it could from anywhere, the table having no origins).
    /// (A few lookups in the attack table: not remembered.)
    fn reach_of(&self, p: Piece) -> Option<CellSet> {
        let table = self.pos.variant.attack_table();
        if let [(_, c)] = self.victims()[..] {
            return table.origins_of(p, c);
        }
        let mut cells = Some(CellSet::EMPTY);
        for &(_, c) in self.victims() {
            cells = cells.zip(table.origins_of(p, c)).map(|(a, b)| a.or(&b));
        }
        cells
    }

    /// Whether the move `m` gives check with the piece it moves (a check it uncovers is not
    /// looked for): [`CheckTest::gives_check`] asked only when the piece lands where it could
    /// capture on a victim, a test cheap enough for ordering moves.
    pub fn gives_direct_check(&mut self, m: &Move) -> bool {
        let lands = m.promotion.is_some() || self.reaches(self.pos.piece_at(m.from), m.arrive);
        lands && self.gives_check(m)
    }

    /// Whether the piece `p` on `at` could capture on a victim, whatever stands between (true
    /// when there is no piece, or when the table cannot tell).
    fn reaches(&self, p: Option<Piece>, at: Cell) -> bool {
        p.is_none_or(|p| self.reach_of(p).is_none_or(|cells| cells.contains(at)))
    }

    /// The shortcut of the module documentation: whether the move surely gives no check.
    fn cannot_check(&mut self, m: &Move) -> bool {
        let Some(influence) = self.influence else {
            return false;
        };
        let pos = self.pos;
        if let Special::Castle {
            rook_from,
            rook_arrive,
            ..
        } = m.special
        {
            if self.reaches(pos.piece_at(rook_from), rook_arrive) {
                return false;
            }
        }
        if m.cells().iter().any(|&c| influence.contains(c)) {
            return false;
        }
        // A promoted piece may face another way: tested by playing.
        m.promotion.is_none() && !self.reaches(pos.piece_at(m.from), m.arrive)
    }

    /// The cells where a move of the piece `p` on `from` gives check, if they can be told
    /// without generating its moves (its moves that give check are then those landing there;
    /// none may): with the shortcut, in a game without transfers or forced promotions, for a
    /// piece that is no pawn and whose atoms all move and capture alike by leaps or rides along
    /// directions that come in opposite pairs, standing off the cells of `influence`. Its moves
    /// land on the cells it could capture from onto `from` (the origins of `from` for it), and
    /// only a move landing on a cell of `influence` or one from which it could capture on a
    /// victim can give check; each such cell is tested with the piece put there, if its ride
    /// there is clear.
    pub(crate) fn checking_cells(&mut self, from: Cell, p: Piece) -> Option<CellSet> {
        let v = &*self.pos.variant;
        let influence = self.influence?;
        if v.transfer.is_some() || v.power.is_some() || influence.contains(from) {
            return None;
        }
        let table = v.attack_table();
        if v.piece(p.kind).pawn && !table.hops() {
            return self.pawn_checking_cells(from, p);
        }
        if !moves_both_ways(v.piece(p.kind)) {
            return None;
        }
        let (pos, geo) = (self.pos, v.geometry());
        let sq = &pos.squares;
        let now = |c: Cell| sq[c.index()];
        if !table.hops() {
            // Along lines without hops a piece arriving on a cell of `influence` only blocks (the
            // victims are not attacked now): it gives check from where it would capture on a
            // victim, its own cell being on none of its lines to them (it is off `influence`).
            let candidates = table.origins_of(p, from)?.and(&self.reach_of(p)?);
            if candidates.is_empty() {
                return Some(candidates);
            }
            let candidates = candidates.and(&self.open_of(p)?);
            // The cells only filter the moves generated: a leaper's are kept whole (a cell it
            // cannot land on keeps no move), a rider's where its ride there is clear (so that
            // it is passed over when none is).
            let leaps = v
                .piece(p.kind)
                .atoms
                .iter()
                .all(|a| a.shape == Shape::Leaper);
            if leaps {
                return Some(candidates);
            }
            let reached = candidates
                .iter()
                .filter(|&t| table.captures_from(geo, p, from, t, &now));
            return Some(reached.collect());
        }
        let reach = self.reach_of(p)?;
        let candidates = table.origins_of(p, from)?.and(&influence.or(&reach));
        let checks = candidates.iter().filter(|&t| {
            let after = |c: Cell| match c {
                _ if c == t => Some(p),
                _ if c == from => None,
                _ => sq[c.index()],
            };
            table.captures_from(geo, p, from, t, &now)
                && self.victims().iter().any(|&(owner, k)| {
                    k != t
                        && (reach.contains(t) && table.captures_from(geo, p, t, k, &after)
                            || influence.contains(t) && self.attacked_after(owner, k, &after))
                })
        });
        Some(checks.collect())
    }

    /// [`CheckTest::checking_cells`] for a pawn off `influence`, along lines without hops, that
    /// only leaps (and steps twice from its first cells) and cannot promote: a move of it gives
    /// check when it lands where it captures on a victim from, en passant captures aside (they
    /// empty another cell: tested one by one, as are the moves of a pawn that may promote and
    /// the swaps and jumps with a partner's pawn).
    fn pawn_checking_cells(&mut self, from: Cell, p: Piece) -> Option<CellSet> {
        let pos = self.pos;
        let v = &*pos.variant;
        let geo = v.geometry();
        let leaps = v
            .piece(p.kind)
            .atoms
            .iter()
            .all(|a| a.shape == Shape::Leaper);
        let partner = v.partner_pawns.swap || v.partner_pawns.jump;
        let open_ep = v.en_passant_lasts && !pos.open_en_passant().is_empty();
        if !leaps || partner || pos.ep.is_some() || open_ep {
            return None;
        }
        let reach = self.reach_of(p)?;
        let mut checks = CellSet::EMPTY;
        // Each cell the pawn may land on: none may promote; those in `reach` give check.
        let mut land = |t: Cell| {
            if reach.contains(t) {
                checks.insert(t);
            }
            !v.promotes_on(p.owner, t)
        };
        for atom in &v.piece(p.kind).atoms {
            for &d in &atom.deltas {
                if let Some(t) = geo.step(from, p.facing.turn(d)) {
                    if !land(t) {
                        return None;
                    }
                }
            }
        }
        if v.double_step_from(p.owner, from) {
            let forward = p.facing.forward();
            if let Some(t) = geo.step(from, forward).and_then(|c| geo.step(c, forward)) {
                if !land(t) {
                    return None;
                }
            }
        }
        Some(checks)
    }

    /// The cells from which `p` would now capture on one of the victims' royal pieces if it
    /// stood there (`AttackTable::open_origins`), remembered per group of lines.
    fn open_of(&mut self, p: Piece) -> Option<CellSet> {
        let v = &*self.pos.variant;
        let table = v.attack_table();
        let mut cells = CellSet::EMPTY;
        for &g in table.groups_of(p) {
            let group = match self.open.get(g as usize) {
                Some(Some(known)) => *known,
                _ => {
                    let sq = &self.pos.squares;
                    let at = |c: Cell| sq[c.index()];
                    let mut group = Some(CellSet::EMPTY);
                    for &(_, k) in self.victims() {
                        let more = table.open_origins(v.geometry(), g, k, &at);
                        group = group.zip(more).map(|(a, b)| a.or(&b));
                    }
                    if let Some(slot) = self.open.get_mut(g as usize) {
                        *slot = Some(group);
                    }
                    group
                }
            };
            cells = cells.or(&group?);
        }
        Some(cells)
    }

    /// Whether the victim `owner`'s royal piece on `target` is attacked by one of the gathered
    /// attackers, `at` telling what stands on each cell.
    fn attacked_after(
        &self,
        owner: Player,
        target: Cell,
        at: &impl Fn(Cell) -> Option<Piece>,
    ) -> bool {
        let v = &*self.pos.variant;
        let inert = self.pos.inert();
        let hostile = |q: Piece| v.enemies(q.owner, owner) && inert & (1 << (q.owner.0 & 7)) == 0;
        self.attackers.as_ref().is_none_or(|gathered| {
            v.attack_table()
                .attacked_by(v.geometry(), target, at, &hostile, gathered)
        })
    }
}

/// Whether a piece hostile to `victim` standing on a cell the move `m` names captures on
/// `target` (`sq`: the cells after the move): the pieces the move brought there.
fn arrived_attacker(
    pos: &Position,
    sq: &[Option<Piece>],
    m: &Move,
    victim: Player,
    target: Cell,
) -> bool {
    let v = &*pos.variant;
    let cells = m.cells();
    cells.iter().enumerate().any(|(i, &c)| {
        !cells[..i].contains(&c)
            && sq[c.index()].is_some_and(|p| {
                v.enemies(p.owner, victim)
                    && pos.inert() & (1 << (p.owner.0 & 7)) == 0
                    && v.attack_table()
                        .captures_from(v.geometry(), p, c, target, &|x: Cell| sq[x.index()])
            })
    })
}

/// Whether a piece is no pawn and every atom of it leaps or rides (no hops, no bent rides),
/// moves and captures alike, and has the opposite of each of its directions.
fn moves_both_ways(def: &crate::piece::PieceDef) -> bool {
    use crate::piece::{Mode, Shape};
    !def.pawn
        && def.atoms.iter().all(|a| {
            matches!(a.shape, Shape::Rider { .. } | Shape::Leaper)
                && a.mode == Mode::MoveOrCapture
                && a.deltas.iter().all(|d| a.deltas.contains(&d.reversed()))
        })
}

#[cfg(test)]
pub(super) mod tests {
    use crate::position::{Move, Position};
    use crate::variant;

    /// Calls `f` with the game's id, each position and its legal moves along `games` random
    /// games of `plies` plies of every two-player game with check, from `seed`.
    pub(in crate::position) fn along_random_games(
        seed: u64,
        games: usize,
        plies: usize,
        mut f: impl FnMut(&str, &Position, &[Move]),
    ) {
        for id in variant::ids() {
            let Ok(v) = variant::build(id, &[]) else {
                continue;
            };
            if v.players().len() != 2 || v.has_dice() || !v.royalty.check {
                continue;
            }
            let mut seed = seed ^ id.len() as u64;
            for _game in 0..games {
                let mut pos = Position::start(&v);
                for _ply in 0..plies {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    f(id, &pos, &moves);
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos = pos.play(&moves[(seed % moves.len() as u64) as usize]);
                }
            }
        }
    }

    /// Every two-player game with check: along random games, every legal move's test agrees
    /// with playing it and asking whether the other side is in check.
    #[test]
    fn agrees_with_playing_the_move() {
        let mut tested = 0;
        along_random_games(0x9e37_79b9_7f4a_7c15, 4, 60, |id, pos, moves| {
            let mut test = pos.check_test();
            for m in moves {
                let played = pos.play(m).in_check();
                assert_eq!(test.gives_check(m), played, "{id}: {m:?} in {pos:?}");
                tested += 1;
            }
        });
        assert!(tested > 10_000, "only {tested} moves tested");
    }
}

#[cfg(test)]
mod many_players_tests {
    use crate::position::Position;
    use crate::rules::check::attacked_unless;
    use crate::variant;

    /// In every game of more than two players with check, without dice and where a mated
    /// army stays on the board (elsewhere the position after the move has lost the army the
    /// test still sees): along random games, every legal move's test agrees with the walk
    /// through the geometry over the cells after the move is played: whether a royal piece of
    /// an enemy of the mover, still his, is attacked by a piece of an enemy of its owner that
    /// gives check.
    #[test]
    fn agrees_with_the_walk_after_the_move_in_games_of_more_players() {
        let (mut tested, mut checks, mut games) = (0, 0, 0);
        for id in variant::ids() {
            let Ok(v) = variant::build(id, &[]) else {
                continue;
            };
            if v.players().len() < 3 || v.has_dice() || !v.royalty.check || v.mate_removal.on {
                continue;
            }
            games += 1;
            let mut seed = 0x2545_f491_4f6c_dd1d_u64 ^ id.len() as u64;
            for _game in 0..3 {
                let mut pos = Position::start(&v);
                for _ply in 0..80 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mut test = pos.check_test();
                    let me = pos.to_move();
                    for m in &moves {
                        let after = pos.play(m);
                        let sq = after.cells();
                        let walked = pos.royals.iter().any(|(owner, c)| {
                            v.enemies(me, owner)
                                && sq[c.index()].is_some_and(|p| p.owner == owner)
                                && attacked_unless(&v, sq, c, owner, pos.inert())
                        });
                        assert_eq!(test.gives_check(m), walked, "{id}: {m:?} in {pos:?}");
                        tested += 1;
                        checks += usize::from(walked);
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos = pos.play(&moves[(seed % moves.len() as u64) as usize]);
                }
            }
        }
        assert!(
            games >= 4,
            "only {games} games of more than two players with check"
        );
        assert!(tested > 10_000, "only {tested} moves tested");
        assert!(checks > 100, "only {checks} checks among {tested} moves");
    }
}

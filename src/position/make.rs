//! Playing a move, in the two stages of `stages.rs`: first the move on the board where
//! it is played (captures, promotion, the castling rook, the en passant victim), then the transfer
//! to the arrival cells. Legality checks the mover's royal pieces after each stage: after the
//! first, those on the board of the move (Alice condition 1: a king may not step onto a square
//! attacked on its own board); after the second, all of them (condition 3). The arrival square
//! (condition 2) was checked by the move generator.
//!
//! Legality tests work on a scratch copy of the cells and undo their changes; playing a move
//! builds a new position and updates its key, royal list, rights and counters, and in games
//! with dice or shifting alliances the state kept in `turn.rs`.

use super::stages::{stage_one, stage_two, undo, Change};
use super::{EnPassant, Move, Position, Special};
use crate::geometry::{Cell, CellSet};
use crate::piece::{Attackers, Piece};
use crate::rules::DiceState;

/// What legality tests of one position's moves share: a copy of its cells, changed and restored
/// by each test, the log of the changes, and the pieces that could attack the player to move.
pub(crate) struct Scratch {
    /// The copy of the cells, made by the first test that plays a move (empty before: the
    /// position's own cells are the same).
    sq: Vec<Option<Piece>>,
    log: Vec<Change>,
    pub(crate) attackers: Option<Attackers>,
    /// No royal piece of the player to move is attacked, and the game has none of the rules
    /// that look beyond the cells a move changes (zero moves, owed relief).
    pub(super) quiet: bool,
    /// With `quiet`: the cells whose change could expose a royal piece of the player to move.
    danger: CellSet,
    /// With the player to move in check, in a game whose rules look at nothing but the cells
    /// (no zero moves, owed relief, king capture or points race): the cells whose contents
    /// decide the attacks on his royal pieces. A move of another piece that changes none of
    /// them leaves him in check. Found at the first test of such a move.
    holding: Holding,
}

/// [`Scratch::holding`]: not kept, not yet found, or found.
#[derive(Clone, Copy)]
enum Holding {
    No,
    Later,
    Cells(CellSet),
}

impl Scratch {
    /// A scratch copy that has not played a move yet, from what [`Scratch::facts`] gave.
    pub(super) fn from_facts(
        attackers: Option<Attackers>,
        quiet: bool,
        danger: CellSet,
    ) -> Scratch {
        Scratch {
            sq: Vec::new(),
            log: Vec::new(),
            attackers,
            quiet,
            danger,
            holding: Holding::No,
        }
    }

    /// What [`Position::scratch`] found before any test: the attackers, whether the player to
    /// move is out of check (with no rule looking beyond the cells a move changes), and the
    /// cells whose change could expose his royal pieces. The tests do not change them.
    pub(super) fn facts(self) -> (Option<Attackers>, bool, CellSet) {
        (self.attackers, self.quiet, self.danger)
    }
}

thread_local! {
    /// The log of the cells a move changes, lent to each move played on this thread in turn
    /// (a move played while another is being played gets a new one).
    static MOVE_LOG: std::cell::Cell<Vec<Change>> = const { std::cell::Cell::new(Vec::new()) };
}

impl Position {
    /// Whether every cell a move names exists.
    fn cells_exist(&self, m: &Move) -> bool {
        let n = self.squares.len();
        m.cells().iter().all(|c| c.index() < n)
    }

    /// Whether a pseudo-legal move leaves the mover's royal pieces safe after each stage.
    /// `scratch` must be this position's ([`Position::scratch`]); its cells are restored.
    pub(crate) fn legal_with(&self, m: &Move, scratch: &mut Scratch) -> bool {
        let v = &*self.variant;
        if !v.royalty.check || m.special == Special::Place {
            // A drop happens before play, when nothing can be attacked yet.
            return true;
        }
        let zero = if m.is_zero() { v.zero_moves } else { None };
        if zero.is_some_and(|z| !z.escape_check) && self.in_check() {
            // Ms. Alice: a zero move is never a way out of check, whichever piece makes it.
            return false;
        }
        if scratch.quiet && self.safe_by_distance(m, &self.squares, &scratch.danger) {
            return true;
        }
        let royal = || self.squares[m.from.index()].is_some_and(|p| v.piece(p.kind).royal);
        if let (Holding::Later, Some(attackers)) = (scratch.holding, &scratch.attackers) {
            if !royal() {
                let royals: Vec<Cell> = self.royals.of(self.to_move).collect();
                let cells = v.attack_table().holding(attackers, &royals);
                scratch.holding = Holding::Cells(cells);
            }
        }
        if let Holding::Cells(holding) = &scratch.holding {
            if !royal() && !m.cells().iter().any(|&c| holding.contains(c)) {
                return false;
            }
        }
        if scratch.sq.is_empty() {
            scratch.sq.extend_from_slice(&self.squares);
        }
        let mut log = std::mem::take(&mut scratch.log);
        log.clear();
        let ok = self.safe_after(m, zero, scratch, &mut log);
        undo(&mut scratch.sq, &mut log);
        scratch.log = log;
        ok
    }

    /// The two stages of [`Position::legal_with`] on the scratch cells, logged in `log`.
    #[inline]
    fn safe_after(
        &self,
        m: &Move,
        zero: Option<crate::rules::ZeroMoves>,
        scratch: &mut Scratch,
        log: &mut Vec<Change>,
    ) -> bool {
        let v = &*self.variant;
        let victim = scratch.sq.get(m.to.index()).copied().flatten();
        let Some(piece) = stage_one(v, m, &mut scratch.sq, log) else {
            return false;
        };
        let me = self.to_move;
        let royal = v.piece(piece.kind).royal;
        let moved = |c: Cell, dest: Cell| if royal && c == m.from { dest } else { c };
        let geo = v.geometry();
        let mut ok = true;
        let escapes = zero.is_some_and(|z| z.escape_check);
        if v.transfer.is_some() && !escapes {
            let board = geo.board_of(m.to);
            ok = self
                .royals
                .of(me)
                .map(|c| moved(c, m.to))
                .filter(|&c| geo.board_of(c) == board)
                .all(|c| !self.attacked_in(scratch, c));
        }
        if ok {
            stage_two(m, &mut scratch.sq, log);
            super::elimination::remove_army(v, victim, me, &mut scratch.sq, log);
            let gone = self.put_out_by(victim);
            // Taking a king where the first loss ends the game (chess.com's partnership game)
            // wins at once: a check the mover stands in no longer matters (4pchess plays so).
            let wins = victim.is_some_and(|k| {
                v.elimination.king_capture && v.elimination.first_loss_ends && v.piece(k.kind).royal
            });
            ok = wins
                || self
                    .royals
                    .of(me)
                    .map(|c| moved(c, m.arrive))
                    .all(|c| !self.attacked_in_unless(scratch, c, gone))
                    && self.relief_given(&scratch.sq);
        }
        ok
    }

    /// Whether a move is legal without playing it, when the mover is not in check (`sq` holds
    /// this position's cells): it moves no royal piece, takes none, and changes no cell in
    /// `danger`, so no line to a royal piece opens (see [`AttackTable::influence`]).
    ///
    /// [`AttackTable::influence`]: crate::piece::AttackTable::influence
    #[inline]
    fn safe_by_distance(&self, m: &Move, sq: &[Option<Piece>], danger: &CellSet) -> bool {
        let v = &*self.variant;
        let royal = |c: Cell| sq[c.index()].is_some_and(|p| v.piece(p.kind).royal);
        let quiet = |c: Cell| !danger.contains(c);
        match m.special {
            Special::None | Special::DoubleStep => {}
            Special::EnPassant { captured } if quiet(captured) => {}
            _ => return false,
        }
        !royal(m.from) && !royal(m.to) && quiet(m.from) && quiet(m.to) && quiet(m.arrive)
    }

    /// [`Position::scratch`] from `attackers`, the pieces that could attack the player to move
    /// as `rules::check::attackers` gathers them (in this position, or in one it became by
    /// pieces leaving cells); `check`: whether he is in check, when known.
    pub(crate) fn scratch_from(
        &self,
        attackers: Option<Attackers>,
        check: Option<bool>,
    ) -> Scratch {
        let v = &*self.variant;
        let mut scratch = Scratch {
            sq: Vec::new(),
            log: Vec::new(),
            attackers,
            quiet: false,
            danger: CellSet::EMPTY,
            holding: Holding::No,
        };
        if let Some(attackers) = &scratch.attackers {
            if v.zero_moves.is_none() && self.relief.is_none() {
                let me = self.to_move;
                let attacked = |c| self.attacked_in(&scratch, c);
                scratch.quiet = !check.unwrap_or_else(|| self.royals.of(me).any(attacked));
                if scratch.quiet {
                    // Only asked of a player out of check.
                    scratch.danger = v.attack_table().influence(attackers, self.royals.of(me));
                } else if !v.elimination.king_capture && !v.points_race.on {
                    scratch.holding = Holding::Later;
                }
            }
        }
        scratch
    }

    /// The cells `scratch` holds for this position: its copy, or, before the first test made
    /// one, the position's own.
    #[inline]
    pub(crate) fn scratch_cells<'a>(&'a self, scratch: &'a Scratch) -> &'a [Option<Piece>] {
        if scratch.sq.is_empty() {
            &self.squares
        } else {
            &scratch.sq
        }
    }

    /// A scratch copy without the shortcuts: every move is played on the cells and every royal
    /// piece checked by walking the lines (the reference the shortcuts are tested against).
    #[cfg(test)]
    pub(crate) fn plain_scratch(&self) -> Scratch {
        Scratch {
            sq: self.squares.clone(),
            log: Vec::with_capacity(8),
            attackers: None,
            quiet: false,
            danger: CellSet::EMPTY,
            holding: Holding::No,
        }
    }

    /// Every legal move of the player to move, grouped per piece. In a game with dice: none
    /// before the roll; after it, the moves of the pieces the unused dice allow, or only the
    /// pass when none of them has a move.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.variant.plain_words() {
            let mut moves = Vec::with_capacity(64);
            if self.word_legal_moves(&mut moves) {
                return moves;
            }
        }
        self.legal_moves_in(|| self.scratch())
    }

    /// [`Position::legal_moves`], with the legality tests on the scratch copy `scratch` makes.
    pub(crate) fn legal_moves_in(&self, scratch: impl FnOnce() -> Scratch) -> Vec<Move> {
        self.legal_moves_keeping(scratch).0
    }

    /// [`Position::legal_moves`], and the pieces that could attack the player to move as the
    /// legality tests gathered them (see [`super::Gathering`]).
    pub fn legal_moves_gathering(&self) -> (Vec<Move>, Option<super::Gathering>) {
        let (moves, scratch) = self.legal_moves_keeping(|| self.scratch());
        let gathering = scratch
            .and_then(|s| s.attackers)
            .map(|attackers| super::Gathering {
                attackers,
                victim: self.to_move,
                inert: self.inert(),
            });
        (moves, gathering)
    }

    /// [`Position::legal_moves_in`], and the scratch copy the tests used, if any.
    fn legal_moves_keeping(
        &self,
        scratch: impl FnOnce() -> Scratch,
    ) -> (Vec<Move>, Option<Scratch>) {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_moves(&mut moves);
        let mut kept = None;
        if self.variant.royalty.check {
            let mut scratch = scratch();
            moves.retain(|m| self.legal_with(m, &mut scratch));
            kept = Some(scratch);
        }
        if moves.is_empty() {
            self.stuck_moves(&mut moves);
        }
        (moves, kept)
    }

    /// What the player to move may do when none of the pseudo-legal moves is legal (or there is
    /// none): the rules' forced moves, or a pass where the game allows one; often nothing. This
    /// is what [`Position::legal_moves`] gives then, without generating the moves again.
    pub fn moves_when_stuck(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.stuck_moves(&mut moves);
        moves
    }

    /// Adds [`Position::moves_when_stuck`] to the empty `moves`.
    fn stuck_moves(&self, moves: &mut Vec<Move>) {
        if self.variant.royalty.check {
            self.forced_moves(moves);
            if moves.is_empty() && self.stalemate_escape() {
                moves.push(Move::pass());
            }
        }
        if self.variant.has_dice() && moves.is_empty() && self.dice != DiceState::ToRoll {
            moves.push(Move::pass());
        }
        if moves.is_empty()
            && self.variant.passing.when_stuck
            && !self.variant.has_dice()
            && self.eliminated.is_none()
            && self.others_can_move()
        {
            moves.push(Move::pass());
        }
    }

    /// The legal moves of the piece on `from` (empty if it is not the mover's, or if no unused
    /// die allows it). The pass is not among them.
    pub fn legal_moves_from(&self, from: Cell) -> Vec<Move> {
        let mut moves = Vec::new();
        let Some(p) = self
            .piece_at(from)
            .filter(|p| self.moves_pieces_of(p.owner))
        else {
            return moves;
        };
        if !self.hand(self.to_move).is_empty() {
            // The placement phase: only drops, which no piece on the board makes.
            return moves;
        }
        if self.variant.elimination.duty_to_move {
            moves = self.legal_moves();
            moves.retain(|m| m.from == from && !m.is_pass());
            return moves;
        }
        if self.allowed_kinds() & (1u64 << (p.kind.index() & 63)) == 0 || self.eliminated.is_some()
        {
            return moves;
        }
        self.piece_moves(from, p, &mut moves);
        let def = self.variant.piece(p.kind);
        if def.castles && def.royal {
            let mut castles = Vec::new();
            self.castling_moves(&mut castles);
            moves.extend(castles.into_iter().filter(|m| m.from == from));
        }
        let mut scratch = self.scratch();
        moves.retain(|m| self.legal_with(m, &mut scratch));
        moves
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, m: &Move) -> bool {
        if self.variant.has_dice() || m.is_pass() || m.special == Special::Place {
            return self.legal_moves().contains(m);
        }
        self.cells_exist(m) && self.legal_moves_from(m.from).contains(m)
    }

    /// Whether a royal piece of the player to move is attacked.
    pub fn in_check(&self) -> bool {
        let v = &*self.variant;
        v.royalty.check
            && !self.kept_out_of_check()
            && self
                .royals
                .of(self.to_move)
                .any(|c| self.attacked_here(c, self.to_move))
    }

    /// Every royal piece now attacked by an enemy (for highlighting), in cell order; a dead king
    /// of the points race is in no check.
    pub fn checked_royals(&self) -> Vec<Cell> {
        self.royals_attacked(false)
    }

    /// As [`Position::checked_royals`], the kings of players just put out by a mate included
    /// (a record marks the mating move as a check too: `+#`).
    pub fn attacked_royals(&self) -> Vec<Cell> {
        self.royals_attacked(true)
    }

    fn royals_attacked(&self, dead_too: bool) -> Vec<Cell> {
        let v = &*self.variant;
        if !v.royalty.check {
            return Vec::new();
        }
        let mut cells: Vec<Cell> = self
            .royals
            .iter()
            // A dead king of the points race is in no check: it is out of the game.
            .filter(|&(owner, c)| {
                (dead_too || !self.is_dead(owner)) && self.attacked_here(c, owner)
            })
            .map(|(_, c)| c)
            .collect();
        crate::sort::sort(&mut cells);
        cells
    }

    /// Plays a move, checking first that it is legal.
    pub fn try_play(&self, m: &Move) -> Result<Position, String> {
        if self.is_legal(m) {
            Ok(self.play(m))
        } else {
            Err(format!("the move {m:?} is not legal here"))
        }
    }

    /// The position after a legal move. The move must be legal (use [`Position::try_play`] or
    /// [`Position::is_legal`] for moves from outside); a move naming cells that do not exist, an
    /// empty cell of departure, or a move before the roll in a game with dice, leaves the
    /// position unchanged rather than failing.
    pub fn play(&self, m: &Move) -> Position {
        self.play_with(m, true)
    }

    /// [`Position::play`], or with `settle` false [`Position::preview`].
    pub(super) fn play_with(&self, m: &Move, settle: bool) -> Position {
        let v = &*self.variant;
        let z = v.zobrist();
        let mut next = self.clone();
        if v.has_dice() && self.dice == DiceState::ToRoll {
            return next;
        }
        if m.special == Special::Place {
            next.play_drop(m);
            return next;
        }
        let mut log = MOVE_LOG.take();
        log.clear();
        let mut reset = false;
        let mut moved = None;
        if m.special != Special::Pass {
            if !self.cells_exist(m) {
                return next;
            }
            let victim = self.victim(m);
            let taken = self.piece_at(m.to);
            let Some(piece) = stage_one(v, m, &mut next.squares, &mut log) else {
                return next;
            };
            stage_two(m, &mut next.squares, &mut log);
            super::elimination::remove_army(v, taken, self.to_move, &mut next.squares, &mut log);
            reset = v.piece(piece.kind).pawn || self.is_capture(m);
            next.update_pieces(self, &log);
            next.update_castling(m, piece, &log);
            MOVE_LOG.set(log);
            if let Some(ep) = self.ep.filter(|_| self.ep_keyed) {
                next.key ^= z.en_passant(ep.target);
            }
            next.ep = None;
            if m.special == Special::DoubleStep && v.pawns.en_passant {
                let geo = v.geometry();
                if let Some(target) = geo.step(m.from, piece.facing.forward()) {
                    next.ep = Some(EnPassant {
                        target,
                        victim: m.arrive,
                    });
                }
            }
            if let Some(victim) = victim {
                if v.captures.alternate || v.victory.any() {
                    next.note_capture(piece.owner, victim);
                }
                if v.scoring.is_some() {
                    next.note_taken(piece.owner, victim);
                }
            }
            next.open_chance();
            if v.points_race.on {
                next.score_move(self, m, piece);
                if settle {
                    next.mate_at_once(self.to_move);
                }
            }
            moved = Some(piece);
        } else {
            if let Some(ep) = self.ep.filter(|_| self.ep_keyed) {
                next.key ^= z.en_passant(ep.target);
            }
            next.ep = None;
            next.open_chance();
        }
        if !v.duels.is_empty() {
            let relief = moved.and_then(|p| next.relief_after(p.owner));
            next.set_relief(relief);
        }
        next.halfmove = if reset {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        let duel_pass = settle && m.is_pass() && !v.duels.is_empty();
        if duel_pass && !self.has_legal_move() && self.stalemate_escape() {
            next.accept_stalemate();
        }
        if next.end_of_move(moved) {
            if !settle {
                next.pass_turn_unsettled(self.to_move);
                return next;
            }
            next.advance_turn(self.to_move);
        }
        if reset {
            next.history.clear();
        } else if v.draws.repetition.is_some() || !v.duels.is_empty() {
            next.history.push(self.repetition_key());
        }
        next.key_en_passant();
        next.settle_duels();
        next
    }

    /// The piece a move captures, in games whose rules keep track of captures (shifting
    /// alliances, wins after a capture); `None` otherwise.
    fn victim(&self, m: &Move) -> Option<Piece> {
        let v = &*self.variant;
        if !v.captures.alternate && !v.victory.any() && v.scoring.is_none() {
            return None;
        }
        let mover = self.piece_at(m.from)?.owner;
        let cell = match m.special {
            Special::EnPassant { captured } => captured,
            Special::Castle { .. } | Special::Pass => return None,
            _ if m.is_zero() => m.arrive,
            _ => m.to,
        };
        self.piece_at(cell).filter(|p| p.owner != mover)
    }

    /// Updates the key and the royal list for the changed cells in `log` (`before` is the
    /// position the move was played in).
    fn update_pieces(&mut self, before: &Position, log: &[Change]) {
        let v = &*self.variant;
        let z = v.zobrist();
        let first = |i: usize| !log[..i].iter().any(|c| c.cell == log[i].cell);
        for (i, ch) in log.iter().enumerate() {
            if !first(i) {
                continue;
            }
            let old = before.squares[ch.cell.index()];
            let new = self.squares[ch.cell.index()];
            self.key ^= z.content(ch.cell, old) ^ z.content(ch.cell, new);
            self.occupancy.change(ch.cell, old, new);
            if old.is_some_and(|p| v.piece(p.kind).royal) {
                self.royals.remove(ch.cell);
            }
        }
        for (i, ch) in log.iter().enumerate() {
            if let Some(p) = self.squares[ch.cell.index()] {
                if first(i) && v.piece(p.kind).royal {
                    self.royals.add(p.owner, ch.cell);
                }
            }
        }
    }

    /// Drops the castling rights that the move `m` of `piece`, which changed the cells in `log`,
    /// ends (see [`rights_lost`]). The rights kept stand ready (a setup's are checked, and moves
    /// and removals of pieces drop the others), so a move that changes the cell of no king or
    /// rook of castling ends none.
    fn update_castling(&mut self, m: &Move, piece: Piece, log: &[Change]) {
        if self.castling == 0 {
            return;
        }
        if let Some(cells) = self.variant.castle_cells() {
            if !cells.contains(m.from) && !log.iter().any(|ch| cells.contains(ch.cell)) {
                return;
            }
        }
        let mut lost = rights_lost(&self.variant, self.castling, m, piece, &self.squares);
        while lost != 0 {
            let i = lost.trailing_zeros() as usize;
            lost &= lost - 1;
            self.castling &= !(1u64 << i);
            self.key ^= self.variant.zobrist().castling(i);
        }
    }

    /// Puts the en passant cell into the key when an en passant capture is legal, so that
    /// positions differing only by a right that cannot be used count as the same.
    pub(crate) fn key_en_passant(&mut self) {
        self.ep_keyed = false;
        let Some(ep) = self.ep else {
            return;
        };
        let takeable = self.takeable();
        if takeable.iter().next().is_none() {
            return;
        }
        let mut moves = Vec::new();
        let mut of_pawn = |c: Cell, p: Piece| {
            if p.owner == self.to_move && self.variant.piece(p.kind).pawn {
                self.en_passant_moves_with(c, p, &takeable, &mut moves);
            }
        };
        if self.squares.len() <= CellSet::CAPACITY {
            // The mover's cells from their set (the cells of the other players hold no taker),
            // and of those only the cells where a capture onto an open chance may start.
            let mut cells = self.occupancy.of_players(1 << (self.to_move.0 & 7));
            if let Some(starts) = self
                .variant
                .en_passant_starts(takeable.iter().map(|t| t.0.target))
            {
                cells = cells.and(&starts);
            }
            for c in cells.iter() {
                if let Some(p) = self.squares[c.index()] {
                    of_pawn(c, p);
                }
            }
        } else {
            for (i, p) in self.squares.iter().enumerate() {
                if let Some(p) = *p {
                    of_pawn(Cell(i as u16), p);
                }
            }
        }
        if moves.is_empty() {
            // No capture to test: the gathering of attackers for the tests is not needed.
            return;
        }
        let mut scratch = self.scratch();
        if moves.iter().any(|m| self.legal_with(m, &mut scratch)) {
            self.ep_keyed = true;
            self.key ^= self.variant.zobrist().en_passant(ep.target);
        }
    }
}

/// The castling rights among `castling` (a bit per definition of the game) that the move `m` of
/// `piece` ends, `squares` being the cells after it: its king or that rook moved, or the king
/// and rook no longer stand ready on any board.
pub(super) fn rights_lost(
    v: &crate::variant::Variant,
    castling: u64,
    m: &Move,
    piece: Piece,
    squares: &[Option<Piece>],
) -> u64 {
    let n = v.castling.len().min(64);
    let defined = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut held = castling & defined;
    if held == 0 {
        return 0;
    }
    // Only a piece that castles loses a right by leaving its square.
    let from = v.piece(piece.kind).castles.then(|| {
        let info = v.geometry().info(m.from);
        (info.file, info.rank)
    });
    let mut lost = 0;
    while held != 0 {
        let i = held.trailing_zeros() as usize;
        held &= held - 1;
        let def = &v.castling[i];
        let moved =
            from.is_some_and(|f| piece.owner == def.player && (f == def.king || f == def.rook));
        let ready = || {
            v.castle_homes(i)
                .iter()
                .any(|&homes| crate::rules::castling::ready(squares, &v.pieces, def.player, homes))
        };
        if moved || !ready() {
            lost |= 1 << i;
        }
    }
    lost
}

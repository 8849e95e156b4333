//! Pseudo-legal moves: every move the pieces' atoms and the rule components allow, before the
//! check conditions. The arrival square of a transfer is checked here (Alice condition 2), so
//! every generated move has its final `arrive` cell. Capture permissions (shifting alliances, the
//! truce between royal pieces) decide which enemy pieces count as capturable; perpetual power
//! and promotion zones decide the promotions. In a game with dice only the pieces the unused
//! dice allow move. Zero moves come from `zero.rs`. Moves come out grouped per piece.

use super::lasting_ep::Takeable;
use super::{Move, Position, Special};
use crate::geometry::{Cell, CellSet};
use crate::piece::{Piece, PieceKind, Player, Seen, Shape};
use crate::rules::PerpetualPower;

impl Position {
    /// Every pseudo-legal move of the player to move.
    pub(crate) fn pseudo_moves(&self, out: &mut Vec<Move>) {
        self.pseudo_moves_while(out, false, |_| true);
    }

    /// The pseudo-legal moves of the player to move, as [`Position::pseudo_moves`] gives them,
    /// asking `more(out)` after the drops, each piece's moves and the castling moves: generation
    /// stops when it says no. With `tactical`, the moves that neither capture nor may promote
    /// are left out (see [`Position::piece_moves_of`]), and castling with them.
    pub(crate) fn pseudo_moves_while(
        &self,
        out: &mut Vec<Move>,
        tactical: bool,
        mut more: impl FnMut(&[Move]) -> bool,
    ) {
        self.pseudo_moves_where(out, tactical, |_, _| true, |out| more(out));
    }

    /// [`Position::pseudo_moves_while`], generating only the moves of the pieces for which
    /// `keep(cell, piece)` is true (drops and castling moves are all generated); `more` may
    /// take moves out of `out`.
    pub(crate) fn pseudo_moves_where(
        &self,
        out: &mut Vec<Move>,
        tactical: bool,
        mut keep: impl FnMut(Cell, Piece) -> bool,
        mut more: impl FnMut(&mut Vec<Move>) -> bool,
    ) {
        let allowed = self.allowed_kinds();
        // After the first elimination the game is over: nobody moves.
        if allowed == 0 || self.eliminated.is_some() {
            return;
        }
        if self.drop_moves(out) {
            // The placement phase: drops are the only moves.
            more(out);
            return;
        }
        let movers = self.movers();
        let takeable = self.takeable();
        // The cells each mover may capture on, found once per player (usually one).
        let mut prey: Option<(Player, Option<CellSet>)> = None;
        let mut each = |c: Cell, p: Piece| {
            if allowed & (1u64 << (p.kind.index() & 63)) != 0 && keep(c, p) {
                let sets = match prey {
                    Some((owner, sets)) if owner == p.owner => sets,
                    _ => prey.insert((p.owner, self.prey_of(p.owner))).1,
                };
                self.piece_moves_with(c, p, (tactical, sets.as_ref()), &takeable, out);
                return more(out);
            }
            true
        };
        if self.squares.len() <= CellSet::CAPACITY {
            // The movers' cells from the sets of occupied cells, in increasing order.
            let mine = self.occupancy.of_players(movers);
            for (w, &word) in mine.words().iter().enumerate() {
                let mut rest = word;
                while rest != 0 {
                    let c = Cell((w * 64 + rest.trailing_zeros() as usize) as u16);
                    rest &= rest - 1;
                    if let Some(p) = self.squares[c.index()] {
                        if !each(c, p) {
                            return;
                        }
                    }
                }
            }
        } else {
            for (i, p) in self.squares.iter().enumerate() {
                let mover = p.filter(|p| movers & (1 << (p.owner.0 & 7)) != 0);
                if mover.is_some_and(|p| !each(Cell(i as u16), p)) {
                    return;
                }
            }
        }
        // Castling neither captures nor promotes: not a tactical move.
        if !tactical {
            self.castling_moves(out);
        }
        more(out);
    }

    /// The pseudo-legal moves of the piece on `from` (castling excepted).
    pub(crate) fn piece_moves(&self, from: Cell, piece: Piece, out: &mut Vec<Move>) {
        self.piece_moves_of(from, piece, false, &self.takeable(), out);
    }

    /// [`Position::piece_moves`]; with `tactical`, without the moves of its atoms onto an empty
    /// cell where it cannot promote (moves that are neither captures nor promotions; the
    /// special moves are all kept). `takeable`: this position's [`Position::takeable`].
    pub(crate) fn piece_moves_of(
        &self,
        from: Cell,
        piece: Piece,
        tactical: bool,
        takeable: &Takeable,
        out: &mut Vec<Move>,
    ) {
        let prey = self.prey_of(piece.owner);
        self.piece_moves_with(from, piece, (tactical, prey.as_ref()), takeable, out)
    }

    /// The cells of the pieces `me` may capture, where the game's capture rules let a set tell
    /// them (every piece of an enemy who is not frozen, on a board a set holds); `None` where
    /// each capture must be asked of the rules.
    fn prey_of(&self, me: Player) -> Option<CellSet> {
        let v = &*self.variant;
        let royals_immune = v.freeze.on || v.mate_removal.on || !v.duels.is_empty();
        (!v.captures.restricted() && !royals_immune && self.squares.len() <= CellSet::CAPACITY)
            .then(|| self.occupancy.of_players(v.foes(me) & !self.frozen))
    }

    /// [`Position::piece_moves_of`], given `prey`, what [`Position::prey_of`] says for the
    /// piece's owner.
    #[inline]
    fn piece_moves_with(
        &self,
        from: Cell,
        piece: Piece,
        (tactical, prey): (bool, Option<&CellSet>),
        takeable: &Takeable,
        out: &mut Vec<Move>,
    ) {
        let v = &*self.variant;
        let def = v.piece(piece.kind);
        let me = piece.owner;
        // The pawns of the array do not take each other (Fortress Chess).
        let truce = def.pawn && v.pawns.array_truce && v.double_step_from(me, from);
        if let (Some(prey), false) = (prey, truce) {
            // Every piece of an enemy who is not frozen may be taken: the sets tell.
            let all = self.occupancy.all();
            let look = |c: Cell| match (all.contains(c), prey.contains(c)) {
                (false, _) => Seen::Empty,
                (true, true) => Seen::Enemy,
                (true, false) => Seen::Friend,
            };
            let sets = Some((all, prey));
            return self.moves_seen((from, piece), tactical, (&look, sets), takeable, out);
        }
        let rules = v.captures;
        let restricted = rules.restricted();
        let barred = rules.barred(self.last_captured[me.index()]);
        let spared =
            |p: Piece, c: Cell| truce && v.piece(p.kind).pawn && v.double_step_from(p.owner, c);
        // What this piece sees on a cell: an enemy piece it may capture, or something in its way.
        let look = |c: Cell| match self.squares[c.index()] {
            None => Seen::Empty,
            Some(p)
                if v.enemies(me, p.owner)
                    && !self.immune(p)
                    && !spared(p, c)
                    && (!restricted
                        || rules.allows(barred, def.royal, p.owner, v.piece(p.kind).royal)) =>
            {
                Seen::Enemy
            }
            Some(_) => Seen::Friend,
        };
        self.moves_seen((from, piece), tactical, (&look, None), takeable, out)
    }

    /// [`Position::piece_moves_of`], told by `look` what the piece sees on each cell, and with
    /// `sets` the occupied cells and those of the pieces it may capture, if known (its targets
    /// then come from its [`TargetSets`](crate::piece::TargetSets) where it has them).
    #[inline]
    fn moves_seen(
        &self,
        (from, piece): (Cell, Piece),
        tactical: bool,
        (look, sets): (&impl Fn(Cell) -> Seen, Option<(&CellSet, &CellSet)>),
        takeable: &Takeable,
        out: &mut Vec<Move>,
    ) {
        let v = &*self.variant;
        let geo = v.geometry();
        let def = v.piece(piece.kind);
        let me = piece.owner;
        let first = out.len();
        // Quiet moves are wanted unless only tactical ones are (a pawn's may promote).
        let wanted = (Some(self.occupancy.all()), !tactical || def.pawn);
        // A piece that is no pawn, in a game without perpetual power, never promotes: its
        // moves are pushed as they are (what `push_moves` would push).
        let plain = !def.pawn && v.power.is_none();
        let turned = v.turned_atoms(piece.kind, piece.facing);
        let mut emit = |to: Cell, capture: bool| {
            if plain {
                if tactical && !capture {
                    return;
                }
                return self.push_arrivals((from, to), None, Special::None, out);
            }
            if tactical && !capture && !(def.pawn && v.promotes_on(me, to)) {
                return;
            }
            let royal_victim = capture
                && v.power.is_some()
                && self.squares[to.index()].is_some_and(|p| v.piece(p.kind).royal);
            let forced = PerpetualPower::promotion(v.power, piece.kind, royal_victim);
            self.push_moves(from, to, piece, Special::None, forced, out)
        };
        let by_sets = sets.zip(v.target_sets(piece.kind, piece.facing));
        if let Some(((occupied, prey), targets)) = by_sets {
            targets.each_target(from, (occupied, prey), wanted.1, &mut emit);
        }
        for (i, atom) in def.atoms.iter().enumerate().filter(|_| by_sets.is_none()) {
            match turned.get(i) {
                Some(t) => atom.targets_turned(geo, (from, t), look, wanted, &mut emit),
                None => atom.targets_among(geo, (from, piece.facing), look, wanted, &mut emit),
            }
        }
        if geo.wraps() {
            // On a cylinder a rider may reach a cell both ways round: that is one move.
            let mut i = first + 1;
            while i < out.len() {
                if out[first..i].contains(&out[i]) {
                    out.remove(i);
                } else {
                    i += 1;
                }
            }
        }
        if def.pawn {
            self.double_step(from, piece, tactical, out);
            self.en_passant_moves_with(from, piece, takeable, out);
            if v.partner_pawns.swap || v.partner_pawns.jump {
                self.partner_pawn_moves(from, piece, out);
            }
        }
        if v.zero_moves.is_some() {
            self.zero_moves(from, piece, out);
        }
    }

    /// The double step of the pawn on `from`, if it may make one; with `tactical`, only if it
    /// lands where the pawn promotes (it never captures).
    fn double_step(&self, from: Cell, piece: Piece, tactical: bool, out: &mut Vec<Move>) {
        if let Some(to) = self.double_step_to(from, piece) {
            if !tactical || self.variant.promotes_on(piece.owner, to) {
                self.push_moves(from, to, piece, Special::DoubleStep, None, out);
            }
        }
    }

    /// Where the pawn on `from` lands by its double step, if it may make one: two steps forward
    /// over an empty cell onto an empty cell, from a cell where the game allows it.
    #[inline]
    pub(super) fn double_step_to(&self, from: Cell, piece: Piece) -> Option<Cell> {
        if !self.variant.double_step_from(piece.owner, from) {
            return None;
        }
        let geo = self.variant.geometry();
        let f = piece.facing.forward();
        let empty = |c: &Cell| self.squares[c.index()].is_none();
        let mid = geo.step(from, f).filter(empty)?;
        geo.step(mid, f).filter(empty)
    }

    /// En passant captures of the pawn on `from`, for the chances `takeable` (this position's
    /// [`Position::takeable`]): its capturing leaps that land on the cell an enemy pawn passed
    /// over.
    #[inline(always)]
    pub(super) fn en_passant_moves_with(
        &self,
        from: Cell,
        piece: Piece,
        takeable: &Takeable,
        out: &mut Vec<Move>,
    ) {
        for &(ep, owner) in takeable.iter() {
            let v = &*self.variant;
            if v.enemies(piece.owner, owner) && v.en_passant_may_start(from, ep.target) {
                self.en_passant_leap(from, piece, ep, out);
            }
        }
    }

    /// The en passant capture of the pawn on `from` for a chance open to it (its pawn an
    /// enemy's, the cell passed over empty), if a capturing leap of the pawn lands on that cell.
    #[inline(never)]
    fn en_passant_leap(&self, from: Cell, piece: Piece, ep: super::EnPassant, out: &mut Vec<Move>) {
        let v = &*self.variant;
        let geo = v.geometry();
        let turned = v.turned_atoms(piece.kind, piece.facing);
        let hits = v.piece(piece.kind).atoms.iter().enumerate().any(|(i, a)| {
            a.shape == Shape::Leaper
                && a.mode.captures()
                && match turned.get(i) {
                    Some(t) => t.cells_from(from).contains(&ep.target),
                    None => a
                        .deltas
                        .iter()
                        .any(|&d| geo.step(from, piece.facing.turn(d)) == Some(ep.target)),
                }
        });
        if hits {
            let special = Special::EnPassant {
                captured: ep.victim,
            };
            self.push_moves(from, ep.target, piece, special, None, out);
        }
    }

    /// Adds the move of `piece` from `from` to `to`: one per promotion choice (only `forced`
    /// when a rule such as perpetual power imposes one), and one per possible arrival after the
    /// transfer.
    #[inline(always)]
    pub(super) fn push_moves(
        &self,
        from: Cell,
        to: Cell,
        piece: Piece,
        special: Special,
        forced: Option<PieceKind>,
        out: &mut Vec<Move>,
    ) {
        let v = &*self.variant;
        let promote = v.piece(piece.kind).pawn
            && v.promotes_on(piece.owner, to)
            && !v.pawns.promotion_choices.is_empty();
        let mut push = |promotion| self.push_arrivals((from, to), promotion, special, out);
        if forced.is_some() {
            push(forced);
        } else if promote {
            for &k in &v.pawns.promotion_choices {
                push(Some(k));
            }
        } else {
            push(None);
        }
    }

    /// Adds the move from `from` to `to` with `promotion` and `special`, once per cell where the
    /// piece may end after the transfer.
    #[inline]
    fn push_arrivals(
        &self,
        (from, to): (Cell, Cell),
        promotion: Option<PieceKind>,
        special: Special,
        out: &mut Vec<Move>,
    ) {
        self.for_each_arrival(to, |arrive| {
            out.push(Move {
                from,
                to,
                arrive,
                promotion,
                special,
            })
        })
    }

    /// Calls `f` with every cell where a piece landing on `to` may end after the transfer.
    #[inline(always)]
    fn for_each_arrival(&self, to: Cell, mut f: impl FnMut(Cell)) {
        let v = &*self.variant;
        let Some(t) = v.transfer else {
            return f(to);
        };
        let empty = |c: Cell| self.squares[c.index()].is_none();
        let squares = v.transfer_squares(to);
        if let ([there], false) = (squares, t.optional) {
            // One board to go to, and no choice to stay: one arrival at most.
            if let Some(a) = t.arrival_at(to, *there, empty) {
                f(a);
            }
            return;
        }
        let mut stayed = false;
        for &there in squares {
            if let Some(a) = t.arrival_at(to, there, empty) {
                if a == to {
                    if stayed {
                        continue;
                    }
                    stayed = true;
                }
                f(a);
            }
        }
        if t.optional && !stayed {
            f(to);
        }
    }

    /// Castling moves of the player to move, on every board where king and rook are ready.
    pub(crate) fn castling_moves(&self, out: &mut Vec<Move>) {
        let v = &*self.variant;
        let me = self.to_move;
        for (i, def) in v.castling.iter().enumerate() {
            if def.player != me || !self.castling_right(i) {
                continue;
            }
            for b in 0..v.geometry().board_count() as u8 {
                let Some(line) = v.castle_line(i, b) else {
                    continue;
                };
                if !line.ready(&self.squares, &v.pieces, me)
                    || line.empty.iter().any(|c| self.squares[c.index()].is_some())
                {
                    continue;
                }
                if v.royalty.check && line.king_path.iter().any(|&c| self.attacked_here(c, me)) {
                    continue;
                }
                self.for_each_arrival(line.king_to, |arrive| {
                    let rook_arrive = self.rook_arrival(line.rook_to, line.king_to, arrive);
                    if let Some(rook_arrive) = rook_arrive {
                        out.push(Move {
                            from: line.king,
                            to: line.king_to,
                            arrive,
                            promotion: None,
                            special: Special::Castle {
                                rook_from: line.rook,
                                rook_to: line.rook_to,
                                rook_arrive,
                            },
                        });
                    }
                });
            }
        }
    }

    /// Where the castling rook ends when the king ends on `king_arrive`: on the same board as the
    /// king, if the transfer allows it.
    fn rook_arrival(&self, rook_to: Cell, king_to: Cell, king_arrive: Cell) -> Option<Cell> {
        let v = &*self.variant;
        let Some(t) = v.transfer else {
            return Some(rook_to);
        };
        let geo = v.geometry();
        if king_arrive == king_to && t.optional {
            // The mover chose not to transfer (Duo): neither piece does.
            return Some(rook_to);
        }
        if king_arrive == king_to {
            // The king stayed (O'Donohue): the rook transfers on its own if it can.
            let mut first = None;
            self.for_each_arrival(rook_to, |a| {
                first.get_or_insert(a);
            });
            return first;
        }
        t.arrival(geo, rook_to, geo.board_of(king_arrive), |c| {
            self.squares[c.index()].is_none()
        })
    }
}

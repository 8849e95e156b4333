//! The order of turns in games of more than two players, and the frozen players of the
//! traditional four-handed game (the `freeze` component).
//!
//! After a move the turn passes to the next player in turn order who is still in the game. In a
//! game with freezing, a player whose turn comes and who has no legal move is frozen (his turn
//! passes on); one who has a legal move again is released and plays. A frozen player's pieces
//! cannot be captured and give no check. When a player is found without a move and his partner
//! has none either, the game is over: the turn stays with him and [`Position::outcome`] says
//! whether both were checkmated (a win for their opponents) or one was stalemated (a draw).

use super::{GameResult, Outcome, Position};
use crate::geometry::{Cell, CellSet};
use crate::piece::{Attackers, Piece, Player};
use crate::rules::check::{attacked_among, attacked_unless};

impl Position {
    /// Whether a player is frozen.
    pub fn is_frozen(&self, p: Player) -> bool {
        self.frozen & (1 << (p.0 & 7)) != 0
    }

    /// Whether a piece may not be captured: a frozen player's piece, and in a game with freezing
    /// duels or checkmated players leaving the board a king (kings are never captured there).
    #[inline]
    pub(crate) fn immune(&self, p: Piece) -> bool {
        let v = &*self.variant;
        self.frozen & (1 << (p.owner.0 & 7)) != 0
            || ((v.freeze.on || v.mate_removal.on || !v.duels.is_empty()) && v.piece(p.kind).royal)
    }

    /// Whether an enemy of `victim` that is not frozen attacks `target` on `sq`.
    #[inline]
    pub(crate) fn attacked_on(&self, sq: &[Option<Piece>], target: Cell, victim: Player) -> bool {
        attacked_unless(&self.variant, sq, target, victim, self.inert())
    }

    /// [`Position::attacked_on`] on this position's own cells, answered from the sets of the
    /// cells its pieces stand on (see `occupancy.rs`).
    #[inline]
    pub(crate) fn attacked_here(&self, target: Cell, victim: Player) -> bool {
        let occupancy = &self.occupancy;
        crate::rules::check::attacked_in_sets(
            &self.variant,
            &self.squares,
            target,
            (victim, self.inert()),
            occupancy.all(),
            |players| occupancy.of_players(players),
        )
    }

    /// The pieces that could attack a piece of `victim` (`rules::check::attackers`), found from
    /// the sets of the cells the pieces stand on where the board fits them.
    pub(crate) fn attackers_of(&self, victim: Player, inert: u8) -> Option<Attackers> {
        let v = &*self.variant;
        if self.squares.len() > CellSet::CAPACITY {
            return crate::rules::check::attackers(v, &self.squares, victim, inert);
        }
        let occupancy = &self.occupancy;
        crate::rules::check::attackers_in_sets(v, &self.squares, (victim, inert), |players| {
            occupancy.of_players(players)
        })
    }

    /// [`Position::attacked_on`] for the player to move, on a scratch copy of this position's
    /// cells, with the attackers gathered in `scratch`.
    #[inline]
    pub(crate) fn attacked_in(&self, scratch: &super::make::Scratch, target: Cell) -> bool {
        self.attacked_in_unless(scratch, target, 0)
    }

    /// [`Position::attacked_in`], the pieces of the players in `gone` (a bit each) giving no
    /// check either.
    #[inline]
    pub(crate) fn attacked_in_unless(
        &self,
        scratch: &super::make::Scratch,
        target: Cell,
        gone: u8,
    ) -> bool {
        attacked_among(
            &self.variant,
            self.scratch_cells(scratch),
            target,
            self.to_move,
            self.inert() | gone,
            scratch.attackers.as_ref(),
        )
    }

    /// Passes the turn on after a move of `from`: the move number grows after the last player
    /// in turn order, and players out of the game or frozen are passed over.
    pub(super) fn advance_turn(&mut self, from: Player) {
        if from.index() + 1 == self.variant.players.len() {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.to_move = self.variant.next_player(from);
        self.settle_turn_from(from);
    }

    /// Gives the turn to a player who can play: the player to move, or the next one after him
    /// who is in the game and not frozen (see the module documentation). Positions read from a
    /// text are settled the same way.
    pub(super) fn settle_turn(&mut self) {
        let p = self.to_move;
        self.settle_turn_from(p);
    }

    /// [`Position::settle_turn`]; `keyed` is the player whose turn the key holds.
    fn settle_turn_from(&mut self, keyed: Player) {
        let n = self.variant.players.len();
        let fullmove = self.fullmove;
        let mut found = false;
        for _ in 0..n {
            if !self.passed_over(self.to_move) {
                found = true;
                break;
            }
            if self.to_move.index() + 1 == n {
                self.fullmove = self.fullmove.saturating_add(1);
            }
            self.to_move = self.variant.next_player(self.to_move);
        }
        if !found {
            // Nobody can play (the game is over): the turn came round to the same player, and
            // the move number stays as it was, so a position read from its text is the same.
            self.fullmove = fullmove;
        }
        let z = self.variant.zobrist();
        self.key ^= z.side(keyed.index()) ^ z.side(self.to_move.index());
    }

    /// Whether the turn of `p` (the player to move) passes over him: he is out, or he has no
    /// legal move in a game with freezing (then he is frozen now; a player with a move is
    /// released). The turn stays with a stuck player whose partner is stuck too: the game is
    /// over.
    fn passed_over(&mut self, p: Player) -> bool {
        if (self.is_out(p) && !self.is_walking(p)) || self.duel_over_for(p) {
            return true;
        }
        if self.remove_if_mated(p) || self.eliminate_if_stuck(p) {
            return true;
        }
        if !self.variant.freeze.on {
            return false;
        }
        let bit = 1u8 << (p.0 & 7);
        self.frozen &= !bit;
        if self.has_legal_move_keeping() {
            return false;
        }
        self.frozen |= bit;
        match self.partner(p) {
            Some(q) => self.with_turn(q).has_legal_move(),
            None => false,
        }
    }

    /// Whether, in a game of teams where taking a king is a move, the next player in turn order
    /// could take a royal piece of a partner of the player to move: a threat only the player to
    /// move can meet, since the partner moves after the next player (chess.com's partnership
    /// game, where a king left in check may be taken by an opponent whose turn comes first).
    pub fn partner_in_check(&self) -> bool {
        let v = &*self.variant;
        if !v.royalty.check || !v.elimination.king_capture || v.players.len() <= 2 {
            return false;
        }
        let me = self.to_move;
        let mut next = v.next_player(me);
        while next != me && self.is_out(next) {
            next = v.next_player(next);
        }
        if next == me {
            return false;
        }
        // Only the next player's pieces attack.
        let others = !(1u8 << (next.0 & 7)) | self.inert();
        let occupancy = &self.occupancy;
        self.royals.iter().any(|(owner, c)| {
            owner != me
                && v.same_team(me, owner)
                && v.enemies(next, owner)
                && crate::rules::check::attacked_in_sets(
                    v,
                    &self.squares,
                    c,
                    (owner, others),
                    occupancy.all(),
                    |players| occupancy.of_players(players),
                )
        })
    }

    /// The partner of `p`, if he has one.
    fn partner(&self, p: Player) -> Option<Player> {
        let v = &*self.variant;
        (0..v.players.len() as u8)
            .map(Player)
            .find(|&q| q != p && v.same_team(p, q))
    }

    /// This position with `p` to move (for questions about him).
    pub(super) fn with_turn(&self, p: Player) -> Position {
        let mut probe = self.clone();
        probe.to_move = p;
        probe
    }

    /// The outcome in a game with freezing (`None` in other games): over when the player to
    /// move has no legal move, which happens only when his partner has none either: both in
    /// check is a checkmate, won by their opponents; otherwise a draw.
    pub(super) fn frozen_outcome(&self) -> Option<Outcome> {
        let v = &*self.variant;
        if !v.freeze.on {
            return None;
        }
        if self.has_legal_move() {
            return Some(Outcome::Ongoing);
        }
        let me = self.to_move;
        let partner_mated = self
            .partner(me)
            .is_none_or(|q| self.with_turn(q).in_check());
        if self.in_check() && partner_mated {
            let winners = (0..v.players.len() as u8)
                .map(Player)
                .filter(|&p| v.enemies(p, me))
                .collect();
            return Some(Outcome::Over {
                result: GameResult::Checkmate,
                winners,
            });
        }
        Some(Outcome::Over {
            result: GameResult::Stalemate,
            winners: Vec::new(),
        })
    }
}

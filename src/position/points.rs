//! The points race in the position (the `points_race` component): the points each move scores
//! (captures of pieces of players still in, the king of a player left in check, checks of several
//! kings at once), the players checkmated by a move (found at once) or stalemated when their turn
//! comes (out, their pieces dead, the points of the mate or the stalemate given), the claim of the
//! win, the end of the game and the ranking by points.

use super::MAX_PLAYERS;
use super::{GameResult, Move, Outcome, Piece, Player, Position, PositionError, Setup, Special};
use crate::rules::check::attacked_unless;
use crate::variant::Variant;

/// Points as a position keeps them, from a setup's list (missing players have none).
pub(super) fn points_array(list: &[u32]) -> [u32; MAX_PLAYERS] {
    let mut out = [0; MAX_PLAYERS];
    for (o, &p) in out.iter_mut().zip(list) {
        *o = p;
    }
    out
}

/// Checks the points and the dead players of a setup: only in a points race, one entry per
/// player, a dead player not to move.
pub(super) fn validate(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    let illegal = |m: String| Err(PositionError::Illegal(m));
    let n = v.players.len();
    if !v.points_race.on {
        if !s.dead.is_empty() || !s.walking.is_empty() || s.points.iter().any(|&p| p > 0) {
            return illegal(format!("{} has no points and no dead players", v.name));
        }
        return Ok(());
    }
    if !s.points.is_empty() && s.points.len() != n {
        return illegal(format!("{} points given for {n} players", s.points.len()));
    }
    if let Some(p) = s.dead.iter().chain(&s.walking).find(|p| p.index() >= n) {
        return illegal(format!("player {} cannot be dead in {}", p.0, v.name));
    }
    if let Some(&p) = s.walking.iter().find(|p| s.dead.contains(p)) {
        return illegal(format!(
            "{} cannot be both dead and walking",
            v.player_name(p)
        ));
    }
    Ok(())
}

impl Position {
    /// Whether a player is out of the points race, his pieces dead.
    pub fn is_dead(&self, p: Player) -> bool {
        self.dead & (1 << (p.0 & 7)) != 0
    }

    /// The players whose pieces give no check: the frozen, the dead and the walking.
    #[inline]
    pub(crate) fn inert(&self) -> u8 {
        self.frozen | self.dead | self.walking
    }

    /// Each player's points, in turn order (the points race; empty in other games).
    pub fn points(&self) -> Vec<u32> {
        if !self.variant.points_race.on {
            return Vec::new();
        }
        self.points[..self.variant.players.len().min(MAX_PLAYERS)].to_vec()
    }

    /// The points for a setup: every player's in a points race, none in other games.
    pub(super) fn points_setup(&self) -> Vec<u32> {
        self.points()
    }

    fn add_points(&mut self, p: Player, n: u32) {
        if let Some(x) = self.points.get_mut(p.index()) {
            *x = x.saturating_add(n);
        }
    }

    fn kill(&mut self, p: Player) {
        self.dead |= 1 << (p.0 & 7);
        self.walking &= !(1 << (p.0 & 7));
        self.forget_kept();
        self.history.clear();
    }

    /// The player (a bit) whom taking `victim` puts out of a points race at once: the owner of a
    /// king still in the race. His pieces die with the capture, so that a check they give the
    /// mover does not make the capture illegal (chess.com's record of game 100527014). None
    /// (0) in other games and for other captures.
    #[inline]
    pub(crate) fn put_out_by(&self, victim: Option<Piece>) -> u8 {
        let v = &*self.variant;
        match victim {
            Some(k) if v.points_race.on && v.piece(k.kind).royal && !self.is_out(k.owner) => {
                1 << (k.owner.0 & 7)
            }
            _ => 0,
        }
    }

    /// Scores a move of `piece` just played from `before` into this position: the pieces it took
    /// from players still in (the king of one of them puts him out), then the bonus for checking
    /// several kings at once.
    pub(super) fn score_move(&mut self, before: &Position, m: &Move, piece: Piece) {
        let v = self.variant.clone();
        let race = &v.points_race;
        let mover = piece.owner;
        let mut victims: Vec<Piece> = Vec::with_capacity(2);
        if !matches!(m.special, Special::Castle { .. } | Special::Pass) {
            victims.extend(before.piece_at(m.to).filter(|p| p.owner != mover));
        }
        if let Special::EnPassant { captured } = m.special {
            victims.extend(before.piece_at(captured).filter(|p| p.owner != mover));
        }
        for victim in victims {
            let royal = v.piece(victim.kind).royal;
            if before.is_dead(victim.owner) || (before.is_walking(victim.owner) && !royal) {
                continue;
            }
            self.add_points(mover, race.capture_points(victim.kind));
            if royal {
                self.kill(victim.owner);
            }
        }
        // The kings the move checks that the mover did not check before it.
        let inert = !(1u8 << (mover.0 & 7));
        let checked = |sq: &[Option<Piece>], p: Player| {
            self.royals
                .of(p)
                .any(|c| attacked_unless(&v, sq, c, p, inert))
        };
        let kings: Vec<Player> = (0..v.players.len() as u8)
            .map(Player)
            .filter(|&p| p != mover && !self.is_out(p) && v.enemies(mover, p))
            .filter(|&p| checked(&self.squares, p) && !checked(&before.squares, p))
            .collect();
        if kings.len() < 2 {
            return;
        }
        // The queen's rate when a queen gives one of them: the mover's other pieces handed to the
        // checked player (they still block, but no longer check him).
        let queen = kings.iter().any(|&p| {
            let only_queens: Vec<Option<Piece>> = self
                .squares
                .iter()
                .map(|x| {
                    x.map(|mut x| {
                        if x.owner == mover && !race.queens.contains(&x.kind) {
                            x.owner = p;
                        }
                        x
                    })
                })
                .collect();
            checked(&only_queens, p)
        });
        self.add_points(mover, race.check_bonus(kings.len(), queen));
    }

    /// After a move of `mover`: each other player still in the race (a walking king too) who is
    /// now in check and would have no legal move on his turn is checkmated at once, whoever's
    /// pieces give the check; the mover scores the mate and the mated player is out. A stalemate
    /// waits for the player's turn ([`Position::eliminate_if_stuck`]).
    pub(super) fn mate_at_once(&mut self, mover: Player) {
        let v = self.variant.clone();
        let n = v.players.len() as u8;
        for k in 1..n {
            let p = Player((mover.0 + k) % n);
            if self.is_dead(p) || !v.enemies(mover, p) {
                continue;
            }
            let probe = self.with_turn(p);
            if probe.in_check() && !probe.has_legal_move() {
                self.add_points(mover, v.points_race.checkmate);
                self.kill(p);
            }
        }
    }

    /// When `p` (the player to move) has no legal move in a points race, puts him out: checkmated,
    /// the player who moved last before him scores the mate; stalemated, he scores it himself,
    /// or (a walking king) each player still in scores the draw share. Returns whether he is
    /// out (his turn then passes over him).
    pub(super) fn eliminate_if_stuck(&mut self, p: Player) -> bool {
        let v = self.variant.clone();
        if !v.points_race.on || self.is_dead(p) || self.has_legal_move() {
            return false;
        }
        if self.in_check() {
            let n = v.players.len() as u8;
            let last = (1..n)
                .map(|k| Player((p.0 + n - k) % n))
                .find(|&q| !self.is_out(q));
            if let Some(q) = last {
                self.add_points(q, v.points_race.checkmate);
            }
        } else if self.is_walking(p) {
            for q in self.alive() {
                self.add_points(q, v.points_race.draw_share);
            }
        } else {
            self.add_points(p, v.points_race.stalemated);
        }
        self.kill(p);
        true
    }

    /// The players still in the points race.
    fn alive(&self) -> Vec<Player> {
        (0..self.variant.players.len() as u8)
            .map(Player)
            .filter(|&p| !self.is_out(p))
            .collect()
    }

    /// Why `p` may not claim the win now, or `None` when he may: in a points race with the
    /// claim, two players left, and `p` one of them and first alone once he stops playing (his
    /// king then walks, and the other, the last player in, scores for each king still walking:
    /// chess.com's lead of 21, or 41 with another king walking).
    pub fn claim_win_refusal(&self, p: Player) -> Option<String> {
        let v = &*self.variant;
        if !v.points_race.on || !v.points_race.claim_win {
            return Some(format!("{} has no claim of the win", v.name));
        }
        if p.index() >= v.players.len() || self.is_out(p) {
            return Some(format!("{} is not in the game", v.player_name(p)));
        }
        if self.outcome().is_over() {
            return Some("the game is already over".to_string());
        }
        let alive = self.alive();
        if alive.len() != 2 {
            return Some(format!(
                "the win is claimed with two players left, and {} are in",
                alive.len()
            ));
        }
        let after = self.resign_from_race(p);
        let Outcome::Over { result, winners } = after.points_outcome()? else {
            return Some("the game would go on".to_string());
        };
        if winners != [p] {
            let other = alive.iter().find(|&&q| q != p).copied().unwrap_or(p);
            let last = after.final_points(result);
            return Some(format!(
                "{} would not finish first alone: {} points to {}'s {} after the claim",
                v.player_name(p),
                last[p.index()],
                v.player_name(other),
                last[other.index()]
            ));
        }
        None
    }

    /// How many kings still walk.
    pub fn kings_walking(&self) -> u32 {
        (0..self.variant.players.len() as u8)
            .filter(|&q| self.is_walking(Player(q)))
            .count() as u32
    }

    /// The final points of a game that is over by `result`: the points, and the shares of a
    /// draw by rule (to each player still in, and a share more for each king still walking, as
    /// for a stalemated walking king), or for the last player in a mate's points for each king
    /// still walking.
    pub fn final_points(&self, result: GameResult) -> Vec<u32> {
        let race = &self.variant.points_race;
        let mut out = self.points();
        let alive = self.alive();
        match result {
            GameResult::Repetition
            | GameResult::FiftyMoves
            | GameResult::BareKings
            | GameResult::DeadPosition => {
                for p in &alive {
                    out[p.index()] += race.draw_share * (1 + self.kings_walking());
                }
            }
            GameResult::Elimination => {
                if let [last] = alive[..] {
                    out[last.index()] += self.kings_walking() * race.checkmate;
                }
            }
            _ => {}
        }
        out
    }

    /// The players ranked by their final points, best first, with their points and places
    /// (players level share a place); `None` unless the points race is over.
    pub fn points_ranking(&self) -> Option<Vec<(Player, u32, usize)>> {
        let Outcome::Over { result, .. } = self.points_outcome()? else {
            return None;
        };
        Some(ranking(&self.final_points(result)))
    }

    /// The outcome of a points race (`None` in other games): over when one player is left, by a
    /// claimed win, or by a draw rule; the winners are the players with the most final points.
    pub(super) fn points_outcome(&self) -> Option<Outcome> {
        if !self.variant.points_race.on {
            return None;
        }
        let result = if self.alive().len() <= 1 {
            Some(GameResult::Elimination)
        } else {
            self.ended_by_rule()
        };
        let Some(result) = result else {
            return Some(Outcome::Ongoing);
        };
        let ranked = ranking(&self.final_points(result));
        let winners = ranked.iter().filter(|r| r.2 == 1).map(|r| r.0).collect();
        Some(Outcome::Over { result, winners })
    }
}

/// Players ranked by points, best first (in turn order when level), with their places.
fn ranking(points: &[u32]) -> Vec<(Player, u32, usize)> {
    let mut out: Vec<(Player, u32, usize)> = points
        .iter()
        .enumerate()
        .map(|(i, &p)| (Player(i as u8), p, 0))
        .collect();
    crate::sort::sort_by(&mut out, |a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for i in 0..out.len() {
        out[i].2 = if i > 0 && out[i - 1].1 == out[i].1 {
            out[i - 1].2
        } else {
            i + 1
        };
    }
    out
}

impl Position {
    /// Whether a player resigned from the points race: his pieces are dead, his king walks on.
    pub fn is_walking(&self, p: Player) -> bool {
        self.walking & (1 << (p.0 & 7)) != 0
    }

    /// Whether a piece is dead in a points race: its owner is out, or resigned and it is not his
    /// walking king. A dead piece blocks, never moves, gives no check and scores nothing taken.
    pub fn is_lifeless(&self, p: Piece) -> bool {
        self.is_dead(p.owner) || (self.is_walking(p.owner) && !self.variant.piece(p.kind).royal)
    }

    /// The kinds a walking player moves: his royal pieces, a bit per kind.
    pub(super) fn walking_kinds(&self) -> u64 {
        self.variant
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, d)| d.royal)
            .fold(0, |m, (i, _)| m | 1u64 << (i & 63))
    }

    /// The position after `p` resigns from a points race that goes on: his pieces die where they
    /// stand but his king walks on, moving on his turns; his castling rights end, and when he was
    /// to move his king makes its first walk on his next turn.
    pub(super) fn resign_from_race(&self, p: Player) -> Position {
        let mut next = self.clone();
        let z = self.variant.zobrist();
        for (i, def) in self.variant.castling.iter().enumerate() {
            if def.player == p && next.castling & (1u64 << i) != 0 {
                next.castling &= !(1u64 << i);
                next.key ^= z.castling(i);
            }
        }
        next.walking |= 1 << (p.0 & 7);
        next.forget_kept();
        next.history.clear();
        if next.to_move == p {
            next.advance_turn(p);
        }
        next
    }

    /// A walking king's move when nobody chooses it: one of its legal moves picked by the
    /// position's key, so that the same position always gives the same walk.
    pub fn walking_move(&self) -> Option<Move> {
        if !self.is_walking(self.to_move) {
            return None;
        }
        let moves = self.legal_moves();
        let n = moves.len() as u64;
        (n > 0).then(|| moves[(self.key % n) as usize])
    }
}

//! Savard's royal rules in the position (the `elimination` component): check from any opponent,
//! the capture of a king and the removal of its owner's army (or, with the inherited army, only
//! the king), legality judged after that removal, the duty to move of a player without a safe
//! move, and the endings of the partnership and free-for-all games.
//!
//! A player is *out* when his king has been captured (he has no royal piece left). A *side* is a
//! partnership, or a single player when every player is for himself.

use super::stages::{set, Change};
use super::{GameResult, Move, Outcome, Position, PositionError, Setup};
use crate::geometry::Cell;
use crate::piece::{Piece, Player};
use crate::variant::Variant;

/// After a move of `mover` that took `victim`: when the victim is an enemy king, its owner's
/// army leaves the board (only the king, already replaced by the capturer, with the inherited
/// army). Changes are logged so that legality tests can undo them.
#[inline]
pub(super) fn remove_army(
    v: &Variant,
    victim: Option<Piece>,
    mover: Player,
    sq: &mut [Option<Piece>],
    log: &mut Vec<Change>,
) {
    let e = v.elimination;
    if !e.king_capture || e.inherit_army || e.army_stays {
        return;
    }
    let Some(king) = victim.filter(|p| v.piece(p.kind).royal && v.enemies(mover, p.owner)) else {
        return;
    };
    for i in 0..sq.len() {
        if sq[i].is_some_and(|p| p.owner == king.owner) {
            set(sq, log, Cell(i as u16), None);
        }
    }
}

/// The side of a player: his team, or himself when every player is for himself.
fn side(v: &Variant, p: Player) -> u8 {
    v.teams.get(p.index()).copied().unwrap_or(p.0)
}

/// Checks what Savard's rules require of a setup: at most one king each, and a king for the
/// player to move. (A player may be left in check: the duty to move allows it.)
pub(super) fn validate(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    if !v.elimination.king_capture {
        return Ok(());
    }
    let mut kings = vec![0usize; v.players.len()];
    for p in s.squares.iter().flatten() {
        if v.piece(p.kind).royal && p.owner.index() < kings.len() {
            kings[p.owner.index()] += 1;
        }
    }
    for (i, &n) in kings.iter().enumerate() {
        if n > 1 {
            return Err(PositionError::Illegal(format!(
                "{} has {n} kings; at most one is allowed",
                v.player_name(Player(i as u8))
            )));
        }
    }
    if kings.get(s.to_move.index()) == Some(&0) {
        return Err(PositionError::Illegal(format!(
            "{} is to move but is out of the game (he has no king)",
            v.player_name(s.to_move)
        )));
    }
    Ok(())
}

impl Position {
    /// Whether a player is out of the game: his king was captured (games with king capture).
    pub fn is_out(&self, p: Player) -> bool {
        let v = &*self.variant;
        (self.dead | self.walking) & (1 << (p.0 & 7)) != 0
            || ((v.elimination.king_capture || v.mate_removal.on)
                && self.royals.of(p).next().is_none())
    }

    /// A bit per player who is out ([`Position::is_out`]), found in one pass over the royal
    /// pieces.
    #[inline]
    pub(crate) fn out_players(&self) -> u8 {
        let v = &*self.variant;
        let mut out = self.dead | self.walking;
        if v.elimination.king_capture || v.mate_removal.on {
            let all = (1u16 << v.players.len().min(8)) as u8;
            let with_royal = self
                .royals
                .iter()
                .fold(0u8, |m, (owner, _)| m | 1 << (owner.0 & 7));
            out |= all.wrapping_sub(1) & !with_royal;
        }
        out
    }

    /// A bit per player whose pieces the player to move moves: his own, and with the inherited
    /// army those of a partner who is out.
    #[inline]
    pub(crate) fn movers(&self) -> u8 {
        let v = &*self.variant;
        let me = self.to_move;
        let mut mask = 1u8 << (me.0 & 7);
        if v.elimination.inherit_army {
            for i in 0..v.players.len() as u8 {
                let p = Player(i);
                if p != me && !v.enemies(p, me) && self.is_out(p) {
                    mask |= 1 << (i & 7);
                }
            }
        }
        mask
    }

    /// Whether the player to move moves the pieces of `owner`.
    pub(crate) fn moves_pieces_of(&self, owner: Player) -> bool {
        self.movers() & (1 << (owner.0 & 7)) != 0
    }

    /// The number of sides with a player still in the game, leaving out `except`.
    pub(crate) fn sides_in_game(&self, except: Option<Player>) -> usize {
        let v = &*self.variant;
        let out = self.out_players();
        let mut seen = 0u64;
        for i in 0..v.players.len() as u8 {
            let p = Player(i);
            if Some(p) != except && out & (1 << (i & 7)) == 0 {
                seen |= 1 << (side(v, p) & 63);
            }
        }
        seen.count_ones() as usize
    }

    /// Whether the player to move must move although no move keeps his king safe: his loss
    /// would still leave two sides in the game (his partner, or two opponents).
    pub(crate) fn duty_to_move(&self) -> bool {
        self.variant.elimination.duty_to_move && self.sides_in_game(Some(self.to_move)) >= 2
    }

    /// The moves of a player who has no safe move but must move: every move of his pieces, or
    /// the pass when they have none. Nothing for other players (they are mated or stalemated).
    pub(super) fn forced_moves(&self, out: &mut Vec<Move>) {
        if self.duty_to_move() {
            self.pseudo_moves(out);
            if out.is_empty() {
                out.push(Move::pass());
            }
        }
    }

    /// The end by elimination: only one side has players left in the game, or (where the first
    /// loss ends the game) a player is out.
    pub(super) fn elimination_end(&self) -> Option<GameResult> {
        let v = &*self.variant;
        let out = (v.elimination.king_capture || v.mate_removal.on || v.points_race.on)
            && (self.sides_in_game(None) <= 1 || self.first_out().is_some());
        out.then_some(GameResult::Elimination)
    }

    /// The first player out, in a game where the first loss ends it.
    fn first_out(&self) -> Option<Player> {
        let v = &*self.variant;
        if !v.elimination.first_loss_ends {
            return None;
        }
        (0..v.players.len() as u8)
            .map(Player)
            .find(|&p| self.is_out(p))
    }

    /// The win of the last side with players in the game, when only one is left (every player
    /// of that side wins, out or not).
    pub(super) fn last_side_outcome(&self) -> Option<Outcome> {
        let v = &*self.variant;
        self.elimination_end()?;
        let players = || (0..v.players.len() as u8).map(Player);
        if let Some(loser) = self.first_out() {
            return Some(Outcome::Over {
                result: GameResult::Elimination,
                winners: players().filter(|&p| v.enemies(p, loser)).collect(),
            });
        }
        let left: Vec<u8> = players()
            .filter(|&p| !self.is_out(p))
            .map(|p| side(v, p))
            .collect();
        let winners = players().filter(|&p| left.contains(&side(v, p))).collect();
        Some(Outcome::Over {
            result: GameResult::Elimination,
            winners,
        })
    }

    /// The outcome under Savard's rules (`None` in games without them): a side wins when no
    /// other side is left, or when the player to move is checkmated as the last of his side
    /// (or, every player for himself, with one opponent left); stalemate then draws.
    pub(super) fn elimination_outcome(&self) -> Option<Outcome> {
        let v = &*self.variant;
        if !v.elimination.king_capture {
            return None;
        }
        let players = || (0..v.players.len() as u8).map(Player);
        if let Some(o) = self.last_side_outcome() {
            return Some(o);
        }
        if self.has_legal_move() || self.duty_to_move() {
            return Some(Outcome::Ongoing);
        }
        if !self.in_check() {
            return Some(Outcome::Over {
                result: GameResult::Stalemate,
                winners: Vec::new(),
            });
        }
        let loser = self.to_move;
        let in_game: Vec<u8> = players()
            .filter(|&p| !self.is_out(p) && v.enemies(p, loser))
            .map(|p| side(v, p))
            .collect();
        let winners = players()
            .filter(|&p| v.enemies(p, loser) && in_game.contains(&side(v, p)))
            .collect();
        Some(Outcome::Over {
            result: GameResult::Checkmate,
            winners,
        })
    }
}

impl Position {
    /// The position after `p` leaves a game that goes on without him (he resigned, or his time
    /// ran out; who may is for `leaving.rs`): his pieces leave the board as when his king is
    /// captured, his open en passant chances and castling rights end with them, and when he was to move the turn
    /// passes to the next player still in. An error when he is not a player of the game or is
    /// out already.
    pub fn leave(&self, p: Player) -> Result<Position, String> {
        let v = &self.variant;
        let n = v.players.len();
        if p.index() >= n {
            return Err(format!("{} has no player {}", v.name(), p.0 + 1));
        }
        if self.is_out(p) {
            return Err(format!("{} is out of the game already", v.player_name(p)));
        }
        if v.points_race.on {
            return Ok(self.resign_from_race(p));
        }
        let mut s = self.setup();
        let before = s.squares.clone();
        s.en_passant_open.retain(|o| {
            super::lasting_ep::find_chance(v, &before, o.target, o.pawn)
                .map_or(true, |c| c.owner() != p)
        });
        for (i, def) in v.castling.iter().enumerate() {
            if def.player == p {
                s.castling[i] = false;
            }
        }
        for cell in s.squares.iter_mut() {
            if cell.is_some_and(|x| x.owner == p) {
                *cell = None;
            }
        }
        let has_king = |s: &super::Setup, q: Player| {
            s.squares
                .iter()
                .flatten()
                .any(|x| x.owner == q && v.piece(x.kind).royal)
        };
        if s.to_move == p {
            for _ in 0..n {
                if s.to_move.index() + 1 == n {
                    s.fullmove = s.fullmove.saturating_add(1);
                }
                s.to_move = v.next_player(s.to_move);
                if has_king(&s, s.to_move) {
                    break;
                }
            }
        }
        let with_ep = Position::from_setup(v, s.clone());
        // A single en passant chance (games where chances do not last) goes with his pawn.
        with_ep
            .or_else(|_| {
                s.en_passant = None;
                Position::from_setup(v, s)
            })
            .map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use crate::position::{Player, Position};
    use crate::variant;

    /// Along random games of the four-player games, the bits of the players out are those
    /// `is_out` tells one by one; in the games for everyone, where the game goes on after a
    /// player is out, players out are met.
    #[test]
    fn the_players_out_are_those_out_one_by_one() {
        for (id, goes_on) in [
            ("four-teams", false),
            ("four-ffa", true),
            ("4pc-ffa", true),
            ("4pc-teams", false),
        ] {
            let v = variant::build(id, &[]).expect("the game builds");
            let mut pos = Position::start(&v);
            let (mut seed, mut met) = (5u64, 0);
            for _ in 0..3000 {
                let out = pos.out_players();
                for p in 0..v.players.len() as u8 {
                    let bit = out & (1 << p) != 0;
                    assert_eq!(bit, pos.is_out(Player(p)), "{id}: {}", pos.to_text());
                    met += usize::from(bit);
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_over() {
                    pos = Position::start(&v);
                    continue;
                }
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                pos = pos.play(&moves[(seed >> 33) as usize % moves.len()]);
            }
            assert!(met > 0 || !goes_on, "{id}: nobody went out");
        }
    }
}

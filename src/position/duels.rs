//! The duels of Blocking Double Chess in the position (see `rules/duels.rs`): each duel's result,
//! the end of a duel inside [`Position::play`] (both armies leave the board and the turns of its
//! players are skipped), and the result of the game when both duels are over.
//!
//! A duel ends, after a move, when the whole position has occurred three times (every duel still
//! going is drawn), when every player still playing has made fifty moves since the last capture,
//! pawn move or end of a duel (likewise), when its two armies have insufficient force, or at its
//! player's turn when he has no legal move: checkmate when in check, otherwise stalemate, unless
//! the consent privilege offers him a proposal (then he chooses: see `consent.rs`).

use super::{GameResult, Outcome, Position, PositionError, Setup};
use crate::geometry::Cell;
use crate::piece::Player;
use crate::rules::duels::{self, DuelEnd, DuelReason, MAX_DUELS};
use crate::variant::Variant;

/// One duel as the position reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuelStatus {
    /// Its two players, in turn order.
    pub players: Vec<Player>,
    /// How it ended; `None` while it goes on.
    pub end: Option<DuelEnd>,
}

impl DuelStatus {
    /// `ongoing`, `won` or `drawn`.
    pub fn result(&self) -> &'static str {
        match self.end {
            None => "ongoing",
            Some(DuelEnd {
                winner: Some(_), ..
            }) => "won",
            Some(_) => "drawn",
        }
    }
}

/// The result of the whole game once both duels are over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamResult {
    /// The players of the winning team, in turn order; empty for a draw.
    pub winners: Vec<Player>,
}

/// The duel results of a position: one entry per duel.
pub(crate) type DuelEnds = [Option<DuelEnd>; MAX_DUELS];

/// Checks the duel fields of a setup: results only in games of duels, exactly one king for each
/// player of a duel that goes on, a winner from the duel, and an owed relief that is possible (a
/// partner of the player to move, in check).
pub(super) fn validate(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    let bad = |m: String| Err(PositionError::Illegal(m));
    if v.duels.is_empty() {
        if !s.duels.is_empty() || s.relief.is_some() {
            return bad(format!("{} has no duels", v.name));
        }
        return Ok(());
    }
    if s.duels.len() != v.duel_count() {
        return bad(format!(
            "{} duel results for {} duels",
            s.duels.len(),
            v.duel_count()
        ));
    }
    for (d, end) in s.duels.iter().enumerate() {
        let players = v.duel_players(d as u8);
        let Some(end) = end else {
            // A duel goes on only between two kings: without one it could never end by mate.
            for &p in &players {
                let kings = s
                    .squares
                    .iter()
                    .flatten()
                    .filter(|q| q.owner == p && v.piece(q.kind).royal)
                    .count();
                let who = v.player_name(p);
                match kings {
                    1 => {}
                    0 => return bad(format!("{who} has no king, but his duel goes on")),
                    n => {
                        return bad(format!(
                            "{who} has {n} kings; exactly one is needed while his duel goes on"
                        ))
                    }
                }
            }
            continue;
        };
        if end.winner.is_some_and(|w| !players.contains(&w)) {
            return bad(format!(
                "the winner of duel {} is not one of its players",
                d + 1
            ));
        }
        if let Some((c, p)) = s.squares.iter().enumerate().find_map(|(i, p)| {
            p.filter(|p| players.contains(&p.owner))
                .map(|p| (Cell(i as u16), p))
        }) {
            return bad(format!(
                "the duel of {} is over, but a piece of his stands on {}",
                v.player_name(p.owner),
                v.geometry().cell_name(c)
            ));
        }
    }
    if let Some(q) = s.relief {
        let me = s.to_move;
        if q.index() >= v.players.len() || q == me || !v.same_team(q, me) {
            return bad("only a partner's check can be owed relief".to_string());
        }
        let checked = s.squares.iter().enumerate().any(|(i, p)| {
            p.is_some_and(|p| p.owner == q && v.piece(p.kind).royal)
                && crate::rules::check::attacked(v, &s.squares, Cell(i as u16), q)
        });
        if !checked {
            return bad(format!(
                "{} is owed relief from check, but is not in check",
                v.player_name(q)
            ));
        }
    }
    Ok(())
}

impl Position {
    /// Each duel with its players and result (empty in games without duels).
    pub fn duels(&self) -> Vec<DuelStatus> {
        let v = &*self.variant;
        (0..v.duel_count() as u8)
            .map(|d| DuelStatus {
                players: v.duel_players(d),
                end: self.duel_ends[d as usize],
            })
            .collect()
    }

    /// Whether the duel of `p` is over (never in games without duels).
    pub fn duel_over_for(&self, p: Player) -> bool {
        self.variant
            .duel_of(p)
            .is_some_and(|d| self.duel_ends[d as usize].is_some())
    }

    /// The player whose check the player to move must relieve (an accepted proposal).
    pub fn relief_owed(&self) -> Option<Player> {
        self.relief
    }

    /// The result of the game when every duel is over (`None` while one goes on, and in games
    /// without duels): a team with a win and no loss wins.
    pub fn team_result(&self) -> Option<TeamResult> {
        let v = &*self.variant;
        if v.duels.is_empty() || self.duels().iter().any(|d| d.end.is_none()) {
            return None;
        }
        let wins: Vec<Player> = self.duels().iter().filter_map(|d| d.end?.winner).collect();
        let players = (0..v.players.len() as u8).map(Player);
        let winners = match wins.as_slice() {
            [] => Vec::new(),
            [w, rest @ ..] if rest.iter().all(|r| v.same_team(*r, *w)) => {
                players.filter(|&p| v.same_team(p, *w)).collect()
            }
            _ => Vec::new(),
        };
        Some(TeamResult { winners })
    }

    /// The team result as a sentence for people, once every duel is over: `White and Yellow win
    /// (Black won by checkmate; the other duel was drawn by stalemate)`.
    pub fn team_result_text(&self) -> Option<String> {
        let v = &*self.variant;
        let r = self.team_result()?;
        let names: Vec<&str> = r.winners.iter().map(|&p| v.player_name(p)).collect();
        let head = if names.is_empty() {
            "The game is drawn".to_string()
        } else {
            format!("{} win", names.join(" and "))
        };
        let duels: Vec<String> = self
            .duels()
            .iter()
            .filter_map(|d| {
                let end = d.end?;
                let who: Vec<&str> = d.players.iter().map(|&p| v.player_name(p)).collect();
                Some(match end.winner {
                    Some(w) => format!("{} won by {}", v.player_name(w), end.reason.as_str()),
                    None => format!("{} drawn by {}", who.join("-"), end.reason.as_str()),
                })
            })
            .collect();
        Some(format!("{head} ({})", duels.join("; ")))
    }

    /// The outcome in a game of duels (`None` in other games): over when every duel is.
    pub(super) fn duels_outcome(&self) -> Option<Outcome> {
        if self.variant.duels.is_empty() {
            return None;
        }
        Some(match self.team_result() {
            Some(r) => Outcome::Over {
                result: GameResult::Duels,
                winners: r.winners,
            },
            None => Outcome::Ongoing,
        })
    }

    /// The end by duels: `Some` when every duel is over.
    pub(super) fn duels_end(&self) -> Option<GameResult> {
        self.team_result().map(|_| GameResult::Duels)
    }

    /// How many players still play (their duel goes on).
    fn players_playing(&self) -> u32 {
        let v = &*self.variant;
        (0..v.players.len() as u8)
            .filter(|&p| !self.duel_over_for(Player(p)))
            .count() as u32
    }

    /// Whether the two armies of duel `d` cannot mate (the orthodox rule).
    fn insufficient(&self, d: u8) -> bool {
        let v = &*self.variant;
        let (mut men, mut minors) = (0, 0);
        for p in self.squares.iter().flatten() {
            if v.duel_of(p.owner) == Some(d) && !v.piece(p.kind).royal {
                men += 1;
                minors += v.piece(p.kind).minor as u32;
                if men >= duels::ENOUGH_MEN {
                    break;
                }
            }
        }
        duels::insufficient_force(men, minors)
    }

    /// Ends duel `d`: records `end`, removes both armies (with their castling rights and en
    /// passant chances), resets the fifty-move count and forgets earlier positions.
    pub(super) fn end_duel(&mut self, d: u8, end: DuelEnd) {
        let v = self.variant.clone();
        let z = v.zobrist();
        if self.duel_ends[d as usize].is_some() {
            return;
        }
        self.duel_ends[d as usize] = Some(end);
        self.forget_kept();
        for i in 0..self.squares.len() {
            if let Some(p) = self.squares[i].filter(|p| v.duel_of(p.owner) == Some(d)) {
                let c = Cell(i as u16);
                self.squares[i] = None;
                self.occupancy.change(c, Some(p), None);
                self.key ^= z.piece(c, p);
                if v.piece(p.kind).royal {
                    self.royals.remove(c);
                }
            }
        }
        for (i, def) in v.castling.iter().enumerate() {
            if v.duel_of(def.player) == Some(d) && self.castling_right(i) {
                self.castling &= !(1u64 << i);
                self.key ^= z.castling(i);
            }
        }
        self.drop_gone_chances();
        if self.relief.is_some_and(|q| v.duel_of(q) == Some(d)) {
            self.set_relief(None);
        }
        self.halfmove = 0;
        self.history.clear();
    }

    /// Takes the en passant cell out of the key before the position changes.
    fn unkey_en_passant(&mut self) {
        if let Some(ep) = self.ep.filter(|_| self.ep_keyed) {
            self.key ^= self.variant.zobrist().en_passant(ep.target);
        }
        self.ep_keyed = false;
    }

    /// The pass of a player in the stalemate escape: his duel ends drawn by stalemate.
    pub(super) fn accept_stalemate(&mut self) {
        if let Some(d) = self.variant.duel_of(self.to_move) {
            self.end_duel(
                d,
                DuelEnd {
                    winner: None,
                    reason: DuelReason::Stalemate,
                },
            );
        }
    }

    /// Sets the owed relief, keeping the key up to date.
    pub(super) fn set_relief(&mut self, relief: Option<Player>) {
        let z = self.variant.zobrist();
        let part = |r: Option<Player>| r.map_or(0, |q| z.side(q.index()).rotate_left(29));
        self.key ^= part(self.relief) ^ part(relief);
        self.relief = relief;
    }

    /// After a move (and in a position read from a text): ends the duels that are over by a rule
    /// or at the turn of a player without a legal move, and passes the turn on past their
    /// players, until the player to move can play or every duel is over.
    pub(super) fn settle_duels(&mut self) {
        if self.variant.duels.is_empty() {
            return;
        }
        let v = self.variant.clone();
        let drawn = |reason| DuelEnd {
            winner: None,
            reason,
        };
        let mut changed = false;
        loop {
            let ongoing: Vec<u8> = (0..v.duel_count() as u8)
                .filter(|&d| self.duel_ends[d as usize].is_none())
                .collect();
            if ongoing.is_empty() {
                break;
            }
            let key = self.repetition_key();
            let seen = self.history.count(key);
            let rule = if seen + 1 >= duels::REPETITIONS {
                Some(DuelReason::Repetition)
            } else if self.halfmove >= duels::FIFTY_MOVES * self.players_playing() {
                Some(DuelReason::FiftyMoves)
            } else {
                None
            };
            if let Some(reason) = rule {
                self.unkey_en_passant();
                for &d in &ongoing {
                    self.end_duel(d, drawn(reason));
                }
                changed = true;
                continue;
            }
            let dead: Vec<u8> = ongoing
                .iter()
                .copied()
                .filter(|&d| self.insufficient(d))
                .collect();
            let me = self.to_move;
            let end = if !dead.is_empty() {
                self.unkey_en_passant();
                for d in dead {
                    self.end_duel(d, drawn(DuelReason::InsufficientForce));
                }
                None
            } else if self.duel_over_for(me) || self.has_legal_move_keeping() {
                if !self.duel_over_for(me) {
                    break;
                }
                None
            } else if self.in_check() {
                let winner = (0..v.players.len() as u8)
                    .map(Player)
                    .find(|&p| v.enemies(p, me));
                Some(DuelEnd {
                    winner,
                    reason: DuelReason::Checkmate,
                })
            } else if !self.proposals().is_empty() {
                break;
            } else {
                Some(drawn(DuelReason::Stalemate))
            };
            if let (Some(end), Some(d)) = (end, v.duel_of(me)) {
                self.unkey_en_passant();
                self.end_duel(d, end);
            }
            changed = true;
            if self.duel_over_for(self.to_move) {
                self.set_relief(None);
                self.settle_turn();
            }
        }
        if changed {
            self.key_en_passant();
        }
    }
}

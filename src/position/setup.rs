//! An unvalidated position ([`Setup`]), as parsers and editors produce it, and the checks that
//! make it a legal [`Position`]: "could not parse" errors come from the parsers, "parsed but
//! illegal" errors from [`validate`].

use super::royals::{Royals, MAX_ROYALS};
use super::{lasting_ep, EnPassant, Position, PositionError, MAX_PLAYERS};
use crate::geometry::{Cell, Delta};
use crate::piece::{Piece, Player};
use crate::rules::check::attacked;
use crate::rules::{DiceState, Taken};
use crate::variant::Variant;
use std::sync::Arc;

/// A position as written, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// One entry per cell of the game's geometry.
    pub squares: Vec<Option<Piece>>,
    pub to_move: Player,
    /// One entry per castling definition of the game: whether that right is kept.
    pub castling: Vec<bool>,
    /// The cell a pawn just passed over in a double step.
    pub en_passant: Option<Cell>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// One entry per player: the opponent whose piece he captured last (games with shifting
    /// alliances; `None` everywhere in other games).
    pub last_captured: Vec<Option<Player>>,
    /// The dice of the player to move ([`DiceState::ToRoll`] in games without dice).
    pub dice: DiceState,
    /// Games where en passant chances last until the pawn's owner moves again: the chances still
    /// open, oldest first.
    pub en_passant_open: Vec<OpenEnPassant>,
    /// The frozen players (the four-handed game).
    pub frozen: Vec<Player>,
    /// What each player has taken from whom (games that score captures; empty in others).
    pub taken: Taken,
    /// The players out of the points race, whose pieces are dead (empty in other games).
    pub dead: Vec<Player>,
    /// The players who resigned from the points race: their pieces are dead, their kings walk
    /// on (empty in other games).
    pub walking: Vec<Player>,
    /// Per player in turn order, his points (the points race; empty in other games).
    pub points: Vec<u32>,
    /// Per player in turn order, the pieces still in hand (games with a placement phase; empty
    /// in others, and empty hands when a text leaves the field out).
    pub hands: Vec<Vec<crate::piece::PieceKind>>,
    /// Games of duels: how each duel ended (`None` while it goes on); empty in other games.
    pub duels: Vec<Option<crate::rules::DuelEnd>>,
    /// Games of duels: the player whose check the player to move must relieve.
    pub relief: Option<Player>,
}

/// One open en passant chance of a setup (games where chances last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenEnPassant {
    /// The cell the pawn passed over.
    pub target: Cell,
    /// The cell of the pawn that may be taken. `None`: the first pawn that may have passed over
    /// `target` (the engine gives the cell whenever more than one may have, as where two strips
    /// meet two pawns can stand one step beyond the same cell).
    pub pawn: Option<Cell>,
}

impl Setup {
    /// No pieces, the first player to move, no rights.
    pub fn empty(v: &Variant) -> Setup {
        Setup {
            squares: vec![None; v.geometry().len()],
            to_move: Player(0),
            castling: vec![false; v.castling.len()],
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
            last_captured: vec![None; v.players.len()],
            dice: DiceState::ToRoll,
            en_passant_open: Vec::new(),
            frozen: Vec::new(),
            taken: super::scoring::empty_tally(v),
            dead: Vec::new(),
            walking: Vec::new(),
            points: Vec::new(),
            hands: Vec::new(),
            duels: vec![None; v.duel_count()],
            relief: None,
        }
    }
}

fn illegal<T>(msg: String) -> Result<T, PositionError> {
    Err(PositionError::Illegal(msg))
}

/// A piece described for messages: `white pawn on e8`.
fn describe(v: &Variant, c: Cell, p: Piece) -> String {
    format!(
        "{} {} on {}",
        v.player_name(p.owner).to_lowercase(),
        v.piece_name(p.kind),
        v.geometry().cell_name(c)
    )
}

/// Checks that a setup is a legal position of the game `v`.
pub fn validate(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    let geo = v.geometry();
    if s.squares.len() != geo.len() {
        return illegal(format!(
            "the setup has {} cells; the game has {}",
            s.squares.len(),
            geo.len()
        ));
    }
    if s.to_move.index() >= v.players.len() {
        return illegal(format!("there is no player {}", s.to_move.0));
    }
    if s.castling.len() != v.castling.len() {
        return illegal("the castling rights do not match the game".to_string());
    }
    if s.fullmove == 0 {
        return illegal("the move number must be at least 1".to_string());
    }
    let mut royal_count = vec![0usize; v.players.len()];
    let mut total_royals = 0;
    for (i, p) in s.squares.iter().enumerate() {
        let Some(p) = *p else { continue };
        let c = Cell(i as u16);
        if p.kind.index() >= v.pieces.len() || p.owner.index() >= v.players.len() {
            return illegal(format!(
                "a piece on {} is not of this game",
                geo.cell_name(c)
            ));
        }
        let def = v.piece(p.kind);
        if def.royal {
            royal_count[p.owner.index()] += 1;
            total_royals += 1;
        }
        if def.pawn {
            if v.promotes_on(p.owner, c) && !v.pawns.promotion_choices.is_empty() {
                return illegal(format!(
                    "a {} is impossible: it would have promoted",
                    describe(v, c, p)
                ));
            }
            let back = p.facing.forward().reversed();
            let sides = [
                p.facing.turn(Delta::new(-1, -1)),
                p.facing.turn(Delta::new(1, -1)),
            ];
            if geo.step(c, back).is_none() && sides.iter().all(|&d| geo.step(c, d).is_none()) {
                return illegal(format!(
                    "a {} is impossible: no pawn can reach its first rank",
                    describe(v, c, p)
                ));
            }
        }
    }
    if total_royals > MAX_ROYALS {
        return illegal(format!("more than {MAX_ROYALS} royal pieces"));
    }
    if v.royalty.one_each {
        let name = v
            .pieces
            .iter()
            .find(|d| d.royal)
            .map_or("royal piece", |d| d.name);
        for (p, &n) in royal_count.iter().enumerate() {
            let who = v.player_name(Player(p as u8));
            match n {
                1 => {}
                0 => return illegal(format!("{who} has no {name}")),
                n => return illegal(format!("{who} has {n} {name}s; exactly one is needed")),
            }
        }
    }
    super::census::validate(v, s)?;
    super::elimination::validate(v, s)?;
    super::duels::validate(v, s)?;
    if v.royalty.check
        && v.players.len() > 1
        && !v.elimination.king_capture
        && !v.freeze.on
        && !v.points_race.on
    {
        let last = v.previous_player(s.to_move);
        for (i, p) in s.squares.iter().enumerate() {
            let c = Cell(i as u16);
            let owed = s.relief == Some(last);
            if let Some(p) = p.filter(|p| p.owner == last && v.piece(p.kind).royal && !owed) {
                if attacked(v, &s.squares, c, last) {
                    return illegal(format!(
                        "the {} is in check, but it is {}'s turn",
                        describe(v, c, p),
                        v.player_name(s.to_move)
                    ));
                }
            }
        }
    }
    for (i, def) in v.castling.iter().enumerate() {
        if !s.castling[i] {
            continue;
        }
        let ready = (0..geo.board_count() as u8).any(|b| {
            v.castle_line(i, b)
                .is_some_and(|l| l.ready(&s.squares, &v.pieces, def.player))
        });
        if !ready {
            let sq = |f: (u8, u8)| format!("{}{}", (b'a' + f.0) as char, f.1 + 1);
            return illegal(format!(
                "castling right {} needs {}'s king on {} and rook on {} of the same board",
                def.letter,
                v.player_name(def.player),
                sq(def.king),
                sq(def.rook)
            ));
        }
    }
    if let Some(t) = s.en_passant {
        find_victim(v, s, t).map_err(PositionError::Illegal)?;
    }
    let mut owners = 0u8;
    for o in &s.en_passant_open {
        if let Some(c) = [Some(o.target), o.pawn]
            .into_iter()
            .flatten()
            .find(|c| c.index() >= geo.len())
        {
            return illegal(format!("the en passant cell {} does not exist", c.0));
        }
        let owner = lasting_ep::find_chance(v, &s.squares, o.target, o.pawn)
            .map_err(PositionError::Illegal)?
            .owner();
        if owners & (1 << (owner.0 & 7)) != 0 {
            return illegal(format!(
                "two en passant chances of {} are open; a player has one at most",
                v.player_name(owner)
            ));
        }
        owners |= 1 << (owner.0 & 7);
    }
    if let Some(p) = s
        .frozen
        .iter()
        .find(|p| p.index() >= v.players.len() || !v.freeze.on)
    {
        return illegal(format!("player {} cannot be frozen in {}", p.0, v.name));
    }
    super::points::validate(v, s)?;
    super::scoring::validate_scoring(v, s)?;
    super::placement::validate_hands(v, s)?;
    validate_turn_state(v, s)?;
    let last = super::turn::last_mover(v, s.to_move, s.dice);
    v.victory
        .check_setup(v, &s.squares, last, s.dice)
        .map_err(PositionError::Illegal)
}

/// Checks the state of shifting alliances and of the dice.
fn validate_turn_state(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    if s.last_captured.len() != v.players.len() {
        return illegal(format!(
            "the last captures are given for {} players; the game has {}",
            s.last_captured.len(),
            v.players.len()
        ));
    }
    for (p, last) in s.last_captured.iter().enumerate() {
        let Some(victim) = *last else { continue };
        let who = v.player_name(Player(p as u8));
        if !v.captures.alternate {
            return illegal(format!(
                "{who} has a last capture, but {} has no shifting alliances",
                v.name
            ));
        }
        if victim.index() >= v.players.len() || !v.enemies(Player(p as u8), victim) {
            return illegal(format!("{who} cannot have captured a piece of that player"));
        }
    }
    match (&v.dice, s.dice) {
        (_, DiceState::ToRoll) => Ok(()),
        (None, DiceState::Rolled { .. }) => illegal(format!("{} has no dice", v.name)),
        (Some(dice), DiceState::Rolled { roll, used }) => {
            if let Some(f) = roll.iter().find(|&&f| !dice.is_face(f)) {
                return illegal(format!(
                    "a die cannot show {f}; its faces are 1 to {}",
                    dice.face_count()
                ));
            }
            if used == [true, true] {
                return illegal(
                    "both dice are used: the turn is over, so the dice are written -".to_string(),
                );
            }
            Ok(())
        }
    }
}

/// The en passant chance of a setup whose en passant cell is `t`: the pawn of the player who
/// moved last that stands one step beyond `t` (on any board), having double-stepped over it.
fn find_victim(v: &Variant, s: &Setup, t: Cell) -> Result<EnPassant, String> {
    let geo = v.geometry();
    if t.index() >= geo.len() {
        return Err(format!("the en passant cell {} does not exist", t.0));
    }
    let name = || geo.cell_name(t);
    if !v.pawns.en_passant || v.en_passant_lasts {
        return Err(format!(
            "an en passant cell ({}) is given, but en passant is off in this game",
            name()
        ));
    }
    if s.squares[t.index()].is_some() {
        return Err(format!("the en passant cell {} is not empty", name()));
    }
    let last = v.previous_player(s.to_move);
    let mut found = None;
    for b in 0..geo.board_count() as u8 {
        let Some(tb) = geo.on_board(t, b) else {
            continue;
        };
        for f in crate::piece::Facing::ALL {
            let Some(c) = geo.step(tb, f.forward()) else {
                continue;
            };
            let is_victim = s.squares[c.index()]
                .is_some_and(|p| p.owner == last && p.facing == f && v.piece(p.kind).pawn);
            let start = geo.step(t, f.forward().reversed());
            let start_ok = start
                .is_some_and(|st| s.squares[st.index()].is_none() && v.double_step_from(last, st));
            if is_victim && start_ok {
                found = Some(EnPassant {
                    target: t,
                    victim: c,
                });
            }
        }
    }
    found.ok_or_else(|| {
        format!(
            "no {} pawn can just have passed over the en passant cell {}",
            v.player_name(last).to_lowercase(),
            name()
        )
    })
}

impl Position {
    /// Builds a position from a setup that [`validate`] accepted.
    pub(crate) fn from_valid_setup(variant: &Arc<Variant>, s: Setup) -> Position {
        let v = variant.as_ref();
        let z = v.zobrist();
        let mut royals = Royals::default();
        let mut key = z.side(s.to_move.index());
        for (i, p) in s.squares.iter().enumerate() {
            if let Some(p) = *p {
                let c = Cell(i as u16);
                key ^= z.piece(c, p);
                if v.piece(p.kind).royal {
                    royals.add(p.owner, c);
                }
            }
        }
        let mut castling = 0u64;
        for (i, &on) in s.castling.iter().enumerate().take(64) {
            if on {
                castling |= 1 << i;
                key ^= z.castling(i);
            }
        }
        let mut last_captured = [None; MAX_PLAYERS];
        for (i, &last) in s.last_captured.iter().enumerate().take(MAX_PLAYERS) {
            last_captured[i] = last;
            key ^= z.last_captured(Player(i as u8), last);
        }
        key ^= z.dice(s.dice);
        let ep = s.en_passant.and_then(|t| find_victim(v, &s, t).ok());
        let eliminated = Position::find_eliminated(v, &s.squares);
        let mut pos = Position {
            variant: variant.clone(),
            squares: s.squares,
            to_move: s.to_move,
            castling,
            ep,
            ep_keyed: false,
            halfmove: s.halfmove,
            fullmove: s.fullmove.max(1),
            key,
            history: super::History::default(),
            royals,
            last_captured,
            dice: s.dice,
            decided: None,
            frozen: s.frozen.iter().fold(0, |m, p| m | 1 << (p.0 & 7)),
            dead: s.dead.iter().fold(0, |m, p| m | 1 << (p.0 & 7)),
            walking: s.walking.iter().fold(0, |m, p| m | 1 << (p.0 & 7)),
            points: super::points::points_array(&s.points),
            ep_open: lasting_ep::OpenChances::default(),
            eliminated,
            taken: s.taken,
            hands: super::placement::full_hands(v, s.hands),
            duel_ends: Default::default(),
            relief: None,
            kept: Default::default(),
        };
        pos.key ^= pos.hands_key();
        for (d, end) in s
            .duels
            .iter()
            .enumerate()
            .take(crate::rules::duels::MAX_DUELS)
        {
            pos.duel_ends[d] = *end;
        }
        pos.set_relief(s.relief);
        pos.ep_open = lasting_ep::open_chances(v, &pos.squares, &s.en_passant_open);
        if v.victory.any() {
            pos.decided = v.victory.decide(v, &pos.squares, pos.last_mover());
        }
        pos.settle_turn();
        pos.key_en_passant();
        pos.settle_duels();
        pos
    }
}

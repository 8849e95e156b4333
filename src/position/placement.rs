//! The placement phase in the position (the `placement` component): the pieces each player still
//! holds in hand, the drops of the player to move (his only moves while his hand is not empty),
//! playing a drop (the turn stays with him until his hand is empty), the default placement, and
//! the checks a setup's hands must pass.

use super::{Move, Position, PositionError, Setup, Special};
use crate::geometry::Cell;
use crate::piece::{Piece, PieceKind, Player};
use crate::variant::Variant;

/// The hands of a validated setup, one (possibly empty) per player in games with a placement
/// phase; none at all in other games.
pub(super) fn full_hands(v: &Variant, hands: Vec<Vec<PieceKind>>) -> Vec<Vec<PieceKind>> {
    if v.placement.is_none() {
        return Vec::new();
    }
    let mut hands = hands;
    hands.resize(v.players.len(), Vec::new());
    hands
}

/// Checks the hands of a setup: only in games with a placement phase, at most one per player,
/// each holding only pieces of the game's starting hand (no more of a kind than it has).
pub(super) fn validate_hands(v: &Variant, s: &Setup) -> Result<(), PositionError> {
    let illegal = |m: String| Err(PositionError::Illegal(m));
    if s.hands.iter().all(|h| h.is_empty()) {
        return Ok(());
    }
    let Some(pl) = &v.placement else {
        return illegal(format!("{} has no pieces in hand", v.name));
    };
    if s.hands.len() > v.players.len() {
        return illegal("more hands than players".to_string());
    }
    for (i, hand) in s.hands.iter().enumerate() {
        for &k in hand {
            let held = hand.iter().filter(|&&x| x == k).count();
            let allowed = pl.hand.iter().filter(|&&x| x == k).count();
            if held > allowed {
                return illegal(format!(
                    "{} holds {held} of the {} in hand; the game gives {allowed}",
                    v.player_name(Player(i as u8)),
                    v.piece_name(k)
                ));
            }
        }
    }
    Ok(())
}

/// A Zobrist-like number for one piece in hand (a fixed mix of player, kind and how many of that
/// kind are held), so that positions differing only by their hands have different keys.
fn hand_number(player: Player, kind: PieceKind, nth: usize) -> u64 {
    let mut x = 0x9e37_79b9_7f4a_7c15u64
        ^ ((player.0 as u64) << 40)
        ^ ((kind.0 as u64) << 20)
        ^ (nth as u64 + 1);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Position {
    /// The pieces `p` still holds in hand (empty in games without a placement phase).
    pub fn hand(&self, p: Player) -> &[PieceKind] {
        self.hands.get(p.index()).map_or(&[], |h| h.as_slice())
    }

    /// Whether the game is in its placement phase: some player still holds pieces in hand.
    pub fn placing(&self) -> bool {
        self.hands.iter().any(|h| !h.is_empty())
    }

    /// The part of the key that the hands give.
    pub(super) fn hands_key(&self) -> u64 {
        let mut key = 0;
        for (i, hand) in self.hands.iter().enumerate() {
            key ^= self.hand_key_of(Player(i as u8), hand);
        }
        key
    }

    fn hand_key_of(&self, p: Player, hand: &[PieceKind]) -> u64 {
        let mut key = 0;
        for (n, &k) in hand.iter().enumerate() {
            let nth = hand[..n].iter().filter(|&&x| x == k).count();
            key ^= hand_number(p, k, nth);
        }
        key
    }

    /// Whether `c` is in the drop zone of `p`.
    fn in_zone(&self, p: Player, c: Cell) -> bool {
        let v = &*self.variant;
        v.placement
            .as_ref()
            .and_then(|pl| pl.zones.get(p.index()))
            .is_some_and(|z| z.contains(v.geometry().info(c)))
    }

    /// The drops of the player to move, if he holds pieces in hand: each kind he holds onto each
    /// empty cell of his zone. Returns whether he does (then drops are his only moves).
    pub(super) fn drop_moves(&self, out: &mut Vec<Move>) -> bool {
        let me = self.to_move;
        let hand = self.hand(me);
        if hand.is_empty() {
            return false;
        }
        let mut kinds: Vec<PieceKind> = Vec::new();
        for &k in hand {
            if !kinds.contains(&k) {
                kinds.push(k);
            }
        }
        let geo = self.variant.geometry();
        for k in kinds {
            for c in geo.cells() {
                if self.squares[c.index()].is_none() && self.in_zone(me, c) {
                    out.push(Move::drop(k, c));
                }
            }
        }
        true
    }

    /// Plays a legal drop: the piece leaves the hand for the board; the turn passes on only when
    /// the hand is empty.
    pub(super) fn play_drop(&mut self, m: &Move) {
        let me = self.to_move;
        let Some(kind) = m.promotion else {
            return;
        };
        let Some(i) = self.hand(me).iter().position(|&k| k == kind) else {
            return;
        };
        let facing = self.variant.players[me.index()].facing;
        let piece = Piece::new(kind, me, facing);
        let z = self.variant.zobrist();
        self.key ^= self.hand_key_of(me, &self.hands[me.index()]);
        self.hands[me.index()].remove(i);
        self.key ^= self.hand_key_of(me, &self.hands[me.index()]);
        self.key ^= z.content(m.to, None) ^ z.piece(m.to, piece);
        let old = self.squares[m.to.index()];
        self.squares[m.to.index()] = Some(piece);
        self.occupancy.change(m.to, old, Some(piece));
        self.forget_kept();
        if self.variant.piece(kind).royal {
            self.royals.add(me, m.to);
        }
        self.halfmove = self.halfmove.saturating_add(1);
        if self.hand(me).is_empty() {
            self.advance_turn(me);
        }
    }

    /// The drops that place the remaining pieces of the player to move on the game's default
    /// squares, in the order of his hand (a kind whose square is taken goes to the first empty
    /// cell of his zone). Empty when he holds nothing.
    pub fn default_placement(&self) -> Vec<Move> {
        let v = &*self.variant;
        let me = self.to_move;
        let (Some(pl), false) = (&v.placement, self.hand(me).is_empty()) else {
            return Vec::new();
        };
        let geo = v.geometry();
        let mut taken: Vec<Cell> = Vec::new();
        let free = |c: &Cell, taken: &Vec<Cell>| {
            self.squares[c.index()].is_none() && !taken.contains(c) && self.in_zone(me, *c)
        };
        let defaults = pl.defaults.get(me.index());
        let mut out = Vec::new();
        for &kind in self.hand(me) {
            let slot = pl.hand.iter().position(|&k| k == kind);
            let preferred = slot
                .and_then(|s| defaults.and_then(|d| d.get(s)))
                .and_then(|&(f, r)| geo.cell_at(0, f as i32, r as i32))
                .filter(|c| free(c, &taken));
            let Some(cell) = preferred.or_else(|| geo.cells().find(|c| free(c, &taken))) else {
                break;
            };
            taken.push(cell);
            out.push(Move::drop(kind, cell));
        }
        out
    }
}

impl Move {
    /// The drop of a piece of `kind` from hand onto `cell`.
    pub fn drop(kind: PieceKind, cell: Cell) -> Move {
        Move {
            from: cell,
            to: cell,
            arrive: cell,
            promotion: Some(kind),
            special: Special::Place,
        }
    }

    /// The kind dropped, if this is a drop.
    pub fn dropped(&self) -> Option<PieceKind> {
        self.promotion.filter(|_| self.special == Special::Place)
    }
}

//! Legal moves straight from the words of the board, in a plain game of one board and two
//! players ([`Variant::plain_words`](crate::variant::Variant::plain_words): orthodox chess). The
//! generic path generates every pseudo-legal move and then tests each one on a scratch copy of
//! the cells; here the enemy's attacks (with the king taken off the board), the pieces giving
//! check and the pinned pieces are found first, from the target sets of the pieces, and each
//! piece's targets are cut to the cells that keep the king safe before its moves are pushed:
//!
//! - the king goes only where no enemy piece attacks;
//! - in check from one piece, another piece must take it or step between; in double check only
//!   the king moves;
//! - a pinned piece (the only piece between its king and an enemy rider aiming at him) stays on
//!   the line of the pin;
//! - en passant captures (which take a piece off another cell) and castling moves (which move a
//!   rook too) are tested on the cells as they are after the move.
//!
//! The moves come out in the order of the generic path with its illegal moves left out (pieces
//! in the order of their cells, each piece's captures then its quiet moves in the order of the
//! cells, a pawn's double step and en passant capture after them, castling last), so that
//! everything that walks the legal moves in order (the search, the random player) does the same.
//! The search, which tests its pseudo-legal moves one at a time as it comes to them
//! ([`LegalityTest`](super::LegalityTest)), judges them by the same threats ([`WordTest`]).

use super::{Move, Position, Special};
use crate::geometry::Cell;
use crate::piece::{Piece, TargetSets};

/// What the enemy's pieces do to the king of the player to move.
struct Threats {
    /// The cells around the king that an enemy piece attacks (all the cells the king could go
    /// to, at least), the king taken off the board (so that he cannot step back along the line
    /// of a rider's check).
    attacked: u64,
    /// The cells where a piece other than the king may end: every cell out of check, the
    /// checking piece and the cells between it and the king in check, none in double check.
    stops: u64,
    /// The pinned pieces and the line each must stay on (the cells between its king and the
    /// pinning piece, that piece included).
    pins: [(u64, u64); 8],
    pinned: usize,
}

/// The legality of single moves from the words of the board: what the enemy's pieces do to the
/// king of the player to move, found once for the position.
pub(crate) struct WordTest {
    king: Cell,
    /// The words of the occupied cells, the mover's and the enemy's.
    occupied: u64,
    own: u64,
    prey: u64,
    threats: Threats,
}

impl Position {
    /// The legal moves of the player to move, pushed onto `out` (empty), when the game is plain
    /// and the player has one royal piece; `false` (and `out` left empty) otherwise, or when no
    /// move is legal (the caller then asks the rules what the player may do instead).
    pub(super) fn word_legal_moves(&self, out: &mut Vec<Move>) -> bool {
        let Some(test) = self.word_test() else {
            return false;
        };
        let v = &*self.variant;
        let (king, occupied, prey) = (test.king, test.occupied, test.prey);
        let own = test.own;
        let threats = &test.threats;
        let takeable = self.takeable();
        let mut rest = own;
        while rest != 0 {
            let c = Cell(rest.trailing_zeros() as u16);
            rest &= rest - 1;
            let Some((p, sets)) = self.armed(c) else {
                out.clear();
                return false;
            };
            let allowed = if c == king {
                !threats.attacked
            } else {
                threats.stops & threats.line_of(1 << c.index())
            };
            let (captures, moves) = sets.reach(c, occupied);
            let cells = [captures & prey & allowed, moves & !occupied & allowed];
            if !v.piece(p.kind).pawn {
                for mut bits in cells {
                    while bits != 0 {
                        let to = Cell(bits.trailing_zeros() as u16);
                        bits &= bits - 1;
                        out.push(Move {
                            from: c,
                            to,
                            arrive: to,
                            promotion: None,
                            special: Special::None,
                        });
                    }
                }
                continue;
            }
            for mut bits in cells {
                while bits != 0 {
                    let to = Cell(bits.trailing_zeros() as u16);
                    bits &= bits - 1;
                    self.push_moves(c, to, p, Special::None, None, out);
                }
            }
            let double = self.double_step_to(c, p);
            if let Some(to) = double.filter(|to| allowed & (1 << to.index()) != 0) {
                self.push_moves(c, to, p, Special::DoubleStep, None, out);
            }
            let first = out.len();
            self.en_passant_moves_with(c, p, &takeable, out);
            retain_from(out, first, |m| self.word_allows(&test, m) != Some(false));
        }
        let first = out.len();
        self.castling_moves(out);
        retain_from(out, first, |m| self.word_allows(&test, m) == Some(true));
        !out.is_empty()
    }

    /// The threats to the king of the player to move, when the game is plain and he has one
    /// royal piece; `None` otherwise.
    pub(super) fn word_test(&self) -> Option<WordTest> {
        let v = &*self.variant;
        if !v.plain_words() || self.relief.is_some() || self.eliminated.is_some() {
            return None;
        }
        let me = self.to_move;
        let mut royals = self.royals.of(me);
        let (Some(king), None) = (royals.next(), royals.next()) else {
            return None;
        };
        let occupied = self.occupancy.all().words()[0];
        let own = self.occupancy.of_players(1 << (me.0 & 7)).words()[0];
        let prey = self.occupancy.of_players(v.foes(me)).words()[0];
        let threats = self.threats(king, occupied, own, prey)?;
        Some(WordTest {
            king,
            occupied,
            own,
            prey,
            threats,
        })
    }

    /// Whether the pseudo-legal move `m` of this position keeps the king of the player to move
    /// safe, by the threats `test` found; `None` for a kind of move the words do not judge.
    pub(super) fn word_allows(&self, test: &WordTest, m: &Move) -> Option<bool> {
        let bit = |c: Cell| 1u64 << c.index();
        let t = &test.threats;
        let after = |gone: u64, come: u64| (test.occupied & !gone) | come;
        match m.special {
            Special::None | Special::DoubleStep if m.from == test.king => {
                Some(t.attacked & bit(m.to) == 0)
            }
            Special::None | Special::DoubleStep => {
                Some(t.stops & t.line_of(bit(m.from)) & bit(m.to) != 0)
            }
            Special::EnPassant { captured } => {
                let occupied = after(bit(m.from) | bit(captured), bit(m.to));
                Some(self.safe_with(test, test.king, occupied, bit(captured)))
            }
            Special::Castle {
                rook_from, rook_to, ..
            } => {
                let occupied = after(bit(m.from) | bit(rook_from), bit(rook_to) | bit(m.arrive));
                Some(self.safe_with(test, m.arrive, occupied, 0))
            }
            _ => None,
        }
    }

    /// The enemy's attacks, checks and pins on the king on `king` (see [`Threats`]), given the
    /// words of the occupied cells, the mover's and the enemy's; `None` when an enemy piece has
    /// no target sets.
    fn threats(&self, king: Cell, occupied: u64, own: u64, enemy: u64) -> Option<Threats> {
        let k = 1u64 << king.index();
        let bare = occupied & !k;
        let mut t = Threats {
            attacked: 0,
            stops: !0,
            pins: [(0, 0); 8],
            pinned: 0,
        };
        // The cells the king may go to, and his own: an enemy piece that could capture on none
        // of them, even on an empty board, neither attacks them, nor checks, nor pins.
        let (_, own_sets) = self.armed(king)?;
        let (takes, steps) = own_sets.reach(king, occupied);
        let zone = takes | steps | k;
        let mut checks = 0;
        for c in cells_of(enemy) {
            let bit = 1u64 << c.index();
            let (_, sets) = self.armed(c)?;
            if sets.span(c) & zone == 0 {
                continue;
            }
            let (hits, _) = sets.reach(c, bare);
            t.attacked |= hits;
            let line = sets.line_to(c, king);
            if hits & k != 0 {
                checks += 1;
                // A rider's check may be blocked on its line; a leaper's only taken.
                let between = line.filter(|b| b & occupied == 0).unwrap_or(0);
                t.stops = if checks > 1 { 0 } else { between | bit };
            } else if let Some(between) = line {
                let blockers = between & occupied;
                if blockers & (blockers - 1) == 0 && blockers & own != 0 {
                    *t.pins.get_mut(t.pinned)? = (blockers, between | bit);
                    t.pinned += 1;
                }
            }
        }
        Some(t)
    }

    /// Whether no enemy piece (of `test`'s) attacks `target` when the occupied cells are
    /// `occupied`, the enemy pieces on `taken` left out (they were captured).
    fn safe_with(&self, test: &WordTest, target: Cell, occupied: u64, taken: u64) -> bool {
        for c in cells_of(test.prey & !taken & occupied) {
            let Some((_, sets)) = self.armed(c) else {
                return false;
            };
            if sets.reach(c, occupied).0 & (1u64 << target.index()) != 0 {
                return false;
            }
        }
        true
    }

    /// The piece on `c` and its target sets, if it has them.
    #[inline]
    fn armed(&self, c: Cell) -> Option<(Piece, &TargetSets)> {
        let p = self.squares[c.index()]?;
        Some((p, self.variant.target_sets(p.kind, p.facing)?))
    }
}

/// The cells of the bits of `word` (a board's word: cell ids below 64), lowest first.
#[inline]
fn cells_of(mut word: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        let c = Cell(word.trailing_zeros() as u16);
        word &= word.wrapping_sub(1);
        (c.0 < 64).then_some(c)
    })
}

/// Keeps the moves of `out` from `first` on for which `keep` holds.
fn retain_from(out: &mut Vec<Move>, first: usize, mut keep: impl FnMut(&Move) -> bool) {
    let mut i = first;
    while i < out.len() {
        if keep(&out[i]) {
            i += 1;
        } else {
            out.remove(i);
        }
    }
}

impl Threats {
    /// The cells a piece on `bit` may end on for its pin: its line when pinned, every cell
    /// otherwise.
    #[inline]
    fn line_of(&self, bit: u64) -> u64 {
        self.pins[..self.pinned]
            .iter()
            .find(|(p, _)| *p == bit)
            .map_or(!0, |&(_, line)| line)
    }
}

#[cfg(test)]
mod tests {
    use crate::position::{Move, Position};
    use crate::variant;

    /// Walks every line `depth` plies deep from `pos`, comparing at each node the legal moves
    /// from the words with the slow reference (every move played on the cells, every line to
    /// the king walked), in order, and the verdict on each pseudo-legal move; returns the nodes
    /// compared.
    fn walk(pos: &Position, depth: u32) -> u64 {
        let mut fast = Vec::new();
        let served = pos.word_legal_moves(&mut fast);
        let slow: Vec<Move> = pos.legal_moves_in(|| pos.plain_scratch());
        assert_eq!(served, !slow.is_empty(), "{}", pos.to_text());
        if served {
            assert_eq!(fast, slow, "legal moves differ in {}", pos.to_text());
        }
        // Every pseudo-legal move judged one at a time as the search judges it.
        let mut pseudo = Vec::new();
        pos.pseudo_moves(&mut pseudo);
        let (mut plain, mut test) = (pos.plain_scratch(), pos.legality());
        for m in &pseudo {
            let (words, slow) = (test.allows(m), pos.legal_with(m, &mut plain));
            assert_eq!(words, slow, "{m:?} in {}", pos.to_text());
        }
        if depth == 0 {
            return 1;
        }
        1 + slow
            .iter()
            .map(|m| walk(&pos.play(m), depth - 1))
            .sum::<u64>()
    }

    /// Positions chosen for what goes wrong in move generators (the perft positions of the
    /// Chess Programming Wiki, and en passant captures that a pin or a check forbids or
    /// allows), each walked to every node three plies deep.
    #[test]
    fn the_same_moves_as_the_reference() {
        let chess = variant::build("chess", &[]).unwrap();
        let positions = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            // The pawn on e5 may not take on d6: both pawns leave the rank of the king.
            "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
            // Taking on d6 answers the check of the pawn that double-stepped.
            "8/8/8/2pP4/1K6/8/8/7k w - c6 0 1",
            // The knight on d4 is pinned, the bishop on e2 too; castling through an attack.
            "4k3/8/8/1b6/3N4/8/4B3/R3K2r w Q - 0 1",
        ];
        for text in positions {
            let pos = Position::from_text(&chess, text).unwrap();
            assert!(walk(&pos, 3) > 1, "{text}");
        }
    }

    /// The games that are not plain keep the generic path.
    #[test]
    fn only_plain_games_are_served() {
        for (id, plain) in [("chess", true), ("alice", false), ("four-ffa", false)] {
            let v = variant::build(id, &[]).unwrap();
            assert_eq!(v.plain_words(), plain, "{id}");
            let mut out = Vec::new();
            assert_eq!(
                Position::start(&v).word_legal_moves(&mut out),
                plain,
                "{id}"
            );
        }
    }
}

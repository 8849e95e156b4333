//! Static exchange evaluation: what a capture wins once every piece that can take back on its
//! square has had its turn, each side taking with its least valuable piece first and free to
//! stop when going on would lose. Pins, checks and promotions on the way are not looked at.
//!
//! With a transfer between boards (the Alice family) the exchange moves from board to board: a
//! capturer lands on the same square of the next board, so only the pieces of that board can
//! take it there, and the piece that takes it passes on in turn (in Alice Chess the exchange
//! alternates between the two boards, and a defender on the board the capture was made on does
//! not defend). A capture whose passage is barred (its square on the next board taken, where
//! that forbids the move) is not made.

use super::eval::Evaluator;
use crate::geometry::{Cell, CellSet};
use crate::piece::Piece;
use crate::position::{Move, Position, Special};

/// The worth of a royal piece in an exchange: taking with it is good only when nothing takes
/// it back.
const ROYAL: i32 = crate::ai::eval::ROYAL_VICTIM;
/// The longest exchange followed.
const MAX_STEPS: usize = 32;

/// Scratch space for the exchanges of one search.
#[derive(Default)]
pub(crate) struct Exchange {
    /// The cells of the position, changed as the exchange goes on.
    board: Vec<Option<Piece>>,
    /// The cells where a piece stands, kept with `board`.
    pieces: CellSet,
}

impl Exchange {
    /// Whether `m` may lose material by exchanges: it captures with a piece worth more than
    /// what it takes (a promotion counted in). A capture of a piece worth as much or more, or
    /// a move that takes nothing, cannot.
    pub fn may_lose(pos: &Position, eval: &Evaluator, m: &Move) -> bool {
        let Some(mover) = pos.piece_at(m.from) else {
            return false;
        };
        if !pos.is_capture(m) {
            return false;
        }
        let worth = if pos.variant().piece(mover.kind).royal {
            ROYAL
        } else {
            eval.value(mover.kind)
        };
        let gain = victim_value(pos, eval, m) + m.promotion.map_or(0, |k| eval.value(k));
        worth > gain
    }

    /// What `m` (legal in `pos`) wins by exchanges on its square, in the evaluation's piece
    /// values: the victim's value (and a promotion's gain) less what the mover loses when it is
    /// taken back, and so on. For a quiet move, what it loses where it lands (0 or less).
    pub fn see(&mut self, pos: &Position, eval: &Evaluator, m: &Move) -> i32 {
        let v = pos.variant();
        let Some(mover) = pos.piece_at(m.from) else {
            return 0;
        };
        let worth = |p: Piece| {
            if v.piece(p.kind).royal {
                ROYAL
            } else {
                eval.value(p.kind)
            }
        };
        let victim = match m.special {
            Special::EnPassant { captured } => Some(captured),
            Special::None | Special::DoubleStep if pos.is_capture(m) => {
                Some(if m.is_zero() { m.arrive } else { m.to })
            }
            _ => None,
        };
        let mut gain = [0i32; MAX_STEPS];
        gain[0] = victim.and_then(|c| pos.piece_at(c)).map_or(0, |p| {
            if eval.lifeless(pos, p) {
                0
            } else {
                worth(p)
            }
        });
        let mut occupant = mover;
        if let Some(k) = m.promotion {
            occupant.kind = k;
            gain[0] += eval.value(k) - eval.value(mover.kind);
        }
        let on_its_square = matches!(
            m.special,
            Special::None | Special::DoubleStep | Special::EnPassant { .. }
        );
        if !on_its_square || m.is_zero() {
            // Castling, a drop, a pass, a zero move: no exchange is followed.
            return gain[0];
        }
        self.board.clear();
        self.board.extend_from_slice(pos.cells());
        self.pieces = *pos.occupied();
        for c in [Some(m.from), victim, Some(m.to)].into_iter().flatten() {
            self.set(c, None);
        }
        self.set(m.arrive, Some(occupant));
        let mut target = m.arrive;
        let mut steps = 1;
        while steps < MAX_STEPS {
            let Some(landing) = self.landing(pos, target) else {
                break;
            };
            let Some((from, taker)) = self.least_attacker(pos, eval, target, occupant, &worth)
            else {
                break;
            };
            // Taking the occupant wins its worth, less what the last capture won.
            gain[steps] = worth(occupant) - gain[steps - 1];
            if gain[steps].max(-gain[steps - 1]) < 0 {
                // Whoever takes now loses, whether the exchange goes on or not.
                steps += 1;
                break;
            }
            self.set(from, None);
            self.set(target, None);
            self.set(landing, Some(taker));
            target = landing;
            occupant = taker;
            steps += 1;
        }
        // Back from the end: each side stops where going on would give less.
        for i in (1..steps).rev() {
            gain[i - 1] = -(-gain[i - 1]).max(gain[i]);
        }
        gain[0]
    }

    fn set(&mut self, c: Cell, piece: Option<Piece>) {
        self.board[c.index()] = piece;
        if piece.is_some() {
            self.pieces.insert(c);
        } else {
            self.pieces.remove(c);
        }
    }

    /// Where a piece that takes on `target` ends after the transfer, or `None` when the
    /// transfer bars the move.
    fn landing(&self, pos: &Position, target: Cell) -> Option<Cell> {
        let v = pos.variant();
        let Some(t) = v.transfer else {
            return Some(target);
        };
        let geo = v.geometry();
        let empty = |c: Cell| c == target || self.board[c.index()].is_none();
        let mut boards = t.target_boards(geo, geo.board_of(target));
        let across = boards.find_map(|b| t.arrival(geo, target, b, empty));
        across.or(t.optional.then_some(target))
    }

    /// The enemy of `occupant` of least worth that takes on `target`, with its cell (a dead
    /// piece takes nothing).
    fn least_attacker(
        &self,
        pos: &Position,
        eval: &Evaluator,
        target: Cell,
        occupant: Piece,
        worth: &impl Fn(Piece) -> i32,
    ) -> Option<(Cell, Piece)> {
        let v = pos.variant();
        let at = |c: Cell| self.board.get(c.index()).copied().flatten();
        let hostile = |p: Piece| v.enemies(p.owner, occupant.owner) && !eval.lifeless(pos, p);
        let mut least: Option<(i32, Cell, Piece)> = None;
        v.attack_table().each_attacker(
            v.geometry(),
            target,
            &at,
            &self.pieces,
            &hostile,
            &mut |c, p| {
                let w = worth(p);
                if least.is_none_or(|(l, _, _)| w < l) {
                    least = Some((w, c, p));
                }
            },
        );
        least.map(|(_, c, p)| (c, p))
    }
}

/// The value of what a move captures (0 for a quiet move or a dead piece).
pub fn victim_value(pos: &Position, eval: &Evaluator, m: &Move) -> i32 {
    let cell = match m.special {
        Special::EnPassant { captured } => captured,
        Special::Castle { .. } | Special::Pass | Special::Place => return 0,
        _ => m.to,
    };
    if !pos.is_capture(m) {
        return 0;
    }
    pos.piece_at(cell).map_or(0, |p| eval.worth(pos, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Features;
    use crate::variant;

    /// The exchange value of the move `text` in the position, and the evaluation's value of
    /// each piece letter, for the sums worked out by hand.
    fn see_of(game: &str, position: &str, text: &str) -> (i32, impl Fn(char) -> i32) {
        let v = variant::build(game, &[]).unwrap();
        let pos = Position::from_text(&v, position).unwrap();
        let m = crate::notation::parse::parse_move(&pos, text)
            .unwrap_or_else(|e| panic!("{text} in {position}: {e:?}"));
        let eval = Evaluator::with_features(&v, &Features::default());
        let got = Exchange::default().see(&pos, &eval, &m);
        let value = move |letter: char| eval.value(v.kind_by_letter(letter).unwrap());
        (got, value)
    }

    #[test]
    fn chess_exchanges_worked_by_hand() {
        // An unguarded pawn is won.
        let (s, val) = see_of("chess", "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "Rxd5");
        assert_eq!(s, val('P'));
        // A pawn guarded by a pawn: the rook is lost for it.
        let (s, val) = see_of("chess", "4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", "Rxd5");
        assert_eq!(s, val('P') - val('R'));
        // Doubled rooks against one guard: Rxd5 Rxd5 Rxd5, the second rook seen through the
        // first once it has gone; black's rook is traded for one of white's, the pawn won.
        let (s, val) = see_of("chess", "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "Rxd5");
        assert_eq!(s, val('P'));
        // A pawn takes a knight guarded by a pawn: knight for pawn.
        let (s, val) = see_of("chess", "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "exd5");
        assert_eq!(s, val('N') - val('P'));
        // The king does not take back the queen on d7: the rook on d1 would take him.
        let (s, val) = see_of("chess", "4k3/3p4/8/8/8/7Q/8/3RK3 w - - 0 1", "Qxd7+");
        assert_eq!(s, val('P'));
        // A quiet move onto a cell a pawn guards loses the piece; onto a free cell, nothing.
        let (s, val) = see_of("chess", "4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1", "Rd5");
        assert_eq!(s, -val('R'));
        let (s, _) = see_of("chess", "4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1", "Rd4");
        assert_eq!(s, 0);
        // Without the rook, Kxd7 wins the queen for the pawn.
        let (s, val) = see_of("chess", "4k3/3p4/8/8/8/7Q/8/4K3 w - - 0 1", "Qxd7+");
        assert_eq!(s, val('P') - val('Q'));
    }

    #[test]
    fn alice_exchanges_move_between_the_boards() {
        // The rook takes on d5 of board A and lands on d5 of board B. Black's rook and bishop
        // guard d5 of board A, but nothing is left there to take: the pawn is won.
        let a = "alice:3rk3/5b2/8/3p4/8/8/8/3RK3;8/8/8/8/8/8/8/8 w - - 0 1";
        let (s, val) = see_of("alice", a, "Rxd5");
        assert_eq!(s, val('P'));
        // A bishop on board B takes the rook where it lands (and passes to d5 of board A):
        // the rook is lost for the pawn.
        let b = "alice:4k3/8/8/3p4/8/8/8/3RK3;8/5b2/8/8/8/8/8/8 w - - 0 1";
        let (s, val) = see_of("alice", b, "Rxd5");
        assert_eq!(s, val('P') - val('R'));
        // A knight on board A takes the bishop when it arrives on d5 of board A: black chooses
        // between letting the pawn go and giving the bishop for the rook.
        let c = "alice:4k3/8/8/3p4/8/2N5/8/3RK3;8/5b2/8/8/8/8/8/8 w - - 0 1";
        let (s, val) = see_of("alice", c, "Rxd5");
        assert_eq!(s, (val('P') - val('R') + val('B')).min(val('P')));
        // The same knight on board B guards d5 of board B, where the rook was taken, not d5 of
        // board A where the bishop stands.
        let d = "alice:4k3/8/8/3p4/8/8/8/3RK3;8/5b2/8/8/8/2N5/8/8 w - - 0 1";
        let (s, val) = see_of("alice", d, "Rxd5");
        assert_eq!(s, val('P') - val('R'));
        // A quiet move: the rook lands on d4 of board B, where the bishop on g1 of board B takes
        // it, unless a knight of board A waits for the bishop on d4 of board A.
        let e = "alice:4k3/8/8/8/8/8/8/3RK3;8/8/8/8/8/8/8/6b1 w - - 0 1";
        let (s, val) = see_of("alice", e, "Rd4");
        assert_eq!(s, -val('R'));
        let f = "alice:4k3/8/8/8/8/8/2N5/3RK3;8/8/8/8/8/8/8/6b1 w - - 0 1";
        let (s, val) = see_of("alice", f, "Rd4");
        assert_eq!(s, (val('B') - val('R')).min(0));
    }
}

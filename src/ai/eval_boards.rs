//! More evaluation terms for games with a transfer between boards (the Alice family), each behind
//! a switch of the search (`features.rs`) so that it is measured by self-play before it is kept.
//! Like `boards.rs`, they come from the game's data (the transfer's target boards and what an
//! occupied arrival square does), never from its id:
//! - `board_mobility`: mobility on both boards. A move to a cell is only possible when the same
//!   square on the board the piece passes to is empty (where the rules forbid an occupied arrival
//!   square); the cells a player reaches whose arrival squares are all taken are counted back;
//! - `board_reach`: pieces (other than pawns) on a board from which a move passes to the board of
//!   an enemy royal piece can check it there next move: a bonus the closer they stand, by file
//!   and rank, to its square.

use super::eval::Tables;
use super::features::Features;
use crate::geometry::Cell;
use crate::piece::Piece;
use crate::rules::WhenOccupied;
use crate::variant::Variant;

/// Centipawns taken per cell a player reaches whose arrival squares are all occupied.
const BLOCKED: i32 = 2;
/// Bonus per step of closeness for a piece that can pass to the board of an enemy royal.
const ACROSS: i32 = 2;

/// The terms switched on, with what they need of the game.
pub(crate) struct BoardEval {
    /// Per cell, the squares a piece moving there must find empty on the boards it may pass to
    /// (empty when the move does not depend on them); `None` when `board_mobility` is off or the
    /// game lets a piece stay where it moved.
    arrivals: Option<Vec<Vec<Cell>>>,
    /// `board_reach` is on.
    reach: bool,
}

impl BoardEval {
    /// The terms of `features` that apply to `variant`, or `None` when there are none.
    pub fn new(variant: &Variant, features: &Features) -> Option<BoardEval> {
        let geo = variant.geometry();
        let transfer = variant.transfer.filter(|_| geo.board_count() > 1)?;
        let strict = transfer.when_occupied == WhenOccupied::Forbidden && !transfer.optional;
        let arrivals = (features.board_mobility && strict && variant.royalty.check).then(|| {
            geo.cells()
                .map(|c| {
                    let board = geo.info(c).board;
                    transfer
                        .target_boards(geo, board)
                        .filter_map(|b| geo.on_board(c, b))
                        .collect()
                })
                .collect()
        });
        let reach = features.board_reach;
        (arrivals.is_some() || reach).then_some(BoardEval { arrivals, reach })
    }

    /// Adds the terms to `score` (per player). `attacks` is, per player, how many of his pieces
    /// reach each cell on their own board; `occupied(c)` tells whether a piece stands on `c`.
    pub fn add(
        &self,
        t: &Tables,
        pieces: &[(Cell, Piece)],
        attacks: &[Vec<u8>],
        occupied: &dyn Fn(Cell) -> bool,
        phase: i32,
        score: &mut [i32],
    ) {
        if let Some(arrivals) = &self.arrivals {
            for (c, to) in arrivals.iter().enumerate() {
                if to.is_empty() || !to.iter().all(|&a| occupied(a)) {
                    continue;
                }
                for (p, row) in attacks.iter().enumerate() {
                    score[p] -= BLOCKED * i32::from(row[c]);
                }
            }
        }
        if self.reach {
            across(t, pieces, phase, score);
        }
    }
}

/// The `board_reach` term.
fn across(t: &Tables, pieces: &[(Cell, Piece)], phase: i32, score: &mut [i32]) {
    let v = &*t.variant;
    let geo = v.geometry();
    let Some(transfer) = v.transfer else {
        return;
    };
    for &(kc, king) in pieces {
        if !t.kinds[king.kind.index()].royal {
            continue;
        }
        let ki = geo.info(kc);
        for &(c, p) in pieces {
            let k = &t.kinds[p.kind.index()];
            let i = geo.info(c);
            if k.royal || k.pawn || i.board == ki.board || !v.enemies(king.owner, p.owner) {
                continue;
            }
            if !transfer.target_boards(geo, i.board).any(|b| b == ki.board) {
                continue;
            }
            let dist = (i.file as i32 - ki.file as i32)
                .abs()
                .max((i.rank as i32 - ki.rank as i32).abs());
            score[p.owner.index()] += ACROSS * (7 - dist).max(0) * phase / 256;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::Searcher;
    use crate::position::Position;
    use crate::variant;

    fn with(switches: &str) -> Features {
        Features::parse(switches).unwrap()
    }

    #[test]
    fn only_games_with_a_transfer_get_terms() {
        let on = with("+board_mobility+board_reach");
        for id in ["chess", "four-ffa", "blocking-double"] {
            let v = variant::build(id, &[]).unwrap();
            assert!(BoardEval::new(&v, &on).is_none(), "{id}");
        }
        // Dodgson's transfer forbids a taken square, but it has no check and so no map of
        // attacks to correct: only the term of reach applies (and finds no royal piece).
        let dodgson = variant::build("dodgson", &[]).unwrap();
        let e = BoardEval::new(&dodgson, &on).unwrap();
        assert!(e.arrivals.is_none() && e.reach);
        let alice = variant::build("alice", &[]).unwrap();
        assert!(BoardEval::new(&alice, &with("-board_mobility-board_reach")).is_none());
        let e = BoardEval::new(&alice, &on).unwrap();
        assert!(e.arrivals.is_some() && e.reach);
        // Every Alice square has its one arrival square on the other board.
        let arrivals = e.arrivals.unwrap();
        assert_eq!(arrivals.len(), 128);
        assert!(arrivals.iter().all(|a| a.len() == 1));
    }

    /// A rook whose file is crossed, on the other board, by an enemy knight.
    #[test]
    fn a_taken_arrival_square_costs_the_player_who_reaches_it() {
        let alice = variant::build("alice", &[]).unwrap();
        // White: Ke1 and Ra1 on board A; black: Ke8 on board A and a knight on a5 of board B.
        let text = "alice:4k3/8/8/8/8/8/8/R3K3;8/8/8/n7/8/8/8/8 w - - 0 1";
        let pos = Position::from_text(&alice, text).unwrap();
        let mut plain = Searcher::new();
        let mut boards = Searcher::new();
        boards.set_features(with("+board_mobility"));
        let (a, b) = (plain.scores(&pos), boards.scores(&pos));
        // The rook reaches a5 on board A, whose arrival square (a5 on B) holds the knight: one
        // cell, BLOCKED centipawns for white. Black's knight on a5 of board B reaches b7, c6, c4
        // and b3 of board B, whose arrival squares on A are empty; black's king reaches nothing
        // blocked either.
        assert_eq!(a[0] - b[0], BLOCKED, "{a:?} {b:?}");
        assert_eq!(a[1], b[1], "{a:?} {b:?}");
    }
}

//! Long algebraic notation: the square of departure and the square of arrival, `e2-e4`, `Ng1-f3`,
//! `e7xd8=Q`, `O-O`. With several boards, the board of departure comes first when it is not A
//! (`B:Be2-b5`), and the board of arrival after a slash when the move alone does not fix it (a choice
//! of board, as in three-board Alice). No check marks.

use super::parse::resolve;
use super::san::{base_text, describe, render_with, MoveFacts};
use crate::position::{Move, Position};

/// The long algebraic notation of a legal move of `pos`; a proposal played with the partner's
/// consent (games of duels) is followed by `~c`.
pub fn lan(pos: &Position, m: &Move) -> String {
    if let Some(text) = super::drops::drop_text(pos, m) {
        return text;
    }
    let mut moves = pos.legal_moves();
    let consent = !moves.contains(m) && pos.is_proposal(m);
    if consent {
        moves = pos.proposals();
    }
    let facts: Vec<MoveFacts> = moves.iter().map(|x| describe(pos, x)).collect();
    let index = moves.iter().position(|x| x == m);
    let mine = match index {
        Some(i) => facts[i].clone(),
        None => describe(pos, m),
    };
    let several_boards = pos.variant().geometry().board_count() > 1;
    let mut text = base_text(&mine);
    if text.shape == super::parse::Shape::Piece && !mine.zero {
        text.piece = (!mine.pawn).then_some(mine.letter);
        text.from_file = Some(mine.from_file);
        text.from_rank = Some(mine.from_rank);
    }
    if several_boards && mine.from_board != 0 {
        text.from_board = Some(mine.from_board);
    }
    let unique = |t: &super::parse::MoveText| index.is_some_and(|i| resolve(t, &facts) == [i]);
    if several_boards && !unique(&text) {
        text.arrive_board = Some(mine.arrive_board);
        if !unique(&text) {
            text.from_board = Some(mine.from_board);
        }
    }
    let mut out = render_with(&text, "-");
    if consent {
        out.push_str(super::parse::CONSENT);
    }
    out
}

//! The pieces each player has lost since the start of a game, for showing beside the board: per
//! kind, as many as the start had more than the position has; a piece more than the start had
//! came from a promotion, so it is counted against the player's lost pawns.

use super::{PieceKind, Position};

/// Per player in turn order, the kinds of the pieces lost between `start` and `now`, the most
/// valuable first.
pub fn lost_pieces(start: &Position, now: &Position) -> Vec<Vec<PieceKind>> {
    let v = start.variant();
    let kinds = v.pieces().len();
    let count = |pos: &Position| {
        let mut n = vec![vec![0i32; kinds]; v.players().len()];
        for (_, p) in pos.pieces() {
            if let Some(row) = n.get_mut(p.owner.index()) {
                if let Some(c) = row.get_mut(p.kind.index()) {
                    *c += 1;
                }
            }
        }
        n
    };
    let (before, after) = (count(start), count(now));
    let pawn = v.pieces().iter().position(|d| d.pawn);
    (0..v.players().len())
        .map(|p| {
            let mut lost = vec![0i32; kinds];
            let mut promoted = 0;
            for k in 0..kinds {
                let d = before[p][k] - after[p][k];
                if d > 0 {
                    lost[k] = d;
                } else if Some(k) != pawn {
                    promoted -= d;
                }
            }
            if let Some(k) = pawn {
                lost[k] = (lost[k] - promoted).max(0);
            }
            let mut out: Vec<PieceKind> = (0..kinds)
                .flat_map(|k| std::iter::repeat_n(PieceKind(k as u8), lost[k] as usize))
                .collect();
            crate::sort::sort_by_key(&mut out, |k| -v.piece(*k).value);
            out
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    fn letters(pos: &Position, lost: &[PieceKind]) -> String {
        lost.iter()
            .map(|k| pos.variant().piece(*k).letter)
            .collect()
    }

    /// Plays moves written as the squares of departure and arrival (`e2e4`), without
    /// promotions.
    fn play(id: &str, moves: &str) -> (Position, Position) {
        let v = variant::build(id, &[]).unwrap();
        let start = Position::start(&v);
        let mut pos = start.clone();
        let geo = v.geometry();
        for m in moves.split_whitespace() {
            let mv = pos
                .legal_moves()
                .into_iter()
                .find(|x| format!("{}{}", geo.square_name(x.from), geo.square_name(x.to)) == m)
                .unwrap_or_else(|| panic!("{m} is not legal"));
            pos = pos.play(&mv);
        }
        (start, pos)
    }

    #[test]
    fn captures_are_counted_for_the_player_who_lost_the_piece() {
        let (start, pos) = play("chess", "e2e4 d7d5 e4d5 d8d5 b1c3 d5g2 f1g2");
        let lost = lost_pieces(&start, &pos);
        assert_eq!(letters(&pos, &lost[0]), "PP");
        assert_eq!(letters(&pos, &lost[1]), "QP");
    }

    #[test]
    fn a_promoted_pawn_is_not_lost_twice() {
        let v = variant::build("chess", &[]).unwrap();
        let start = Position::start(&v);
        // White has promoted a pawn to a second queen and lost nothing else; Black lost a rook.
        let now = Position::from_text(&v, "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNQ w Qk - 0 1")
            .unwrap();
        let lost = lost_pieces(&start, &now);
        assert_eq!(
            letters(&now, &lost[0]),
            "R",
            "the rook h1 is gone; the queen came from the pawn"
        );
        assert_eq!(letters(&now, &lost[1]), "R");
    }
}

//! How many plies a move or a null move is searched less: the late-move reductions of the table
//! (`lmr_table`) and the null move's reduction (`null_margin`), each a formula of its own here so
//! that it can be checked against hand computations.

use std::sync::OnceLock;

/// Depths and move numbers beyond this read the table's last row or column.
const SIZE: usize = 64;

/// The table's reductions, in hundredths of a ply: 75 + 100 ln(depth) ln(move number) / 2.25
/// (0 where either is 0), the shape engines such as Ethereal and Stockfish use.
fn table() -> &'static [[i32; SIZE]; SIZE] {
    static TABLE: OnceLock<[[i32; SIZE]; SIZE]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[0; SIZE]; SIZE];
        for (depth, row) in t.iter_mut().enumerate().skip(1) {
            for (number, cell) in row.iter_mut().enumerate().skip(1) {
                let product = (depth as f64).ln() * (number as f64).ln();
                *cell = (75.0 + 100.0 * product / 2.25) as i32;
            }
        }
        t
    })
}

/// The late-move reduction of a quiet move: `depth` plies left at the node, `number` the move's
/// place in the order (1 for the first), `pv` whether the node has an open window, `standing`
/// what the move ordering says of the move (1 a killer or a good history, -1 a bad history).
/// One ply less on the principal variation, one less for a good move, one more for a bad one;
/// never below 0, and never so much that less than one ply is left of `depth - 1`.
pub(super) fn late_move(depth: i32, number: usize, pv: bool, standing: i32) -> i32 {
    let d = depth.clamp(0, SIZE as i32 - 1) as usize;
    let base = table()[d][number.min(SIZE - 1)] / 100;
    let r = base - i32::from(pv) - standing;
    r.clamp(0, (depth - 2).max(0))
}

/// The null move's reduction with `null_margin`: 3 plies, one more every 4 plies of depth, and
/// one more for every 200 centipawns by which the static score `stand` beats `beta` (at most 3).
pub(super) fn null_move(depth: i32, stand: i32, beta: i32) -> i32 {
    3 + depth / 4 + ((stand - beta) / 200).clamp(0, 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_values_at_hand_computed_points() {
        // ln 3 ln 3 / 2.25 = 1.0986² / 2.25 = 0.536: 75 + 53.6.
        assert_eq!(table()[3][3], 128);
        // ln 10 ln 10 / 2.25 = 2.3026² / 2.25 = 2.356: 75 + 235.6.
        assert_eq!(table()[10][10], 310);
        // ln 6 ln 20 / 2.25 = 1.7918 * 2.9957 / 2.25 = 2.386.
        assert_eq!(table()[6][20], 313);
        // ln 1 = 0: the base alone.
        assert_eq!(table()[1][30], 75);
        assert_eq!(table()[8][1], 75);
    }

    #[test]
    fn late_move_reductions() {
        // 1.28 plies: 1 off the principal variation, 0 on it or for a killer.
        assert_eq!(late_move(3, 3, false, 0), 1);
        assert_eq!(late_move(3, 3, true, 0), 0);
        assert_eq!(late_move(3, 3, false, 1), 0);
        // 3.10 plies: 3, 2 on the principal variation, 4 for a bad history.
        assert_eq!(late_move(10, 10, false, 0), 3);
        assert_eq!(late_move(10, 10, true, 0), 2);
        assert_eq!(late_move(10, 10, false, -1), 4);
        // Never below 0, never leaving less than one ply.
        assert_eq!(late_move(10, 1, true, 1), 0);
        assert_eq!(late_move(3, 60, false, -1), 1);
        // Move numbers and depths beyond the table read its edge: ln 63 ln 63 / 2.25 = 7.6.
        assert_eq!(late_move(200, 500, false, 0), 8);
    }

    #[test]
    fn null_move_reductions() {
        assert_eq!(null_move(3, 10, 0), 3);
        assert_eq!(null_move(8, 10, 0), 5);
        assert_eq!(null_move(8, 450, 0), 7);
        assert_eq!(null_move(12, 5000, 0), 9);
    }
}

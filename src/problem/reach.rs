//! A sound cut for helpmates and series-helpmates ending in mate: a position is given up when
//! no piece of the mating side can stand where it attacks the mated king by the end, counting
//! the moves each side has left on an empty board. The argument (also in `docs/problems.md`):
//!
//! 1. A mate is a check: in the final position some piece X of the mating side attacks the mated
//!    king on his final cell F (a discovered check too: then X did not move).
//! 2. The mated king makes at most `j` moves before the mate (the moves his side has left), each
//!    a leap of his to a cell it reaches on an empty board, or castling: F is within `j` such
//!    leaps of his cell, or one of his castling arrivals and `j - 1` leaps from it.
//! 3. X makes at most `k` moves (the moves the mating side has left, the mate included); each
//!    lands on a cell its atoms reach from where it stands on an empty board (nothing in
//!    between can add cells: a piece in the way only takes cells away), or for the castling rook
//!    on its castling arrival. So X ends within `k` such moves of its cell.
//! 4. X attacks F from its final cell only if, on an empty board, it could capture on F from
//!    there (the cells the attack table calls F's origins for X; again pieces between only take
//!    attacks away).
//!
//! So when for every piece X the cells within `k` of its moves hold none of the origins for X
//! of the cells the king may end on, no line of the position ends in mate. The pieces whose
//! moves are not the same as their captures along lines both ways (pawns, hoppers, bent riders,
//! one-way pieces) are counted by every leap of their atoms, and a pawn that could promote
//! within its moves (or any piece that may change its kind) makes the cut give up: the argument
//! is only made in the games it covers (two players, no transfer between boards, no zero moves,
//! no perpetual power), and otherwise nothing is cut.

use crate::geometry::{Cell, CellSet};
use crate::piece::{Mode, Piece, PieceDef, Player, Shape};
use crate::position::Position;
use crate::variant::Variant;

/// Whether `mater` may still give check to the other side's king, with `k` moves of his own
/// and `j` of the other side left before the end (see the module documentation): false only
/// when no piece of his can attack any cell the king may end on.
pub(super) fn may_check(pos: &Position, mater: Player, k: u32, j: u32) -> bool {
    let v = &**pos.variant();
    if v.players().len() != 2 || v.transfer.is_some() || v.zero_moves.is_some() {
        return true;
    }
    if v.power.is_some() || v.dice.is_some() || v.placement.is_some() {
        return true;
    }
    let mut king = None;
    for (i, p) in pos.cells().iter().enumerate() {
        if let Some(p) = p.filter(|p| p.owner != mater && v.piece(p.kind).royal) {
            if king.is_some() {
                return true;
            }
            king = Some((Cell(i as u16), p));
        }
    }
    let Some(field) = king.and_then(|(c, king)| king_field(pos, c, king, j)) else {
        return true;
    };
    let table = v.attack_table();
    // Per kind of piece (the first few): the cells from which it would attack a cell of the
    // field (the union of their origins for it).
    let mut attack_from: [Option<(Piece, CellSet)>; 8] = [None; 8];
    let mut from_of = |p: Piece| -> Option<CellSet> {
        let mut slot = None;
        for (i, known) in attack_from.iter().enumerate() {
            match known {
                Some((q, cells)) if *q == p => return Some(*cells),
                Some(_) => {}
                None => {
                    slot = Some(i);
                    break;
                }
            }
        }
        let mut from = CellSet::EMPTY;
        for f in field.iter() {
            from = from.or(&table.origins_of(p, f)?);
        }
        if let Some(i) = slot {
            attack_from[i] = Some((p, from));
        }
        Some(from)
    };
    for (i, p) in pos.cells().iter().enumerate() {
        let Some(p) = p.filter(|p| p.owner == mater) else {
            continue;
        };
        let Some(from) = from_of(p) else {
            return true;
        };
        match reach(pos, (Cell(i as u16), p), k) {
            Some(cells) if cells.and(&from).is_empty() => {}
            _ => return true,
        }
    }
    false
}

/// The cells the king on `c` may stand on after at most `j` moves of his: his leaps on an empty
/// board, and his castling arrivals. `None` when his moves are not plain leaps.
fn king_field(pos: &Position, c: Cell, king: Piece, j: u32) -> Option<CellSet> {
    let v = &**pos.variant();
    let def = v.piece(king.kind);
    if def.pawn || !def.atoms.iter().all(|a| a.shape == Shape::Leaper) {
        return None;
    }
    let mut field = CellSet::EMPTY;
    field.insert(c);
    if j > 0 {
        for i in 0..v.castling.len() {
            if v.castling[i].player == king.owner && pos.castling_right(i) {
                for b in 0..v.geometry().board_count() as u8 {
                    if let Some(line) = v.castle_line(i, b) {
                        field.insert(line.king_to);
                    }
                }
            }
        }
    }
    for _ in 0..j {
        field = field.or(&leaps(v, def, king.facing, &field)?);
    }
    Some(field)
}

/// The cells the piece `p` on `c` may stand on after at most `k` moves of its own (see the
/// module documentation); `None` when the argument does not cover it (it may change its kind
/// within them, or it moves otherwise than by leaps and rides).
fn reach(pos: &Position, (c, p): (Cell, Piece), k: u32) -> Option<CellSet> {
    let v = &**pos.variant();
    let def = v.piece(p.kind);
    let geo = v.geometry();
    let mut cells = CellSet::EMPTY;
    cells.insert(c);
    for _ in 0..k {
        if def.pawn && cells.iter().any(|x| v.promotes_on(p.owner, x)) {
            return None;
        }
        let mut more = match both_ways(def) {
            // Its moves are its captures reversed: the cells it reaches from a cell are the
            // cell's origins for it.
            true => {
                let mut more = CellSet::EMPTY;
                for x in cells.iter() {
                    more = more.or(&v.attack_table().origins_of(p, x)?);
                }
                more
            }
            false => leaps(v, def, p.facing, &cells)?,
        };
        if def.pawn {
            let forward = p.facing.forward();
            for x in cells.iter().filter(|&x| v.double_step_from(p.owner, x)) {
                if let Some(t) = geo.step(x, forward).and_then(|y| geo.step(y, forward)) {
                    more.insert(t);
                }
            }
        }
        // The castling rook's arrival.
        for i in 0..v.castling.len() {
            if v.castling[i].player == p.owner && pos.castling_right(i) {
                for b in 0..geo.board_count() as u8 {
                    if let Some(line) = v.castle_line(i, b).filter(|l| cells.contains(l.rook)) {
                        more.insert(line.rook_to);
                    }
                }
            }
        }
        cells = cells.or(&more);
    }
    if def.pawn && cells.iter().any(|x| v.promotes_on(p.owner, x)) {
        return None;
    }
    Some(cells)
}

/// Whether a piece is no pawn and every atom of it leaps or rides, moves and captures alike, and
/// has the opposite of each of its directions.
fn both_ways(def: &PieceDef) -> bool {
    !def.pawn
        && def.atoms.iter().all(|a| {
            matches!(a.shape, Shape::Rider { .. } | Shape::Leaper)
                && a.mode == Mode::MoveOrCapture
                && a.deltas.iter().all(|d| a.deltas.contains(&d.reversed()))
        })
}

/// The cells one move of a piece `def` facing `facing` may land on from any of `cells`, on an
/// empty board: every delta of its leaping atoms, every cell along the rides of its riding
/// ones, whatever their mode. `None` for hoppers and bent riders.
fn leaps(
    v: &Variant,
    def: &PieceDef,
    facing: crate::piece::Facing,
    cells: &CellSet,
) -> Option<CellSet> {
    let geo = v.geometry();
    let mut out = CellSet::EMPTY;
    for atom in &def.atoms {
        for from in cells.iter() {
            for &d in &atom.deltas {
                let d = facing.turn(d);
                match atom.shape {
                    Shape::Leaper => {
                        if let Some(t) = geo.step(from, d) {
                            out.insert(t);
                        }
                    }
                    Shape::Rider { max } => {
                        let most = if max == 0 { usize::MAX } else { max as usize };
                        for t in geo.ray(from, d).take(most) {
                            out.insert(t);
                        }
                    }
                    _ => return None,
                }
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::super::help::solve_cutting;
    use super::super::{starting_position, takes, with_side, Stipulation};
    use crate::position::{Move, Position};
    use crate::variant;

    fn next(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    /// A chess position of the two kings and a few pieces on random cells, White's among
    /// `white` (`None` when that is no legal position).
    fn sparse_chess(seed: &mut u64, white: &[u8]) -> Option<Position> {
        let chess = variant::build("chess", &[]).unwrap();
        let mut board = [' '; 64];
        let mut put = |c: char, seed: &mut u64| loop {
            let i = (next(seed) % 64) as usize;
            let pawn_rank = c.eq_ignore_ascii_case(&'p') && !(8..56).contains(&i);
            if board[i] == ' ' && !pawn_rank {
                board[i] = c;
                return;
            }
        };
        put('K', seed);
        put('k', seed);
        for _ in 0..2 + next(seed) % 3 {
            put(
                white[(next(seed) % white.len() as u64) as usize] as char,
                seed,
            );
        }
        for _ in 0..1 + next(seed) % 3 {
            put(b"qrbnpp"[(next(seed) % 6) as usize] as char, seed);
        }
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| {
                let mut text = String::new();
                let mut empty = 0;
                for f in 0..8 {
                    match board[r * 8 + f] {
                        ' ' => empty += 1,
                        c => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            text.push(c);
                        }
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
                text
            })
            .collect();
        let fen = format!("{} b - - 0 1", ranks.join("/"));
        Position::from_text(&chess, &fen).ok()
    }

    /// A position after `plies` random moves from the start of `game`.
    fn played(game: &str, plies: usize, seed: &mut u64) -> Option<Position> {
        let v = variant::build(game, &[]).ok()?;
        let mut pos = Position::start(&v);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return None;
            }
            pos = pos.play(&moves[(next(seed) % moves.len() as u64) as usize]);
        }
        Some(pos)
    }

    /// Whether some line of `plies` legal moves from `pos`, the sides taking turns, ends with
    /// a move after which the player to move is in check.
    fn check_at_end(pos: &Position, plies: u32) -> bool {
        pos.legal_moves().iter().any(|m| {
            let next = pos.play(m);
            match plies {
                1 => next.in_check(),
                _ => check_at_end(&next, plies - 1),
            }
        })
    }

    /// Whether some series of `moves` legal moves of the player to move in `pos` (the other
    /// passing), then one move of the other, ends with him in check.
    fn check_after_series(pos: &Position, moves: u32) -> bool {
        let me = pos.to_move();
        if moves == 0 {
            let other = with_side(pos, pos.variant().next_player(me));
            return other.is_some_and(|o| check_at_end(&o, 1));
        }
        pos.legal_moves().iter().any(|m| {
            let back = with_side(&pos.play(m), me);
            back.is_some_and(|b| check_after_series(&b, moves - 1))
        })
    }

    /// The argument itself: over random chess positions with few pieces, when it says that
    /// the mating side cannot give check with `k` moves left, the other side having `j`, no
    /// line of legal moves of that form ends in check (every line played out); and it says so
    /// often.
    #[test]
    fn no_check_is_possible_where_the_cut_says_so() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let (mut said, mut reachable) = (0, 0);
        for i in 0..5000 {
            let white: &[u8] = if i % 2 == 0 { b"NNPPP" } else { b"NNBPPPR" };
            let Some(pos) = sparse_chess(&mut seed, white) else {
                continue;
            };
            let black = pos.to_move();
            let white = pos.variant().next_player(black);
            let as_white = with_side(&pos, white);
            // Black then White (j = 1, k = 1); White, Black, White (k = 2, j = 1); a series of
            // two Black moves then White (k = 1, j = 2).
            let forms: [(Option<&Position>, u32, u32, bool); 3] = [
                (Some(&pos), 1, 1, false),
                (as_white.as_ref(), 2, 1, false),
                (Some(&pos), 1, 2, true),
            ];
            for (start, k, j, series) in forms {
                let Some(start) = start else {
                    continue;
                };
                let check = match series {
                    true => check_after_series(start, j),
                    false => check_at_end(start, k + j),
                };
                reachable += usize::from(check);
                if !super::may_check(start, white, k, j) {
                    assert!(!check, "k {k}, j {j}, series {series}: {start:?}");
                    said += 1;
                }
            }
        }
        assert!(said > 100, "the cut applied only {said} times");
        assert!(
            reachable > 300,
            "a check at the end in only {reachable} cases"
        );
    }

    /// A helpmate's lines, each as its moves.
    type Lines = Vec<Vec<Move>>;

    /// The lines of a helpmate with and without the cut, and how many positions it gave up.
    fn both(pos: &Position, stip: &str) -> Option<(Lines, Lines, u64)> {
        let stip = Stipulation::parse(stip).unwrap();
        let start = starting_position(pos, &stip).ok()?;
        let moves = |lines: Vec<Vec<super::super::Step>>| -> Lines {
            let mut out: Lines = lines
                .iter()
                .map(|l| l.iter().map(|s| s.mv).collect())
                .collect();
            out.sort_by_key(|l| format!("{l:?}"));
            out
        };
        let (cut, _, cuts) = solve_cutting(&start, &stip, &mut |_| {}, true);
        let (whole, _, none) = solve_cutting(&start, &stip, &mut |_| {}, false);
        assert_eq!(none, 0);
        Some((moves(cut), moves(whole), cuts))
    }

    /// The cut loses no solution: over random positions of chess with few pieces and positions
    /// of random games of every two-player game with check (Alice among them), the lines of
    /// helpmates and series-helpmates are the same with and without it; and it gives up
    /// positions in many of them.
    #[test]
    fn the_cut_loses_no_solution() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let (mut cut_in, mut solved, mut compared) = (0, 0, 0);
        let mut check = |pos: &Position, stip: &str, id: &str| {
            if let Some((cut, whole, cuts)) = both(pos, stip) {
                assert_eq!(cut, whole, "{id} {stip}: {pos:?}");
                compared += 1;
                cut_in += usize::from(cuts > 0);
                solved += usize::from(!whole.is_empty());
            }
        };
        for i in 0..400 {
            // White's men: knights and pawns only (his attacks reach few cells), or some riders.
            let white: &[u8] = if i % 2 == 0 { b"NNPPP" } else { b"NNBPPPR" };
            if let Some(pos) = sparse_chess(&mut seed, white) {
                for stip in ["h#1.5", "h#2", "ser-h#2", "ser-h#3"] {
                    check(&pos, stip, "chess");
                }
            }
        }
        for id in ["chess", "alice", "chess-glass"] {
            let v = variant::build(id, &[]).unwrap();
            assert!(takes(&v), "{id}");
            for _ in 0..3 {
                if let Some(pos) = played(id, 40, &mut seed) {
                    check(&pos, "h#2", id);
                    check(&pos, "ser-h#2", id);
                }
            }
        }
        eprintln!("{compared} compared, {solved} with solutions, the cut in {cut_in}");
        assert!(compared > 800, "only {compared} problems compared");
        assert!(solved > 50, "only {solved} problems with solutions");
        assert!(
            cut_in > 15,
            "the cut gave up positions in only {cut_in} problems"
        );
    }
}

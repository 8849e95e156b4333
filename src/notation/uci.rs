//! Moves in the long form of the Universal Chess Interface: the square of departure, the square
//! of arrival and a lower-case promotion letter (`e2e4`, `e7e8q`); castling as the king's two-square
//! step (`e1g1`); a pass as the null move `0000`. Squares are named without their board: in the
//! Alice family the piece on the square of departure says where the move is played, as a square
//! holds a piece on one board only in positions reached by play. When two legal moves would still
//! be written alike (a choice of board of arrival, as in three-board Alice or Duo Chess, or a
//! composed position with pieces on the same square of two boards), the board of arrival follows
//! after a slash (`e2e4/c`), then if needed the board of departure before a colon (`b:e2e4/a`).
//! A zero move (the piece only changes board) names its square twice: `b1b1`.
//!
//! Reading compares the text with the texts of the legal moves, so what is read is exactly what
//! is written; a text that is no legal move gets the reason from the general move reader.

use super::parse::{parse_move, MoveError};
use super::san::{describe, MoveFacts};
use crate::geometry::board_letter;
use crate::position::{Move, Position};

/// The square name of a file and rank: `e4`.
fn square(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

/// The text of one move without boards.
fn base(f: &MoveFacts) -> String {
    if f.pass {
        return "0000".to_string();
    }
    let mut out = square(f.from_file, f.from_rank) + &square(f.to_file, f.to_rank);
    if let Some(p) = f.promotion {
        out.push(p.to_ascii_lowercase());
    }
    out
}

/// Every legal move of `pos` with its UCI text, in the order of [`Position::legal_moves`].
pub fn moves(pos: &Position) -> Vec<(Move, String)> {
    let moves = pos.legal_moves();
    let facts: Vec<MoveFacts> = moves.iter().map(|m| describe(pos, m)).collect();
    let bases: Vec<String> = facts.iter().map(base).collect();
    let arrive = |i: usize| board_letter(facts[i].arrive_board).to_ascii_lowercase();
    let depart = |i: usize| board_letter(facts[i].from_board).to_ascii_lowercase();
    let texts: Vec<String> = (0..moves.len())
        .map(|i| {
            let alike = |j: &usize| *j != i && bases[*j] == bases[i];
            let others: Vec<usize> = (0..moves.len()).filter(alike).collect();
            if others.is_empty() {
                return bases[i].clone();
            }
            let with_arrival = format!("{}/{}", bases[i], arrive(i));
            if others.iter().all(|&j| arrive(j) != arrive(i)) {
                with_arrival
            } else {
                format!("{}:{with_arrival}", depart(i))
            }
        })
        .collect();
    moves.into_iter().zip(texts).collect()
}

/// The UCI text of a legal move of `pos`.
pub fn write(pos: &Position, m: &Move) -> String {
    match moves(pos).into_iter().find(|(x, _)| x == m) {
        Some((_, text)) => text,
        None => base(&describe(pos, m)),
    }
}

/// The legal move of `pos` that a UCI text names (letters in either case).
pub fn read(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let wanted = text.trim().to_ascii_lowercase();
    if let Some((m, _)) = moves(pos).into_iter().find(|(_, t)| *t == wanted) {
        return Ok(m);
    }
    let text = text.trim().to_string();
    match parse_move(pos, &text) {
        Err(e @ (MoveError::NotAMove { .. } | MoveError::Ambiguous { .. })) => Err(e),
        Ok(_) => Err(MoveError::NotAMove {
            text,
            reason: "a UCI move names the square of departure and the square of arrival, as e2e4"
                .to_string(),
        }),
        Err(_) => Err(MoveError::NoSuchMove { text }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    fn start(id: &str) -> Position {
        Position::start(&variant::build(id, &[]).unwrap())
    }

    fn play(mut pos: Position, moves: &[&str]) -> Position {
        for m in moves {
            pos = pos.play(&read(&pos, m).unwrap_or_else(|e| panic!("{m}: {e}")));
        }
        pos
    }

    #[test]
    fn writes_chess_moves_in_the_long_form() {
        let pos = play(
            start("chess"),
            &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"],
        );
        let castle = read(&pos, "e1g1").unwrap();
        assert_eq!(crate::notation::san(&pos, &castle), "O-O");
        assert_eq!(write(&pos, &castle), "e1g1");
        let v = variant::build("chess", &[]).unwrap();
        let pos = Position::from_text(&v, "8/4P3/8/8/8/k7/8/K7 w - - 0 1").unwrap();
        let m = read(&pos, "e7e8Q").unwrap();
        assert_eq!(write(&pos, &m), "e7e8q");
        assert!(read(&pos, "e7e8").is_err());
    }

    #[test]
    fn alice_moves_do_not_name_the_board() {
        // 1.e4 d5 2.Bb5: the bishop moves on board A and lands on board B.
        let pos = play(start("alice"), &["e2e4", "d7d5"]);
        let m = read(&pos, "f1b5").unwrap();
        assert_eq!(crate::notation::san(&pos, &m), "Bb5/B");
        // The pawn on e4 stands on board B; its move is written without the board.
        let pos = play(pos, &["f1b5", "c7c6"]);
        assert!(read(&pos, "e4e5").is_ok());
    }

    /// Calls `visit` with each legal move and its UCI text in the first 40 positions of a game
    /// of each of the UCI games, the move played next picked by `pick(ply, count)`.
    fn each_move(
        pick: fn(usize, usize) -> usize,
        mut visit: impl FnMut(&str, &Position, &Move, &str),
    ) {
        for id in ["chess", "alice", "alice3", "duo", "ms-alice", "alice-8x4"] {
            let mut pos = start(id);
            for ply in 0..40 {
                let all = moves(&pos);
                if all.is_empty() {
                    break;
                }
                for (m, text) in &all {
                    visit(id, &pos, m, text);
                }
                pos = pos.play(&all[pick(ply, all.len())].0);
            }
        }
    }

    #[test]
    fn every_legal_move_has_its_own_text() {
        each_move(
            |ply, n| (ply * 11 + 3) % n,
            |id, pos, m, text| assert_eq!(read(pos, text).as_ref(), Ok(m), "{id}: {text}"),
        );
        let pos = start("alice3");
        assert_eq!(write(&pos, &read(&pos, "e2e4/c").unwrap()), "e2e4/c");
        assert!(read(&pos, "e2e4").is_err());
    }

    /// Every reader takes what the engine writes: the general move reader (`play`, `fen`, the
    /// page's move box) reads each UCI text as the move it names, zero moves (`b1b1`) included.
    #[test]
    fn the_general_reader_takes_every_uci_text() {
        let mut zero_moves = 0;
        each_move(
            |ply, n| (ply * 7 + 5) % n,
            |id, pos, m, text| {
                assert_eq!(parse_move(pos, text).as_ref(), Ok(m), "{id}: {text}");
                zero_moves += usize::from(m.is_zero());
            },
        );
        assert!(zero_moves > 0);
    }

    #[test]
    fn bad_texts_say_why() {
        let pos = start("chess");
        for (text, says) in [
            ("e2e5", "not a legal move"),
            ("Nf3", "as e2e4"),
            ("hello", "not a move"),
            ("", "not a move"),
            ("e2e4e6", "not a move"),
        ] {
            let e = read(&pos, text).unwrap_err().to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
    }
}

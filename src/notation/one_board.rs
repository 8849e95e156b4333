//! The single-board FEN of Alice games used by pychess and Fairy-Stockfish: both boards written
//! as one, with `|` before the letter of a piece that stands on board B:
//!
//! `rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2`
//!
//! It serves the games of two players on two boards of the same shape joined by a transfer rule
//! ([`applies`]). A square can then hold one piece on one board only (the transfer needs the
//! other board's square empty), so the form is complete for positions reached by play; a
//! composed position with pieces on the same square of both boards cannot be written in it.
//! The en passant field is a bare square: the cell is on the board of the double step, the
//! board the pawn beside it has left.
//!
//! `to_boards` turns such a placement into the `A;B` placement of the position text, so that
//! every reader of position texts (`text.rs`) accepts this form for these games.

use super::fen;
use crate::excerpt::excerpt;
use crate::geometry::Cell;
use crate::position::{Position, Setup};
use crate::variant::Variant;

/// The mark before the letter of a piece on board B.
pub const BOARD_B: char = '|';

/// Whether the game can be written in the single-board form: two players, two boards of the
/// same shape and a transfer between them, and no fields beyond the six of FEN.
pub fn applies(v: &Variant) -> bool {
    let geo = v.geometry();
    v.transfer.is_some()
        && v.players.len() == 2
        && geo.board_count() == 2
        && geo.board(0) == geo.board(1)
        && geo.board(0).holes.is_empty()
        && super::extra_fields::names(v).is_empty()
}

/// The `A;B` placement of the position text for a single-board placement of an Alice game.
pub(crate) fn to_boards(v: &Variant, placement: &str) -> Result<String, String> {
    let shape = v.geometry().board(0);
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != shape.height as usize {
        return Err(format!(
            "{} ranks are written ('{}'); the board has {}",
            ranks.len(),
            excerpt(placement),
            shape.height
        ));
    }
    let mut boards = [Vec::new(), Vec::new()];
    for (i, rank) in ranks.iter().enumerate() {
        let number = shape.height as usize - i;
        let [a, b] = split_rank(rank, shape.width as usize)
            .map_err(|e| format!("rank {number} ('{}'): {e}", excerpt(rank)))?;
        boards[0].push(a);
        boards[1].push(b);
    }
    Ok(format!("{};{}", boards[0].join("/"), boards[1].join("/")))
}

/// The text of one rank on each board.
fn split_rank(rank: &str, width: usize) -> Result<[String; 2], String> {
    let mut out = [String::new(), String::new()];
    let mut empty = [0usize; 2];
    let mut squares = 0usize;
    let mut chars = rank.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            let mut n = d as usize;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n * 10 + d as usize;
                chars.next();
                if n > width {
                    break;
                }
            }
            if n == 0 {
                return Err("an empty run of 0 squares".to_string());
            }
            empty[0] += n;
            empty[1] += n;
            squares += n;
        } else {
            let (board, letter) = if c == BOARD_B {
                match chars.next() {
                    Some(l) if l.is_ascii_alphabetic() => (1, l),
                    _ => return Err(format!("'{BOARD_B}' must be followed by a piece letter")),
                }
            } else if c.is_ascii_alphabetic() {
                (0, c)
            } else {
                return Err(format!(
                    "'{c}' has no place in a placement (pieces are letters, '{BOARD_B}' before a piece on board B)"
                ));
            };
            for (i, text) in out.iter_mut().enumerate() {
                if i == board {
                    flush(text, &mut empty[i]);
                    text.push(letter);
                } else {
                    empty[i] += 1;
                }
            }
            squares += 1;
        }
        if squares > width {
            break;
        }
    }
    if squares != width {
        let least = if squares > width { "at least " } else { "" };
        return Err(format!(
            "{least}{squares} squares are written; it has {width}"
        ));
    }
    for (text, run) in out.iter_mut().zip(empty.iter_mut()) {
        flush(text, run);
    }
    Ok(out)
}

/// Writes a run of empty squares, if any, and starts a new one.
fn flush(text: &mut String, run: &mut usize) {
    if *run > 0 {
        text.push_str(&run.to_string());
        *run = 0;
    }
}

/// The en passant cell of a bare square (`e3`) written in the single-board form: on the board
/// the pawn beside it has left (the other board than the enemy pawn's on the next or previous
/// rank). `None` for `-`, or when the game has no en passant (the field is then only a note).
pub(crate) fn en_passant(v: &Variant, setup: &Setup, field: &str) -> Result<Option<Cell>, String> {
    if field == "-" || !v.pawns.en_passant {
        return Ok(None);
    }
    let geo = v.geometry();
    let bad = |why: &str| format!("bad en passant field '{}': {why}", excerpt(field));
    let (file, rank) =
        crate::geometry::Geometry::parse_square(field).ok_or_else(|| bad("it is not a square"))?;
    for board in 0..2u8 {
        for step in [-1, 1] {
            let beside = geo.cell_at(board, file as i32, rank as i32 + step);
            let pawn = beside.and_then(|c| setup.squares[c.index()]);
            if pawn.is_some_and(|p| v.piece(p.kind).pawn && p.owner != setup.to_move) {
                return geo
                    .cell_at(1 - board, file as i32, rank as i32)
                    .map(Some)
                    .ok_or_else(|| bad("no such square"));
            }
        }
    }
    Err(bad("no pawn of the player who just moved stands beside it"))
}

/// The position in the single-board form, or why it cannot be written: the game is not an Alice
/// game of two boards ([`applies`]), or a square holds a piece on both boards.
pub fn write(pos: &Position) -> Result<String, String> {
    let v = pos.variant();
    if !applies(v) {
        return Err(format!(
            "{} is not written in the single-board FEN: it serves games of two players on two boards joined by the Alice transfer",
            v.name
        ));
    }
    let geo = v.geometry();
    let s = pos.setup();
    let shape = geo.board(0);
    let mut ranks = Vec::new();
    for rank in (0..shape.height as i32).rev() {
        let mut text = String::new();
        let mut run = 0;
        for file in 0..shape.width as i32 {
            let at = |b| {
                geo.cell_at(b, file, rank)
                    .and_then(|c| s.squares[c.index()])
            };
            match (at(0), at(1)) {
                (Some(_), Some(_)) => {
                    return Err(format!(
                        "both boards hold a piece on {}{}: the single-board FEN cannot write it",
                        (b'a' + file as u8) as char,
                        rank + 1
                    ))
                }
                (None, None) => run += 1,
                (a, b) => {
                    flush(&mut text, &mut run);
                    if b.is_some() {
                        text.push(BOARD_B);
                    }
                    fen::write_piece(v, a.or(b).expect("one board holds it"), &mut text);
                }
            }
        }
        flush(&mut text, &mut run);
        ranks.push(text);
    }
    let en_passant = s.en_passant.map_or("-".to_string(), |c| geo.square_name(c));
    Ok(format!(
        "{} {} {} {en_passant} {} {}",
        ranks.join("/"),
        v.player_letter(s.to_move),
        fen::write_castling(v, &s.castling),
        s.halfmove,
        s.fullmove
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Outcome;
    use crate::variant;

    const EXAMPLE: &str = "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    fn game(id: &str) -> std::sync::Arc<Variant> {
        variant::build(id, &[]).unwrap()
    }

    /// What stands on a square of a board: the FEN letter, or '.'.
    fn at(pos: &Position, board: u8, square: &str) -> char {
        let v = pos.variant();
        let cell = v.geometry().square_on(board, square).unwrap();
        match pos.piece_at(cell) {
            None => '.',
            Some(p) if p.owner.0 == 0 => v.piece_letter(p.kind),
            Some(p) => v.piece_letter(p.kind).to_ascii_lowercase(),
        }
    }

    #[test]
    fn reads_the_example_square_by_square() {
        let pos = Position::from_text(&game("alice"), EXAMPLE).unwrap();
        let files = "abcdefgh";
        let board_a = [
            "RNBQKBNR", "PPPP.PPP", "........", "........", "........", "........", "ppp.pppp",
            "rnbqkbnr",
        ];
        for (r, row) in board_a.iter().enumerate() {
            for (f, want) in row.chars().enumerate() {
                let square = format!("{}{}", &files[f..f + 1], r + 1);
                assert_eq!(at(&pos, 0, &square), want, "{square} of board A");
                let on_b = match square.as_str() {
                    "e4" => 'P',
                    "d5" => 'p',
                    _ => '.',
                };
                assert_eq!(at(&pos, 1, &square), on_b, "{square} of board B");
            }
        }
        assert_eq!(pos.to_move().0, 0);
        assert_eq!(pos.setup().castling, vec![true; 4]);
        assert_eq!((pos.setup().halfmove, pos.setup().fullmove), (0, 2));
        // The same as 1.e4 d5 played from the start.
        let mut played = Position::start(&game("alice"));
        for m in ["e4", "d5"] {
            played = played.play(&crate::notation::parse_move(&played, m).unwrap());
        }
        assert_eq!(pos.to_text(), played.to_text());
        assert_eq!(write(&played).unwrap(), EXAMPLE);
    }

    #[test]
    fn writes_then_reads_positions_reached_by_play() {
        for id in variant::ids() {
            let v = game(id);
            if !applies(&v) {
                continue;
            }
            for pick in 0..12 {
                let mut pos = Position::start(&v);
                for ply in 0..80 {
                    if pos.outcome() != Outcome::Ongoing {
                        break;
                    }
                    match write(&pos) {
                        Ok(text) => {
                            let back = Position::from_text(&v, &text)
                                .unwrap_or_else(|e| panic!("{id}: {text}: {e}"));
                            assert_eq!(back.to_text(), pos.to_text(), "{id}: {text}");
                        }
                        // O'Donohue Chess may leave pieces on the same square of both boards.
                        Err(e) => assert!(e.contains("both boards"), "{id}: {e}"),
                    }
                    let moves = pos.legal_moves();
                    pos = pos.play(&moves[(pick * 7 + ply * 13 + 5) % moves.len()]);
                }
            }
        }
    }

    #[test]
    fn en_passant_square_is_on_the_board_of_the_double_step() {
        let on = [("en_passant".to_string(), "true".to_string())];
        let v = variant::build("alice", &on).unwrap();
        let mut pos = Position::start(&v);
        for m in ["Nf3", "Nc6", "Ng5", "Nd4", "e4", "d5", "Nf3", "f5"] {
            pos = pos.play(&crate::notation::parse_move(&pos, m).unwrap());
        }
        let text = write(&pos).unwrap();
        assert!(text.contains(" f6 "), "{text}");
        assert_eq!(
            Position::from_text(&v, &text).unwrap().to_text(),
            pos.to_text()
        );
    }

    #[test]
    fn malformed_input_is_an_error() {
        let v = game("alice");
        for bad in [
            "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3|p5/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3|4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3p|/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3||p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBN| w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq",
            "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR x KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3|x4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3$p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/99999999999999999999/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQ|KBNR w KQkq - 0 2",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "|",
            "/ w - -",
        ] {
            assert!(Position::from_text(&v, bad).is_err(), "{bad}");
        }
        let e = Position::from_text(
            &v,
            "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2",
        );
        assert!(
            e.is_ok(),
            "an en passant square is a note when en passant is off"
        );
        // One-board games do not take the mark; three boards are not written in this form.
        assert!(Position::from_text(&game("chess"), EXAMPLE).is_err());
        assert!(Position::from_text(&game("alice3"), EXAMPLE).is_err());
        assert!(write(&Position::start(&game("chess"))).is_err());
        assert!(write(&Position::start(&game("alice3"))).is_err());
    }
}

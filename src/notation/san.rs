//! Standard algebraic notation (SAN) for chess and the Alice family: `Nf3`, `exd5`, `Rae1`, `e8=Q`,
//! `O-O`, with the board of arrival after a slash whenever the game has several boards (`Nf3/B`,
//! `O-O/B`), then `+` for check and `#` for mate (`Bb5/A#`).
//!
//! A SAN is built from the [`MoveFacts`] of a move (what a reader can see of it) and made just long
//! enough to name one legal move among those that would otherwise be written alike (same piece,
//! square of arrival, board of arrival and promotion): the file of departure, else its rank, else
//! both; and when that is not enough (pieces on the same square of different boards, as in
//! three-board Alice), the board of departure before the move, as in long algebraic: `B:Nf3/C`.
//! A pawn that captures always shows its file.

use super::parse::{resolve, MoveText, Shape};
use super::MoveStyle;
use crate::geometry::board_letter;
use crate::position::{Move, Outcome, Position, Special};

/// What a reader can see of a legal move: the facts that notation writes or matches against.
/// Files and ranks are zero-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    /// The moving piece's letter, upper case (`P` for a pawn).
    pub letter: char,
    /// Whether the moving piece is a pawn (written without its letter).
    pub pawn: bool,
    pub from_board: u8,
    pub from_file: u8,
    pub from_rank: u8,
    /// The square where the piece lands, on the board where the move is played.
    pub to_file: u8,
    pub to_rank: u8,
    /// The board where the piece ends, after any transfer.
    pub arrive_board: u8,
    pub capture: bool,
    /// The promotion letter, upper case.
    pub promotion: Option<char>,
    /// `Some(long)` for castling: `long` when the rook starts farther from the king (`O-O-O`).
    pub castle: Option<bool>,
    pub pass: bool,
    /// The piece only changes board (Ms. Alice's and Duo's zero move).
    pub zero: bool,
}

/// The facts of a legal move of `pos`.
pub fn describe(pos: &Position, m: &Move) -> MoveFacts {
    let geo = pos.variant().geometry();
    let from = geo.info(m.from);
    let to = geo.info(m.to);
    let variant = pos.variant();
    let piece = pos.piece_at(m.from);
    let letter = piece
        .map(|p| variant.piece_letter(p.kind).to_ascii_uppercase())
        .unwrap_or('?');
    // Castling is long (`O-O-O`) when the rook starts more than three squares from the king: the
    // queen's side of every game with castling.
    let castle = match m.special {
        Special::Castle { rook_from, .. } => {
            let r = geo.info(rook_from);
            let distance = (r.file as i32 - from.file as i32)
                .abs()
                .max((r.rank as i32 - from.rank as i32).abs());
            Some(distance > 3)
        }
        _ => None,
    };
    let pass = matches!(m.special, Special::Pass);
    let zero = !pass && castle.is_none() && from.file == to.file && from.rank == to.rank;
    let capture = !zero && pos.is_capture(m);
    MoveFacts {
        letter,
        pawn: piece.is_some_and(|p| variant.piece(p.kind).pawn),
        from_board: from.board,
        from_file: from.file,
        from_rank: from.rank,
        to_file: to.file,
        to_rank: to.rank,
        arrive_board: geo.board_of(m.arrive),
        capture,
        promotion: m
            .promotion
            .map(|k| variant.piece_letter(k).to_ascii_uppercase()),
        castle,
        pass,
        zero,
    }
}

/// The SAN of a legal move of `pos`, with the board of arrival in games of several boards, and `+` or
/// `#` when the move gives check or mate. Games that write moves in another style (Orwell Chess,
/// [`MoveStyle::Long`]) get their own notation: `c3-d4`, `Dd7xf9`, `d5xd6=M`, `pass`.
pub fn san(pos: &Position, m: &Move) -> String {
    if let Some(text) = super::drops::drop_text(pos, m) {
        return text;
    }
    if pos.variant().move_style == MoveStyle::Long {
        return super::lan(pos, m);
    }
    let moves = pos.legal_moves();
    let facts: Vec<MoveFacts> = moves.iter().map(|x| describe(pos, x)).collect();
    let index = moves.iter().position(|x| x == m);
    let mine = match index {
        Some(i) => facts[i].clone(),
        None => describe(pos, m),
    };
    let several_boards = pos.variant().geometry().board_count() > 1;
    let text = shortest_text(&mine, &facts, index, several_boards);
    let mut out = render(&text);
    if index.is_some() {
        out.push_str(check_mark(pos, m));
    }
    out
}

/// The shortest SAN text of a move that names it alone among `all` (the facts of every legal move;
/// `index` is the move's place among them, if it is legal).
fn shortest_text(
    mine: &MoveFacts,
    all: &[MoveFacts],
    index: Option<usize>,
    several_boards: bool,
) -> MoveText {
    let mut text = base_text(mine);
    if several_boards && !mine.pass {
        text.arrive_board = Some(mine.arrive_board);
    }
    let pawn_capture = mine.pawn && mine.capture && text.shape == Shape::Piece;
    let mut tries: Vec<(Option<u8>, Option<u8>, Option<u8>)> = Vec::new();
    let (f, r, b) = (
        Some(mine.from_file),
        Some(mine.from_rank),
        Some(mine.from_board),
    );
    if text.shape == Shape::Piece && !mine.zero {
        // File, else rank, else both; then the same again with the board of departure.
        for board in [None, b] {
            if !pawn_capture {
                tries.push((None, None, board));
            }
            tries.push((f, None, board));
            if !mine.pawn {
                tries.push((None, r, board));
            }
            tries.push((f, r, board));
        }
    } else {
        tries.push((None, None, None));
        tries.push((None, None, b));
    }
    let unique = |t: &MoveText| match index {
        Some(i) => resolve(t, all) == [i],
        None => false,
    };
    for (file, rank, board) in tries.iter().copied() {
        let mut t = text.clone();
        t.from_file = file;
        t.from_rank = rank;
        t.from_board = board;
        if unique(&t) {
            return t;
        }
    }
    // Not a legal move: write everything known.
    text.from_file = f.filter(|_| text.shape == Shape::Piece && !mine.zero);
    text.from_rank = r.filter(|_| text.shape == Shape::Piece && !mine.zero);
    text.from_board = b.filter(|_| several_boards);
    text
}

/// The text of a move with nothing about its square of departure.
pub(crate) fn base_text(m: &MoveFacts) -> MoveText {
    let shape = if m.pass {
        Shape::Pass
    } else if let Some(long) = m.castle {
        Shape::Castle { long }
    } else {
        Shape::Piece
    };
    MoveText {
        shape,
        from_board: None,
        piece: (shape == Shape::Piece && (!m.pawn || m.zero)).then_some(m.letter),
        from_file: None,
        from_rank: None,
        zero: m.zero,
        capture: m.capture && !m.zero,
        to: Some((m.to_file, m.to_rank)),
        promotion: m.promotion,
        arrive_board: None,
    }
}

/// Writes a move text: `[B:]` piece, `@`, departure, `x` or `separator`, square, `=Q`, `[/B]`.
pub(crate) fn render_with(text: &MoveText, separator: &str) -> String {
    let mut out = String::new();
    if let Some(b) = text.from_board {
        out.push(board_letter(b));
        out.push(':');
    }
    match text.shape {
        Shape::Pass => out.push_str("pass"),
        Shape::Castle { long } => out.push_str(if long { "O-O-O" } else { "O-O" }),
        Shape::Piece => {
            if let Some(p) = text.piece {
                out.push(p);
            }
            if text.zero {
                out.push('@');
            }
            if let Some(f) = text.from_file {
                out.push((b'a' + f) as char);
            }
            if let Some(r) = text.from_rank {
                out.push_str(&(r as u32 + 1).to_string());
            }
            if text.capture {
                out.push('x');
            } else if text.from_file.is_some() && text.from_rank.is_some() {
                out.push_str(separator);
            }
            if let Some((f, r)) = text.to {
                out.push((b'a' + f) as char);
                out.push_str(&(r as u32 + 1).to_string());
            }
            if let Some(p) = text.promotion {
                out.push('=');
                out.push(p);
            }
        }
    }
    if let Some(b) = text.arrive_board {
        out.push('/');
        out.push(board_letter(b));
    }
    out
}

fn render(text: &MoveText) -> String {
    render_with(text, "")
}

/// `#` when the move ends the game by checkmate, `+` when it leaves the next player in check.
pub fn check_mark(pos: &Position, m: &Move) -> &'static str {
    let next = pos.play(m);
    match next.outcome() {
        Outcome::Over { result, .. } if result.as_str() == "checkmate" => "#",
        _ if next.in_check() => "+",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A knight move from (board, square) to a square, arriving on a board.
    fn knight(from_board: u8, from: &str, to: &str, arrive_board: u8) -> MoveFacts {
        let sq = |t: &str| (t.as_bytes()[0] - b'a', t[1..].parse::<u8>().unwrap() - 1);
        let ((ff, fr), (tf, tr)) = (sq(from), sq(to));
        MoveFacts {
            letter: 'N',
            pawn: false,
            from_board,
            from_file: ff,
            from_rank: fr,
            to_file: tf,
            to_rank: tr,
            arrive_board,
            capture: false,
            promotion: None,
            castle: None,
            pass: false,
            zero: false,
        }
    }

    fn written(all: &[MoveFacts]) -> Vec<String> {
        (0..all.len())
            .map(|i| render(&shortest_text(&all[i], all, Some(i), true)))
            .collect()
    }

    #[test]
    fn the_board_of_arrival_tells_moves_apart_first() {
        // Alice: knights on g1/A and d2/B both reach f3, arriving on different boards.
        let all = [knight(0, "g1", "f3", 1), knight(1, "d2", "f3", 0)];
        assert_eq!(written(&all), ["Nf3/B", "Nf3/A"]);
    }

    #[test]
    fn moves_from_two_boards_to_one_board_take_the_file() {
        // O'Donohue: one knight transfers, the other stays; both end on board B.
        let all = [knight(0, "g1", "f3", 1), knight(1, "d2", "f3", 1)];
        assert_eq!(written(&all), ["Ngf3/B", "Ndf3/B"]);
    }

    #[test]
    fn pieces_on_the_same_square_of_two_boards_take_the_board() {
        // Three boards: knights on g1/A and g1/B may both go to f3 of board C.
        let all = [
            knight(0, "g1", "f3", 2),
            knight(1, "g1", "f3", 2),
            knight(0, "g1", "f3", 1),
            knight(1, "g1", "f3", 0),
            knight(0, "g1", "h3", 2),
        ];
        assert_eq!(
            written(&all),
            ["A:Nf3/C", "B:Nf3/C", "Nf3/B", "Nf3/A", "Nh3/C"]
        );
    }

    #[test]
    fn without_a_board_moves_on_board_a_are_meant() {
        let all = [knight(0, "g1", "f3", 1), knight(1, "d2", "f3", 0)];
        let text = |t: &str| super::super::parse::read_text(t).unwrap();
        assert_eq!(resolve(&text("Nf3"), &all), [0]);
        assert_eq!(resolve(&text("Nf3/A"), &all), [1]);
        // From boards B and C, neither on A: ambiguous.
        let all = [knight(1, "d2", "f3", 0), knight(2, "g1", "f3", 0)];
        assert_eq!(resolve(&text("Nf3"), &all), [0, 1]);
    }
}

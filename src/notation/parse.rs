//! Reading a move written by a person: SAN (`Nf3`, `Nf3/B`, `exd8=Q+`, `O-O`, `0-0`) and long
//! algebraic (`e2-e4`, `e2e4`, `Ng1-f3`, `e7xd8=Q`, `e7e8q`, `B:Be2-b5`). A zero move (Ms. Alice,
//! Duo) is written `N@b1/B`, or as UCI writes it, its square twice: `b1b1`.
//!
//! Reading happens in two steps: [`read_text`] turns the text into a [`MoveText`] by grammar alone,
//! with no position; [`parse_move`] then keeps the legal moves of the position that agree with
//! everything the text says. In the Alice family the board of arrival (`/B`) may be left out: then
//! the move is the one legal move that matches on either board, and if moves from several boards
//! match, the one played on board A (`shared/rules/alice.md`, Notation).

use super::san::{describe, san, MoveFacts};
use crate::position::{Move, Position};

/// The mark after a proposal played with the partner's consent (games of duels): `Qn8-k5~c`.
pub const CONSENT: &str = "~c";

/// Why a move text could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not written like a move.
    NotAMove { text: String, reason: String },
    /// The text reads as a move, but no legal move of the position matches it.
    NoSuchMove { text: String },
    /// The text names a square that is on none of the game's boards (`e9` in chess).
    NoSuchCell { text: String, square: String },
    /// Several legal moves match the text; their SAN is listed.
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
}

impl MoveError {
    /// The move text the error is about.
    pub fn text(&self) -> &str {
        match self {
            MoveError::NotAMove { text, .. }
            | MoveError::NoSuchMove { text }
            | MoveError::NoSuchCell { text, .. }
            | MoveError::Ambiguous { text, .. } => text,
        }
    }
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A long text is quoted by its start only.
        let text = crate::excerpt::excerpt(self.text());
        match self {
            MoveError::NotAMove { reason, .. } => write!(f, "'{text}' is not a move: {reason}"),
            MoveError::NoSuchMove { .. } => {
                write!(f, "'{text}' is not a legal move in this position")
            }
            MoveError::NoSuchCell { square, .. } => {
                write!(
                    f,
                    "'{text}' names {square}, which is not a cell of this board"
                )
            }
            MoveError::Ambiguous { candidates, .. } => write!(
                f,
                "'{text}' is ambiguous: it could be {}",
                candidates.join(" or ")
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// The kind of move a text describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Shape {
    /// A piece moves (or, with `@`, only changes board).
    #[default]
    Piece,
    /// Castling; `long` for `O-O-O`.
    Castle { long: bool },
    /// The player passes.
    Pass,
}

/// What a move text says, read by grammar alone. Files and ranks are zero-based.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct MoveText {
    pub shape: Shape,
    /// The board of departure (`B:` before the move).
    pub from_board: Option<u8>,
    /// The piece letter, upper case; absent for a pawn or when the square of departure says it.
    pub piece: Option<char>,
    pub from_file: Option<u8>,
    pub from_rank: Option<u8>,
    /// `@`: the piece only passes to another board (a zero move).
    pub zero: bool,
    /// Written with `x` (or `:`).
    pub capture: bool,
    /// The square where the piece lands, as (file, rank).
    pub to: Option<(u8, u8)>,
    /// The promotion letter, upper case.
    pub promotion: Option<char>,
    /// The board of arrival (`/B` after the move).
    pub arrive_board: Option<u8>,
}

impl MoveText {
    /// Whether a legal move, described by its facts, agrees with everything this text says.
    pub fn matches(&self, m: &MoveFacts) -> bool {
        if self.from_board.is_some_and(|b| b != m.from_board)
            || self.arrive_board.is_some_and(|b| b != m.arrive_board)
        {
            return false;
        }
        match self.shape {
            Shape::Pass => m.pass,
            Shape::Castle { long } => m.castle == Some(long),
            Shape::Piece => {
                if m.pass || self.zero != m.zero {
                    return false;
                }
                // Castling written as the king's move needs the whole square of departure (`e1g1`).
                let whole_square = self.from_file.is_some() && self.from_rank.is_some();
                if m.castle.is_some() && !whole_square {
                    return false;
                }
                let piece_ok = match self.piece {
                    Some(letter) => letter == m.letter,
                    // With the whole square of departure written, any piece (`g1f3`).
                    None => m.pawn || whole_square,
                };
                piece_ok
                    && self.to == Some((m.to_file, m.to_rank))
                    && self.from_file.is_none_or(|f| f == m.from_file)
                    && self.from_rank.is_none_or(|r| r == m.from_rank)
                    && (!self.capture || m.capture)
                    && self.promotion == m.promotion
            }
        }
    }
}

/// Finds the legal move of `pos` that `text` describes, in SAN or long algebraic.
///
/// ```
/// use quadrille::notation::{lan, parse_move, san};
/// use quadrille::{position::Position, variant};
/// let alice = variant::build("alice", &[]).unwrap();
/// let pos = Position::start(&alice);
/// let m = parse_move(&pos, "Nf3").unwrap();
/// assert_eq!(san(&pos, &m), "Nf3/B"); // the knight passes to board B
/// assert_eq!(parse_move(&pos, "g1f3").unwrap(), m);
/// assert_eq!(lan(&pos, &m), "Ng1-f3");
/// assert!(parse_move(&pos, "Nf4").is_err());
/// ```
///
/// In games of duels a move followed by `~c` (`Qn8-k5~c`) is a proposal played with the
/// partner's consent: it is found among the proposals of the position instead.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    if let Some(found) = super::drops::parse_drop(pos, text) {
        return found;
    }
    let consent = text.trim().strip_suffix(CONSENT);
    let wanted = read_text(consent.unwrap_or(text))?;
    let moves = match consent {
        Some(_) => pos.proposals(),
        None => pos.legal_moves(),
    };
    let facts: Vec<MoveFacts> = moves.iter().map(|m| describe(pos, m)).collect();
    let mut found = resolve(&wanted, &facts);
    if found.is_empty() && wanted.promotion.is_none() {
        // A promotion that a rule imposes (perpetual power: `=M`) may be left out, when it names
        // one move alone. A promotion with a choice must be said.
        let mut any = wanted.clone();
        let forced: Vec<usize> = (0..facts.len())
            .filter(|&i| {
                any.promotion = facts[i].promotion;
                any.promotion.is_some() && any.matches(&facts[i])
            })
            .collect();
        if let [one] = forced[..] {
            any.promotion = facts[one].promotion;
            if resolve(&any, &facts) == [one] {
                found = forced;
            }
        }
    }
    match found.as_slice() {
        [] if consent.is_some() => Err(MoveError::NotAMove {
            text: text.trim().to_string(),
            reason: "it is not a proposal here (a move into check by the duel opponent that the partner, moving next, can relieve)".to_string(),
        }),
        [] if !pos.variant().duels.is_empty() && consent_form(pos, &wanted) => {
            Err(MoveError::NotAMove {
                text: text.trim().to_string(),
                reason: format!(
                    "it leaves the king in check; as a proposal the partner accepts, write {}{CONSENT}",
                    text.trim()
                ),
            })
        }
        [] => Err(match missing_square(pos, &wanted) {
            Some(square) => MoveError::NoSuchCell {
                text: text.trim().to_string(),
                square,
            },
            None => MoveError::NoSuchMove {
                text: text.trim().to_string(),
            },
        }),
        [i] => Ok(moves[*i]),
        found => Err(MoveError::Ambiguous {
            text: text.trim().to_string(),
            candidates: found.iter().map(|&i| san(pos, &moves[i])).collect(),
        }),
    }
}

/// The first square a move text names (departure, then arrival) that exists on none of the boards
/// it may mean, as written (`e9`).
fn missing_square(pos: &Position, wanted: &MoveText) -> Option<String> {
    let geometry = pos.variant().geometry();
    let exists = |(file, rank): (u8, u8), board: Option<u8>| {
        (0..geometry.board_count() as u8)
            .filter(|b| board.is_none_or(|want| want == *b))
            .any(|b| geometry.cell_at(b, file as i32, rank as i32).is_some())
    };
    let from = wanted.from_file.zip(wanted.from_rank);
    [(from, wanted.from_board), (wanted.to, wanted.arrive_board)]
        .into_iter()
        .find_map(|(square, board)| {
            let square = square?;
            // A board letter beyond the game's boards is not this check's to report.
            let board = board.filter(|b| (*b as usize) < geometry.board_count());
            (!exists(square, board))
                .then(|| format!("{}{}", (b'a' + square.0) as char, square.1 + 1))
        })
}

/// Whether a move text written without `~c` names one of the proposals of `pos`.
fn consent_form(pos: &Position, wanted: &MoveText) -> bool {
    let props = pos.proposals();
    let facts: Vec<MoveFacts> = props.iter().map(|m| describe(pos, m)).collect();
    resolve(wanted, &facts).len() == 1
}

/// The places, among the facts of the legal moves, of the moves a text may mean. When the text names
/// no board and moves played on several boards match, only those played on board A are kept (if
/// there are any).
pub fn resolve(wanted: &MoveText, facts: &[MoveFacts]) -> Vec<usize> {
    let found: Vec<usize> = (0..facts.len())
        .filter(|&i| wanted.matches(&facts[i]))
        .collect();
    let boards_named = wanted.arrive_board.is_some() || wanted.from_board.is_some();
    let several_boards = found
        .iter()
        .any(|&i| facts[i].from_board != facts[found[0]].from_board);
    if !boards_named && several_boards {
        let on_a: Vec<usize> = found
            .iter()
            .copied()
            .filter(|&i| facts[i].from_board == 0)
            .collect();
        if !on_a.is_empty() {
            return on_a;
        }
    }
    found
}

/// Reads a move text by grammar alone. See the module documentation for the forms accepted.
pub fn read_text(text: &str) -> Result<MoveText, MoveError> {
    let original = text.trim();
    let fail = |reason: &str| MoveError::NotAMove {
        text: original.to_string(),
        reason: reason.to_string(),
    };
    if original.is_empty() {
        return Err(fail("the text is empty"));
    }
    let mut out = MoveText::default();
    // The board of arrival: `/B`, wherever it stands among the trailing marks or before `=Q`.
    let mut body = original.to_string();
    if let Some(slash) = body.find('/') {
        let board = body[slash + 1..].chars().next();
        match board {
            Some(b) if b.is_ascii_alphabetic() => {
                out.arrive_board = Some(b.to_ascii_uppercase() as u8 - b'A');
                body.replace_range(slash..slash + 2, "");
            }
            _ => return Err(fail("a '/' must be followed by a board letter")),
        }
        if body.contains('/') {
            return Err(fail("only one board of arrival may be written"));
        }
    }
    let body = body.trim_end_matches(['+', '#', '!', '?']);
    // The board of departure: `B:` at the start.
    let mut chars: Vec<char> = body.chars().collect();
    if chars.len() > 2 && chars[0].is_ascii_alphabetic() && chars[1] == ':' {
        out.from_board = Some(chars[0].to_ascii_uppercase() as u8 - b'A');
        chars.drain(..2);
    }
    let body: String = chars.iter().collect();
    match body.to_ascii_uppercase().replace('0', "O").as_str() {
        "O-O" => {
            out.shape = Shape::Castle { long: false };
            return Ok(out);
        }
        "O-O-O" => {
            out.shape = Shape::Castle { long: true };
            return Ok(out);
        }
        "PASS" => {
            out.shape = Shape::Pass;
            return Ok(out);
        }
        _ => {}
    }
    let mut rest = chars.as_slice();
    if let Some((&c, tail)) = rest.split_first() {
        if c.is_ascii_uppercase() {
            out.piece = Some(c);
            rest = tail;
        }
    }
    if let Some((&'@', tail)) = rest.split_first() {
        out.zero = true;
        rest = tail;
    }
    let atoms = atoms(rest).map_err(|e| fail(&e))?;
    read_atoms(&atoms, &mut out).map_err(|e| fail(&e))?;
    if out.zero && (out.from_file.is_some() || out.from_rank.is_some() || out.promotion.is_some()) {
        return Err(fail(
            "a zero move names only the square where the piece stands",
        ));
    }
    // The long form of UCI writes a zero move as its square twice (`b1b1`): no other move lands
    // where it starts.
    let from = out.from_file.zip(out.from_rank);
    if from.is_some() && from == out.to && out.promotion.is_none() {
        out.zero = true;
    }
    Ok(out)
}

/// The pieces of the square part of a move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Atom {
    File(u8),
    /// A rank number, zero-based.
    Rank(u8),
    /// `-`, between the squares of long algebraic.
    Dash,
    /// `x` or `:`.
    Takes,
    /// `=`, before a promotion letter.
    Equals,
    /// An upper-case letter (a promotion).
    Letter(char),
}

fn atoms(chars: &[char]) -> Result<Vec<Atom>, String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        let digit_next = chars.get(i).is_some_and(|d| d.is_ascii_digit());
        out.push(match c {
            // `x` before a digit is the file x (a square such as x2), not a capture.
            'x' if digit_next => Atom::File(c as u8 - b'a'),
            'x' | ':' => Atom::Takes,
            '-' => Atom::Dash,
            '=' => Atom::Equals,
            'a'..='z' => Atom::File(c as u8 - b'a'),
            'A'..='Z' => Atom::Letter(c),
            '1'..='9' => {
                let mut n = c as u32 - '0' as u32;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    n = n * 10 + (chars[i] as u32 - '0' as u32);
                    i += 1;
                    if n > 26 {
                        return Err(format!("there is no rank {n}"));
                    }
                }
                Atom::Rank((n - 1) as u8)
            }
            _ => return Err(format!("'{c}' has no place in a move")),
        });
    }
    Ok(out)
}

/// Reads `[file][rank][- or x]file rank[[=]promotion]` from the end backwards.
fn read_atoms(atoms: &[Atom], out: &mut MoveText) -> Result<(), String> {
    let mut rest = atoms;
    // Promotion: `=Q`, `Q`, or a lower-case letter right after the square (`e7e8q`).
    match rest {
        [head @ .., Atom::Equals, Atom::Letter(p)] => {
            out.promotion = Some(*p);
            rest = head;
        }
        [head @ .., Atom::Equals, Atom::File(p)] => {
            out.promotion = Some((b'A' + p) as char);
            rest = head;
        }
        [.., Atom::Rank(_), Atom::Letter(p)] => {
            out.promotion = Some(*p);
            rest = &rest[..rest.len() - 1];
        }
        [.., Atom::Rank(_), Atom::File(p)] => {
            out.promotion = Some((b'A' + p) as char);
            rest = &rest[..rest.len() - 1];
        }
        _ => {}
    }
    let [head @ .., Atom::File(f), Atom::Rank(r)] = rest else {
        return Err("it does not end with a square such as e4".to_string());
    };
    out.to = Some((*f, *r));
    rest = head;
    match rest.last() {
        Some(Atom::Takes) => {
            out.capture = true;
            rest = &rest[..rest.len() - 1];
        }
        Some(Atom::Dash) => rest = &rest[..rest.len() - 1],
        _ => {}
    }
    match rest {
        [] => {}
        [Atom::File(f)] => out.from_file = Some(*f),
        [Atom::Rank(r)] => out.from_rank = Some(*r),
        [Atom::File(f), Atom::Rank(r)] => {
            out.from_file = Some(*f);
            out.from_rank = Some(*r);
        }
        _ => return Err("it has more than one square of departure".to_string()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> MoveText {
        read_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn square(name: &str) -> Option<(u8, u8)> {
        let b = name.as_bytes();
        Some((b[0] - b'a', name[1..].parse::<u8>().unwrap() - 1))
    }

    #[test]
    fn reads_san() {
        let m = read("Nf3");
        assert_eq!((m.piece, m.to, m.capture), (Some('N'), square("f3"), false));
        let m = read("exd5");
        assert_eq!(
            (m.piece, m.from_file, m.to, m.capture),
            (None, Some(4), square("d5"), true)
        );
        let m = read("R1a3");
        assert_eq!((m.from_rank, m.from_file), (Some(0), None));
        let m = read("Qh4xe1+");
        assert_eq!(
            (m.from_file, m.from_rank, m.capture),
            (Some(7), Some(3), true)
        );
        let m = read("dxe8=Q#");
        assert_eq!(
            (m.promotion, m.to, m.from_file),
            (Some('Q'), square("e8"), Some(3))
        );
        assert_eq!(read("e8Q").promotion, Some('Q'));
        assert_eq!(read("Nbd7!?").from_file, Some(1));
        assert_eq!(read("Qa7xd10").to, square("d10"));
    }

    #[test]
    fn reads_board_suffix_in_either_place() {
        for text in ["Bb5/B#", "Bb5#/B", "Bb5/b", "Bb5/B!"] {
            let m = read(text);
            assert_eq!(
                (m.piece, m.to, m.arrive_board),
                (Some('B'), square("b5"), Some(1))
            );
        }
        let m = read("e8=Q/A+");
        assert_eq!((m.promotion, m.arrive_board), (Some('Q'), Some(0)));
        assert_eq!(read("e8/B=Q").promotion, Some('Q'));
        assert_eq!(read("O-O/B").shape, Shape::Castle { long: false });
        assert_eq!(read("O-O/B").arrive_board, Some(1));
    }

    #[test]
    fn reads_long_algebraic() {
        for text in ["e2e4", "e2-e4", "e2xe4"] {
            let m = read(text);
            assert_eq!(
                (m.from_file, m.from_rank, m.to),
                (Some(4), Some(1), square("e4"))
            );
        }
        let m = read("B:Be2-b5");
        assert_eq!(
            (m.from_board, m.piece, m.to),
            (Some(1), Some('B'), square("b5"))
        );
        let m = read("e7e8q");
        assert_eq!((m.promotion, m.to), (Some('Q'), square("e8")));
        let m = read("e7xd8=N");
        assert_eq!((m.promotion, m.capture), (Some('N'), true));
        let m = read("k13-k12");
        assert_eq!((m.from_rank, m.to), (Some(12), square("k12")));
    }

    #[test]
    fn reads_castling_pass_and_zero_moves() {
        assert_eq!(read("0-0").shape, Shape::Castle { long: false });
        assert_eq!(read("O-O-O+").shape, Shape::Castle { long: true });
        assert_eq!(read("B:O-O").from_board, Some(1));
        assert_eq!(read("pass").shape, Shape::Pass);
        let m = read("N@b1/B");
        assert_eq!(
            (m.zero, m.to, m.arrive_board),
            (true, square("b1"), Some(1))
        );
        // The UCI form: the square twice.
        for text in ["b1b1", "Nb1b1", "b1-b1"] {
            let m = read(text);
            assert_eq!((m.zero, m.to, m.from_file), (true, square("b1"), Some(1)));
        }
        assert!(!read("b1b2").zero && !read("b7b8q").zero && !read("b8b8q").zero);
    }

    #[test]
    fn rejects_what_is_not_a_move() {
        for text in [
            "", "   ", "hello", "Nf", "N", "e9x", "e4e5e6", "Nf3/", "Nf3/B/A", "e4$", "Ke0",
            "N@b1c3", "O-O-O-O", "e8==Q", "a99",
        ] {
            match read_text(text) {
                Err(MoveError::NotAMove { .. }) => {}
                other => panic!("'{text}' gave {other:?}"),
            }
        }
    }
}

#[cfg(test)]
mod missing_cells {
    use super::*;
    use crate::variant;

    fn error(game: &str, text: &str) -> String {
        let v = variant::build(game, &[]).unwrap();
        parse_move(&Position::start(&v), text)
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn a_square_off_the_board_is_named() {
        // Chess has ranks 1 to 8 and files a to h.
        assert!(error("chess", "e2-e9").contains("names e9, which is not a cell"));
        assert!(error("chess", "i2-i4").contains("names i2, which is not a cell"));
        // x before a digit is a file, not a capture.
        assert!(error("chess", "x2-e4").contains("names x2, which is not a cell"));
        // The Verney board has no 3x3 corners: a1 to c3 are missing.
        assert!(error("four-teams", "a1-a3").contains("names a1, which is not a cell"));
        // A legal-looking move that is not legal keeps its own message.
        assert!(error("chess", "e2-e5").contains("is not a legal move"));
    }
}

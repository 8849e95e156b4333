//! FEN and its fields. Standard FEN is the position text of a one-board, two-player game; the
//! fields here (board placement, side to move, castling, en passant cell, counters) are shared
//! with the position text of every game (`text.rs`), which adds the game prefix, several boards
//! separated by `;`, player prefixes for games of three or more players and facing marks.
//!
//! Parse errors are plain messages; `text.rs` wraps them as [`PositionError::Parse`].

use crate::excerpt::excerpt;
use crate::geometry::{board_letter, Cell, Geometry};
use crate::piece::{Facing, Piece, Player};
use crate::position::{OpenEnPassant, Position, PositionError, Setup};
use crate::variant::Variant;

/// Whether pieces are written FEN-style, the owner by letter case (two players or fewer), or
/// with a player-letter prefix (three or more players).
fn by_case(v: &Variant) -> bool {
    v.players.len() <= 2
}

/// The name of a rank for messages: `rank 8` or `rank 8 of board B`.
fn rank_name(geo: &Geometry, board: u8, rank: u8) -> String {
    if geo.board_count() > 1 {
        format!("rank {} of board {}", rank + 1, board_letter(board))
    } else {
        format!("rank {}", rank + 1)
    }
}

/// Reads one board's placement (ranks from the top, separated by `/`) into `squares`.
pub(crate) fn parse_board(
    v: &Variant,
    board: u8,
    text: &str,
    squares: &mut [Option<Piece>],
) -> Result<(), String> {
    let geo = v.geometry();
    let shape = geo.board(board);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != shape.height as usize {
        let whose = if geo.board_count() > 1 {
            format!("board {} has", board_letter(board))
        } else {
            "the board has".to_string()
        };
        return Err(format!(
            "{} ranks are written ('{}'); {whose} {}",
            ranks.len(),
            excerpt(text),
            shape.height
        ));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = shape.height - 1 - i as u8;
        let cells: Vec<Cell> = (0..shape.width as i32)
            .filter_map(|f| geo.cell_at(board, f, rank as i32))
            .collect();
        let name = || rank_name(geo, board, rank);
        let mut at = 0usize;
        let mut chars = rank_text.chars().peekable();
        while let Some(&c) = chars.peek() {
            if c.is_ascii_digit() {
                let mut n = 0usize;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    n = n * 10 + d as usize;
                    chars.next();
                    if n > 1000 {
                        break;
                    }
                }
                if n == 0 {
                    return Err(format!("{}: an empty run of 0 squares", name()));
                }
                at += n;
            } else {
                let piece = parse_piece(v, &mut chars).map_err(|e| format!("{}: {e}", name()))?;
                if let Some(&cell) = cells.get(at) {
                    squares[cell.index()] = Some(piece);
                }
                at += 1;
            }
            if at > cells.len() {
                break;
            }
        }
        if at != cells.len() {
            return Err(format!(
                "{} has {}{} squares written ('{}'); it has {}",
                name(),
                if at > cells.len() { "at least " } else { "" },
                at,
                excerpt(rank_text),
                cells.len()
            ));
        }
    }
    Ok(())
}

/// Reads one piece: its letter (with a player prefix in games of three or more players), then
/// an optional facing mark `~u`, `~d`, `~l` or `~r`.
fn parse_piece(
    v: &Variant,
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
) -> Result<Piece, String> {
    let first = chars.next().unwrap_or(' ');
    let (owner, letter, written) = if by_case(v) {
        let owner = if first.is_ascii_uppercase() { 0 } else { 1 };
        (Player(owner), first.to_ascii_uppercase(), first)
    } else {
        let owner = v
            .players
            .iter()
            .position(|p| p.letter == first)
            .ok_or_else(|| {
                format!(
                    "'{first}' is not a player letter (a piece is written with its player's letter first, as wK)"
                )
            })?;
        let letter = chars.next().unwrap_or(' ');
        (Player(owner as u8), letter, letter)
    };
    let kind = v
        .kind_by_letter(letter)
        .filter(|_| letter.is_ascii_alphabetic() && (by_case(v) || letter.is_ascii_uppercase()))
        .ok_or_else(|| {
            let letters: String = v.pieces.iter().map(|d| d.letter).collect();
            let mark = if written == super::one_board::BOARD_B {
                "; '|' marks a piece on board B in the single-board FEN of Alice games"
            } else {
                ""
            };
            format!("unknown piece letter '{written}' (this game's pieces are {letters}){mark}")
        })?;
    let mut facing = v.players[owner.index()].facing;
    if chars.peek() == Some(&'~') {
        chars.next();
        let f = chars.next().unwrap_or(' ');
        facing = Facing::from_letter(f)
            .ok_or_else(|| format!("'~{f}' is not a facing; write ~u, ~d, ~l or ~r"))?;
    }
    Ok(Piece::new(kind, owner, facing))
}

/// Writes one board's placement.
pub(crate) fn write_board(v: &Variant, squares: &[Option<Piece>], board: u8) -> String {
    let geo = v.geometry();
    let shape = geo.board(board);
    let mut out = String::new();
    for rank in (0..shape.height).rev() {
        let mut empty = 0;
        for f in 0..shape.width as i32 {
            let Some(c) = geo.cell_at(board, f, rank as i32) else {
                continue;
            };
            match squares[c.index()] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    write_piece(v, p, &mut out);
                }
            }
        }
        if empty > 0 {
            out += &empty.to_string();
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

pub(crate) fn write_piece(v: &Variant, p: Piece, out: &mut String) {
    let letter = v.piece_letter(p.kind);
    if by_case(v) {
        out.push(if p.owner.0 == 0 {
            letter
        } else {
            letter.to_ascii_lowercase()
        });
    } else {
        out.push(v.player_letter(p.owner));
        out.push(letter);
    }
    if v.players.get(p.owner.index()).map(|i| i.facing) != Some(p.facing) {
        out.push('~');
        out.push(p.facing.letter());
    }
}

/// Reads the side to move: a player letter.
pub(crate) fn parse_side(v: &Variant, field: &str) -> Result<Player, String> {
    let mut chars = field.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        if let Some(i) = v.players.iter().position(|p| p.letter == c) {
            return Ok(Player(i as u8));
        }
    }
    let letters: Vec<String> = v.players.iter().map(|p| p.letter.to_string()).collect();
    let field = excerpt(field);
    Err(format!(
        "the side to move is '{field}'; it must be one of {}",
        letters.join(", ")
    ))
}

/// The letters of castling right `i`: `K` or `q` in two-player games, `rK` with more players.
fn right_text(v: &Variant, i: usize) -> String {
    let d = &v.castling[i];
    if by_case(v) {
        if d.player.0 == 0 {
            d.letter.to_string()
        } else {
            d.letter.to_ascii_lowercase().to_string()
        }
    } else {
        format!("{}{}", v.player_letter(d.player), d.letter)
    }
}

/// Reads the castling field: `-` or the rights kept.
pub(crate) fn parse_castling(v: &Variant, field: &str) -> Result<Vec<bool>, String> {
    let mut rights = vec![false; v.castling.len()];
    if field == "-" {
        return Ok(rights);
    }
    let allowed: String = (0..v.castling.len()).map(|i| right_text(v, i)).collect();
    let bad = |what: String| {
        let allowed = if allowed.is_empty() {
            "this game has no castling; write -".to_string()
        } else {
            format!("the rights are written from {allowed}, or - for none")
        };
        Err(format!(
            "bad castling field '{}': {what}; {allowed}",
            excerpt(field)
        ))
    };
    let mut player = None;
    for c in field.chars() {
        let (owner, letter) = if by_case(v) {
            (
                Player(!c.is_ascii_uppercase() as u8),
                c.to_ascii_uppercase(),
            )
        } else if c.is_ascii_lowercase() {
            match v.players.iter().position(|p| p.letter == c) {
                Some(i) => {
                    player = Some(Player(i as u8));
                    continue;
                }
                None => return bad(format!("'{c}' is not a player letter")),
            }
        } else {
            match player {
                Some(p) => (p, c),
                None => return bad(format!("'{c}' has no player letter before it")),
            }
        };
        let i = v
            .castling
            .iter()
            .position(|d| d.player == owner && d.letter == letter && c.is_ascii_alphabetic());
        match i {
            Some(i) if rights[i] => return bad(format!("'{c}' is given twice")),
            Some(i) => rights[i] = true,
            None => return bad(format!("'{c}' is not a castling right")),
        }
    }
    Ok(rights)
}

/// Writes the castling field.
pub(crate) fn write_castling(v: &Variant, rights: &[bool]) -> String {
    let mut out = String::new();
    let mut last_player = None;
    for (i, &on) in rights.iter().enumerate() {
        if !on {
            continue;
        }
        let t = right_text(v, i);
        if by_case(v) {
            out += &t;
        } else {
            let p = v.castling[i].player;
            if last_player != Some(p) {
                out += &t;
            } else {
                out.push(v.castling[i].letter);
            }
            last_player = Some(p);
        }
    }
    if out.is_empty() {
        "-".to_string()
    } else {
        out
    }
}

/// Reads the en passant field: `-`, a square (`e3`) on one board, or a square and its board
/// (`e3/A`) with several boards.
pub(crate) fn parse_en_passant(v: &Variant, field: &str) -> Result<Option<Cell>, String> {
    if field == "-" {
        return Ok(None);
    }
    let geo = v.geometry();
    let bad = |why: &str| Err(format!("bad en passant field '{}': {why}", excerpt(field)));
    let (square, board) = match field.split_once('/') {
        Some((s, b)) => {
            let mut letters = b.chars();
            match (letters.next(), letters.next()) {
                (Some(l @ 'A'..='Z'), None) => (s, l as u8 - b'A'),
                _ => return bad("the board is written as one capital letter, as e3/A"),
            }
        }
        None if geo.board_count() == 1 => (field, 0),
        None => return bad("with several boards, write the board too, as e3/A"),
    };
    if board as usize >= geo.board_count() {
        return bad("there is no such board");
    }
    match geo.square_on(board, square) {
        Some(c) => Ok(Some(c)),
        None => bad("no such square; write - when there is none"),
    }
}

/// Writes the en passant field.
pub(crate) fn write_en_passant(v: &Variant, cell: Option<Cell>) -> String {
    cell.map_or("-".to_string(), |c| v.geometry().cell_name(c))
}

/// Reads a move counter: any whole number the engine writes (0 to 4294967295, the range of the
/// counters, which stop there rather than wrap).
pub(crate) fn parse_counter(field: &str, what: &str) -> Result<u32, String> {
    if field.is_empty() || !field.chars().all(|c| c.is_ascii_digit()) {
        return Err(format!(
            "the {what} must be a whole number, not '{}'",
            excerpt(field)
        ));
    }
    field.parse().map_err(|_| {
        format!(
            "the {what} must be a whole number from 0 to {}, not '{}'",
            u32::MAX,
            excerpt(field)
        )
    })
}

/// Reads standard FEN for a one-board game of two players (`chess`). A `chess:` prefix (the
/// game's id) is accepted.
pub fn parse(v: &Variant, text: &str) -> Result<Setup, PositionError> {
    if v.geometry().board_count() != 1 {
        return Err(PositionError::Parse(format!(
            "FEN describes one board; {} has {}: use its position text",
            v.name,
            v.geometry().board_count()
        )));
    }
    super::text::parse_setup(v, text)
}

/// Writes standard FEN (for one-board games; other games get their position text).
pub fn write(pos: &Position) -> String {
    super::text::write_fields(pos)
}

/// Reads the en passant field of a game whose chances last until the pawn's owner moves again:
/// `-`, or the open chances separated by `.`, oldest first (`f3.l9`). A chance is the cell passed
/// over, followed by the cell of the pawn in brackets when more than one pawn may have passed
/// over that cell (`l12(k12)`).
pub(crate) fn parse_en_passant_list(
    v: &Variant,
    field: &str,
) -> Result<Vec<OpenEnPassant>, String> {
    if field == "-" {
        return Ok(Vec::new());
    }
    let bad = || {
        format!(
            "bad en passant field '{}': write the cells separated by '.', each with the pawn's \
             cell in brackets if needed, as e3 or l12(k12), or - for none",
            excerpt(field)
        )
    };
    let cell = |item: &str| parse_en_passant(v, item)?.ok_or_else(bad);
    let chance = |item: &str| -> Result<OpenEnPassant, String> {
        let (target, pawn) = match item.strip_suffix(')') {
            Some(i) => {
                let (t, p) = i.split_once('(').ok_or_else(bad)?;
                (t, Some(cell(p)?))
            }
            None => (item, None),
        };
        Ok(OpenEnPassant {
            target: cell(target)?,
            pawn,
        })
    };
    let chances = field
        .split('.')
        .map(chance)
        .collect::<Result<Vec<OpenEnPassant>, String>>()?;
    if chances.len() > 4 {
        return Err(format!(
            "bad en passant field '{}': at most one open chance per player",
            excerpt(field)
        ));
    }
    Ok(chances)
}

/// Writes the en passant field of a game whose chances last: `-` or `f3.l9` (`l12(k12)` where
/// the pawn is named).
pub(crate) fn write_en_passant_list(v: &Variant, chances: &[OpenEnPassant]) -> String {
    if chances.is_empty() {
        return "-".to_string();
    }
    let geo = v.geometry();
    let names: Vec<String> = chances
        .iter()
        .map(|o| match o.pawn {
            Some(p) => format!("{}({})", geo.cell_name(o.target), geo.cell_name(p)),
            None => geo.cell_name(o.target),
        })
        .collect();
    names.join(".")
}

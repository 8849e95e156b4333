//! The position text of every game: the game's id and a colon, then FEN-like fields, with the
//! boards separated by `;`. See `docs/position-text.md`. For `chess` it is plain FEN.
//!
//! `alice:rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR;8/8/8/8/8/8/8/8 w KQkq - 0 1`
//!
//! Only characters safe in a URL hash are used (letters, digits, `/ ; : - . _ ~ !`), with single
//! spaces between fields; a text whose fields are joined by `_` (as links write them) is read too.
//!
//! The text methods of [`Position`] ([`Position::from_text`], [`Position::to_text`]) and its
//! `Debug` form are defined here, so that `position` does not depend on `notation`.

use super::{extra_fields, fen, one_board};
use crate::position::{Position, PositionError, Setup};
use crate::variant::Variant;
use std::sync::Arc;

fn parse_error<T>(msg: String) -> Result<T, PositionError> {
    Err(PositionError::Parse(msg))
}

/// Reads a position text for the game `v` into a setup (not yet validated). The game prefix
/// (`alice:`) may be left out; if present it must name `v`.
pub fn parse_setup(v: &Variant, text: &str) -> Result<Setup, PositionError> {
    let text = text.trim();
    if text.is_empty() {
        return parse_error("the position text is empty".to_string());
    }
    // chess.com's FEN4, for the games of four players on the Verney board (`fen4.rs`).
    if super::fen4::looks_like(text) {
        return super::fen4::parse(v, text);
    }
    let joined;
    let text = if !text.contains(char::is_whitespace) && text.contains('_') {
        joined = text.replace('_', " ");
        joined.as_str()
    } else {
        text
    };
    let (game, rest) = match text.split_once(':') {
        Some((g, r)) if !g.contains(char::is_whitespace) => (Some(g), r),
        _ => (None, text),
    };
    if let Some(g) = game {
        if g != v.id {
            return parse_error(format!(
                "this text is for the game '{}', not '{}'",
                crate::excerpt::excerpt(g),
                v.id
            ));
        }
    }
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let extra = extra_fields::names(v);
    if fields.len() != 4 && fields.len() != 6 && fields.len() != 6 + extra.len() {
        let extra_text = if extra.is_empty() {
            String::new()
        } else {
            format!(
                ", then for {} {} ({}, which may be left out too)",
                v.name,
                extra.len(),
                extra.join(", ")
            )
        };
        return parse_error(format!(
            "a position has {} fields separated by spaces (placement, side to move, castling, en passant, halfmove clock, move number; the last two may be left out{extra_text}); found {}",
            6 + extra.len(),
            fields.len()
        ));
    }
    let geo = v.geometry();
    let mut setup = Setup::empty(v);
    // An Alice game written on one board, as pychess and Fairy-Stockfish write it (`one_board.rs`).
    let one_board = !fields[0].contains(';') && one_board::applies(v);
    let placement = if one_board {
        one_board::to_boards(v, fields[0]).map_err(PositionError::Parse)?
    } else {
        fields[0].to_string()
    };
    let boards: Vec<&str> = placement.split(';').collect();
    if boards.len() != geo.board_count() {
        return parse_error(format!(
            "{} boards are written (separated by ';'); {} has {}",
            boards.len(),
            v.name,
            geo.board_count()
        ));
    }
    for (b, board) in boards.iter().enumerate() {
        fen::parse_board(v, b as u8, board, &mut setup.squares).map_err(PositionError::Parse)?;
    }
    setup.to_move = fen::parse_side(v, fields[1]).map_err(PositionError::Parse)?;
    setup.castling = fen::parse_castling(v, fields[2]).map_err(PositionError::Parse)?;
    if one_board {
        setup.en_passant =
            one_board::en_passant(v, &setup, fields[3]).map_err(PositionError::Parse)?;
    } else if v.en_passant_lasts {
        setup.en_passant_open =
            fen::parse_en_passant_list(v, fields[3]).map_err(PositionError::Parse)?;
    } else {
        setup.en_passant = fen::parse_en_passant(v, fields[3]).map_err(PositionError::Parse)?;
    }
    if fields.len() >= 6 {
        setup.halfmove =
            fen::parse_counter(fields[4], "halfmove clock").map_err(PositionError::Parse)?;
        setup.fullmove =
            fen::parse_counter(fields[5], "move number").map_err(PositionError::Parse)?;
        if setup.fullmove == 0 {
            return parse_error("the move number starts at 1".to_string());
        }
    }
    if fields.len() > 6 {
        extra_fields::parse(v, &fields[6..], &mut setup).map_err(PositionError::Parse)?;
    }
    Ok(setup)
}

/// Writes the fields of a position, without the game prefix.
pub(crate) fn write_fields(pos: &Position) -> String {
    let v = pos.variant();
    let s = pos.setup();
    let boards: Vec<String> = (0..v.geometry().board_count() as u8)
        .map(|b| fen::write_board(v, &s.squares, b))
        .collect();
    let mut fields = vec![
        boards.join(";"),
        v.player_letter(s.to_move).to_string(),
        fen::write_castling(v, &s.castling),
        if v.en_passant_lasts {
            fen::write_en_passant_list(v, &s.en_passant_open)
        } else {
            fen::write_en_passant(v, s.en_passant)
        },
        s.halfmove.to_string(),
        s.fullmove.to_string(),
    ];
    fields.extend(extra_fields::write(v, &s));
    fields.join(" ")
}

/// Writes the position text: plain FEN for games that use it, otherwise `id:` and the fields.
pub fn write(pos: &Position) -> String {
    let v = pos.variant();
    if v.plain_fen {
        write_fields(pos)
    } else {
        format!("{}:{}", v.id, write_fields(pos))
    }
}

impl Position {
    /// A position from its text: FEN for `chess`, the position text of `docs/position-text.md`
    /// for the other games. A text that names another game is an error.
    ///
    /// ```
    /// use quadrille::{position::Position, variant};
    /// let chess = variant::build("chess", &[]).unwrap();
    /// let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    /// let pos = Position::from_text(&chess, fen).unwrap();
    /// assert_eq!(pos.to_text(), fen);
    /// assert!(Position::from_text(&chess, "8/8 w").is_err());
    /// ```
    pub fn from_text(variant: &Arc<Variant>, text: &str) -> Result<Position, PositionError> {
        let setup = parse_setup(variant, text)?;
        Position::from_setup(variant, setup)
    }

    /// The position as text; [`Position::from_text`] reads it back.
    pub fn to_text(&self) -> String {
        write(self)
    }
}

impl std::fmt::Debug for Position {
    /// The position text: the whole game definition would drown it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_text())
    }
}

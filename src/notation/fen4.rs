//! FEN4, chess.com's position text of four-player chess, for the games of the 160-square Verney
//! board:
//!
//! ```text
//! R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-{'enPassant':('i3:i4','','','')}-3,yR,yN,.../.../3,rR,...,3
//! ```
//!
//! The player to move (`R`, `B`, `Y`, `G`); per colour in the order Red, Blue, Yellow, Green:
//! out of the game (1/0), castling towards the nearer rook (kingside), towards the farther rook
//! (queenside), the points; the plies since the last capture or pawn move; optional extras in
//! braces (`enPassant`: per colour, the square passed over and the pawn's square); the board,
//! rank 14 first, each square a piece (`rK`, a dead piece `dP` or with its colour `drP`) or a count
//! of empty squares. chess.com counts the cut corners as empty squares; 4pchess and Athena write
//! each corner square `x`, which is read too.
//!
//! The colours are the seats: Red faces north (South's seat), Blue east, Yellow south, Green
//! west, whatever the game calls its players (Savard's White is Red). The one-point queen is
//! written `D`, the letter of chess.com's records.

use crate::geometry::Cell;
use crate::piece::{Facing, Piece, PieceKind, Player};
use crate::position::{OpenEnPassant, Position, PositionError, Setup};
use crate::variant::Variant;

/// The colour letters in FEN4 order, and the way each colour's pawns face.
const COLOURS: [(char, Facing); 4] = [
    ('R', Facing::Up),
    ('B', Facing::Right),
    ('Y', Facing::Down),
    ('G', Facing::Left),
];

/// The extras chess.com writes that this reader accepts and leaves aside.
const IGNORED_EXTRAS: [&str; 12] = [
    "royal",
    "kingSquares",
    "lives",
    "resigned",
    "flagged",
    "stalemated",
    "gameOver",
    "zombieImmune",
    "zombieType",
    "pawnsBaseRank",
    "uniquify",
    "std2pc",
];

const SIZE: i32 = 14;

/// Whether a text is written in FEN4: a colour letter and a dash first.
pub fn looks_like(text: &str) -> bool {
    let t = text.trim_start().as_bytes();
    t.len() > 2 && b"RBYG".contains(&t[0]) && t[1] == b'-'
}

/// Whether the game can be written in FEN4: four players on the Verney board, one of each
/// facing, and no state FEN4 cannot hold (frozen players, duels).
pub fn applies(v: &Variant) -> bool {
    let geo = v.geometry();
    !v.freeze.on
        && v.duels.is_empty()
        && geo.board_count() == 1
        && geo.len() == 160
        && geo.board(0).width == 14
        && geo.board(0).height == 14
        && v.players.len() == 4
        && COLOURS
            .iter()
            .all(|(_, f)| v.players.iter().filter(|p| p.facing == *f).count() == 1)
}

/// The player of each FEN4 colour, in FEN4 order.
fn players_by_colour(v: &Variant) -> [Player; 4] {
    COLOURS.map(|(_, f)| Player(v.players.iter().position(|p| p.facing == f).unwrap_or(0) as u8))
}

fn parse_error<T>(msg: String) -> Result<T, PositionError> {
    Err(PositionError::Parse(msg))
}

/// Four comma-separated values of a header field.
fn four<'a>(field: &'a str, what: &str) -> Result<[&'a str; 4], PositionError> {
    let parts: Vec<&str> = field.split(',').map(str::trim).collect();
    match parts[..] {
        [a, b, c, d] => Ok([a, b, c, d]),
        _ => parse_error(format!(
            "the FEN4 field of {what} '{}' needs four values, one per colour",
            crate::excerpt::excerpt(field)
        )),
    }
}

fn flags(field: &str, what: &str) -> Result<[bool; 4], PositionError> {
    let mut out = [false; 4];
    for (o, x) in out.iter_mut().zip(four(field, what)?) {
        *o = match x {
            "1" => true,
            "0" => false,
            _ => {
                return parse_error(format!(
                    "the FEN4 field of {what} takes 0 or 1 per colour, not '{}'",
                    crate::excerpt::excerpt(x)
                ))
            }
        };
    }
    Ok(out)
}

/// Reads a FEN4 text into a setup of the game.
pub fn parse(v: &Variant, text: &str) -> Result<Setup, PositionError> {
    if !applies(v) {
        return parse_error(format!(
            "FEN4 is the position text of four-player chess on the 160-square board, not of {}",
            v.name()
        ));
    }
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(cut) = text.rfind('-') else {
        return parse_error("a FEN4 text needs its fields separated by -".to_string());
    };
    let (head, board) = (&text[..cut], &text[cut + 1..]);
    let fields: Vec<&str> = head.split('-').collect();
    if !(6..=7).contains(&fields.len()) {
        return parse_error(format!(
            "a FEN4 text has six or seven fields before the board, not {}",
            fields.len()
        ));
    }
    let by_colour = players_by_colour(v);
    let mut s = Setup::empty(v);
    let Some(turn) = COLOURS.iter().position(|(c, _)| fields[0] == c.to_string()) else {
        return parse_error(format!(
            "the player to move '{}' is not R, B, Y or G",
            crate::excerpt::excerpt(fields[0])
        ));
    };
    s.to_move = by_colour[turn];
    let out = flags(fields[1], "players out")?;
    let kingside = flags(fields[2], "kingside castling")?;
    let queenside = flags(fields[3], "queenside castling")?;
    let mut points = [0u32; 4];
    for (p, x) in points.iter_mut().zip(four(fields[4], "points")?) {
        *p = x.parse().ok().filter(|&n| n <= 1_000_000).ok_or_else(|| {
            PositionError::Parse(format!(
                "the points '{}' are not a number",
                crate::excerpt::excerpt(x)
            ))
        })?;
    }
    s.halfmove = fields[5].parse().map_err(|_| {
        PositionError::Parse(format!(
            "the plies since the last capture or pawn move '{}' are not a number",
            crate::excerpt::excerpt(fields[5])
        ))
    })?;
    let dead_pieces = read_board(v, board, &by_colour, &out, &mut s)?;
    let mut en_passant = Vec::new();
    if let Some(extra) = fields.get(6) {
        en_passant = read_extras(v, extra)?;
    }
    for (i, def) in v.castling.iter().enumerate() {
        let colour = by_colour.iter().position(|&p| p == def.player).unwrap_or(0);
        let right = if def.letter == 'K' {
            kingside[colour]
        } else {
            queenside[colour]
        };
        // A right whose king or rook has left its square is dropped, as chess.com keeps some.
        let at = |sq: (u8, u8), royal: bool| {
            v.geometry()
                .cell_at(0, sq.0 as i32, sq.1 as i32)
                .and_then(|c| s.squares[c.index()])
                .is_some_and(|p| p.owner == def.player && v.piece(p.kind).royal == royal)
        };
        s.castling[i] = right && at(def.king, true) && at(def.rook, false);
    }
    if v.points_race.on {
        s.points = (0..4)
            .map(|i| points[by_colour.iter().position(|&p| p.index() == i).unwrap_or(0)])
            .collect();
        for (colour, &p) in by_colour.iter().enumerate() {
            if !out[colour] {
                continue;
            }
            // A player out whose king is still alive resigned: his king walks on.
            let live_king = s
                .squares
                .iter()
                .flatten()
                .any(|x| x.owner == p && v.piece(x.kind).royal);
            if live_king && !dead_pieces.contains(&p) {
                s.walking.push(p);
            } else {
                s.dead.push(p);
            }
        }
        crate::sort::sort(&mut s.dead);
        crate::sort::sort(&mut s.walking);
    } else if !dead_pieces.is_empty() {
        return parse_error(format!("{} has no dead pieces", v.name()));
    }
    for ep in en_passant {
        let Some((target, pawn)) = ep else { continue };
        if v.en_passant_lasts {
            s.en_passant_open.push(OpenEnPassant { target, pawn });
        } else {
            s.en_passant = Some(target);
        }
    }
    Ok(s)
}

/// Reads the board into `s`; returns the players whose royal piece is written dead.
fn read_board(
    v: &Variant,
    board: &str,
    by_colour: &[Player; 4],
    out: &[bool; 4],
    s: &mut Setup,
) -> Result<Vec<Player>, PositionError> {
    let geo = v.geometry();
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != SIZE as usize {
        return parse_error(format!(
            "a FEN4 board has 14 ranks separated by /, not {}",
            rows.len()
        ));
    }
    let colour_of = |c: char| {
        COLOURS
            .iter()
            .position(|(l, _)| *l == c.to_ascii_uppercase())
    };
    let mut dead_royals = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let rank = SIZE - 1 - r as i32;
        let mut file = 0i32;
        for item in row.split(',') {
            if file >= SIZE {
                return parse_error(format!("rank {} of the FEN4 board is too long", rank + 1));
            }
            if let Ok(n) = item.parse::<i32>() {
                if !(1..=SIZE).contains(&n) {
                    return parse_error(format!("'{n}' empty squares cannot fit in a rank"));
                }
                file += n;
                continue;
            }
            if item == "x" || item == "X" {
                if geo.cell_at(0, file, rank).is_some() {
                    return parse_error(format!(
                        "a wall or corner 'x' stands on a square of the board (rank {})",
                        rank + 1
                    ));
                }
                file += 1;
                continue;
            }
            let chars: Vec<char> = item.chars().collect();
            let bad = || {
                PositionError::Parse(format!(
                    "'{}' is not a FEN4 square (a colour and a piece letter: rK; dead: dP or drP; a count of empty squares)",
                    crate::excerpt::excerpt(item)
                ))
            };
            let (colour, letter, dead) = match chars[..] {
                ['d', c, l] => (colour_of(c).ok_or_else(bad)?, l, true),
                ['d', l] => {
                    let dead: Vec<usize> = (0..4).filter(|&i| out[i]).collect();
                    match dead[..] {
                        [only] => (only, l, true),
                        _ => {
                            return parse_error(format!(
                                "the dead piece '{item}' names no colour, and {} players are out; write it with its colour (drP)",
                                dead.len()
                            ))
                        }
                    }
                }
                [c, l] => (colour_of(c).ok_or_else(bad)?, l, false),
                _ => return Err(bad()),
            };
            let kind: PieceKind = v.kind_by_letter(letter).ok_or_else(bad)?;
            let owner = by_colour[colour];
            let Some(cell) = geo.cell_at(0, file, rank) else {
                return parse_error(format!(
                    "'{item}' stands on a cut corner (rank {}, file {})",
                    rank + 1,
                    file + 1
                ));
            };
            if dead && !out[colour] {
                return parse_error(format!(
                    "'{item}' is dead, but its player is not marked out"
                ));
            }
            if dead && v.piece(kind).royal {
                dead_royals.push(owner);
            }
            let facing = v.players[owner.index()].facing;
            s.squares[cell.index()] = Some(Piece::new(kind, owner, facing));
            file += 1;
        }
        if file != SIZE {
            return parse_error(format!(
                "rank {} of the FEN4 board has {file} squares, not 14",
                rank + 1
            ));
        }
    }
    Ok(dead_royals)
}

/// An en passant chance: the square passed over, and the pawn's square when given.
type Chance = Option<(Cell, Option<Cell>)>;

/// Reads the extras `{'key':value,...}`: the en passant chances, per colour; other known keys
/// are left aside.
fn read_extras(v: &Variant, extra: &str) -> Result<Vec<Chance>, PositionError> {
    let shown = crate::excerpt::excerpt(extra);
    let Some(body) = extra.strip_prefix('{').and_then(|e| e.strip_suffix('}')) else {
        return parse_error(format!("the FEN4 extras '{shown}' are not in braces"));
    };
    let mut out = vec![None; 4];
    let mut rest = body;
    while !rest.is_empty() {
        let Some(after) = rest.strip_prefix('\'') else {
            return parse_error(format!("bad FEN4 extras '{shown}': a key is quoted 'key'"));
        };
        let Some((key, after)) = after.split_once("':") else {
            return parse_error(format!("bad FEN4 extras '{shown}': 'key':value"));
        };
        // The value: a tuple in parentheses, or anything up to the next comma.
        let end = if after.starts_with('(') {
            after.find(')').map(|i| i + 1)
        } else {
            Some(after.find(',').unwrap_or(after.len()))
        };
        let Some(end) = end else {
            return parse_error(format!("bad FEN4 extras '{shown}': an unclosed ("));
        };
        let value = &after[..end];
        rest = after[end..].strip_prefix(',').unwrap_or(&after[end..]);
        if key == "enPassant" {
            let inner = value.trim_start_matches('(').trim_end_matches(')');
            let entries: Vec<&str> = inner.split(',').collect();
            if entries.len() != 4 {
                return parse_error(format!(
                    "bad FEN4 enPassant '{}': one entry per colour",
                    crate::excerpt::excerpt(value)
                ));
            }
            for (o, e) in out.iter_mut().zip(entries) {
                let e = e.trim_matches('\'');
                if e.is_empty() {
                    continue;
                }
                let square = |t: &str| {
                    v.geometry().square_on(0, t).ok_or_else(|| {
                        PositionError::Parse(format!(
                            "bad FEN4 enPassant square '{}'",
                            crate::excerpt::excerpt(t)
                        ))
                    })
                };
                let (target, pawn) = e.split_once(':').unwrap_or((e, ""));
                let target = square(target)?;
                // Only the square passed over: the engine finds the pawn beyond it.
                let pawn = if pawn.is_empty() {
                    None
                } else {
                    Some(square(pawn)?)
                };
                *o = Some((target, pawn));
            }
        } else if !IGNORED_EXTRAS.contains(&key) {
            return parse_error(format!(
                "unknown FEN4 extra '{}'",
                crate::excerpt::excerpt(key)
            ));
        }
    }
    Ok(out)
}

/// Writes a position in FEN4 (an error for games not on the Verney board of four players).
pub fn write(pos: &Position) -> Result<String, String> {
    write_lettered(pos, &|letter| letter)
}

/// [`write()`], each piece's letter passed through `letter` (for a reader that names a piece
/// otherwise: Tetrarch writes the free-for-all's one-point queen `D` as a queen).
pub fn write_lettered(pos: &Position, letter: &dyn Fn(char) -> char) -> Result<String, String> {
    let v = pos.variant();
    if !applies(v) {
        return Err(format!(
            "FEN4 is the position text of four-player chess on the 160-square board, not of {}",
            v.name()
        ));
    }
    let by_colour = players_by_colour(v);
    let s = pos.setup();
    let geo = v.geometry();
    let list = |f: &dyn Fn(Player) -> String| -> String {
        by_colour
            .iter()
            .map(|&p| f(p))
            .collect::<Vec<_>>()
            .join(",")
    };
    let bit = |b: bool| if b { "1" } else { "0" }.to_string();
    let right = |p: Player, letter: char| {
        v.castling
            .iter()
            .enumerate()
            .any(|(i, d)| d.player == p && d.letter == letter && s.castling[i])
    };
    let points = pos.points();
    let mut out = format!(
        "{}-{}-{}-{}-{}-{}-",
        COLOURS[by_colour.iter().position(|&p| p == s.to_move).unwrap_or(0)].0,
        list(&|p| bit(pos.is_out(p))),
        list(&|p| bit(right(p, 'K'))),
        list(&|p| bit(right(p, 'Q'))),
        list(&|p| points.get(p.index()).copied().unwrap_or(0).to_string()),
        s.halfmove
    );
    let chances: Vec<String> = by_colour
        .iter()
        .map(|&p| {
            pos.open_en_passant_pawns()
                .into_iter()
                .find(|&(_, pawn)| s.squares[pawn.index()].is_some_and(|x| x.owner == p))
                .map_or(String::new(), |(t, pawn)| {
                    format!("{}:{}", geo.square_name(t), geo.square_name(pawn))
                })
        })
        .collect();
    if chances.iter().any(|c| !c.is_empty()) {
        let quoted: Vec<String> = chances.iter().map(|c| format!("'{c}'")).collect();
        out.push_str(&format!("{{'enPassant':({})}}-", quoted.join(",")));
    }
    let colour_letter = |p: Player| {
        let i = by_colour.iter().position(|&q| q == p).unwrap_or(0);
        COLOURS[i].0.to_ascii_lowercase()
    };
    let rows: Vec<String> = (0..SIZE)
        .rev()
        .map(|rank| {
            let mut items: Vec<String> = Vec::new();
            let mut empty = 0;
            for file in 0..SIZE {
                let piece = geo
                    .cell_at(0, file, rank)
                    .and_then(|c| s.squares[c.index()]);
                let Some(p) = piece else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    items.push(empty.to_string());
                    empty = 0;
                }
                let letter = letter(v.piece_letter(p.kind));
                let dead =
                    pos.is_dead(p.owner) || (pos.is_walking(p.owner) && !v.piece(p.kind).royal);
                items.push(if dead {
                    format!("d{}{letter}", colour_letter(p.owner))
                } else {
                    format!("{}{letter}", colour_letter(p.owner))
                });
            }
            if empty > 0 {
                items.push(empty.to_string());
            }
            items.join(",")
        })
        .collect();
    out.push_str(&rows.join("/"));
    Ok(out)
}

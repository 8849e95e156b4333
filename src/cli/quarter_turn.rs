//! A position of the Verney board turned a quarter clockwise, seats with it: Red's army stands
//! where Blue's stood, Blue's where Yellow's, and so on, and the player to move turns likewise (the
//! army to move is the same, its seat the next).
//! Tests of two teams play each opening from both turns so that each team's armies are played
//! from both pairs of seats (Tetrarch's four-game rotation, `match.py`). The turn is made on the
//! FEN4 text and read back; a game whose start is not turned into itself (an array whose seats
//! differ, as `classic`) is never turned.

use crate::notation::fen4;
use crate::position::Position;

/// The FEN4 colour letters in turn order.
const COLOURS: [char; 4] = ['r', 'b', 'y', 'g'];
const SIZE: usize = 14;

/// `pos` turned a quarter, when its game can be written in FEN4 and its start is turned into
/// itself; `None` otherwise.
pub fn turned(pos: &Position) -> Option<Position> {
    let v = pos.variant();
    if !fen4::applies(v) {
        return None;
    }
    let start = Position::start(v);
    // The start turned has the next player to move, and otherwise must be the start.
    let start_text = fen4::write(&start).ok()?;
    if turn_text(&start_text)?.get(1..) != start_text.get(1..) {
        return None;
    }
    let text = turn_text(&fen4::write(pos).ok()?)?;
    Position::from_text(v, &text).ok()
}

/// The colour after `c` in turn order (`r` to `b`), in either case; other letters unchanged.
fn next_colour(c: char) -> char {
    let lower = c.to_ascii_lowercase();
    match COLOURS.iter().position(|&x| x == lower) {
        Some(i) => {
            let n = COLOURS[(i + 1) % 4];
            if c.is_ascii_uppercase() {
                n.to_ascii_uppercase()
            } else {
                n
            }
        }
        None => c,
    }
}

/// The square (file, rank from 0) where a quarter turn clockwise takes `(f, r)`: the south edge
/// goes west, the west edge north.
fn turn_square(f: usize, r: usize) -> (usize, usize) {
    (r, SIZE - 1 - f)
}

/// A square's name turned (`h1` to `a7`), or `None` when it is no square.
fn turn_name(name: &str) -> Option<String> {
    let file = (name.as_bytes().first()?.checked_sub(b'a'))? as usize;
    let rank: usize = name.get(1..)?.parse().ok()?;
    if file >= SIZE || !(1..=SIZE).contains(&rank) {
        return None;
    }
    let (f, r) = turn_square(file, rank - 1);
    Some(format!("{}{}", (b'a' + f as u8) as char, r + 1))
}

/// A FEN4 text turned a quarter: the board, the player to move, the per-colour fields shifted one
/// colour on, and the `enPassant` extra (squares turned, entries shifted); any other extra makes
/// the text unturnable (`None`).
pub fn turn_text(text: &str) -> Option<String> {
    let text = text.trim();
    let cut = text.rfind('-')?;
    let (meta, board) = (&text[..cut], &text[cut + 1..]);
    let mut fields: Vec<String> = meta.split('-').map(str::to_string).collect();
    if !(6..=7).contains(&fields.len()) {
        return None;
    }
    fields[0] = fields[0].chars().map(next_colour).collect();
    for field in fields.iter_mut().take(5).skip(1) {
        let mut parts: Vec<&str> = field.split(',').collect();
        if parts.len() != 4 {
            return None;
        }
        parts.rotate_right(1);
        *field = parts.join(",");
    }
    if fields.len() == 7 {
        fields[6] = turn_extras(&fields[6])?;
    }
    let mut out = fields.join("-");
    out.push('-');
    out.push_str(&turn_board(board)?);
    Some(out)
}

/// The extras field turned: only `{'enPassant':('i3:i4','','','')}` is known.
fn turn_extras(extras: &str) -> Option<String> {
    let inner = extras.strip_prefix("{'enPassant':(")?.strip_suffix(")}")?;
    let mut entries = inner
        .split(',')
        .map(|e| {
            let e = e.trim().trim_matches('\'');
            if e.is_empty() {
                return Some(String::new());
            }
            let (a, b) = e.split_once(':')?;
            Some(format!("{}:{}", turn_name(a)?, turn_name(b)?))
        })
        .collect::<Option<Vec<String>>>()?;
    if entries.len() != 4 {
        return None;
    }
    entries.rotate_right(1);
    let quoted: Vec<String> = entries.iter().map(|e| format!("'{e}'")).collect();
    Some(format!("{{'enPassant':({})}}", quoted.join(",")))
}

/// The board part turned: rows of comma-separated pieces and counts of empty squares, rank 14
/// first; the corners written `x` are read as empty and written back as counts.
fn turn_board(board: &str) -> Option<String> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != SIZE {
        return None;
    }
    let mut grid: Vec<Vec<Option<String>>> = vec![vec![None; SIZE]; SIZE];
    for (i, row) in rows.iter().enumerate() {
        let rank = SIZE - 1 - i;
        let mut file = 0;
        for seg in row.split(',') {
            let seg = seg.trim();
            if let Ok(n) = seg.parse::<usize>() {
                file += n;
            } else if seg == "x" || seg == "X" {
                file += 1;
            } else {
                *grid.get_mut(file)?.get_mut(rank)? = Some(turn_piece(seg)?);
                file += 1;
            }
        }
        if file != SIZE {
            return None;
        }
    }
    let mut turned: Vec<Vec<Option<String>>> = vec![vec![None; SIZE]; SIZE];
    for (f, column) in grid.into_iter().enumerate() {
        for (r, piece) in column.into_iter().enumerate() {
            let (nf, nr) = turn_square(f, r);
            turned[nf][nr] = piece;
        }
    }
    let rows: Vec<String> = (0..SIZE)
        .rev()
        .map(|rank| {
            let mut segs = Vec::new();
            let mut empty = 0;
            for column in &turned {
                match &column[rank] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            segs.push(empty.to_string());
                            empty = 0;
                        }
                        segs.push(p.clone());
                    }
                }
            }
            if empty > 0 {
                segs.push(empty.to_string());
            }
            segs.join(",")
        })
        .collect();
    Some(rows.join("/"))
}

/// A piece with its colour turned: `rK` to `bK`, `drP` to `dbP`; a dead piece without its colour
/// (`dP`) stays.
fn turn_piece(seg: &str) -> Option<String> {
    let chars: Vec<char> = seg.chars().collect();
    match chars.as_slice() {
        ['d', c, k] => Some(format!("d{}{k}", next_colour(*c))),
        ['d', k] => Some(format!("d{k}")),
        [c, k] if COLOURS.contains(c) => Some(format!("{}{k}", next_colour(*c))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, setup: &str) -> std::sync::Arc<crate::variant::Variant> {
        crate::variant::build(id, &[("setup".to_string(), setup.to_string())]).unwrap()
    }

    #[test]
    fn squares_turn_south_to_west() {
        // Red's king on h1 (modern array) lands on a7, where Blue's king stands; Blue's on a7
        // lands on g14, Yellow's.
        assert_eq!(turn_name("h1").as_deref(), Some("a7"));
        assert_eq!(turn_name("a7").as_deref(), Some("g14"));
        assert_eq!(turn_name("g14").as_deref(), Some("n8"));
        assert_eq!(turn_name("n8").as_deref(), Some("h1"));
        assert_eq!(turn_name("o1"), None);
    }

    #[test]
    fn the_modern_start_turns_into_itself_and_the_classic_does_not() {
        let modern = Position::start(&game("4pc-teams", "modern"));
        let text = fen4::write(&modern).unwrap();
        // Red's army is where Blue's stood, and Blue (Red's army) is to move.
        let blue = format!("B{}", &text[1..]);
        assert_eq!(turn_text(&text).as_deref(), Some(blue.as_str()));
        let classic = Position::start(&game("4pc-teams", "classic"));
        assert!(turned(&classic).is_none());
    }

    #[test]
    fn a_position_turned_four_times_is_itself() {
        // After h2-h4 (Red), Blue to move; turned, Yellow is to move.
        let v = game("4pc-teams", "modern");
        let pos = Position::start(&v);
        let m = crate::notation::uci::read(&pos, "h2h4").unwrap();
        let after = pos.play(&m);
        let once = turned(&after).unwrap();
        let text = fen4::write(&once).unwrap();
        assert!(text.starts_with("Y-"), "{text}");
        // The h-file turned is rank 7, by hand: h1's king on a7 (Blue's now), h2 and h3 empty,
        // the pawn moved to h4 on d7, then the empty h5 to h12, Yellow's pawn and queen of h13
        // and h14 (Green's now) on m7 and n7.
        let rank7 = text
            .split('-')
            .next_back()
            .unwrap()
            .split('/')
            .nth(7)
            .unwrap();
        assert_eq!(rank7, "bK,2,bP,8,gP,gQ");
        let mut back = once.clone();
        for _ in 0..3 {
            back = turned(&back).unwrap();
        }
        assert_eq!(fen4::write(&back).unwrap(), fen4::write(&after).unwrap());
    }
}

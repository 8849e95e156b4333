//! Popeye's input language, in the parts problemists write: `begin` and `end`, `author`,
//! `origin`, `title` and `remark` (each the rest of its line), `pieces white kd1 qd7 pa4d4
//! black ...` with the attributes `AliceA` and `AliceB` (the board a piece stands on),
//! `condition alice`, `stipulation`, `option try vari threat set`, `twin` with `move`,
//! `exchange`, `add`, `remove` and `stipulation` (`cont` to build on the previous twin), and
//! several problems separated by `next`. `protocol` is ignored. Keywords may be shortened to
//! their first three letters or more, in any case; pieces use Popeye's English letters
//! (`s` for the knight).
//!
//! The reader turns each problem into the game (`chess`, or `alice` when the condition or an
//! `AliceB` piece says so) and one position text per twin. Castling is allowed where king and
//! rook stand on their squares of the array (Popeye's default), en passant never. Anything it
//! does not know (a fairy piece, another condition) is an error that names it; it never panics.

use crate::excerpt::excerpt;
use std::collections::BTreeMap;

/// One problem of a Popeye file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problem {
    pub author: Vec<String>,
    pub origin: Vec<String>,
    pub title: Vec<String>,
    /// `chess` or `alice`.
    pub game: String,
    /// The stipulation as written (`#2`, `h#2.5`).
    pub stipulation: String,
    /// The options, in lower case and in full (`try`, `variation`, `threat`, `setplay`).
    pub options: Vec<String>,
    /// The numbers given after options (`threat 2`, `defence 3`, `maxsolutions 1`).
    pub values: Vec<(String, u32)>,
    /// The diagram first, then each twin.
    pub twins: Vec<Twin>,
}

impl Problem {
    /// Whether option `name` (in full) was given.
    pub fn has(&self, name: &str) -> bool {
        self.options.iter().any(|o| o == name)
    }

    /// The number given after option `name` (in full), if any.
    pub fn value(&self, name: &str) -> Option<u32> {
        self.values.iter().find(|(o, _)| o == name).map(|&(_, n)| n)
    }
}

/// A position of a problem: the diagram (`a)`) or a twin.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Twin {
    /// `a)`, or `b) move h1 h2`.
    pub label: String,
    /// The position text of the game.
    pub position: String,
    /// The stipulation of this twin.
    pub stipulation: String,
}

/// A board of the problem: each piece by board, file and rank, as colour (`w`, `b`) and
/// Popeye's letter (lower case).
type Board = BTreeMap<(u8, u8, u8), (char, char)>;

const KEYWORDS: [&str; 16] = [
    "begin",
    "end",
    "next",
    "author",
    "origin",
    "title",
    "remark",
    "protocol",
    "pieces",
    "stipulation",
    "condition",
    "option",
    "twin",
    "forsyth",
    "sstipulation",
    "zeroposition",
];

/// The options the reader knows, by their full names (the command line says which it
/// honours and which it ignores), and those that change nothing in a solution (how Popeye
/// prints or searches).
const OPTIONS: [&str; 9] = [
    "try",
    "variation",
    "threat",
    "setplay",
    "defence",
    "nothreat",
    "maxsolutions",
    "postkeyplay",
    "noshortvariations",
];
const HARMLESS: [&str; 4] = ["noboard", "movenumbers", "intelligent", "nosymmetry"];

/// The full word a case-insensitive abbreviation of at least three letters (or the whole word)
/// stands for, among `words`.
fn expand(word: &str, words: &[&'static str]) -> Option<&'static str> {
    let w = word.to_ascii_lowercase();
    if w.is_empty() {
        return None;
    }
    words
        .iter()
        .find(|k| **k == w)
        .or_else(|| words.iter().find(|k| w.len() >= 3 && k.starts_with(&w)))
        .copied()
}

/// What the words being read belong to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Nothing,
    Pieces,
    Condition,
    Option,
    Twin,
}

/// A problem while it is read.
#[derive(Default)]
struct Draft {
    problem: Problem,
    board: Board,
    alice: bool,
    /// Twins: the label words and the board, stipulation of each.
    twins: Vec<(String, Board, String)>,
    /// Pieces: the colour and attributes in force; twins: the words of the current twin.
    colour: Option<char>,
    on_b: bool,
    words: Vec<String>,
    /// The last option read, which a number after it belongs to.
    option: &'static str,
}

/// Reads a Popeye input file into its problems. The error names the line and what is wrong.
pub fn read(text: &str) -> Result<Vec<Problem>, String> {
    let mut problems = Vec::new();
    let mut draft = Draft::default();
    let mut mode = Mode::Nothing;
    let mut begun = false;
    for (n, line) in text.lines().enumerate() {
        let at = |e: String| format!("line {}: {e}", n + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let word = words[i];
            i += 1;
            let keyword = expand(word, &KEYWORDS);
            if keyword.is_none() || (mode == Mode::Twin && keyword == Some("stipulation")) {
                draft.word(mode, word).map_err(at)?;
                continue;
            }
            let keyword = keyword.unwrap_or_default();
            if mode == Mode::Twin {
                draft.close_twin().map_err(at)?;
            }
            mode = Mode::Nothing;
            let rest = || words[i..].join(" ");
            match keyword {
                "begin" => begun = true,
                "end" | "next" => {
                    if !begun {
                        return Err(at(format!("'{keyword}' before 'begin'")));
                    }
                    problems.push(std::mem::take(&mut draft).finish().map_err(at)?);
                    if keyword == "end" {
                        return Ok(problems);
                    }
                }
                "author" | "origin" | "title" | "remark" => {
                    let list = match keyword {
                        "author" => &mut draft.problem.author,
                        "origin" => &mut draft.problem.origin,
                        "title" => &mut draft.problem.title,
                        _ => {
                            i = words.len();
                            continue;
                        }
                    };
                    list.push(rest());
                    i = words.len();
                }
                "protocol" => i += 1,
                "pieces" => {
                    mode = Mode::Pieces;
                    draft.colour = None;
                }
                "stipulation" => {
                    let Some(s) = words.get(i).filter(|s| expand(s, &KEYWORDS).is_none()) else {
                        return Err(at("'stipulation' needs a stipulation".to_string()));
                    };
                    draft.problem.stipulation = s.to_string();
                    i += 1;
                }
                "condition" => mode = Mode::Condition,
                "option" => mode = Mode::Option,
                "twin" => {
                    mode = Mode::Twin;
                    draft.words.clear();
                }
                other => return Err(at(format!("'{other}' is not supported"))),
            }
            if !begun && keyword != "begin" {
                return Err(at(format!("'{}' before 'begin'", excerpt(word))));
            }
        }
    }
    Err("the input ends without 'end'".to_string())
}

/// A square `e4` as zero-based file and rank.
fn square(text: &str) -> Option<(u8, u8)> {
    let b = text.as_bytes();
    match b {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((f - b'a', r - b'1')),
        _ => None,
    }
}

/// A piece word `pa4d4d5`: Popeye's letter and the squares.
fn piece_word(word: &str) -> Result<(char, Vec<(u8, u8)>), String> {
    let w = word.to_ascii_lowercase();
    let squares = |rest: &str| -> Option<Vec<(u8, u8)>> {
        if rest.is_empty() || !rest.is_ascii() || !rest.len().is_multiple_of(2) {
            return None;
        }
        (0..rest.len())
            .step_by(2)
            .map(|k| square(&rest[k..k + 2]))
            .collect()
    };
    for cut in 1..=2 {
        let Some((name, rest)) = w.split_at_checked(cut) else {
            break;
        };
        if let Some(list) = squares(rest) {
            let letter = name.chars().next().unwrap_or('?');
            if cut == 1 && "kqrbsp".contains(letter) {
                return Ok((letter, list));
            }
            return Err(format!(
                "the piece '{}' is not supported (only K Q R B S P)",
                excerpt(name)
            ));
        }
    }
    Err(format!(
        "'{}' is not a piece and its squares (as kd1 or pa4d4)",
        excerpt(word)
    ))
}

impl Draft {
    /// A word that is not a keyword, read as part of `mode`.
    fn word(&mut self, mode: Mode, word: &str) -> Result<(), String> {
        let lower = word.to_ascii_lowercase();
        match mode {
            Mode::Nothing => Err(format!("'{}' is not a keyword", excerpt(word))),
            Mode::Condition => match lower.as_str() {
                "alice" => {
                    self.alice = true;
                    Ok(())
                }
                _ => Err(format!(
                    "the condition '{}' is not supported (only alice)",
                    excerpt(word)
                )),
            },
            Mode::Option => {
                if let Some(o) = expand(&lower, &OPTIONS) {
                    self.problem.options.push(o.to_string());
                    self.option = o;
                    Ok(())
                } else if let Ok(n) = lower.parse::<u32>() {
                    // A number belongs to the option before it (threat 2, defence 3).
                    self.problem.values.push((self.option.to_string(), n));
                    Ok(())
                } else if let Some(o) = expand(&lower, &HARMLESS) {
                    self.option = o;
                    Ok(())
                } else {
                    Err(format!("the option '{}' is not supported", excerpt(word)))
                }
            }
            Mode::Pieces => {
                let board = &mut self.board;
                place(
                    board,
                    &mut self.colour,
                    &mut self.on_b,
                    &mut self.alice,
                    word,
                )
            }
            Mode::Twin => {
                self.words.push(word.to_string());
                Ok(())
            }
        }
    }

    /// Applies the twin whose words were read.
    fn close_twin(&mut self) -> Result<(), String> {
        let words = std::mem::take(&mut self.words);
        let (mut board, mut stip) = (self.board.clone(), self.problem.stipulation.clone());
        let mut rest = words.as_slice();
        if rest.first().is_some_and(|w| w.eq_ignore_ascii_case("cont")) {
            if let Some((_, b, s)) = self.twins.last() {
                board = b.clone();
                stip = s.clone();
            }
            rest = &rest[1..];
        }
        let mut k = 0;
        let (mut colour, mut on_b) = (None, false);
        let mut adding = false;
        while k < rest.len() {
            let w = rest[k].to_ascii_lowercase();
            let sq = |j: usize| {
                rest.get(j)
                    .and_then(|t| square(&t.to_ascii_lowercase()))
                    .ok_or_else(|| format!("twin {w}: expected a square after '{w}'"))
            };
            match w.as_str() {
                "move" | "exchange" => {
                    let (a, b) = (sq(k + 1)?, sq(k + 2)?);
                    let pa = find(&board, a).ok_or("twin: no piece on the first square")?;
                    let pb = find(&board, b);
                    let x = board.remove(&pa).unwrap_or(('w', 'p'));
                    let target = (pa.0, b.0, b.1);
                    if w == "exchange" {
                        let pb = pb.ok_or("twin exchange: no piece on the second square")?;
                        let y = board.remove(&pb).unwrap_or(('w', 'p'));
                        board.insert((pb.0, a.0, a.1), y);
                    } else if let Some(pb) = pb {
                        board.remove(&pb);
                    }
                    board.insert(target, x);
                    k += 3;
                    adding = false;
                }
                "remove" => {
                    let a = sq(k + 1)?;
                    let pa = find(&board, a).ok_or("twin remove: no piece there")?;
                    board.remove(&pa);
                    k += 2;
                    adding = false;
                }
                "add" => {
                    adding = true;
                    k += 1;
                }
                "stipulation" | "stip" => {
                    stip = rest
                        .get(k + 1)
                        .ok_or("twin stipulation: which stipulation?")?
                        .clone();
                    k += 2;
                    adding = false;
                }
                _ if adding => {
                    place(&mut board, &mut colour, &mut on_b, &mut self.alice, &w)?;
                    k += 1;
                }
                _ => return Err(format!("twin: '{}' is not supported", excerpt(&w))),
            }
        }
        let label = format!(
            "{}) {}",
            (b'b' + self.twins.len() as u8).min(b'z') as char,
            words.join(" ")
        );
        self.twins.push((label, board, stip));
        Ok(())
    }

    /// The problem, with its position texts.
    fn finish(self) -> Result<Problem, String> {
        let mut p = self.problem;
        if p.stipulation.is_empty() {
            return Err("the problem has no stipulation".to_string());
        }
        p.game = if self.alice { "alice" } else { "chess" }.to_string();
        let mut twins = vec![("a)".to_string(), self.board, p.stipulation.clone())];
        twins.extend(self.twins);
        for (label, board, stip) in twins {
            let position = text(&board, self.alice, &stip);
            p.twins.push(Twin {
                label,
                position,
                stipulation: stip,
            });
        }
        Ok(p)
    }
}

/// The piece on a square of either board (board A first).
fn find(board: &Board, (f, r): (u8, u8)) -> Option<(u8, u8, u8)> {
    (0..2).map(|b| (b, f, r)).find(|k| board.contains_key(k))
}

/// Reads one word of a piece list: a colour, an attribute or pieces with their squares.
fn place(
    board: &mut Board,
    colour: &mut Option<char>,
    on_b: &mut bool,
    alice: &mut bool,
    word: &str,
) -> Result<(), String> {
    let lower = word.to_ascii_lowercase();
    if let Some(c) = expand(&lower, &["white", "black", "neutral"]) {
        if c == "neutral" {
            return Err("neutral pieces are not supported".to_string());
        }
        *colour = Some(c.chars().next().unwrap_or('w'));
        *on_b = false;
        return Ok(());
    }
    match lower.as_str() {
        "alicea" => {
            *on_b = false;
            return Ok(());
        }
        "aliceb" => {
            *on_b = true;
            *alice = true;
            return Ok(());
        }
        _ => {}
    }
    let Some(c) = *colour else {
        return Err(format!(
            "'{}': a colour (white or black) must come before the pieces",
            excerpt(word)
        ));
    };
    let (letter, squares) = piece_word(word)?;
    for (f, r) in squares {
        let key = (u8::from(*on_b), f, r);
        if board.insert(key, (c, letter)).is_some() {
            return Err(format!("two pieces on {}{}", (b'a' + f) as char, r + 1));
        }
    }
    Ok(())
}

/// The position text of a board: the side to move is the one the stipulation starts with
/// (Black for a helpmate without `.5` and for a series), castling where king and rook stand
/// on their squares.
fn text(board: &Board, alice: bool, stip: &str) -> String {
    let boards = if alice { 2 } else { 1 };
    let mut placement = Vec::new();
    for b in 0..boards {
        let mut ranks = Vec::new();
        for r in (0..8u8).rev() {
            let mut rank = String::new();
            let mut empty = 0;
            for f in 0..8u8 {
                match board.get(&(b, f, r)) {
                    None => empty += 1,
                    Some(&(c, l)) => {
                        if empty > 0 {
                            rank.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let l = if l == 's' { 'n' } else { l };
                        rank.push(if c == 'w' { l.to_ascii_uppercase() } else { l });
                    }
                }
            }
            if empty > 0 {
                rank.push_str(&empty.to_string());
            }
            ranks.push(rank);
        }
        placement.push(ranks.join("/"));
    }
    let s = stip.to_ascii_lowercase();
    let black = s.starts_with("ser-") || (s.starts_with('h') && !s.ends_with(".5"));
    let mut castling = String::new();
    for (c, rank, rooks) in [
        ('w', 0u8, [(7u8, 'K'), (0, 'Q')]),
        ('b', 7, [(7, 'k'), (0, 'q')]),
    ] {
        for (file, right) in rooks {
            let on = (0..boards).any(|b| {
                board.get(&(b, 4, rank)) == Some(&(c, 'k'))
                    && board.get(&(b, file, rank)) == Some(&(c, 'r'))
            });
            if on {
                castling.push(right);
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let prefix = if alice { "alice:" } else { "" };
    let side = if black { 'b' } else { 'w' };
    format!("{prefix}{} {side} {castling} - 0 1", placement.join(";"))
}

#[cfg(test)]
#[path = "popeye_tests.rs"]
mod tests;

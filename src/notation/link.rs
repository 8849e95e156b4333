//! Links: a whole game in the `#...` part of a page address.
//!
//! A link holds a format version, the game id, the options that differ from the game's defaults,
//! the start position (only when it is not the game's own start), the moves played in long
//! algebraic notation, the ply being viewed, and how the players ended the game (a resignation or
//! an agreed draw). The format is documented, with its version, in
//! `docs/link-format.md`: links made today must still open later.
//!
//! Reading a link has two steps: [`LinkData::parse`] checks the text alone (never panics, whatever
//! the input), and [`decode`] builds the game and replays every move against the engine, so an
//! illegal move in a link is a clear error.

use std::fmt;
use std::sync::Arc;

use crate::notation;
use crate::position::Agreement;
use crate::position::Step;
use crate::position::{Move, Outcome, Position};
use crate::variant::{self, Variant};

mod dice;
pub use dice::step_item;

/// The version of the link format written by this code.
pub const LINK_VERSION: u32 = 1;
/// The longest link text accepted, in bytes.
pub const MAX_LINK_LEN: usize = 40_000;
/// The most moves a link may hold.
pub const MAX_MOVES: usize = 4_000;
/// The most options a link may hold.
pub const MAX_OPTIONS: usize = 32;
/// The longest start position text accepted, in bytes.
pub const MAX_START_LEN: usize = 2_000;
/// The longest single move, option name or option value accepted, in bytes.
pub const MAX_ITEM_LEN: usize = 64;

/// Why a link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The text is not a link of this format (a message says what is wrong).
    Malformed(String),
    /// The link was made by a newer version of Quadrille.
    Version(String),
    /// The game or its options are not known.
    Game(String),
    /// The start position is not a valid position of the game.
    Start(String),
    /// A move cannot be played; `number` counts from 1.
    Move {
        number: usize,
        text: String,
        reason: String,
    },
    /// The ply to view is past the last move.
    Ply { ply: usize, moves: usize },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Malformed(m) => write!(f, "the link is not valid: {m}"),
            LinkError::Version(v) => write!(
                f,
                "the link has format version {v}, but this page reads version {LINK_VERSION} and older"
            ),
            LinkError::Game(m) => write!(f, "the link names a game that cannot be set up: {m}"),
            LinkError::Start(m) => write!(f, "the link's start position is not valid: {m}"),
            LinkError::Move {
                number,
                text,
                reason,
            } => write!(
                f,
                "move {number} of the link ({}) cannot be played: {reason}",
                crate::excerpt::excerpt(text)
            ),
            LinkError::Ply { ply, moves } => write!(
                f,
                "the link asks to view ply {ply}, but it holds only {moves} moves"
            ),
        }
    }
}

impl std::error::Error for LinkError {}

fn malformed(m: impl Into<String>) -> LinkError {
    LinkError::Malformed(m.into())
}

/// The contents of a link as text, checked for form but not yet against any game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinkData {
    /// The game id, such as `alice`.
    pub game: String,
    /// Options that differ from the game's defaults, as (name, value).
    pub options: Vec<(String, String)>,
    /// The start position text, when the game does not begin from its usual start.
    pub start: Option<String>,
    /// The seed of the dice, in games with dice (`d=`).
    pub seed: Option<u64>,
    /// The moves played, each as the engine writes it in long algebraic notation; in games with
    /// dice also the rolls, `r` (the seed's roll) or `r13` (a roll given explicitly).
    pub moves: Vec<String>,
    /// The ply viewed (0 is the start); `None` means after the last move.
    pub ply: Option<usize>,
    /// How the players ended the game after its last move (`e=`): a resignation or a draw.
    pub end: Option<Agreement>,
    /// The stipulation of a chess problem set in the start position (`t=`), as the solver
    /// writes it (`#2`, `h#2.5`).
    pub stipulation: Option<String>,
}

/// Characters written as they are inside a value; every other byte is written `%XX`, and a
/// space is written `+`. The separators `&`, `.`, `,`, `+`, `%` and `#` are never in this set.
fn is_plain(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'-' | b'_'
                | b'~'
                | b'!'
                | b'$'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b';'
                | b'@'
                | b'/'
                | b'?'
                | b'='
                | b':'
        )
}

/// Escapes one item of a value. `also` lists plain characters that must be escaped here too.
fn escape(text: &str, also: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for &b in text.as_bytes() {
        if b == b' ' {
            out.push('+');
        } else if is_plain(b) && !also.contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Undoes [`escape`] for one item; `what` names the item in error messages.
fn unescape(text: &str, what: &str) -> Result<String, LinkError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| malformed(format!("a bad %-escape in the {what}")))?;
                out.push(hex);
                i += 2;
            }
            b if is_plain(b) || b == b',' || b == b'.' => out.push(b),
            _ => {
                return Err(malformed(format!(
                    "the {what} contains a character that a link never holds"
                )))
            }
        }
        i += 1;
    }
    let s = String::from_utf8(out)
        .map_err(|_| malformed(format!("the {what} is not valid UTF-8 text")))?;
    if s.chars().any(|c| c.is_control()) {
        return Err(malformed(format!("the {what} contains control characters")));
    }
    Ok(s)
}

impl LinkData {
    /// Reads a link, with or without its leading `#`. Checks the form only: the game, the
    /// position and the moves are checked by [`decode`].
    pub fn parse(link: &str) -> Result<LinkData, LinkError> {
        let link = link.strip_prefix('#').unwrap_or(link);
        if link.trim().is_empty() {
            return Err(malformed("it is empty"));
        }
        if link.len() > MAX_LINK_LEN {
            return Err(malformed(format!(
                "it is {} characters long; a link has at most {MAX_LINK_LEN}",
                link.len()
            )));
        }
        let mut data = LinkData::default();
        let mut seen: Vec<&str> = Vec::new();
        let mut version = None;
        for field in link.split('&') {
            let (key, value) = field
                .split_once('=')
                .ok_or_else(|| malformed("each part must be written key=value"))?;
            if seen.contains(&key) {
                return Err(malformed(format!("the part {key}= is given twice")));
            }
            match key {
                "v" => version = Some(parse_version(value)?),
                "g" => data.game = parse_game(value)?,
                "o" => data.options = parse_options(value)?,
                "s" => data.start = Some(parse_start(value)?),
                "d" => data.seed = Some(dice::parse_seed(value)?),
                "m" => data.moves = parse_moves(value)?,
                "p" => data.ply = Some(parse_ply(value)?),
                "e" => data.end = Some(Agreement::from_link(value).map_err(malformed)?),
                "t" => data.stipulation = Some(parse_stipulation(value)?),
                _ => {
                    let shown: String = key.chars().take(12).collect();
                    return Err(malformed(format!("unknown part {shown:?}")));
                }
            }
            seen.push(key);
        }
        if version.is_none() {
            return Err(malformed("the format version (v=) is missing"));
        }
        if data.game.is_empty() {
            return Err(malformed("the game (g=) is missing"));
        }
        if let Some(ply) = data.ply {
            if ply > data.moves.len() {
                return Err(LinkError::Ply {
                    ply,
                    moves: data.moves.len(),
                });
            }
        }
        Ok(data)
    }

    /// Writes the link text, without the leading `#`.
    pub fn to_text(&self) -> String {
        let mut out = format!("v={LINK_VERSION}&g={}", escape(&self.game, &[]));
        if !self.options.is_empty() {
            let items: Vec<String> = self
                .options
                .iter()
                .map(|(k, v)| format!("{}:{}", escape(k, b":"), escape(v, &[])))
                .collect();
            out.push_str("&o=");
            out.push_str(&items.join(","));
        }
        if let Some(start) = &self.start {
            out.push_str("&s=");
            out.push_str(&escape(start, &[]));
        }
        if let Some(seed) = self.seed {
            out.push_str(&format!("&d={seed}"));
        }
        if !self.moves.is_empty() {
            let items: Vec<String> = self.moves.iter().map(|m| escape(m, &[])).collect();
            out.push_str("&m=");
            out.push_str(&items.join("."));
        }
        if let Some(ply) = self.ply {
            out.push_str(&format!("&p={ply}"));
        }
        if let Some(end) = self.end {
            out.push_str(&format!("&e={}", end.to_link()));
        }
        if let Some(stip) = &self.stipulation {
            // Not a list: the `.` of `h#2.5` needs no escape.
            out.push_str("&t=");
            out.push_str(&escape(stip, &[]).replace("%2E", "."));
        }
        out
    }
}

fn parse_version(value: &str) -> Result<u32, LinkError> {
    if value.is_empty() || value.len() > 6 || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(malformed("the format version (v=) must be a number"));
    }
    let v: u32 = value
        .parse()
        .map_err(|_| malformed("the format version (v=) must be a number"))?;
    match v {
        0 => Err(malformed("there is no format version 0")),
        v if v > LINK_VERSION => Err(LinkError::Version(v.to_string())),
        v => Ok(v),
    }
}

fn parse_game(value: &str) -> Result<String, LinkError> {
    let ok = !value.is_empty()
        && value.len() <= 32
        && value
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(value.to_string())
    } else {
        Err(malformed(
            "the game (g=) must be an id of lower-case letters, digits and dashes",
        ))
    }
}

fn parse_options(value: &str) -> Result<Vec<(String, String)>, LinkError> {
    if value.is_empty() {
        return Ok(Vec::new());
    }
    let items: Vec<&str> = value.split(',').collect();
    if items.len() > MAX_OPTIONS {
        return Err(malformed(format!(
            "it has {} options; at most {MAX_OPTIONS}",
            items.len()
        )));
    }
    let mut out: Vec<(String, String)> = Vec::new();
    for item in items {
        let (k, v) = item
            .split_once(':')
            .ok_or_else(|| malformed("each option must be written name:value"))?;
        let (k, v) = (unescape(k, "option name")?, unescape(v, "option value")?);
        if k.is_empty() || k.len() > MAX_ITEM_LEN || v.len() > MAX_ITEM_LEN {
            return Err(malformed("an option name or value is empty or too long"));
        }
        let name_ok = k
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        let value_ok = v
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'/' | b'+'));
        if !name_ok || !value_ok {
            return Err(malformed(
                "an option name or value holds a character that options never use",
            ));
        }
        if out.iter().any(|(name, _)| *name == k) {
            return Err(malformed(format!("the option {k:?} is given twice")));
        }
        out.push((k, v));
    }
    Ok(out)
}

fn parse_start(value: &str) -> Result<String, LinkError> {
    if value.len() > MAX_START_LEN {
        return Err(malformed(format!(
            "the start position (s=) is longer than {MAX_START_LEN} characters"
        )));
    }
    let s = unescape(value, "start position")?;
    if s.trim().is_empty() {
        return Err(malformed("the start position (s=) is empty"));
    }
    if !s.bytes().all(|b| b.is_ascii_graphic() || b == b' ')
        || s.bytes()
            .any(|b| matches!(b, b'<' | b'>' | b'"' | b'`' | b'&' | b'\\'))
    {
        return Err(malformed(
            "the start position (s=) holds a character that position text never uses",
        ));
    }
    Ok(s)
}

fn parse_moves(value: &str) -> Result<Vec<String>, LinkError> {
    if value.is_empty() {
        return Ok(Vec::new());
    }
    let count = value.split('.').count();
    if count > MAX_MOVES {
        return Err(malformed(format!(
            "it holds {count} moves; a link holds at most {MAX_MOVES}"
        )));
    }
    value
        .split('.')
        .enumerate()
        .map(|(i, item)| {
            let text = unescape(item, "move list")?;
            if text.is_empty() || text.len() > MAX_ITEM_LEN {
                return Err(malformed(format!("move {} is empty or too long", i + 1)));
            }
            if !text.bytes().all(is_move_char) {
                return Err(malformed(format!(
                    "move {} holds a character that no move notation uses",
                    i + 1
                )));
            }
            Ok(text)
        })
        .collect()
}

/// The characters of move notation: letters, digits and `- x : = + # @ / ! ? * ~ ( )`.
fn is_move_char(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'-' | b':'
                | b'='
                | b'+'
                | b'#'
                | b'@'
                | b'/'
                | b'!'
                | b'?'
                | b'*'
                | b'~'
                | b'('
                | b')'
        )
}

/// A stipulation (`t=`), checked by the solver's reader and written back as it writes it.
fn parse_stipulation(value: &str) -> Result<String, LinkError> {
    if value.len() > MAX_ITEM_LEN {
        return Err(malformed("the stipulation (t=) is too long"));
    }
    let text = unescape(value, "stipulation")?;
    crate::problem::Stipulation::parse(&text)
        .map(|s| s.to_string())
        .map_err(|e| malformed(format!("the {e}")))
}

fn parse_ply(value: &str) -> Result<usize, LinkError> {
    if value.is_empty() || value.len() > 5 || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(malformed("the ply (p=) must be a number"));
    }
    value
        .parse()
        .map_err(|_| malformed("the ply (p=) must be a number"))
}

/// A game read from a link and checked against the engine.
#[derive(Clone, Debug)]
pub struct LinkGame {
    /// The game with its options.
    pub variant: Arc<Variant>,
    /// The position the game started from.
    pub start: Position,
    /// The seed of the dice (games with dice only).
    pub seed: Option<u64>,
    /// What was played, in order: the moves, and in games with dice the rolls too.
    pub steps: Vec<Step>,
    /// The moves played, in order (the steps without the rolls).
    pub moves: Vec<Move>,
    /// The step viewed: 0 is the start, `steps.len()` is after the last step.
    pub ply: usize,
    /// How the players ended the game after its last step, if they did.
    pub end: Option<Agreement>,
    /// The stipulation of a chess problem set in the start position, if the link gives one.
    pub stipulation: Option<String>,
}

/// Reads a link and replays it: the game must exist, the start position must be valid, and every
/// move (and roll) must be legal in turn. Never panics.
pub fn decode(link: &str) -> Result<LinkGame, LinkError> {
    let data = LinkData::parse(link)?;
    let variant =
        variant::build(&data.game, &data.options).map_err(|e| LinkError::Game(e.to_string()))?;
    let start = match &data.start {
        Some(text) => {
            Position::from_text(&variant, text).map_err(|e| LinkError::Start(e.to_string()))?
        }
        None => Position::start(&variant),
    };
    if data.seed.is_some() && !variant.has_dice() {
        return Err(malformed(format!(
            "it gives a dice seed (d=), but {} is not played with dice",
            variant.name()
        )));
    }
    let mut pos = start.clone();
    let mut steps = Vec::with_capacity(data.moves.len());
    let mut moves = Vec::with_capacity(data.moves.len());
    for (i, text) in data.moves.iter().enumerate() {
        let fail = |reason: String| LinkError::Move {
            number: i + 1,
            text: text.clone(),
            reason,
        };
        if !matches!(pos.outcome(), Outcome::Ongoing) {
            return Err(fail("the game was already over".to_string()));
        }
        if variant.has_dice() {
            let step = dice::read_step(&pos, text, data.seed).map_err(fail)?;
            pos = step.apply(&pos);
            if let Step::Move(m) = &step {
                moves.push(*m);
            }
            steps.push(step);
            continue;
        }
        if let Some(leave) = dice::read_leave(&pos, text) {
            let step = leave.map_err(fail)?;
            pos = step.apply(&pos);
            steps.push(step);
            continue;
        }
        let mv = notation::parse_move(&pos, text).map_err(|e| fail(e.to_string()))?;
        pos = pos.play(&mv);
        moves.push(mv);
        steps.push(Step::Move(mv));
    }
    if let Some(end) = data.end {
        end.check(&pos)
            .map_err(|e| malformed(format!("it ends the game by {}, but {e}", end.as_str())))?;
    }
    let ply = data.ply.unwrap_or(steps.len());
    Ok(LinkGame {
        variant,
        start,
        seed: data.seed,
        steps,
        moves,
        ply,
        end: data.end,
        stipulation: data.stipulation,
    })
}

/// The part of a broken link that can be read: the link cut before its first move that cannot be
/// played (its ply dropped). `None` when even the game or its start cannot be read, or when
/// nothing is wrong with the link.
pub fn readable_part(text: &str) -> Option<String> {
    let Err(LinkError::Move { number, .. }) = decode(text) else {
        return None;
    };
    let mut data = LinkData::parse(text).ok()?;
    data.moves.truncate(number.saturating_sub(1));
    data.ply = None;
    let cut = data.to_text();
    decode(&cut).is_ok().then_some(cut)
}

/// The link of a game before any move: its id, the options that differ from the game's defaults,
/// and the start position when it is not the game's usual start. Add `moves` and `ply` to it.
pub fn base(start: &Position) -> LinkData {
    let variant = start.variant();
    let defaults = variant::build(variant.id(), &[])
        .map(|v| v.options())
        .unwrap_or_default();
    let options = variant
        .options()
        .into_iter()
        .filter(|o| !defaults.contains(o))
        .collect();
    let start_text = start.to_text();
    let usual = Position::start(variant).to_text();
    LinkData {
        game: variant.id().to_string(),
        options,
        start: (start_text != usual).then_some(start_text),
        seed: None,
        moves: Vec::new(),
        ply: None,
        end: None,
        stipulation: None,
    }
}

/// Writes the link of a game: its start position, the moves played from it and the ply viewed.
/// The moves must be legal in turn (as the page and [`decode`] guarantee).
pub fn encode(start: &Position, moves: &[Move], ply: usize) -> String {
    let mut data = base(start);
    let mut pos = start.clone();
    for mv in moves {
        data.moves.push(notation::lan(&pos, mv));
        pos = pos.play(mv);
    }
    data.ply = (ply < moves.len()).then_some(ply);
    data.to_text()
}

/// Writes the link of a game with its steps (moves, and rolls in games with dice), the seed of
/// its dice and the step viewed. The steps must be legal in turn.
pub fn encode_steps(start: &Position, seed: Option<u64>, steps: &[Step], ply: usize) -> String {
    let mut data = base(start);
    data.seed = seed;
    let mut pos = start.clone();
    for step in steps {
        data.moves.push(step_item(&pos, step, seed));
        pos = step.apply(&pos);
    }
    data.ply = (ply < steps.len()).then_some(ply);
    data.to_text()
}

#[cfg(test)]
mod tests;

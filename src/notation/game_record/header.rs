//! The tags of a record that say who played, where, when and how it ended: PGN's roster
//! (`[Event]`, `[Site]`, `[Date]`, `[Round]`, a tag per seat, `[Result]`), with `[Variant]`
//! naming the game as other programs do and `[Termination]` saying why a finished game ended.
//!
//! A seat's tag is the seat's name (`[White "..."]`, `[Red "..."]`), so a two-player record has
//! PGN's `[White]` and `[Black]`. `[Result]` is PGN's token in two-player games; in games of more
//! players it is `*` while the game goes on, and else the winners' seats (`Red, Yellow`) or
//! `draw`. A reader takes `[Variant]` as the game when there is no `[Game]` tag; when both are
//! given they must name the same game.

use crate::position::Agreement;
use crate::position::{Outcome, Position};
use crate::variant;

/// What a record says about the occasion and the people. A field left empty is written as PGN's
/// unknown value (`?`, and `????.??.??` for the date).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `[Event]`: `Casual game`.
    pub event: String,
    /// `[Site]`: where it was played.
    pub site: String,
    /// `[Date]`: `2026.11.23`.
    pub date: String,
    /// Per seat in turn order, who played it (`Quadrille level 8`, `Anna`).
    pub players: Vec<String>,
    /// Comments written after steps of the main line: the index of the step (0 is the first)
    /// and the text (an analysis's evaluations and best lines). Braces in a text are written as
    /// parentheses, since a brace ends a comment.
    pub notes: Vec<(usize, String)>,
}

/// A tag line, with `"` and `\` escaped as PGN does.
fn line(name: &str, value: &str) -> String {
    let value: String = value
        .chars()
        .filter(|c| !c.is_control())
        .flat_map(|c| match c {
            '"' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    format!("[{name} \"{value}\"]\n")
}

/// A seat's tag name: its name without spaces or punctuation (`White`).
fn seat_tag(name: &str) -> String {
    name.chars().filter(|c| c.is_ascii_alphanumeric()).collect()
}

/// The value of `[Result]` for the game's last position, or for how the players ended it.
pub fn result_value(end: &Position, agreed: Option<Agreement>) -> String {
    let v = end.variant();
    let winners = match (agreed, end.outcome()) {
        (Some(a), Outcome::Ongoing) => a.winners(end),
        (_, Outcome::Over { winners, .. }) => winners,
        (None, Outcome::Ongoing) => return "*".to_string(),
    };
    if v.players().len() == 2 {
        return match winners.as_slice() {
            [] => "1/2-1/2",
            [w] if w.0 == 0 => "1-0",
            [_] => "0-1",
            _ => "*",
        }
        .to_string();
    }
    if winners.is_empty() {
        return "draw".to_string();
    }
    winners
        .iter()
        .filter_map(|w| v.players().get(w.index()))
        .map(|p| p.name.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The roster's tags for a game from `start` ending in `end`, ahead of the game's own tags.
pub fn write_roster(
    header: &Header,
    start: &Position,
    end: &Position,
    agreed: Option<Agreement>,
) -> String {
    let or_unknown = |s: &str, unknown: &str| {
        if s.trim().is_empty() {
            unknown.to_string()
        } else {
            s.trim().to_string()
        }
    };
    let mut out = line("Event", &or_unknown(&header.event, "?"));
    out.push_str(&line("Site", &or_unknown(&header.site, "?")));
    out.push_str(&line("Date", &or_unknown(&header.date, "????.??.??")));
    out.push_str(&line("Round", "-"));
    for (i, seat) in start.variant().players().iter().enumerate() {
        let who = header.players.get(i).map_or("", String::as_str);
        out.push_str(&line(&seat_tag(&seat.name), &or_unknown(who, "?")));
    }
    out.push_str(&line("Result", &result_value(end, agreed)));
    out.push_str(&line("Variant", start.variant().name()));
    out
}

/// The `[Termination]` tag of a finished game (`checkmate`, `resignation`), or nothing.
pub fn write_termination(end: &Position, agreed: Option<Agreement>) -> String {
    match (end.outcome(), agreed) {
        (Outcome::Ongoing, None) => String::new(),
        (Outcome::Ongoing, Some(a)) => line("Termination", &a.termination(end.variant())),
        (over, _) => line("Termination", over.as_str()),
    }
}

/// A name compared without regard to case, spaces or punctuation.
fn folded(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The game id a `[Variant]` value names: a game's id or name (`alice`, `Alice Chess`), or
/// `Standard`, other programs' name for orthodox chess.
pub fn game_of_variant(value: &str) -> Result<&'static str, String> {
    let want = folded(value);
    if want == "standard" {
        return Ok("chess");
    }
    variant::ids()
        .into_iter()
        .find(|id| {
            folded(id) == want || variant::build(id, &[]).is_ok_and(|v| folded(v.name()) == want)
        })
        .ok_or_else(|| {
            format!(
                "its [Variant \"{}\"] is not a game Quadrille plays (the games: {})",
                crate::excerpt::excerpt(value),
                variant::ids().join(", ")
            )
        })
}

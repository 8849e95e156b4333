//! PGN4, chess.com's game record of four-player chess, read and written for the games
//! `4pc-teams` and `4pc-ffa`:
//!
//! ```text
//! [Variant "FFA"]
//! [RuleVariants "DeadKingWalking EnPassant PromoteTo=D"]
//! [StartFen4 "4PC"]
//! [Red "dalay045"]
//! [Result "dalay045: 72 - ThefFo0l: 14 - OutlawedGangster: 61 - StockBrilliant: 33"]
//! [Termination "(Yellow +20)"]
//!
//! 1. h2-h3 .. b4-d4 .. i13-i12 .. m10-l10
//! 2. Qg1-j4 .. b7-c7 .. h13-h11 .. Bn9-m10
//! 15. Qa11xRa9+# .. d11-d10 .. Bn6xBg13
//! 55. R
//! ```
//!
//! `[Variant]` names the game (`Teams`, `FFA`); `[StartFen4]` the start: `4PC` (the modern array),
//! `4PCo` (classic), `4PCb`, `4PCn`, `4PCrg`, or a FEN4 text; without it the modern array when the
//! record has `[RuleVariants]` (written on every record since 2022) and the classic one otherwise.
//! `[RuleVariants]` lists chess.com's rule switches; a switch Quadrille does not play is refused.
//! The moves come in rounds, one per player still in, separated by `..`; each move is long
//! algebraic with the letter of the piece taken after the `x` (`Bh2xNl6`), `=D` for a pawn
//! promoted to the one-point queen, `O-O` towards the nearer rook, a `+` per king checked and `#`
//! for a mate. A player's slot may hold `R` (he resigns), `T` (his time ran out), `#` or `S` (he
//! is checkmated or stalemated, which the engine finds itself); `R` or `T` glued to a move
//! (`Kj2-k2T`) is the move, then the player leaves. `R` is chess.com's claim of the win when the
//! player may claim it (its resignation button is then named so), and a claim is written `R`. Variations in parentheses and comments in
//! braces are skipped. Reading never panics: every problem is a [`RecordError`] naming the move
//! or the tag.

use super::game_record::{RecordError, RecordGame};
use super::record::{tag, tags, tokens};
use crate::excerpt::excerpt;
use crate::piece::Player;
use crate::position::leaving::{self, Departure, Leaving};
use crate::position::{Agreement, Outcome, Position, Step};
use crate::variant::{self, Variant};

mod write;
pub use write::{applies, write};

/// chess.com's names of the games (`[Variant]`) and the games they are here.
pub(crate) const GAMES: [(&str, &str); 2] = [("Teams", "4pc-teams"), ("FFA", "4pc-ffa")];

/// chess.com's names of its start arrays (`[StartFen4]`) and the values of the option `setup`.
pub(crate) const STARTS: [(&str, &str); 5] = [
    ("4PC", "modern"),
    ("4PCo", "classic"),
    ("4PCb", "by"),
    ("4PCn", "byg"),
    ("4PCrg", "rg"),
];

/// The switches of `[RuleVariants]` that the games here play (or that change nothing on the
/// board, as the anonymity of the players): per game.
const RULE_SWITCHES: [(&str, &[&str]); 2] = [
    ("4pc-teams", &["EnPassant", "Anonymous", "SemiAnonymous"]),
    (
        "4pc-ffa",
        &[
            "EnPassant",
            "DeadKingWalking",
            "PromoteTo=D",
            "Anonymous",
            "SemiAnonymous",
        ],
    ),
];

fn fail<T>(message: impl Into<String>) -> Result<T, RecordError> {
    Err(RecordError(message.into()))
}

/// Whether a text is a PGN4 record: chess.com's tags (`[StartFen4]`, `[RuleVariants]`, a
/// `[Variant]` of chess.com's), or, without a `[Game]` tag, moves separated by `..`.
pub fn looks_like(text: &str) -> bool {
    let pairs = tags(text);
    if tag(&pairs, "StartFen4").is_some() || tag(&pairs, "RuleVariants").is_some() {
        return true;
    }
    if let Some(name) = tag(&pairs, "Variant") {
        return game_of(name).is_some();
    }
    tag(&pairs, "Game").is_none() && tokens(text).iter().any(|t| t == "..")
}

/// The game a `[Variant]` value names, if chess.com's.
fn game_of(name: &str) -> Option<&'static str> {
    GAMES
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
        .map(|&(_, id)| id)
}

/// Reads a PGN4 record and replays it. The game is the one `[Variant]` names, or `fallback`
/// when the record has no `[Variant]` tag (`4pc-teams` or `4pc-ffa`).
pub fn read(text: &str, fallback: Option<&str>) -> Result<RecordGame, RecordError> {
    super::game_record::check_length(text)?;
    let pairs = tags(text);
    let game = match (tag(&pairs, "Variant"), fallback) {
        (Some(name), _) => game_of(name).ok_or_else(|| {
            RecordError(format!(
                "its [Variant \"{}\"] is not a game Quadrille plays (of chess.com's four-player \
                 games it plays {})",
                excerpt(name),
                GAMES.map(|g| g.0).join(" and ")
            ))
        })?,
        (None, Some(f)) => GAMES
            .iter()
            .find(|g| g.1 == f)
            .map(|g| g.1)
            .ok_or_else(|| RecordError("its [Variant] tag is missing (Teams or FFA)".into()))?,
        (None, None) => return fail("its [Variant] tag is missing (Teams or FFA)"),
    };
    if let Some(rules) = tag(&pairs, "RuleVariants") {
        check_rules(game, rules)?;
    }
    let start = start_of(game, &pairs)?;
    let (steps, end) = replay(&start, &tokens(text))?;
    Ok(RecordGame {
        variant: start.variant().clone(),
        start,
        seed: None,
        steps,
        end,
    })
}

/// Refuses a `[RuleVariants]` switch the game does not play.
fn check_rules(game: &str, rules: &str) -> Result<(), RecordError> {
    let known = RULE_SWITCHES
        .iter()
        .find(|r| r.0 == game)
        .map_or(&[][..], |r| r.1);
    for word in rules.split_whitespace() {
        if !known.iter().any(|k| k.eq_ignore_ascii_case(word)) {
            return fail(format!(
                "its [RuleVariants] switch '{}' is a rule Quadrille does not play in this game \
                 (it plays {})",
                excerpt(word),
                known.join(" ")
            ));
        }
    }
    Ok(())
}

/// The game with the start array the record names, and its start position.
fn start_of(game: &str, pairs: &[(String, String)]) -> Result<Position, RecordError> {
    let mut options = Vec::new();
    for (name, value) in pairs {
        if name.eq_ignore_ascii_case("Option") {
            options.push(variant::parse_option(value).map_err(|e| RecordError(e.to_string()))?);
        }
    }
    let build = |setup: &str| {
        let mut all = options.clone();
        all.push(("setup".to_string(), setup.to_string()));
        variant::build(game, &all).map_err(|e| RecordError(e.to_string()))
    };
    let Some(given) = tag(pairs, "StartFen4").map(str::trim) else {
        // Records written before 2022, when the classic array was the start, have no
        // [RuleVariants] either.
        let setup = if tag(pairs, "RuleVariants").is_some() {
            "modern"
        } else {
            "classic"
        };
        return Ok(Position::start(&build(setup)?));
    };
    if let Some((_, setup)) = STARTS.iter().find(|s| s.0.eq_ignore_ascii_case(given)) {
        return Ok(Position::start(&build(setup)?));
    }
    if !super::fen4::looks_like(given) {
        return fail(format!(
            "its [StartFen4 \"{}\"] is neither a FEN4 text nor a start Quadrille knows ({})",
            excerpt(given),
            STARTS.map(|s| s.0).join(", ")
        ));
    }
    // The array whose castling keeps the most of the rights the text gives (the rights are
    // defined from the kings' squares).
    let mut best: Option<(usize, Position)> = None;
    let mut first_error = None;
    for (_, setup) in STARTS {
        match Position::from_text(&build(setup)?, given) {
            Ok(pos) => {
                let rights = pos.setup().castling.iter().filter(|&&c| c).count();
                if best.as_ref().is_none_or(|b| rights > b.0) {
                    best = Some((rights, pos));
                }
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    match (best, first_error) {
        (Some((_, pos)), _) => Ok(pos),
        (None, Some(e)) => fail(format!("its [StartFen4]: {e}")),
        (None, None) => fail("its [StartFen4] cannot be read"),
    }
}

/// What one word of the moves says.
enum Word<'a> {
    /// A move, then perhaps the mover leaves (`Kj2-k2T`).
    Move(&'a str, Option<Departure>),
    /// The player to move leaves (`R`, `T`).
    Leave(Departure),
    /// A mark that the player to move is checkmated or stalemated (`#`, `S`).
    Mark,
}

fn word(text: &str) -> Word<'_> {
    let departure = |c: char| match c {
        'R' => Some(Departure::Resigned),
        'T' => Some(Departure::OutOfTime),
        _ => None,
    };
    let bare = text.trim_end_matches(['+', '#']);
    if bare.is_empty() || bare == "S" {
        return Word::Mark;
    }
    if bare.len() == 1 {
        if let Some(d) = bare.chars().next().and_then(departure) {
            return Word::Leave(d);
        }
    }
    // A move ends with a digit or a piece letter (`=D`); a glued R or T after a digit leaves.
    let mut chars = bare.chars().rev();
    if let (Some(last), Some(before)) = (chars.next(), chars.next()) {
        if before.is_ascii_digit() {
            if let Some(d) = departure(last) {
                return Word::Move(&bare[..bare.len() - 1], Some(d));
            }
        }
    }
    Word::Move(bare, None)
}

/// `Bh2xNl6` as the move reader takes it: `Bh2xl6` (the letter of the piece taken dropped).
fn without_taken_letter(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == 'x' {
            let mut ahead = chars.clone();
            if let (Some(l), Some(f)) = (ahead.next(), ahead.next()) {
                if l.is_ascii_uppercase() && ('a'..='n').contains(&f) {
                    chars.next();
                }
            }
        }
    }
    out
}

/// The legal move a PGN4 move names in `pos`. chess.com writes the one-point queen `Q` when it
/// moves (`Qg8-j8`) and `D` when it is promoted to (`=D`), and the free-for-all's only promotion
/// is to it, so in a game with a one-point queen `Q` is read as `D` when no queen matches.
fn read_move(pos: &Position, text: &str) -> Result<crate::position::Move, String> {
    let plain = without_taken_letter(text);
    let first = super::parse_move(pos, &plain).map_err(|e| e.to_string());
    if first.is_ok() || !plain.contains('Q') || pos.variant().kind_by_letter('D').is_none() {
        return first;
    }
    let as_d = match plain.strip_prefix('Q') {
        Some(rest) => format!("D{rest}"),
        None => plain.clone(),
    };
    [
        as_d.clone(),
        as_d.replace("=Q", "=D"),
        plain.replace("=Q", "=D"),
    ]
    .iter()
    .find_map(|t| super::parse_move(pos, t).ok())
    .ok_or_else(|| first.unwrap_err())
}

/// How a word is named in messages: `move 17 (round 5, Red: Qi5-i9)`.
fn label(pos: &Position, ply: usize, round: u32, text: &str) -> String {
    format!(
        "move {} (round {round}, {}: {})",
        ply + 1,
        pos.variant().player_name(pos.to_move()),
        excerpt(text)
    )
}

/// Replays the words of the moves from `start`: the steps, and how the players ended the game
/// when a resignation or a time-out ended it.
fn replay(
    start: &Position,
    words: &[String],
) -> Result<(Vec<Step>, Option<Agreement>), RecordError> {
    let mut pos = start.clone();
    let mut steps = Vec::new();
    let mut end: Option<Agreement> = None;
    let mut round = 1;
    let mut last_mover: Option<Player> = None;
    for (ply, text) in words
        .iter()
        .filter(|w| !w.chars().all(|c| c == '.'))
        .enumerate()
    {
        let text = text.trim_start_matches('.');
        if last_mover.is_some_and(|p| pos.to_move() <= p) {
            round += 1;
        }
        let at = label(&pos, ply, round, text);
        if let Some(leave) = super::game_record::read_leave(&pos, text) {
            // A leave at another player's turn, as Quadrille's records write it (`Blue-resigns`).
            let step = leave.map_err(|e| RecordError(format!("{at}: {e}")))?;
            pos = step.apply(&pos);
            steps.push(step);
            continue;
        }
        let w = word(text);
        if matches!(w, Word::Mark) {
            continue;
        }
        if let Some(e) = end {
            return fail(format!(
                "{at} comes after the end of the game ({})",
                e.termination(pos.variant())
            ));
        }
        if let Outcome::Over { result, .. } = pos.outcome() {
            return fail(format!(
                "{at} comes after the end of the game ({})",
                result.as_str()
            ));
        }
        last_mover = Some(pos.to_move());
        let leave = match w {
            Word::Mark => None,
            Word::Leave(d) => Some((pos.to_move(), d)),
            Word::Move(m, then) => {
                let mover = pos.to_move();
                let m = read_move(&pos, m).map_err(|e| RecordError(format!("{at}: {e}")))?;
                pos = pos.play(&m);
                steps.push(Step::Move(m));
                then.map(|d| (mover, d))
            }
        };
        if let Some((p, d)) = leave {
            // chess.com's claim of the win is its resignation button, renamed when it may be made.
            let d = match d {
                Departure::Resigned if pos.claim_win_refusal(p).is_none() => Departure::ClaimedWin,
                d => d,
            };
            match leaving::leaving(&pos, p, d).map_err(|e| RecordError(format!("{at}: {e}")))? {
                Leaving::Leaves(p, d) => {
                    let step = Step::Leave(p, d);
                    pos = step.apply(&pos);
                    steps.push(step);
                }
                Leaving::Ends(a) => end = Some(a),
            }
        }
    }
    Ok((steps, end))
}

/// The game a record of chess.com names for a variant here, if it is one of chess.com's.
pub fn variant_name(v: &Variant) -> Option<&'static str> {
    GAMES.iter().find(|g| g.1 == v.id()).map(|g| g.0)
}

#[cfg(test)]
mod tests;

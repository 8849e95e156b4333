//! Writing PGN4: chess.com's tags (`[Variant]`, `[RuleVariants]`, `[StartFen4]`, a tag per
//! colour naming who played it, `[Result]`, `[Termination]`, `[Site]`, `[Date]`), then the moves
//! in rounds, one line a round.
//!
//! `[Result]` is `1-0` (Red and Yellow win), `0-1` or `1/2-1/2` in the partnership game, and each
//! player's points (`Anna: 41 - Red: 20 - ...`) in the free-for-all, `*` while the game goes on.
//! A player who leaves on his turn is `R` or `T` in his slot, glued to his move when he leaves
//! right after it (`Kj2-k2T`); one who leaves at another player's turn, which chess.com's records
//! have no word for, is written as Quadrille's records write it (`Blue-resigns`).

use super::{GAMES, STARTS};
use crate::notation::fen4;
use crate::notation::game_record::{leave_token, Header};
use crate::position::{Agreement, Move, Outcome, Position, Special, Step};
use crate::variant::{self, Variant};

/// Whether a game's records are written in PGN4: chess.com's games.
pub fn applies(v: &Variant) -> bool {
    GAMES.iter().any(|g| g.1 == v.id()) && fen4::applies(v)
}

/// A tag line, with `"` and `\` dropped (PGN4 readers do not unescape them).
fn line(name: &str, value: &str) -> String {
    let value: String = value
        .chars()
        .filter(|c| !c.is_control() && *c != '"' && *c != '\\')
        .collect();
    format!("[{name} \"{value}\"]\n")
}

/// The start: the name of a chess.com array when the game starts from one, else its FEN4.
fn start_tag(start: &Position) -> Result<String, String> {
    let v = start.variant();
    if start.to_text() == Position::start(v).to_text() {
        let setup = v
            .options()
            .into_iter()
            .find(|(n, _)| n == "setup")
            .map_or("modern".to_string(), |(_, value)| value);
        if let Some((code, _)) = STARTS.iter().find(|s| s.1 == setup) {
            return Ok(code.to_string());
        }
    }
    fen4::write(start)
}

/// The result of the game and, when it is over, why.
fn result(end: &Position, agreed: Option<Agreement>, names: &[String]) -> (String, String) {
    let v = end.variant();
    let (winners, why) = match (agreed, end.outcome()) {
        (_, Outcome::Over { result, winners }) => (winners, result.as_str().to_string()),
        (Some(a), Outcome::Ongoing) => (a.winners(end), a.termination(v)),
        (None, Outcome::Ongoing) => return ("*".to_string(), String::new()),
    };
    let why = capitalised(&why.replace('-', " "));
    if v.points_race.on {
        let points = match end.outcome() {
            Outcome::Over { result, .. } => end.final_points(result),
            Outcome::Ongoing => end.points(),
        };
        let list: Vec<String> = names
            .iter()
            .zip(points)
            .map(|(n, p)| format!("{n}: {p}"))
            .collect();
        return (list.join(" - "), why);
    }
    let token = match winners.first() {
        None => "1/2-1/2",
        Some(w) if w.0 % 2 == 0 => "1-0",
        Some(_) => "0-1",
    };
    (token.to_string(), format!("{why}. {token}"))
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// A move as chess.com writes it: `Bh2xNl6`, `g7xf8=D`, `O-O`, a `+` per king of a player still
/// in that it leaves in check and `#` when it puts a player out or ends the game.
fn move_token(pos: &Position, m: &Move) -> String {
    let v = pos.variant();
    let after = pos.play(m);
    let mut out = if matches!(m.special, Special::Castle { .. }) {
        crate::notation::san(pos, m)
            .trim_end_matches(['+', '#'])
            .to_string()
    } else {
        let geo = v.geometry();
        // chess.com names the one-point queen `D` only when a pawn is promoted to it.
        let letter = |kind| match v.piece_letter(kind) {
            _ if v.piece(kind).pawn => String::new(),
            'D' => "Q".to_string(),
            l => l.to_string(),
        };
        let mover = pos.piece_at(m.from);
        let taken = match m.special {
            Special::EnPassant { captured } => pos.piece_at(captured),
            _ => pos
                .piece_at(m.to)
                .filter(|p| mover.is_none_or(|q| q.owner != p.owner)),
        };
        let mut t = mover.map_or(String::new(), |p| letter(p.kind));
        t.push_str(&geo.square_name(m.from));
        match taken {
            Some(p) => {
                t.push('x');
                if !matches!(m.special, Special::EnPassant { .. }) {
                    t.push_str(&letter(p.kind));
                }
            }
            None => t.push('-'),
        }
        t.push_str(&geo.square_name(m.to));
        if let Some(kind) = m.promotion {
            t.push('=');
            t.push(v.piece_letter(kind));
        }
        t
    };
    let mover = pos.to_move();
    let checked = after
        .attacked_royals()
        .into_iter()
        .filter_map(|c| after.piece_at(c))
        .filter(|p| p.owner != mover && !pos.is_out(p.owner))
        .count();
    out.push_str(&"+".repeat(checked));
    let someone_out = (0..v.players().len() as u8)
        .map(crate::piece::Player)
        .any(|p| !pos.is_out(p) && after.is_out(p) && !after.is_walking(p));
    if someone_out || matches!(after.outcome(), Outcome::Over { .. }) && after.in_check() {
        out.push('#');
    }
    out
}

/// The rounds: each a list of slots, a new round when the turn comes back round.
struct Rounds {
    lines: Vec<Vec<String>>,
    last: Option<u8>,
}

impl Rounds {
    fn slot(&mut self, seat: u8, token: String) {
        match self.lines.last_mut() {
            Some(l) if self.last.is_some_and(|s| seat > s) => l.push(token),
            _ => self.lines.push(vec![token]),
        }
        self.last = Some(seat);
    }

    /// Adds to the last slot (a glued leave, a comment).
    fn glue(&mut self, text: &str) {
        if let Some(t) = self.lines.last_mut().and_then(|l| l.last_mut()) {
            t.push_str(text);
        }
    }
}

fn departure_letter(d: crate::position::leaving::Departure) -> &'static str {
    match d {
        // chess.com's claim of the win is its resignation button, renamed.
        crate::position::leaving::Departure::Resigned
        | crate::position::leaving::Departure::ClaimedWin => "R",
        crate::position::leaving::Departure::OutOfTime => "T",
    }
}

/// Writes the PGN4 record of a game of chess.com's from `start` through `steps` (legal in turn),
/// with who played each colour from `header`, and how the players ended it (`end`), if they did.
/// An error for the games that are not chess.com's.
pub fn write(
    start: &Position,
    steps: &[Step],
    header: &Header,
    end: Option<Agreement>,
) -> Result<String, String> {
    let v = start.variant();
    if !applies(v) {
        return Err(format!(
            "PGN4 records chess.com's four-player games, not {}",
            v.name()
        ));
    }
    let name = GAMES.iter().find(|g| g.1 == v.id()).map_or("", |g| g.0);
    let names: Vec<String> = v
        .players()
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let who = header.players.get(i).map_or("", |s| s.trim());
            if who.is_empty() { &seat.name } else { who }.to_string()
        })
        .collect();
    let mut rounds = Rounds {
        lines: Vec::new(),
        last: None,
    };
    let mut pos = start.clone();
    let mut last_mover = None;
    for (i, step) in steps.iter().enumerate() {
        match step {
            Step::Move(m) => {
                last_mover = Some(pos.to_move());
                rounds.slot(pos.to_move().0, move_token(&pos, m));
            }
            Step::Leave(p, d) if last_mover == Some(*p) => rounds.glue(departure_letter(*d)),
            Step::Leave(p, d) if pos.to_move() == *p => {
                rounds.slot(p.0, departure_letter(*d).to_string());
            }
            Step::Leave(p, d) => rounds.glue(&format!(" {}", leave_token(v, *p, *d))),
            Step::Roll(_) => {}
        }
        if !matches!(step, Step::Move(_)) {
            last_mover = None;
        }
        for (_, note) in header.notes.iter().filter(|(at, _)| *at == i) {
            let note: String = note.chars().filter(|c| *c != '{' && *c != '}').collect();
            rounds.glue(&format!(" {{{}}}", note.trim()));
        }
        pos = step.apply(&pos);
    }
    if let (Some(a), Outcome::Ongoing) = (end, pos.outcome()) {
        let ender = match a {
            Agreement::Resigned(p) => Some((p, "R")),
            Agreement::OutOfTime(p) => Some((p, "T")),
            _ => None,
        };
        match ender {
            Some((p, letter)) if last_mover == Some(p) => rounds.glue(letter),
            Some((p, letter)) if pos.to_move() == p => rounds.slot(p.0, letter.to_string()),
            _ => {}
        }
    }
    let (result, why) = result(&pos, end, &names);
    let rules = if v.points_race.on {
        "DeadKingWalking EnPassant PromoteTo=D"
    } else {
        "EnPassant"
    };
    let mut out = line("Variant", name);
    out.push_str(&line("RuleVariants", rules));
    out.push_str(&line("StartFen4", &start_tag(start)?));
    for (seat, who) in v.players().iter().zip(&names) {
        out.push_str(&line(&seat.name, who));
    }
    out.push_str(&line("Result", &result));
    if !why.is_empty() {
        out.push_str(&line("Termination", &why));
    }
    if !header.site.trim().is_empty() {
        out.push_str(&line("Site", header.site.trim()));
    }
    if !header.date.trim().is_empty() {
        out.push_str(&line("Date", header.date.trim()));
    }
    let defaults = variant::build(v.id(), &[])
        .map(|d| d.options())
        .unwrap_or_default();
    for (n, value) in v.options() {
        if n != "setup" && !defaults.contains(&(n.clone(), value.clone())) {
            out.push_str(&line("Option", &format!("{n}={value}")));
        }
    }
    out.push('\n');
    for (i, l) in rounds.lines.iter().enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, l.join(" .. ")));
    }
    Ok(out)
}

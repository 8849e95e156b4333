//! The dialects of the outside engines that `quadrille match` seats: how each wants the game
//! named, the position written and the moves spelt, and how it reports its search.
//!
//! - `uci`: the Universal Chess Interface of Stockfish and Fairy-Stockfish (and `quadrille uci`):
//!   `setoption name UCI_Variant value GAME` (except in chess), `position fen TEXT moves e2e4`,
//!   `bestmove e7e8q`; Alice games in the single-board text of pychess and Fairy-Stockfish.
//! - `4pchess`: the `cli` of 4pchess (obryanlouis/4pchess, command_line.cc), a Teams engine:
//!   `position fen FEN4 moves h2-h3 e7-e8=Q`, `bestmove h2-h3`, and search lines
//!   `info depth 5 time 492 nodes 908 pv h2-h3 a10-c9 score 241 nps 1845` (the score for
//!   the player to move, a pawn being 50, without `cp`).
//! - `tetrarch`: `uci.py` of Tetrarch (IchNukeDichWeg/Tetrarch, docs/PROTOCOL.md): UCI with
//!   `setoption name Mode value teams|ffa` and `setoption name Setup value modern|classic|...`,
//!   `position fen FEN4 moves h2h3`, squares `a1` to `n14`, a lower-case promotion letter (`q`
//!   also for the free-for-all's one-point queen, which it writes as a queen).
//!
//! The game decides what the engine is told (the mode from its teams, the setup from its option
//! `setup`); no game is named here.

use super::Failure;
use crate::notation::{fen4, one_board, uci};
use crate::position::{Move, Position};
use crate::variant::Variant;

/// How an outside engine is spoken to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Dialect {
    #[default]
    Uci,
    FourPChess,
    Tetrarch,
}

/// The dialects by the name that starts an engine's spec (`tetrarch:COMMAND`).
const NAMES: [(&str, Dialect); 3] = [
    ("uci", Dialect::Uci),
    ("4pchess", Dialect::FourPChess),
    ("tetrarch", Dialect::Tetrarch),
];

impl Dialect {
    /// The dialect and the command of an engine's spec: `NAME:COMMAND` when NAME is a dialect's
    /// name, otherwise the whole text is a UCI engine's command.
    pub fn split_spec(spec: &str) -> (Dialect, &str) {
        let spec = spec.trim();
        if let Some((head, rest)) = spec.split_once(':') {
            if let Some((_, d)) = NAMES.iter().find(|(n, _)| n.eq_ignore_ascii_case(head)) {
                return (*d, rest.trim());
            }
        }
        (Dialect::Uci, spec)
    }

    /// The dialect's name in a spec.
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(_, d)| *d == self)
            .map_or("uci", |(n, _)| n)
    }

    /// The `setoption` pairs that tell the engine the game (none when `given` already names
    /// one): UCI's variant by the game's id (except chess); Tetrarch's mode (teams when the
    /// seats form two teams, ffa otherwise) and start array (the game's option `setup`).
    pub fn game_options(self, v: &Variant, given: &[(String, String)]) -> Vec<(String, String)> {
        let named = |o: &str| given.iter().any(|(n, _)| n.eq_ignore_ascii_case(o));
        let mut out = Vec::new();
        match self {
            Dialect::Uci => {
                if !named("UCI_Variant") && v.id() != "chess" {
                    out.push(("UCI_Variant".to_string(), v.id().to_string()));
                }
            }
            Dialect::FourPChess => {}
            Dialect::Tetrarch => {
                if !named("Mode") {
                    let mode = if two_teams(v) { "teams" } else { "ffa" };
                    out.push(("Mode".to_string(), mode.to_string()));
                }
                let setup = v.options().into_iter().find(|(n, _)| n == "setup");
                if let (false, Some((_, value))) = (named("Setup"), setup) {
                    out.push(("Setup".to_string(), value));
                }
            }
        }
        out
    }

    /// The start of a game as the engine reads it: FEN4 for the four-player engines; for UCI
    /// the single-board text in the Alice family and the game's own text otherwise.
    pub fn start_text(self, pos: &Position) -> Result<String, Failure> {
        let fen4 = match self {
            Dialect::Uci if one_board::applies(pos.variant()) => {
                return one_board::write(pos).map_err(Failure::Input)
            }
            Dialect::Uci => return Ok(pos.to_text()),
            // Tetrarch's FEN4 has no letter for the free-for-all's one-point queen (`D`): it
            // writes it as a queen, and its reader refuses a `D`.
            Dialect::Tetrarch => fen4::write_lettered(pos, &|c| if c == 'D' { 'Q' } else { c }),
            Dialect::FourPChess => fen4::write(pos),
        };
        fen4.map_err(|e| {
            Failure::Input(format!(
                "the {} engine reads FEN4, which cannot hold this game: {e}",
                self.name()
            ))
        })
    }

    /// The `position` command: the start and the moves played since, in the dialect.
    pub fn position_command(self, start: &str, moves: &[String]) -> String {
        let mut line = format!("position fen {start}");
        if !moves.is_empty() {
            line += " moves ";
            line += &moves.join(" ");
        }
        line
    }

    /// A UCI text (`e10e11q`, `e7e8d`) in the dialect: 4pchess writes `e10-e11=Q`, Tetrarch
    /// `e7e8q` for the one-point queen.
    pub fn spell(self, uci_text: &str) -> String {
        match self {
            Dialect::Uci => uci_text.to_string(),
            Dialect::Tetrarch => match uci_text.strip_suffix('d') {
                Some(rest) => format!("{rest}q"),
                None => uci_text.to_string(),
            },
            Dialect::FourPChess => {
                let Some((from, to, promotion)) = squares(uci_text) else {
                    return uci_text.to_string();
                };
                let mut out = format!("{from}-{to}");
                if let Some(p) = promotion {
                    out.push('=');
                    out.push(p.to_ascii_uppercase());
                }
                out
            }
        }
    }

    /// The legal move of `pos` that the engine's text names; an error says why not.
    pub fn read_move(self, pos: &Position, text: &str) -> Result<Move, String> {
        if self == Dialect::Uci {
            return uci::read(pos, text).map_err(|e| e.to_string());
        }
        // 4pchess reads (and may write) a check mark after a move.
        let wanted = text.trim().trim_end_matches('+');
        uci::moves(pos)
            .into_iter()
            .find(|(_, t)| self.spell(t).eq_ignore_ascii_case(wanted))
            .map(|(m, _)| m)
            .ok_or_else(|| "no legal move is written so".to_string())
    }

    /// The move of a `bestmove` line.
    pub fn bestmove(line: &str) -> &str {
        line.split_whitespace().nth(1).unwrap_or("")
    }

    /// The nodes per second of an `info` line (`... nps 615229 ...`), if it gives them.
    pub fn nps_of_info(line: &str) -> Option<u64> {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first() != Some(&"info") || words.get(1) == Some(&"string") {
            return None;
        }
        let at = words.iter().position(|w| *w == "nps")?;
        words.get(at + 1)?.parse().ok()
    }
}

/// The squares and the promotion letter of a UCI text of a board of up to 26 files and 99 ranks:
/// `e10e11q` is `e10`, `e11`, `q`.
fn squares(text: &str) -> Option<(&str, &str, Option<char>)> {
    let b = text.as_bytes();
    let square_end = |from: usize| {
        let mut i = from;
        if !b.get(i)?.is_ascii_lowercase() {
            return None;
        }
        i += 1;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        (i > from + 1).then_some(i)
    };
    let first = square_end(0)?;
    let second = square_end(first)?;
    let promotion = match &text[second..] {
        "" => None,
        p if p.len() == 1 => p.chars().next(),
        _ => return None,
    };
    Some((&text[..first], &text[first..second], promotion))
}

/// Whether the seats of `v` form exactly two teams of more than one seat.
pub fn two_teams(v: &Variant) -> bool {
    let teams: std::collections::BTreeSet<u8> = v.teams.iter().copied().collect();
    teams.len() == 2 && v.players().len() > 2
}

#[cfg(test)]
#[path = "dialect_tests.rs"]
mod tests;

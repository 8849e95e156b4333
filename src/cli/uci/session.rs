//! The state of a UCI session: the game (`UCI_Variant`), the position, the level (`Skill Level`),
//! the searcher kept between moves, and the search under way. Each line read is one command;
//! what goes wrong is said in an `info string` line and the session goes on.

use super::command::{self, Command, Go};
use super::search::{self, Running};
use super::Output;
use crate::ai::{Searcher, Switches, MAX_LEVEL, MAX_TABLE_MEGABYTES as HASH_MAX};

/// The `Hash` option's default: the table's size in megabytes.
const HASH_DEFAULT: usize = 16;
use crate::excerpt::excerpt;
use crate::notation::uci;
use crate::position::Position;
use crate::variant::{self, Variant};
use std::sync::Arc;

/// The games offered: those of two players without dice, in the registry's order.
pub fn games() -> Vec<&'static str> {
    variant::ids()
        .into_iter()
        .filter(|id| variant::build(id, &[]).is_ok_and(|v| offered(&v)))
        .collect()
}

/// Whether UCI can play a game: two players, moves without dice.
fn offered(v: &Variant) -> bool {
    v.players().len() == 2 && !v.has_dice()
}

/// A UCI session.
pub struct Session {
    out: Output,
    variant: Arc<Variant>,
    /// `None` after a `position` command that could not be read.
    position: Option<Position>,
    level: u8,
    /// The size of the transposition table in megabytes (`Hash`).
    hash_mb: usize,
    /// The changes to the switches of the search (`Switches`, as `quadrille match` writes
    /// them), over the game's own.
    switches: Switches,
    /// The searcher, while no search holds it.
    searcher: Option<Searcher>,
    running: Option<Running>,
}

impl Session {
    /// A session of orthodox chess at the strongest level.
    pub fn new(out: Output) -> Session {
        let variant = variant::build("chess", &[]).expect("chess builds");
        Session {
            out,
            position: Some(Position::start(&variant)),
            variant,
            level: MAX_LEVEL,
            hash_mb: HASH_DEFAULT,
            switches: Switches::default(),
            searcher: Some(Searcher::with_megabytes(HASH_DEFAULT)),
            running: None,
        }
    }

    /// A searcher with an empty table of the size and the switches set.
    fn fresh_searcher(&self) -> Searcher {
        let mut s = Searcher::with_megabytes(self.hash_mb);
        s.set_switches(self.switches);
        s
    }

    fn say(&self, line: &str) {
        self.out.send(line);
    }

    /// An error, as an `info string` line of one line.
    fn error(&self, message: &str) {
        self.say(&format!(
            "info string error: {}",
            message.replace(['\n', '\r'], " ")
        ));
    }

    /// Handles one line; `false` once the session is to end (`quit`).
    pub fn handle(&mut self, line: &str) -> bool {
        if self.running.as_ref().is_some_and(Running::finished) {
            self.stop_search();
        }
        let command = match command::parse(line) {
            Ok(c) => c,
            Err(e) => {
                self.error(&e);
                return true;
            }
        };
        match command {
            Command::Nothing | Command::Ignored => {}
            Command::Uci => self.identify(),
            Command::IsReady => self.say("readyok"),
            Command::SetOption { name, value } => {
                self.stop_search();
                if let Err(e) = self.set_option(&name, value.as_deref()) {
                    self.error(&e);
                }
            }
            Command::NewGame => {
                self.stop_search();
                self.position = Some(Position::start(&self.variant));
                self.searcher = Some(self.fresh_searcher());
            }
            Command::Position { fen, moves } => {
                self.position = None;
                match self.set_position(fen.as_deref(), &moves) {
                    Ok(pos) => self.position = Some(pos),
                    Err(e) => self.error(&e),
                }
            }
            Command::Go { go, problems } => self.go(go, &problems),
            Command::Stop => self.stop_search(),
            Command::PonderHit => {
                if !self.running.as_ref().is_some_and(Running::ponder_hit) {
                    self.error("ponderhit: no search is pondering (go ponder)");
                }
            }
            Command::Quit => {
                self.stop_search();
                return false;
            }
        }
        true
    }

    /// At the end of the input: a search with limits ends by them, one without is stopped.
    pub fn finish(&mut self) {
        match self.running.take() {
            Some(r) if r.finished() || r.limited() => self.searcher = Some(r.wait()),
            Some(r) => self.searcher = Some(r.stop()),
            None => {}
        }
    }

    /// Stops the search under way, if any, once it has written its `bestmove`.
    fn stop_search(&mut self) {
        if let Some(r) = self.running.take() {
            self.searcher = Some(r.stop());
        }
    }

    fn identify(&self) {
        self.say(&format!("id name Quadrille {}", env!("CARGO_PKG_VERSION")));
        self.say("id author the Quadrille authors");
        let vars: Vec<String> = games().iter().map(|g| format!("var {g}")).collect();
        self.say(&format!(
            "option name UCI_Variant type combo default chess {}",
            vars.join(" ")
        ));
        self.say(&format!(
            "option name Skill Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"
        ));
        self.say(&format!(
            "option name Hash type spin default {HASH_DEFAULT} min 1 max {HASH_MAX}"
        ));
        self.say("option name Ponder type check default false");
        self.say("option name Switches type string default <empty>");
        self.say("uciok");
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let known = "the options are UCI_Variant, Skill Level, Hash, Ponder and Switches";
        let value = value.map(str::trim).filter(|v| !v.is_empty());
        let given = value;
        let value = || value.ok_or_else(|| format!("setoption name {name}: the value is missing"));
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                let id = value()?.to_ascii_lowercase();
                self.variant = game(&id)?;
                self.position = Some(Position::start(&self.variant));
                self.searcher = Some(self.fresh_searcher());
            }
            "skill level" => {
                let what = "Skill Level is a whole number from 1 to";
                self.level = number_in(value()?, usize::from(MAX_LEVEL), what)? as u8;
            }
            "hash" => {
                let what = "Hash is the table's size in megabytes, 1 to";
                self.hash_mb = number_in(value()?, HASH_MAX, what)?;
                if let Some(searcher) = self.searcher.as_mut() {
                    searcher.set_table_megabytes(self.hash_mb);
                }
            }
            // The program may ponder when the interface says `go ponder`; nothing to set.
            "ponder" => match value()?.to_ascii_lowercase().as_str() {
                "true" | "false" => {}
                other => return Err(format!("Ponder is true or false, not '{}'", excerpt(other))),
            },
            // The switches of the search, from the defaults: `-lmr+deep_lmr`; empty (or
            // `<empty>`) for the defaults.
            "switches" => {
                let text = given.filter(|v| *v != "<empty>").unwrap_or("");
                self.switches =
                    Switches::parse(text).map_err(|e| format!("setoption name Switches: {e}"))?;
                if let Some(searcher) = self.searcher.as_mut() {
                    searcher.set_switches(self.switches);
                }
            }
            _ => return Err(format!("unknown option '{}'; {known}", excerpt(name))),
        }
        Ok(())
    }

    /// The position a `position` command names, with its moves played.
    fn set_position(&self, fen: Option<&str>, moves: &[String]) -> Result<Position, String> {
        let mut pos = match fen {
            None => Position::start(&self.variant),
            Some(text) => Position::from_text(&self.variant, text)
                .map_err(|e| format!("position fen '{}': {e}", excerpt(text)))?,
        };
        for (i, text) in moves.iter().enumerate() {
            if pos.outcome().is_over() {
                return Err(format!(
                    "position: move {} '{}' comes after the end of the game",
                    i + 1,
                    excerpt(text)
                ));
            }
            let m = uci::read(&pos, text).map_err(|e| format!("position: move {}: {e}", i + 1))?;
            pos = pos.play(&m);
        }
        Ok(pos)
    }

    /// Starts the search of a `go`, after saying what could not be read in it. Every `go` ends
    /// with one `bestmove`: one that comes while a search runs first stops that search.
    fn go(&mut self, go: Go, problems: &[String]) {
        if self.running.is_some() {
            self.error("go came while a search was running: the search under way is stopped (its bestmove comes first)");
            self.stop_search();
        }
        for p in problems {
            self.error(p);
        }
        let Some(pos) = self.position.clone() else {
            self.error("go: there is no position: the last position command could not be read");
            self.say("bestmove 0000");
            return;
        };
        let mut only = Vec::new();
        for text in &go.searchmoves {
            match uci::read(&pos, text) {
                Ok(m) => only.push(m),
                Err(e) => self.error(&format!("go searchmoves: {e}; it is left out")),
            }
        }
        if only.is_empty() && !go.searchmoves.is_empty() {
            self.error("go searchmoves: no move named is legal here; every move is searched");
        }
        let mut searcher = match self.searcher.take() {
            Some(s) => s,
            None => self.fresh_searcher(),
        };
        searcher.set_root_moves(only);
        let running = search::start(self.out.clone(), pos, self.level, go, searcher);
        self.running = Some(running);
    }
}

/// The whole number `text`, from 1 to `max`; otherwise `what` it should be.
fn number_in(text: &str, max: usize, what: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| format!("{what} {max}, not '{}'", excerpt(text)))
}

/// The game `id`, if UCI offers it; otherwise why not.
fn game(id: &str) -> Result<Arc<Variant>, String> {
    let offered_list = || games().join(", ");
    let v = variant::build(id, &[]).map_err(|_| {
        format!(
            "UCI_Variant: unknown game '{}'; the games are: {}",
            excerpt(id),
            offered_list()
        )
    })?;
    if !offered(&v) {
        let dice = if v.has_dice() { " and dice" } else { "" };
        return Err(format!(
            "UCI_Variant: {} has {} players{dice}; UCI serves the games of two players without dice: {}",
            v.name(),
            v.players().len(),
            offered_list()
        ));
    }
    Ok(v)
}

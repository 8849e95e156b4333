//! The one module that talks to JavaScript (built for wasm32 only).
//!
//! The page holds an opaque [`Game`] handle: the game with its options, the start position, the
//! moves played and the ply being viewed all stay in Rust. Answers cross the boundary as small
//! plain objects (through serde-wasm-bindgen) with cells as numbers; strings only for names,
//! notation, position text and messages. Every exported function returns a `Result`, and a
//! panic is logged and kept so the page can report it instead of going blank.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, Once};

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::game::Step;
use crate::geometry::{board_letter, Side};
use crate::notation::link;
use crate::notation::{self};
use crate::position::{Outcome, Position};
use crate::rules::Agreement;
use crate::variant::{self, Variant};

mod agreement;
mod ai;
mod bench;
mod dice;
mod duels;
mod editor;
mod options;
mod out;
mod placement;
mod premove;
mod records;
mod scores;
mod targets;
pub use ai::Thinker;
use options::{option_entries, OptionEntry};
mod seats;
use out::*;

static PANIC: Mutex<Option<String>> = Mutex::new(None);
static HOOK: Once = Once::new();

/// Installs the panic hook once: the panic goes to the console and is kept for [`take_panic`].
fn install_hook() {
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            if let Ok(mut slot) = PANIC.lock() {
                *slot = Some(info.to_string());
            }
        }));
    });
}

/// Runs when the module is loaded.
#[wasm_bindgen(start)]
pub fn start() {
    install_hook();
}

/// The message of the last panic, if one happened since the last call (then the page must drop
/// the game handle it was using).
#[wasm_bindgen(js_name = takePanic)]
pub fn take_panic() -> Option<String> {
    PANIC.lock().ok().and_then(|mut slot| slot.take())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("could not pass a result to the page: {e}")))
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

#[derive(Serialize)]
struct GameEntry {
    id: &'static str,
    name: String,
    /// The family the chooser groups it in, and one line about it.
    family: &'static str,
    summary: &'static str,
    /// The game's options, with their default values.
    options: Vec<OptionEntry>,
}

/// The playable games, in a stable order: `[{ id, name, family, summary, options: [{ name, help,
/// value }] }]`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    install_hook();
    let list: Vec<GameEntry> = variant::ids()
        .into_iter()
        .filter_map(|id| {
            let v = variant::build(id, &[]).ok()?;
            let about = variant::about(id)?;
            Some(GameEntry {
                id,
                name: v.name().to_string(),
                family: about.family,
                summary: about.summary,
                options: option_entries(&v),
            })
        })
        .collect();
    to_js(&list)
}

/// The part of a broken link that can be read: the link cut before its first move that cannot
/// be played (its ply dropped), or an empty text when even the game or its start cannot be read
/// or when nothing is wrong with the link. The page offers it instead of the broken link.
#[wasm_bindgen(js_name = readablePart)]
pub fn readable_part(text: &str) -> String {
    install_hook();
    let Err(link::LinkError::Move { number, .. }) = link::decode(text) else {
        return String::new();
    };
    let Ok(mut data) = link::LinkData::parse(text) else {
        return String::new();
    };
    data.moves.truncate(number.saturating_sub(1));
    data.ply = None;
    let cut = data.to_text();
    if link::decode(&cut).is_ok() {
        cut
    } else {
        String::new()
    }
}

/// Reads options given by the page: nothing, or an object of text values.
fn read_options(options: JsValue) -> Result<Vec<(String, String)>, JsError> {
    if options.is_null() || options.is_undefined() {
        return Ok(Vec::new());
    }
    let map: BTreeMap<String, String> = serde_wasm_bindgen::from_value(options).map_err(|_| {
        error("options must be an object whose values are text, such as { en_passant: \"true\" }")
    })?;
    Ok(map.into_iter().collect())
}

fn build(id: &str, options: JsValue) -> Result<Arc<Variant>, JsError> {
    let options = read_options(options)?;
    variant::build(id, &options).map_err(error)
}

/// A game in progress: the game, its start, the steps played and the ply viewed. A step is a
/// move, or in games with dice also a roll; a ply counts steps.
#[wasm_bindgen]
pub struct Game {
    variant: Arc<Variant>,
    /// `positions[i]` is the position after `i` steps; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Step>,
    /// The SAN of each move (the roll as `1,3:`), written in the position before it.
    sans: Vec<String>,
    /// The link item of each step (long algebraic notation for a move).
    lans: Vec<String>,
    /// The die each step used (moves in games with dice only).
    dice_used: Vec<Option<u8>>,
    /// The seed of the dice, in games with dice.
    seed: Option<u64>,
    /// The link without moves (game, options, start).
    link_base: link::LinkData,
    ply: usize,
    /// How the players ended the game after its last step (a resignation or an agreed draw).
    end: Option<Agreement>,
}

#[wasm_bindgen]
impl Game {
    /// A new game by id, with options as an object of text values (or null).
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, options: JsValue) -> Result<Game, JsError> {
        install_hook();
        let variant = build(id, options)?;
        let start = Position::start(&variant);
        Game::from_parts(variant, start, None)
    }

    /// A game from a start position text (FEN for chess; see docs/position-text.md).
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(id: &str, options: JsValue, text: &str) -> Result<Game, JsError> {
        install_hook();
        let variant = build(id, options)?;
        let start = Position::from_text(&variant, text).map_err(error)?;
        Game::from_parts(variant, start, None)
    }

    /// A game from a link (the address hash, with or without `#`), at the ply it names.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(text: &str) -> Result<Game, JsError> {
        install_hook();
        let opened = link::decode(text).map_err(error)?;
        let mut game = Game::from_parts(opened.variant, opened.start, opened.seed)?;
        for step in opened.steps {
            game.push(step);
        }
        game.ply = opened.ply;
        game.end = opened.end;
        Ok(game)
    }

    /// What does not change during the game: id, name, geometry, players, options, and the
    /// player to move at the start.
    pub fn info(&self) -> Result<JsValue, JsError> {
        let v = &self.variant;
        let geo = v.geometry();
        let geometry = GeometryOut {
            boards: (0..geo.board_count())
                .map(|b| {
                    let shape = geo.board(b as u8);
                    BoardOut {
                        width: shape.width,
                        height: shape.height,
                        name: board_letter(b as u8).to_string(),
                    }
                })
                .collect(),
            cells: geo
                .cells()
                .map(|c| {
                    let i = geo.info(c);
                    CellOut {
                        board: i.board,
                        file: i.file,
                        rank: i.rank,
                        light: i.light,
                        name: geo.cell_name(c),
                    }
                })
                .collect(),
            wraps: geo.wraps(),
            walls: (0..geo.board_count() as u8)
                .flat_map(|b| {
                    geo.board(b).walls.iter().map(move |w| WallOut {
                        board: b,
                        file: w.file,
                        rank: w.rank,
                        side: match w.side {
                            Side::North => "north",
                            Side::East => "east",
                            Side::South => "south",
                            Side::West => "west",
                        },
                    })
                })
                .collect(),
        };
        let start = &self.positions[0];
        let players = v
            .players()
            .iter()
            .map(|p| PlayerOut {
                name: p.name.clone(),
                colour: p.colour.clone(),
                letter: p.letter.to_string(),
                facing: facing_name(p.facing),
            })
            .collect();
        to_js(&InfoOut {
            id: v.id().to_string(),
            name: v.name().to_string(),
            geometry,
            players,
            options: v.options(),
            start_to_move: start.to_move().0,
            dice: v.has_dice(),
            facing_arrows: start.pieces().iter().any(|(_, p)| {
                v.piece(p.kind).pawn
                    && v.players().get(p.owner.index()).map(|i| i.facing) != Some(p.facing)
            }),
            sides: crate::ai::sides(v),
        })
    }

    /// Everything about the viewed ply: pieces, legal moves (with SAN and LAN), the move list,
    /// the status, the last move, the link and the position text.
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        let pos = self.current();
        let v = &self.variant;
        let (movers, rounds) = seats::movers(&self.positions, &self.moves);
        let pieces = pos
            .pieces()
            .into_iter()
            .map(|(cell, p)| piece_out(v, cell.0, p))
            .collect();
        let moves = pos
            .legal_moves()
            .into_iter()
            .map(|m| move_out(pos, &m))
            .collect();
        let last_move = self.moves[..self.ply]
            .iter()
            .rev()
            .find_map(|s| match s {
                Step::Move(m) if !m.is_pass() => Some(m),
                _ => None,
            })
            .map(|m| LastMoveOut {
                from: m.from.0,
                to: m.to.0,
                arrive: m.arrive.0,
            });
        to_js(&SnapshotOut {
            pieces,
            moves,
            history: self.sans.clone(),
            ply: self.ply,
            length: self.moves.len(),
            status: self.status(),
            last_move,
            link: self.link(),
            position: pos.to_text(),
            dice: dice::dice_out(pos, self.seed),
            players: dice::players_out(pos),
            turns: dice::turns_out(&self.positions, &self.moves, &self.sans, &self.dice_used),
            scores: pos.scores(),
            scoring: scores::scoring_out(pos),
            seats: seats::seats_out(&self.positions, &self.moves, self.ply),
            movers,
            rounds,
            hand: placement::hands_out(pos),
            placing: pos.placing(),
            proposals: duels::proposals_out(pos),
            duels: duels::duels_out(pos),
            team_result: pos.team_result_text(),
            relief_owed: pos.relief_owed().map(|p| p.0),
            lost: crate::position::lost_pieces(&self.positions[0], pos)
                .into_iter()
                .map(|kinds| {
                    kinds
                        .into_iter()
                        .map(|k| {
                            let d = v.piece(k);
                            LostOut {
                                letter: d.letter.to_string(),
                                name: d.name.to_string(),
                                value: d.value,
                            }
                        })
                        .collect()
                })
                .collect(),
        })
    }

    /// Plays the legal move with this index in the viewed position's list (as `snapshot` gives
    /// it). Moves after the viewed ply are dropped first.
    pub fn play(&mut self, index: usize) -> Result<(), JsError> {
        let legal = self.current().legal_moves();
        let mv = legal.get(index).cloned().ok_or_else(|| {
            error(format!(
                "there is no legal move number {index}; this position has {}",
                legal.len()
            ))
        })?;
        self.play_move(Step::Move(mv))
    }

    /// Rolls the dice from the game's seed (games with dice). Steps after the viewed ply are
    /// dropped first.
    #[wasm_bindgen(js_name = rollDice)]
    pub fn roll_dice(&mut self) -> Result<(), JsError> {
        let seed = self
            .seed
            .ok_or_else(|| error(format!("{} is not played with dice", self.variant.name())))?;
        let roll = self
            .current()
            .seeded_roll(seed)
            .ok_or_else(|| error("this game has no dice"))?;
        self.roll_with(roll[0], roll[1])
    }

    /// Rolls the dice given explicitly (games with dice); the link records such a roll.
    #[wasm_bindgen(js_name = rollWith)]
    pub fn roll_with(&mut self, a: u8, b: u8) -> Result<(), JsError> {
        self.current().roll([a, b]).map_err(error)?;
        self.play_move(Step::Roll([a, b]))
    }

    /// The seed of the dice as decimal text (empty in games without dice).
    pub fn seed(&self) -> String {
        self.seed.map(|s| s.to_string()).unwrap_or_default()
    }

    /// Plays a move written in SAN or long algebraic notation.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &str) -> Result<(), JsError> {
        if !matches!(self.current().outcome(), Outcome::Ongoing) {
            return Err(error("the game is over"));
        }
        if self.current().needs_roll() {
            return Err(error("roll the dice first"));
        }
        let mv = notation::parse_move(self.current(), text).map_err(error)?;
        self.play_move(Step::Move(mv))
    }

    /// The index, in the viewed position's list of legal moves (as `snapshot` gives it), of the
    /// move written in SAN or long algebraic notation (`Nf3`, `e2e4`, `e2-e4`); an error says why
    /// the text is not a legal move here.
    #[wasm_bindgen(js_name = moveIndex)]
    pub fn move_index(&self, text: &str) -> Result<usize, JsError> {
        let pos = self.current();
        if !matches!(pos.outcome(), Outcome::Ongoing) {
            return Err(error("the game is over"));
        }
        if pos.needs_roll() {
            return Err(error("roll the dice first"));
        }
        let mv = notation::parse_move(pos, text).map_err(error)?;
        pos.legal_moves()
            .iter()
            .position(|m| *m == mv)
            .ok_or_else(|| error("that move is not in the list of legal moves"))
    }

    /// Takes back every move, and how the players ended the game: the start again (a rematch).
    pub fn rewind(&mut self) {
        self.end = None;
        self.moves.clear();
        self.sans.clear();
        self.lans.clear();
        self.dice_used.clear();
        self.positions.truncate(1);
        self.ply = 0;
    }

    /// Takes back the last move played and shows the position before it.
    pub fn undo(&mut self) -> Result<(), JsError> {
        if self.end.take().is_some() {
            self.ply = self.moves.len();
            return Ok(());
        }
        if self.moves.pop().is_none() {
            return Err(error("there is no move to take back"));
        }
        self.sans.pop();
        self.lans.pop();
        self.dice_used.pop();
        self.positions.pop();
        self.ply = self.moves.len();
        Ok(())
    }

    /// Shows the position after `ply` moves (0 is the start).
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, ply: usize) -> Result<(), JsError> {
        if ply > self.moves.len() {
            return Err(error(format!(
                "there is no ply {ply}: {} moves were played",
                self.moves.len()
            )));
        }
        self.ply = ply;
        Ok(())
    }

    /// The ply viewed.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// How many moves were played.
    pub fn length(&self) -> usize {
        self.moves.len()
    }

    /// The text of the viewed position.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.current().to_text()
    }

    /// The link of the game and the viewed ply (without `#`), see docs/link-format.md.
    pub fn link(&self) -> String {
        let mut data = self.link_base.clone();
        data.seed = self.seed;
        data.moves = self.lans.clone();
        data.ply = (self.ply < self.moves.len()).then_some(self.ply);
        data.end = self.end;
        data.to_text()
    }
}

impl Game {
    /// A game from its start; a game with dice gets `seed`, or a random seed when none is given.
    fn from_parts(
        variant: Arc<Variant>,
        start: Position,
        seed: Option<u64>,
    ) -> Result<Game, JsError> {
        let seed = match (variant.has_dice(), seed) {
            (false, _) => None,
            (true, Some(s)) => Some(s),
            (true, None) => Some(
                getrandom::u64()
                    .map_err(|e| error(format!("could not get a random seed for the dice: {e}")))?,
            ),
        };
        Ok(Game {
            variant,
            link_base: link::base(&start),
            positions: vec![start],
            moves: Vec::new(),
            sans: Vec::new(),
            lans: Vec::new(),
            dice_used: Vec::new(),
            seed,
            ply: 0,
            end: None,
        })
    }

    fn current(&self) -> &Position {
        &self.positions[self.ply]
    }

    /// Appends a legal step at the end of the game.
    fn push(&mut self, step: Step) {
        let before = &self.positions[self.moves.len()];
        let after = step.apply(before);
        let (san, die) = match &step {
            Step::Move(m) => (notation::san(before, m), before.die_for(m)),
            Step::Roll(r) => (format!("{},{}:", r[0], r[1]), None),
            Step::Leave(p, why) => (why.words(self.variant.player_name(*p)), None),
        };
        self.sans.push(san);
        self.lans.push(link::step_item(before, &step, self.seed));
        self.dice_used.push(die);
        self.positions.push(after);
        self.moves.push(step);
        self.ply = self.moves.len();
    }

    /// Drops the steps after the viewed ply, then appends a legal step.
    /// Plays a step at the viewed ply, dropping the steps after it (and the players' ending of
    /// the game with them); an error when the players ended the game at this ply.
    fn play_move(&mut self, step: Step) -> Result<(), JsError> {
        if self.ply == self.moves.len() {
            if let Some(end) = self.end {
                return Err(error(format!(
                    "the game is over ({})",
                    agreement::words(self, end)
                )));
            }
        }
        self.end = None;
        self.moves.truncate(self.ply);
        self.sans.truncate(self.ply);
        self.lans.truncate(self.ply);
        self.dice_used.truncate(self.ply);
        self.positions.truncate(self.ply + 1);
        self.push(step);
        Ok(())
    }

    fn status(&self) -> StatusOut {
        let usual = self.rules_status();
        match self.end {
            Some(end) if self.ply == self.moves.len() => agreement::status(self, end, usual),
            _ => usual,
        }
    }

    /// The status of the viewed position by the game's rules alone.
    fn rules_status(&self) -> StatusOut {
        let pos = self.current();
        let players = self.variant.players();
        let name = |p: u8| {
            players
                .get(p as usize)
                .map(|i| i.name.clone())
                .unwrap_or_else(|| format!("Player {}", p + 1))
        };
        let to_move = pos.to_move().0;
        let in_check = pos.in_check();
        let checked = pos.checked_royals().into_iter().map(|c| c.0).collect();
        let special = scores::status_text(pos, &name).or_else(|| duels::status_text(pos, &name));
        match pos.outcome() {
            Outcome::Ongoing => StatusOut {
                to_move,
                in_check,
                checked,
                over: false,
                result: "ongoing".to_string(),
                winners: Vec::new(),
                text: special
                    .or_else(|| dice::ongoing_text(pos, &name(to_move)))
                    .or_else(|| seats::ongoing_text(pos, &name(to_move)))
                    .unwrap_or_else(|| {
                        format!(
                            "{} to move{}",
                            name(to_move),
                            if in_check { ", in check" } else { "" }
                        )
                    }),
            },
            Outcome::Over { result, winners } => {
                let why = result.as_str().to_string();
                let text = if let Some(text) = special {
                    text
                } else if winners.is_empty() {
                    format!("Draw by {}", result_words(&why))
                } else {
                    let names: Vec<String> = winners.iter().map(|w| name(w.0)).collect();
                    let verb = if names.len() == 1 { "wins" } else { "win" };
                    format!("{} {verb} by {}", names.join(" and "), result_words(&why))
                };
                StatusOut {
                    to_move,
                    in_check,
                    checked,
                    over: true,
                    result: why,
                    winners: winners.iter().map(|w| w.0).collect(),
                    text,
                }
            }
        }
    }
}

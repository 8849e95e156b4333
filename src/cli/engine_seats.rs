//! The processes of an outside engine in a match: one per team in a game of two teams of several
//! seats (partners share one engine, which searches for its team, as the Teams engines 4pchess
//! and Tetrarch are built to), one per seat in a free-for-all of more than two (three seats
//! sharing one process would share its transposition table, a help the one seat against them
//! lacks), and one in a game of two. A process starts when its seat first moves, and one that has
//! failed is ended and started afresh in the next game.
//!
//! The nodes per second the engine reports (`info ... nps`) are kept per game and over the match,
//! as the mean of its moves' last figures.

use super::dialect::two_teams;
use super::engine::{Engine, EngineSpec};
use super::Failure;
use crate::position::{Move, Position};
use crate::variant::Variant;
use std::cell::{Cell, RefCell};
use std::collections::btree_map::Entry;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The processes of one player that is an outside engine.
pub struct EngineSeats {
    spec: EngineSpec,
    game: Arc<Variant>,
    /// The process of each group of seats (a team, a seat, or all), with the number of the game
    /// it was last told of.
    running: RefCell<BTreeMap<usize, (Engine, u64)>>,
    /// A process started before its group is known (the first, to learn the engine's name).
    spare: RefCell<Option<Engine>>,
    /// The number of the game under way and its start.
    number: Cell<u64>,
    start: RefCell<Option<Position>>,
    /// The engine's name (`id name`).
    pub name: String,
    /// The sum and count of the nodes per second of the moves of this game, and of the match.
    game_nps: Cell<(u64, u64)>,
    match_nps: Cell<(u64, u64)>,
}

impl EngineSeats {
    /// Starts a first process of the engine of `spec` for `game` (so that a wrong command is
    /// reported before any game).
    pub fn start(spec: &EngineSpec, game: &Arc<Variant>) -> Result<EngineSeats, Failure> {
        let first = Engine::start(spec, game)?;
        Ok(EngineSeats {
            spec: spec.clone(),
            game: game.clone(),
            running: RefCell::new(BTreeMap::new()),
            name: first.name.clone(),
            spare: RefCell::new(Some(first)),
            number: Cell::new(0),
            start: RefCell::new(None),
            game_nps: Cell::new((0, 0)),
            match_nps: Cell::new((0, 0)),
        })
    }

    /// Notes that a new game begins from `start`; each process is told when its seat first moves.
    pub fn new_game(&self, start: &Position) {
        self.number.set(self.number.get() + 1);
        *self.start.borrow_mut() = Some(start.clone());
        self.game_nps.set((0, 0));
    }

    /// The group of seats that one process plays.
    fn group(&self, seat: usize) -> usize {
        let v = &self.game;
        if v.players().len() <= 2 {
            0
        } else if two_teams(v) {
            usize::from(v.teams.get(seat).copied().unwrap_or(0))
        } else {
            seat
        }
    }

    /// The engine's move for `seat` in `pos`, reached from the game's start by `moves` (UCI
    /// texts). A process that fails is ended (and started afresh when next needed).
    pub fn choose(&self, seat: usize, moves: &[String], pos: &Position) -> Result<Move, Failure> {
        let group = self.group(seat);
        let number = self.number.get();
        let mut running = self.running.borrow_mut();
        let (engine, told) = match running.entry(group) {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => {
                let engine = match self.spare.borrow_mut().take() {
                    Some(spare) => spare,
                    None => Engine::start(&self.spec, &self.game)?,
                };
                e.insert((engine, 0))
            }
        };
        let result = (|| {
            if *told != number {
                let start = self.start.borrow();
                engine.new_game(start.as_ref().unwrap_or(pos))?;
                *told = number;
            }
            engine.choose(moves, pos)
        })();
        match &result {
            Ok(_) => {
                if let Some(nps) = engine.last_nps {
                    for c in [&self.game_nps, &self.match_nps] {
                        let (sum, n) = c.get();
                        c.set((sum.saturating_add(nps), n + 1));
                    }
                }
            }
            Err(_) => {
                running.remove(&group);
            }
        }
        result
    }

    /// The mean nodes per second of the engine's moves in the game under way.
    pub fn game_nps(&self) -> Option<u64> {
        mean(self.game_nps.get())
    }

    /// The mean nodes per second of the engine's moves in the match so far.
    pub fn match_nps(&self) -> Option<u64> {
        mean(self.match_nps.get())
    }
}

fn mean((sum, n): (u64, u64)) -> Option<u64> {
    (n > 0).then(|| sum / n)
}

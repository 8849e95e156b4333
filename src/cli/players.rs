//! The players of `quadrille match` and one game between them: the computer at a level (with
//! switches of its search), the random player, an outside engine (`engine.rs`) or another build
//! of this project (`build_seat.rs`).

use super::build_seat::{self, BuildSeat};
use super::engine::EngineSpec;
use super::engine_seats::EngineSeats;
use super::Failure;
use crate::ai::{
    consent, think, think_ordinary, Agent, Limits, Searcher, Switches, Thought, MAX_TABLE_MEGABYTES,
};
use crate::excerpt::excerpt;
use crate::game::{Game, GameError, Step};
use crate::notation::uci;
use crate::position::Position;
use crate::rules::DiceState;
use crate::variant::Variant;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

/// A player of a match: who chooses the moves, the switches of its search, the size of its
/// transposition table, and its name as written (`level8`, `level8:-lmr`, `level8@64`,
/// `engine`).
#[derive(Clone)]
pub(super) struct Player {
    /// The computer or the random player (for an outside engine, level 8, which answers the
    /// partner's proposals of a partnership game).
    pub agent: Agent,
    /// The changes to the switches of its search, over each game's own.
    pub switches: Switches,
    /// The table's size in megabytes (`@MB`); the searcher's own size when `None`.
    pub table_mb: Option<usize>,
    pub name: String,
    /// The outside engine that chooses this player's moves, once started.
    pub engine: Option<Rc<EngineSeats>>,
    /// The other build that chooses this player's moves (`build:PATH`), once given its game.
    pub build: Option<BuildSeat>,
    /// Mixed into the seed of this player's random choices, so that two players of one name in
    /// a test (A and B) do not choose alike in the same seat.
    pub salt: u64,
}

impl Player {
    /// Reads `random`, `levelN`, `levelN:SWITCHES` (switches of the search, `features.rs`),
    /// either of the last two followed by `@MB` (the size of the table in megabytes), or
    /// `engine` (the outside engine of `--engine`, started by [`start_engine`]), or
    /// `build:PATH` (another build's level 8, given its game by [`give_builds`]).
    pub fn parse(text: &str) -> Result<Player, Failure> {
        let outside = |name: &str| Player {
            agent: Agent::Level(crate::ai::MAX_LEVEL),
            switches: Switches::default(),
            table_mb: None,
            name: name.to_string(),
            engine: None,
            build: None,
            salt: 0,
        };
        if text.trim() == ENGINE {
            return Ok(outside(ENGINE));
        }
        if let Some(path) = text.trim().strip_prefix(build_seat::PREFIX) {
            if path.is_empty() {
                return Err(Failure::Usage(format!(
                    "'{}': after {} comes the path of a build of quadrille",
                    excerpt(text),
                    build_seat::PREFIX
                )));
            }
            let mut player = outside(text.trim());
            player.build = Some(BuildSeat {
                path: path.to_string(),
                game: String::new(),
                options: Vec::new(),
            });
            return Ok(player);
        }
        let (spec, table_mb) = match text.split_once('@') {
            None => (text, None),
            Some((spec, mb)) => (spec, Some(megabytes(text, mb)?)),
        };
        let (who, switches) = spec.split_once(':').unwrap_or((spec, ""));
        let agent = Agent::parse(who).map_err(Failure::Usage)?;
        if !matches!(agent, Agent::Level(_)) && !switches.is_empty() {
            return Err(Failure::Usage(format!(
                "'{}': the {} player has no search to switch",
                excerpt(text),
                agent.name()
            )));
        }
        let changes = Switches::parse(switches).map_err(Failure::Usage)?;
        let mut name = match switches.trim() {
            "" => agent.name(),
            sw => format!("{}:{sw}", agent.name()),
        };
        if let Some(mb) = table_mb {
            name = format!("{name}@{mb}");
        }
        Ok(Player {
            agent,
            switches: changes,
            table_mb,
            name,
            engine: None,
            build: None,
            salt: 0,
        })
    }

    /// Gives `searcher` this player's switches and table size.
    pub fn fit(&self, searcher: &mut Searcher) {
        searcher.set_switches(self.switches);
        if let Some(mb) = self.table_mb {
            searcher.set_table_megabytes(mb);
        }
    }
}

/// The table size after `@` in the player `text`: a whole number of megabytes, 1 to
/// [`MAX_TABLE_MEGABYTES`].
fn megabytes(text: &str, mb: &str) -> Result<usize, Failure> {
    mb.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_TABLE_MEGABYTES).contains(n))
        .ok_or_else(|| {
            Failure::Usage(format!(
                "'{}': after @ comes the table's size in megabytes, 1 to {MAX_TABLE_MEGABYTES}",
                excerpt(text)
            ))
        })
}

/// The name of the outside engine's seat in `--players`.
pub const ENGINE: &str = "engine";

/// Starts the outside engine for the players named `engine`: there must be at least one such
/// player when `spec` is given, and none when it is not. Each such player gets processes of its
/// own (two players `engine` are a test of the engine against itself).
pub(super) fn start_engine(
    players: &mut [Player],
    spec: Option<&EngineSpec>,
    game: &Arc<Variant>,
) -> Result<(), Failure> {
    let seats = players.iter().filter(|p| p.name == ENGINE).count();
    match (spec, seats) {
        (None, 0) => Ok(()),
        (None, _) => Err(Failure::Usage(
            "the player 'engine' needs --engine COMMAND".to_string(),
        )),
        (Some(_), 0) => Err(Failure::Usage(
            "--engine is given but no player is named 'engine'".to_string(),
        )),
        (Some(spec), _) => {
            for (n, p) in players.iter_mut().filter(|p| p.name == ENGINE).enumerate() {
                let engine = EngineSeats::start(spec, game)?;
                // Two copies of one engine are told apart by their order: `Tetrarch 7 #2`.
                p.name = match (seats, n) {
                    (1, _) => engine.name.clone(),
                    (_, n) => format!("{} #{}", engine.name, n + 1),
                };
                p.engine = Some(Rc::new(engine));
            }
            Ok(())
        }
    }
}

/// Gives the players that are other builds (`build:PATH`) the game `game_id` and its rule
/// options.
pub(super) fn give_builds(players: &mut [Player], game_id: &str, options: &[(String, String)]) {
    for b in players.iter_mut().filter_map(|p| p.build.as_mut()) {
        b.game = game_id.to_string();
        b.options = options.to_vec();
    }
}

/// The players of `spec` (names separated by commas), one per seat of `pos`'s game.
pub(super) fn players(spec: &str, pos: &Position) -> Result<Vec<Player>, Failure> {
    let agents = spec
        .split(',')
        .map(Player::parse)
        .collect::<Result<Vec<_>, _>>()?;
    let seats = pos.variant().players().len();
    if agents.len() != seats {
        return Err(Failure::Usage(format!(
            "--players names {} players; this game has {seats} seats",
            agents.len()
        )));
    }
    Ok(agents)
}

/// A searcher for each player, with its switches.
pub(super) fn searchers_for(players: &[Player]) -> Vec<Searcher> {
    players
        .iter()
        .map(|p| {
            let mut s = Searcher::new();
            p.fit(&mut s);
            s
        })
        .collect()
}

/// [`think`] or [`think_ordinary`].
type ThinkFn = fn(
    &mut Searcher,
    &Position,
    Agent,
    u64,
    &Limits,
    &dyn crate::ai::Clock,
    &mut dyn FnMut(&Thought),
) -> Option<Thought>;

/// A game played: the game (its steps from the start, rolls and moves; its last position), its
/// plies, and the seat that forfeited it with the reason (an outside engine that failed: it
/// crashed, answered too late or chose a move that is not legal). Its dice have no seed: every
/// roll is written in its record.
pub(super) struct GamePlayed {
    pub game: Game,
    pub plies: u32,
    pub forfeit: Option<(usize, String)>,
}

/// Plays one game from `start` until it is over or `max_plies` plies are played: `who(s)` is
/// (the player of seat `s`, the searcher it thinks with), so that partners may share one.
pub(super) fn play_game(
    start: &Position,
    players: &[Player],
    searchers: &mut [Searcher],
    who: &dyn Fn(usize) -> (usize, usize),
    game_seed: u64,
    limits: &Limits,
    max_plies: u32,
) -> Result<GamePlayed, Failure> {
    let agents: Vec<Agent> = players.iter().map(|p| p.agent).collect();
    let dice = start.variant().has_dice();
    let mut game = Game::from_start(start.clone(), None);
    let mut plies = 0;
    // The moves so far in UCI, for an outside engine.
    let engines = players.iter().any(|p| p.engine.is_some());
    let mut history: Vec<String> = Vec::new();
    for e in players.iter().filter_map(|p| p.engine.as_ref()) {
        e.new_game(start);
    }
    let refused = |e: GameError| Failure::Input(format!("a move chosen cannot be played: {e}"));
    while plies < max_plies && !game.last().outcome().is_over() {
        if dice && game.last().needs_roll() {
            let rolled = game
                .last()
                .roll_from_seed(game_seed)
                .map_err(Failure::Input)?;
            if let DiceState::Rolled { roll, .. } = rolled.dice() {
                game.roll_with(roll).map_err(refused)?;
            }
        }
        let pos = game.last().clone();
        let seat = pos.to_move().index();
        let (a, table) = who(seat);
        let clock_start = Instant::now();
        let clock = move || clock_start.elapsed().as_millis() as u64;
        let agent_seed = (game_seed ^ ((a as u64 + 1) << 40)).wrapping_add(players[a].salt);
        let decide = |how: ThinkFn, searcher: &mut Searcher| {
            how(
                searcher,
                &pos,
                agents[a],
                agent_seed,
                limits,
                &clock,
                &mut |_| {},
            )
        };
        let mut moves = if let Some(engine) = &players[a].engine {
            match engine.choose(seat, &history, &pos) {
                Ok(m) => vec![m],
                Err(e) => {
                    let why = match e {
                        Failure::Input(text) | Failure::Usage(text) => text,
                        Failure::Output(e) => e.to_string(),
                    };
                    // The record ends as the game did: the seat that failed resigns (a game
                    // whose rules refuse it keeps an open result).
                    let _ = game.resign(pos.to_move());
                    return Ok(GamePlayed {
                        game,
                        plies,
                        forfeit: Some((seat, why)),
                    });
                }
            }
        } else if let Some(build) = &players[a].build {
            build.choose(&pos, limits, agent_seed)?
        } else {
            let Some(t) = decide(think, &mut searchers[table]) else {
                break;
            };
            t.moves
        };
        if moves.first().is_some_and(|m| pos.is_proposal(m)) {
            // A proposal: the partner (the next seat) answers; refused, an ordinary move.
            let partner = agents[who(pos.variant().next_player(pos.to_move()).index()).0];
            let searcher = &mut searchers[table];
            let accepted = match partner {
                Agent::Random | Agent::Greedy => true,
                Agent::Level(_) => {
                    consent::answer(searcher, &pos, &moves[0], limits, &clock)
                        == consent::Answer::Accept
                }
            };
            if !accepted {
                let ordinary = decide(think_ordinary, searcher);
                moves = ordinary.map_or(Vec::new(), |t| t.moves);
            }
        }
        if moves.is_empty() {
            break;
        }
        for m in &moves {
            if engines {
                history.push(uci::write(game.last(), m));
            }
            game.play(Step::Move(*m)).map_err(refused)?;
            plies += 1;
        }
        if players[a].switches.in_game(pos.variant()).ponder {
            // Thinking in the opponent's time, as long as the opponent may think.
            let ponder_start = Instant::now();
            let ponder_clock = move || ponder_start.elapsed().as_millis() as u64;
            crate::ai::ponder(
                &mut searchers[table],
                game.last(),
                agents[a],
                limits,
                &ponder_clock,
            );
        }
    }
    Ok(GamePlayed {
        game,
        plies,
        forfeit: None,
    })
}

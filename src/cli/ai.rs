//! The computer player's commands, for every game: `bestmove` (the move the computer chooses in
//! a position; in a game with dice its whole turn, for a roll given or from the seed), `match`
//! (whole games between levels and the random player, with wins, draws and losses per seat and
//! per player) and `bench-ai` (time per move and nodes per second, `bench_ai.rs`). Time is
//! measured here, with `std::time::Instant`, and handed to the search as a clock.

use super::args::GameArgs;
use super::dialect::Dialect;
use super::engine::{engine_option, EngineScore, EngineSpec};
use super::players::{
    give_builds, play_game, players, searchers_for, start_engine, GamePlayed, Player,
};
use super::records::Records;
use super::words::{self, number, Spec};
use super::Failure;
use crate::ai::{think, Agent, Limits, Searcher, Switches, Thought, MAX_LEVEL};
use crate::excerpt::excerpt;
use crate::notation::san;
use crate::notation::turns::write_turn;
use crate::position::{Outcome, Player as PieceOwner, Position};
use crate::rules::DiceState;
use std::io::Write;
use std::time::Instant;

/// The help text of one of these commands.
pub fn help(command: &str) -> Option<&'static str> {
    Some(match command {
        "bestmove" => "\
usage: quadrille bestmove GAME [--position TEXT] [--set OPTION=VALUE]... [--level N] [--movetime MS]
                          [--depth D] [--nodes N] [--seed S] [--switches SW]

Prints a line of search information (depth, score, nodes, time, principal variation), then the move
the computer chooses, in the game's notation, on the last line. In a game with dice the last line is
the computer's whole turn (`1,3: c3-d4, pass`): for the roll given by --set roll=A,B, for the roll of
the position, or for the roll the seed gives.
  --level N      1 (beginner) to 8 (strongest, the default)
  --movetime MS  the time to think, in milliseconds, 1 to 3600000 (1000 unless --depth or --nodes
                 is given; a search limited by depth or nodes alone stops after an hour)
  --depth D      the deepest search, in plies, 1 to 64
  --nodes N      the most positions to visit, 1 to 100000000 (with no --movetime, the result is
                 reproducible)
  --seed S       the seed of the weaker levels' random choices and of the dice (default 1)
  --switches SW  switches of the search on (+) or off (-), as a match's players write them
                 (-check_extension+lmr_table), to see what one changes in a search
A position where the game is over is an error (exit code 1).",
        "match" => "\
usage: quadrille match GAME --players A,B[,C...] --games N [--seed S] [--movetime MS] [--depth D]
                       [--nodes N] [--swap] [--max-plies P] [--position TEXT] [--set OPTION=VALUE]...

Plays N whole games. The players name the seats in turn order, one per seat: random (a uniformly
random legal move), greedy (the move that leaves the most material, one move ahead) or level1 to
level8. --swap lets the players move round one seat after every
game. In a game with dice the rolls come from the seed, and a player's turn is all its moves. A game
longer than P plies (default 300; a roll is not a ply) is a draw. Prints one line per game and the
wins, draws and losses of each player so far, then those of each seat and of each player. Limits
per move: --movetime MS (default 100), --depth, --nodes, with the ranges of bestmove. --games N is
1 to 100000, --max-plies P 1 to 10000.

A player levelN:SWITCHES plays with switches of its search turned on (+) or off (-), for example
level8:-lmr or level8:-losing_captures+ponder; the switches are check_extension, null_move,
lmr, static_cutoff, futility, losing_captures, lazy_quiescence, lazy_evasions, tuned,
move_count_pruning, lazy_search, full_time, see_order, lazy_exchanges, own_labels, race_eval,
best_reply and null_boards (on by default), and ponder, selective, converging, check_order, deep_lmr,
gravity, history_lmr, aspiration, buckets, steep, royal_victims, partner_guard, any_check
and king_attack (off); a game may turn some on or off for itself (those kept there only), and
a player's switches change the game's. The switches that lost their matches were removed with their code
(docs/strength.md, Switches removed). With ponder the player also searches the position after each of its moves within its limits, as if
thinking in the opponent's time (games of two sides without dice).
With tuned the evaluation takes the numbers fitted to self-play games (quadrille tune) in the
games that have a set (alice, alice2, odonohue, 4pc-teams), in alice and 4pc-teams those fitted to level 8's own deeper
search (quadrille label), or with -own_labels those fitted to the games' results; -tuned gives
the hand-set numbers. A player may end in @MB, the size of its transposition table in
megabytes (1 to 4096; level8@64, level8:-lmr@64); without it the table takes 4 MB (2^18 slots).
A player build:PATH is another build of quadrille, level 8: for each move the match runs `PATH
bestmove GAME --position TEXT` with the match's rule options, limits and a seed, and plays the move
(in a game with dice, the turn) on its last line if it is legal here. It starts afresh every move,
keeping no table; to compare two builds fairly, name both so (build:old/quadrille,build:quadrille).

  --sprt ELO0,ELO1  a sequential probability ratio test of two players, --players A,B, in any game
                 (alpha = beta = 0.05; or ELO0,ELO1,ALPHA,BETA): in a game of two sides (two
                 players, or two teams: A plays one team, B the other) games in pairs from the same
                 opening and dice with the sides swapped; in a free-for-all of N players rounds of
                 N games, A in one seat (each seat in turn) and B in the others, scored by A's share
                 of the win. Stops when the log-likelihood ratio crosses a bound or after N games;
                 prints a line after each pair or round with the figures so far, then the pairs by
                 points (pentanomial; in a game of two teams of two also each opening's four games
                 by A's points, 0 to 4) or A's games won, shared and lost, A's Elo difference with its
                 95% error bars, the LLR and the bounds, and H1 (A is stronger by ELO1), H0 (not
                 stronger than ELO0) or open.
  --openings K   with --sprt, each pair or round starts after K random plies chosen by the seed
                 (default 4; in a game with dice the dice of the seed make the openings).
  --book FILE    with --sprt, pair N starts from line N of FILE (positions in the game's text or
                 in FEN4, one a line, # for comments; from the first line again when they run
                 out), as written by `quadrille openings`. In a game of two teams of two
                 (4pc-teams) each opening is played four times: both sides from it, then both
                 sides from it turned a quarter (each team's armies on the other pair of seats),
                 when the game's start turns into itself (setup modern).
  In a points race (4pc-ffa) a game scores A's pairwise results: against each other seat 1 for
                 more final points, 1/2 for as many, 0 for fewer; equal players score 50%.
  --engine [DIALECT:]COMMAND  an outside engine (a command with its arguments) plays the seats
                 named engine in --players; it is named by its own `id name`. DIALECT is how it
                 is spoken to: uci (the default), 4pchess or tetrarch (the four-player engines,
                 in 4pc-teams and 4pc-ffa: positions in FEN4, moves as h2-h3 or h2h3). The match
                 stays the arbiter: it sends the opening and the moves (`position fen ... moves
                 ...`; Alice games in the single-board form of pychess and Fairy-Stockfish; once a
                 player has left a free-for-all, the position then and the moves since) and
                 plays the engine's `bestmove` only if it is legal here; an engine that crashes,
                 answers too late or answers a move that is not legal loses the game (its team
                 in Teams), with the reason on the game's line. The game is set by `setoption
                 name UCI_Variant value GAME` (except in chess), for Tetrarch by its Mode (teams
                 or ffa) and Setup (the game's setup). One process plays each team of a game of
                 two teams, each seat of a free-for-all; two players engine each have their own.
                 With --sprt every game line ends with the engine's mean nodes per second (its
                 `info ... nps`). For Fairy-Stockfish's Alice build: --engine
                 scripts/fairy-stockfish-alice (scripts/opponents.sh installs it); the
                 four-player engines: docs/strength.md, Four-player engines.
  --engine-option NAME=VALUE  a `setoption` for the engine, sent after `uci` (repeatable), such
                 as UCI_LimitStrength=true, UCI_Elo=1800 or UCI_Variant=alice.
  --engine-go WORDS  what follows `go` for the engine (default: the match's own limits per move,
                 as `movetime 300` or `nodes 3000`), to give it other limits: `nodes 20000`.
  --records FILE  writes every game to FILE as it ends, as a game record (tags, then the moves)
                 that the page and `quadrille play` read.",
        "bench-ai" => "\
usage: quadrille bench-ai [--movetime MS] [--level N]

Lets the computer choose a move (a whole turn in a game with dice) at the start of every game and in a
few more chess and Alice positions, at the given level (1 to 8, default 8) and time (1 to 3600000 ms,
default 1000 ms), and prints the time per move and the nodes per second of each.",
        "openings" => super::openings::HELP,
        "ladder" => super::ladder::HELP,
        _ => return None,
    })
}

/// Runs `args` if it is one of these commands; `None` otherwise.
pub fn command(args: &[String], out: &mut dyn Write) -> Option<Result<(), Failure>> {
    let name = args.first()?.as_str();
    if !matches!(
        name,
        "bestmove" | "match" | "bench-ai" | "openings" | "ladder"
    ) {
        return None;
    }
    let rest = &args[1..];
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return Some(help(name).map_or(Ok(()), |h| writeln!(out, "{h}").map_err(Failure::from)));
    }
    let mut run = || -> Result<(), Failure> {
        let flags = Flags::read(name, rest)?;
        match name {
            "bestmove" => bestmove(&flags, out),
            "match" => play_match(&flags, out),
            "openings" => openings(&flags, out),
            "ladder" => super::ladder::run(&flags, out),
            _ => super::bench_ai::bench(&flags, out),
        }
    };
    Some(run())
}

/// The words of one command.
#[derive(Default)]
pub(super) struct Flags {
    pub positionals: Vec<String>,
    position: Option<String>,
    options: Vec<(String, String)>,
    pub level: Option<u8>,
    pub movetime: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    pub seed: Option<u64>,
    pub players: Option<String>,
    pub games: Option<u32>,
    pub max_plies: Option<u32>,
    swap: bool,
    sprt: Option<String>,
    pub opening_plies: Option<u32>,
    pub book: Option<String>,
    count: Option<u32>,
    max_score: Option<i32>,
    engine: Option<String>,
    engine_options: Vec<(String, String)>,
    engine_go: Option<String>,
    records: Option<String>,
    switches: Option<Switches>,
}

/// The options of `match`; those of `ladder` are the first eleven.
const MATCH_OPTIONS: &[&str] = &[
    "--position",
    "--set",
    "--movetime",
    "--depth",
    "--nodes",
    "--seed",
    "--players",
    "--games",
    "--max-plies",
    "--openings",
    "--book",
    "--sprt",
    "--engine",
    "--engine-option",
    "--engine-go",
    "--records",
];

/// The longest time to think, in milliseconds: one hour.
pub const MAX_MOVETIME_MS: u64 = 3_600_000;
/// The most positions a search may visit: about ten minutes at the speed of the slowest games.
pub const MAX_NODES: u64 = 100_000_000;
/// The deepest search, in plies.
pub const MAX_SEARCH_DEPTH: u64 = 64;
/// The most games of one `match`.
pub const MAX_GAMES: u64 = 100_000;
/// The longest game of a `match`, in plies.
pub const MAX_PLIES: u64 = 10_000;

impl Flags {
    fn read(command: &str, args: &[String]) -> Result<Flags, Failure> {
        let options: &[&str] = match command {
            "bestmove" => &[
                "--position",
                "--set",
                "--level",
                "--movetime",
                "--depth",
                "--nodes",
                "--seed",
                "--switches",
            ],
            "match" => MATCH_OPTIONS,
            // A ladder's options are the first ones of a match's.
            "ladder" => &MATCH_OPTIONS[..11],
            "openings" => &[
                "--position",
                "--set",
                "--nodes",
                "--seed",
                "--count",
                "--plies",
                "--max-score",
            ],
            _ => &["--movetime", "--level"],
        };
        let switches: &[&str] = if command == "match" { &["--swap"] } else { &[] };
        let spec = Spec {
            command,
            options,
            switches,
        };
        let read = words::read(&spec, args).map_err(Failure::Usage)?;
        let mut f = Flags {
            positionals: read.positionals,
            ..Flags::default()
        };
        for (name, value) in read.options {
            let name = name.as_str();
            match name {
                "--position" => f.position = Some(value),
                "--set" => f
                    .options
                    .push(words::rule_option(&value).map_err(Failure::Usage)?),
                "--swap" => f.swap = true,
                "--level" => f.level = Some(number(name, &value, 1, MAX_LEVEL as u64)? as u8),
                "--movetime" => f.movetime = Some(number(name, &value, 1, MAX_MOVETIME_MS)?),
                "--depth" => f.depth = Some(number(name, &value, 1, MAX_SEARCH_DEPTH)? as u32),
                "--nodes" => f.nodes = Some(number(name, &value, 1, MAX_NODES)?),
                "--seed" => f.seed = Some(number(name, &value, 0, u64::MAX)?),
                "--players" => f.players = Some(value),
                "--games" => f.games = Some(number(name, &value, 1, MAX_GAMES)? as u32),
                "--sprt" => f.sprt = Some(value),
                "--openings" => f.opening_plies = Some(number(name, &value, 0, 40)? as u32),
                "--plies" => f.opening_plies = Some(number(name, &value, 1, 40)? as u32),
                "--book" => f.book = Some(value),
                "--count" => f.count = Some(number(name, &value, 1, 10_000)? as u32),
                "--max-score" => f.max_score = Some(number(name, &value, 0, 10_000)? as i32),
                "--engine" => f.engine = Some(value),
                "--engine-option" => f.engine_options.push(engine_option(&value)?),
                "--engine-go" => f.engine_go = Some(value),
                "--records" => f.records = Some(value),
                "--switches" => {
                    let parsed = Switches::parse(&value)
                        .map_err(|e| Failure::Usage(format!("--switches: {e}")))?;
                    f.switches = Some(parsed);
                }
                _ => f.max_plies = Some(number(name, &value, 1, MAX_PLIES)? as u32),
            }
        }
        Ok(f)
    }

    pub fn game(&self, command: &str) -> Result<Position, Failure> {
        let game = match self.positionals.as_slice() {
            [g] => g,
            [] => return Err(Failure::Usage(format!("'{command}' needs a game id"))),
            [_, extra, ..] => {
                return Err(Failure::Usage(format!(
                    "'{command}' does not take '{}'",
                    excerpt(extra)
                )))
            }
        };
        let setup = GameArgs {
            game: game.clone(),
            position: self.position.clone(),
            options: self.options.clone(),
        };
        super::setup(&setup, None)
    }

    /// The limits of a search: the time given, or `default_movetime` when no limit is given;
    /// a search limited by depth or nodes alone still stops after [`MAX_MOVETIME_MS`].
    pub fn limits(&self, default_movetime: u64) -> Limits {
        let movetime = match (self.movetime, self.depth, self.nodes) {
            (Some(t), _, _) => t,
            (None, None, None) => default_movetime,
            _ => MAX_MOVETIME_MS,
        };
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime_ms: Some(movetime),
        }
    }
}

impl Flags {
    /// The outside engine of `--engine`, if any: its options, and what `go` asks (`--engine-go`,
    /// or the match's own limits per move).
    fn engine_spec(&self, limits: &Limits) -> Option<EngineSpec> {
        let command = self.engine.clone()?;
        let go = self.engine_go.clone().unwrap_or_else(|| {
            let mut words = Vec::new();
            if let Some(d) = self.depth {
                words.push(format!("depth {d}"));
            }
            if let Some(n) = self.nodes {
                words.push(format!("nodes {n}"));
            }
            if self.movetime.is_some() || words.is_empty() {
                words.push(format!("movetime {}", limits.movetime_ms.unwrap_or(100)));
            }
            words.join(" ")
        });
        let (dialect, command) = Dialect::split_spec(&command);
        Some(EngineSpec {
            dialect,
            command: command.to_string(),
            options: self.engine_options.clone(),
            go,
            wait: answer_wait(limits),
        })
    }
}

/// How long a player outside this process (an engine, another build) may take to answer a move
/// searched within `limits`: twice the move's time and ten seconds more, or twice an hour when
/// only the depth or the nodes limit it.
pub(super) fn answer_wait(limits: &Limits) -> std::time::Duration {
    let ms = limits.movetime_ms.unwrap_or(MAX_MOVETIME_MS);
    std::time::Duration::from_millis(ms.saturating_mul(2) + 10_000)
}

fn bestmove(f: &Flags, out: &mut dyn Write) -> Result<(), Failure> {
    let mut pos = f.game("bestmove")?;
    if let Outcome::Over { result, .. } = pos.outcome() {
        return Err(Failure::Input(format!(
            "the game is over ({}): there is no move to choose",
            result.as_str()
        )));
    }
    let limits = f.limits(1000);
    let level = f.level.unwrap_or(MAX_LEVEL);
    let seed = f.seed.unwrap_or(1);
    if pos.needs_roll() {
        pos = pos.roll_from_seed(seed).map_err(Failure::Input)?;
    }
    let start = Instant::now();
    let clock = move || start.elapsed().as_millis() as u64;
    let mut searcher = Searcher::new();
    if let Some(switches) = f.switches {
        searcher.set_switches(switches);
    }
    let agent = Agent::Level(level);
    let Some(t) = think(
        &mut searcher,
        &pos,
        agent,
        seed,
        &limits,
        &clock,
        &mut |_| {},
    ) else {
        return Err(Failure::Input("there is no legal move".to_string()));
    };
    let ms = start.elapsed().as_millis();
    let score = t.score.map_or("none".to_string(), |s| score_text(&pos, s));
    let nps = t.nodes as u128 * 1000 / ms.max(1);
    let line = written(&pos, &t.pv, san).join(" ");
    writeln!(
        out,
        "info level {level} seed {seed} depth {} score {score} nodes {} time {ms} nps {nps} pv {line}",
        t.depth, t.nodes
    )?;
    writeln!(out, "{}", turn_text(&pos, &t))?;
    Ok(())
}

/// A score as search information shows it: `cp 35`, `mate 3` (moves, negative when the player
/// to move is mated), or `win`/`loss` in a game with dice.
pub(super) fn score_text(pos: &Position, s: i32) -> String {
    let mate = s.abs() > crate::ai::MATE_BOUND;
    if !mate && pos.variant().has_dice() && s.abs() >= crate::ai::MATE / 2 {
        (if s > 0 { "win" } else { "loss" }).to_string()
    } else {
        EngineScore::of_search(s).to_string()
    }
}

/// Moves written by `write` (the game's notation, or UCI), each in the position before it.
pub(super) fn written(
    pos: &Position,
    moves: &[crate::position::Move],
    write: fn(&Position, &crate::position::Move) -> String,
) -> Vec<String> {
    let mut cur = pos.clone();
    let mut out = Vec::new();
    for m in moves {
        if !cur.is_legal(m) && !cur.is_proposal(m) {
            break;
        }
        out.push(write(&cur, m));
        cur = cur.play(m);
    }
    out
}

/// What the computer plays: its move, or in a game with dice its turn with the roll
/// (`1,3: c3-d4, pass`).
fn turn_text(pos: &Position, t: &Thought) -> String {
    let DiceState::Rolled { roll, .. } = pos.dice() else {
        return written(pos, &t.moves, san).join(" ");
    };
    let mut cur = pos.clone();
    let mut moves = Vec::new();
    for m in t.moves.iter().filter(|m| !m.is_pass()) {
        moves.push((san(&cur, m), cur.die_for(m)));
        cur = cur.play(m);
    }
    write_turn(roll, &moves, !cur.outcome().is_over())
}

/// The result of one game for each seat: 1 win, 0 draw, -1 loss; a game forfeited by a seat is
/// lost by its team and won by every other seat.
pub(super) fn game_result(played: &GamePlayed) -> (Vec<i32>, String) {
    let pos = played.game.last();
    let v = pos.variant();
    let n = v.players().len();
    if let Some((seat, why)) = &played.forfeit {
        let loser = PieceOwner(*seat as u8);
        let r = (0..n)
            .map(|i| {
                if v.same_team(PieceOwner(i as u8), loser) {
                    -1
                } else {
                    1
                }
            })
            .collect();
        return (r, format!("forfeit by {}: {why}", v.player_name(loser)));
    }
    match pos.outcome() {
        Outcome::Over { result, winners } => {
            let r = (0..n)
                .map(|i| {
                    if winners.is_empty() {
                        0
                    } else if winners.iter().any(|w| w.index() == i) {
                        1
                    } else {
                        -1
                    }
                })
                .collect();
            (r, result.as_str().to_string())
        }
        Outcome::Ongoing => (vec![0; n], "move-limit".to_string()),
    }
}

fn play_match(f: &Flags, out: &mut dyn Write) -> Result<(), Failure> {
    let start_pos = f.game("match")?;
    let spec = f
        .players
        .as_deref()
        .ok_or_else(|| Failure::Usage("'match' needs --players A,B".to_string()))?;
    let games = f
        .games
        .ok_or_else(|| Failure::Usage("'match' needs --games N".to_string()))?;
    let limits = f.limits(100);
    let seed = f.seed.unwrap_or(1);
    let max_plies = f.max_plies.unwrap_or(300);
    if let Some(text) = &f.sprt {
        let mut test =
            super::sprt_match::Test::read(text, f.opening_plies, games, seed, max_plies)?;
        if let Some(path) = &f.book {
            test.book = super::openings::read_book(path, &start_pos)?;
        }
        test.records = Records::create(f.records.as_deref())?;
        let mut two = spec
            .split(',')
            .map(Player::parse)
            .collect::<Result<Vec<_>, _>>()?;
        let engine = f.engine_spec(&limits);
        start_engine(&mut two, engine.as_ref(), start_pos.variant())?;
        give_builds(&mut two, start_pos.variant().id(), &f.options);
        test.run(&start_pos, &two, &limits, out)?;
        return Ok(());
    }
    let mut agents = players(spec, &start_pos)?;
    let engine = f.engine_spec(&limits);
    start_engine(&mut agents, engine.as_ref(), start_pos.variant())?;
    give_builds(&mut agents, start_pos.variant().id(), &f.options);
    let seats = agents.len();
    if f.opening_plies.is_some() || f.book.is_some() {
        return Err(Failure::Usage(
            "--openings and --book go with --sprt".to_string(),
        ));
    }
    let v = start_pos.variant().clone();
    let seat_names: Vec<String> = v.players().iter().map(|p| p.name.clone()).collect();
    // Per seat and per agent (by index in `agents`): wins, draws, losses.
    let mut per_seat = vec![[0u32; 3]; seats];
    let mut per_agent = vec![[0u32; 3]; seats];
    let mut searchers = searchers_for(&agents);
    let records = Records::create(f.records.as_deref())?;
    let started = Instant::now();
    for g in 0..games {
        let shift = if f.swap { g as usize % seats } else { 0 };
        // Seat s is played by agent (s + shift) % seats.
        let who = |s: usize| ((s + shift) % seats, (s + shift) % seats);
        let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(g as u64 * 7919);
        let game = play_game(
            &start_pos,
            &agents,
            &mut searchers,
            &who,
            game_seed,
            &limits,
            max_plies,
        )?;
        let names = (0..seats).map(|s| agents[who(s).0].name.clone()).collect();
        records.write(g + 1, &game, names)?;
        let plies = game.plies;
        let (scores, why) = game_result(&game);
        let mut line = format!("game {}:", g + 1);
        for s in 0..seats {
            let idx = match scores[s] {
                1 => 0,
                0 => 1,
                _ => 2,
            };
            per_seat[s][idx] += 1;
            per_agent[who(s).0][idx] += 1;
            line += &format!(" {}={}", seat_names[s], agents[who(s).0].name);
        }
        let winner = (0..seats)
            .find(|&s| scores[s] == 1)
            .map_or("draw".to_string(), |s| {
                format!("{} wins", agents[who(s).0].name)
            });
        writeln!(out, "{line}: {winner} ({why}, {plies} plies)")?;
        // The figures so far, so that a stopped run still leaves them.
        let so_far: Vec<String> = (agents.iter().zip(&per_agent))
            .map(|(a, [w, d, l])| format!("{} {w}-{d}-{l}", a.name))
            .collect();
        writeln!(out, "so far (wins-draws-losses): {}", so_far.join(", "))?;
        out.flush()?;
    }
    writeln!(out, "per seat (wins draws losses):")?;
    for s in 0..seats {
        let [w, d, l] = per_seat[s];
        writeln!(out, "  {} {w} {d} {l}", seat_names[s])?;
    }
    writeln!(out, "per player (wins draws losses, score):")?;
    for (a, agent) in agents.iter().enumerate() {
        let [w, d, l] = per_agent[a];
        let total = (w + d + l).max(1) as f64;
        let score = (w as f64 + d as f64 / 2.0) / total * 100.0;
        writeln!(
            out,
            "  {} (player {}) {w} {d} {l} {score:.1}%",
            agent.name,
            a + 1
        )?;
    }
    writeln!(out, "time {:.1} s", started.elapsed().as_secs_f64())?;
    Ok(())
}

fn openings(f: &Flags, out: &mut dyn Write) -> Result<(), Failure> {
    let request = super::openings::Request {
        count: f.count.unwrap_or(50),
        plies: f.opening_plies.unwrap_or(8),
        seed: f.seed.unwrap_or(1),
        max_score: f.max_score.unwrap_or(60),
        nodes: f.nodes.unwrap_or(20_000),
    };
    super::openings::run(&f.game("openings")?, &request, out)
}

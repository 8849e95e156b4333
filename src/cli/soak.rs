//! `quadrille soak`: long runs of random and computer play in every game (or one), checking
//! after every step that the position text, the link and the game record read back to the same
//! game (`crate::soak`). Prints plies per second and every fault found; a fault makes the exit
//! code 1.

use super::words::{game_and_options, number, Spec};
use super::Failure;
use crate::soak::{play_game, Fault, Plan, Player};
use crate::variant;
use std::io::Write;
use std::time::Instant;

/// The help text.
pub const HELP: &str = "\
usage: quadrille soak [GAME] --plies N [--seed S] [--max-plies P] [--every K] [--computer C]

Plays games from the start of GAME (or of every game) until N moves (plies; a roll is not a ply)
have been played in each, and after every step writes the position text, the link and the game
record and reads them back: each must give the same position, key, legal moves and outcome. A
game ends by its rules or after P plies (default 10000); the last game is played to its end too.
Every C-th game (default 4) is played by the computer at level 1 searching 200 nodes a move, the
others by a random player. Game k of a game id has seed S + k (default S is 1), so a fault can be
replayed; its link is printed.
  --plies N     1 to 100000000
  --max-plies P 1 to 1000000
  --every K     check the link and the record after every K-th step and at the end of each game
                (default 20; 1 checks every step, but they replay the whole game, so that costs
                the square of its length); the position text is checked after every step
Prints a line per game id (plies, games, plies per second, faults) and under it how its games
ended (by which rule, and how many reached the ply cap), then the totals. Exit code 1 when a
fault was found.";

struct Args {
    game: Option<String>,
    plies: u64,
    seed: u64,
    max_plies: u64,
    every: u64,
    computer: u64,
}

fn read_args(args: &[String]) -> Result<Args, Failure> {
    let spec = Spec {
        command: "soak",
        options: &["--plies", "--seed", "--max-plies", "--every", "--computer"],
        switches: &[],
    };
    let (game, options) = game_and_options(&spec, args)?;
    let mut a = Args {
        game,
        plies: 0,
        seed: 1,
        max_plies: 10_000,
        every: 20,
        computer: 4,
    };
    let mut plies = None;
    for (name, value) in options {
        let name = name.as_str();
        match name {
            "--plies" => plies = Some(number(name, &value, 1, 100_000_000)?),
            "--seed" => a.seed = number(name, &value, 0, u64::MAX)?,
            "--max-plies" => a.max_plies = number(name, &value, 1, 1_000_000)?,
            "--every" => a.every = number(name, &value, 1, 10_000)?,
            _ => a.computer = number(name, &value, 1, 1_000_000)?,
        }
    }
    a.plies = plies.ok_or_else(|| Failure::Usage("soak needs --plies N".to_string()))?;
    Ok(a)
}

/// What one game id gave.
#[derive(Default)]
struct Tally {
    plies: u64,
    games: u64,
    ended: u64,
    /// How many games ended by each rule, in the order first seen.
    endings: Vec<(&'static str, u64)>,
    faults: Vec<Fault>,
}

impl Tally {
    /// The line that says how the games ended: `ended by checkmate 12, fifty-moves 3; 0 at the
    /// ply cap`.
    fn endings_line(&self) -> String {
        let by: Vec<String> = self
            .endings
            .iter()
            .map(|(why, n)| format!("{why} {n}"))
            .collect();
        let capped = self.games - self.ended - self.faults.len() as u64;
        let by = if by.is_empty() {
            "none".to_string()
        } else {
            by.join(", ")
        };
        format!("  ended by {by}; {capped} at the ply cap")
    }
}

/// Soaks one game id.
fn soak_game(id: &str, a: &Args, out: &mut dyn Write) -> Result<Tally, Failure> {
    let v = variant::build(id, &[]).map_err(|e| Failure::Input(e.to_string()))?;
    let mut t = Tally::default();
    let started = Instant::now();
    while t.plies < a.plies {
        let plan = Plan {
            max_plies: a.max_plies as usize,
            every: a.every as usize,
            player: Player::of_game(t.games, a.computer),
        };
        let run = play_game(&v, a.seed.wrapping_add(t.games), &plan);
        t.games += 1;
        t.plies += run.plies as u64;
        t.ended += run.over as u64;
        if let Some(why) = run.ending {
            match t.endings.iter_mut().find(|(w, _)| *w == why) {
                Some((_, n)) => *n += 1,
                None => t.endings.push((why, 1)),
            }
        }
        if let Some(f) = run.fault {
            writeln!(
                out,
                "fault: {} seed {} after {} steps: {}\n  replay: {}",
                f.game, f.seed, f.step, f.message, f.link
            )?;
            t.faults.push(f);
        }
        if run.plies == 0 {
            // A game that cannot be played from its start would never reach N plies.
            break;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    writeln!(
        out,
        "{id}: {} plies in {} games ({} ended by the rules), {:.1} s, {:.0} plies/s, {} faults",
        t.plies,
        t.games,
        t.ended,
        secs,
        t.plies as f64 / secs.max(1e-9),
        t.faults.len()
    )?;
    writeln!(out, "{}", t.endings_line())?;
    out.flush()?;
    Ok(t)
}

/// Runs `quadrille soak` with the words after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        writeln!(out, "{HELP}")?;
        return Ok(());
    }
    let a = read_args(args)?;
    let ids: Vec<String> = match &a.game {
        Some(g) => vec![g.clone()],
        None => variant::ids().into_iter().map(String::from).collect(),
    };
    let started = Instant::now();
    let (mut plies, mut faults) = (0u64, 0usize);
    for id in &ids {
        let t = soak_game(id, &a, out)?;
        plies += t.plies;
        faults += t.faults.len();
    }
    let secs = started.elapsed().as_secs_f64();
    writeln!(
        out,
        "total: {plies} plies in {} game ids, {secs:.1} s, {:.0} plies/s, {faults} faults",
        ids.len(),
        plies as f64 / secs.max(1e-9)
    )?;
    if faults > 0 {
        return Err(Failure::Input(format!("soak found {faults} faults")));
    }
    Ok(())
}

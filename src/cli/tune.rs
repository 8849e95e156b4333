//! `quadrille tune GAME --records FILE...`: fits the evaluation's numbers (`ai::Weights`) to the
//! results of recorded games, by Texel's method (`tune_fit.rs`). The positions are taken from
//! the records (`quadrille match --records`): after the first 8 plies of the game, not in check,
//! not over, and quiet (no capture or promotion would raise the score of the player to move, as a
//! small quiescence search shows); each carries the game's result for the player to move.

use super::tune_fit::{fit, Sample, Setup};
use super::words::number;
use super::words::{one_game, Spec};
use super::Failure;
use crate::ai::{sides, WeightedEval, Weights};
use crate::excerpt::excerpt;
use crate::game::Step;
use crate::notation::game_record;
use crate::position::{Player, Position};
use crate::variant::{self, Variant};
use std::io::Write;
use std::sync::Arc;

/// The help text.
pub const HELP: &str = "\
usage: quadrille tune GAME --records FILE [--records FILE]... [--labels FILE]... [--weights FILE]
                      [--only NAMES] [--passes N]

Fits the numbers of the evaluation to recorded games of GAME (Texel's method): reads the games
(`quadrille match ... --records FILE` writes them; a game without a result is skipped), takes
their positions after the first 8 plies that are not in check and quiet (no capture or promotion
raises the score of the player to move), each with the game's result for the player to move
(1, 1/2 or 0; in a game of two teams, the result of the team to move). Every tenth game is held out. Fits K of sigmoid(K * score) first, then lowers the
mean squared error between the results and sigmoid(K * score) by coordinate descent: each weight
up and down by a step while the error falls, in passes, the step halving from 16 to 1 (the king
danger table stays rising, pieces worth at least a pawn, mobility not negative). Prints, as
comments (#), the positions, K and the error before and after on the positions fitted and on the
held-out ones, then the tuned weights, one `name value` a line (the form `src/ai/tuned/GAME.txt`
holds). Games without dice; the records may be PGN4. A game of more than two sides (4pc-ffa)
is fitted to labels only, each position scored as the search scores it for the player to move:
his score against a blend of the best and the mean of the others' (a paranoid view).
  --labels FILE   also (or, without --records, only) fit the positions of FILE, each with the
                  chance that the player to move wins (`quadrille label` writes them: an outside
                  engine's verdict); every tenth is held out
  --k K           fix K instead of fitting it (above 0, at most 1). With labels, 0.005756 (ln 10 /
                  400, the scale `label` turns centipawns into chances with) keeps the evaluation
                  on the engine's scale of centipawns, so that the pieces cannot all grow at once
                  against the pawn
  --weights FILE  start from these weights (the text form) instead of the hand-set ones
  --only NAMES    tune only these weights (comma-separated names, as printed); the others stay
  --passes N      at most N passes per step (1 to 100, default 3)";

/// The plies of a game skipped before positions are taken.
const SKIP_PLIES: u32 = 8;

struct Args {
    game: String,
    records: Vec<String>,
    labels: Vec<String>,
    weights: Option<String>,
    only: Option<Vec<String>>,
    passes: u32,
    k: Option<f64>,
}

/// The options the command takes.
const FLAGS: [&str; 6] = [
    "--records",
    "--labels",
    "--weights",
    "--only",
    "--passes",
    "--k",
];

fn read_args(args: &[String]) -> Result<Args, Failure> {
    let spec = Spec {
        command: "tune",
        options: &FLAGS,
        switches: &[],
    };
    let (game, options) = one_game(&spec, args)?;
    let mut a = Args {
        game,
        records: Vec::new(),
        labels: Vec::new(),
        weights: None,
        only: None,
        passes: 3,
        k: None,
    };
    for (arg, value) in options {
        match arg.as_str() {
            "--records" => a.records.push(value),
            "--labels" => a.labels.push(value),
            "--weights" => a.weights = Some(value),
            "--only" => a.only = Some(value.split(',').map(|s| s.trim().to_string()).collect()),
            "--k" => {
                let k = value.parse::<f64>().ok().filter(|k| *k > 0.0 && *k <= 1.0);
                a.k = Some(k.ok_or_else(|| {
                    Failure::Usage(format!(
                        "--k must be a number above 0 and at most 1, not '{}'",
                        excerpt(&value)
                    ))
                })?);
            }
            _ => a.passes = number(&arg, &value, 1, 100)? as u32,
        }
    }
    if a.records.is_empty() && a.labels.is_empty() {
        return Err(Failure::Usage(
            "tune needs --records FILE (games written by quadrille match --records) or \
             --labels FILE (positions written by quadrille label)"
                .to_string(),
        ));
    }
    Ok(a)
}

/// Runs `quadrille tune` with the arguments after the command name.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        writeln!(out, "{HELP}")?;
        return Ok(());
    }
    let a = read_args(args)?;
    let v = variant::build(&a.game, &[]).map_err(|e| Failure::Input(e.to_string()))?;
    if v.has_dice() {
        return Err(Failure::Input(format!(
            "{}: tune is for games without dice",
            a.game
        )));
    }
    if sides(&v) != 2 && !a.records.is_empty() {
        return Err(Failure::Input(format!(
            "{}: a game of more than two sides has no result for the player to move; tune \
             fits its positions to labels only (--labels, no --records)",
            a.game
        )));
    }
    let start = match &a.weights {
        None => Weights::default(),
        Some(path) => Weights::parse(&read(path)?).map_err(Failure::Input)?,
    }
    .filled(&v);
    let names = Weights::names(&v);
    let tuned: Vec<String> = match &a.only {
        None => names
            .iter()
            // The formula of mobility is replaced by each piece's own mobility, tuned.
            .filter(|n| !n.starts_with("mobility_") || n.len() == "mobility_X".len())
            .filter(|n| n.as_str() != "danger_0")
            .cloned()
            .collect(),
        Some(only) => {
            for n in only {
                if !names.contains(n) {
                    return Err(Failure::Input(format!(
                        "--only: '{}' is not a weight of {}; the weights are {}",
                        excerpt(n),
                        a.game,
                        names.join(", ")
                    )));
                }
            }
            only.clone()
        }
    };
    let mut samples = Vec::new();
    let mut games = 0;
    for path in &a.records {
        games += positions(&v, path, &mut samples)?;
    }
    for path in &a.labels {
        labelled(&v, path, &mut samples)?;
    }
    if samples.len() < 20 {
        return Err(Failure::Input(format!(
            "the records and labels hold {} positions to fit (from {games} games with a result \
             and the labels); tune needs at least 20",
            samples.len()
        )));
    }
    let held = samples.iter().filter(|s| s.held_out).count();
    writeln!(
        out,
        "# {}: {} positions from {games} games and the labels ({} fitted, {held} held out)",
        a.game,
        samples.len(),
        samples.len() - held
    )?;
    let setup = Setup {
        variant: v.clone(),
        names: tuned,
        passes: a.passes,
        k: a.k,
    };
    let result = fit(&setup, &samples, start, out)?;
    writeln!(out, "# K {:.6}", result.k)?;
    writeln!(
        out,
        "# error before {:.6} (held out {:.6})",
        result.before.0, result.before.1
    )?;
    writeln!(
        out,
        "# error after {:.6} (held out {:.6})",
        result.after.0, result.after.1
    )?;
    write!(out, "{}", result.weights.to_text(&v))?;
    Ok(())
}

fn read(path: &str) -> Result<String, Failure> {
    std::fs::read_to_string(path)
        .map_err(|e| Failure::Input(format!("cannot read '{}': {e}", excerpt(path))))
}

/// Adds the positions of the records in `path` to `samples`; returns the number of games read
/// with a result. In a game of more than two sides, which has no result for the player to move,
/// every game counts and each position's result is ½ (for `label`, which scores the positions
/// itself; tune fits such a game to labels only).
pub(super) fn positions(
    v: &Arc<Variant>,
    path: &str,
    samples: &mut Vec<Sample>,
) -> Result<usize, Failure> {
    let text = read(path)?;
    let mut eval = WeightedEval::new(v, &Weights::default());
    let mut games = 0;
    let many = sides(v) > 2;
    for (n, record) in split_records(&text).into_iter().enumerate() {
        let at = || format!("{}, game {}", excerpt(path), n + 1);
        let Some(white) = result_of(record).or(many.then_some(0.5)) else {
            continue;
        };
        let game = game_record::read_any(record, Some(v.id()))
            .map_err(|e| Failure::Input(format!("{}: {e}", at())))?;
        if game.variant.id() != v.id() {
            return Err(Failure::Input(format!(
                "{}: a game of {}, not {}",
                at(),
                game.variant.id(),
                v.id()
            )));
        }
        let held_out = games % 10 == 9;
        games += 1;
        let mut pos = game.start.clone();
        for step in &game.steps {
            if let Step::Move(m) = step {
                pos = pos.play(m);
            }
            let players = v.players().len() as u32;
            let ply =
                (pos.fullmove_number().saturating_sub(1)) * players + u32::from(pos.to_move().0);
            if ply < SKIP_PLIES || pos.in_check() || pos.outcome().is_over() {
                continue;
            }
            if !quiet(&mut eval, &pos) {
                continue;
            }
            // The first player's side won `white`; a partner of his shares it.
            let result = if v.same_team(pos.to_move(), Player(0)) {
                white
            } else {
                1.0 - white
            };
            samples.push(Sample {
                pos: pos.clone(),
                result,
                held_out,
            });
        }
    }
    Ok(games)
}

/// Adds the positions of the labels file `path` (`quadrille label`: a position text, a tab and
/// the chance that the player to move wins, then anything) to `samples`, every tenth held out.
fn labelled(v: &Arc<Variant>, path: &str, samples: &mut Vec<Sample>) -> Result<(), Failure> {
    let text = read(path)?;
    let mut count = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = || format!("{}, line {}", excerpt(path), n + 1);
        let mut fields = line.split('\t');
        let (Some(position), Some(chance)) = (fields.next(), fields.next()) else {
            return Err(Failure::Input(format!(
                "{}: a label is a position, a tab and a chance from 0 to 1",
                at()
            )));
        };
        let pos = Position::from_text(v, position.trim())
            .map_err(|e| Failure::Input(format!("{}: {e}", at())))?;
        let result = chance
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|p| (0.0..=1.0).contains(p))
            .ok_or_else(|| {
                Failure::Input(format!(
                    "{}: '{}' is not a chance from 0 to 1",
                    at(),
                    excerpt(chance)
                ))
            })?;
        samples.push(Sample {
            pos,
            result,
            held_out: count % 10 == 9,
        });
        count += 1;
    }
    Ok(())
}

/// The records of a file: each starts at a tag line that follows moves (or at the first line).
fn split_records(text: &str) -> Vec<&str> {
    let mut starts = vec![0];
    let mut moves_seen = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        if t.starts_with('[') {
            if moves_seen {
                starts.push(at);
                moves_seen = false;
            }
        } else if !t.is_empty() {
            moves_seen = true;
        }
        at += line.len();
    }
    starts.push(text.len());
    starts
        .windows(2)
        .map(|w| &text[w[0]..w[1]])
        .filter(|r| !r.trim().is_empty())
        .collect()
}

/// The result of a record for White (the first player) from its `[Result]` tag; `None` for an
/// unfinished game.
fn result_of(record: &str) -> Option<f64> {
    let line = record
        .lines()
        .find(|l| l.trim_start().starts_with("[Result "))?;
    let value = line.split('"').nth(1)?;
    match value {
        "1-0" => Some(1.0),
        "0-1" => Some(0.0),
        "1/2-1/2" => Some(0.5),
        _ => None,
    }
}

/// Whether no capture or promotion raises the score of the player to move in `pos` (a
/// quiescence search a few plies deep, in the window just above the static score).
fn quiet(eval: &mut WeightedEval, pos: &Position) -> bool {
    let stand = eval.as_searched(pos);
    quiesce(eval, pos, stand, stand + 1, 4) <= stand
}

fn quiesce(eval: &mut WeightedEval, pos: &Position, mut alpha: i32, beta: i32, depth: u32) -> i32 {
    let stand = eval.as_searched(pos);
    if stand >= beta || depth == 0 {
        return stand;
    }
    alpha = alpha.max(stand);
    let (moves, _) = pos.legal_tactical_moves();
    for m in &moves {
        let s = -quiesce(eval, &pos.play(m), -beta, -alpha, depth - 1);
        if s >= beta {
            return s;
        }
        alpha = alpha.max(s);
    }
    alpha
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_split_at_tags_after_moves() {
        let text = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\
                    [Result \"*\"]\n\n1. d4 *\n";
        let r = split_records(text);
        assert_eq!(r.len(), 2);
        assert!(r[0].contains("e4") && r[1].contains("d4"));
        assert_eq!(result_of(r[0]), Some(1.0));
        assert_eq!(result_of(r[1]), None);
    }

    /// In a game of two teams each position is fitted to the result of the team to move: a
    /// partner of the winners is scored 1, an opponent 0 (two chess.com exports, won once by
    /// each team: Blue and Green, then Red and Yellow).
    #[test]
    fn a_teams_game_scores_each_position_for_the_team_to_move() {
        let v = variant::build("4pc-teams", &[]).unwrap();
        for (file, red_wins) in [("teams-26780486", false), ("teams-26780489", true)] {
            let path = format!("{}/tests/data/pgn4/{file}.pgn4", env!("CARGO_MANIFEST_DIR"));
            let mut samples = Vec::new();
            assert_eq!(positions(&v, &path, &mut samples).unwrap(), 1);
            assert!(samples.len() >= 10, "{file}: {} positions", samples.len());
            let mut players = [false; 4];
            for s in &samples {
                let p = s.pos.to_move();
                players[p.index()] = true;
                let red_side = p.0 % 2 == 0;
                let expected = if red_side == red_wins { 1.0 } else { 0.0 };
                assert_eq!(s.result, expected, "{file}: {p:?} to move");
            }
            assert_eq!(players, [true; 4], "{file}: every player to move somewhere");
        }
        let ffa = variant::build("4pc-ffa", &[]).unwrap();
        assert!(sides(&ffa) > 2);
    }

    /// In the free-for-all every position of a game counts, and each is scored for the player to
    /// move as the search scores its root: the tempo and his score less the mean of the best
    /// and the average of the three others' (in a game of two sides, his side's less the
    /// other's, as before).
    #[test]
    fn a_free_for_all_is_scored_against_the_others() {
        let v = variant::build("4pc-ffa", &[]).unwrap();
        let data = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/pgn4/ffa-99399052.pgn4"
        );
        let mut samples = Vec::new();
        assert_eq!(positions(&v, data, &mut samples).unwrap(), 1);
        assert!(samples.len() >= 20, "{} positions", samples.len());
        let w = Weights::default().filled(&v);
        let mut eval = WeightedEval::new(&v, &w);
        let mut searcher = crate::ai::Searcher::new();
        let mut differ = 0;
        for s in &samples {
            let scores = searcher.scores(&s.pos);
            let me = s.pos.to_move().index();
            let others: Vec<i32> = (0..4).filter(|&p| p != me).map(|p| scores[p]).collect();
            let (best, mean) = (
                *others.iter().max().unwrap(),
                others.iter().sum::<i32>() / 3,
            );
            let view = scores[me] - (best + mean) / 2;
            assert_eq!(eval.as_searched(&s.pos), w.tempo + view);
            let sum = scores[me] - others.iter().sum::<i32>();
            differ += usize::from(view != sum);
        }
        assert!(differ > 0, "the view is not the plain sum");
        for id in ["alice", "4pc-teams"] {
            let v = variant::build(id, &[]).unwrap();
            let mut eval = WeightedEval::new(&v, &Weights::default());
            let pos = Position::start(&v).play(&Position::start(&v).legal_moves()[0]);
            assert_eq!(eval.as_searched(&pos), eval.evaluate(&pos), "{id}");
        }
    }
}

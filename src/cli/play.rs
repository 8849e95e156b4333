//! `quadrille play`: plays a game record read from standard input and reports where the game stands,
//! as text or as one JSON object. Records of games with dice are read turn by turn
//! (`play_dice.rs`).

use super::args::GameArgs;
use super::{play_dice, setup, Failure};
use crate::notation::record::{tag, tags, tokens};
use crate::notation::{parse_move, san};
use crate::position::{Outcome, Position};
use serde::Serialize;
use std::io::Write;

/// Where a game stands after a record: the shape of `play --json`.
#[derive(Debug, Serialize)]
pub struct Report {
    /// The game id.
    pub game: String,
    /// The position text.
    pub position: String,
    /// The name of the player to move.
    pub to_move: String,
    /// How many legal moves the player to move has.
    pub legal_moves: usize,
    /// Whether the player to move is in check.
    pub in_check: bool,
    /// Whether the game is over.
    pub over: bool,
    /// `checkmate`, `stalemate`, `repetition`, `fifty-moves`, `bare-kings`, ... or `ongoing`.
    pub result: String,
    /// The names of the winners: empty for a draw or an ongoing game.
    pub winners: Vec<String>,
    /// The SAN of each move played (in Orwell Chess its own notation, one entry per die move or
    /// pass).
    pub moves: Vec<String>,
    /// Points per player in turn order, for games that score results.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<u32>>,
    /// Games with dice: the seed of the dice, when one was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Games with dice: each turn played, in the inventor's notation (`1,3: c3-d4, pass`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turns: Option<Vec<String>>,
    /// Games with dice: the roll of the player to move and its unused dice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dice: Option<play_dice::DiceOut>,
    /// Games with dice and a seed: the roll the seed gives the player who has to roll next.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_roll: Option<[u8; 2]>,
    /// Games with shifting alliances: per player in turn order, the name of the opponent whose
    /// piece he captured last, or null.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_captured: Option<Vec<Option<String>>>,
    /// Games of more than two players: the players whose king is attacked now, in turn order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players_in_check: Option<Vec<String>>,
    /// Games with king capture: the players who are out (their king was captured).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<Vec<String>>,
    /// Games with frozen players: the players frozen now.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frozen: Option<Vec<String>>,
    /// Games scored by captures: per player in turn order, what he has taken from whom.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taken: Option<Vec<super::play_scores::TakenBy>>,
    /// Games scored by captures, once a player is eliminated: the final ranking.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranking: Option<super::play_scores::RankingOut>,
    /// Games of duels: each duel's players and result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duels: Option<Vec<super::play_duels::DuelReport>>,
    /// Games of duels, once every duel is over: the team result as a sentence.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_result: Option<String>,
    /// Games of duels: the player whose check the player to move must relieve.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relief_owed: Option<String>,
}

/// Plays `record` in the game `game` and writes the report. `seed` rolls the dice of turns the
/// record gives without a roll (games with dice; a `[Seed "..."]` tag serves too).
pub fn play(
    game: &GameArgs,
    record: &str,
    json: bool,
    seed: Option<u64>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if crate::notation::pgn4::looks_like(record) {
        return write_report(&play_pgn4(game, record)?, json, out);
    }
    let tag_pairs = tags(record);
    if let Some(named) = tag(&tag_pairs, "Game") {
        if named != game.game {
            return Err(Failure::Input(format!(
                "the record is a game of '{}', not '{}'",
                crate::excerpt::excerpt(named),
                crate::excerpt::excerpt(&game.game)
            )));
        }
    }
    let position_tag = tag(&tag_pairs, "Position").or_else(|| tag(&tag_pairs, "FEN"));
    let game = &with_option_tags(game, &tag_pairs)?;
    let start = setup(game, position_tag)?;
    let report = if start.variant().has_dice() {
        play_dice::play(&game.game, &start, record, seed, &tag_pairs)?
    } else {
        if seed.is_some() {
            return Err(Failure::Input(format!(
                "--seed is for games with dice; {} has none",
                game.game
            )));
        }
        let (end, moves) = play_moves(&start, &tokens(record)).map_err(Failure::Input)?;
        report(&game.game, &end, moves)
    };
    write_report(&report, json, out)
}

/// Writes the report as JSON or as text.
fn write_report(report: &Report, json: bool, out: &mut dyn Write) -> Result<(), Failure> {
    if json {
        let text = serde_json::to_string(report)
            .map_err(|e| Failure::Input(format!("cannot write JSON: {e}")))?;
        writeln!(out, "{text}")?;
    } else {
        writeln!(out, "{}", report.position)?;
        writeln!(out, "result: {}", describe_result(report))?;
    }
    Ok(())
}

/// Plays a PGN4 record, chess.com's (`notation::pgn4`): the game it names must be `game`'s. A
/// resignation or time-out that ended the game is its result.
fn play_pgn4(game: &GameArgs, record: &str) -> Result<Report, Failure> {
    let read = crate::notation::pgn4::read(record, Some(&game.game))
        .map_err(|e| Failure::Input(e.to_string()))?;
    if read.variant.id() != game.game {
        return Err(Failure::Input(format!(
            "the record is a game of '{}', not '{}'",
            read.variant.id(),
            crate::excerpt::excerpt(&game.game)
        )));
    }
    let mut pos = read.start.clone();
    let mut moves = Vec::new();
    for step in &read.steps {
        moves.push(match step {
            crate::position::Step::Move(m) => san(&pos, m),
            crate::position::Step::Leave(p, why) => {
                crate::notation::game_record::leave_token(pos.variant(), *p, *why)
            }
            crate::position::Step::Roll(_) => continue,
        });
        pos = step.apply(&pos);
    }
    let mut out = report(&game.game, &pos, moves);
    if let (Some(a), false) = (read.end, out.over) {
        out.over = true;
        out.result = a.as_str().to_string();
        out.winners = a
            .winners(&pos)
            .iter()
            .map(|&p| pos.variant().player_name(p).to_string())
            .collect();
    }
    Ok(out)
}

/// The game's options with the record's `[Option "name=value"]` tags added (an option given with
/// `--set` wins over the tag of the same name).
fn with_option_tags(game: &GameArgs, tags: &[(String, String)]) -> Result<GameArgs, Failure> {
    let mut out = game.clone();
    for (name, value) in tags {
        if !name.eq_ignore_ascii_case("Option") {
            continue;
        }
        let (n, v) = crate::variant::parse_option(value)
            .map_err(|e| Failure::Input(format!("the record's option tag: {e}")))?;
        if !out.options.iter().any(|(have, _)| *have == n) {
            out.options.push((n, v));
        }
    }
    Ok(out)
}

/// Plays the move tokens from `start`; returns the final position and the SAN of each move, or a
/// message naming the first move that cannot be played.
pub fn play_moves(start: &Position, moves: &[String]) -> Result<(Position, Vec<String>), String> {
    let mut pos = start.clone();
    let mut played = Vec::new();
    for (ply, text) in moves.iter().enumerate() {
        let label = move_label(&pos, ply, text);
        if let Outcome::Over { result, .. } = pos.outcome() {
            return Err(format!(
                "{label}: the game is already over ({})",
                result.as_str()
            ));
        }
        // A player leaving a game that goes on (`Red-resigns`), as the page's records write it.
        if let Some(leave) = crate::notation::game_record::read_leave(&pos, text) {
            pos = leave.map_err(|e| format!("{label}: {e}"))?.apply(&pos);
            played.push(text.clone());
            continue;
        }
        let m = parse_move(&pos, text).map_err(|e| format!("{label}: {e}"))?;
        played.push(san(&pos, &m));
        pos = pos.play(&m);
    }
    Ok((pos, played))
}

/// How a move of the record is named in messages: `move 6 (3...Kd7)`, counting from the record's
/// first move, with the move number and the player of the position it is played in (`.` for the
/// first player in turn order).
fn move_label(pos: &Position, ply: usize, text: &str) -> String {
    let dots = if pos.to_move().0 == 0 { "." } else { "..." };
    let text = crate::excerpt::excerpt(text);
    format!("move {} ({}{dots}{text})", ply + 1, pos.fullmove_number())
}

/// Where the game stands.
pub fn report(game: &str, pos: &Position, moves: Vec<String>) -> Report {
    let variant = pos.variant();
    let name = |p: crate::position::Player| {
        variant
            .players()
            .get(p.0 as usize)
            .map(|info| info.name.to_string())
            .unwrap_or_else(|| format!("player {}", p.0 + 1))
    };
    let (over, result, winners) = match pos.outcome() {
        Outcome::Ongoing => (false, "ongoing".to_string(), Vec::new()),
        Outcome::Over { result, winners } => (
            true,
            result.as_str().to_string(),
            winners.iter().map(|&p| name(p)).collect(),
        ),
    };
    Report {
        game: game.to_string(),
        position: pos.to_text(),
        to_move: name(pos.to_move()),
        legal_moves: pos.legal_moves().len(),
        in_check: pos.in_check(),
        over,
        result,
        winners,
        moves,
        scores: pos.scores(),
        seed: None,
        turns: None,
        dice: None,
        next_roll: None,
        last_captured: None,
        players_in_check: None,
        out: None,
        frozen: None,
        taken: super::play_scores::taken(pos),
        ranking: super::play_scores::ranking(pos),
        duels: None,
        team_result: None,
        relief_owed: None,
    }
    .with_player_status(pos)
    .with_duels(pos)
}

/// The result line of the text output: `checkmate (White wins)`, `stalemate (draw)`,
/// `ongoing (Black to move)`.
fn describe_result(r: &Report) -> String {
    if !r.over {
        return format!("ongoing ({} to move)", r.to_move);
    }
    match r.winners.as_slice() {
        [] => format!("{} (draw)", r.result),
        [one] => format!("{} ({one} wins)", r.result),
        many => format!("{} ({} win)", r.result, many.join(" and ")),
    }
}

//! The sentences of the status line that some families of games need, where the usual `White to
//! move` or `Black wins by checkmate` does not say enough: games with dice (the roll, the die
//! to use, the forced pass), games scored by captures (the forced pass, the end by elimination),
//! games of duels (the relief owed, the duels decided), the end of the points race (the winners
//! on points and why the game ended), and four-player games where a player must move without a
//! safe move. Also the words of the score panel. Each reads the position.

use crate::piece::Player;
use crate::position::{GameResult, Outcome, Position};
use crate::rules::DiceState;
use crate::variant::Variant;

/// Words for a result, as the status line shows it: `fifty-moves` is `the fifty-move rule`.
pub fn result_words(result: &str) -> String {
    match result {
        "fifty-moves" => "the fifty-move rule".to_string(),
        "repetition" => "threefold repetition".to_string(),
        "bare-kings" => "bare kings".to_string(),
        "all-royals" => "holding every royal piece".to_string(),
        "single-piece" => "reducing an opponent to a single piece".to_string(),
        "elimination" => "capturing the enemy kings".to_string(),
        other => other.replace('-', " "),
    }
}

/// Names listed for people: `Red`, `Red and Black`, `White, Red and Green`.
pub(super) fn listed(mut names: Vec<String>) -> String {
    match names.pop() {
        None => String::new(),
        Some(last) if names.is_empty() => last,
        Some(last) => format!("{} and {last}", names.join(", ")),
    }
}

/// The status line of a game that passes when stuck or scores captures, where it differs from
/// the usual one: a forced pass, the end by elimination, and the endings without a winner.
pub(super) fn scores_text(pos: &Position, name: &dyn Fn(Player) -> String) -> Option<String> {
    let v = pos.variant();
    if !v.passing.when_stuck && v.scoring.is_none() {
        return None;
    }
    match pos.outcome() {
        Outcome::Ongoing => {
            let moves = pos.legal_moves();
            (moves.len() == 1 && moves[0].is_pass())
                .then(|| format!("{} cannot move and must pass", name(pos.to_move())))
        }
        Outcome::Over { result, .. } => match result {
            GameResult::Elimination => {
                let r = pos.ranking()?;
                let names: Vec<String> = r.winners.iter().map(|&w| name(w)).collect();
                let verb = if names.len() == 1 { "wins" } else { "win" };
                Some(format!(
                    "{} has lost his last piece: {} {verb}",
                    name(r.victim),
                    names.join(" and ")
                ))
            }
            GameResult::NobodyCanMove => {
                Some("No player can move: the game ends with no winner".to_string())
            }
            GameResult::FiftyMoves => Some(format!(
                "{} full rounds without a capture or a pawn move: the game ends with no winner",
                v.draws.fifty_moves.unwrap_or(0)
            )),
            _ => None,
        },
    }
}

/// The status line of a points race that is over: the winners with their final points, and why
/// the game ended (`Red wins on points (32): one player left`). `None` in other games and while
/// the race goes on.
pub(super) fn race_text(pos: &Position, name: &dyn Fn(Player) -> String) -> Option<String> {
    if !pos.variant().points_race.on {
        return None;
    }
    let Outcome::Over { result, winners } = pos.outcome() else {
        return None;
    };
    let ranking = pos.points_ranking()?;
    let best = ranking.first().map_or(0, |r| r.1);
    let why = match result {
        GameResult::Elimination => "one player left".to_string(),
        other => format!(
            "{} ended the game, {} points to each player still in",
            result_words(other.as_str()),
            pos.variant().points_race.draw_share * (1 + pos.kings_walking())
        ),
    };
    let names: Vec<String> = winners.iter().map(|&w| name(w)).collect();
    let verb = if names.len() == 1 { "wins" } else { "win" };
    Some(format!(
        "{} {verb} on points ({best}): {why}",
        listed(names)
    ))
}

/// The status line of a game of duels: the team result when it is over; while it goes on, the
/// owed relief (`Black must relieve Red's check`), the stalemate escape, or the player to move
/// with the duels already decided. `None` in other games.
pub(super) fn duels_text(pos: &Position, name: &dyn Fn(Player) -> String) -> Option<String> {
    if pos.variant().duels.is_empty() {
        return None;
    }
    if let Some(text) = pos.team_result_text() {
        return Some(text);
    }
    let mover = name(pos.to_move());
    let mut text = match pos.relief_owed() {
        Some(q) => format!("{mover} must relieve {}'s check", name(q)),
        None if pos.legal_moves().first().is_some_and(|m| m.is_pass()) => format!(
            "{mover} is stalemated: he may accept the stalemate or propose a move into check"
        ),
        None if pos.in_check() => format!("{mover} to move, in check"),
        None => format!("{mover} to move"),
    };
    for d in pos.duels() {
        if let Some(end) = d.end {
            let words = match end.winner {
                Some(w) => format!("{} won by {}", name(w), end.reason.as_str()),
                None => format!(
                    "{} and {} drew by {}",
                    name(d.players[0]),
                    name(d.players[1]),
                    end.reason.as_str()
                ),
            };
            text.push_str(&format!(" ({words})"));
        }
    }
    Some(text)
}

/// The status line of an ongoing game with dice, or `None` for other games.
pub(super) fn dice_text(pos: &Position, name: &str) -> Option<String> {
    match pos.dice() {
        _ if !pos.variant().has_dice() => None,
        DiceState::ToRoll => Some(format!("{name} to roll the dice")),
        DiceState::Rolled { .. } => {
            let moves = pos.legal_moves();
            if moves.len() == 1 && moves[0].is_pass() {
                Some(format!("{name} cannot use the dice: pass"))
            } else {
                let dice: Vec<String> = pos.usable_dice().iter().map(|d| d.to_string()).collect();
                Some(format!("{name} to move (die {})", dice.join(" or ")))
            }
        }
    }
}

/// Whether the player to move has no safe move but must move (Savard's duty to move).
pub(super) fn must_move(pos: &Position) -> bool {
    pos.variant().elimination.duty_to_move && !pos.outcome().is_over() && !pos.has_legal_move()
}

/// The status line of an ongoing game for a player who must move without a safe move; `None`
/// when the usual line says it all.
pub(super) fn must_move_text(pos: &Position, name: &str) -> Option<String> {
    if !must_move(pos) {
        return None;
    }
    Some(if pos.in_check() {
        format!("{name} is checkmated but must move while his side plays on")
    } else {
        format!("{name} is stalemated but must move while his side plays on")
    })
}

/// What each piece scores in a game scored by captures, for people: `Q 3 · R B N 2 · P 1`
/// (empty for other games).
pub fn score_values(v: &Variant) -> String {
    let Some(scoring) = v.scoring.as_ref() else {
        return String::new();
    };
    let mut values: Vec<(u32, Vec<char>)> = Vec::new();
    for &(kind, points) in &scoring.points {
        match values.iter_mut().find(|(p, _)| *p == points) {
            Some((_, letters)) => letters.push(v.piece_letter(kind)),
            None => values.push((points, vec![v.piece_letter(kind)])),
        }
    }
    values
        .iter()
        .map(|(p, letters)| {
            let l: Vec<String> = letters.iter().map(|c| c.to_string()).collect();
            format!("{} {p}", l.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The tie-breaks of a game scored by captures, in order, for people: `more rooks`, `fewer
/// pawns` (empty for other games).
pub fn tie_break_words(v: &Variant) -> Vec<String> {
    v.scoring.as_ref().map_or_else(Vec::new, |s| {
        s.tie_breaks
            .iter()
            .map(|t| format!("{} {}", if t.more_wins { "more" } else { "fewer" }, t.name))
            .collect()
    })
}

//! The fields some games add to the position text after the move counters (see
//! `docs/position-text.md`):
//!
//! - **captures**, in games with shifting alliances: one character per player in turn order, the
//!   letter of the opponent whose piece that player captured last, or `-`: `r-w`;
//! - **dice**, in games with dice: `-` when the player to move has still to roll, otherwise his
//!   roll and, after a slash, the dice of it not used yet: `35/35` (nothing used), `35/5`;
//! - **pieces taken**, in games scored by captures: per player in turn order, separated by `/`,
//!   what he has taken (`taken.rs`);
//! - **frozen**, in games with frozen players: `-` or the letters of the frozen players: `rb`;
//! - **points** and **dead**, in the points race: per player in turn order, separated by `/`, his
//!   points (`12/0/3/20`); then `-` or the letters of the players out, whose pieces are dead,
//!   in capitals for those who resigned and whose king walks on: `bY`;
//! - **hands**, in games with a placement phase: per player in turn order, separated by `/`, the
//!   capital letters of the pieces still in hand, or `-`: `RBN/RBN/-/-`;
//! - **duels** and **relief**, in games of duels (`duels.rs`): each duel's result, `-/bm`, and
//!   `-` or the letter of the player whose check the player to move must relieve.
//!
//! Parse errors are plain messages; `text.rs` wraps them as position errors.

use super::{duels, taken};
use crate::piece::{PieceKind, Player};
use crate::position::Setup;
use crate::rules::DiceState;
use crate::variant::Variant;

/// The names of the extra fields of a game, in order.
pub(crate) fn names(v: &Variant) -> Vec<&'static str> {
    let mut out = Vec::new();
    if v.captures.alternate {
        out.push("last captures");
    }
    if v.has_dice() {
        out.push("dice");
    }
    if v.scoring.is_some() {
        out.push("pieces taken");
    }
    if v.freeze.on {
        out.push("frozen");
    }
    if v.points_race.on {
        out.push("points");
        out.push("dead");
    }
    if v.placement.is_some() {
        out.push("hands");
    }
    if !v.duels.is_empty() {
        out.push("duels");
        out.push("relief");
    }
    out
}

/// Reads the extra fields (as many as [`names`] gives) into `setup`.
pub(crate) fn parse(v: &Variant, fields: &[&str], setup: &mut Setup) -> Result<(), String> {
    let mut fields = fields.iter();
    if v.captures.alternate {
        if let Some(f) = fields.next() {
            setup.last_captured = parse_captures(v, f)?;
        }
    }
    if v.has_dice() {
        if let Some(f) = fields.next() {
            setup.dice = parse_dice(v, f)?;
        }
    }
    if v.scoring.is_some() {
        if let Some(f) = fields.next() {
            setup.taken = taken::parse(v, f)?;
        }
    }
    if v.freeze.on {
        if let Some(f) = fields.next() {
            setup.frozen = parse_players(v, f, "frozen")?;
        }
    }
    if v.points_race.on {
        if let Some(f) = fields.next() {
            setup.points = parse_points(v, f)?;
        }
        if let Some(f) = fields.next() {
            let upper: String = f.chars().filter(|c| c.is_ascii_uppercase()).collect();
            let lower: String = f.chars().filter(|c| !c.is_ascii_uppercase()).collect();
            let or_none = |s: String| if s.is_empty() { "-".to_string() } else { s };
            setup.dead = parse_players(v, &or_none(lower), "dead")?;
            setup.walking = parse_players(v, &or_none(upper.to_ascii_lowercase()), "dead")?;
            if *f != "-" && f.contains('-') {
                return Err(format!(
                    "bad dead field '{}': write - alone, or the letters of the players out",
                    crate::excerpt::excerpt(f)
                ));
            }
        }
    }
    if v.placement.is_some() {
        if let Some(f) = fields.next() {
            setup.hands = parse_hands(v, f)?;
        }
    }
    if !v.duels.is_empty() {
        if let Some(f) = fields.next() {
            setup.duels = duels::parse_duels(v, f)?;
        }
        if let Some(f) = fields.next() {
            setup.relief = duels::parse_relief(v, f)?;
        }
    }
    Ok(())
}

/// Writes the extra fields of a setup.
pub(crate) fn write(v: &Variant, setup: &Setup) -> Vec<String> {
    let mut out = Vec::new();
    if v.captures.alternate {
        out.push(
            setup
                .last_captured
                .iter()
                .map(|l| l.map_or('-', |p| v.player_letter(p)))
                .collect(),
        );
    }
    if v.has_dice() {
        out.push(write_dice(setup.dice));
    }
    if v.scoring.is_some() {
        out.push(taken::write(v, &setup.taken));
    }
    if v.freeze.on {
        out.push(write_players(v, &setup.frozen));
    }
    if v.points_race.on {
        let points: Vec<String> = (0..v.players.len())
            .map(|i| setup.points.get(i).copied().unwrap_or(0).to_string())
            .collect();
        out.push(points.join("/"));
        let walking: String = setup
            .walking
            .iter()
            .map(|&p| v.player_letter(p).to_ascii_uppercase())
            .collect();
        let dead = write_players(v, &setup.dead);
        out.push(match (dead.as_str(), walking.is_empty()) {
            (_, true) => dead,
            ("-", false) => walking,
            (_, false) => dead + &walking,
        });
    }
    if v.placement.is_some() {
        let groups: Vec<String> = (0..v.players.len())
            .map(|i| {
                let hand = setup.hands.get(i).map_or(&[][..], |h| h.as_slice());
                if hand.is_empty() {
                    "-".to_string()
                } else {
                    hand.iter().map(|&k| v.piece_letter(k)).collect()
                }
            })
            .collect();
        out.push(groups.join("/"));
    }
    if !v.duels.is_empty() {
        out.push(duels::write_duels(v, &setup.duels));
        out.push(
            setup
                .relief
                .map_or("-".to_string(), |p| v.player_letter(p).to_string()),
        );
    }
    out
}

/// Reads the hands field: one group per player, `-` or capital piece letters.
fn parse_hands(v: &Variant, field: &str) -> Result<Vec<Vec<PieceKind>>, String> {
    let shown = crate::excerpt::excerpt(field);
    let groups: Vec<&str> = field.split('/').collect();
    if groups.len() != v.players.len() {
        return Err(format!(
            "bad hands field '{shown}': {} groups for {} players; write per player, separated by /, the letters of the pieces in hand or -",
            groups.len(),
            v.players.len()
        ));
    }
    groups
        .iter()
        .map(|g| {
            if *g == "-" {
                return Ok(Vec::new());
            }
            g.chars()
                .map(|c| {
                    v.kind_by_letter(c).ok_or_else(|| {
                        format!("bad hands field '{shown}': '{c}' is not a piece letter")
                    })
                })
                .collect()
        })
        .collect()
}

/// Writes a field of players: their letters, or `-` for none.
fn write_players(v: &Variant, players: &[Player]) -> String {
    let letters: String = players.iter().map(|&p| v.player_letter(p)).collect();
    if letters.is_empty() {
        "-".to_string()
    } else {
        letters
    }
}

/// Reads the points field: one number per player, separated by `/`.
fn parse_points(v: &Variant, field: &str) -> Result<Vec<u32>, String> {
    let shown = crate::excerpt::excerpt(field);
    let parts: Vec<&str> = field.split('/').collect();
    if parts.len() != v.players.len() {
        return Err(format!(
            "bad points field '{shown}': {} numbers for {} players; write each player's points, separated by /",
            parts.len(),
            v.players.len()
        ));
    }
    parts
        .iter()
        .map(|p| {
            p.parse::<u32>()
                .ok()
                .filter(|&n| n <= 1_000_000)
                .ok_or_else(|| {
                    format!(
                        "bad points field '{shown}': '{}' is not a number of points",
                        crate::excerpt::excerpt(p)
                    )
                })
        })
        .collect()
}

/// Reads a field of players (`what`: frozen, dead): `-` or player letters, each at most once.
fn parse_players(v: &Variant, field: &str, what: &str) -> Result<Vec<Player>, String> {
    let shown = crate::excerpt::excerpt(field);
    if field == "-" {
        return Ok(Vec::new());
    }
    let mut out: Vec<Player> = Vec::new();
    for c in field.chars() {
        let Some(i) = v.players.iter().position(|p| p.letter == c) else {
            return Err(format!(
                "bad {what} field '{shown}': '{c}' is not a player letter; write the letters of the {what} players, or -"
            ));
        };
        let p = Player(i as u8);
        if out.contains(&p) {
            return Err(format!("bad {what} field '{shown}': '{c}' is given twice"));
        }
        out.push(p);
    }
    crate::sort::sort(&mut out);
    Ok(out)
}

fn parse_captures(v: &Variant, field: &str) -> Result<Vec<Option<Player>>, String> {
    let shown = crate::excerpt::excerpt(field);
    let letters: String = v.players.iter().map(|p| p.letter).collect();
    let bad = |why: String| {
        Err(format!(
            "bad last-captures field '{shown}': {why}; write one character per player ({letters}): the letter of the opponent he captured last, or -"
        ))
    };
    let chars: Vec<char> = field.chars().collect();
    if chars.len() != v.players.len() {
        return bad(format!(
            "{} characters for {} players",
            chars.len(),
            v.players.len()
        ));
    }
    let mut out = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c == '-' {
            out.push(None);
            continue;
        }
        match v.players.iter().position(|p| p.letter == c) {
            Some(p) if p == i => return bad(format!("'{c}' cannot have captured his own piece")),
            Some(p) => out.push(Some(Player(p as u8))),
            None => return bad(format!("'{c}' is not a player letter")),
        }
    }
    Ok(out)
}

fn parse_dice(v: &Variant, field: &str) -> Result<DiceState, String> {
    let shown = crate::excerpt::excerpt(field);
    if field == "-" {
        return Ok(DiceState::ToRoll);
    }
    let faces = v.dice.as_ref().map_or(0, |d| d.face_count());
    let bad = |why: &str| {
        Err(format!(
            "bad dice field '{shown}': {why}; write - before the roll, or the roll and its unused dice as 35/35 or 35/5 (faces 1 to {faces})"
        ))
    };
    let Some((roll, unused)) = field.split_once('/') else {
        return bad("the unused dice must follow a slash");
    };
    let digits = |s: &str| -> Option<Vec<u8>> {
        s.chars().map(|c| c.to_digit(10).map(|d| d as u8)).collect()
    };
    let (Some(roll), Some(unused)) = (digits(roll), digits(unused)) else {
        return bad("dice are written as digits");
    };
    let [a, b] = roll[..] else {
        return bad("a roll is two dice");
    };
    if unused.is_empty() || unused.len() > 2 {
        return bad("one or two dice are unused until the turn ends");
    }
    // Of two dice with the same face the first is used first, as in play (one key for one
    // position): an unused die is the last one showing its face.
    let mut used = [true, true];
    for d in unused {
        match (0..2).rev().find(|&i| used[i] && [a, b][i] == d) {
            Some(i) => used[i] = false,
            None => return bad("an unused die must be one of the roll"),
        }
    }
    Ok(DiceState::Rolled { roll: [a, b], used })
}

fn write_dice(state: DiceState) -> String {
    match state {
        DiceState::ToRoll => "-".to_string(),
        DiceState::Rolled { roll, .. } => {
            let unused: String = state.unused().iter().map(|d| d.to_string()).collect();
            format!("{}{}/{unused}", roll[0], roll[1])
        }
    }
}

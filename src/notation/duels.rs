//! The fields of games of duels in the position text (see `docs/position-text.md`):
//!
//! - **duels**: one entry per duel, separated by `/`: `-` while it goes on, otherwise the letter of
//!   the winner or `d` for a draw, then the reason: `m` checkmate, `s` stalemate, `r` repetition,
//!   `f` fifty moves, `i` insufficient force. `bm/-`: Black won the first duel by checkmate, the
//!   second goes on; `ds/di`: both drawn.
//! - **relief**: `-`, or the letter of the player whose check the player to move must relieve
//!   (after an accepted proposal).

use crate::piece::Player;
use crate::rules::{DuelEnd, DuelReason};
use crate::variant::Variant;

/// Reads the duels field.
pub(crate) fn parse_duels(v: &Variant, field: &str) -> Result<Vec<Option<DuelEnd>>, String> {
    let bad = |why: String| {
        Err(format!(
            "bad duels field '{field}': {why}; write one entry per duel separated by /: - while it goes on, or the winner's letter (d for a draw) and the reason (m checkmate, s stalemate, r repetition, f fifty moves, i insufficient force), as bm/-"
        ))
    };
    let entries: Vec<&str> = field.split('/').collect();
    if entries.len() != v.duel_count() {
        return bad(format!(
            "{} entries for {} duels",
            entries.len(),
            v.duel_count()
        ));
    }
    let mut out = Vec::new();
    for e in entries {
        if e == "-" {
            out.push(None);
            continue;
        }
        let chars: Vec<char> = e.chars().collect();
        let [who, why] = chars[..] else {
            return bad(format!("'{e}' is not two letters"));
        };
        let winner = match who {
            'd' => None,
            c => match v.players.iter().position(|p| p.letter == c) {
                Some(i) => Some(Player(i as u8)),
                None => return bad(format!("'{c}' is not a player letter")),
            },
        };
        let Some(reason) = DuelReason::from_letter(why) else {
            return bad(format!("'{why}' is not a reason"));
        };
        let decisive = reason == DuelReason::Checkmate;
        if decisive != winner.is_some() {
            return bad(format!(
                "'{e}': only a checkmate has a winner, and it always has one"
            ));
        }
        out.push(Some(DuelEnd { winner, reason }));
    }
    Ok(out)
}

/// Writes the duels field.
pub(crate) fn write_duels(v: &Variant, duels: &[Option<DuelEnd>]) -> String {
    let entries: Vec<String> = duels
        .iter()
        .map(|d| match d {
            None => "-".to_string(),
            Some(end) => {
                let who = end.winner.map_or('d', |p| v.player_letter(p));
                format!("{who}{}", end.reason.letter())
            }
        })
        .collect();
    entries.join("/")
}

/// Reads the relief field: `-` or a player letter.
pub(crate) fn parse_relief(v: &Variant, field: &str) -> Result<Option<Player>, String> {
    if field == "-" {
        return Ok(None);
    }
    let mut chars = field.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => match v.players.iter().position(|p| p.letter == c) {
            Some(i) => Ok(Some(Player(i as u8))),
            None => Err(format!(
                "bad relief field '{field}': '{c}' is not a player letter; write - or the letter of the player whose check must be relieved"
            )),
        },
        _ => Err(format!(
            "bad relief field '{field}': write - or the letter of the player whose check must be relieved"
        )),
    }
}

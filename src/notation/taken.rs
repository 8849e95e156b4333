//! The **pieces taken** field of the position text, in games scored by captures (Not a Dodgson
//! System Chess): one group per player in turn order, separated by `/`; a group is `-` when he has
//! taken nothing, otherwise, for each opponent he took from, that opponent's letter followed by
//! the letters of the pieces taken from him (as they were when taken: a promoted pawn by its new
//! letter). `-/wRRBB/wQPP/wRNNPPP`: Red took two rooks and two bishops from White, Black a queen
//! and two pawns, Green a rook, two knights and three pawns.
//!
//! Written in turn order of the victims and catalogue order of the pieces; read in any order.

use crate::piece::Player;
use crate::rules::Taken;
use crate::variant::Variant;

/// Reads the field.
pub(crate) fn parse(v: &Variant, field: &str) -> Result<Taken, String> {
    let shown = crate::excerpt::excerpt(field);
    let n = v.players.len();
    let letters: String = v.players.iter().map(|p| p.letter).collect();
    let bad = |why: String| {
        Err(format!(
            "bad pieces-taken field '{shown}': {why}; write one group per player ({letters}) separated by /, each - or the letter of an opponent followed by the pieces taken from him, as wQPP"
        ))
    };
    let groups: Vec<&str> = field.split('/').collect();
    if groups.len() != n {
        return bad(format!("{} groups for {n} players", groups.len()));
    }
    let mut taken = Taken::new(n, v.pieces.len());
    for (i, group) in groups.iter().enumerate() {
        let capturer = Player(i as u8);
        if *group == "-" {
            continue;
        }
        if group.is_empty() {
            return bad(format!("the group of {} is empty", v.player_name(capturer)));
        }
        let mut victim = None;
        let mut pending = false;
        let lonely = || {
            bad(format!(
                "a player letter in '{}' has no pieces after it",
                crate::excerpt::excerpt(group)
            ))
        };
        for c in group.chars() {
            if c.is_ascii_lowercase() {
                if pending {
                    return lonely();
                }
                pending = true;
                match v.players.iter().position(|p| p.letter == c) {
                    Some(p) if p == i => {
                        return bad(format!(
                            "{} cannot have taken his own pieces",
                            v.player_name(capturer)
                        ))
                    }
                    Some(p) => victim = Some(Player(p as u8)),
                    None => return bad(format!("'{c}' is not a player letter")),
                }
            } else if let Some(kind) = v.kind_by_letter(c) {
                let Some(from) = victim else {
                    return bad(format!(
                        "the piece '{c}' comes before the letter of the player it was taken from"
                    ));
                };
                if taken.count(capturer, from, kind) >= 99 {
                    return bad("more than 99 pieces of one kind".to_string());
                }
                taken.add(capturer, from, kind);
                pending = false;
            } else {
                return bad(format!("'{c}' is neither a player nor a piece letter"));
            }
        }
        if pending {
            return lonely();
        }
    }
    Ok(taken)
}

/// Writes the field.
pub(crate) fn write(v: &Variant, taken: &Taken) -> String {
    let n = v.players.len() as u8;
    (0..n)
        .map(Player)
        .map(|capturer| {
            let mut group = String::new();
            for victim in (0..n).map(Player) {
                let got = taken.from(capturer, victim);
                if got.is_empty() {
                    continue;
                }
                group.push(v.player_letter(victim));
                for (kind, count) in got {
                    for _ in 0..count {
                        group.push(v.piece_letter(kind));
                    }
                }
            }
            if group.is_empty() {
                "-".to_string()
            } else {
                group
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

//! Drops from hand (the placement phase of Fortress Chess), written the same in every notation:
//! the capital letter of the piece, `@`, and the cell: `R@m3`. A text of that form is read as a
//! drop only while the player to move holds pieces in hand (elsewhere `N@e4` is a zero move).

use super::parse::MoveError;
use crate::position::{Move, Position};

/// The text of a drop (`None` for any other move).
pub(crate) fn drop_text(pos: &Position, m: &Move) -> Option<String> {
    let kind = m.dropped()?;
    let v = pos.variant();
    Some(format!(
        "{}@{}",
        v.piece_letter(kind),
        v.geometry().cell_name(m.to)
    ))
}

/// Reads a drop while the player to move holds pieces in hand: `None` when the text is for the
/// ordinary reader (no pieces in hand); otherwise the legal drop it names, or why it is none.
pub(crate) fn parse_drop(pos: &Position, text: &str) -> Option<Result<Move, MoveError>> {
    if pos.hand(pos.to_move()).is_empty() {
        return None;
    }
    let t = text.trim();
    let t = t.trim_end_matches(['+', '#', '!', '?']);
    let v = pos.variant();
    let Some((letter, cell)) = t.split_once('@') else {
        return Some(Err(MoveError::NotAMove {
            text: t.to_string(),
            reason: format!(
                "{} must first place the pieces in hand, written like R@m3",
                v.player_name(pos.to_move())
            ),
        }));
    };
    let moves = pos.legal_moves();
    let found = moves.into_iter().find(|m| {
        drop_text(pos, m).is_some_and(|d| {
            let (l, c) = d.split_once('@').unwrap_or_default();
            l.eq_ignore_ascii_case(letter) && c == cell
        })
    });
    Some(found.ok_or_else(|| MoveError::NotAMove {
        text: t.to_string(),
        reason: why_not(pos, letter, cell),
    }))
}

/// Why `letter@cell` is not a legal drop of the player to move.
fn why_not(pos: &Position, letter: &str, cell: &str) -> String {
    let v = pos.variant();
    let geo = v.geometry();
    let me = pos.to_move();
    let who = v.player_name(me);
    let held: Vec<String> = pos
        .hand(me)
        .iter()
        .map(|&k| v.piece_letter(k).to_string())
        .collect();
    let kind = letter
        .chars()
        .next()
        .and_then(|c| v.kind_by_letter(c.to_ascii_uppercase()));
    if letter.chars().count() != 1 || !kind.is_some_and(|k| pos.hand(me).contains(&k)) {
        return format!(
            "{who} holds no '{}' in hand; he holds {}",
            crate::excerpt::excerpt(letter),
            held.join(", ")
        );
    }
    let zone: Vec<_> = geo
        .cells()
        .filter(|&c| {
            v.placement
                .as_ref()
                .and_then(|pl| pl.zones.get(me.index()))
                .is_some_and(|z| z.contains(geo.info(c)))
        })
        .collect();
    let span = match (zone.first(), zone.last()) {
        (Some(&a), Some(&b)) => format!("{}-{}", geo.cell_name(a), geo.cell_name(b)),
        _ => "none".to_string(),
    };
    match zone.iter().find(|&&c| geo.cell_name(c) == cell) {
        None => format!("{who} places pieces only on the empty cells of his own fortress, {span}"),
        Some(_) => format!("{cell} is not empty"),
    }
}

//! The registry of playable games: their ids, and building a game with options applied.

use super::{alice, alice_family, chess, dodgson, looking_glass, orwell, Variant, VariantError};
use super::{blocking_double, fortress, four_chesscom, four_conventional, four_ffa, four_teams};
use std::sync::Arc;

type Define = fn() -> Result<Variant, VariantError>;

/// Every game, in a stable order (the page lists them in this order within each family): its id
/// and its definition. Adding a game is a definition and one line here.
const GAMES: &[(&str, Define)] = &[
    ("chess", chess::define),
    ("alice", alice::define),
    ("orwell", orwell::define),
    ("alice2", alice_family::alice2),
    ("ms-alice", alice_family::ms_alice),
    ("odonohue", alice_family::odonohue),
    ("duo", alice_family::duo),
    ("alice-8x4", alice_family::alice_8x4),
    ("alice3", alice_family::alice3),
    ("chess-glass", looking_glass::chess),
    ("orwell-glass", looking_glass::orwell),
    ("dodgson", dodgson::define),
    ("four-teams", four_teams::define),
    ("four-ffa", four_ffa::define),
    ("four-conventional", four_conventional::define),
    ("4pc-teams", four_chesscom::teams),
    ("4pc-ffa", four_chesscom::ffa),
    ("blocking-double", blocking_double::verney_game),
    ("blocking-double-128", blocking_double::board_128_game),
    ("fortress", fortress::define),
];

/// The ids of the playable games, in a stable order.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|(id, _)| *id).collect()
}

/// The definition of game `id`, without options and not finished.
pub(super) fn define(id: &str) -> Result<Variant, VariantError> {
    let define = GAMES
        .iter()
        .find(|(g, _)| *g == id)
        .map(|(_, d)| d)
        .ok_or_else(|| VariantError::UnknownGame {
            id: id.to_string(),
            known: ids(),
        })?;
    let v = define()?;
    if v.id != id {
        return Err(VariantError::Definition(format!(
            "the registry's game {id} is defined as {}",
            v.id
        )));
    }
    Ok(v)
}

/// The game `id` with `options` (`(name, value)` pairs) applied. An unknown game or option, an
/// option given twice or a bad value is an error that says what is allowed.
///
/// ```
/// use quadrille::variant;
/// let alice = variant::build("alice", &[("en_passant".into(), "true".into())]).unwrap();
/// assert_eq!(alice.geometry().board_count(), 2);
/// assert!(variant::build("alice", &[("castling".into(), "no".into())]).is_err());
/// let error = variant::build("chesss", &[]).unwrap_err().to_string();
/// assert!(error.contains("chess"), "{error}"); // the games there are
/// ```
pub fn build(id: &str, options: &[(String, String)]) -> Result<Arc<Variant>, VariantError> {
    let mut v = define(id)?;
    for (i, (name, value)) in options.iter().enumerate() {
        if options[..i].iter().any(|(n, _)| n == name) {
            return Err(VariantError::BadSyntax(format!(
                "option {} is given twice",
                crate::excerpt::excerpt(name)
            )));
        }
        if let Some(choice) = v.choice_specs.iter().find(|s| s.name == name).cloned() {
            choice.apply(&mut v, value)?;
            continue;
        }
        let spec = v
            .option_specs
            .iter()
            .find(|s| s.name == name)
            .cloned()
            .ok_or_else(|| VariantError::UnknownOption {
                game: id.to_string(),
                name: name.clone(),
                allowed: v
                    .option_specs
                    .iter()
                    .map(|s| s.name)
                    .chain(v.choice_specs.iter().map(|s| s.name))
                    .collect(),
            })?;
        spec.apply(&mut v, value)?;
    }
    Ok(Arc::new(v.finish()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::parse_option;

    fn opt(name: &str, value: &str) -> Vec<(String, String)> {
        vec![(name.to_string(), value.to_string())]
    }

    #[test]
    fn ids_and_defaults() {
        assert_eq!(ids()[..3], ["chess", "alice", "orwell"]);
        let chess = build("chess", &[]).unwrap();
        assert_eq!((chess.id(), chess.name()), ("chess", "Chess"));
        assert!(chess.options().is_empty());
        assert!(chess.pawns.en_passant);
        let alice = build("alice", &[]).unwrap();
        assert_eq!(alice.options(), opt("en_passant", "false"));
        assert_eq!(alice.geometry().board_count(), 2);
        let on = build("alice", &opt("en_passant", "true")).unwrap();
        assert_eq!(on.options(), opt("en_passant", "true"));
        assert!(on.pawns.en_passant && !alice.pawns.en_passant);
        let letters: Vec<char> = alice.players().iter().map(|p| p.letter).collect();
        assert_eq!(letters, ['w', 'b']);
        assert_eq!(alice.players()[1].name, "Black");
        assert!(alice.players()[0].colour.starts_with('#'));
        let orwell = build("orwell", &[]).unwrap();
        let names: Vec<&str> = orwell.players().iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["White", "Red", "Black"]);
        assert!(orwell.players().iter().all(|p| p.colour.starts_with('#')));
        assert!(orwell.options().is_empty() && orwell.has_dice() && !chess.has_dice());
        let n = alice.kind_by_letter('N').unwrap();
        assert_eq!(
            (alice.piece_letter(n), alice.piece_name(n)),
            ('N', "knight")
        );
    }

    #[test]
    fn every_id_builds_the_game_of_that_id_once() {
        let all = ids();
        for (i, id) in all.iter().enumerate() {
            assert!(!all[i + 1..].contains(id), "{id} is listed twice");
            let v = build(id, &[]).unwrap();
            assert_eq!(v.id(), *id);
            assert!(!v.name().is_empty(), "{id}");
        }
    }

    #[test]
    fn errors_say_what_is_allowed() {
        let e = build("chess960", &[]).unwrap_err().to_string();
        assert!(e.contains("chess960") && e.contains("chess, alice"), "{e}");
        let e = build("chess", &opt("en_passant", "false"))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("no option 'en_passant'") && e.contains("none"),
            "{e}"
        );
        let e = build("alice", &opt("enpassant", "true"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("en_passant"), "{e}");
        let e = build("alice", &opt("en_passant", "yes"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("'yes'") && e.contains("true, false"), "{e}");
        let twice = [opt("en_passant", "true"), opt("en_passant", "false")].concat();
        assert!(build("alice", &twice)
            .unwrap_err()
            .to_string()
            .contains("twice"));
        assert_eq!(
            parse_option(" en_passant = true ").unwrap(),
            ("en_passant".to_string(), "true".to_string())
        );
        for bad in ["en_passant", "=true", "en_passant=", ""] {
            assert!(parse_option(bad).is_err(), "{bad}");
        }
    }
}

//! What the page tells a player about each game before he picks it: the family it belongs to
//! and one line on what makes it different. Each game's definition sets both
//! ([`Variant::family`](super::Variant::family), [`Variant::summary`](super::Variant::summary));
//! the families are named here, in the order the page lists them.

/// The families of games, as the page's chooser names and orders them.
pub mod family {
    /// Orthodox chess on its own.
    pub const ORTHODOX: &str = "Orthodox chess";
    /// Alice Chess, its relatives and the games played through the looking-glass.
    pub const ALICE: &str = "Alice Chess and its family";
    /// Orwell Chess and its looking-glass game.
    pub const ORWELL: &str = "Orwell Chess: three players and dice";
    /// The games of four players.
    pub const FOUR: &str = "Four players";
    /// Every family, in order.
    pub const ALL: [&str; 4] = [ORTHODOX, ALICE, ORWELL, FOUR];
}

/// A game's family and one line about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// One of [`family::ALL`].
    pub family: &'static str,
    /// One line for people, ending with a full stop.
    pub summary: &'static str,
}

/// The family and summary of game `id`, if it is a known game, as its definition sets them.
pub fn about(id: &str) -> Option<About> {
    let v = super::registry::define(id).ok()?;
    Some(About {
        family: v.family,
        summary: v.summary,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_family_and_a_line() {
        for id in crate::variant::ids() {
            let a = about(id).unwrap_or_else(|| panic!("{id} has no summary"));
            assert!(family::ALL.contains(&a.family), "{id}: {}", a.family);
            assert!(
                a.summary.ends_with('.') && (20..160).contains(&a.summary.len()),
                "{id}: {}",
                a.summary
            );
        }
        assert_eq!(about("tennis"), None);
    }

    #[test]
    fn every_family_has_a_game_and_children_say_what_changes() {
        let abouts: Vec<(&str, About)> = crate::variant::ids()
            .into_iter()
            .map(|id| (id, about(id).unwrap()))
            .collect();
        for f in family::ALL {
            assert!(abouts.iter().any(|(_, a)| a.family == f), "{f} is empty");
        }
        // A child game that forgot to set its own line would repeat its parent's.
        for (i, (id, a)) in abouts.iter().enumerate() {
            for (other, b) in &abouts[i + 1..] {
                assert_ne!(a.summary, b.summary, "{id} and {other}");
            }
        }
        assert_eq!(about("chess").unwrap().family, family::ORTHODOX);
        assert_eq!(about("chess-glass").unwrap().family, family::ALICE);
        assert_eq!(about("orwell-glass").unwrap().family, family::ORWELL);
        assert_eq!(about("fortress").unwrap().family, family::FOUR);
    }
}

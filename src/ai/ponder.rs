//! Pondering: thinking in the opponent's time. After its move a player searches the position
//! where its opponent is to move; the transposition table then holds the replies and what
//! follows them, so its own search after the reply starts from what it already knows (whether or
//! not the reply was the one it expected). Only in games of two sides without dice: a paranoid
//! search's table belongs to its root player, and a position waiting for a roll has no moves.

use super::clock::Clock;
use super::level::Agent;
use super::search::{Limits, Searcher};
use super::sides;
use super::think::think_ordinary;
use crate::position::Position;

/// Whether a player can ponder in this position (the opponent to move).
pub fn can_ponder(pos: &Position) -> bool {
    let v = pos.variant();
    sides::count(v) == 2 && !v.has_dice() && !pos.outcome().is_over()
}

/// Searches `pos`, where the opponent of the pondering player is to move, within `limits`, as
/// the player's own level would; the decision is thrown away, the table keeps what was learnt.
/// Returns the depth reached, or `None` when there is nothing to ponder.
pub fn ponder(
    searcher: &mut Searcher,
    pos: &Position,
    agent: Agent,
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<u32> {
    if !can_ponder(pos) || !matches!(agent, Agent::Level(_)) {
        return None;
    }
    think_ordinary(searcher, pos, agent, 0, limits, clock, &mut |_| {}).map(|t| t.depth)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::NoClock;
    use crate::variant;

    /// Plays `moves` (long form, as the engine writes them) from the start of `game`.
    fn after(game: &str, moves: &[&str]) -> Position {
        let v = variant::build(game, &[]).unwrap();
        let mut pos = Position::start(&v);
        for text in moves {
            let m = crate::notation::parse_move(&pos, text).unwrap();
            pos = pos.play(&m);
        }
        pos
    }

    fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    #[test]
    fn the_reply_needs_fewer_nodes_after_pondering() {
        for (game, opening) in [
            ("chess", &["e2e4", "e7e5", "g1f3"][..]),
            ("alice", &["e2e4", "d7d5", "e4d5"][..]),
        ] {
            let pos = after(game, opening);
            let pondered = || {
                let mut s = Searcher::new();
                let depth = ponder(&mut s, &pos, Agent::Level(8), &nodes(40_000), &NoClock);
                assert!(
                    depth.is_some_and(|d| d >= 3),
                    "{game}: pondered to {depth:?}"
                );
                s
            };
            // The reply the pondering search expects, then five others.
            let expected = Searcher::new()
                .search(&pos, &nodes(40_000), &NoClock)
                .unwrap()
                .best;
            let mut replies = vec![expected];
            replies.extend(
                pos.legal_moves()
                    .into_iter()
                    .filter(|m| *m != expected)
                    .take(5),
            );
            let (mut fresh_all, mut warm_all) = (0, 0);
            for (i, reply) in replies.iter().enumerate() {
                // Our search of the same depth after the reply, with a fresh table and with
                // the pondered one: the nodes it needs.
                let next = pos.play(reply);
                let fresh = Searcher::new()
                    .search(&next, &depth(6), &NoClock)
                    .unwrap()
                    .nodes;
                let warm = pondered().search(&next, &depth(6), &NoClock).unwrap().nodes;
                if i == 0 {
                    assert!(
                        2 * warm <= fresh,
                        "{game}, the expected reply: {warm} of {fresh}"
                    );
                }
                fresh_all += fresh;
                warm_all += warm;
            }
            assert!(
                warm_all < fresh_all,
                "{game}, six replies: {warm_all} of {fresh_all}"
            );
        }
    }

    #[test]
    fn no_pondering_with_dice_or_more_sides_or_at_the_end() {
        let mut s = Searcher::new();
        for game in ["orwell", "four-ffa", "dodgson"] {
            let pos = after(game, &[]);
            assert!(!can_ponder(&pos), "{game}");
            assert_eq!(
                ponder(&mut s, &pos, Agent::Level(8), &nodes(100), &NoClock),
                None
            );
        }
        let mated = after("chess", &["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert!(!can_ponder(&mated));
        let open = after("chess", &[]);
        assert_eq!(
            ponder(&mut s, &open, Agent::Random, &nodes(100), &NoClock),
            None
        );
    }
}

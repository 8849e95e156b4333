//! How the players of a game split into sides, for the search. Players of the same team (from
//! `Variant::same_team`; in Blocking Double Chess the teams, not the duels) form one side; with two sides (two players, or two teams that alternate)
//! the search is the two-player alpha-beta. With three or more sides the search is paranoid: the
//! player to choose is one side and every other player the other, so the same alpha-beta
//! applies, while the evaluation stays per player (`view`). In games scored by what is taken
//! (the `best_reply` switch) the opponents' nodes are best-reply nodes (`search/moves.rs`).

use crate::piece::Player;
use crate::variant::Variant;

/// The number of sides: groups of players who are not enemies of each other.
pub fn count(v: &Variant) -> usize {
    let n = v.players().len();
    let mut leaders: Vec<usize> = Vec::new();
    for p in 0..n {
        let friend = leaders
            .iter()
            .any(|&q| v.same_team(Player(p as u8), Player(q as u8)));
        if !friend {
            leaders.push(p);
        }
    }
    leaders.len()
}

/// The sides of one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sides {
    /// Per player: its side.
    side: Vec<u8>,
    /// Paranoid: the root player against all the others.
    paranoid: bool,
    root: Player,
    /// Mixed into transposition table keys, so paranoid scores of different root players never
    /// meet.
    pub salt: u64,
}

impl Sides {
    /// The sides for a search by `root` in game `v`.
    pub fn new(v: &Variant, root: Player) -> Sides {
        let n = v.players().len();
        let paranoid = count(v) > 2;
        let side = (0..n)
            .map(|p| {
                let p = Player(p as u8);
                if paranoid {
                    u8::from(p != root)
                } else {
                    // The lowest-numbered friend names the side.
                    (0..n as u8)
                        .find(|&q| v.same_team(p, Player(q)))
                        .unwrap_or(p.0)
                }
            })
            .collect();
        Sides {
            side,
            paranoid,
            root,
            salt: if paranoid {
                (root.0 as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F)
            } else {
                0
            },
        }
    }

    /// Whether the search is paranoid (three or more sides).
    pub fn paranoid(&self) -> bool {
        self.paranoid
    }

    /// The player whose search this is.
    pub fn root(&self) -> Player {
        self.root
    }

    /// Whether two players are on the same side.
    pub fn same(&self, a: Player, b: Player) -> bool {
        self.side.get(a.index()) == self.side.get(b.index())
    }

    /// The score for `mover`'s side from the score of each player. With two sides: his side's
    /// total less the other's. Paranoid: the root's score less a blend of the strongest and
    /// the average opponent, from the root's side or against it.
    pub fn view(&self, scores: &[i32], mover: Player) -> i32 {
        if !self.paranoid {
            let mut total = 0;
            for (p, s) in scores.iter().enumerate() {
                if self.same(Player(p as u8), mover) {
                    total += s;
                } else {
                    total -= s;
                }
            }
            return total;
        }
        let root = scores.get(self.root.index()).copied().unwrap_or(0);
        let others: Vec<i32> = scores
            .iter()
            .enumerate()
            .filter(|&(p, _)| p != self.root.index())
            .map(|(_, &s)| s)
            .collect();
        let max = others.iter().copied().max().unwrap_or(0);
        let mean = others.iter().sum::<i32>() / (others.len().max(1) as i32);
        let for_root = root - (max + mean) / 2;
        if self.same(mover, self.root) {
            for_root
        } else {
            -for_root
        }
    }
}

/// A player's own view in a game of independent players: his score less a blend of the
/// strongest and the average opponent (the evaluation of the multi-player searches).
pub fn own_view(scores: &[i32], me: Player) -> i32 {
    // The paranoid view of `Sides::view` with `me` as the root, without building the sides.
    let mut root = 0;
    let (mut max, mut sum, mut others) = (None::<i32>, 0i32, 0i32);
    for (p, &s) in scores.iter().enumerate() {
        if p == me.index() {
            root = s;
        } else {
            max = Some(max.map_or(s, |m| m.max(s)));
            sum += s;
            others += 1;
        }
    }
    let mean = sum / others.max(1);
    root - (max.unwrap_or(0) + mean) / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;

    #[test]
    fn sides_come_from_the_game() {
        let chess = variant::build("chess", &[]).unwrap();
        assert_eq!(count(&chess), 2);
        let s = Sides::new(&chess, Player(0));
        assert!(!s.paranoid());
        assert!(!s.same(Player(0), Player(1)));
        assert_eq!(s.view(&[500, 300], Player(0)), 200);
        assert_eq!(s.view(&[500, 300], Player(1)), -200);
        let orwell = variant::build("orwell", &[]).unwrap();
        assert_eq!(count(&orwell), 3);
        let s = Sides::new(&orwell, Player(1));
        assert!(s.paranoid());
        assert!(s.same(Player(0), Player(2)));
        assert!(!s.same(Player(0), Player(1)));
        // Root 1 has 900, the others 300 and 600: max 600, mean 450.
        assert_eq!(s.view(&[300, 900, 600], Player(1)), 375);
        assert_eq!(s.view(&[300, 900, 600], Player(2)), -375);
        assert_eq!(own_view(&[300, 900, 600], Player(0)), 300 - 825);
        // The own view is the paranoid view with the player as the root (odd and negative sums
        // included, where the divisions round).
        for scores in [
            [300, 900, 600],
            [-7, 12, -301],
            [-5000, -5000, 1],
            [0, 0, 0],
        ] {
            for p in 0..3 {
                let root = Player(p);
                let paranoid = Sides::new(&orwell, root).view(&scores, root);
                assert_eq!(own_view(&scores, root), paranoid, "{scores:?} for {p}");
            }
        }
        // Two teams of a three-player game are two sides.
        let mut teams = (*orwell).clone();
        teams.teams = vec![0, 1, 0];
        assert_eq!(count(&teams), 2);
        let s = Sides::new(&teams, Player(0));
        assert!(!s.paranoid() && s.same(Player(0), Player(2)));
        assert_eq!(s.view(&[100, 500, 200], Player(2)), -200);
    }
}

//! Scoring by what was taken from the first player eliminated (Not a Dodgson System Chess): the
//! game ends the moment a player loses his last piece, and only the pieces taken from him score,
//! for the players who took them. A piece counts as what it was when it was taken (a promoted
//! pawn as its new type). Ties are broken by counts of some kinds taken from him (more rooks,
//! then fewer pawns); players still tied share the win.
//!
//! [`Taken`] is the tally a position keeps: per capturer, per victim, per kind of piece.
//! [`CaptureScoring::rank`] ranks the players for any victim, so a page can also show what would
//! count if a given player were eliminated now.

use crate::piece::{PieceKind, Player};
use crate::variant::Variant;
use std::cmp::Ordering;

/// A tie-break: a count of some kinds of piece taken from the eliminated player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TieBreak {
    /// What is counted, in the plural for people: `rooks`.
    pub name: &'static str,
    /// The kinds counted (a promoted piece counts as its new kind).
    pub kinds: Vec<PieceKind>,
    /// Whether more of them is better (rooks) or fewer (pawns).
    pub more_wins: bool,
}

/// The scoring component.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CaptureScoring {
    /// Points per kind of piece taken; a kind not listed scores nothing.
    pub points: Vec<(PieceKind, u32)>,
    /// The tie-breaks, in order, after the points.
    pub tie_breaks: Vec<TieBreak>,
}

/// What each player has taken from each other player: a count per capturer, victim and kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Taken {
    players: usize,
    kinds: usize,
    counts: Vec<u8>,
}

impl Taken {
    /// Nothing taken yet, for a game of `players` players and `kinds` kinds of piece.
    pub fn new(players: usize, kinds: usize) -> Taken {
        Taken {
            players,
            kinds,
            counts: vec![0; players * players * kinds],
        }
    }

    fn index(&self, capturer: Player, victim: Player, kind: PieceKind) -> Option<usize> {
        let (c, v, k) = (capturer.index(), victim.index(), kind.index());
        (c < self.players && v < self.players && k < self.kinds)
            .then(|| (c * self.players + v) * self.kinds + k)
    }

    /// How many pieces of `kind` `capturer` has taken from `victim`.
    pub fn count(&self, capturer: Player, victim: Player, kind: PieceKind) -> u32 {
        self.index(capturer, victim, kind)
            .map_or(0, |i| self.counts[i] as u32)
    }

    /// Notes one more piece of `kind` taken by `capturer` from `victim` (ignored for players or
    /// kinds outside the game, and beyond 255 of one kind).
    pub fn add(&mut self, capturer: Player, victim: Player, kind: PieceKind) {
        if let Some(i) = self.index(capturer, victim, kind) {
            self.counts[i] = self.counts[i].saturating_add(1);
        }
    }

    /// The kinds `capturer` has taken from `victim`, with their counts, in catalogue order.
    pub fn from(&self, capturer: Player, victim: Player) -> Vec<(PieceKind, u32)> {
        (0..self.kinds as u8)
            .map(PieceKind)
            .map(|k| (k, self.count(capturer, victim, k)))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    /// How many pieces have been taken from `victim` by anybody.
    pub fn total_from(&self, victim: Player) -> u32 {
        (0..self.players as u8)
            .map(|c| {
                self.from(Player(c), victim)
                    .iter()
                    .map(|&(_, n)| n)
                    .sum::<u32>()
            })
            .sum()
    }

    /// A 64-bit digest of everything taken (FNV-1a over the counts): equal tallies give equal
    /// digests.
    pub fn digest(&self) -> u64 {
        self.counts.iter().fold(0xcbf2_9ce4_8422_2325, |h, &c| {
            (h ^ u64::from(c)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// Whether nothing has been taken.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&n| n == 0)
    }

    /// The number of players the tally is for.
    pub fn players(&self) -> usize {
        self.players
    }
}

/// One player's place in a ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player ranked.
    pub player: Player,
    /// Points for the pieces taken from the victim.
    pub points: u32,
    /// The count of each tie-break, in order.
    pub ties: Vec<u32>,
    /// The place, from 1; players tied on everything share a place.
    pub place: usize,
}

/// The players ranked by what they took from one victim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranking {
    /// The player whose lost pieces are scored.
    pub victim: Player,
    /// Every other player, best first.
    pub standings: Vec<Standing>,
    /// The players in first place (several on a full tie).
    pub winners: Vec<Player>,
}

impl CaptureScoring {
    /// The points a piece of `kind` scores.
    pub fn points_of(&self, kind: PieceKind) -> u32 {
        self.points
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |&(_, p)| p)
    }

    /// What `capturer` scores if `victim` is the player eliminated: his points, then the count
    /// of each tie-break.
    fn standing(&self, taken: &Taken, capturer: Player, victim: Player) -> (u32, Vec<u32>) {
        let got = taken.from(capturer, victim);
        let points = got.iter().map(|&(k, n)| self.points_of(k) * n).sum();
        let ties = self
            .tie_breaks
            .iter()
            .map(|t| {
                got.iter()
                    .filter(|(k, _)| t.kinds.contains(k))
                    .map(|&(_, n)| n)
                    .sum()
            })
            .collect();
        (points, ties)
    }

    /// Compares two standings: `Less` when `a` ranks before `b`.
    fn compare(&self, a: &Standing, b: &Standing) -> Ordering {
        self.deciding(a, b).map_or(Ordering::Equal, |(_, o)| o)
    }

    /// The first criterion that tells `a` and `b` apart (0: the points; `i + 1`: tie-break `i`)
    /// and which way; `None` when they are tied on everything.
    pub fn deciding(&self, a: &Standing, b: &Standing) -> Option<(usize, Ordering)> {
        if a.points != b.points {
            return Some((0, b.points.cmp(&a.points)));
        }
        self.tie_breaks.iter().enumerate().find_map(|(i, t)| {
            let (x, y) = (a.ties.get(i)?, b.ties.get(i)?);
            (x != y).then(|| (i + 1, if t.more_wins { y.cmp(x) } else { x.cmp(y) }))
        })
    }

    /// Ranks every player but `victim` by what he took from `victim`.
    pub fn rank(&self, taken: &Taken, victim: Player) -> Ranking {
        let mut standings: Vec<Standing> = (0..taken.players() as u8)
            .map(Player)
            .filter(|&p| p != victim)
            .map(|p| {
                let (points, ties) = self.standing(taken, p, victim);
                Standing {
                    player: p,
                    points,
                    ties,
                    place: 0,
                }
            })
            .collect();
        crate::sort::sort_by(&mut standings, |a, b| {
            self.compare(a, b).then(a.player.cmp(&b.player))
        });
        for i in 0..standings.len() {
            standings[i].place =
                if i > 0 && self.deciding(&standings[i - 1], &standings[i]).is_none() {
                    standings[i - 1].place
                } else {
                    i + 1
                };
        }
        let winners = standings
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| s.player)
            .collect();
        Ranking {
            victim,
            standings,
            winners,
        }
    }
}

/// `1 rook`, `2 rooks`: a count of a tie-break's kind.
fn counted(n: u32, plural: &str) -> String {
    let singular = plural.strip_suffix('s').unwrap_or(plural);
    format!("{n} {}", if n == 1 { singular } else { plural })
}

impl Ranking {
    /// How the winners were decided, in a sentence for people: on points, on a tie-break (which
    /// one, with the counts), or a shared win.
    pub fn explain(&self, v: &Variant, scoring: &CaptureScoring) -> String {
        let name = |p: Player| v.player_name(p).to_string();
        let victim = name(self.victim);
        let Some(best) = self.standings.first() else {
            return String::new();
        };
        let points = |n: u32| format!("{n} point{}", if n == 1 { "" } else { "s" });
        if self.winners.len() > 1 {
            let names: Vec<String> = self.winners.iter().map(|&p| name(p)).collect();
            let counts: Vec<String> = scoring
                .tie_breaks
                .iter()
                .zip(&best.ties)
                .map(|(t, &n)| counted(n, t.name))
                .collect();
            return format!(
                "{} share the win: {} each, and the same tie-breaks ({} taken from {victim}).",
                join(&names),
                points(best.points),
                counts.join(" and ")
            );
        }
        let Some(second) = self.standings.get(1) else {
            return format!("{} wins with {}.", name(best.player), points(best.points));
        };
        match scoring.deciding(best, second) {
            Some((0, _)) | None => {
                let rest: Vec<String> = self.standings[1..]
                    .iter()
                    .map(|s| format!("{} {}", name(s.player), s.points))
                    .collect();
                format!(
                    "{} wins with {} taken from {victim} (then {}).",
                    name(best.player),
                    points(best.points),
                    rest.join(", ")
                )
            }
            Some((c, _)) => {
                let t = &scoring.tie_breaks[c - 1];
                let earlier: Vec<String> = scoring.tie_breaks[..c - 1]
                    .iter()
                    .zip(&best.ties)
                    .map(|(t, &n)| format!("{} each", counted(n, t.name)))
                    .collect();
                let level = if earlier.is_empty() {
                    String::new()
                } else {
                    format!(", {}", earlier.join(", "))
                };
                let rivals: Vec<&Standing> = self.standings[1..]
                    .iter()
                    .filter(|s| s.points == best.points && s.ties[..c - 1] == best.ties[..c - 1])
                    .collect();
                let rival_names: Vec<String> = rivals.iter().map(|s| name(s.player)).collect();
                let rival_counts: Vec<String> = rivals
                    .iter()
                    .map(|s| format!("{} {}", name(s.player), s.ties[c - 1]))
                    .collect();
                format!(
                    "{} wins on the tie-break: tied with {} on {}{level}, {} took {} {} from {victim} ({} {}, {}).",
                    name(best.player),
                    join(&rival_names),
                    points(best.points),
                    name(best.player),
                    if t.more_wins { "more" } else { "fewer" },
                    t.name,
                    name(best.player),
                    best.ties[c - 1],
                    rival_counts.join(", ")
                )
            }
        }
    }
}

/// `A`, `A and B`, `A, B and C`.
fn join(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

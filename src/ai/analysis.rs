//! The analysis board's engine, in every game: several best lines of a position, deepened one
//! depth at a time so that a caller can show each depth as it finishes, and the judgement of a
//! move played against the best one, as lichess marks its reviews (inaccuracy, mistake, blunder).
//!
//! The lines are found as engines find several principal variations: the best line, then the
//! best among the moves not yet shown, and so on, all to the same depth (the table keeps what the
//! earlier searches learnt, so the later ones are quick). In a game with dice a line is a whole
//! turn and its value, from the chance search's scored turns.
//!
//! A move is judged by two searches of the position before it to the same limits: the best move's
//! value and the move played's (the search restricted to it), both for the player who moves, so
//! the judgement means the same in games of two sides and of more. The loss is the drop of
//! lichess's winning chances, `2 / (1 + e^(-0.00368208 cp)) - 1` on a scale from -1 to 1 with
//! scores capped at 10 pawns either way (a mate counts as 10 pawns): 0.1 or more is an
//! inaccuracy, 0.2 a mistake, 0.3 a blunder (lila's `Advice.scala`).

use super::chance;
use super::clock::Clock;
use super::score::{MATE, MATE_BOUND};
use super::search::{Limits, Searcher};
use super::sides;
use crate::piece::Player;
use crate::position::{Move, Position};

/// The deepest an analysis goes, in plies (in turns with dice).
pub const MAX_ANALYSIS_DEPTH: u32 = 64;

/// One line of an analysis: the moves (starting with the move to consider; with dice, the
/// turn) and their value for the player to move, in hundredths of a pawn or a mate score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub moves: Vec<Move>,
    pub score: i32,
    /// In games of more than two sides: each player's standing at the line's end, in turn
    /// order (his static score less a blend of the strongest and the average opponent, as the
    /// search weighs them); empty otherwise.
    pub standings: Vec<i32>,
}

/// An analysis at one finished depth: the lines, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub lines: Vec<Line>,
    /// The depth every line was searched to: plies, or turns with dice.
    pub depth: u32,
    /// Positions visited so far.
    pub nodes: u64,
}

/// Up to `count` best lines of `pos` within `limits`, reported to `progress` after each depth
/// that every line finished; the last finished depth's lines are returned (`None` when the game
/// is over, no move is legal, or the dice are still to be rolled).
pub fn analyse(
    searcher: &mut Searcher,
    pos: &Position,
    count: usize,
    limits: &Limits,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    if pos.outcome().is_over() {
        return None;
    }
    let count = count.max(1);
    if pos.variant().has_dice() {
        return analyse_turns(searcher, pos, count, limits, clock, progress);
    }
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let start = clock.now_ms();
    let deadline = limits.movetime_ms.map(|t| start.saturating_add(t));
    let max_depth = limits.depth.unwrap_or(MAX_ANALYSIS_DEPTH);
    let mut nodes = 0u64;
    let mut done: Option<Analysis> = None;
    'deepen: for depth in 1..=max_depth.clamp(1, MAX_ANALYSIS_DEPTH) {
        let mut lines: Vec<Line> = Vec::new();
        while lines.len() < count.min(legal.len()) {
            let rest: Vec<Move> = legal
                .iter()
                .filter(|m| !lines.iter().any(|l| l.moves.first() == Some(m)))
                .copied()
                .collect();
            searcher.set_root_moves(rest);
            let left = Limits {
                depth: Some(depth),
                nodes: limits.nodes.map(|n| n.saturating_sub(nodes).max(1)),
                movetime_ms: deadline.map(|d| d.saturating_sub(clock.now_ms()).max(1)),
            };
            let found = searcher.search(pos, &left, clock);
            searcher.set_root_moves(Vec::new());
            let Some(r) = found else {
                break 'deepen;
            };
            nodes += r.nodes;
            // A search stops short of the depth when it has proved a mate, or when the limits
            // ran out within the depth: then the last whole depth is kept.
            let proved = r.score.abs() > MATE_BOUND && MATE - r.score.abs() <= r.depth as i32;
            if r.depth < depth && !proved {
                break 'deepen;
            }
            lines.push(Line {
                moves: r.pv,
                score: r.score,
                standings: Vec::new(),
            });
        }
        crate::sort::sort_by_key(&mut lines, |l| std::cmp::Reverse(l.score));
        stand(searcher, pos, &mut lines);
        let analysis = Analysis {
            lines,
            depth,
            nodes,
        };
        progress(&analysis);
        done = Some(analysis);
        let out_of_nodes = limits.nodes.is_some_and(|n| nodes >= n);
        let out_of_time = deadline.is_some_and(|d| clock.now_ms() >= d);
        let mated = done
            .as_ref()
            .is_some_and(|a| a.lines.iter().all(|l| l.score.abs() > MATE_BOUND));
        if out_of_nodes || out_of_time || mated {
            break;
        }
    }
    if let Some(a) = done.as_mut() {
        a.nodes = nodes;
    }
    done
}

/// The lines of a game with dice: the best turns of the chance search.
fn analyse_turns(
    searcher: &mut Searcher,
    pos: &Position,
    count: usize,
    limits: &Limits,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    let of = |r: &chance::ChanceResult| Analysis {
        lines: r
            .root
            .iter()
            .take(count)
            .map(|(moves, score)| Line {
                moves: moves.clone(),
                score: *score,
                standings: Vec::new(),
            })
            .collect(),
        depth: r.depth,
        nodes: r.nodes,
    };
    // The chance search holds the searcher while it runs: the depths it reports have no
    // standings; the last one gets them.
    let mut report = |r: &chance::ChanceResult| progress(&of(r));
    let max = limits.depth.unwrap_or(MAX_ANALYSIS_DEPTH);
    let last = chance::choose(searcher, pos, max, limits, clock, &mut report).map(|r| of(&r));
    last.map(|mut a| {
        stand(searcher, pos, &mut a.lines);
        a
    })
}

/// Gives each line the players' standings at its end, in games of more than two sides.
fn stand(searcher: &mut Searcher, pos: &Position, lines: &mut [Line]) {
    let v = pos.variant();
    if sides::count(v) <= 2 {
        return;
    }
    for line in lines {
        let mut end = pos.clone();
        for m in &line.moves {
            if !end.is_legal(m) {
                break;
            }
            end = end.play(m);
        }
        let scores = searcher.scores(&end);
        line.standings = (0..v.players().len())
            .map(|p| sides::own_view(&scores, Player(p as u8)))
            .collect();
    }
}

/// How bad a move was, as lichess marks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark of a loss of winning chances (0 to 2): `None` below 0.1.
    pub fn of_loss(loss: f64) -> Option<Mark> {
        if loss >= 0.3 {
            Some(Mark::Blunder)
        } else if loss >= 0.2 {
            Some(Mark::Mistake)
        } else if loss >= 0.1 {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The sign written after the move: `?!`, `?`, `??`.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The word for it: `inaccuracy`, `mistake`, `blunder`.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// Lichess's winning chances of a score, from -1 (lost) to 1 (won); a mate counts as 10 pawns.
pub fn winning_chances(score: i32) -> f64 {
    let cp = if score.abs() > MATE_BOUND {
        1000 * score.signum()
    } else {
        score.clamp(-1000, 1000)
    };
    2.0 / (1.0 + (-0.003_682_08 * f64::from(cp)).exp()) - 1.0
}

/// The judgement of a move (with dice, a turn) played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The best line found, for the player who moved.
    pub best: Line,
    /// The value of the move played, for the same player.
    pub played: i32,
    /// The mark, if the move lost enough.
    pub mark: Option<Mark>,
}

impl Judgement {
    /// The winning chances the move played lost against the best (0 when it was as good).
    pub fn loss(&self) -> f64 {
        (winning_chances(self.best.score) - winning_chances(self.played)).max(0.0)
    }
}

/// Judges `played` (one move; with dice, the moves of the turn) in `pos`: the best line and the
/// value of the move played, each searched within `limits` (`None` when `pos` has nothing to
/// choose, or the move played is not legal there).
pub fn judge(
    searcher: &mut Searcher,
    pos: &Position,
    played: &[Move],
    limits: &Limits,
    clock: &dyn Clock,
) -> Option<Judgement> {
    let first = *played.first()?;
    if pos.variant().has_dice() {
        let r = chance::choose(
            searcher,
            pos,
            limits.depth.unwrap_or(2),
            limits,
            clock,
            &mut |_| {},
        )?;
        let value = r.root.iter().find(|(m, _)| m == played)?.1;
        return Some(judged(r.moves, r.score, value));
    }
    if !pos.is_legal(&first) {
        return None;
    }
    let best = searcher.search(pos, limits, clock)?;
    let value = if best.best == first {
        best.score
    } else {
        searcher.set_root_moves(vec![first]);
        let r = searcher.search(pos, limits, clock);
        searcher.set_root_moves(Vec::new());
        r?.score.min(best.score)
    };
    Some(judged(best.pv, best.score, value))
}

fn judged(moves: Vec<Move>, best: i32, played: i32) -> Judgement {
    let mut j = Judgement {
        best: Line {
            moves,
            score: best,
            standings: Vec::new(),
        },
        played,
        mark: None,
    };
    j.mark = Mark::of_loss(j.loss());
    j
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::NoClock;
    use crate::notation::san;
    use crate::variant;

    fn chess(text: &str) -> Position {
        Position::from_text(&variant::build("chess", &[]).unwrap(), text).unwrap()
    }

    /// `count` lines of `pos` to depth `d`, from a fresh searcher.
    fn lines(pos: &Position, count: usize, d: u32) -> Analysis {
        analyse(
            &mut Searcher::new(),
            pos,
            count,
            &depth(d),
            &NoClock,
            &mut |_| {},
        )
        .expect("an analysis")
    }

    fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// Lichess's curve: 0 at an even score; at one pawn, by hand, e^-0.368208 = 0.6919 and
    /// 2 / 1.6919 - 1 = 0.1821; symmetric; a mate worth exactly the 10-pawn cap.
    #[test]
    fn winning_chances_follow_lichess() {
        assert_eq!(winning_chances(0), 0.0);
        assert!((winning_chances(100) - 0.1821).abs() < 1e-3);
        assert!((winning_chances(-100) + 0.1821).abs() < 1e-3);
        assert_eq!(winning_chances(crate::ai::MATE - 3), winning_chances(1000));
        assert_eq!(winning_chances(5000), winning_chances(1000));
    }

    #[test]
    fn losses_are_marked_at_lichess_thresholds() {
        assert_eq!(Mark::of_loss(0.09), None);
        assert_eq!(Mark::of_loss(0.1), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_loss(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::of_loss(0.3), Some(Mark::Blunder));
    }

    /// White mates in one three ways: Qg7# (the queen guarded by the knight on f5), Qe8# and
    /// Qb8# (g7 covered by the knight, h8 behind the king on the queen's line); Nh6+ and Bxh7+
    /// leave the king a square. Four lines: the three mates in one, then a slower line.
    #[test]
    fn the_lines_are_the_best_moves_in_order() {
        let pos = chess("6k1/5p1p/8/4QN2/8/3B4/8/6K1 w - - 0 1");
        let a = lines(&pos, 4, 3);
        assert_eq!(a.lines.len(), 4);
        let mut mates: Vec<String> = a.lines[..3]
            .iter()
            .filter(|l| l.score > MATE_BOUND)
            .map(|l| san(&pos, &l.moves[0]))
            .collect();
        crate::sort::sort(&mut mates);
        assert_eq!(mates, ["Qb8#", "Qe8#", "Qg7#"]);
        assert!(a.lines[3].score < a.lines[2].score);
    }

    /// Leaving the queen to be taken for nothing is a blunder; the best move is not marked.
    #[test]
    fn a_hanging_queen_is_a_blunder() {
        let pos = chess("r3k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        let legal = pos.legal_moves();
        let hang = legal
            .iter()
            .find(|m| san(&pos, m) == "Qa4+")
            .copied()
            .expect("Qa4+ is legal");
        let mut s = Searcher::new();
        let j = judge(&mut s, &pos, &[hang], &depth(4), &NoClock).expect("judged");
        assert_eq!(j.mark, Some(Mark::Blunder), "{j:?}");
        let best = j.best.moves[0];
        let again = judge(&mut s, &pos, &[best], &depth(4), &NoClock).expect("judged");
        assert_eq!(again.mark, None, "{again:?}");
    }

    /// In games of four players and with dice the lines start with different moves (turns),
    /// best first, as many as asked.
    #[test]
    fn every_kind_of_game_gives_distinct_lines() {
        for (game, rolled) in [("four-ffa", false), ("orwell", true), ("alice", false)] {
            let v = variant::build(game, &[]).unwrap();
            let mut pos = Position::start(&v);
            if rolled {
                pos = pos.roll_from_seed(3).unwrap();
            }
            let a = lines(&pos, 3, 2);
            assert_eq!(a.lines.len(), 3, "{game}");
            let players = v.players().len();
            let expected = if crate::ai::sides(&v) > 2 { players } else { 0 };
            assert!(
                a.lines.iter().all(|l| l.standings.len() == expected),
                "{game}"
            );
            assert!(
                a.lines.windows(2).all(|w| w[0].score >= w[1].score),
                "{game}"
            );
            // A line starts with a move, or with dice is a whole turn.
            let start = |l: &Line| {
                if rolled {
                    l.moves.clone()
                } else {
                    l.moves[..1].to_vec()
                }
            };
            let (a0, a1, a2) = (start(&a.lines[0]), start(&a.lines[1]), start(&a.lines[2]));
            assert!(a0 != a1 && a1 != a2 && a0 != a2, "{game}: {:?}", a.lines);
        }
    }
}

//! Side lines, as on lichess's analysis board: a step played while an earlier position is viewed
//! starts a new main line, and the main line as it was (the old continuation) is kept as a side
//! line. A side line is a whole line from the start, so the steps it shares with the main line
//! say where it leaves it. A side line can be opened (it becomes the main line, and the main
//! line a side line), and after an undo the old continuation of the step taken back can be found.

use super::{fail, Game, GameError, Step};
use crate::position::Agreement;

/// At most this many side lines are kept per game; the oldest go first.
pub const MAX_LINES: usize = 20;

/// A line of the game: its steps from the start, and how the players ended it, if they did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The steps from the start, in order.
    pub steps: Vec<Step>,
    /// How the players ended the game after its last step.
    pub end: Option<Agreement>,
}

/// A side line as shown beside the main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideLine<'a> {
    /// Its index among the kept lines ([`Game::lines`]), for [`Game::open_line`].
    pub index: usize,
    /// The line.
    pub line: &'a Line,
    /// How many steps it shares with the main line: it leaves the main line after `from` steps.
    pub from: usize,
}

/// How many steps two lines share from the start.
fn common_prefix(a: &[Step], b: &[Step]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Whether `a` is `b` or begins it.
fn is_prefix(a: &[Step], b: &[Step]) -> bool {
    a.len() <= b.len() && common_prefix(a, b) == a.len()
}

/// Adds `line` to `lines`: nothing is added when it is empty or a kept line holds it already;
/// the kept lines it holds are dropped; the oldest lines go beyond [`MAX_LINES`].
fn add_line(lines: &mut Vec<Line>, line: Line) {
    if line.steps.is_empty() || lines.iter().any(|l| is_prefix(&line.steps, &l.steps)) {
        return;
    }
    lines.retain(|l| !is_prefix(&l.steps, &line.steps));
    lines.push(line);
    let extra = lines.len().saturating_sub(MAX_LINES);
    lines.drain(..extra);
}

impl Game {
    /// The kept lines, oldest first (some may be held whole by the main line, see
    /// [`Game::side_lines`]).
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// The main line, whatever ply is viewed.
    pub fn main_line(&self) -> Line {
        Line {
            steps: self.steps.iter().map(|p| p.step.clone()).collect(),
            end: self.end,
        }
    }

    /// The side lines to show beside the main line: those that leave it somewhere (a kept line
    /// the main line holds whole is not one), by the ply where they leave it, then oldest first.
    pub fn side_lines(&self) -> Vec<SideLine<'_>> {
        let main = self.main_line().steps;
        let mut out: Vec<SideLine> = self
            .lines
            .iter()
            .enumerate()
            .filter(|(_, l)| !is_prefix(&l.steps, &main))
            .map(|(index, line)| SideLine {
                index,
                line,
                from: common_prefix(&line.steps, &main),
            })
            .collect();
        crate::sort::sort_by_key(&mut out, |s| (s.from, s.index));
        out
    }

    /// Keeps the main line as a side line (before a step played at an earlier ply).
    pub(super) fn keep_main_line(&mut self) {
        let main = self.main_line();
        add_line(&mut self.lines, main);
    }

    /// Makes kept line `index` the main line, viewed after `ply` steps (at most its length); the
    /// main line becomes a side line unless the opened line holds it whole.
    pub fn open_line(&mut self, index: usize, ply: usize) -> Result<(), GameError> {
        let Some(line) = self.lines.get(index).cloned() else {
            return fail(format!(
                "there is no side line number {index}; this game keeps {}",
                self.lines.len()
            ));
        };
        let old = self.main_line();
        self.lines.remove(index);
        if !is_prefix(&old.steps, &line.steps) {
            add_line(&mut self.lines, old);
        }
        self.steps.clear();
        // The line was played in this game: its steps are legal in turn, and its ending was.
        for step in line.steps {
            self.push(step);
        }
        self.end = line.end;
        self.ply = ply.min(self.steps.len());
        Ok(())
    }

    /// The kept line that goes on from the end of the main line (the old continuation of a step
    /// taken back), the newest first; `None` when there is none.
    pub fn continuation(&self) -> Option<usize> {
        let main = self.main_line().steps;
        self.lines
            .iter()
            .rposition(|l| l.steps.len() > main.len() && is_prefix(&main, &l.steps))
    }
}

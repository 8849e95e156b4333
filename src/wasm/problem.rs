//! The chess problem solver for the page, run in the computer's worker: a position and a
//! stipulation solved by `crate::problem` (`Thinker.solveProblem`), its solution tree returned as
//! plain data; a Popeye input text read into problems the page can open (`readPopeye`); and the
//! stipulation a game's link carries (`Game.setStipulation`, `Game.stipulation`).
//!
//! Every move of the tree comes with its index in the legal moves of the position before it and
//! the path of indices that plays it on a board: from the problem's start, or, after a pass (a
//! threat, set play, the next move of a series), from the position after the pass, whose link is
//! in `starts`. The page plays those indices; it decides no rule.

use std::collections::HashMap;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::ai::{position_of, Thinker};
use super::{error, to_js, Game};
use crate::notation::{link, popeye};
use crate::position::{Player, Position};
use crate::problem::{self, write, Attack, Defence, Extras, Progress, Solution, Step, Stipulation};
use crate::variant;

/// A move of the solution as the page receives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    /// In the game's notation with the board of arrival (`Qe8/B`), and in long algebraic notation.
    san: String,
    lan: String,
    /// Its index in the legal moves of the position before it.
    index: usize,
    /// The link in `starts` the path begins at, and the indices that play the line up to and
    /// including this move from there.
    start: usize,
    path: Vec<usize>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AttackOut {
    #[serde(rename = "move")]
    mv: MoveOut,
    check: bool,
    goal: bool,
    threat: Vec<AttackOut>,
    zugzwang: bool,
    variations: Vec<DefenceOut>,
    refutations: Vec<MoveOut>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DefenceOut {
    #[serde(rename = "move")]
    mv: MoveOut,
    goal: bool,
    replies: Vec<AttackOut>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolutionOut {
    stipulation: String,
    /// `solved`, `cooked` or `no solution`.
    status: &'static str,
    /// The links the paths of the moves start from; the first is the problem itself (its
    /// position with the side the stipulation starts with to move, and the stipulation).
    starts: Vec<String>,
    keys: Vec<AttackOut>,
    tries: Vec<AttackOut>,
    set: Vec<DefenceOut>,
    lines: Vec<Vec<MoveOut>>,
    /// The solution as problemists write it (the command line's text, threats and variations).
    text: String,
    nodes: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ProgressOut {
    done: usize,
    total: usize,
    nodes: f64,
}

/// Where a move of the tree is played from: a position, the start link its path begins at and
/// the path to it.
#[derive(Clone)]
struct At {
    pos: Position,
    start: usize,
    path: Vec<usize>,
}

/// Turns the solver's tree into the page's, giving each move its index and path.
struct Writer {
    starts: Vec<String>,
    known: HashMap<String, usize>,
}

impl Writer {
    /// The number of the start link of `pos`.
    fn start_of(&mut self, pos: &Position) -> usize {
        let text = link::base(pos).to_text();
        if let Some(&n) = self.known.get(&text) {
            return n;
        }
        self.starts.push(text.clone());
        self.known.insert(text, self.starts.len() - 1);
        self.starts.len() - 1
    }

    /// The move `step` played from `at` (after a pass when it is the other side's move), and
    /// where the line stands after it.
    fn step(&mut self, at: &At, step: &Step) -> (MoveOut, At) {
        let mut from = at.clone();
        let mut index = from.pos.legal_moves().iter().position(|m| *m == step.mv);
        if index.is_none() {
            let other = Player(1 - from.pos.to_move().0.min(1));
            if let Some(passed) = problem::with_side(&from.pos, other) {
                index = passed.legal_moves().iter().position(|m| *m == step.mv);
                from = At {
                    start: self.start_of(&passed),
                    pos: passed,
                    path: Vec::new(),
                };
            }
        }
        // The solver's moves are legal where it played them: a missing index is never expected,
        // and the move is then shown without a path rather than failing the whole answer.
        let index = index.unwrap_or(usize::MAX);
        let mut path = from.path.clone();
        let after = if index == usize::MAX {
            path.clear();
            from.pos.clone()
        } else {
            path.push(index);
            from.pos.play(&step.mv)
        };
        let out = MoveOut {
            san: step.san.clone(),
            lan: step.lan.clone(),
            index,
            start: from.start,
            path: path.clone(),
        };
        let next = At {
            pos: after,
            start: from.start,
            path,
        };
        (out, next)
    }

    fn attack(&mut self, at: &At, a: &Attack) -> AttackOut {
        let (mv, after) = self.step(at, &a.step);
        AttackOut {
            mv,
            check: a.check,
            goal: a.goal,
            threat: a.threat.iter().map(|t| self.attack(&after, t)).collect(),
            zugzwang: a.zugzwang,
            variations: a
                .variations
                .iter()
                .map(|d| self.defence(&after, d))
                .collect(),
            refutations: a
                .refutations
                .iter()
                .map(|r| self.step(&after, r).0)
                .collect(),
        }
    }

    fn defence(&mut self, at: &At, d: &Defence) -> DefenceOut {
        let (mv, after) = self.step(at, &d.step);
        DefenceOut {
            mv,
            goal: d.goal,
            replies: d.replies.iter().map(|r| self.attack(&after, r)).collect(),
        }
    }

    fn line(&mut self, at: &At, line: &[Step]) -> Vec<MoveOut> {
        let mut here = at.clone();
        line.iter()
            .map(|s| {
                let (mv, next) = self.step(&here, s);
                here = next;
                mv
            })
            .collect()
    }
}

/// The solution of the problem `start` (already with the stipulation's side to move) for the page.
fn solution_out(start: &Position, solution: &Solution) -> SolutionOut {
    let mut problem_link = link::base(start);
    problem_link.stipulation = Some(solution.stipulation.to_string());
    let root = problem_link.to_text();
    let mut w = Writer {
        starts: vec![root.clone()],
        known: HashMap::from([(root, 0)]),
    };
    let at = At {
        pos: start.clone(),
        start: 0,
        path: Vec::new(),
    };
    let status = if solution.unsolved() {
        "no solution"
    } else if solution.cooked() {
        "cooked"
    } else {
        "solved"
    };
    let show = write::Show {
        threat: true,
        vari: true,
    };
    SolutionOut {
        stipulation: solution.stipulation.to_string(),
        status,
        keys: solution.keys.iter().map(|a| w.attack(&at, a)).collect(),
        tries: solution.tries.iter().map(|a| w.attack(&at, a)).collect(),
        set: solution.set.iter().map(|d| w.defence(&at, d)).collect(),
        lines: solution.lines.iter().map(|l| w.line(&at, l)).collect(),
        text: write::text(solution, show),
        nodes: solution.nodes as f64,
        starts: w.starts,
    }
}

#[wasm_bindgen]
impl Thinker {
    /// Solves the position a link shows with a stipulation (`#2`, `h#2`, `h#2.5`, `s#2`,
    /// `ser-h#3`, `=2`), with the tries and set play when asked; `progress` is called with
    /// `{ done, total, nodes }` after each first move searched. Returns the solution tree; an
    /// error says what is wrong (the stipulation, a game the solver does not take, the side to
    /// move in the stipulation being unable to move because the other is in check).
    #[wasm_bindgen(js_name = solveProblem)]
    pub fn solve_problem(
        &mut self,
        link_text: &str,
        stipulation: &str,
        tries: bool,
        set: bool,
        progress: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let stip = Stipulation::parse(stipulation).map_err(error)?;
        let pos = position_of(link_text)?;
        let start = problem::starting_position(&pos, &stip).map_err(error)?;
        let extras = Extras {
            tries,
            set,
            ..Extras::default()
        };
        let mut report = |p: Progress| {
            let out = ProgressOut {
                done: p.done,
                total: p.total,
                nodes: p.nodes as f64,
            };
            if let Ok(value) = to_js(&out) {
                let _ = progress.call1(&JsValue::NULL, &value);
            }
        };
        let solution =
            problem::solve_with_progress(&start, &stip, extras, &mut report).map_err(error)?;
        to_js(&solution_out(&start, &solution))
    }
}

/// One problem (or twin) of a Popeye input text, ready to open, or why it cannot be.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PopeyeOut {
    /// The problem's place in the text, from 1.
    number: usize,
    /// The link of the problem: its position with the side the stipulation starts with to move,
    /// and the stipulation ('' when it cannot be opened).
    link: String,
    stipulation: String,
    /// Author, origin and title lines, and the twin's label (`a)`, `b) move h1 h2`).
    about: Vec<String>,
    twin: String,
    /// The options the problem asks for.
    tries: bool,
    set: bool,
    /// Why this problem cannot be opened (a stipulation the solver does not take, a position
    /// the game refuses), or null.
    error: Option<String>,
}

/// The link of one twin of a Popeye problem.
fn twin_link(game: &str, position: &str, stipulation: &str) -> Result<(String, String), String> {
    let stip = Stipulation::parse(stipulation)?;
    let v = variant::build(game, &[]).map_err(|e| e.to_string())?;
    let pos = Position::from_text(&v, position).map_err(|e| format!("the position: {e}"))?;
    let start = problem::starting_position(&pos, &stip)?;
    let mut data = link::base(&start);
    data.stipulation = Some(stip.to_string());
    Ok((data.to_text(), stip.to_string()))
}

/// Reads a Popeye input text (`begin` ... `end`): every problem and twin as `{ number, link,
/// stipulation, about, twin, tries, set, error }`, a problem that cannot be opened with its
/// reason (the others stay usable). An error names the line and what is wrong with the text, or,
/// when no problem of it can be opened, why the first cannot.
#[wasm_bindgen(js_name = readPopeye)]
pub fn read_popeye(text: &str) -> Result<JsValue, JsError> {
    super::install_hook();
    let problems = popeye::read(text).map_err(error)?;
    let mut out = Vec::new();
    for (n, p) in problems.iter().enumerate() {
        for t in &p.twins {
            let (link, stipulation, error) = match twin_link(&p.game, &t.position, &t.stipulation) {
                Ok((link, stipulation)) => (link, stipulation, None),
                Err(e) => (String::new(), t.stipulation.clone(), Some(e)),
            };
            out.push(PopeyeOut {
                number: n + 1,
                link,
                stipulation,
                about: p
                    .author
                    .iter()
                    .chain(&p.origin)
                    .chain(&p.title)
                    .cloned()
                    .collect(),
                twin: t.label.clone(),
                tries: p.has("try"),
                set: p.has("setplay"),
                error,
            });
        }
    }
    match out.iter().find(|p| p.error.is_none()) {
        Some(_) => to_js(&out),
        None => match out.first() {
            Some(p) => Err(error(format!(
                "problem {} {}: {}",
                p.number,
                p.twin,
                p.error.as_deref().unwrap_or_default()
            ))),
            None => Err(error("the Popeye text holds no problem")),
        },
    }
}

#[wasm_bindgen]
impl Game {
    /// Makes the start position a chess problem with this stipulation (an empty text makes it an
    /// ordinary game again); the link carries it. An error says what is wrong with it.
    #[wasm_bindgen(js_name = setStipulation)]
    pub fn set_stipulation(&mut self, text: &str) -> Result<(), JsError> {
        let text = text.trim();
        self.inner
            .set_stipulation((!text.is_empty()).then_some(text))
            .map_err(error)
    }

    /// The stipulation of the problem the link gives, or an empty text.
    pub fn stipulation(&self) -> String {
        self.inner.stipulation().unwrap_or_default().to_string()
    }
}

//! The solution as problemists read it, and as JSON for programs.
//!
//! Text: the keys marked `!` and the tries `?`, each followed by its threat (or `zugzwang`),
//! the defences that defeat the threat with White's shortest continuations (two or more are
//! marked as duals), and a try's refutation after `but`; a helpmate's solutions one a line.
//! JSON: the same tree, each move also in long algebraic notation with its boards.

use super::tree::{Attack, Defence, Solution, Step};
use super::Kind;
use serde::{Serialize, Serializer};

/// What the text shows besides the keys.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Show {
    /// The threat of each key and try.
    pub threat: bool,
    /// The threat and every variation.
    pub vari: bool,
}

/// The solution as lines of text, ending with a summary line (solved, cooked, no solution).
pub fn text(s: &Solution, show: Show) -> String {
    let mut out = Vec::new();
    match s.stipulation.kind {
        Kind::Direct | Kind::SelfGoal => {
            if !s.set.is_empty() {
                out.push("set play:".to_string());
                for d in &s.set {
                    defence(&mut out, d, 1, 4, show);
                }
            }
            for key in &s.keys {
                attack(&mut out, key, 1, 0, "!", show);
            }
            for t in &s.tries {
                attack(&mut out, t, 1, 0, "?", show);
            }
        }
        Kind::Help | Kind::SeriesHelp => {
            for line in &s.lines {
                out.push(help_line(line, s));
            }
        }
    }
    out.push(summary(s));
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// The last line: what the solver found.
fn summary(s: &Solution) -> String {
    let n = s.keys.len().max(s.lines.len());
    match s.stipulation.kind {
        _ if s.unsolved() => "no solution".to_string(),
        Kind::Direct | Kind::SelfGoal if n > 1 => format!("cooked: {n} keys"),
        Kind::Direct | Kind::SelfGoal => "solved: one key".to_string(),
        _ if n == 1 => "1 solution".to_string(),
        _ => format!("{n} solutions"),
    }
}

/// A helpmate's line, numbered as problemists do: Black's move and White's answer make one
/// move number; `1...` first when White starts; a series numbers each move of the series.
fn help_line(line: &[Step], s: &Solution) -> String {
    let mut words = Vec::new();
    if s.stipulation.kind == Kind::SeriesHelp {
        for (i, st) in line.iter().enumerate() {
            if i + 1 < line.len() {
                words.push(format!("{}.{}", i + 1, st.san));
            } else {
                words.push(st.san.clone());
            }
        }
        return words.join(" ");
    }
    let offset = usize::from(s.stipulation.half);
    for (i, st) in line.iter().enumerate() {
        let ply = i + offset;
        let number = ply / 2 + 1;
        if i == 0 && offset == 1 {
            words.push(format!("{number}...{}", st.san));
        } else if ply % 2 == 0 {
            words.push(format!("{number}.{}", st.san));
        } else {
            words.push(st.san.clone());
        }
    }
    words.join(" ")
}

/// Whether every move of `list` ends the play (nothing written below it).
fn all_leaves(list: &[Attack]) -> bool {
    list.iter().all(|a| {
        a.threat.is_empty() && a.variations.is_empty() && !a.zugzwang && a.refutations.is_empty()
    })
}

/// Writes White's move `a` (move number `n`) and what follows it.
fn attack(out: &mut Vec<String>, a: &Attack, n: usize, indent: usize, mark: &str, show: Show) {
    let pad = " ".repeat(indent);
    let mut line = format!("{pad}{n}.{}{mark}", a.step.san);
    let threats = show.threat || show.vari;
    if threats && a.zugzwang {
        line.push_str(" zugzwang");
    }
    let flat = all_leaves(&a.threat);
    if threats && !a.threat.is_empty() {
        line.push_str(" threat:");
        if flat {
            for t in &a.threat {
                line.push_str(&format!(" {}.{}", n + 1, t.step.san));
            }
        }
    }
    out.push(line);
    if threats && !flat {
        for t in &a.threat {
            attack(out, t, n + 1, indent + 8, "", show);
        }
    }
    if show.vari {
        for d in &a.variations {
            defence(out, d, n, indent + 4, show);
        }
    }
    for r in &a.refutations {
        out.push(format!("{pad}    but {n}...{}!", r.san));
    }
}

/// Writes Black's move `d` (move number `n`) with White's continuations.
fn defence(out: &mut Vec<String>, d: &Defence, n: usize, indent: usize, show: Show) {
    let pad = " ".repeat(indent);
    let mut line = format!("{pad}{n}...{}", d.step.san);
    let flat = all_leaves(&d.replies);
    if flat {
        for r in &d.replies {
            line.push_str(&format!(" {}.{}", n + 1, r.step.san));
        }
        if d.replies.len() > 1 {
            line.push_str(" (duals)");
        }
    }
    out.push(line);
    if !flat {
        for r in &d.replies {
            attack(out, r, n + 1, indent + 4, "", show);
        }
    }
}

/// A move for programs (the fields in alphabetical order, as before the typed form).
#[derive(Serialize)]
struct StepJson<'a> {
    board: char,
    from: &'a str,
    from_board: char,
    lan: &'a str,
    promotion: Option<char>,
    san: &'a str,
    to: &'a str,
}

impl<'a> From<&'a Step> for StepJson<'a> {
    fn from(s: &'a Step) -> StepJson<'a> {
        StepJson {
            board: s.board,
            from: &s.from,
            from_board: s.from_board,
            lan: &s.lan,
            promotion: s.promotion,
            san: &s.san,
            to: &s.to,
        }
    }
}

/// Moves written as a list, each as [`StepJson`], without copying them first.
struct Steps<'a>(&'a [Step]);

impl Serialize for Steps<'_> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.collect_seq(self.0.iter().map(StepJson::from))
    }
}

/// Several lists of moves.
struct Lines<'a>(&'a [Vec<Step>]);

impl Serialize for Lines<'_> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.collect_seq(self.0.iter().map(|l| Steps(l)))
    }
}

/// A move of the forcing side with what follows it.
#[derive(Serialize)]
struct AttackJson<'a> {
    check: bool,
    goal: bool,
    #[serde(rename = "move")]
    step: StepJson<'a>,
    refutations: Steps<'a>,
    threat: Vec<AttackJson<'a>>,
    variations: Vec<DefenceJson<'a>>,
    zugzwang: bool,
}

impl<'a> From<&'a Attack> for AttackJson<'a> {
    fn from(a: &'a Attack) -> AttackJson<'a> {
        AttackJson {
            check: a.check,
            goal: a.goal,
            step: (&a.step).into(),
            refutations: Steps(&a.refutations),
            threat: a.threat.iter().map(AttackJson::from).collect(),
            variations: a.variations.iter().map(DefenceJson::from).collect(),
            zugzwang: a.zugzwang,
        }
    }
}

/// A defence with White's replies.
#[derive(Serialize)]
struct DefenceJson<'a> {
    goal: bool,
    #[serde(rename = "move")]
    step: StepJson<'a>,
    replies: Vec<AttackJson<'a>>,
}

impl<'a> From<&'a Defence> for DefenceJson<'a> {
    fn from(d: &'a Defence) -> DefenceJson<'a> {
        DefenceJson {
            goal: d.goal,
            step: (&d.step).into(),
            replies: d.replies.iter().map(AttackJson::from).collect(),
        }
    }
}

/// The solution as JSON (see [`json`]), written straight from the solution by serde.
#[derive(Serialize)]
pub struct SolutionJson<'a> {
    keys: Vec<AttackJson<'a>>,
    lines: Lines<'a>,
    nodes: u64,
    set: Vec<DefenceJson<'a>>,
    status: &'static str,
    stipulation: String,
    tries: Vec<AttackJson<'a>>,
}

/// The solution as JSON: `stipulation`, `status` (`solved`, `cooked`, `no solution`), `keys`,
/// `tries` and `set` (trees of moves), `lines` (a helpmate's solutions) and `nodes`.
pub fn json(s: &Solution) -> SolutionJson<'_> {
    let status = if s.unsolved() {
        "no solution"
    } else if s.cooked() {
        "cooked"
    } else {
        "solved"
    };
    SolutionJson {
        keys: s.keys.iter().map(AttackJson::from).collect(),
        lines: Lines(&s.lines),
        nodes: s.nodes,
        set: s.set.iter().map(DefenceJson::from).collect(),
        status,
        stipulation: s.stipulation.to_string(),
        tries: s.tries.iter().map(AttackJson::from).collect(),
    }
}

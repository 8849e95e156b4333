//! `quadrille solve`: chess problems. A position and a stipulation from the command line, or
//! every problem of a Popeye input file read from standard input (`--popeye`), solved and
//! written as problemists read it or as JSON.

use super::words::{read, rule_option, Spec};
use super::Failure;
use crate::excerpt::excerpt;
use crate::notation::popeye;
use crate::position::Position;
use crate::problem::{self, write, Extras, Stipulation};
use crate::variant;
use serde::Serialize;
use std::io::{Read, Write};

/// The help text of `quadrille solve`.
pub const HELP: &str = "\
usage: quadrille solve GAME --position TEXT --stip STIPULATION [--option OPTION=VALUE]...
                       [--try] [--threat] [--set] [--vari] [--json]
       quadrille solve --popeye [--try] [--threat] [--set] [--vari] [--json]  < FILE

Solves a chess problem in any game of two players with check (chess, the Alice family, the
looking-glass games). Stipulations: #n (direct mate), h#n (helpmate, Black starts), h#n.5
(helpmate, White starts), s#n (selfmate), ser-h#n (series-helpmate: Black plays n moves in a
row without giving check, then White mates), and =n, h=n, s=n, ser-h=n for stalemate. The side
to move is the one the stipulation starts with. Castling only where the position text allows
it, en passant only where it names the square.

Prints the keys marked ! (a second key is a cook) and the tries marked ? with their refutations
after 'but'; the last line says 'solved: one key', 'cooked: N keys' or 'no solution'. For a
helpmate every solution, one a line. Moves in the game's notation, with the board of arrival in
games of several boards (Qe8/B).
  --try     also the tries: first moves that fail to exactly one defence
  --threat  the threat of each key and try (or zugzwang)
  --vari    the threat and every defence with White's shortest continuations; two or more
            continuations are marked (duals); a defence after which the threat works is left out
  --set     set play: Black's moves in the diagram with White's answers
  --json    one JSON object per problem: stipulation, status, keys, tries, set (trees of moves,
            each with san, lan, from, from_board, to, board, promotion), lines (helpmates)
  --option OPTION=VALUE  a rule option of the game (as --set of perft)
  --popeye  read problems in Popeye's input language from standard input (begin, author,
            origin, title, pieces with AliceA/AliceB, condition alice, stipulation, option try
            vari threat set, twin with move/exchange/add/remove/stipulation, next, end); its
            options add to the switches given here. Also followed: nothreat, defence N
            (tries with up to N refutations), maxsolutions N (the first N keys or
            solutions). Read but ignored, with a note: threat N, noshortvariations.
            Refused: postkeyplay.";

/// Runs `quadrille solve` with the words after `solve`.
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    let spec = Spec {
        command: "solve",
        options: &["--position", "--stip", "--option"],
        switches: &["--try", "--threat", "--set", "--vari", "--json", "--popeye"],
    };
    let words = read(&spec, args).map_err(Failure::Usage)?;
    let flags = Flags {
        tries: words.has("--try"),
        threat: words.has("--threat"),
        set: words.has("--set"),
        vari: words.has("--vari"),
        json: words.has("--json"),
        no_threat: false,
        extra_refutations: 0,
        max_solutions: None,
    };
    if words.has("--popeye") {
        if let Some(extra) = words.positionals.first() {
            return Err(Failure::Usage(format!(
                "solve --popeye reads its problems from standard input, not '{}'",
                excerpt(extra)
            )));
        }
        let mut text = String::new();
        input
            .read_to_string(&mut text)
            .map_err(|e| Failure::Input(format!("cannot read the input: {e}")))?;
        return popeye_file(&text, flags, out);
    }
    let mut positionals = words.positionals.into_iter();
    let game = positionals
        .next()
        .ok_or_else(|| Failure::Usage("solve needs a game (or --popeye)".to_string()))?;
    if let Some(extra) = positionals.next() {
        return Err(Failure::Usage(format!(
            "solve takes one game, not also '{}'",
            excerpt(&extra)
        )));
    }
    let mut options = Vec::new();
    let (mut position, mut stip) = (None, None);
    for (name, value) in &words.options {
        match name.as_str() {
            "--position" => position = Some(value.clone()),
            "--stip" => stip = Some(value.clone()),
            "--option" => options.push(rule_option(value).map_err(Failure::Usage)?),
            _ => {}
        }
    }
    let stip = stip.ok_or_else(|| Failure::Usage("solve needs --stip".to_string()))?;
    let position = position.ok_or_else(|| Failure::Usage("solve needs --position".to_string()))?;
    let result = solve_one(&game, &options, &position, &stip, flags).map_err(Failure::Input)?;
    write_result(&result, flags, out)
}

/// The switches of one run.
#[derive(Clone, Copy)]
struct Flags {
    tries: bool,
    threat: bool,
    set: bool,
    vari: bool,
    json: bool,
    no_threat: bool,
    /// Refutations a try may have besides the first (Popeye's `defence N`: N - 1).
    extra_refutations: usize,
    /// At most this many keys or solutions are written (Popeye's `maxsolutions N`).
    max_solutions: Option<usize>,
}

/// A solved problem: its text (without `--json`), the solution and what its JSON names.
struct Solved {
    text: String,
    game: String,
    position: String,
    solution: problem::Solution,
}

impl Solved {
    /// The JSON of the solution, of the twin `twin` if named.
    fn json<'a>(&'a self, twin: Option<&'a str>) -> SolvedJson<'a> {
        SolvedJson {
            game: &self.game,
            position: &self.position,
            solution: write::json(&self.solution),
            twin,
        }
    }
}

/// A solved problem for programs: the game, the position and the solution's fields.
#[derive(Serialize)]
struct SolvedJson<'a> {
    game: &'a str,
    position: &'a str,
    #[serde(flatten)]
    solution: write::SolutionJson<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    twin: Option<&'a str>,
}

/// A twin of a Popeye problem for programs: solved, or why not.
#[derive(Serialize)]
#[serde(untagged)]
enum TwinJson<'a> {
    Solved(SolvedJson<'a>),
    Failed {
        error: &'a str,
        position: &'a str,
        twin: &'a str,
    },
}

/// A problem of a Popeye file for programs.
#[derive(Serialize)]
struct ProblemJson<'a> {
    author: &'a [String],
    origin: &'a [String],
    title: &'a [String],
    game: &'a str,
    stipulation: &'a str,
    twins: Vec<TwinJson<'a>>,
    notes: &'a [String],
}

/// Solves one position.
fn solve_one(
    game: &str,
    options: &[(String, String)],
    position: &str,
    stip: &str,
    flags: Flags,
) -> Result<Solved, String> {
    let stip = Stipulation::parse(stip)?;
    let v = variant::build(game, options).map_err(|e| e.to_string())?;
    let pos = Position::from_text(&v, position)
        .map_err(|e| format!("bad position '{}': {e}", excerpt(position)))?;
    let extras = Extras {
        tries: flags.tries,
        set: flags.set,
        no_threat: flags.no_threat,
        extra_refutations: flags.extra_refutations,
    };
    let mut solution = problem::solve(&pos, &stip, extras)?;
    if let Some(most) = flags.max_solutions {
        solution.keys.truncate(most);
        solution.lines.truncate(most);
    }
    let show = write::Show {
        threat: flags.threat,
        vari: flags.vari,
    };
    // Only the form asked for is written (a series may have thousands of lines).
    let text = if flags.json {
        String::new()
    } else {
        write::text(&solution, show)
    };
    Ok(Solved {
        text,
        game: game.to_string(),
        position: pos.to_text(),
        solution,
    })
}

fn write_result(r: &Solved, flags: Flags, out: &mut dyn Write) -> Result<(), Failure> {
    if flags.json {
        write_json(&r.json(None), out)?;
    } else {
        write!(out, "{}", r.text)?;
    }
    Ok(())
}

/// Writes JSON on a line of its own (straight to `out`: a series may have thousands of lines).
fn write_json(value: &impl Serialize, out: &mut dyn Write) -> Result<(), Failure> {
    serde_json::to_writer(&mut *out, value).map_err(std::io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

/// The options of a Popeye problem that the solver reads but does not follow, each with what
/// it does instead.
fn ignored_options(p: &popeye::Problem) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(n) = p.value("threat") {
        notes.push(format!(
            "option threat {n} ignored: a defence is not judged by the length of the threat \
             it leaves (threats are shown)"
        ));
    }
    if p.has("noshortvariations") {
        notes.push("option noshortvariations ignored: short variations are shown".to_string());
    }
    notes
}

/// Solves every problem and twin of a Popeye file. A problem that cannot be solved (a proof
/// game, an illegal position) is reported and the next one is solved.
fn popeye_file(text: &str, flags: Flags, out: &mut dyn Write) -> Result<(), Failure> {
    let problems = popeye::read(text).map_err(|e| Failure::Input(format!("popeye input: {e}")))?;
    for (n, p) in problems.iter().enumerate() {
        let mut f = flags;
        f.tries |= p.has("try");
        f.threat |= p.has("threat");
        f.set |= p.has("setplay");
        f.vari |= p.has("variation");
        f.no_threat |= p.has("nothreat");
        if let Some(d) = p.value("defence").filter(|&d| d > 0) {
            f.tries = true;
            f.extra_refutations = d as usize - 1;
        }
        f.max_solutions = p.value("maxsolutions").map(|m| m as usize);
        let notes = ignored_options(p);
        let mut twins = Vec::new();
        if !flags.json {
            writeln!(out, "problem {}: {} {}", n + 1, p.game, p.stipulation)?;
            for line in p.author.iter().chain(&p.origin).chain(&p.title) {
                writeln!(out, "  {line}")?;
            }
            for note in &notes {
                writeln!(out, "note: {note}")?;
            }
        }
        for t in &p.twins {
            let result = if p.has("postkeyplay") {
                Err("option postkeyplay (the diagram after the key) is not supported".to_string())
            } else {
                solve_one(&p.game, &[], &t.position, &t.stipulation, f)
            };
            if flags.json {
                twins.push((t, result));
                continue;
            }
            if p.twins.len() > 1 {
                writeln!(out, "{} {}", t.label, t.stipulation)?;
            }
            match result {
                Ok(r) => write!(out, "{}", r.text)?,
                Err(e) => writeln!(out, "cannot solve: {e}")?,
            }
        }
        if flags.json {
            let twins = twins.iter().map(|(t, result)| match result {
                Ok(r) => TwinJson::Solved(r.json(Some(&t.label))),
                Err(e) => TwinJson::Failed {
                    error: e,
                    position: &t.position,
                    twin: &t.label,
                },
            });
            let value = ProblemJson {
                author: &p.author,
                origin: &p.origin,
                title: &p.title,
                game: &p.game,
                stipulation: &p.stipulation,
                twins: twins.collect(),
                notes: &notes,
            };
            write_json(&value, out)?;
        } else {
            writeln!(out)?;
        }
    }
    Ok(())
}

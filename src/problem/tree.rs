//! The solution of a problem as data: every move with its texts, the tree of a direct mate or
//! selfmate (keys, tries, threats, variations, refutations, set play) and the lines of a helpmate.

use super::Stipulation;
use crate::geometry::board_letter;
use crate::notation::{lan, san};
use crate::position::{Move, Position};

/// A move of the solution with what a reader or a program needs of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move itself.
    pub mv: Move,
    /// In the game's notation, with the board of arrival in games of several boards (`Qe8/B`)
    /// and the mark of check or mate.
    pub san: String,
    /// In long algebraic notation (`Qd7-e8`).
    pub lan: String,
    /// The square of departure (`d7`) and its board (`A`).
    pub from: String,
    pub from_board: char,
    /// The square where the piece lands (`e8`) and the board where it ends (`B`).
    pub to: String,
    pub board: char,
    /// The letter of the piece promoted to, if any.
    pub promotion: Option<char>,
}

impl Step {
    /// The texts of a legal move `mv` of `pos`.
    pub fn new(pos: &Position, mv: &Move) -> Step {
        let v = pos.variant();
        let geo = v.geometry();
        let square = |c| {
            let i = geo.info(c);
            format!("{}{}", (b'a' + i.file) as char, i.rank + 1)
        };
        Step {
            mv: *mv,
            san: san(pos, mv),
            lan: lan(pos, mv),
            from: square(mv.from),
            from_board: board_letter(geo.board_of(mv.from)),
            to: square(mv.to),
            board: board_letter(geo.board_of(mv.arrive)),
            promotion: mv.promotion.map(|k| v.piece_letter(k).to_ascii_uppercase()),
        }
    }
}

/// A move of the side that forces (White in a direct mate or selfmate), with what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    pub step: Step,
    /// The move reaches the goal (a direct mate or stalemate).
    pub goal: bool,
    /// The move gives check.
    pub check: bool,
    /// What White threatens after this move if Black could pass: the shortest threats.
    pub threat: Vec<Attack>,
    /// Black would be in zugzwang: no threat, yet every move loses.
    pub zugzwang: bool,
    /// Black's answers that defeat the threat (all answers when there is none), each with
    /// White's shortest continuations.
    pub variations: Vec<Defence>,
    /// Black's answers after which White no longer succeeds (a try's refutation).
    pub refutations: Vec<Step>,
}

/// A move of the side that defends, with White's shortest continuations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defence {
    pub step: Step,
    /// The move reaches the goal against White (a selfmate's last move).
    pub goal: bool,
    /// White's continuations of the fewest moves; more than one is a dual.
    pub replies: Vec<Attack>,
}

/// Everything the solver found for one problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub stipulation: Stipulation,
    /// The keys of a direct mate or selfmate (more than one: the problem is cooked).
    pub keys: Vec<Attack>,
    /// The tries: first moves that fail to exactly one defence (when asked for).
    pub tries: Vec<Attack>,
    /// Set play: Black's moves in the diagram with White's answers (when asked for).
    pub set: Vec<Defence>,
    /// The solutions of a helpmate or series-helpmate, each the moves in the order played.
    pub lines: Vec<Vec<Step>>,
    /// Positions searched, for the curious and the benchmarks.
    pub nodes: u64,
}

impl Solution {
    /// Whether the problem has no solution at all.
    pub fn unsolved(&self) -> bool {
        self.keys.is_empty() && self.lines.is_empty()
    }

    /// Whether it has more than one solution (a cook; in a helpmate, several lines may be
    /// intended: the reader judges).
    pub fn cooked(&self) -> bool {
        self.keys.len() > 1
    }
}

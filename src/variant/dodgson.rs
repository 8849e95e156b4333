//! Not a Dodgson System Chess (Hans Bodlaender, 2002): four players, each for himself, on two
//! 7x6 Alice boards, without kings. See `shared/rules/dodgson.md`.
//!
//! Everything here is data: the armies and their boards, the turn order, the pieces, the Alice
//! transfer, passing when stuck, and the scoring of what was taken from the first player to lose
//! his last piece. The option `omni_pawn_promotion` makes pawns promote to the all-direction pawn.

use super::{family, OptionSpec, PlayerInfo, Start, Variant, VariantError};
use crate::geometry::dodgson_boards;
use crate::piece::{self, Facing, PieceKind, Player};
use crate::rules::{
    Area, CaptureScoring, DrawRules, Passing, PawnRules, TieBreak, Transfer, Victory,
};

/// The kinds of the catalogue, in its order (the all-direction pawn only with the option).
const QUEEN: PieceKind = PieceKind(0);
const ROOK: PieceKind = PieceKind(1);
const BISHOP: PieceKind = PieceKind(2);
const KNIGHT: PieceKind = PieceKind(3);
const PAWN: PieceKind = PieceKind(4);
const OMNI_PAWN: PieceKind = PieceKind(5);

/// An army: who plays it and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Army {
    /// The player's name: `White`.
    pub name: &'static str,
    /// The pieces' colour on the page.
    pub colour: &'static str,
    /// The player's letter in position texts: `w`.
    pub letter: char,
    /// Board 0 (A) or 1 (B).
    pub board: u8,
    /// Up: on ranks 1-2, pawns moving up; down: on ranks 6-5, pawns moving down.
    pub facing: Facing,
}

/// White: board A, ranks 1-2.
pub const WHITE: Army = Army {
    name: "White",
    colour: "#f8f8f8",
    letter: 'w',
    board: 0,
    facing: Facing::Up,
};
/// Red: board B, ranks 1-2.
pub const RED: Army = Army {
    name: "Red",
    colour: "#c8102e",
    letter: 'r',
    board: 1,
    facing: Facing::Up,
};
/// Black: board A, ranks 6-5.
pub const BLACK: Army = Army {
    name: "Black",
    colour: "#202020",
    letter: 'b',
    board: 0,
    facing: Facing::Down,
};
/// Green: board B, ranks 6-5.
pub const GREEN: Army = Army {
    name: "Green",
    colour: "#1b8a3a",
    letter: 'g',
    board: 1,
    facing: Facing::Down,
};

/// The turn order (the boards alternate). Another order is a change of this line.
pub const TURN_ORDER: [Army; 4] = [WHITE, RED, BLACK, GREEN];

/// The back rank, files a to g.
const BACK_RANK: [PieceKind; 7] = [ROOK, KNIGHT, BISHOP, QUEEN, BISHOP, KNIGHT, ROOK];

/// The start for armies playing in `order`: each army on its board, the army facing up on ranks
/// 1-2 and the army facing down on ranks 6-5, back rank behind the pawns.
fn start(order: &[Army]) -> Start {
    let mut start = Start::default();
    for (i, a) in order.iter().enumerate() {
        let (back, pawns) = if a.facing == Facing::Up {
            (0, 1)
        } else {
            (5, 4)
        };
        let owner = Player(i as u8);
        start.row(owner, (a.board, 0, back), &BACK_RANK);
        start.row(owner, (a.board, 0, pawns), &[PAWN; 7]);
    }
    start
}

/// Not a Dodgson System Chess with the turn order of the rules file.
pub fn define() -> Result<Variant, VariantError> {
    define_with_order(&TURN_ORDER)
}

/// The game with the armies playing in `order`.
pub fn define_with_order(order: &[Army]) -> Result<Variant, VariantError> {
    let mut v = Variant::new("dodgson", "Not a Dodgson System Chess", dodgson_boards())?;
    v.family = family::FOUR;
    v.summary = "Not a Dodgson System Chess: four players, no kings, two 7 by 6 Alice boards; each scores what he captures.";
    v.players = order
        .iter()
        .map(|a| PlayerInfo {
            name: a.name.into(),
            colour: a.colour.into(),
            letter: a.letter,
            facing: a.facing,
        })
        .collect();
    v.pieces = vec![
        piece::queen(),
        piece::rook(),
        piece::bishop(),
        piece::knight(),
        piece::pawn(),
    ];
    v.start = start(order);
    v.transfer = Some(Transfer::alice());
    // The far rank of each army's direction, on either board.
    let far = |a: &Army| Area::Rank {
        board: None,
        rank: if a.facing == Facing::Up { 5 } else { 0 },
    };
    v.pawns = PawnRules {
        promotion_zone: order.iter().map(|a| vec![far(a)]).collect(),
        promotion_choices: vec![QUEEN, ROOK, BISHOP, KNIGHT],
        ..PawnRules::default()
    };
    // Fifty full rounds without a capture or a pawn move (passes count as turns).
    v.draws = DrawRules {
        fifty_moves: Some(50),
        ..DrawRules::default()
    };
    v.passing = Passing::when_stuck();
    v.victory = Victory::none();
    v.scoring = Some(CaptureScoring {
        points: vec![(QUEEN, 3), (ROOK, 2), (BISHOP, 2), (KNIGHT, 2), (PAWN, 1)],
        tie_breaks: vec![
            TieBreak {
                name: "rooks",
                kinds: vec![ROOK],
                more_wins: true,
            },
            TieBreak {
                name: "pawns",
                kinds: vec![PAWN],
                more_wins: false,
            },
        ],
    });
    v.option_specs.push(OptionSpec {
        name: "omni_pawn_promotion",
        help: "pawns promote only to an all-direction pawn (moves one step orthogonally, captures one step diagonally; worth 1)",
        get: |v| v.pieces.len() > OMNI_PAWN.index(),
        set: set_omni_pawn,
    });
    Ok(v)
}

/// Switches the all-direction pawn on: it joins the catalogue, becomes the only promotion,
/// scores 1 and counts with the pawns for the tie-break.
fn set_omni_pawn(v: &mut Variant, on: bool) {
    if !on || v.pieces.len() > OMNI_PAWN.index() {
        return;
    }
    v.pieces.push(piece::omni_pawn());
    v.pawns.promotion_choices = vec![OMNI_PAWN];
    if let Some(s) = &mut v.scoring {
        s.points.push((OMNI_PAWN, 1));
        for t in &mut s.tie_breaks {
            if t.kinds.contains(&PAWN) {
                t.kinds.push(OMNI_PAWN);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pieces of a start by square, with their owner's letter.
    fn by_square(v: &Variant) -> Vec<((u8, u8, u8), char, PieceKind)> {
        let mut all: Vec<_> = v
            .start
            .pieces
            .iter()
            .map(|p| (p.square, v.player_letter(p.owner), p.kind))
            .collect();
        crate::sort::sort(&mut all);
        all
    }

    #[test]
    fn the_start_position_follows_the_rules_file() {
        let v = define().unwrap().finish().unwrap();
        let names: Vec<&str> = v.players().iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["White", "Red", "Black", "Green"]);
        let pieces = by_square(&v);
        assert_eq!(pieces.len(), 4 * 14);
        let at = |sq| pieces.iter().find(|p| p.0 == sq).map(|p| (p.1, p.2));
        // Queens on d1 and d6 of each board; pawns on ranks 2 and 5.
        assert_eq!(at((0, 3, 0)), Some(('w', QUEEN)));
        assert_eq!(at((0, 3, 5)), Some(('b', QUEEN)));
        assert_eq!(at((1, 3, 0)), Some(('r', QUEEN)));
        assert_eq!(at((1, 3, 5)), Some(('g', QUEEN)));
        assert_eq!(at((1, 6, 4)), Some(('g', PAWN)));
        assert_eq!(at((0, 0, 1)), Some(('w', PAWN)));
        assert_eq!(at((0, 0, 2)), None);
    }

    #[test]
    fn another_turn_order_is_one_line() {
        let v = define_with_order(&[RED, WHITE, GREEN, BLACK])
            .unwrap()
            .finish()
            .unwrap();
        let letters: Vec<char> = v.players().iter().map(|p| p.letter).collect();
        assert_eq!(letters, ['r', 'w', 'g', 'b']);
        // The same armies on the same squares.
        let usual = define().unwrap();
        assert_eq!(by_square(&v), by_square(&usual));
        assert_ne!(v.start, usual.start);
    }
}

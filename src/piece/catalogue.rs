//! The piece catalogue: the orthodox pieces and the fairy pieces of Orwell Chess, as data.

use super::atom::{DIAGONAL, KNIGHT, ORTHOGONAL};
use super::{Atom, PieceDef};
use crate::geometry::Delta;

fn all_directions() -> Vec<Delta> {
    ORTHOGONAL.iter().chain(DIAGONAL.iter()).copied().collect()
}

/// The orthodox king: one step in any direction; royal; castles.
pub fn king() -> PieceDef {
    PieceDef {
        value: 400,
        royal: true,
        castles: true,
        ..PieceDef::new("king", 'K', vec![Atom::leaper(&all_directions())])
    }
}

/// The queen: a rook and a bishop together.
pub fn queen() -> PieceDef {
    PieceDef {
        value: 900,
        ..PieceDef::new("queen", 'Q', vec![Atom::rider(&all_directions())])
    }
}

/// The one-point queen of chess.com's free-for-all: a queen made by promotion, which moves as a
/// queen but is worth one point when taken. Written `D`.
pub fn promoted_queen() -> PieceDef {
    PieceDef {
        value: 900,
        ..PieceDef::new("one-point queen", 'D', vec![Atom::rider(&all_directions())])
    }
}

/// The rook: slides orthogonally; castles.
pub fn rook() -> PieceDef {
    PieceDef {
        value: 500,
        castles: true,
        ..PieceDef::new("rook", 'R', vec![Atom::rider(&ORTHOGONAL)])
    }
}

/// The bishop: slides diagonally.
pub fn bishop() -> PieceDef {
    PieceDef {
        value: 330,
        minor: true,
        ..PieceDef::new("bishop", 'B', vec![Atom::rider(&DIAGONAL)])
    }
}

/// The knight: leaps (1, 2).
pub fn knight() -> PieceDef {
    PieceDef {
        value: 320,
        minor: true,
        ..PieceDef::new("knight", 'N', vec![Atom::leaper(&KNIGHT)])
    }
}

/// The orthodox pawn: moves one step forward, captures one step diagonally forward.
pub fn pawn() -> PieceDef {
    PieceDef {
        value: 100,
        pawn: true,
        ..PieceDef::new(
            "pawn",
            'P',
            vec![
                Atom::leaper(&[Delta::new(0, 1)]).move_only(),
                Atom::leaper(&[Delta::new(-1, 1), Delta::new(1, 1)]).capture_only(),
            ],
        )
    }
}

/// The six orthodox pieces, in the order K Q R B N P.
pub fn orthodox() -> Vec<PieceDef> {
    vec![king(), queen(), rook(), bishop(), knight(), pawn()]
}

/// The Berlinpeono (Berolina pawn) of Orwell Chess: moves one step diagonally forward, captures
/// one step straight forward. Written without a letter in moves; `E` in position texts.
pub fn berlinpeono() -> PieceDef {
    PieceDef {
        value: 100,
        pawn: true,
        ..PieceDef::new(
            "berlinpeono",
            'E',
            vec![
                Atom::leaper(&[Delta::new(-1, 1), Delta::new(1, 1)]).move_only(),
                Atom::leaper(&[Delta::new(0, 1)]).capture_only(),
            ],
        )
    }
}

/// The Dabbabah of Orwell Chess: moves like a bishop.
pub fn dabbabah() -> PieceDef {
    PieceDef {
        value: 330,
        ..PieceDef::new("dabbabah", 'D', vec![Atom::rider(&DIAGONAL)])
    }
}

/// The Gryphon: one diagonal step, then optionally further outward orthogonally.
pub fn gryphon() -> PieceDef {
    PieceDef {
        value: 750,
        ..PieceDef::new("gryphon", 'G', vec![Atom::bent_rider(&DIAGONAL)])
    }
}

/// The Jugyo: a rook along the files only, or one step sideways.
pub fn jugyo() -> PieceDef {
    PieceDef {
        value: 380,
        ..PieceDef::new(
            "jugyo",
            'J',
            vec![
                Atom::rider(&[Delta::new(0, 1), Delta::new(0, -1)]),
                Atom::leaper(&[Delta::new(1, 0), Delta::new(-1, 0)]),
            ],
        )
    }
}

/// The Pao (cannon): moves like a rook, captures by jumping one screen.
pub fn pao() -> PieceDef {
    PieceDef {
        value: 400,
        ..PieceDef::new("pao", 'P', vec![Atom::hopper(&ORTHOGONAL)])
    }
}

/// The Raja: one step in any direction; royal.
pub fn raja() -> PieceDef {
    PieceDef {
        value: 400,
        royal: true,
        ..PieceDef::new("raja", 'R', vec![Atom::leaper(&all_directions())])
    }
}

/// The Maharaja: a queen and a knight together; royal.
pub fn maharaja() -> PieceDef {
    PieceDef {
        value: 1200,
        royal: true,
        ..PieceDef::new(
            "maharaja",
            'M',
            vec![Atom::rider(&all_directions()), Atom::leaper(&KNIGHT)],
        )
    }
}

/// The pieces of Orwell Chess, in the order Berlinpeono, Dabbabah, Gryphon, Jugyo, Pao, Raja,
/// Maharaja.
pub fn orwell() -> Vec<PieceDef> {
    vec![
        berlinpeono(),
        dabbabah(),
        gryphon(),
        jugyo(),
        pao(),
        raja(),
        maharaja(),
    ]
}

/// The all-direction pawn of Not a Dodgson System Chess (option `omni_pawn_promotion`): moves one
/// step orthogonally without capturing and captures one step diagonally, in every direction
/// (`mWcF`). Not a pawn for the rules: it does not promote and its moves are not pawn moves.
pub fn omni_pawn() -> PieceDef {
    PieceDef {
        value: 150,
        ..PieceDef::new(
            "omni-pawn",
            'O',
            vec![
                Atom::leaper(&ORTHOGONAL).move_only(),
                Atom::leaper(&DIAGONAL).capture_only(),
            ],
        )
    }
}

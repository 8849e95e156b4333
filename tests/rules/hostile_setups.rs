//! Hostile setups in every game (issue 16, item 6): piece counts the rules cannot reach are
//! illegal, with the reason, while the problems an editor composes within them stay legal.
//! The decisions are in `docs/rules-decisions.md`.

use quadrille::piece::{Piece, PieceKind};
use quadrille::position::{Player, Position, PositionError, Setup};
use quadrille::variant;

/// The first kind of the game that is neither a pawn nor royal and that the first player has
/// at the start, and the cells of his pawns.
fn kind_and_pawns(setup: &Setup, v: &variant::Variant) -> (PieceKind, Vec<usize>) {
    let mine = |i: usize| setup.squares[i].filter(|p| p.owner == Player(0));
    let kind = (0..setup.squares.len())
        .filter_map(mine)
        .map(|p| p.kind)
        .chain(setup.hands.first().into_iter().flatten().copied())
        .find(|k| !v.pieces()[k.index()].pawn && !v.pieces()[k.index()].royal)
        .expect("every game gives its first player a piece that is not a pawn");
    let pawns = (0..setup.squares.len())
        .filter(|&i| mine(i).is_some_and(|p| v.pieces()[p.kind.index()].pawn))
        .collect();
    (kind, pawns)
}

/// The empty cells of a setup.
fn empty_cells(s: &Setup) -> Vec<usize> {
    (0..s.squares.len())
        .filter(|&i| s.squares[i].is_none())
        .collect()
}

#[test]
fn nine_extra_pieces_of_one_kind_are_illegal_in_every_game() {
    for id in variant::ids() {
        let v = variant::build(id, &[]).unwrap();
        let start = Position::start(&v).setup();
        let (kind, pawns) = kind_and_pawns(&start, &v);
        let mut s = start.clone();
        let empty = empty_cells(&s);
        let facing = v.players()[0].facing;
        for &i in empty.iter().take(9) {
            s.squares[i] = Some(Piece::new(kind, Player(0), facing));
        }
        let name = v.pieces()[kind.index()].name;
        match Position::from_setup(&v, s) {
            Err(PositionError::Illegal(m)) => {
                assert!(m.contains("more than at the start"), "{id}: {m}");
                assert!(m.contains(name), "{id}: {m}");
            }
            other => panic!("{id}: nine extra {name}s were accepted: {other:?}"),
        }
        // A pawn replaced by a piece of that kind is a promotion: a legal problem.
        let mut promoted = start.clone();
        let at = pawns[0];
        let owner = promoted.squares[at].unwrap();
        promoted.squares[at] = Some(Piece::new(kind, Player(0), owner.facing));
        assert!(
            Position::from_setup(&v, promoted).is_ok(),
            "{id}: a promoted {name} is refused"
        );
        // An extra pawn is never reachable.
        let mut extra = start.clone();
        // (On the first empty cell after his first pawn, near the pawns' ranks.)
        let near = *empty.iter().find(|&&i| i > at).unwrap();
        extra.squares[near] = Some(owner);
        if let Err(PositionError::Illegal(m)) = Position::from_setup(&v, extra) {
            assert!(
                m.contains("never more") || m.contains("promoted"),
                "{id}: {m}"
            );
        } else {
            panic!("{id}: an extra pawn was accepted");
        }
    }
}

#[test]
fn an_inherited_army_lifts_the_counts() {
    // In the partnership game with inherited armies a player takes over a captured king's
    // pieces: more of a kind than at the start is then reachable.
    let v = variant::build("four-teams", &[("inherit_army".into(), "true".into())]).unwrap();
    let start = Position::start(&v).setup();
    let (kind, _) = kind_and_pawns(&start, &v);
    let mut s = start.clone();
    let empty = empty_cells(&s);
    // Two extra pieces on cells far from every king (the middle of the board).
    for &i in &empty[empty.len() / 2..empty.len() / 2 + 2] {
        s.squares[i] = Some(Piece::new(kind, Player(0), v.players()[0].facing));
    }
    let r = Position::from_setup(&v, s);
    assert!(
        !matches!(&r, Err(PositionError::Illegal(m)) if m.contains("more than at the start")),
        "{r:?}"
    );
}

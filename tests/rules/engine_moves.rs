//! `legal_moves` agrees with `is_legal`: on positions reached by random play, every generated
//! move is legal, and every move built from the pieces of the side to move (every cell of
//! departure, landing and arrival, promotion and special) that `is_legal` accepts is generated.

use quadrille::geometry::Cell;
use quadrille::position::{Move, Position, Special};
use quadrille::variant;
use std::collections::HashSet;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }
}

/// Every candidate move of the side to move worth asking `is_legal` about: each piece to every
/// cell and every arrival, with no special or a double step; with every promotion choice (and a
/// king, never a choice) on every cell; en passant capturing any enemy piece; a pass.
fn candidates(p: &Position) -> Vec<Move> {
    let v = p.variant();
    let geo = v.geometry();
    let mut out = Vec::new();
    let promotions: Vec<_> = v
        .pawns
        .promotion_choices
        .iter()
        .map(|&k| Some(k))
        .chain(std::iter::once(Some(quadrille::position::PieceKind(0))))
        .collect();
    let enemies: Vec<Cell> = p
        .pieces()
        .iter()
        .filter(|(_, x)| x.owner != p.to_move())
        .map(|(c, _)| *c)
        .collect();
    let arrivals = |to: Cell| -> Vec<Cell> {
        (0..geo.board_count() as u8)
            .filter_map(|b| geo.on_board(to, b))
            .collect()
    };
    for (from, piece) in p.pieces() {
        if piece.owner != p.to_move() {
            continue;
        }
        out.push(Move {
            from,
            to: from,
            arrive: from,
            promotion: None,
            special: Special::Pass,
        });
        for to in geo.cells() {
            for arrive in arrivals(to) {
                let base = Move {
                    from,
                    to,
                    arrive,
                    promotion: None,
                    special: Special::None,
                };
                out.push(base);
                out.push(Move {
                    special: Special::DoubleStep,
                    ..base
                });
                for &promotion in &promotions {
                    out.push(Move { promotion, ..base });
                }
                for &captured in &enemies {
                    out.push(Move {
                        special: Special::EnPassant { captured },
                        ..base
                    });
                }
            }
        }
        // Castling, for pieces that castle: the king to any cell of its rank on the rook's
        // board, the rook from any own castling piece's cell to any cell of its rank.
        if !v.piece(piece.kind).castles {
            continue;
        }
        for (rook_from, rook) in p.pieces() {
            if rook.owner != p.to_move() || rook_from == from || !v.piece(rook.kind).castles {
                continue;
            }
            let rf = geo.info(rook_from);
            for to in geo.cells().filter(|&c| {
                let i = geo.info(c);
                i.board == rf.board && i.rank == geo.info(from).rank
            }) {
                for rook_to in geo.cells().filter(|&c| {
                    let i = geo.info(c);
                    i.board == rf.board && i.rank == rf.rank
                }) {
                    for arrive in arrivals(to) {
                        for rook_arrive in arrivals(rook_to) {
                            out.push(Move {
                                from,
                                to,
                                arrive,
                                promotion: None,
                                special: Special::Castle {
                                    rook_from,
                                    rook_to,
                                    rook_arrive,
                                },
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

fn check(game: &str, options: &[(String, String)], seed: u64, start: Option<&str>) {
    let v = variant::build(game, options).unwrap();
    let mut rng = Rng(seed);
    let mut checked = 0;
    for g in 0..6 {
        let mut p = match start {
            Some(t) => Position::from_text(&v, t).unwrap(),
            None => Position::start(&v),
        };
        for ply in 0..60 {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            if (ply + g) % 12 == 0 {
                let set: HashSet<Move> = legal.iter().copied().collect();
                assert_eq!(set.len(), legal.len(), "duplicates in {}", p.to_text());
                for m in &legal {
                    assert!(p.is_legal(m), "{m:?} in {}", p.to_text());
                }
                for m in candidates(&p) {
                    assert_eq!(p.is_legal(&m), set.contains(&m), "{m:?} in {}", p.to_text());
                }
                checked += 1;
            }
            p = p.play(&legal[rng.next() % legal.len()]);
        }
    }
    assert!(checked >= 15, "only {checked} positions checked");
}

#[test]
fn chess_moves_agree_with_is_legal() {
    check("chess", &[], 1, None);
    check(
        "chess",
        &[],
        2,
        Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    );
}

#[test]
fn alice_moves_agree_with_is_legal() {
    check("alice", &[], 3, None);
    check(
        "alice",
        &[("en_passant".into(), "true".into())],
        4,
        Some("alice:r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R;8/8/8/8/8/8/8/8 w KQkq - 0 1"),
    );
}

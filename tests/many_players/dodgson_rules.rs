//! Not a Dodgson System Chess (`shared/rules/dodgson.md`): the first moves, the Alice transfer
//! with squares occupied on both boards, passing, promotion (and the all-direction pawn), the end
//! at the first elimination with its scoring and tie-breaks, the no-progress ending and the
//! position text with the pieces taken.

use quadrille::notation::{parse_move, san};
use quadrille::position::{GameResult, Move, Outcome, Player, Position, PositionError};
use quadrille::variant::{self, Variant};
use std::collections::BTreeSet;
use std::sync::Arc;

const WHITE: Player = Player(0);
const RED: Player = Player(1);
const BLACK: Player = Player(2);
const GREEN: Player = Player(3);

fn game() -> Arc<Variant> {
    variant::build("dodgson", &[]).unwrap()
}

fn omni() -> Arc<Variant> {
    variant::build(
        "dodgson",
        &[("omni_pawn_promotion".to_string(), "true".to_string())],
    )
    .unwrap()
}

/// A position text from pieces on cells (`("wR", "a1/A")`), the player to move and the fields
/// after the placement (`- - 0 1 -/-/-/-`).
fn text(pieces: &[(&str, &str)], side: char, rest: &str) -> String {
    let mut grid = vec![vec![vec![String::new(); 7]; 6]; 2];
    for (piece, cell) in pieces {
        let (square, board) = cell.split_once('/').unwrap();
        let b = (board.as_bytes()[0] - b'A') as usize;
        let f = (square.as_bytes()[0] - b'a') as usize;
        let r: usize = square[1..].parse::<usize>().unwrap() - 1;
        grid[b][r][f] = piece.to_string();
    }
    let boards: Vec<String> = grid
        .iter()
        .map(|board| {
            (0..6)
                .rev()
                .map(|r| {
                    let mut out = String::new();
                    let mut empty = 0;
                    for cell in &board[r] {
                        if cell.is_empty() {
                            empty += 1;
                        } else {
                            if empty > 0 {
                                out.push_str(&empty.to_string());
                                empty = 0;
                            }
                            out.push_str(cell);
                        }
                    }
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                    }
                    out
                })
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    format!("dodgson:{} {side} {rest}", boards.join(";"))
}

fn at(v: &Arc<Variant>, pieces: &[(&str, &str)], side: char, rest: &str) -> Position {
    let t = text(pieces, side, rest);
    Position::from_text(v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn sans(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|m| san(pos, m)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn play(pos: &Position, text: &str) -> Position {
    let m = parse_move(pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play(&m)
}

#[test]
fn whites_eleven_first_moves() {
    let pos = Position::start(&game());
    assert_eq!(
        sans(&pos),
        set(&[
            "a3/B", "b3/B", "c3/B", "d3/B", "e3/B", "f3/B", "g3/B", "Na3/B", "Nc3/B", "Ne3/B",
            "Ng3/B"
        ])
    );
    let names: Vec<&str> = pos
        .variant()
        .players()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["White", "Red", "Black", "Green"]);
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    assert!(!pos.in_check());
}

#[test]
fn the_arrival_square_must_be_empty_captures_included() {
    let v = game();
    // The rook on a1/A: a3/B and d1/B are taken (by Red), a5/B too (by Green).
    let pieces = [
        ("wR", "a1/A"),
        ("rP", "a3/B"),
        ("rN", "d1/B"),
        ("bP", "a5/A"),
        ("gN", "a5/B"),
    ];
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    // Not a3 (a3/B taken), not xa5 (a5/B taken), not d1 (d1/B taken); but the knight on d1/B
    // does not block the rook on board A, so e1, f1 and g1 remain.
    assert_eq!(
        sans(&pos),
        set(&["Ra2/B", "Ra4/B", "Rb1/B", "Rc1/B", "Re1/B", "Rf1/B", "Rg1/B"])
    );
    // With a5/B empty, the capture on a5/A is allowed and the rook transfers to a5/B.
    let mut moved = pieces;
    moved[4] = ("gN", "g6/B");
    let pos = at(&v, &moved, 'w', "- - 0 1");
    assert!(sans(&pos).contains("Rxa5/B"));
    let after = play(&pos, "Rxa5/B");
    let a5b = v.geometry().square_on(1, "a5").unwrap();
    let a5a = v.geometry().square_on(0, "a5").unwrap();
    assert_eq!(after.piece_at(a5b).map(|p| p.owner), Some(WHITE));
    assert_eq!(after.piece_at(a5a), None);
    assert_eq!(after.to_move(), RED);
}

/// White's and Black's pawns block each other on board A, Red's and Green's on board B.
const BLOCKED: [(&str, &str); 4] = [
    ("wP", "a2/A"),
    ("bP", "a3/A"),
    ("rP", "c2/B"),
    ("gP", "c3/B"),
];

#[test]
fn a_player_with_no_move_passes_and_must_move_when_he_can() {
    let v = game();
    // Only Green's knight can move.
    let pieces = [BLOCKED.as_slice(), &[("gN", "g6/B")]].concat();
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    assert_eq!(pos.legal_moves(), vec![Move::pass()]);
    assert_eq!(pos.perft(1), 1, "a forced pass counts as one move");
    assert_eq!(san(&pos, &Move::pass()), "pass");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    let red = play(&pos, "pass");
    assert_eq!((red.to_move(), red.halfmove_clock()), (RED, 1));
    let black = play(&red, "pass");
    let green = play(&black, "pass");
    assert_eq!(green.to_move(), GREEN);
    assert!(!green.is_legal(&Move::pass()), "Green can move, so he must");
    assert!(parse_move(&green, "pass").is_err());
    assert!(green.legal_moves().iter().all(|m| !m.is_pass()));
    // The knight's moves are all on board B, landing on board A.
    assert_eq!(sans(&green), set(&["Ne5/A", "Nf4/A"]));
    let white = play(&green, "Nf4/A");
    assert_eq!(white.fullmove_number(), 2);
    assert_eq!(white.legal_moves(), vec![Move::pass()]);
}

#[test]
fn when_nobody_can_move_the_game_ends_without_a_winner() {
    let v = game();
    let pieces = BLOCKED;
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    assert!(pos.legal_moves().is_empty());
    assert_eq!(
        pos.outcome(),
        Outcome::Over {
            result: GameResult::NobodyCanMove,
            winners: vec![]
        }
    );
    assert_eq!(pos.perft(2), 0);
}

#[test]
fn pawns_promote_on_the_far_rank_of_their_direction() {
    let v = game();
    // White's pawn on e5/A; Black's on c2/B (Black moves down, towards rank 1).
    let pieces = [
        ("wP", "e5/A"),
        ("rN", "a1/B"),
        ("bP", "c2/B"),
        ("gN", "g6/B"),
    ];
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    assert_eq!(sans(&pos), set(&["e6=Q/B", "e6=R/B", "e6=B/B", "e6=N/B"]));
    let after = play(&pos, "e6=N/B");
    let e6b = v.geometry().square_on(1, "e6").unwrap();
    assert_eq!(
        after.piece_at(e6b).map(|p| v.piece_letter(p.kind)),
        Some('N')
    );
    let black = at(&v, &pieces, 'b', "- - 0 1");
    assert_eq!(sans(&black), set(&["c1=Q/A", "c1=R/A", "c1=B/A", "c1=N/A"]));
    // A pawn on its last rank, or on its own first rank, is not a position.
    for bad in [
        ("wP", "e6/A"),
        ("wP", "e1/B"),
        ("bP", "e1/A"),
        ("bP", "e6/B"),
    ] {
        let t = text(
            &[bad, ("rN", "a1/B"), ("bN", "g6/A"), ("gN", "g6/B")],
            'w',
            "- -",
        );
        let t = if bad.0 == "bP" {
            t.replace("bN", "bQ")
        } else {
            t
        };
        assert!(
            matches!(Position::from_text(&v, &t), Err(PositionError::Illegal(_))),
            "{t}"
        );
    }
}

#[test]
fn the_all_direction_pawn_option() {
    let v = omni();
    assert_eq!(
        v.options(),
        vec![("omni_pawn_promotion".to_string(), "true".to_string())]
    );
    let pieces = [
        ("wP", "e5/A"),
        ("rN", "a1/B"),
        ("bP", "c2/B"),
        ("gN", "g6/B"),
    ];
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    assert_eq!(sans(&pos), set(&["e6=O/B"]));
    // A forced promotion may be left out when typed.
    assert_eq!(
        parse_move(&pos, "e6").unwrap(),
        parse_move(&pos, "e6=O/B").unwrap()
    );
    // The all-direction pawn: steps orthogonally without capturing, captures diagonally, in
    // every direction. On d3/A, with enemies on c4/A, e2/A and d4/A, and e4/A empty.
    let pieces = [
        ("wO", "d3/A"),
        ("rN", "c4/A"),
        ("bN", "e2/A"),
        ("gN", "d4/A"),
        ("gR", "c3/B"),
    ];
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    // d4 is occupied (no orthogonal capture), c3/B is taken (no step to c3), e4/A is empty but
    // only a diagonal capture could go there.
    assert_eq!(sans(&pos), set(&["Od2/B", "Oe3/B", "Oxc4/B", "Oxe2/B"]));
    assert_eq!(
        v.scoring
            .as_ref()
            .unwrap()
            .points_of(v.kind_by_letter('O').unwrap()),
        1
    );
    // Taken, it scores 1 and counts with the pawns for the tie-break.
    let t = text(&pieces, 'w', "- - 0 1 -/wO/-/-");
    let r = Position::from_text(&v, &t)
        .unwrap()
        .ranking_if_eliminated(WHITE)
        .unwrap();
    assert_eq!((r.standings[0].player, r.standings[0].points), (RED, 1));
    assert_eq!(r.standings[0].ties, vec![0, 1]);
    // Without the option there is no such piece.
    assert!(Position::from_text(&game(), &text(&pieces, 'w', "- -")).is_err());
}

/// White's last piece on d3/A, which Green's pawn on e4/A takes; the pieces taken before are in
/// `taken`.
fn last_white_piece(taken: &str) -> Position {
    let pieces = [
        ("wP", "d3/A"),
        ("rN", "a1/B"),
        ("bN", "g6/A"),
        ("gP", "e4/A"),
    ];
    let before = at(&game(), &pieces, 'g', &format!("- - 0 9 {taken}"));
    assert_eq!(before.outcome(), Outcome::Ongoing);
    play(&before, "exd3/B")
}

#[test]
fn the_seed_example_green_wins_9_8_5() {
    // Black took Q+2P, Red 2R+2B, Green 3P+2N+R: his last capture is the third pawn.
    let end = last_white_piece("-/wRRBB/wQPP/wRNNPP");
    assert_eq!(end.eliminated(), Some(WHITE));
    assert_eq!(
        end.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![GREEN]
        }
    );
    assert_eq!(end.scores(), Some(vec![0, 8, 5, 9]));
    let ranking = end.ranking().unwrap();
    let order: Vec<(Player, u32, usize)> = ranking
        .standings
        .iter()
        .map(|s| (s.player, s.points, s.place))
        .collect();
    assert_eq!(order, vec![(GREEN, 9, 1), (RED, 8, 2), (BLACK, 5, 3)]);
    let v = game();
    let why = ranking.explain(&v, v.scoring.as_ref().unwrap());
    assert!(why.contains("Green wins with 9 points"), "{why}");
    // The game is over: nobody moves any more, it is a leaf for perft, and the text says what
    // was taken.
    assert!(end.legal_moves().is_empty());
    assert_eq!(end.perft(2), 1);
    assert!(
        end.to_text().ends_with(" -/wRRBB/wQPP/wRNNPPP"),
        "{}",
        end.to_text()
    );
}

/// The end after [`last_white_piece`]: the scores, the winners and how they were decided.
fn decided(taken: &str) -> (Vec<u32>, Vec<Player>, String) {
    let end = last_white_piece(taken);
    let Outcome::Over { result, winners } = end.outcome() else {
        panic!("the game should be over")
    };
    assert_eq!(result, GameResult::Elimination);
    let v = game();
    let why = end
        .ranking()
        .unwrap()
        .explain(&v, v.scoring.as_ref().unwrap());
    (end.scores().unwrap(), winners, why)
}

#[test]
fn tie_break_more_rooks_taken() {
    // Red took two rooks (4 points); Green a queen and the last pawn (4 points, no rook).
    let (scores, winners, why) = decided("-/wRR/-/wQ");
    assert_eq!((scores, winners), (vec![0, 4, 0, 4], vec![RED]));
    assert!(
        why.contains("Red took more rooks from White (Red 2, Green 0)"),
        "{why}"
    );
}

#[test]
fn tie_break_fewer_pawns_taken() {
    // Both 4 points and no rook: Red took N+2P, Green a queen and the last pawn (one pawn).
    let (scores, winners, why) = decided("-/wNPP/-/wQ");
    assert_eq!((scores, winners), (vec![0, 4, 0, 4], vec![GREEN]));
    assert!(
        why.contains("Green took fewer pawns from White (Green 1, Red 2)"),
        "{why}"
    );
}

#[test]
fn a_full_tie_has_several_winners() {
    // Red and Green both took a rook and two pawns (Green's second pawn is the last piece).
    let (scores, winners, why) = decided("-/wRPP/-/wRP");
    assert_eq!((scores, winners), (vec![0, 4, 0, 4], vec![RED, GREEN]));
    assert!(why.starts_with("Red and Green share the win"), "{why}");
    let ranking = last_white_piece("-/wRPP/-/wRP").ranking().unwrap();
    let places: Vec<usize> = ranking.standings.iter().map(|s| s.place).collect();
    assert_eq!(places, vec![1, 1, 3]);
}

#[test]
fn a_promoted_piece_is_taken_as_its_new_type() {
    let v = game();
    // Red promotes on c6/B to a rook, which lands on c6/A; Black's rook on a6/A takes it.
    let pieces = [
        ("wN", "g1/A"),
        ("rP", "c5/B"),
        ("rN", "g1/B"),
        ("bR", "a6/A"),
        ("gN", "g6/B"),
    ];
    let pos = at(&v, &pieces, 'r', "- - 0 1");
    let after = play(&play(&pos, "c6=R/A"), "Rxc6/B");
    let rook = v.kind_by_letter('R').unwrap();
    assert_eq!(after.taken().count(BLACK, RED, rook), 1);
    assert!(
        after.to_text().ends_with(" -/-/rR/-"),
        "{}",
        after.to_text()
    );
    // What would count if Red were eliminated now: 2 points for Black.
    let r = after.ranking_if_eliminated(RED).unwrap();
    assert_eq!((r.standings[0].player, r.standings[0].points), (BLACK, 2));
    assert_eq!(r.standings[0].ties, vec![1, 0]);
    assert_eq!(
        after.scores(),
        Some(vec![0, 0, 0, 0]),
        "nobody is eliminated yet"
    );
}

#[test]
fn fifty_full_rounds_without_capture_or_pawn_move_end_the_game() {
    let v = game();
    let pieces = [
        ("wN", "g1/A"),
        ("rN", "g1/B"),
        ("bN", "a6/A"),
        ("gN", "a6/B"),
    ];
    let pos = at(&v, &pieces, 'w', "- - 198 50");
    let once = play(&pos, "Nf3/B");
    assert_eq!(once.outcome(), Outcome::Ongoing);
    let twice = play(&once, "Ne2/A");
    assert_eq!(twice.halfmove_clock(), 200);
    assert_eq!(
        twice.outcome(),
        Outcome::Over {
            result: GameResult::FiftyMoves,
            winners: vec![]
        }
    );
    assert_eq!(twice.scores(), Some(vec![0, 0, 0, 0]));
}

#[test]
fn the_pieces_taken_round_trip_in_the_text() {
    let v = game();
    let t = text(
        &[
            ("wN", "g1/A"),
            ("rN", "g1/B"),
            ("bN", "a6/A"),
            ("gN", "a6/B"),
        ],
        'b',
        "- - 7 12 bQgP/-/wRRrN/-",
    );
    let pos = Position::from_text(&v, &t).unwrap();
    assert_eq!(pos.to_text(), t);
    // Read in any order, written in order.
    let shuffled = t.replace("bQgP/-/wRRrN/-", "gPbQ/-/rNwRR/-");
    assert_eq!(Position::from_text(&v, &shuffled).unwrap().to_text(), t);
    // Left out: nothing taken.
    let plain = t.replace(" 7 12 bQgP/-/wRRrN/-", "");
    assert!(Position::from_text(&v, &plain)
        .unwrap()
        .to_text()
        .ends_with(" - - 0 1 -/-/-/-"));
    for (field, says) in [
        ("-/-/-", "3 groups for 4 players"),
        ("w/-/-/-", "cannot have taken his own"),
        ("wQ/-/-/-", "cannot have taken his own"),
        ("-/wX/-/-", "'X' is neither"),
        ("-/Q/-/-", "comes before the letter"),
        ("-/wbQ/-/-", "has no pieces after it"),
        ("-/xQ/-/-", "'x' is not a player letter"),
        ("-//-/-", "empty"),
    ] {
        let bad = t.replace("bQgP/-/wRRrN/-", field);
        match Position::from_text(&v, &bad) {
            Err(PositionError::Parse(m)) => assert!(m.contains(says), "{field}: {m}"),
            other => panic!("{field}: {other:?}"),
        }
    }
    // Two players without pieces: the game would have ended at the first.
    let two_gone = text(&[("wN", "g1/A"), ("rN", "g1/B")], 'w', "- -");
    match Position::from_text(&v, &two_gone) {
        Err(PositionError::Illegal(m)) => assert!(m.contains("Black and Green"), "{m}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn random_games_keep_their_invariants() {
    let v = game();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..12 {
        let mut pos = Position::start(&v);
        for _ in 0..400 {
            if pos.outcome().is_over() {
                break;
            }
            let moves = pos.legal_moves();
            assert!(!moves.is_empty(), "{}", pos.to_text());
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(seed >> 33) as usize % moves.len()];
            assert!(pos.is_legal(&m));
            // Every move lands on the other board, on a square that was empty.
            if !m.is_pass() {
                let geo = v.geometry();
                assert_ne!(geo.board_of(m.to), geo.board_of(m.arrive));
                assert!(pos.piece_at(m.arrive).is_none());
            }
            let text = san(&pos, &m);
            assert_eq!(parse_move(&pos, &text).unwrap(), m, "{text}");
            pos = pos.play(&m);
            let back = Position::from_text(&v, &pos.to_text()).unwrap();
            assert_eq!(back.to_text(), pos.to_text());
            assert_eq!(back.scores(), pos.scores());
        }
        // Pieces on the board and pieces taken add up to four armies of 14.
        let taken: u32 = (0..4).map(|p| pos.taken().total_from(Player(p))).sum();
        assert_eq!(pos.pieces().len() as u32 + taken, 56, "{}", pos.to_text());
    }
}

#[test]
fn links_keep_passes_captures_and_what_was_taken() {
    use quadrille::notation::link;
    let v = omni();
    let pieces = [BLOCKED.as_slice(), &[("gN", "g6/B")]].concat();
    let start = at(&v, &pieces, 'w', "- - 3 4 gP/-/-/wP");
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for text in [
        "pass", "pass", "pass", "Nf4/A", "pass", "pass", "pass", "Nd3/B",
    ] {
        let m = parse_move(&pos, text).unwrap();
        moves.push(m);
        pos = pos.play(&m);
    }
    let text = link::encode(&start, &moves, moves.len());
    assert!(text.contains("o=omni_pawn_promotion:true"), "{text}");
    assert!(text.contains("m=pass.pass.pass."), "{text}");
    let back = link::decode(&text).unwrap();
    assert_eq!(back.moves, moves);
    let mut replay = back.start.clone();
    for m in &back.moves {
        replay = replay.play(m);
    }
    assert_eq!(replay.to_text(), pos.to_text());
    assert!(
        replay.to_text().ends_with(" gP/-/-/wP"),
        "{}",
        replay.to_text()
    );
}

#[test]
fn after_the_first_elimination_nobody_moves() {
    let v = game();
    // Black's last piece, a pawn on a4/A, is taken by White's rook; Red would move next.
    let pieces = [
        ("wR", "a1/A"),
        ("bP", "a4/A"),
        ("rN", "g1/B"),
        ("gN", "g6/B"),
    ];
    let pos = at(&v, &pieces, 'w', "- - 0 1");
    let end = play(&pos, "Rxa4/B");
    assert_eq!((end.eliminated(), end.to_move()), (Some(BLACK), RED));
    assert!(end.legal_moves().is_empty());
    let g1 = v.geometry().square_on(1, "g1").unwrap();
    assert!(end.legal_moves_from(g1).is_empty());
    assert_eq!(
        end.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![WHITE]
        }
    );
    assert_eq!(end.scores(), Some(vec![1, 0, 0, 0]));
}

/// The position turned half round on both boards, with the armies that face each other
/// exchanged (White with Black, Red with Green): the player to move keeps his place in the
/// cyclic turn order, so every count must stay the same.
fn turned(pos: &Position) -> Position {
    let v = pos.variant();
    let geo = v.geometry();
    let swap = |p: Player| Player((p.0 + 2) % 4);
    let cells: Vec<(String, String)> = pos
        .pieces()
        .into_iter()
        .map(|(c, p)| {
            let i = geo.info(c);
            let name = format!(
                "{}{}/{}",
                (b'a' + 6 - i.file) as char,
                6 - i.rank,
                ['A', 'B'][i.board as usize]
            );
            let piece = format!(
                "{}{}",
                v.player_letter(swap(p.owner)),
                v.piece_letter(p.kind)
            );
            (piece, name)
        })
        .collect();
    let refs: Vec<(&str, &str)> = cells
        .iter()
        .map(|(p, c)| (p.as_str(), c.as_str()))
        .collect();
    let side = v.player_letter(swap(pos.to_move()));
    at(v, &refs, side, &format!("- - {} 1", pos.halfmove_clock()))
}

#[test]
fn turned_positions_give_the_same_counts() {
    let v = game();
    let start = Position::start(&v);
    assert_eq!(
        turned(&start).perft(3),
        1408,
        "the start turned, Black to move"
    );
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut compared = 0;
    for _ in 0..10 {
        let mut pos = start.clone();
        for _ in 0..30 {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_over() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            pos = pos.play(&moves[(seed % moves.len() as u64) as usize]);
        }
        if pos.outcome().is_over() {
            continue;
        }
        assert_eq!(pos.perft(3), turned(&pos).perft(3), "{}", pos.to_text());
        compared += 1;
    }
    assert!(compared >= 5, "only {compared} positions compared");
}

//! Blocking Double Chess (`blocking-double`, `blocking-double-128`): one test per rule of
//! `shared/rules/four-player.md` and the readings in `docs/rules-decisions.md`. Every position is
//! built by hand and every expectation worked out from the rules, not from the engine.

use crate::common;

use common::{legal, owners, play};

use quadrille::notation::{lan, parse_move};
use quadrille::position::{GameResult, Outcome, Player, Position};
use quadrille::rules::DuelReason;
use quadrille::variant::{self, Variant};
use std::sync::Arc;

const WHITE: Player = Player(0);
const RED: Player = Player(1);
const BLACK: Player = Player(2);
const YELLOW: Player = Player(3);

fn game() -> Arc<Variant> {
    variant::build("blocking-double", &[]).unwrap()
}

use common::on_verney as on_board;

/// A position of `blocking-double`: `pieces` and the fields after the placement.
fn pos(pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = format!("{} {rest}", common::placement(14, 14, &on_board, pieces));
    Position::from_text(&game(), &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// The kings and a pawn each of Red and Yellow (their duel goes on, with material).
const RED_YELLOW: [(&str, &str); 4] = [("n7", "rK"), ("m5", "rP"), ("a7", "yK"), ("b5", "yP")];
/// The kings and a pawn each of White and Black.
const WHITE_BLACK: [(&str, &str); 4] = [("h1", "wK"), ("e2", "wP"), ("h14", "bK"), ("e13", "bP")];

fn with(
    base: &[(&'static str, &'static str)],
    more: &[(&'static str, &'static str)],
) -> Vec<(&'static str, &'static str)> {
    base.iter().chain(more).copied().collect()
}

fn proposals(p: &Position) -> Vec<String> {
    let mut out: Vec<String> = p.proposals().iter().map(|m| lan(p, m)).collect();
    out.sort();
    out
}

fn ended(p: &Position, duel: usize) -> Option<(Option<Player>, DuelReason)> {
    p.duels()[duel].end.map(|e| (e.winner, e.reason))
}

fn piece_on(p: &Position, square: &str) -> Option<(Player, char)> {
    let v = p.variant();
    let c = v.geometry().square_on(0, square).unwrap();
    p.piece_at(c).map(|pc| (pc.owner, v.piece_letter(pc.kind)))
}

#[test]
fn a_player_captures_only_his_duel_opponent_and_other_pieces_block_him() {
    // White's rook on d4: Red's pawn on g4 blocks it on the rank, Yellow's knight on d8 on the
    // file (Black's rook on d10 behind it is out of reach).
    let pieces = with(
        &RED_YELLOW,
        &[
            ("h1", "wK"),
            ("d4", "wR"),
            ("g4", "rP"),
            ("d8", "yN"),
            ("d10", "bR"),
            ("h14", "bK"),
        ],
    );
    let p = pos(&pieces, "w - - 0 1");
    let moves = legal(&p);
    for m in ["Rd4-f4", "Rd4-d7", "Rd4-a4", "Rd4-d1"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    for m in ["Rd4xg4", "Rd4-h4", "Rd4xd8", "Rd4-d9", "Rd4xd10"] {
        assert!(!moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    // Without the Yellow knight, the Black rook is taken.
    let pieces: Vec<_> = pieces.into_iter().filter(|(s, _)| *s != "d8").collect();
    let p = pos(&pieces, "w - - 0 1");
    assert!(legal(&p).contains(&"Rd4xd10".to_string()));
}

#[test]
fn only_the_duel_opponent_gives_check() {
    // A Red rook on the king's file gives White no check: h2 is a legal square.
    let p = pos(
        &with(
            &RED_YELLOW[2..],
            &[
                ("h1", "wK"),
                ("h5", "rR"),
                ("n7", "rK"),
                ("h14", "bK"),
                ("e13", "bP"),
            ],
        ),
        "w - - 0 1",
    );
    assert!(!p.in_check());
    assert!(legal(&p).contains(&"Kh1-h2".to_string()));
    // A Black rook there does.
    let p = pos(
        &with(&RED_YELLOW, &[("h1", "wK"), ("h5", "bR"), ("h14", "bK")]),
        "w - - 0 1",
    );
    assert!(p.in_check());
    let moves = legal(&p);
    assert!(!moves.contains(&"Kh1-h2".to_string()) && moves.contains(&"Kh1-g1".to_string()));
    // A Red pawn between them blocks the check.
    let p = pos(
        &with(
            &RED_YELLOW,
            &[("h1", "wK"), ("h3", "rP"), ("h5", "bR"), ("h14", "bK")],
        ),
        "w - - 0 1",
    );
    assert!(!p.in_check());
}

#[test]
fn checkmate_at_the_mated_players_turn_removes_both_armies_and_the_other_duel_goes_on() {
    let pieces = with(
        &RED_YELLOW,
        &[
            ("h1", "wK"),
            ("g2", "wP"),
            ("h2", "wP"),
            ("i2", "wP"),
            ("e5", "bR"),
            ("h14", "bK"),
        ],
    );
    let p = pos(&pieces, "b - - 0 1");
    let p = play(&p, "Re5-e1");
    // Yellow moves before White's turn comes: nothing is decided yet.
    assert_eq!(p.to_move(), YELLOW);
    assert_eq!(ended(&p, 0), None);
    let p = play(&p, "Ka7-a8");
    // White's turn: checkmated. Black wins the duel, both armies leave, Red is next.
    assert_eq!(ended(&p, 0), Some((Some(BLACK), DuelReason::Checkmate)));
    assert_eq!(owners(&p), vec![RED, YELLOW]);
    assert_eq!(p.to_move(), RED);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert!(p.to_text().ends_with(" bm/- -"), "{}", p.to_text());
    // Black's turn is skipped from now on.
    let p = play(&p, "Kn7-n8");
    assert_eq!(p.to_move(), YELLOW);
    let p = play(&p, "Ka8-a7");
    assert_eq!(p.to_move(), RED);
}

#[test]
fn stalemate_draws_the_duel() {
    // White's king on d1 has d2, e2 and e1, all held by Black's queen on e3.
    let pieces = with(&RED_YELLOW, &[("d1", "wK"), ("e3", "bQ"), ("h14", "bK")]);
    let p = pos(&pieces, "y - - 0 1");
    let p = play(&p, "Ka7-a8");
    assert_eq!(ended(&p, 0), Some((None, DuelReason::Stalemate)));
    assert_eq!(owners(&p), vec![RED, YELLOW]);
    assert_eq!(p.to_move(), RED);
}

#[test]
fn threefold_repetition_draws_every_duel_still_going() {
    let v = game();
    let mut p = Position::start(&v);
    let cycle = [
        "Nj1-i3", "Nn5-l6", "Nj14-i12", "Na5-c6", "Ni3-j1", "Nl6-n5", "Ni12-j14", "Nc6-a5",
    ];
    for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(p.outcome(), Outcome::Ongoing, "before ply {}", i + 1);
        p = play(&p, m);
    }
    // The start position for the third time.
    assert_eq!(ended(&p, 0), Some((None, DuelReason::Repetition)));
    assert_eq!(ended(&p, 1), Some((None, DuelReason::Repetition)));
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Duels,
            winners: vec![]
        }
    );
    assert!(p.pieces().is_empty());
}

#[test]
fn fifty_moves_of_every_player_still_playing_draw() {
    let pieces = with(&RED_YELLOW, &WHITE_BLACK);
    // Four players: 200 plies.
    let p = pos(&pieces, "w - - 198 60");
    let p = play(&p, "Kh1-g1");
    assert_eq!(ended(&p, 0), None);
    let p = play(&p, "Kn7-n8");
    assert_eq!(ended(&p, 0), Some((None, DuelReason::FiftyMoves)));
    assert_eq!(ended(&p, 1), Some((None, DuelReason::FiftyMoves)));
    // A pawn move resets the count.
    let p = pos(&pieces, "w - - 199 60");
    let p = play(&p, "e2-e3");
    assert_eq!(p.halfmove_clock(), 0);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // Two players left: 100 plies. Black won the other duel: Red and Black win the game.
    let p = pos(&RED_YELLOW, "r - - 99 60 bm/- -");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let p = play(&p, "Kn7-n8");
    assert_eq!(ended(&p, 1), Some((None, DuelReason::FiftyMoves)));
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Duels,
            winners: vec![RED, BLACK]
        }
    );
}

#[test]
fn insufficient_force_draws_the_duel_at_once() {
    // Black's knight takes White's rook: king and knight against a bare king.
    let pieces = with(
        &RED_YELLOW,
        &[("h1", "wK"), ("g5", "wR"), ("f7", "bN"), ("h14", "bK")],
    );
    let p = pos(&pieces, "b - - 0 1");
    let p = play(&p, "Nf7xg5");
    assert_eq!(ended(&p, 0), Some((None, DuelReason::InsufficientForce)));
    assert_eq!(owners(&p), vec![RED, YELLOW]);
    assert_eq!(p.to_move(), YELLOW);
}

#[test]
fn team_results() {
    let cases: [(&str, Vec<Player>); 5] = [
        ("bm/rm", vec![RED, BLACK]),
        ("wm/ym", vec![WHITE, YELLOW]),
        ("wm/ds", vec![WHITE, YELLOW]),
        ("wm/rm", vec![]),
        ("dr/di", vec![]),
    ];
    for (field, winners) in cases {
        let p = pos(&[], &format!("w - - 0 9 {field} -"));
        assert_eq!(
            p.outcome(),
            Outcome::Over {
                result: GameResult::Duels,
                winners
            },
            "{field}"
        );
        assert!(p.team_result_text().is_some());
        assert_eq!(p.perft(2), 1);
    }
    // Results that cannot be: a winner outside the duel, a drawn checkmate, pieces of a finished
    // duel still on the board.
    let v = game();
    for bad in [
        "w - - 0 1 rm/- -",
        "w - - 0 1 dm/- -",
        "w - - 0 1 bs/- -",
        "w - - 0 1 -/- x",
    ] {
        let t = format!(
            "{} {bad}",
            common::placement(14, 14, &on_board, &RED_YELLOW)
        );
        assert!(Position::from_text(&v, &t).is_err(), "{bad}");
    }
    let t = format!(
        "{} w - - 0 1 -/rm -",
        common::placement(14, 14, &on_board, &RED_YELLOW)
    );
    assert!(Position::from_text(&v, &t).is_err());
}

#[test]
fn castling_double_step_en_passant_and_promotion_along_a_side() {
    // Red castles short towards n4: king to n5, rook to n6, not into Yellow's attack.
    let base = with(
        &WHITE_BLACK,
        &[("n7", "rK"), ("n4", "rR"), ("a7", "yK"), ("b9", "yP")],
    );
    let p = pos(&base, "r rK - 0 1");
    let p2 = play(&p, "O-O");
    assert_eq!(piece_on(&p2, "n5"), Some((RED, 'K')));
    assert_eq!(piece_on(&p2, "n6"), Some((RED, 'R')));
    let p = pos(&with(&base, &[("a5", "yR")]), "r rK - 0 1");
    assert!(!legal(&p).contains(&"O-O".to_string()));
    // A White rook there is no attacker of Red.
    let p = pos(&with(&base, &[("a5", "wR")]), "r rK - 0 1");
    assert!(legal(&p).contains(&"O-O".to_string()));

    // Red's double step m9-k9; Black (not Red's opponent) cannot take en passant, Yellow can on
    // his next turn.
    let pieces = with(
        &WHITE_BLACK,
        &[
            ("n7", "rK"),
            ("m9", "rP"),
            ("a7", "yK"),
            ("k8", "yP"),
            ("m10", "bP"),
        ],
    );
    let p = pos(&pieces, "r - - 0 1");
    let p = play(&p, "m9-k9");
    assert!(
        !legal(&p).iter().any(|m| m.contains("xl9")),
        "{:?}",
        legal(&p)
    );
    let p = play(&p, "e13-e12");
    assert_eq!(p.to_move(), YELLOW);
    assert!(legal(&p).contains(&"k8xl9".to_string()), "{:?}", legal(&p));
    let p = play(&p, "k8xl9");
    assert_eq!(piece_on(&p, "k9"), None);

    // Promotion on Yellow's back row (file a) and on a dead-end square (d12).
    let pieces = with(
        &WHITE_BLACK,
        &[("n7", "rK"), ("b10", "rP"), ("e12", "rP"), ("a7", "yK")],
    );
    let p = pos(&pieces, "r - - 0 1");
    let moves = legal(&p);
    for m in ["b10-a10=Q", "b10-a10=N", "e12-d12=R", "e12-d12=B"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
}

/// Red's king on n7 behind his bishop on k7, on the rank of Yellow's rook on h7; Black's rook on
/// j10 can interpose on j7.
fn consent_pieces(black_rook: bool) -> Vec<(&'static str, &'static str)> {
    let mut v = vec![
        ("n7", "rK"),
        ("k7", "rB"),
        ("h7", "yR"),
        ("a4", "yK"),
        ("h1", "wK"),
        ("e2", "wP"),
        ("h14", "bK"),
        ("e13", "bP"),
    ];
    if black_rook {
        v.push(("j10", "bR"));
    }
    v
}

#[test]
fn a_proposal_exists_only_when_the_partner_can_relieve_it() {
    let p = pos(&consent_pieces(true), "r - - 0 1");
    let props = proposals(&p);
    // Every bishop move uncovers the king: 6 towards e1, 5 towards f12 (Black's pawn on e13
    // blocks Red), 3 towards n10 and 3 towards n4; after Bk7-j8 Black's rook cannot reach j7.
    assert_eq!(props.len(), 16, "{props:?}");
    assert!(props.contains(&"Bk7-j6~c".to_string()));
    assert!(!props.iter().any(|m| m.starts_with("Bk7-j8")));
    assert!(parse_move(&p, "Bk7-j8~c").is_err());
    // None is a legal move.
    assert!(legal(&p).iter().all(|m| !m.starts_with("Bk7")));
    // No partner who can interpose: no proposal.
    let p = pos(&consent_pieces(false), "r - - 0 1");
    assert!(p.proposals().is_empty());
}

#[test]
fn after_an_accepted_proposal_the_partner_must_relieve_the_check() {
    let p = pos(&consent_pieces(true), "r - - 0 1");
    let p = play(&p, "Bk7-j6~c");
    assert_eq!(p.to_move(), BLACK);
    assert_eq!(p.relief_owed(), Some(RED));
    assert_eq!(legal(&p), vec!["Rj10-j7".to_string()]);
    // The obligation is in the text and survives a round trip.
    let text = p.to_text();
    assert!(text.ends_with(" -/- r"), "{text}");
    let back = Position::from_text(&game(), &text).unwrap();
    assert_eq!(back.to_text(), text);
    assert_eq!(legal(&back), vec!["Rj10-j7".to_string()]);
    let p = play(&p, "Rj10-j7");
    assert_eq!(p.relief_owed(), None);
    assert_eq!(p.to_move(), YELLOW);
    // An owed relief to a player who is not in check is no position.
    let t = format!(
        "{} b - - 0 1 -/- r",
        common::placement(14, 14, &on_board, &consent_pieces(true))
    );
    assert!(Position::from_text(&game(), &t).is_err());
}

#[test]
fn white_black_and_a_player_in_check_never_propose() {
    // White's bishop shields his king from Black's rook; Red could interpose, but he is not
    // White's partner.
    let pieces = with(
        &RED_YELLOW,
        &[
            ("h1", "wK"),
            ("h3", "wB"),
            ("h10", "bR"),
            ("h14", "bK"),
            ("i5", "rR"),
        ],
    );
    let p = pos(&pieces, "w - - 0 1");
    assert!(p.proposals().is_empty());
    // Red in check from Yellow's rook on i7: no proposals, though Black could interpose.
    let pieces = with(
        &WHITE_BLACK,
        &[
            ("n7", "rK"),
            ("i7", "yR"),
            ("a4", "yK"),
            ("j10", "bR"),
            ("n4", "rB"),
        ],
    );
    let p = pos(&pieces, "r - - 0 1");
    assert!(p.in_check());
    assert!(p.proposals().is_empty());
    assert!(!legal(&p).is_empty());
}

/// Red's king on n4 (no moves: n5 and m5 on Yellow's rank a5, m4 and m5 on Yellow's file m10)
/// and a pawn on e7 blocked by a White pawn: stalemated, but Kn4-n5 is a proposal (Black's rook
/// on j10 can interpose on j5).
fn stalemate_escape() -> Position {
    let pieces = [
        ("n4", "rK"),
        ("e7", "rP"),
        ("d7", "wP"),
        ("a5", "yR"),
        ("m10", "yR"),
        ("a7", "yK"),
        ("j10", "bR"),
        ("h14", "bK"),
        ("h1", "wK"),
    ];
    pos(&pieces, "r - - 0 1")
}

#[test]
fn the_stalemate_escape() {
    let p = stalemate_escape();
    assert!(!p.in_check());
    assert_eq!(p.legal_moves().len(), 1);
    assert!(p.legal_moves()[0].is_pass());
    assert_eq!(proposals(&p), vec!["Kn4-n5~c".to_string()]);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // Accepting the stalemate ends the duel drawn.
    let passed = p.play(&p.legal_moves()[0]);
    assert_eq!(ended(&passed, 1), Some((None, DuelReason::Stalemate)));
    assert_eq!(owners(&passed), vec![WHITE, BLACK]);
    assert_eq!(passed.to_move(), BLACK);
    // Or Red proposes, and Black must interpose.
    let proposed = play(&p, "Kn4-n5~c");
    assert_eq!(proposed.relief_owed(), Some(RED));
    assert_eq!(legal(&proposed), vec!["Rj10-j5".to_string()]);
}

#[test]
fn the_128_square_board() {
    let v = variant::build("blocking-double-128", &[]).unwrap();
    let start = Position::start(&v);
    assert_eq!(start.legal_moves().len(), 20);
    let text = start.to_text();
    assert_eq!(Position::from_text(&v, &text).unwrap().to_text(), text);
    assert_eq!(piece_on(&start, "a6"), Some((YELLOW, 'K')));
    assert_eq!(piece_on(&start, "l7"), Some((RED, 'Q')));
    assert_eq!(piece_on(&start, "f12"), Some((BLACK, 'Q')));
    // Yellow castles short along file a: king a6 to a4, rook a3 to a5.
    let exists = |f: usize, r: usize| {
        let edge = |i: usize| !(2..=9).contains(&i);
        !(edge(f) && edge(r))
    };
    let pieces = [
        ("a6", "yK"),
        ("a3", "yR"),
        ("l6", "rK"),
        ("k9", "rP"),
        ("g1", "wK"),
        ("e2", "wP"),
        ("g12", "bK"),
    ];
    let t = format!(
        "{} y yK - 0 1 -/- -",
        common::placement(12, 12, &exists, &pieces)
    );
    let p = Position::from_text(&v, &t).unwrap();
    let castled = play(&p, "O-O");
    assert_eq!(piece_on(&castled, "a4"), Some((YELLOW, 'K')));
    assert_eq!(piece_on(&castled, "a5"), Some((YELLOW, 'R')));
}

/// The consent position with Yellow's queen on h4, on the bishop's diagonal: Bk7xh4 wins the
/// queen, but only as a proposal (it uncovers Red's king to the rook on h7).
fn queen_offer() -> Position {
    let mut pieces = consent_pieces(true);
    pieces.push(("h4", "yQ"));
    pos(&pieces, "r - - 0 1")
}

#[test]
fn the_computer_proposes_when_clearly_better_and_answers_as_partner() {
    use quadrille::ai::{consent, think, Agent, Limits, NoClock, Searcher};
    let limits = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    let p = queen_offer();
    let take = parse_move(&p, "Bk7xh4~c").unwrap();
    assert!(p.is_proposal(&take) && !p.is_legal(&take));
    let mut s = Searcher::new();
    let t = think(
        &mut s,
        &p,
        Agent::Level(8),
        1,
        &limits,
        &NoClock,
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(lan(&p, &t.moves[0]), "Bk7xh4~c");
    assert_eq!(
        consent::answer(&mut s, &p, &take, &limits, &NoClock),
        consent::Answer::Accept
    );
    // Proposing into a lost duel instead of accepting a stalemate (which leaves Black's rook
    // against White's pawn in the other duel) is unwise.
    let p = stalemate_escape();
    let walk = parse_move(&p, "Kn4-n5~c").unwrap();
    assert_eq!(
        consent::answer(&mut s, &p, &walk, &limits, &NoClock),
        consent::Answer::Unwise
    );
    let t = think(
        &mut s,
        &p,
        Agent::Level(8),
        1,
        &limits,
        &NoClock,
        &mut |_| {},
    )
    .unwrap();
    assert!(t.moves[0].is_pass());
    // A move that is no proposal is unwise.
    let p = queen_offer();
    let legal_move = p.legal_moves()[0];
    assert_eq!(
        consent::answer(&mut s, &p, &legal_move, &limits, &NoClock),
        consent::Answer::Unwise
    );
}

#[test]
fn a_king_left_attacked_by_another_player_is_never_captured() {
    // Black moved the piece that shielded Red's king: Yellow's rook on h7 attacks it at Yellow's
    // turn, but may not take it; Red must get out of check at his own turn.
    let pieces = with(
        &WHITE_BLACK,
        &[("n7", "rK"), ("m5", "rP"), ("h7", "yR"), ("a4", "yK")],
    );
    let p = pos(&pieces, "y - - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"Rh7-m7".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m.contains("xn7")), "{moves:?}");
}

#[test]
fn links_and_records_carry_the_consent_mark() {
    use quadrille::game::Step;
    use quadrille::notation::{game_record, link};
    let start = pos(&consent_pieces(true), "r - - 0 1");
    let moves = [
        parse_move(&start, "Bk7-j6~c").unwrap(),
        parse_move(
            &start.play(&parse_move(&start, "Bk7-j6~c").unwrap()),
            "Rj10-j7",
        )
        .unwrap(),
    ];
    let text = link::encode(&start, &moves, 2);
    assert!(text.contains("Bk7-j6~c"), "{text}");
    let back = link::decode(&text).unwrap();
    assert_eq!(back.steps.len(), 2);
    let mut p = back.start.clone();
    for s in &back.steps {
        p = s.apply(&p);
    }
    assert_eq!(p.to_move(), YELLOW);
    let steps: Vec<Step> = moves.iter().map(|m| Step::Move(*m)).collect();
    let record = game_record::write(&start, None, &steps);
    assert!(record.contains("Bk7-j6~c"), "{record}");
    let read = game_record::read(&record, None).unwrap();
    assert_eq!(read.steps, steps);
}

/// A duel goes on only between two kings: a player of a duel still going with no king, or with
/// two, is refused with the reason (as `chess` and `four-teams` refuse theirs); once his duel is
/// over he has no pieces at all.
#[test]
fn a_player_of_a_duel_still_going_needs_exactly_one_king() {
    let v = game();
    let text = |pieces: &[(&str, &str)], rest: &str| {
        format!("{} {rest}", common::placement(14, 14, &on_board, pieces))
    };
    let all = with(&RED_YELLOW, &WHITE_BLACK);
    // Black without his king.
    let no_king: Vec<_> = all.iter().copied().filter(|&(_, p)| p != "bK").collect();
    let e = Position::from_text(&v, &text(&no_king, "w - - 0 1")).unwrap_err();
    assert!(e.to_string().contains("Black has no king"), "{e}");
    // Red with a second king.
    let two = with(&all, &[("e7", "rK")]);
    let e = Position::from_text(&v, &text(&two, "w - - 0 1")).unwrap_err();
    assert!(e.to_string().contains("Red has 2 kings"), "{e}");
    // The same armies are read when each has its one king.
    assert!(Position::from_text(&v, &text(&all, "w - - 0 1")).is_ok());
}

//! chess.com's free-for-all (`4pc-ffa`): the points of each event (captures by piece, the
//! one-point queen, a walking king, checkmate, stalemate, new checks of two and three kings with
//! a queen or another piece), a king left in check taken for 20, dead pieces (no points, no check, no turn),
//! a resigned player's walking king, promotion on the 8th row
//! to the one-point queen written `D`, and the ends of the game (one player left, the leader's claim
//! of the win, the fifty-move rule and bare kings) with the ranking by points. Every expectation is worked out by hand from
//! the rules (`docs/rules-decisions.md`, "chess.com's four-player chess").

use crate::common;

use common::{legal, play, verney_text};
use quadrille::position::leaving::{leaving, Departure, Leaving};
use quadrille::position::{GameResult, Outcome, Player, Position, Step};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

const RED: Player = Player(0);
const BLUE: Player = Player(1);
const YELLOW: Player = Player(2);
const GREEN: Player = Player(3);

fn ffa() -> Arc<Variant> {
    variant::build("4pc-ffa", &[]).unwrap()
}

/// A position of `4pc-ffa` from its pieces and the fields after the placement.
fn pos(pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = verney_text(pieces, rest);
    Position::from_text(&ffa(), &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// The four kings where no line of the tests below reaches them, and `more`.
fn with_kings(more: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
    let mut out = vec![("h1", "rK"), ("a7", "bK"), ("g14", "yK"), ("n9", "gK")];
    out.extend_from_slice(more);
    out
}

#[test]
fn captures_score_by_piece_and_dead_pieces_score_nothing() {
    // Red's rook on e5 takes on e9 (rank 9 and the e-file hold no king afterwards).
    let score = |victim: &'static str, dead: &str| {
        let p = pos(
            &with_kings(&[("e5", "rR"), ("e9", victim)]),
            &format!("r - - 0 1 0/0/0/0 {dead}"),
        );
        play(&p, "Re5xe9").points()[0]
    };
    assert_eq!(score("bP", "-"), 1);
    assert_eq!(score("bN", "-"), 3);
    assert_eq!(score("bB", "-"), 5);
    assert_eq!(score("bR", "-"), 5);
    assert_eq!(score("bQ", "-"), 9);
    assert_eq!(score("bD", "-"), 1, "a one-point queen");
    assert_eq!(score("bQ", "b"), 0, "a dead queen");
}

#[test]
fn pawns_promote_on_the_eighth_row_to_the_one_point_queen_only() {
    let pieces = with_kings(&[
        ("e7", "rP"),
        ("g5", "bP"),
        ("h8", "yP"),
        ("h6", "gP"),
        ("f6", "rP"),
    ]);
    let moves = |to_move: &str| legal(&pos(&pieces, &format!("{to_move} - - 0 1 0/0/0/0 -")));
    let red = moves("r");
    assert!(red.contains(&"e7-e8=D".to_string()), "{red:?}");
    assert!(
        !red.iter()
            .any(|m| m.starts_with("e7-e8=") && m != "e7-e8=D"),
        "{red:?}"
    );
    assert!(
        red.contains(&"f6-f7".to_string()),
        "rank 7 is not Red's 8th: {red:?}"
    );
    assert!(moves("b").contains(&"g5-h5=D".to_string()));
    assert!(moves("y").contains(&"h8-h7=D".to_string()));
    assert!(moves("g").contains(&"h6-g6=D".to_string()));
}

/// Red to move: his queen on e4 mates Blue's king on a7 from b7 (guarded by the rook on b11;
/// the queen covers a6, a8, b6 and b8). Blue's rook on g10 checks Yellow's king down the g-file.
fn blue_mated_by(points: &str, dead: &str) -> Position {
    pos(
        &with_kings(&[("e4", "rQ"), ("b11", "rR"), ("g10", "bR")]),
        &format!("r - - 0 1 {points} {dead}"),
    )
}

#[test]
fn checkmate_scores_twenty_for_the_mating_player_and_the_mated_army_dies_in_place() {
    let p = play(&blue_mated_by("0/0/0/0", "-"), "Qe4-b7");
    assert_eq!(p.points(), [20, 0, 0, 0]);
    assert!(p.is_dead(BLUE));
    assert_eq!(p.to_move(), YELLOW, "Blue's turn passes over him");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // Blue's pieces stay where they were, and his rook no longer checks Yellow.
    let text = p.to_text();
    assert!(text.contains("bK") && text.contains("bR"), "{text}");
    assert!(!p.in_check());
    assert!(text.ends_with(" 20/0/0/0 b"), "{text}");
    // Yellow's king may step off the dead rook's file or stay on it; after Yellow, Green plays.
    let p = play(&p, "Kg14-f14");
    assert_eq!(p.to_move(), GREEN);
}

/// The pieces of [`blue_boxed_in`], for the partnership game's tests too.
pub(crate) const BLUE_BOXED_IN: [(&str, &str); 6] = [
    ("h1", "rK"),
    ("c5", "rR"),
    ("b11", "rR"),
    ("a4", "bK"),
    ("g14", "yK"),
    ("n9", "gK"),
];

/// Blue's king on a4 without a move: a5 and b5 are on the rank of Red's rook on c5, b4 and b5
/// on the file of the rook on b11; a3 and b3 are off the board. The other kings on h1, g14, n9.
pub(crate) fn blue_boxed_in(rest: &str) -> Position {
    pos(&BLUE_BOXED_IN, rest)
}

#[test]
fn a_stalemated_player_scores_twenty_and_is_out() {
    // Blue's king on a4: a5 and b5 are on the rank of Red's rook on c5, b4 and b5 on the file
    // of the rook on b11; a3 and b3 are off the board. Red makes a quiet move.
    let p = blue_boxed_in("r - - 0 1 0/0/0/0 -");
    let p = play(&p, "Kh1-i1");
    assert_eq!(p.points(), [0, 20, 0, 0]);
    assert!(p.is_dead(BLUE));
    assert_eq!(p.to_move(), YELLOW);
}

#[test]
fn checking_two_or_three_kings_at_once_scores_by_the_piece() {
    // Blue's king on a9 and Green's on n9 share rank 9; Yellow's king is on h14 or g14.
    let bonus = |piece: &'static str, from: &'static str, yellow: &'static str| {
        let p = pos(
            &[
                ("h1", "rK"),
                (from, piece),
                ("a9", "bK"),
                (yellow, "yK"),
                ("n9", "gK"),
            ],
            "r - - 0 1 0/0/0/0 -",
        );
        let letter = &piece[1..];
        play(&p, &format!("{letter}{from}-g9")).points()[0]
    };
    // The rook from g3 to g9: Blue and Green (Yellow on h14 is off the g-file): two kings.
    assert_eq!(bonus("rR", "g3", "h14"), 5);
    // The queen from j6 to g9 (on the diagonal): two kings, then three with Yellow on g14.
    assert_eq!(bonus("rQ", "j6", "h14"), 1);
    assert_eq!(bonus("rQ", "j6", "g14"), 5);
    // The knight from h6 to g8 forks three kings on e9, h10 and i7.
    let p = pos(
        &[
            ("h1", "rK"),
            ("h6", "rN"),
            ("e9", "bK"),
            ("h10", "yK"),
            ("i7", "gK"),
        ],
        "r - - 0 1 0/0/0/0 -",
    );
    assert_eq!(play(&p, "Nh6-g8").points()[0], 20);
}

#[test]
fn a_king_left_in_check_is_taken_for_twenty_points() {
    // Blue's king on a9 stands in check on the rank of Red's rook on g9, Red to move: the rook
    // may take the king, for 20 points, and Blue is out (chess.com's record of game 100527014
    // shows such a capture: Red's move opened Yellow's bishop on Green's king, and Yellow took
    // it, `Bg14xKk10#`).
    let p = pos(
        &[
            ("h1", "rK"),
            ("g9", "rR"),
            ("a9", "bK"),
            ("g14", "yK"),
            ("n8", "gK"),
        ],
        "r - - 0 1 0/0/0/0 -",
    );
    let moves = legal(&p);
    assert!(moves.contains(&"Rg9xa9".to_string()), "{moves:?}");
    let after = play(&p, "Rg9xa9");
    assert_eq!(after.points(), [20, 0, 0, 0]);
    assert!(after.is_out(BLUE));
}

#[test]
fn checks_already_given_before_the_move_earn_no_bonus() {
    // Red's rook on a5 already checks Blue's king on a9 up the a-file; the queen's move from j6
    // to g9 adds Green's king on n9 (and Blue's along rank 9): one new check only, so no bonus.
    let p = pos(
        &[
            ("h1", "rK"),
            ("a5", "rR"),
            ("j6", "rQ"),
            ("a9", "bK"),
            ("h14", "yK"),
            ("n9", "gK"),
        ],
        "r - - 0 1 0/0/0/0 -",
    );
    assert_eq!(play(&p, "Qj6-g9").points(), [0, 0, 0, 0]);
}

#[test]
fn the_game_ends_when_one_player_is_left_and_the_most_points_win() {
    // Yellow (30 points) and Green are out; Red mates Blue (+20): Yellow still wins.
    let p = play(&blue_mated_by("0/0/30/0", "yg"), "Qe4-b7");
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![YELLOW],
        }
    );
    assert_eq!(p.points(), [20, 0, 30, 0]);
    assert_eq!(
        p.points_ranking().unwrap(),
        [(YELLOW, 30, 1), (RED, 20, 2), (BLUE, 0, 3), (GREEN, 0, 3)]
    );
}

#[test]
fn with_two_left_a_lead_of_twenty_one_lets_the_leader_claim_and_the_other_gets_twenty() {
    // Red 30, Blue 10 (a lead of 20: no claim); Red's rook takes Blue's pawn: 31 to 10. The game
    // goes on until Red claims; Blue, the last player in, then scores 20 for Red's walking king.
    let p = pos(
        &with_kings(&[("e5", "rR"), ("e9", "bP")]),
        "r - - 0 1 30/10/0/0 yg",
    );
    assert!(p.claim_win_refusal(RED).is_some());
    let p = play(&p, "Re5xe9");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(p.claim_win_refusal(RED), None);
    let why = p.claim_win_refusal(BLUE).unwrap();
    assert!(why.contains("would not finish first"), "{why}");
    assert_eq!(
        leaving(&p, RED, Departure::ClaimedWin),
        Ok(Leaving::Leaves(RED, Departure::ClaimedWin))
    );
    let p = Step::Leave(RED, Departure::ClaimedWin).apply(&p);
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![RED],
        }
    );
    assert_eq!(p.final_points(GameResult::Elimination), [31, 30, 0, 0]);
}

#[test]
fn with_another_king_walking_the_claim_needs_a_lead_of_forty_one() {
    // Yellow's king walks, Green is out: after Red's claim Blue would score 20 for each of the
    // two walking kings. A lead of 40 would leave them level; 41 is enough.
    let level = pos(&with_kings(&[("e5", "rR")]), "r - - 0 1 50/10/0/0 Yg");
    assert!(level.claim_win_refusal(RED).is_some());
    assert!(leaving(&level, RED, Departure::ClaimedWin).is_err());
    let ahead = pos(&with_kings(&[("e5", "rR")]), "r - - 0 1 51/10/0/0 Yg");
    assert_eq!(ahead.claim_win_refusal(RED), None);
    let after = Step::Leave(RED, Departure::ClaimedWin).apply(&ahead);
    assert_eq!(after.final_points(GameResult::Elimination), [51, 50, 0, 0]);
    // Three players in: no claim, whatever the lead.
    let three = pos(&with_kings(&[("e5", "rR")]), "r - - 0 1 90/0/0/0 g");
    let why = three.claim_win_refusal(RED).unwrap();
    assert!(why.contains("two players"), "{why}");
}

#[test]
fn a_draw_by_rule_gives_a_share_more_for_each_king_still_walking() {
    // Blue and Green in, Red's king walking, Yellow out: bare kings once Blue moves. Each player
    // in scores 10 for the draw and 10 for the walking king (chess.com's game 97969768).
    let p = pos(&with_kings(&[]), "b - - 0 1 5/7/3/9 Ry");
    let p = play(&p, "Ka7-a8");
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::BareKings,
            winners: vec![GREEN],
        }
    );
    assert_eq!(p.final_points(GameResult::BareKings), [5, 27, 3, 29]);
}

#[test]
fn the_fifty_move_rule_gives_ten_to_each_player_still_in() {
    // Four players in: 200 plies without a capture or pawn move; Red 3 points before. A rook and
    // a knight keep the material from being bare kings.
    let men = [("e5", "rR"), ("d10", "yN")];
    let p = pos(&with_kings(&men), "r - - 199 60 3/0/0/0 -");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let p = play(&p, "Kh1-i1");
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::FiftyMoves,
            winners: vec![RED],
        }
    );
    assert_eq!(p.final_points(GameResult::FiftyMoves), [13, 10, 10, 10]);
    // Green out: three players, 150 plies; Green gets no share.
    let p = play(&pos(&with_kings(&men), "r - - 149 60 0/0/0/12 g"), "Kh1-i1");
    assert_eq!(p.outcome().as_str(), "fifty-moves");
    assert_eq!(p.final_points(GameResult::FiftyMoves), [10, 10, 10, 12]);
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::FiftyMoves,
            winners: vec![GREEN],
        }
    );
}

#[test]
fn a_resigned_players_army_dies_but_his_king_walks_on_and_is_worth_twenty() {
    // Blue resigns while Red is to move: his rook on e9 is dead, his king on a7 walks.
    let p = pos(
        &with_kings(&[("e5", "rR"), ("e9", "bR"), ("c6", "rN")]),
        "r - - 0 1 0/0/0/0 -",
    );
    let p = p.leave(BLUE).unwrap();
    assert!(p.is_walking(BLUE) && !p.is_dead(BLUE));
    assert!(p.to_text().ends_with(" 0/0/0/0 B"), "{}", p.to_text());
    // The dead rook is worth nothing; then Blue's turn: only his king moves.
    let p = play(&p, "Re5xe9");
    assert_eq!(p.points(), [0, 0, 0, 0]);
    assert_eq!(p.to_move(), BLUE);
    let moves = legal(&p);
    assert!(
        !moves.is_empty() && moves.iter().all(|m| m.starts_with('K')),
        "{moves:?}"
    );
    // The walk is chosen by the position: the same position, the same walk.
    assert_eq!(p.walking_move(), p.walking_move());
    assert!(p.legal_moves().contains(&p.walking_move().unwrap()));
    // The walking king is worth twenty to whoever takes it.
    let q = pos(
        &with_kings(&[("c6", "rN"), ("e9", "bR")]),
        "r - - 0 1 0/0/0/0 B",
    );
    // The knight on c6 attacks a7.
    let q = play(&q, "Nc6xa7");
    assert_eq!(q.points(), [20, 0, 0, 0]);
    assert!(q.is_dead(BLUE));
}

#[test]
fn the_last_player_left_scores_twenty_for_each_king_still_walking() {
    // Yellow is out and Blue's king walks; Green resigns too, leaving Red (5 points) the last
    // player in, with two kings walking: 5 + 2 x 20.
    let p = pos(&with_kings(&[("e5", "rR")]), "r - - 0 1 5/0/0/0 yB");
    let p = p.leave(GREEN).unwrap();
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![RED],
        }
    );
    assert_eq!(p.final_points(GameResult::Elimination), [45, 0, 0, 0]);
}

#[test]
fn a_stalemated_walking_king_gives_ten_to_each_player_still_in() {
    // Blue's king walks on a4, boxed in by Red's rooks on c5 and b11 (see the stalemate above).
    let p = blue_boxed_in("r - - 0 1 0/0/0/0 B");
    let p = play(&p, "Kh1-i1");
    assert_eq!(p.points(), [10, 0, 10, 10]);
    assert!(p.is_dead(BLUE));
}

#[test]
fn the_computer_walks_a_resigned_players_king_as_the_position_says() {
    // Blue's king walks on a7, Blue to move: every level plays the position's walk.
    let p = pos(&with_kings(&[("e5", "rR")]), "b - - 0 1 0/0/0/0 B");
    let walk = p.walking_move().unwrap();
    for level in [1, 4] {
        let limits = quadrille::ai::Limits {
            nodes: Some(2_000),
            ..Default::default()
        };
        let m = quadrille::ai::best_move(&p, level, 7, &limits, &quadrille::ai::NoClock);
        assert_eq!(m, Some(walk), "level {level}");
    }
}

#[test]
fn a_resignation_with_two_players_left_ends_the_race_with_twenty_for_the_other() {
    // Yellow and Green are out; Blue (30 points) resigns against Red (25): his king would walk,
    // Red is the last player in and scores 20 for it, 45 to 30.
    let p = pos(&with_kings(&[("e5", "rR")]), "r - - 0 1 25/30/0/0 yg");
    assert!(quadrille::position::leaving::goes_on_without(&p, BLUE));
    let p = p.leave(BLUE).unwrap();
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![RED],
        }
    );
    assert_eq!(p.final_points(GameResult::Elimination), [45, 30, 0, 0]);
}

#[test]
fn dead_pieces_and_walking_kings_as_the_page_draws_them() {
    // Yellow and Green are out: their kings on g14 and n9 are dead. Blue's rook on g10 reaches
    // g14 along the g-file, but a dead king is in no check.
    let p = pos(
        &with_kings(&[("g10", "bR"), ("e4", "rQ")]),
        "r - - 0 1 0/0/0/0 yg",
    );
    let at = |p: &Position, cell: &str| {
        let c = p.variant().geometry().square_on(0, cell).unwrap();
        p.piece_at(c).unwrap()
    };
    assert!(p.is_lifeless(at(&p, "g14")) && p.is_lifeless(at(&p, "n9")));
    assert!(!p.is_lifeless(at(&p, "a7")) && !p.is_lifeless(at(&p, "g10")));
    assert!(p.checked_royals().is_empty(), "{:?}", p.checked_royals());
    // Blue resigns: his rook is dead, his king walks (alive, not dead).
    let p = p.leave(BLUE).unwrap();
    assert!(p.is_lifeless(at(&p, "g10")));
    assert!(!p.is_lifeless(at(&p, "a7")));
    assert!(!p.is_lifeless(at(&p, "h1")));
}

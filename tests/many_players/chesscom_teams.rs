//! chess.com's partnership game (`4pc-teams`): the first checkmate of an opponent wins, but only
//! on the mated player's turn (his partner may still save him); a king left in check may be
//! captured, which wins too; stalemate draws; pawns promote on the 11th row counted from their
//! side; the start arrays of the option `setup` and the castling that follows the king. Every
//! expectation is worked out by hand from the rules (`docs/rules-decisions.md`, "chess.com's
//! four-player chess").

use crate::common;

use common::{legal, play, verney_text};
use quadrille::position::{GameResult, Outcome, Player, Position};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

const RED: Player = Player(0);
const YELLOW: Player = Player(2);
const GREEN: Player = Player(3);

fn game(options: &[(&str, &str)]) -> Arc<Variant> {
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    variant::build("4pc-teams", &options).unwrap()
}

fn pos(v: &Arc<Variant>, pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = verney_text(pieces, rest);
    Position::from_text(v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn over(result: GameResult, winners: Vec<Player>) -> Outcome {
    Outcome::Over { result, winners }
}

#[test]
fn a_player_mated_on_his_turn_loses_for_his_side() {
    // Blue's king on a7 is checked by Red's queen on b7, which Red's rook on b11 guards; the
    // queen covers a6, a8, b6 and b8. Blue has nothing else.
    let v = game(&[]);
    let p = pos(
        &v,
        &[
            ("h1", "rK"),
            ("b7", "rQ"),
            ("b11", "rR"),
            ("a7", "bK"),
            ("g14", "yK"),
            ("n9", "gK"),
        ],
        "b - - 0 1",
    );
    assert!(p.in_check());
    assert!(legal(&p).is_empty());
    assert_eq!(p.outcome(), over(GameResult::Checkmate, vec![RED, YELLOW]));
}

/// Green's king on n7 is checked by Red's queen on m7, which Red's rook on m4 guards: no flight
/// square (n6, n8, m6 and m8 are the queen's). Blue, Green's partner, is to move; his rook on a7
/// can take the queen along the empty seventh rank.
fn green_mated() -> Vec<(&'static str, &'static str)> {
    vec![
        ("h1", "rK"),
        ("m7", "rQ"),
        ("m4", "rR"),
        ("a10", "bK"),
        ("a7", "bR"),
        ("g14", "yK"),
        ("n7", "gK"),
    ]
}

#[test]
fn a_mate_counts_only_on_the_mated_players_turn_so_his_partner_may_break_it() {
    let v = game(&[]);
    let p = pos(&v, &green_mated(), "b - - 0 1");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // Blue takes the queen: Green is free again.
    let saved = play(&play(&p, "Ra7xm7"), "Kg14-f14");
    assert_eq!(saved.to_move(), GREEN);
    assert_eq!(saved.outcome(), Outcome::Ongoing);
    // Blue does something else: Yellow moves, and at Green's turn the mate stands.
    let mated = play(&play(&p, "Ka10-a11"), "Kg14-f14");
    assert_eq!(mated.to_move(), GREEN);
    assert_eq!(
        mated.outcome(),
        over(GameResult::Checkmate, vec![RED, YELLOW])
    );
}

/// Green's king on n7 left in check by Red's rook on a7 along the seventh rank, Yellow to move
/// with his rook on n11 above it (after Blue's king, in check from the same rook, stepped from
/// a10 to b10); `extra` one more piece.
fn green_left_in_check(extra: (&'static str, &'static str)) -> Position {
    let v = game(&[]);
    let mut pieces = vec![
        ("h1", "rK"),
        ("a7", "rR"),
        ("a10", "bK"),
        ("g14", "yK"),
        ("n11", "yR"),
        ("n7", "gK"),
    ];
    pieces.push(extra);
    play(&pos(&v, &pieces, "b - - 0 1"), "Ka10-b10")
}

/// Yellow's rook on n11 takes Green's king on n7, a legal move that wins for Red and Yellow.
fn yellow_takes_greens_king(p: &Position) -> Position {
    assert!(legal(p).contains(&"Rn11xn7".to_string()), "{:?}", legal(p));
    let p = play(p, "Rn11xn7");
    assert_eq!(
        p.outcome(),
        over(GameResult::Elimination, vec![RED, YELLOW])
    );
    p
}

#[test]
fn a_king_left_in_check_may_be_captured_and_that_wins() {
    // Red's rook on a7 checks Green's king on n7 along the empty seventh rank; Blue, to move,
    // leaves it; Yellow's rook on n11 then takes the king down the n-file.
    let p = green_left_in_check(("m9", "gP"));
    let p = yellow_takes_greens_king(&p);
    // The game is over, and Green's army stays where it was.
    assert!(p.legal_moves().is_empty() || p.outcome().is_over());
    assert!(p.to_text().contains("gP"), "{}", p.to_text());
}

#[test]
fn a_king_left_in_check_may_be_captured_by_a_player_in_check_himself() {
    // As above, and Yellow's king on g14 stands in check from Green's rook on g12 when Yellow
    // takes Green's king: the capture ends the game, so Yellow's own check does not count
    // (4pchess plays it so; docs/rules-decisions.md, "Teams").
    let p = green_left_in_check(("g12", "gR"));
    assert!(p.in_check(), "Yellow stands in check from the rook on g12");
    yellow_takes_greens_king(&p);
}

#[test]
fn stalemate_draws() {
    // Blue's king on a4 is not in check; a5 and b5 are on the rank of Red's rook on c5, b4 and
    // b5 on the file of Red's rook on b11; a3 and b3 are off the board.
    let v = game(&[]);
    let p = pos(&v, &crate::chesscom_ffa::BLUE_BOXED_IN, "b - - 0 1");
    assert!(!p.in_check());
    assert_eq!(p.outcome(), over(GameResult::Stalemate, Vec::new()));
}

#[test]
fn pawns_promote_on_the_eleventh_row_from_their_side_to_any_piece() {
    // Red's pawn e10-e11 promotes (rank 11), its pawn f9-f10 does not; Blue's pawn j8-k8 promotes
    // (file k, Blue's 11th), Yellow's d5-d4 (rank 4), Green's e6-d6 (file d).
    let v = game(&[]);
    let pieces = [
        ("h1", "rK"),
        ("e10", "rP"),
        ("f9", "rP"),
        ("a10", "bK"),
        ("j8", "bP"),
        ("g14", "yK"),
        ("d5", "yP"),
        ("n9", "gK"),
        ("e6", "gP"),
    ];
    let p = pos(&v, &pieces, "r - - 0 1");
    let moves = legal(&p);
    for m in ["e10-e11=Q", "e10-e11=R", "e10-e11=B", "e10-e11=N", "f9-f10"] {
        assert!(moves.contains(&m.to_string()), "{m}: {moves:?}");
    }
    assert!(!moves.iter().any(|m| m.starts_with("f9-f10=")), "{moves:?}");
    let promotes = |to_move: &str, text: &str| {
        let p = pos(&v, &pieces, &format!("{to_move} - - 0 1"));
        legal(&p).contains(&text.to_string())
    };
    assert!(promotes("b", "j8-k8=Q"));
    assert!(promotes("y", "d5-d4=N"));
    assert!(promotes("g", "e6-d6=R"));
}

#[test]
fn the_setups_place_kings_and_queens_and_castling_follows_the_king() {
    let king_squares = |setup: &str| -> Vec<String> {
        let p = Position::start(&game(&[("setup", setup)]));
        let mut out: Vec<String> = p
            .pieces()
            .iter()
            .filter(|(_, pc)| p.variant().piece(pc.kind).royal)
            .map(|&(c, pc)| {
                format!(
                    "{}{}",
                    p.variant().player_letter(pc.owner),
                    p.variant().geometry().square_name(c)
                )
            })
            .collect();
        out.sort();
        out
    };
    // Tetrarch's table of the five arrays (docs/RULES.md, section 3.3).
    assert_eq!(king_squares("classic"), ["ba8", "gn7", "rh1", "yg14"]);
    assert_eq!(king_squares("modern"), ["ba7", "gn8", "rh1", "yg14"]);
    assert_eq!(king_squares("by"), ["ba7", "gn7", "rh1", "yh14"]);
    assert_eq!(king_squares("byg"), ["ba7", "gn8", "rh1", "yh14"]);
    assert_eq!(king_squares("rg"), ["ba8", "gn8", "rg1", "yg14"]);
    assert_eq!(
        game(&[]).options(),
        [("setup".to_string(), "modern".to_string())]
    );
    // In the modern array Blue's king is on a7: short castling takes it to a5 and the a4 rook to
    // a6; long castling to a9 with the a11 rook on a8.
    let v = game(&[]);
    let p = pos(
        &v,
        &[
            ("h1", "rK"),
            ("a7", "bK"),
            ("a4", "bR"),
            ("a11", "bR"),
            ("g14", "yK"),
            ("n8", "gK"),
        ],
        "b bKQ - 0 1",
    );
    let castled = p.play(&quadrille::notation::parse_move(&p, "O-O").unwrap());
    let text = castled.to_text();
    let short = pos(
        &v,
        &[
            ("h1", "rK"),
            ("a5", "bK"),
            ("a6", "bR"),
            ("a11", "bR"),
            ("g14", "yK"),
            ("n8", "gK"),
        ],
        "y - - 1 1",
    );
    assert_eq!(text, short.to_text());
    let castled = p.play(&quadrille::notation::parse_move(&p, "O-O-O").unwrap());
    let long = pos(
        &v,
        &[
            ("h1", "rK"),
            ("a9", "bK"),
            ("a4", "bR"),
            ("a8", "bR"),
            ("g14", "yK"),
            ("n8", "gK"),
        ],
        "y - - 1 1",
    );
    assert_eq!(castled.to_text(), long.to_text());
}

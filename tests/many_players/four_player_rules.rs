//! Four-player chess on the Verney board: Savard's royal rules (the duty to move, king capture and
//! the removal of the army, escaping check by capturing a king, the endings), the frozen players
//! of the conventional game, promotion on the dead-end squares, castling along a side file, en
//! passant open until the pawn's owner moves again, and the options. Every expectation is worked
//! out by hand from `shared/rules/four-player.md`.

use crate::common;

use common::game;

use common::{legal, owners, play};

use quadrille::notation::parse_move;
use quadrille::position::{GameResult, Move, Outcome, Player, Position};
use quadrille::variant::Variant;
use std::sync::Arc;

use common::verney_text as text;

fn pos(v: &Arc<Variant>, pieces: &[(&str, &str)], rest: &str) -> Position {
    let t = text(pieces, rest);
    Position::from_text(v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

const WHITE: Player = Player(0);
const RED: Player = Player(1);
const YELLOW: Player = Player(2);
const BLACK: Player = Player(3);

/// Red's king on n7, checked by Yellow's rook on n10; White's rook on m4 holds the m-file. Red
/// also has a pawn on e7. Red is to move.
fn red_mated(black_king: bool) -> Vec<(&'static str, &'static str)> {
    let mut pieces = vec![
        ("h1", "wK"),
        ("m4", "wR"),
        ("n7", "rK"),
        ("e7", "rP"),
        ("g14", "yK"),
        ("n10", "yR"),
    ];
    if black_king {
        pieces.push(("a8", "bK"));
    }
    pieces
}

#[test]
fn a_mated_player_with_a_partner_must_move_and_loses_his_army_with_his_king() {
    let v = game("four-teams", &[]);
    let p = pos(&v, &red_mated(true), "r - - 0 1");
    assert!(p.in_check());
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // No move keeps the king safe, so every move of his pieces is legal, even into check.
    assert_eq!(
        legal(&p),
        ["Kn7-m6", "Kn7-m7", "Kn7-m8", "Kn7-n6", "Kn7-n8", "e7-d7"]
    );
    let p = play(&p, "e7-d7");
    assert_eq!(p.to_move(), YELLOW);
    assert!(legal(&p).contains(&"Rn10xn7".to_string()));
    let p = play(&p, "Rn10xn7");
    // The king is taken: the whole Red army (the pawn on d7 too) leaves the board.
    assert!(p.is_out(RED) && !p.is_out(BLACK));
    assert_eq!(owners(&p), [WHITE, YELLOW, BLACK]);
    assert_eq!(p.to_move(), BLACK);
    // Red's turn is passed over from now on: Black, White, then Yellow.
    let p = play(&p, "Ka8-a9");
    assert_eq!(p.to_move(), WHITE);
    let p = play(&p, "Kh1-h2");
    assert_eq!(p.to_move(), YELLOW);
    assert_eq!(p.outcome(), Outcome::Ongoing);
}

#[test]
fn the_last_player_of_a_partnership_is_checkmated_or_stalemated() {
    let v = game("four-teams", &[]);
    // Black is out: Red is the last of his partnership, and mated.
    let p = pos(&v, &red_mated(false), "r - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Checkmate,
            winners: vec![WHITE, YELLOW]
        }
    );
    // Stalemate: Red's king is not attacked but every square around it is.
    let stalemate = [
        ("h1", "wK"),
        ("m4", "wR"),
        ("n7", "rK"),
        ("g14", "yK"),
        ("l7", "yN"),
    ];
    let p = pos(&v, &stalemate, "r - - 0 1");
    assert!(!p.in_check() && p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Stalemate,
            winners: vec![]
        }
    );
    // With his partner in the game, the stalemated player must move into check.
    let mut with_partner = stalemate.to_vec();
    with_partner.push(("a8", "bK"));
    let p = pos(&v, &with_partner, "r - - 0 1");
    assert_eq!(legal(&p).len(), 5);
    assert_eq!(p.outcome(), Outcome::Ongoing);
}

#[test]
fn a_partnership_wins_when_both_opponents_are_out() {
    let v = game("four-teams", &[]);
    let p = pos(
        &v,
        &[("h1", "wK"), ("g14", "yK"), ("n4", "rR")],
        "w - - 0 1",
    );
    let won = Outcome::Over {
        result: GameResult::Elimination,
        winners: vec![WHITE, YELLOW],
    };
    // Red's rook without its king counts for nothing: Red and Black are out.
    assert!(p.is_out(RED) && p.is_out(BLACK));
    assert_eq!(p.outcome(), won);
    // Capturing the last enemy king ends the game.
    let p = pos(
        &v,
        &[("h1", "wK"), ("g14", "yK"), ("h8", "bK"), ("h5", "wR")],
        "w - - 0 1",
    );
    let p = play(&p, "Rh5xh8");
    assert_eq!(p.outcome(), won);
}

#[test]
fn capturing_a_king_is_a_way_out_of_check() {
    let v = game("four-teams", &[]);
    // White is in check from Red's rook on h5; Red's king on e4 was left capturable.
    let pieces = [
        ("h1", "wK"),
        ("d3", "wB"),
        ("e4", "rK"),
        ("h5", "rR"),
        ("g14", "yK"),
        ("a10", "bK"),
    ];
    let p = pos(&v, &pieces, "w - - 0 1");
    assert!(p.in_check());
    let moves = legal(&p);
    // Taking the king removes the rook that gives check.
    assert!(moves.contains(&"Bd3xe4".to_string()), "{moves:?}");
    // Another bishop move leaves the check in place and stays illegal.
    assert!(!moves.contains(&"Bd3-c4".to_string()));
    let p = play(&p, "Bd3xe4");
    assert!(p.is_out(RED));
    assert!(p
        .piece_at(v.geometry().square_on(0, "h5").unwrap())
        .is_none());
    assert!(p.checked_royals().is_empty());
}

#[test]
fn every_player_for_himself_must_move_while_two_opponents_remain() {
    let v = game("four-ffa", &[]);
    // Red mated by White alone.
    let mut pieces = vec![
        ("h1", "wK"),
        ("m4", "wR"),
        ("n10", "wR"),
        ("n7", "rK"),
        ("g14", "yK"),
        ("a8", "bK"),
    ];
    let p = pos(&v, &pieces, "r - - 0 1");
    assert_eq!(legal(&p).len(), 5);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // Yellow and Black out: with one opponent left, checkmate ends the game.
    pieces.retain(|(_, pc)| !pc.starts_with('y') && !pc.starts_with('b'));
    let p = pos(&v, &pieces, "r - - 0 1");
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Checkmate,
            winners: vec![WHITE]
        }
    );
}

#[test]
fn pawns_promote_on_the_far_row_and_on_the_dead_end_squares() {
    let v = game("four-teams", &[]);
    let kings = [("h1", "wK"), ("n7", "rK"), ("g14", "yK"), ("a8", "bK")];
    // (side to move, pawn, square, its move to a dead-end square or the far back row)
    let cases = [
        ("w", "wP", "b10", "b10-b11=Q"),
        ("w", "wP", "m10", "m10-m11=N"),
        ("w", "wP", "e13", "e13-e14=R"),
        ("r", "rP", "e2", "e2-d2=B"),
        ("r", "rP", "e13", "e13-d13=Q"),
        ("r", "rP", "b5", "b5-a5=Q"),
        ("y", "yP", "m5", "m5-m4=Q"),
        ("y", "yP", "b5", "b5-b4=N"),
        ("b", "bP", "j12", "j12-k12=Q"),
        ("b", "bP", "j3", "j3-k3=R"),
    ];
    for (side, pawn, square, promotion) in cases {
        let mut pieces = kings.to_vec();
        pieces.push((square, pawn));
        let p = pos(&v, &pieces, &format!("{side} - - 0 1"));
        let from = v.geometry().square_on(0, square).unwrap();
        let moves: Vec<Move> = p.legal_moves_from(from);
        assert_eq!(moves.len(), 4, "{pawn} on {square}");
        assert!(moves.iter().all(|m| m.promotion.is_some()));
        let after = play(&p, promotion);
        assert!(after
            .pieces()
            .iter()
            .all(|(_, pc)| v.piece_letter(pc.kind) != 'P'));
    }
    // One square before a dead end, a pawn only steps.
    let mut pieces = kings.to_vec();
    pieces.push(("b9", "wP"));
    let p = pos(&v, &pieces, "w - - 0 1");
    assert_eq!(legal(&p).iter().filter(|m| m.starts_with("b9")).count(), 1);
}

#[test]
fn castling_along_a_side_file() {
    let v = game("four-teams", &[]);
    let pieces = [
        ("h1", "wK"),
        ("n7", "rK"),
        ("n4", "rR"),
        ("n11", "rR"),
        ("g14", "yK"),
        ("a10", "bK"),
    ];
    let p = pos(&v, &pieces, "r rKQ - 0 1");
    let at = |p: &Position, s: &str| {
        p.piece_at(v.geometry().square_on(0, s).unwrap())
            .map(|pc| v.piece_letter(pc.kind))
    };
    // The near rook (three squares away) is O-O: king to n5, rook to n6.
    let short = play(&p, "O-O");
    assert_eq!((at(&short, "n5"), at(&short, "n6")), (Some('K'), Some('R')));
    assert_eq!(short.to_text().split(' ').nth(2), Some("-"));
    let long = play(&p, "O-O-O");
    assert_eq!((at(&long, "n9"), at(&long, "n8")), (Some('K'), Some('R')));
    // A White rook on a6 attacks n6, which the king would pass: no O-O; O-O-O stays.
    let mut attacked = pieces.to_vec();
    attacked.push(("a6", "wR"));
    let p = pos(&v, &attacked, "r rKQ - 0 1");
    let moves = legal(&p);
    assert!(!moves.contains(&"O-O".to_string()) && moves.contains(&"O-O-O".to_string()));
    // White castles along rank 1: the king from h1 to j1 (O-O) or f1 (O-O-O).
    let white = [
        ("h1", "wK"),
        ("d1", "wR"),
        ("k1", "wR"),
        ("n7", "rK"),
        ("g14", "yK"),
        ("a8", "bK"),
    ];
    let p = pos(&v, &white, "w wKQ - 0 1");
    let short = play(&p, "O-O");
    assert_eq!((at(&short, "j1"), at(&short, "i1")), (Some('K'), Some('R')));
    let long = play(&p, "O-O-O");
    assert_eq!((at(&long, "f1"), at(&long, "g1")), (Some('K'), Some('R')));
}

#[test]
fn en_passant_stays_open_until_the_pawn_owner_moves_again() {
    let v = game("four-ffa", &[]);
    let pieces = [
        ("h1", "wK"),
        ("e2", "wP"),
        ("n7", "rK"),
        ("m9", "rP"),
        ("g14", "yK"),
        ("f4", "yP"),
        ("a8", "bK"),
    ];
    let p = pos(&v, &pieces, "w - - 0 1");
    let p = play(&p, "e2-e4");
    assert_eq!(p.open_en_passant().len(), 1);
    assert_eq!(p.to_text().split(' ').nth(3), Some("e3"));
    // Red double-steps too: two chances are open.
    let p = play(&p, "m9-k9");
    assert_eq!(p.to_text().split(' ').nth(3), Some("e3.l9"));
    let back = Position::from_text(&v, &p.to_text()).unwrap();
    assert_eq!(back.to_text(), p.to_text());
    // Yellow, two turns after the double step, may still take the pawn.
    assert!(legal(&p).contains(&"f4xe3".to_string()));
    let taken = play(&p, "f4xe3");
    assert!(taken
        .piece_at(v.geometry().square_on(0, "e4").unwrap())
        .is_none());
    // Once White has moved again, the chance is gone.
    let p = play(&p, "Kg14-h14");
    let p = play(&p, "Ka8-a9");
    let p = play(&p, "Kh1-i1");
    assert_eq!(p.to_text().split(' ').nth(3), Some("l9"));
    let p = play(&p, "Kn7-n6");
    assert!(!legal(&p).contains(&"f4xe3".to_string()));
}

#[test]
fn partner_pawn_swap_and_inherited_army_are_options() {
    let pieces = [
        ("h1", "wK"),
        ("e5", "wP"),
        ("f6", "yP"),
        ("g14", "yK"),
        ("n7", "rK"),
        ("a8", "bK"),
    ];
    let plain = game("four-teams", &[]);
    let p = pos(&plain, &pieces, "w - - 0 1");
    assert!(!legal(&p).contains(&"e5xf6".to_string()));
    let swap = game("four-teams", &[("partner_pawn_swap", "true")]);
    let p = pos(&swap, &pieces, "w - - 0 1");
    let p = play(&p, "e5xf6");
    let at = |s: &str| {
        p.piece_at(swap.geometry().square_on(0, s).unwrap())
            .unwrap()
    };
    assert_eq!((at("f6").owner, at("e5").owner), (WHITE, YELLOW));

    // Inherited army: Red's king is taken, his rook joins Black, who moves it; Red is passed over.
    let inherit = game("four-teams", &[("inherit_army", "true")]);
    let pieces = [
        ("h1", "wK"),
        ("n10", "wR"),
        ("n7", "rK"),
        ("e7", "rR"),
        ("g14", "yK"),
        ("a8", "bK"),
    ];
    let p = pos(&inherit, &pieces, "w - - 0 1");
    let p = play(&p, "Rn10xn7");
    assert!(p.is_out(RED));
    assert_eq!(owners(&p), [WHITE, RED, YELLOW, BLACK]);
    assert_eq!(p.to_move(), YELLOW);
    let p = play(&p, "Kg14-h14");
    assert_eq!(p.to_move(), BLACK);
    assert!(legal(&p).contains(&"Re7-e2".to_string()));
    let p = play(&p, "Re7-e2");
    assert_eq!(p.to_move(), WHITE);
    let p = play(&p, "Kh1-i1");
    assert_eq!(p.to_move(), YELLOW);
}

#[test]
fn squares_off_the_board_are_errors() {
    let v = game("four-teams", &[]);
    let p = Position::start(&v);
    for bad in ["a1-a2", "Nb2-c4", "n14-n13", "e15-e16", "o5-o6"] {
        assert!(parse_move(&p, bad).is_err(), "{bad}");
    }
    let corner = text(&[("h1", "wK")], "w - - 0 1").replacen("8/", "9/", 1);
    assert!(Position::from_text(&v, &corner).is_err());
}

// The conventional game: turns go White, Black, Yellow, Red.
const C_BLACK: Player = Player(1);
const C_YELLOW: Player = Player(2);
const C_RED: Player = Player(3);

#[test]
fn a_mated_player_is_frozen_then_released() {
    let v = game("four-conventional", &[]);
    let pieces = [
        ("h1", "wK"),
        ("d11", "wR"),
        ("b4", "wR"),
        ("a8", "bK"),
        ("e6", "bR"),
        ("d12", "yK"),
        ("c8", "yB"),
        ("n7", "rK"),
        ("m9", "rP"),
    ];
    let p = pos(&v, &pieces, "w - - 0 1 -");
    // Ra11 mates Black: his turn passes to Yellow, and he is frozen.
    let p = play(&p, "Rd11-a11");
    assert_eq!(p.to_move(), C_YELLOW);
    assert!(p.is_frozen(C_BLACK));
    assert!(p.to_text().ends_with(" b"), "{}", p.to_text());
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let moves = legal(&p);
    // The frozen rook on e6 cannot be captured and gives no check.
    assert!(!moves.contains(&"Bc8xe6".to_string()), "{moves:?}");
    assert!(moves.contains(&"Kd12-e12".to_string()));
    let p = play(&p, "Kd12-e12");
    let e12 = v.geometry().square_on(0, "e12").unwrap();
    let a8 = v.geometry().square_on(0, "a8").unwrap();
    assert_eq!(p.checked_royals(), [a8]);
    let p = play(&p, "m9-l9");
    // White's rook leaves the a-file: Black has moves again and plays.
    let p = play(&p, "Ra11-d11");
    assert_eq!(p.to_move(), C_BLACK);
    assert!(!p.is_frozen(C_BLACK));
    // The released rook now attacks Yellow's king, but kings are never captured here.
    assert!(p.checked_royals().contains(&e12));
    assert!(!legal(&p).contains(&"Re6xe12".to_string()));
    let p = play(&p, "Ka8-a9");
    assert_eq!(p.to_move(), C_YELLOW);
    assert!(p.in_check());
}

/// Red frozen on n7 by Yellow's pieces; White's Rd11-a11 will mate Black.
fn double_mate(red_in_check: bool) -> Vec<(&'static str, &'static str)> {
    let mut pieces = vec![
        ("h1", "wK"),
        ("d11", "wR"),
        ("b4", "wR"),
        ("a8", "bK"),
        ("g14", "yK"),
        ("m4", "yR"),
        ("l7", "yN"),
        ("n7", "rK"),
    ];
    if red_in_check {
        pieces.push(("n11", "yR"));
    }
    pieces
}

#[test]
fn both_opponents_mated_at_once_win_and_a_stalemate_draws() {
    let v = game("four-conventional", &[]);
    let p = pos(&v, &double_mate(true), "w - - 0 1 r");
    assert!(p.is_frozen(C_RED));
    let p = play(&p, "Rd11-a11");
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Checkmate,
            winners: vec![WHITE, C_YELLOW]
        }
    );
    let p = pos(&v, &double_mate(false), "w - - 0 1 r");
    let p = play(&p, "Rd11-a11");
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Stalemate,
            winners: vec![]
        }
    );
}

#[test]
fn conventional_pawns_jump_a_partner_and_never_double_step() {
    let v = game("four-conventional", &[]);
    let start = Position::start(&v);
    assert_eq!(start.to_text().split(' ').nth(2), Some("-"));
    assert!(!legal(&start).contains(&"e2-e4".to_string()));
    let kings = [("h1", "wK"), ("a8", "bK"), ("g14", "yK"), ("n7", "rK")];
    let mut pieces = kings.to_vec();
    pieces.extend([("e5", "wP"), ("e6", "yP")]);
    let p = pos(&v, &pieces, "w - - 0 1 -");
    let p2 = play(&p, "e5-e7");
    assert!(p2
        .piece_at(v.geometry().square_on(0, "e7").unwrap())
        .is_some_and(|pc| pc.owner == WHITE));
    pieces.push(("e7", "rN"));
    let p = pos(&v, &pieces, "w - - 0 1 -");
    assert!(!legal(&p).iter().any(|m| m.starts_with("e5")));
    // Pawns promote on the partner's back row only: a White pawn on b10 just steps to b11.
    let mut pieces = kings.to_vec();
    pieces.push(("b10", "wP"));
    let p = pos(&v, &pieces, "w - - 0 1 -");
    assert!(legal(&p).contains(&"b10-b11".to_string()));
}

#[test]
fn partners_give_no_check_and_are_never_captured() {
    let v = game("four-teams", &[]);
    // Yellow's rook stands on White's king's file: no check, and White's rook may not take it.
    let pieces = [
        ("h1", "wK"),
        ("h5", "yR"),
        ("e5", "wR"),
        ("g14", "yK"),
        ("n7", "rK"),
        ("a8", "bK"),
    ];
    let p = pos(&v, &pieces, "w - - 0 1");
    assert!(!p.in_check() && p.checked_royals().is_empty());
    let moves = legal(&p);
    assert!(!moves.contains(&"Re5xh5".to_string()));
    assert!(moves.contains(&"Re5-g5".to_string()) && !moves.contains(&"Re5-i5".to_string()));
    // Every player for himself, the same rook gives check.
    let p = pos(&game("four-ffa", &[]), &pieces, "w - - 0 1");
    assert!(p.in_check());
}

#[test]
fn four_player_texts_round_trip_and_bad_fields_are_errors() {
    for id in ["four-teams", "four-ffa", "four-conventional"] {
        let v = game(id, &[]);
        let start = Position::start(&v);
        let text = start.to_text();
        assert!(text.starts_with(&format!("{id}:")), "{text}");
        assert_eq!(Position::from_text(&v, &text).unwrap().to_text(), text);
    }
    let v = game("four-conventional", &[]);
    let frozen = pos(&v, &double_mate(true), "w - - 0 1 r");
    assert_eq!(
        Position::from_text(&v, &frozen.to_text())
            .unwrap()
            .to_text(),
        frozen.to_text()
    );
    for bad in ["w - - 0 1 x", "w - - 0 1 rr"] {
        let t = text(&double_mate(true), bad);
        let e = Position::from_text(&v, &t).unwrap_err().to_string();
        assert!(e.contains("frozen"), "{bad}: {e}");
    }
    let v = game("four-ffa", &[]);
    // An en passant cell with no pawn beyond it, and a square in a corner.
    for (field, says) in [
        ("e3", "no pawn"),
        ("b2", "no such square"),
        ("e3.", "bad en passant"),
    ] {
        let t = text(&[("h1", "wK"), ("n7", "rK")], &format!("r - {field} 0 1"));
        let e = Position::from_text(&v, &t).unwrap_err().to_string();
        assert!(e.contains(says), "{field}: {e}");
    }
    // Two kings for one player; a player to move who is out.
    let t = text(&[("h1", "wK"), ("h2", "wK"), ("n7", "rK")], "w - - 0 1");
    assert!(Position::from_text(&v, &t).is_err());
    let t = text(&[("h1", "wK"), ("n7", "rK")], "y - - 0 1");
    let e = Position::from_text(&v, &t).unwrap_err().to_string();
    assert!(e.contains("out of the game"), "{e}");
}

#[test]
fn in_the_free_for_all_the_last_two_may_resign_and_the_other_wins() {
    use quadrille::position::Agreement;
    let v = game("four-ffa", &[]);
    // A rook, so that the bare kings do not end the game by themselves.
    let three = [("h1", "wK"), ("e5", "wR"), ("n7", "rK"), ("a8", "bK")];
    let p = pos(&v, &three, "w - - 0 1");
    // Three still in: a resignation would leave two opponents playing on.
    assert!(Agreement::Resigned(Player(0)).check(&p).is_err());
    // Yellow out as well: with Red and White left, Red's resignation makes White the winner.
    let two = [("h1", "wK"), ("e5", "wR"), ("n7", "rK")];
    let p = pos(&v, &two, "w - - 0 1");
    let red = Agreement::Resigned(Player(1));
    assert_eq!(red.check(&p), Ok(()));
    assert_eq!(red.winners(&p), vec![Player(0)]);
    // A player who is out cannot resign.
    assert!(Agreement::Resigned(Player(2)).check(&p).is_err());
}

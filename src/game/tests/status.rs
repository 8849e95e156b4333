//! The status of the viewed ply and its sentence: check, mate, the draws by the rules, and the
//! words of the score panel.

use super::*;
use crate::piece::Player;
use crate::variant;

fn from_fen(fen: &str) -> Game {
    Game::from_position(fen, "chess", &[]).unwrap()
}

#[test]
fn a_check_is_said_with_the_checked_king() {
    let mut game = chess();
    play_all(&mut game, &["e4", "f6", "Qh5+"]);
    let s = game.status();
    assert!(s.in_check && !s.over);
    assert_eq!(s.to_move, Player(1));
    assert_eq!(s.checked, [cell(&game, "e8")]);
    assert_eq!(s.text, "Black to move, in check");
}

#[test]
fn a_mate_names_the_winner() {
    let mut game = chess();
    play_all(&mut game, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(sans(&game)[3], "Qh4#");
    let s = game.status();
    assert!(s.over && s.in_check);
    assert_eq!(s.result, "checkmate");
    assert_eq!(s.winners, [Player(1)]);
    assert_eq!(s.checked, [cell(&game, "e1")]);
    assert_eq!(s.text, "Black wins by checkmate");
    // Viewed one ply earlier, the game goes on.
    game.go_to(3).unwrap();
    assert_eq!(game.status().text, "Black to move");
}

#[test]
fn a_stalemate_is_a_draw() {
    // Black's king on h8: g8, g7 and h7 are all covered by the queen on f7 or the king on g6.
    let game = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let s = game.status();
    assert!(s.over && !s.in_check && s.winners.is_empty());
    assert_eq!(s.result, "stalemate");
    assert_eq!(s.text, "Draw by stalemate");
}

#[test]
fn a_hundred_plies_without_a_capture_or_a_pawn_move_is_a_draw() {
    let game = from_fen("k7/8/8/8/8/8/8/1R5K w - - 100 80");
    let s = game.status();
    assert_eq!(s.result, "fifty-moves");
    assert_eq!(s.text, "Draw by the fifty-move rule");
}

#[test]
fn results_are_said_in_words() {
    assert_eq!(result_words("repetition"), "threefold repetition");
    assert_eq!(result_words("bare-kings"), "bare kings");
    assert_eq!(result_words("dead-position"), "dead position");
    assert_eq!(result_words("checkmate"), "checkmate");
}

#[test]
fn a_position_text_names_its_game_or_takes_the_fallback() {
    let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let game = from_fen(e4);
    assert_eq!(game.variant().id(), "chess");
    assert_eq!(game.current().to_text(), e4);
    assert_eq!(game.status().text, "Black to move");
    assert_eq!(
        game.link(),
        "v=1&g=chess&s=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR+b+KQkq+e3+0+1"
    );
    let e = Game::from_position("not a position", "chess", &[]).unwrap_err();
    assert!(!e.0.is_empty());
    assert!(Game::from_position(e4, "no-such-game", &[]).is_err());
}

#[test]
fn the_score_panel_words_follow_the_rules_of_dodgson() {
    // Queen 3; rook, bishop or knight 2; pawn 1. Ties: more rooks taken, then fewer pawns.
    let v = variant::build("dodgson", &[]).unwrap();
    assert_eq!(score_values(&v), "Q 3 · R B N 2 · P 1");
    assert_eq!(tie_break_words(&v), ["more rooks", "fewer pawns"]);
    let chess = variant::build("chess", &[]).unwrap();
    assert_eq!(score_values(&chess), "");
    assert!(tie_break_words(&chess).is_empty());
}

#[test]
fn partners_sit_opposite_and_lose_together() {
    // Four-Player Chess with partners: White and Yellow against Red and Black.
    let (white, red, yellow, black) = (Player(0), Player(1), Player(2), Player(3));
    let mut game = Game::build("four-teams", &[], None).unwrap();
    let partners: Vec<Option<Player>> = game.seats().iter().map(|s| s.partner).collect();
    assert_eq!(
        partners,
        [Some(yellow), Some(black), Some(white), Some(red)]
    );
    assert!(game
        .seats()
        .iter()
        .all(|s| !s.out && !s.in_check && !s.must_move));
    // A resignation in a partnership game ends it: the other team wins.
    assert!(!game.goes_on_without(white));
    game.resign(white).unwrap();
    let s = game.status();
    assert_eq!(s.winners, [red, black]);
    assert_eq!(s.text, "White resigned; Red and Black win");
    let ffa = Game::build("four-ffa", &[], None).unwrap();
    assert!(ffa.seats().iter().all(|s| s.partner.is_none()));
    assert!(chess().seats().is_empty(), "two players: no seats");
}

/// chess.com's free-for-all: Red's queen mates Blue with Yellow and Green already out; Red, the
/// last player in, wins on points: his 12 and the mate's 20 (docs/rules-decisions.md).
#[test]
fn the_points_race_ends_with_the_winner_on_points() {
    let text =
        "4pc-ffa:3yK4/8/8/1rR12/6bR7/13gK/14/bK13/14/14/4rQ9/8/8/4rK3 r - - 0 1 12/25/3/30 yg";
    let mut game = Game::from_position(text, "4pc-ffa", &[]).unwrap();
    assert_eq!(game.status().text, "Red to move");
    play_all(&mut game, &["Qe4-b7"]);
    let s = game.status();
    assert!(s.over);
    assert_eq!(s.winners, [Player(0)]);
    assert_eq!(s.text, "Red wins on points (32): one player left");
}

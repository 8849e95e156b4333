//! FEN4, chess.com's position text of four-player chess: real texts from outside read into the
//! games of the Verney board, the start arrays written as chess.com writes them, the corners
//! written `x` (4pchess) read too, and bad texts refused with a message. The round trip over
//! every state the soak reaches is in `quadrille::soak` (`check_fen4`), run by `roundtrip_play`.

use crate::common;

use common::game;

use quadrille::notation::fen4;
use quadrille::position::{Player, Position};

/// The classic start as the Wikibook "Four-Player Chess/Notation" publishes it (also the
/// `fen4` crate's default board, as Tetrarch's docs/RULES.md quotes it), with its line breaks.
const CLASSIC: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-
3,yR,yN,yB,yK,yQ,yB,yN,yR,3/
3,yP,yP,yP,yP,yP,yP,yP,yP,3/
14/
bR,bP,10,gP,gR/
bN,bP,10,gP,gN/
bB,bP,10,gP,gB/
bK,bP,10,gP,gQ/
bQ,bP,10,gP,gK/
bB,bP,10,gP,gB/
bN,bP,10,gP,gN/
bR,bP,10,gP,gR/
14/
3,rP,rP,rP,rP,rP,rP,rP,rP,3/
3,rR,rN,rB,rQ,rK,rB,rN,rR,3";

#[test]
fn the_published_classic_start_is_the_classic_array_and_writes_back_on_one_line() {
    for id in ["4pc-teams", "4pc-ffa"] {
        let v = game(id, &[("setup", "classic")]);
        let read = Position::from_text(&v, CLASSIC).unwrap();
        let start = Position::start(&v);
        assert_eq!(read.to_text(), start.to_text(), "{id}");
        let one_line: String = CLASSIC.chars().filter(|c| *c != '\n').collect();
        assert_eq!(fen4::write(&start).unwrap(), one_line, "{id}");
    }
    // Savard's array is the same: White sits where chess.com's Red does.
    let savard = Position::start(&game("four-teams", &[]));
    let one_line: String = CLASSIC.chars().filter(|c| *c != '\n').collect();
    assert_eq!(fen4::write(&savard).unwrap(), one_line);
    assert_eq!(
        Position::from_text(savard.variant(), CLASSIC)
            .unwrap()
            .to_text(),
        savard.to_text()
    );
}

#[test]
fn the_modern_start_has_blue_and_green_kings_on_a7_and_n8() {
    let text = fen4::write(&Position::start(&game("4pc-teams", &[]))).unwrap();
    // Tetrarch's docs/RULES.md, section 3.5 (Athena's STARTPOS[0]).
    assert!(text.contains("/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/"), "{text}");
}

/// A position of 4pchess's tests (obryanlouis/4pchess, board_test.cc), corners written `x`:
/// Red's king has walked to h5.
const FOURPCHESS: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,5,rK,4,gP,gN/bR,bP,10,gP,gR/x,x,x,8,x,x,x/x,x,x,rP,rP,rP,rP,rP,rP,rP,rP,x,x,x/x,x,x,rR,rN,rB,rQ,1,rB,rN,rR,x,x,x";

/// The start of a chess.com Teams game (game 74108618), from its PGN4's StartFen4 as posted on
/// chess.com's 4 Player Chess club forum (www.chess.com/clubs/forum/4-player-chess?page=6).
const CHESSCOM_TEAMS: &str = "Y-0,0,0,0-1,1,1,0-1,1,1,0-0,0,0,0-0-x,x,x,yR,2,yK,3,yR,x,x,x/x,x,x,yP,bN,yP,1,yP,2,yP,x,x,x/x,x,x,2,yN,yP,1,yP,1,gQ,x,x,x/bR,bP,7,yP,4/3,bP,8,gP,1/bB,bP,9,gN,1,rQ/1,bP,9,yB,2/bK,1,bP,9,gP,gK/1,bP,10,gP,gB/1,bP,bN,9,gP,gN/bR,bP,10,gP,gR/x,x,x,2,rN,1,rP,rN,2,x,x,x/x,x,x,rP,rP,rP,2,rP,rP,rP,x,x,x/x,x,x,rR,3,rK,rB,1,rR,x,x,x";

fn piece_on(p: &Position, square: &str) -> Option<String> {
    let v = p.variant();
    let c = v.geometry().square_on(0, square)?;
    let piece = p.piece_at(c)?;
    Some(format!(
        "{}{}",
        v.player_letter(piece.owner),
        v.piece_letter(piece.kind)
    ))
}

#[test]
fn the_x_corners_of_4pchess_read_and_castling_rights_without_their_king_are_dropped() {
    let p = Position::from_text(&game("4pc-teams", &[]), FOURPCHESS).unwrap();
    assert_eq!(piece_on(&p, "h5").as_deref(), Some("rK"));
    assert_eq!(piece_on(&p, "h1"), None);
    // 4pchess keeps Red's rights although his king has left h1: they are dropped.
    let text = fen4::write(&p).unwrap();
    assert!(
        text.starts_with("R-0,0,0,0-0,1,1,1-0,1,1,1-0,0,0,0-0-3,yR"),
        "{text}"
    );
}

#[test]
fn a_chess_com_export_reads_with_its_turn_pieces_and_castling() {
    let p = Position::from_text(&game("4pc-teams", &[]), CHESSCOM_TEAMS).unwrap();
    assert_eq!(p.to_move(), Player(2), "Yellow");
    assert_eq!(piece_on(&p, "n9").as_deref(), Some("rQ"));
    assert_eq!(piece_on(&p, "e13").as_deref(), Some("bN"));
    assert_eq!(piece_on(&p, "k12").as_deref(), Some("gQ"));
    assert_eq!(piece_on(&p, "g14").as_deref(), Some("yK"));
    // Green has no castling left; the others keep both sides where king and rook stand.
    let text = fen4::write(&p).unwrap();
    assert!(
        text.starts_with("Y-0,0,0,0-1,1,1,0-1,1,1,0-0,0,0,0-0-3,yR,2,yK,3,yR,3/"),
        "{text}"
    );
}

#[test]
fn points_and_dead_players_travel_in_fen4() {
    // Blue is out in a free-for-all: his pieces are written dead with their colour.
    let v = game("4pc-ffa", &[]);
    let text = common::verney_text(
        &[
            ("h1", "rK"),
            ("a7", "bK"),
            ("c5", "bP"),
            ("g14", "yK"),
            ("n9", "gK"),
        ],
        "r - - 0 1 7/20/0/3 b",
    );
    let p = Position::from_text(&v, &text).unwrap();
    let f = fen4::write(&p).unwrap();
    assert!(
        f.starts_with("R-0,1,0,0-0,0,0,0-0,0,0,0-7,20,0,3-0-"),
        "{f}"
    );
    assert!(f.contains("dbK") && f.contains("dbP"), "{f}");
    let back = Position::from_text(&v, &f).unwrap();
    assert_eq!(back.points(), [7, 20, 0, 3]);
    assert!(back.is_dead(Player(1)));
}

#[test]
fn bad_fen4_is_refused_with_a_message() {
    let v = game("4pc-teams", &[]);
    let one_line: String = CLASSIC.chars().filter(|c| *c != '\n').collect();
    for (bad, says) in [
        (one_line.replacen("R-", "Q-", 1), "R-"),
        (one_line.replacen("0,0,0,0", "0,0,0", 1), "four values"),
        (one_line.replacen("3,yR", "4,yR", 1), "cut corner"),
        (one_line.replacen("yK", "yZ", 1), "not a FEN4 square"),
        (
            one_line.replacen("0-3,yR", "0-{'colour':1}-3,yR", 1),
            "unknown FEN4 extra",
        ),
    ] {
        match Position::from_text(&v, &bad) {
            Ok(_) => panic!("read: {bad}"),
            Err(e) => {
                let e = e.to_string();
                assert!(e.len() < 400, "{e}");
                if !bad.starts_with('Q') {
                    assert!(e.contains(says), "{bad}: {e}");
                }
            }
        }
    }
    // Not a game of the Verney board.
    let chess = game("chess", &[]);
    assert!(Position::from_text(&chess, &one_line).is_err());
    assert!(fen4::write(&Position::start(&chess)).is_err());
}

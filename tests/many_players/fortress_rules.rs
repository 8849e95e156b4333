//! Russian Four-Player Fortress Chess (`fortress`): one test per rule of
//! `shared/rules/four-player.md` and of the readings in `docs/rules-decisions.md` ("Fortress
//! Chess"). Every expectation is worked out by hand from the board (the 16x16 frame, the walls of
//! the four fortresses and their openings) and the rules, never taken from the engine.

use crate::common;

use quadrille::notation::{lan, parse_move};
use quadrille::position::{GameResult, Move, Outcome, Player, Position};
use quadrille::variant::{self, Variant};
use std::sync::Arc;

const WHITE: Player = Player(0);
const BLACK: Player = Player(1);
const YELLOW: Player = Player(2);
const RED: Player = Player(3);

fn game() -> Arc<Variant> {
    variant::build("fortress", &[]).unwrap()
}

/// Whether a square exists on the fortress board (16x16 without the 2-wide cut-outs beside the
/// strips).
fn on_board(file: usize, rank: usize) -> bool {
    let strip = |i: usize| (4..=11).contains(&i);
    let edge = |i: usize| i <= 1 || i >= 14;
    !(edge(file) && strip(rank) || strip(file) && edge(rank))
}

/// A position with `pieces` and `side` to move, no castling, no en passant, empty hands. The four
/// kings stand on their array squares unless `pieces` names a king of that player.
fn pos(pieces: &[(&str, &str)], side: char) -> Position {
    pos_with(pieces, &format!("{side} - - 0 1"))
}

/// [`pos`] with the fields after the placement given (`w wKQ - 0 1`).
fn pos_with(pieces: &[(&str, &str)], rest: &str) -> Position {
    let mut all: Vec<(&str, &str)> = pieces.to_vec();
    for (sq, king) in [("h3", "wK"), ("c8", "bK"), ("i14", "yK"), ("n9", "rK")] {
        if !pieces.iter().any(|(_, p)| *p == king) {
            all.push((sq, king));
        }
    }
    let t = format!("{} {rest}", common::placement(16, 16, &on_board, &all));
    Position::from_text(&game(), &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn play(p: &Position, m: &str) -> Position {
    let mv = parse_move(p, m).unwrap_or_else(|e| panic!("{m}: {e} in {}", p.to_text()));
    p.play(&mv)
}

fn legal(p: &Position) -> Vec<String> {
    let mut out: Vec<String> = p.legal_moves().iter().map(|m| lan(p, m)).collect();
    out.sort();
    out
}

/// The squares the piece on `from` may move to (long algebraic arrival squares, with `x`).
fn targets(p: &Position, from: &str) -> Vec<String> {
    let mut out: Vec<String> = legal(p)
        .into_iter()
        .filter(|m| m.trim_start_matches(char::is_uppercase).starts_with(from))
        .map(|m| m.trim_start_matches(char::is_uppercase)[from.len()..].to_string())
        .collect();
    out.sort();
    out
}

fn squares(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn start() -> Position {
    Position::start(&game())
}

/// The 16 cells of a 4x4 fortress from its lower left corner.
fn fortress_cells(file: char, rank: u8) -> Vec<String> {
    let mut out = Vec::new();
    for f in 0..4u8 {
        for r in 0..4u8 {
            out.push(format!("{}{}", (file as u8 + f) as char, rank + r));
        }
    }
    out.sort();
    out
}

#[test]
fn placement_drops_only_on_empty_cells_of_ones_own_fortress() {
    let p = start();
    assert!(p.placing());
    let moves = legal(&p);
    assert_eq!(moves.len(), 48, "3 kinds x 16 cells");
    assert!(
        moves.iter().all(|m| m.contains('@')),
        "only drops: {moves:?}"
    );
    let mut cells: Vec<String> = moves.iter().map(|m| m[2..].to_string()).collect();
    cells.sort();
    cells.dedup();
    assert_eq!(cells, fortress_cells('m', 1), "White's fortress is m1-p4");
    // No ordinary move while pieces are in hand.
    assert!(parse_move(&p, "e4-e5").is_err());
    assert!(parse_move(&p, "R@a1").is_err(), "Black's fortress");
    assert!(parse_move(&p, "R@l3").is_err(), "an occupied strip square");
    let p = play(&p, "R@m3");
    assert!(parse_move(&p, "B@m3").is_err(), "m3 is taken");
    assert!(parse_move(&p, "R@n3").is_err(), "no second rook in hand");
    let moves = legal(&p);
    assert_eq!(moves.len(), 30, "bishop and knight on 15 empty cells");
    assert!(!moves.iter().any(|m| m.ends_with("m3")));
}

#[test]
fn the_turn_passes_after_the_third_drop() {
    let p = start();
    let p = play(&p, "N@p1");
    assert_eq!(p.to_move(), WHITE);
    assert_eq!(p.hand(WHITE).len(), 2);
    let p = play(&p, "B@o2");
    assert_eq!(p.to_move(), WHITE);
    let p = play(&p, "R@n3");
    assert_eq!(p.to_move(), BLACK);
    assert!(p.hand(WHITE).is_empty());
    assert!(p.placing(), "the others still hold their pieces");
    let mut cells: Vec<String> = legal(&p).iter().map(|m| m[2..].to_string()).collect();
    cells.sort();
    cells.dedup();
    assert_eq!(cells, fortress_cells('a', 1), "Black's fortress is a1-d4");
}

#[test]
fn the_default_placement_turned_for_every_seat() {
    let v = game();
    let mut p = start();
    let expected = [
        ["R@n4", "B@m4", "N@m3"],
        ["R@d3", "B@d4", "N@c4"],
        ["R@c13", "B@d13", "N@d14"],
        ["R@m14", "B@m13", "N@n13"],
    ];
    for (i, want) in expected.iter().enumerate() {
        assert_eq!(p.to_move(), Player(i as u8));
        let drops = p.default_placement();
        let texts: Vec<String> = drops.iter().map(|m| lan(&p, m)).collect();
        assert_eq!(texts, want.to_vec());
        for m in &drops {
            p = p.try_play(m).unwrap();
        }
    }
    assert!(!p.placing());
    assert_eq!(p.to_move(), WHITE);
    assert!(p.default_placement().is_empty());
    // A default square already taken: the piece goes to the first free cell of the fortress.
    let q = play(&Position::start(&v), "N@m4");
    let texts: Vec<String> = q.default_placement().iter().map(|m| lan(&q, m)).collect();
    assert_eq!(texts, ["R@n4", "B@m1"]);
}

#[test]
fn every_piece_is_stopped_by_a_wall_and_passes_at_an_opening() {
    // Rook: from m5 (East strip) the wall below stops it; from l4 it enters the fortress at m4.
    let p = pos(&[("m5", "wR")], 'w');
    assert!(!targets(&p, "m5").iter().any(|t| t.contains("m4")));
    let p = pos(&[("l4", "wR")], 'w');
    assert!(targets(&p, "l4").contains(&"-m4".to_string()));
    // Bishop: from l5 into m4 past the end of the wall; from m5 never to n4.
    let p = pos(&[("l5", "wB")], 'w');
    let t = targets(&p, "l5");
    for sq in ["-m4", "-n3", "-o2", "-p1"] {
        assert!(t.contains(&sq.to_string()), "{sq} in {t:?}");
    }
    let p = pos(&[("m5", "wB")], 'w');
    assert!(!targets(&p, "m5").contains(&"-n4".to_string()));
    // Knight: l5 to m3 through the opening (path l5-l4-m3); n5 to m3 crosses the wall n5|n4.
    let p = pos(&[("l5", "wN")], 'w');
    assert!(targets(&p, "l5").contains(&"-m3".to_string()));
    let p = pos(&[("n5", "wN")], 'w');
    assert_eq!(targets(&p, "n5"), squares(&["-l4", "-l6", "-m7"]));
    // King: from m5 not down to m4 (wall), but diagonally to l4; from l4 into m4.
    let p = pos(&[("m5", "wK")], 'w');
    assert_eq!(
        targets(&p, "m5"),
        squares(&["-l4", "-l5", "-l6", "-m6", "-n5", "-n6"])
    );
    let p = pos(&[("l4", "wK")], 'w');
    assert!(targets(&p, "l4").contains(&"-m4".to_string()));
    // Pawn: Black's pawn on d3 (his fortress) faces the closed east wall; Red's pawn on m4 steps
    // out through the opening to l4.
    let p = pos(&[("d3", "bP")], 'b');
    assert!(targets(&p, "d3").is_empty());
    let p = pos(&[("m4", "rP")], 'r');
    assert_eq!(targets(&p, "m4"), squares(&["-l4"]));
}

#[test]
fn the_queen_also_leaps_as_a_knight_and_walls_stop_that_leap() {
    // On l5 the queen reaches m3 only as a knight (path l5-l4-m3, through the opening), and g6 and
    // j4, which no slide reaches.
    let p = pos(&[("l5", "wQ")], 'w');
    let t = targets(&p, "l5");
    for sq in ["-m3", "-j4", "-j6", "-k7", "-m7", "-k3"] {
        assert!(t.contains(&sq.to_string()), "{sq} in {t:?}");
    }
    // On n5 its knight leap to m3 would cross the wall under n5; its slide down too.
    let p = pos(&[("n5", "wQ"), ("m10", "rK")], 'w');
    let t = targets(&p, "n5");
    assert!(!t.iter().any(|s| s.contains("m3") || s.contains("n4")));
    assert!(
        t.contains(&"-l4".to_string()),
        "the knight leap n5-l4: {t:?}"
    );
}

#[test]
fn pawns_of_the_array_do_not_take_each_other_until_one_has_moved() {
    // White e4 and Black d5 both on their array squares: neither may take the other; a knight
    // on d5 instead may be taken.
    let p = pos(&[("e4", "wP"), ("d5", "bP"), ("d6", "bP")], 'w');
    assert_eq!(targets(&p, "e4"), squares(&["-e5", "-e6"]));
    let p = pos(&[("e4", "wP"), ("d5", "bP")], 'b');
    assert_eq!(targets(&p, "d5"), squares(&["-e5", "-f5"]));
    let p = pos(&[("e4", "wP"), ("d5", "bN")], 'w');
    assert!(targets(&p, "e4").contains(&"xd5".to_string()));
    // Black's d5 pawn double-steps to f5: White's e4 pawn (still on its array square) takes it.
    let p = pos(&[("e4", "wP"), ("d5", "bP")], 'b');
    let p = play(&p, "d5-f5");
    let p = play(&p, "Ki14-i13");
    let p = play(&p, "Kn9-n10");
    assert_eq!(p.to_move(), WHITE);
    assert!(targets(&p, "e4").contains(&"xf5".to_string()));
}

#[test]
fn partners_pawns_meeting_head_on_block_each_other() {
    let p = pos(&[("e8", "wP"), ("e9", "yP")], 'w');
    assert!(targets(&p, "e8").is_empty(), "no step, jump or capture");
    let p = pos(&[("e8", "wP"), ("e9", "yP")], 'y');
    assert!(targets(&p, "e9").is_empty());
}

#[test]
fn pawns_promote_on_the_far_row_and_on_dead_ends() {
    let v = game();
    // White's promotion squares, listed by hand: the far back row e14-l14, the dead ends c12 and
    // d12 under the north-west fortress, and the top edges a16-d16 and m16-p16 of the northern
    // fortresses.
    let mut want: Vec<String> = (b'e'..=b'l').map(|f| format!("{}14", f as char)).collect();
    want.extend(["c12", "d12"].map(String::from));
    want.extend((b'a'..=b'd').map(|f| format!("{}16", f as char)));
    want.extend((b'm'..=b'p').map(|f| format!("{}16", f as char)));
    want.sort();
    let geo = v.geometry();
    let mut got: Vec<String> = geo
        .cells()
        .filter(|&c| v.promotes_on(WHITE, c))
        .map(|c| geo.cell_name(c))
        .collect();
    got.sort();
    assert_eq!(got, want);
    let p = pos(&[("h13", "wP")], 'w');
    assert_eq!(
        targets(&p, "h13"),
        squares(&["-h14=Q", "-h14=R", "-h14=B", "-h14=N"])
    );
    let p = pos(&[("d11", "wP")], 'w');
    assert_eq!(
        targets(&p, "d11"),
        squares(&["-d12=Q", "-d12=R", "-d12=B", "-d12=N"])
    );
    // m12 is no dead end: the north-east fortress opens there.
    let p = pos(&[("m11", "wP")], 'w');
    assert_eq!(targets(&p, "m11"), squares(&["-m12"]));
}

#[test]
fn castling_along_the_back_row_not_through_check() {
    let v = game();
    let rooks = [("e3", "wR"), ("l3", "wR")];
    let p = pos_with(&rooks, "w wKQ - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"O-O".to_string()), "{moves:?}");
    assert!(moves.contains(&"O-O-O".to_string()));
    // King h3 to f3, rook e3 over it to g3.
    let q = play(&p, "O-O");
    let letter_on = |sq: &str| {
        let geo = v.geometry();
        let c = geo.cells().find(|&c| geo.cell_name(c) == sq).unwrap();
        q.piece_at(c).map(|pc| v.piece_letter(pc.kind))
    };
    assert_eq!(letter_on("f3"), Some('K'));
    assert_eq!(letter_on("g3"), Some('R'));
    assert_eq!(letter_on("e3"), None);
    // A Black rook on g10 attacks g3, which the king passes going to f3: only O-O-O is left.
    let p = pos_with(&[rooks[0], rooks[1], ("g10", "bR")], "w wKQ - 0 1");
    let moves = legal(&p);
    assert!(!moves.contains(&"O-O".to_string()), "{moves:?}");
    assert!(moves.contains(&"O-O-O".to_string()));
}

#[test]
fn en_passant_is_open_to_a_third_player() {
    // White's e4-e6 passes e5; Black and Yellow move; Red's pawn on f6 then takes it on e5.
    let p = pos(&[("e4", "wP"), ("f6", "rP")], 'w');
    let p = play(&p, "e4-e6");
    let p = play(&p, "Kc8-d8");
    let p = play(&p, "Ki14-i13");
    assert_eq!(p.to_move(), RED);
    let q = play(&p, "f6xe5");
    assert!(q
        .pieces()
        .iter()
        .all(|(_, pc)| pc.owner != WHITE || q.variant().piece(pc.kind).royal));
}

/// Black's king on c12, boxed in by the walls of the north-west fortress; White's rook on e11
/// holds rank 11 and the rook on h10 is about to check along rank 12.
fn black_about_to_be_mated() -> Position {
    pos(
        &[
            ("c12", "bK"),
            ("d6", "bP"),
            ("c6", "bB"),
            ("e11", "wR"),
            ("h10", "wR"),
        ],
        'w',
    )
}

#[test]
fn a_checkmated_player_leaves_the_board_and_his_turns_are_skipped() {
    let p = play(&black_about_to_be_mated(), "Rh10-h12");
    // Black's turn came with his king in check and no move: his pieces are gone.
    assert_eq!(p.to_move(), YELLOW);
    assert!(p.is_out(BLACK));
    assert!(p.pieces().iter().all(|(_, pc)| pc.owner != BLACK));
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // The removal is no move: Yellow's moves are all Yellow's.
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| p.piece_at(m.from).is_some_and(|pc| pc.owner == YELLOW)));
    let p = play(&p, "Ki14-i13");
    let p = play(&p, "Kn9-n10");
    let p = play(&p, "Kh3-g4");
    assert_eq!(p.to_move(), YELLOW, "Black is skipped");
}

#[test]
fn a_partnership_wins_when_both_opponents_are_out() {
    // Black is out (no pieces). Red's king on n5: n4 and m4 are walled off, White's bishop on l8
    // holds n6, Yellow's rook on m12 the m-file; Yellow's rook e10-e5 gives mate along rank 5.
    let v = game();
    let t = format!(
        "{} y - - 0 1",
        common::placement(
            16,
            16,
            &on_board,
            &[
                ("h3", "wK"),
                ("l8", "wB"),
                ("i14", "yK"),
                ("m12", "yR"),
                ("e10", "yR"),
                ("n5", "rK"),
            ],
        )
    );
    let p = Position::from_text(&v, &t).unwrap();
    assert!(p.is_out(BLACK));
    let p = play(&p, "Re10-e5");
    assert!(p.is_out(RED));
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            result: GameResult::Elimination,
            winners: vec![WHITE, YELLOW],
        }
    );
}

#[test]
fn a_stalemated_player_passes_and_keeps_his_pieces() {
    // Red's king on n5 is not attacked but every square it could go to is: it passes.
    let p = pos(
        &[("l8", "wB"), ("m12", "yR"), ("n5", "rK"), ("e4", "wP")],
        'r',
    );
    assert!(!p.in_check());
    assert_eq!(p.legal_moves(), vec![Move::pass()]);
    let q = p.play(&Move::pass());
    assert_eq!(q.to_move(), WHITE);
    assert!(!q.is_out(RED));
    assert!(q.pieces().iter().any(|(_, pc)| pc.owner == RED));
    assert_eq!(q.outcome(), Outcome::Ongoing);
}

#[test]
fn the_position_text_keeps_the_hands() {
    let v = game();
    let p = start();
    assert!(p.to_text().ends_with(" RBN/RBN/RBN/RBN"));
    let p = play(&play(&p, "B@m4"), "N@m3");
    let text = p.to_text();
    assert!(text.ends_with(" R/RBN/RBN/RBN"), "{text}");
    let back = Position::from_text(&v, &text).unwrap();
    assert_eq!(back.to_text(), text);
    assert_eq!(back.key(), p.key());
    assert_eq!(back.hand(WHITE).len(), 1);
    assert_eq!(back.to_move(), WHITE);
    // A different hand is a different key.
    // (A bishop in hand instead would be White's fourth: more than the rules can give him.)
    let other = Position::from_text(&v, &text.replace(" R/RBN/", " /RBN/")).unwrap();
    assert_ne!(other.key(), p.key());
    // Left out: empty hands.
    let fields: Vec<&str> = text.split(' ').collect();
    let short = fields[..6].join(" ");
    assert!(!Position::from_text(&v, &short).unwrap().placing());
    // A hand with a piece the game never gives is refused.
    assert!(Position::from_text(&v, &text.replace(" R/RBN/", " Q/RBN/")).is_err());
}

#[test]
fn drops_travel_in_links_and_records() {
    use quadrille::game::Step;
    use quadrille::notation::{game_record, link};
    let p0 = start();
    let texts = ["R@n4", "B@m4", "N@m3", "R@a1", "B@b2"];
    let mut moves = Vec::new();
    let mut p = p0.clone();
    for t in texts {
        let m = parse_move(&p, t).unwrap();
        moves.push(m);
        p = p.play(&m);
    }
    let url = link::encode(&p0, &moves, moves.len());
    assert!(url.contains("R@n4"), "{url}");
    let back = link::decode(&url).unwrap();
    assert_eq!(back.moves, moves);
    let steps: Vec<Step> = moves.iter().map(|&m| Step::Move(m)).collect();
    let record = game_record::write(&p0, None, &steps);
    assert!(record.contains("R@a1"), "{record}");
    let read = game_record::read(&record, None).unwrap();
    assert_eq!(read.steps.len(), 5);
}

use super::*;
use crate::position::Position;
use std::sync::Arc;

fn game(id: &str, options: &[(&str, &str)]) -> Arc<Variant> {
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    crate::variant::build(id, &options).expect("a game")
}

/// A legal move of `pos` as the engine of `d` writes it.
fn written(d: Dialect, pos: &Position, m: &crate::position::Move) -> String {
    d.spell(&uci::write(pos, m))
}

fn at(id: &str, fen: &str) -> Position {
    Position::from_text(&game(id, &[]), fen).expect("a position")
}

/// Kings in the four seats and a Red pawn on e10, one step from the Teams promotion row (rank 11),
/// Red to move: drawn by hand.
const TEAMS_PROMOTION: &str = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yK,10/14/14/14/4,rP,9/14/\
                               bK,12,gK/14/14/14/14/14/14/3,rK,10";
/// The same with the Red pawn on e7, one step from the free-for-all's promotion row (rank 8).
const FFA_PROMOTION: &str = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yK,10/14/14/14/14/14/\
                             bK,12,gK/4,rP,9/14/14/14/14/14/3,rK,10";

#[test]
fn a_spec_names_its_dialect_before_a_colon() {
    assert_eq!(
        Dialect::split_spec("tetrarch:python3 /x/uci.py"),
        (Dialect::Tetrarch, "python3 /x/uci.py")
    );
    assert_eq!(
        Dialect::split_spec(" 4pchess: /x/cli "),
        (Dialect::FourPChess, "/x/cli")
    );
    assert_eq!(Dialect::split_spec("uci:sf"), (Dialect::Uci, "sf"));
    // No dialect's name before the colon: the whole text is a UCI engine's command.
    assert_eq!(
        Dialect::split_spec("sh -c 'a:b'"),
        (Dialect::Uci, "sh -c 'a:b'")
    );
    assert_eq!(
        Dialect::split_spec("stockfish"),
        (Dialect::Uci, "stockfish")
    );
}

#[test]
fn moves_are_spelt_as_each_engine_writes_them() {
    let start = Position::start(&game("4pc-teams", &[]));
    let m = uci::read(&start, "h2h3").unwrap();
    // 4pchess, Move::PrettyStr (board.cc): from + "-" + to, as board_test.cc's "h5-i4".
    assert_eq!(written(Dialect::FourPChess, &start, &m), "h2-h3");
    // Tetrarch, docs/PROTOCOL.md: "4-6 chars over 196 (a1-n14), e.g. h2h3, b7c8q".
    assert_eq!(written(Dialect::Tetrarch, &start, &m), "h2h3");
    assert_eq!(written(Dialect::Uci, &start, &m), "h2h3");
    assert_eq!(Dialect::FourPChess.read_move(&start, "h2-h3"), Ok(m));
    // ParseMove (utils.cc) drops a trailing '+'.
    assert_eq!(Dialect::FourPChess.read_move(&start, "h2-h3+"), Ok(m));
    assert_eq!(Dialect::Tetrarch.read_move(&start, "h2h3"), Ok(m));
    assert!(Dialect::FourPChess.read_move(&start, "h2-h5").is_err());
    assert!(Dialect::Tetrarch.read_move(&start, "0000").is_err());
}

#[test]
fn promotions_are_spelt_as_each_engine_writes_them() {
    let pos = at("4pc-teams", TEAMS_PROMOTION);
    let q = uci::read(&pos, "e10e11q").unwrap();
    let n = uci::read(&pos, "e10e11n").unwrap();
    // 4pchess: PrettyStr adds "=" + ToStr(piece type), "Q" for a queen (board.cc).
    assert_eq!(written(Dialect::FourPChess, &pos, &q), "e10-e11=Q");
    assert_eq!(written(Dialect::FourPChess, &pos, &n), "e10-e11=N");
    assert_eq!(Dialect::FourPChess.read_move(&pos, "e10-e11=N"), Ok(n));
    assert_eq!(written(Dialect::Tetrarch, &pos, &q), "e10e11q");
    // Tetrarch writes the one-point queen as a queen: move_str uses TYPE_CHARS = "PNBRQKQ".
    let ffa = at("4pc-ffa", FFA_PROMOTION);
    let d = uci::read(&ffa, "e7e8d").unwrap();
    assert_eq!(written(Dialect::Tetrarch, &ffa, &d), "e7e8q");
    assert_eq!(Dialect::Tetrarch.read_move(&ffa, "e7e8q"), Ok(d));
}

#[test]
fn position_commands_carry_the_start_and_the_moves() {
    let start = Position::start(&game("4pc-teams", &[]));
    let fen = Dialect::Tetrarch.start_text(&start).unwrap();
    // chess.com's FEN4 of the modern array, as 4pchess's uci_wrapper.py START_FEN_NEW has it
    // (there with the corners written x, which both engines read).
    assert!(
        fen.starts_with("R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-"),
        "{fen}"
    );
    assert_eq!(
        Dialect::FourPChess.position_command(&fen, &["h2-h3".into(), "b7-c7".into()]),
        format!("position fen {fen} moves h2-h3 b7-c7")
    );
    assert_eq!(
        Dialect::Tetrarch.position_command(&fen, &[]),
        format!("position fen {fen}")
    );
}

#[test]
fn tetrarch_is_sent_the_one_point_queen_as_a_queen() {
    // Red's pawn on e7 promotes to the one-point queen; Tetrarch's FEN4 has no letter for it
    // (board.py: "FEN4 has no encoding for it", and its reader refuses the shape D), so it is
    // sent as a queen, as Tetrarch itself writes it; 4pchess (Teams only) is sent the FEN4 as
    // it is.
    let pos = at("4pc-ffa", FFA_PROMOTION);
    let after = pos.play(&uci::read(&pos, "e7e8d").unwrap());
    let ours = crate::notation::fen4::write(&after).unwrap();
    assert!(ours.contains(",rD,"), "{ours}");
    let sent = Dialect::Tetrarch.start_text(&after).unwrap();
    assert_eq!(sent, ours.replace(",rD,", ",rQ,"));
    assert_eq!(Dialect::FourPChess.start_text(&after).unwrap(), ours);
}

#[test]
fn the_game_sets_the_engines_options() {
    let teams = game("4pc-teams", &[("setup", "classic")]);
    let pairs = |v: &[(String, String)]| {
        v.iter()
            .map(|(n, x)| format!("{n}={x}"))
            .collect::<Vec<_>>()
    };
    // Tetrarch's options, docs/PROTOCOL.md: "setoption name Mode value teams|ffa",
    // "setoption name Setup value classic|modern|by|byg|rg".
    assert_eq!(
        pairs(&Dialect::Tetrarch.game_options(&teams, &[])),
        ["Mode=teams", "Setup=classic"]
    );
    let ffa = game("4pc-ffa", &[]);
    assert_eq!(
        pairs(&Dialect::Tetrarch.game_options(&ffa, &[])),
        ["Mode=ffa", "Setup=modern"]
    );
    let given = [("mode".to_string(), "teams".to_string())];
    assert_eq!(
        pairs(&Dialect::Tetrarch.game_options(&ffa, &given)),
        ["Setup=modern"]
    );
    assert!(Dialect::FourPChess.game_options(&teams, &[]).is_empty());
    assert_eq!(
        pairs(&Dialect::Uci.game_options(&game("alice", &[]), &[])),
        ["UCI_Variant=alice"]
    );
    assert!(Dialect::Uci
        .game_options(&game("chess", &[]), &[])
        .is_empty());
}

#[test]
fn nodes_per_second_are_read_from_info_lines() {
    // 4pchess (command_line.cc): depth, time, nodes, pv, score, then nps.
    assert_eq!(
        Dialect::nps_of_info("info depth 5 time 492 nodes 908 pv h2-h3 a10-c9 score 241 nps 1845"),
        Some(1845)
    );
    // Tetrarch (docs/PROTOCOL.md): "info depth <d> score cp <n> nodes <n> nps <n> time <ms> pv".
    assert_eq!(
        Dialect::nps_of_info("info depth 8 score cp -96 nodes 164901 nps 615229 time 268 pv b9c9"),
        Some(615_229)
    );
    assert_eq!(
        Dialect::nps_of_info("info depth 3 time 302 nodes 108"),
        None
    );
    assert_eq!(Dialect::nps_of_info("info string nps 5 x"), None);
    assert_eq!(Dialect::nps_of_info("bestmove h2-h3"), None);
    assert_eq!(Dialect::bestmove("bestmove h2-h3"), "h2-h3");
    assert_eq!(Dialect::bestmove("bestmove"), "");
}

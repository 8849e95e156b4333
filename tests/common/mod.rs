//! Helpers shared by the tests: running the `quadrille` binary as a user would, and writing the
//! placement of a position text from a list of pieces.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the binary with these arguments and this standard input.
pub fn quadrille(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quadrille"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("the binary finishes")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs and expects failure with `code`, a message, and no panic.
pub fn fails(args: &[&str], stdin: &str, code: i32) -> String {
    let o = quadrille(args, stdin);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    assert!(err.starts_with("quadrille: "), "{args:?}: {err}");
    err
}

pub fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", stderr(o));
    serde_json::from_str(stdout(o).trim()).expect("one JSON object")
}

/// The placement field of a one-board position text: `pieces` as (square, piece as in texts, such
/// as `e4`, `wK`) on a board of `width` files and `height` ranks, where `exists(file, rank)`
/// (zero-based) says which cells exist. Ranks from the top, empty runs as numbers.
pub fn placement(
    width: usize,
    height: usize,
    exists: &dyn Fn(usize, usize) -> bool,
    pieces: &[(&str, &str)],
) -> String {
    let mut grid = vec![vec![String::new(); width]; height];
    for (square, piece) in pieces {
        let file = (square.as_bytes()[0] - b'a') as usize;
        let rank: usize = square[1..].parse().unwrap();
        assert!(exists(file, rank - 1), "{square} is not on the board");
        assert!(grid[rank - 1][file].is_empty(), "{square} given twice");
        grid[rank - 1][file] = piece.to_string();
    }
    let ranks: Vec<String> = (0..height)
        .rev()
        .map(|r| {
            let mut out = String::new();
            let mut empty = 0;
            for (f, cell) in grid[r].iter().enumerate() {
                if !exists(f, r) {
                    continue;
                }
                if cell.is_empty() {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out += &empty.to_string();
                    empty = 0;
                }
                out += cell;
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            out
        })
        .collect();
    ranks.join("/")
}

/// Whether a square (zero-based file and rank) exists on the Verney board of the four-player
/// games: not in one of its 3x3 corners.
pub fn on_verney(file: usize, rank: usize) -> bool {
    let edge = |i: usize| !(3..=10).contains(&i);
    !(edge(file) && edge(rank))
}

/// A position text of the Verney board: the placement of `pieces` (square, piece as in texts:
/// `wK`), then the fields after it (`rest`: `w - - 0 1`).
pub fn verney_text(pieces: &[(&str, &str)], rest: &str) -> String {
    format!("{} {rest}", placement(14, 14, &on_verney, pieces))
}

/// Runs the command line in this process (no binary): exit code, standard output and error.
pub fn cli(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = quadrille::cli::run(&args, &mut std::io::empty(), &mut out, &mut err);
    (
        code,
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
    )
}

/// A position turned with the board: each piece moved to `cell(its cell)` and turned with
/// `facing`, given with its owner's hand to the next player in turn order, the player to move
/// likewise; the open en passant cells turned; castling rights dropped. For the symmetry tests of
/// the four-player games.
pub fn turned_position(
    v: &std::sync::Arc<quadrille::variant::Variant>,
    pos: &quadrille::position::Position,
    cell: &dyn Fn(quadrille::geometry::Cell) -> quadrille::geometry::Cell,
    facing: fn(quadrille::position::Facing) -> quadrille::position::Facing,
) -> quadrille::position::Position {
    use quadrille::geometry::Cell;
    use quadrille::position::{Player, Position, Setup};
    let s = pos.setup();
    let n = v.players().len() as u8;
    let next = |p: Player| Player((p.0 + 1) % n);
    let mut out = Setup::empty(v);
    for (i, p) in s.squares.iter().enumerate() {
        if let Some(mut p) = *p {
            p.owner = next(p.owner);
            p.facing = facing(p.facing);
            out.squares[cell(Cell(i as u16)).index()] = Some(p);
        }
    }
    let k = s.hands.len();
    out.hands = (0..k).map(|i| s.hands[(i + k - 1) % k].clone()).collect();
    out.to_move = next(s.to_move);
    out.en_passant_open = s
        .en_passant_open
        .iter()
        .map(|o| quadrille::position::OpenEnPassant {
            target: cell(o.target),
            pawn: o.pawn.map(cell),
        })
        .collect();
    out.halfmove = s.halfmove;
    out.fullmove = s.fullmove;
    Position::from_setup(v, out).unwrap()
}

/// Plays a move written in the game's notation, panicking with the position if it cannot.
pub fn play(p: &quadrille::position::Position, m: &str) -> quadrille::position::Position {
    let mv = quadrille::notation::parse_move(p, m)
        .unwrap_or_else(|e| panic!("{m}: {e} in {}", p.to_text()));
    p.play(&mv)
}

/// The legal moves in long algebraic notation, sorted.
pub fn legal(p: &quadrille::position::Position) -> Vec<String> {
    let mut out: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| quadrille::notation::lan(p, m))
        .collect();
    out.sort();
    out
}

/// The players with a piece on the board, in turn order.
pub fn owners(p: &quadrille::position::Position) -> Vec<quadrille::position::Player> {
    let mut out: Vec<_> = p.pieces().iter().map(|(_, pc)| pc.owner).collect();
    out.sort();
    out.dedup();
    out
}

/// A path for the file `name` in a folder of the system's temporary folder kept for this test
/// process (`quadrille-TAG-PID`), made if missing.
pub fn temp_path(tag: &str, name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("quadrille-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

/// A game by id with options given as `(name, value)` pairs; panics if the game does not build.
pub fn game(id: &str, options: &[(&str, &str)]) -> std::sync::Arc<quadrille::variant::Variant> {
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    quadrille::variant::build(id, &options).unwrap()
}

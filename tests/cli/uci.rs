//! `quadrille uci` run as a chess program runs it: a child process spoken to line by line.
//! Timeouts here only guard against a hang; they are generous and never measure speed.

use quadrille::notation::uci;
use quadrille::position::Position;
use quadrille::variant;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;

/// The longest wait for an answer before the test calls it a hang.
const HANG: Duration = Duration::from_secs(10);

/// The engine as a child process.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_quadrille"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads its input");
        self.stdin.flush().unwrap();
    }

    /// The lines written up to and including the first that starts with `start`.
    fn until(&mut self, start: &str) -> Vec<String> {
        let mut got = Vec::new();
        loop {
            match self.lines.recv_timeout(HANG) {
                Ok(line) => {
                    let done = line.starts_with(start);
                    got.push(line);
                    if done {
                        return got;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no '{start}' within {HANG:?}; the engine wrote {got:?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine ended before '{start}'; it wrote {got:?}")
                }
            }
        }
    }

    /// The lines written up to and including the first that starts with `start`, which must
    /// come within `limit`.
    fn within(&mut self, start: &str, limit: Duration) -> Vec<String> {
        let until = std::time::Instant::now() + limit;
        let mut got = Vec::new();
        loop {
            let left = until.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(start);
                    got.push(line);
                    if done {
                        return got;
                    }
                }
                Err(_) => panic!("no '{start}' within {limit:?}; the engine wrote {got:?}"),
            }
        }
    }

    /// Sends `isready` and returns what was written up to `readyok`.
    fn ready(&mut self) -> Vec<String> {
        self.send("isready");
        self.until("readyok")
    }

    /// Sends `quit` and checks that the process ends well.
    fn quit(mut self) {
        self.send("quit");
        for _ in 0..1000 {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        panic!("the engine did not end after quit");
    }
}

/// A test that fails leaves no engine behind, thinking on.
impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move of a `bestmove` line.
fn best(lines: &[String]) -> String {
    let last = lines.last().unwrap();
    last.strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("{lines:?}"))
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

/// Plays one game against itself through UCI, up to 40 plies, with every kind of limit, and
/// checks every move against the rules.
fn play_game(game: &str) {
    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok");
    assert!(hello
        .iter()
        .any(|l| l.contains("UCI_Variant") && l.contains(game)));
    e.send(&format!("setoption name UCI_Variant value {game}"));
    e.send("ucinewgame");
    assert_eq!(e.ready(), ["readyok"]);
    let v = variant::build(game, &[]).unwrap();
    let mut pos = Position::start(&v);
    let mut moves: Vec<String> = Vec::new();
    let limits = [
        "go nodes 3000",
        "go depth 2",
        "go movetime 30",
        "go wtime 3000 btime 3000 winc 20 binc 20",
        "go wtime 1000 btime 1000 movestogo 10",
    ];
    for ply in 0..40 {
        if pos.outcome().is_over() {
            break;
        }
        e.send(&format!("position startpos moves {}", moves.join(" ")));
        e.send(limits[ply % limits.len()]);
        let said = e.until("bestmove");
        assert!(
            said.iter().all(|l| !l.starts_with("info string")),
            "{said:?}"
        );
        assert!(said.iter().any(|l| l.starts_with("info depth")), "{said:?}");
        let m = best(&said);
        let played = uci::read(&pos, &m).unwrap_or_else(|err| panic!("ply {ply}: {m}: {err}"));
        pos = pos.play(&played);
        moves.push(m);
        // One bestmove per go: nothing more comes before readyok.
        assert_eq!(e.ready(), ["readyok"]);
    }
    assert!(moves.len() >= 10 || pos.outcome().is_over(), "{moves:?}");
    e.quit();
}

#[test]
fn plays_a_whole_game_of_chess() {
    play_game("chess");
}

#[test]
fn plays_a_whole_game_of_alice_chess() {
    play_game("alice");
}

#[test]
fn stop_ends_an_infinite_search_with_one_bestmove() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4");
    e.send("go infinite");
    // The search thinks on; the session still answers.
    let said = e.ready();
    assert!(said.iter().all(|l| !l.starts_with("bestmove")), "{said:?}");
    std::thread::sleep(Duration::from_millis(300));
    let said = e.ready();
    assert!(said.iter().all(|l| !l.starts_with("bestmove")), "{said:?}");
    e.send("stop");
    let said = e.until("bestmove");
    let pos = Position::start(&variant::build("chess", &[]).unwrap());
    let pos = pos.play(&uci::read(&pos, "e2e4").unwrap());
    assert!(uci::read(&pos, &best(&said)).is_ok(), "{said:?}");
    assert_eq!(e.ready(), ["readyok"]);
    // A second stop has nothing to stop.
    e.send("stop");
    assert_eq!(e.ready(), ["readyok"]);
    // A stop right after the go, perhaps before the search has started, ends it all the same.
    for _ in 0..20 {
        e.send("go infinite");
        e.send("stop");
        e.until("bestmove");
    }
    e.quit();
}

#[test]
fn a_pondering_search_answers_after_ponderhit_or_stop() {
    let mut e = Engine::start();
    let said = {
        e.send("uci");
        e.until("uciok")
    };
    assert!(
        said.iter()
            .any(|l| l == "option name Ponder type check default false"),
        "{said:?}"
    );
    e.send("setoption name Ponder value true");
    // Pondering on 1...e5 after 1.e4: a time limit of 200 ms does not run in the opponent's
    // time, so no bestmove comes before the ponderhit, however long it waits.
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder movetime 200");
    std::thread::sleep(Duration::from_millis(600));
    let said = e.ready();
    assert!(said.iter().all(|l| !l.starts_with("bestmove")), "{said:?}");
    // The opponent played e5: the search goes on as an ordinary one and answers.
    e.send("ponderhit");
    let said = e.until("bestmove");
    let mut pos = Position::start(&variant::build("chess", &[]).unwrap());
    for m in ["e2e4", "e7e5"] {
        pos = pos.play(&uci::read(&pos, m).unwrap());
    }
    assert!(uci::read(&pos, &best(&said)).is_ok(), "{said:?}");
    // The opponent played another move: stop ends the pondering search (its answer is
    // ignored by the interface), then the real position is searched.
    // (Also when the stop comes before the search has started: its clock stands still while
    // pondering, yet it stops.)
    for _ in 0..10 {
        e.send("go ponder movetime 200");
        e.send("stop");
        e.until("bestmove");
    }
    e.send("position startpos moves e2e4 c7c5");
    e.send("go movetime 100");
    e.until("bestmove");
    // Nothing ponders now.
    e.send("ponderhit");
    let said = e.ready();
    assert!(
        said[0].starts_with("info string error: ponderhit"),
        "{said:?}"
    );
    e.send("setoption name Ponder value maybe");
    let said = e.ready();
    assert!(said[0].contains("Ponder is true or false"), "{said:?}");
    e.quit();
}

#[test]
fn bad_input_gets_an_info_string_and_the_engine_goes_on() {
    let mut e = Engine::start();
    let long = "e2e4 ".repeat(210_000);
    for (line, says) in [
        ("hello", "unknown command 'hello'"),
        ("position fen garbage", "position fen 'garbage'"),
        (
            "position startpos moves e2e4 e2e4",
            "move 2: 'e2e4' is not a legal move",
        ),
        ("position startpos moves e2e4 Nf6", "as e2e4"),
        ("setoption name Threads value 2", "unknown option 'Threads'"),
        ("setoption name Hash value 0", "1 to 4096, not '0'"),
        ("setoption name Skill Level value 11", "from 1 to 8"),
        ("setoption name UCI_Variant value orwell", "dice"),
        ("setoption name UCI_Variant value four-ffa", "4 players"),
        (long.as_str(), "is ignored"),
    ] {
        e.send(line);
        let said = e.ready();
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(
            said[0].starts_with("info string error: ") && said[0].contains(says),
            "{}: {said:?}",
            &line[..line.len().min(40)]
        );
    }
    // Empty lines are nothing to answer.
    e.send("");
    e.send("   ");
    assert_eq!(e.ready(), ["readyok"]);
    // After a position that could not be read, go says so and moves nothing.
    e.send("position startpos moves e2e5");
    e.send("go depth 1");
    let said = e.until("bestmove");
    assert_eq!(said.last().unwrap(), "bestmove 0000");
    // A finished game has no move either.
    e.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
    e.send("go depth 3");
    assert_eq!(e.until("bestmove").last().unwrap(), "bestmove 0000");
    // Alice takes the single-board FEN of pychess and Fairy-Stockfish.
    e.send("setoption name UCI_Variant value alice");
    e.send(
        "position fen rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 moves f1b5",
    );
    e.send("go depth 2");
    let said = e.until("bestmove");
    assert!(
        said.iter().all(|l| !l.starts_with("info string")),
        "{said:?}"
    );
    assert_ne!(said.last().unwrap(), "bestmove 0000");
    e.quit();
}

#[test]
fn fen_writes_and_reads_the_single_board_form() {
    let run = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_quadrille"))
            .args(args)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).trim().to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    let pychess = "rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let ours = "alice:rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR;8/8/8/3p4/4P3/8/8/8 w KQkq - 0 2";
    assert_eq!(run(&["fen", "alice", "e4", "d5", "--pychess"]).1, pychess);
    assert_eq!(run(&["fen", "alice", "e2e4", "d7d5"]).1, ours);
    assert_eq!(run(&["fen", "alice", "--position", pychess]).1, ours);
    assert_eq!(
        run(&["fen", "alice", "--position", ours, "--pychess"]).1,
        pychess
    );
    let (code, _, err) = run(&["fen", "chess", "--pychess"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("single-board FEN"), "{err}");
    let (code, _, err) = run(&["fen", "alice", "e5"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("move 1"), "{err}");
    assert_eq!(run(&["fen", "alice", "--colour"]).0, Some(2));
    assert_eq!(run(&["uci", "now"]).0, Some(2));
}

/// Every `go`, even one with words that cannot be read, ends with exactly one `bestmove`: the
/// words at fault are reported and left out, the search runs with the rest, and a search with no
/// limit left ends at `stop`, within a second.
#[test]
fn every_go_ends_with_one_bestmove() {
    let mut e = Engine::start();
    let start = "position startpos";
    let mated = "position startpos moves f2f3 e7e5 g2g4 d8h4";
    for (position, go, says) in [
        (start, "go depth 2 searchmoves e2e4", None),
        (start, "go mate 3", None),
        (
            start,
            "go depth 0",
            Some("depth must be a whole number from 1 to 64, not '0'"),
        ),
        (start, "go nodes 0", Some("nodes must be")),
        (
            start,
            "go wtime 2000 btime 2000 movestogo 0",
            Some("movestogo must be"),
        ),
        (start, "go depth 2 foo", Some("unknown word 'foo'")),
        (start, "go depth abc", Some("depth must be")),
        (start, "go nodes -3", Some("nodes must be")),
        (start, "go movetime", Some("movetime needs a number")),
        (start, "go mate 0", Some("mate must be")),
        (
            start,
            "go depth searchmoves e2e4",
            Some("depth needs a number"),
        ),
        (start, "go searchmoves", Some("searchmoves names no move")),
        (mated, "go depth 0", Some("depth must be")),
        (mated, "go mate 2", None),
    ] {
        e.send(position);
        e.send(go);
        std::thread::sleep(Duration::from_millis(200));
        e.send("stop");
        let said = e.within("bestmove", Duration::from_secs(1));
        let errors: Vec<&String> = said
            .iter()
            .filter(|l| l.starts_with("info string error"))
            .collect();
        match says {
            Some(says) => assert!(
                errors.len() == 1 && errors[0].contains(says),
                "{go}: {said:?}"
            ),
            None => assert!(errors.is_empty(), "{go}: {said:?}"),
        }
        let m = best(&said);
        if position == mated {
            assert_eq!(m, "0000", "{go}: {said:?}");
        } else {
            let pos = Position::start(&variant::build("chess", &[]).unwrap());
            assert!(uci::read(&pos, &m).is_ok(), "{go}: {said:?}");
        }
        if go.contains("searchmoves e2e4") {
            assert_eq!(m, "e2e4", "{go}: {said:?}");
        }
        // Exactly one: nothing more comes before readyok.
        assert_eq!(e.ready(), ["readyok"], "{go}");
    }
    // A go while a search runs stops that search (its bestmove first), then searches anew.
    e.send("position startpos");
    e.send("go infinite");
    e.send("go depth 1 searchmoves h2h3");
    let first = e.within("bestmove", Duration::from_secs(2));
    assert!(
        first
            .iter()
            .any(|l| l.contains("the search under way is stopped")),
        "{first:?}"
    );
    let second = e.until("bestmove");
    assert_eq!(best(&second), "h2h3", "{second:?}");
    assert_eq!(e.ready(), ["readyok"]);
    e.quit();
}

/// `go searchmoves` searches only the moves listed: in the start position the computer would
/// never choose a2a3 of its own.
#[test]
fn searchmoves_restricts_the_moves_searched() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go depth 3 searchmoves a2a3");
    let said = e.until("bestmove");
    assert_eq!(best(&said), "a2a3", "{said:?}");
    assert!(
        said.iter().all(|l| !l.starts_with("info string")),
        "{said:?}"
    );
    let pvs: Vec<&String> = said
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(pvs.len(), 3, "{said:?}");
    assert!(pvs.iter().all(|l| l.contains(" pv a2a3")), "{said:?}");
    // A move that is not legal here, or not a move, is reported and left out.
    e.send("go depth 2 searchmoves a2a3 e2e5 zz9 h2h3");
    let said = e.until("bestmove");
    let errors: Vec<&String> = said
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect();
    assert_eq!(errors.len(), 2, "{said:?}");
    assert!(
        errors[0].contains("'e2e5'") && errors[1].contains("'zz9'"),
        "{said:?}"
    );
    assert!(["a2a3", "h2h3"].contains(&best(&said).as_str()), "{said:?}");
    // Black to move, two knight moves to the rim.
    e.send("position startpos moves e2e4");
    e.send("go depth 3 searchmoves g8h6 b8a6");
    let said = e.until("bestmove");
    assert!(["g8h6", "b8a6"].contains(&best(&said).as_str()), "{said:?}");
    // None of them legal: every move is searched.
    e.send("position startpos");
    e.send("go depth 2 searchmoves e2e5");
    let said = e.until("bestmove");
    assert!(
        said.iter().any(|l| l.contains("every move is searched")),
        "{said:?}"
    );
    let pos = Position::start(&variant::build("chess", &[]).unwrap());
    assert!(uci::read(&pos, &best(&said)).is_ok(), "{said:?}");
    // The restriction holds for one go only.
    e.send("go depth 3");
    assert_ne!(best(&e.until("bestmove")), "a2a3");
    e.quit();
}

/// `go mate 2` finds the key of a mate in two, and the search ends by itself. White: Kb1, Qa3,
/// Rd1, Bh4; Black: Kg8, Rf8, pawns f7, g7, h7. 1.Qxf8+ Kxf8 (the only move: the queen is next to
/// the king, so h8 stays covered and no black piece but the king reaches f8) 2.Rd8#: e8 and g8 are
/// on the rook's rank, e7 is covered by the bishop, f7 and g7 hold black pawns, and nothing can
/// come between d8 and f8 or take the rook. No white move mates at once (the only check,
/// Qxf8+, is answered by Kxf8), and a brute-force search with python-chess found no other key.
#[test]
fn go_mate_finds_a_mate_in_two() {
    let mut e = Engine::start();
    e.send("position fen 5rk1/5ppp/8/8/7B/Q7/8/1K1R4 w - - 0 1");
    e.send("go mate 2");
    let said = e.until("bestmove");
    assert_eq!(best(&said), "a3f8", "{said:?}");
    assert!(said.iter().any(|l| l.contains("score mate 2 ")), "{said:?}");
    // No mate in one here: the search still answers the best move it found, by itself.
    e.send("go mate 1");
    let said = e.until("bestmove");
    assert!(
        said.iter().any(|l| l.starts_with("info depth 1 ")),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|l| l.starts_with("info depth 2 ")),
        "{said:?}"
    );
    e.quit();
}

//! The search of a `go` command, on a thread of its own so that `stop` and `isready` are
//! answered while it thinks. It writes an `info` line per finished depth and one `bestmove`
//! line at the end. `stop` reaches the search through its clock: once the stop flag is up the
//! clock jumps far past every deadline (further at every reading), and the search returns the
//! best move it has.
//!
//! A `go ponder` search thinks in the opponent's time: its clock stands still until `ponderhit`
//! (the opponent played the expected move), then runs from zero, so the limits of the `go`
//! command count from the hit; its `bestmove` waits for the hit or for `stop`.

use super::command::Go;
use super::Output;
use crate::ai::{think, Agent, Limits, Searcher, Thought};
use crate::cli::ai::{score_text, written};
use crate::notation::uci;
use crate::position::Position;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The time given to a search with no limit of time (`infinite`, or only depth or nodes), in
/// milliseconds: about three years, so that only `stop` ends it.
const UNTIMED_MS: u64 = 100_000_000_000;
/// How far the clock jumps once the search is stopped: past every deadline.
const STOP_JUMP_MS: u64 = 10_000_000_000_000;
/// Time kept in hand on the clock for the program's own delays, in milliseconds.
const SAFETY_MS: u64 = 30;
/// The moves left to play when the clock does not say (`movestogo` absent).
const MOVES_LEFT: u64 = 25;
/// The time of the `ponderhit` while a `go ponder` search still waits for it.
const PONDERING: u64 = u64::MAX;

/// A search under way.
pub struct Running {
    stop: Arc<AtomicBool>,
    /// Up once the answer is decided, before `bestmove` is written.
    done: Arc<AtomicBool>,
    /// When the `ponderhit` came, in milliseconds from the start; [`PONDERING`] before it (0
    /// for a search that is not pondering).
    hit: Arc<AtomicU64>,
    handle: JoinHandle<Searcher>,
    started: Instant,
    /// Whether the search ends by its own limits (not `infinite`, not waiting for a ponderhit).
    limited: bool,
}

impl Running {
    /// Asks the search to stop and waits for its `bestmove`; returns the searcher.
    pub fn stop(self) -> Searcher {
        self.stop.store(true, Ordering::SeqCst);
        self.wait()
    }

    /// Waits for the search to end by its own limits; returns the searcher.
    pub fn wait(self) -> Searcher {
        self.handle.join().unwrap_or_default()
    }

    /// `ponderhit`: the pondering search becomes an ordinary one, its limits counted from now.
    /// `false` when the search was not pondering.
    pub fn ponder_hit(&self) -> bool {
        let now = self.started.elapsed().as_millis() as u64;
        self.hit
            .compare_exchange(PONDERING, now, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    }

    /// Whether the search ends by its own limits, without a `stop` (or, pondering, a
    /// `ponderhit`).
    pub fn limited(&self) -> bool {
        self.limited && self.hit.load(Ordering::SeqCst) != PONDERING
    }

    /// Whether the search has ended: its `bestmove` is written or about to be.
    pub fn finished(&self) -> bool {
        self.done.load(Ordering::SeqCst)
    }
}

/// The time for one move, in milliseconds, from the clock of the player to move: an even share
/// of the time left over the moves still to play, plus most of the increment, never more than
/// the time left less a margin.
pub fn time_for_move(time: u64, inc: u64, moves_to_go: Option<u64>) -> u64 {
    let share = time / moves_to_go.unwrap_or(MOVES_LEFT).max(1);
    let most = time.saturating_sub(SAFETY_MS.max(time / 10));
    (share + inc * 3 / 4).min(most).max(1)
}

/// The limits of a search for `go` in `pos`.
fn limits(go: &Go, pos: &Position) -> Limits {
    let white = pos.to_move().0 == 0;
    let (time, inc) = if white {
        (go.wtime, go.winc)
    } else {
        (go.btime, go.binc)
    };
    let by_clock = time.map(|t| time_for_move(t, inc.unwrap_or(0), go.movestogo));
    let movetime = [go.movetime, by_clock].into_iter().flatten().min();
    Limits {
        depth: go.max_depth(),
        nodes: go.nodes,
        movetime_ms: Some(match movetime {
            Some(t) if !go.infinite => t,
            _ => UNTIMED_MS,
        }),
    }
}

/// Starts the search of `pos` by the computer at `level` (among the moves the searcher was
/// given with `set_root_moves`, for `searchmoves`); the thread writes to `out` and hands back the
/// searcher, its root moves cleared, when it ends.
pub fn start(out: Output, pos: Position, level: u8, go: Go, mut searcher: Searcher) -> Running {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let done = Arc::new(AtomicBool::new(false));
    let decided = done.clone();
    let hit = Arc::new(AtomicU64::new(if go.ponder { PONDERING } else { 0 }));
    let limited = go.limited();
    let hit_at = hit.clone();
    let started = Instant::now();
    let handle = std::thread::spawn(move || {
        let elapsed = move || started.elapsed().as_millis() as u64;
        let stopped = flag.clone();
        let since_hit = hit_at.clone();
        // Once stopped, every reading jumps further than the one before, so the search ends
        // at its next look at the clock even when `stop` came before it started.
        let jumps = AtomicU64::new(0);
        let clock = move || {
            let now = match since_hit.load(Ordering::SeqCst) {
                PONDERING => 0,
                at => elapsed().saturating_sub(at),
            };
            if stopped.load(Ordering::SeqCst) {
                let n = jumps.fetch_add(1, Ordering::SeqCst) + 1;
                now.saturating_add(STOP_JUMP_MS.saturating_mul(n))
            } else {
                now
            }
        };
        let limits = limits(&go, &pos);
        let mut report = |t: &Thought| out.send(&info(&pos, t, elapsed()));
        let agent = Agent::Level(level);
        let thought = think(&mut searcher, &pos, agent, 1, &limits, &clock, &mut report);
        // `searchmoves` holds for this `go` only.
        searcher.set_root_moves(Vec::new());
        out.send(&format!("info hashfull {}", searcher.table_fill()));
        // `infinite`: the answer waits for `stop`, as the protocol asks.
        let pondering = || hit_at.load(Ordering::SeqCst) == PONDERING;
        while (go.infinite || !go.limited() || pondering()) && !flag.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(2));
        }
        let best = thought
            .as_ref()
            .and_then(|t| t.moves.first())
            .map_or("0000".to_string(), |m| uci::write(&pos, m));
        if thought.is_none() {
            out.send("info string there is no move to play: the game is over");
        }
        decided.store(true, Ordering::SeqCst);
        out.send(&format!("bestmove {best}"));
        searcher
    });
    Running {
        stop,
        done,
        hit,
        handle,
        started,
        limited,
    }
}

/// The `info` line of a finished depth.
fn info(pos: &Position, t: &Thought, ms: u64) -> String {
    let score = t
        .score
        .map(|s| format!(" score {}", score_text(pos, s)))
        .unwrap_or_default();
    let nps = t.nodes.saturating_mul(1000) / ms.max(1);
    let pv = written(pos, &t.pv, uci::write).join(" ");
    format!(
        "info depth {}{score} nodes {} nps {nps} time {ms} pv {pv}",
        t.depth, t.nodes
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_for_a_move_keeps_a_margin() {
        assert_eq!(time_for_move(25_000, 0, None), 1_000);
        assert_eq!(time_for_move(10_000, 0, Some(1)), 9_000);
        assert_eq!(time_for_move(60_000, 1_000, Some(30)), 2_750);
        assert_eq!(time_for_move(20, 0, None), 1);
        assert_eq!(time_for_move(0, 0, None), 1);
        assert!(time_for_move(100, 10_000, None) <= 70);
    }
}

// The computer player on the page: decides when a computer seat is to move, asks the worker
// (ai-worker.js, the engine's search in a second WebAssembly instance) for its move or turn, and
// plays the answer on the page's game through `host`. Also the hint for a person, the evaluation
// for the bar, pause and "move now". The worker is ended and replaced to stop a search at once.
//
// `host` gives: state(), update(partial ai state), play(index), propose(index) (a move into check
// put to the partner, Blocking Double Chess), roll(), message(kind, text) and seatsChanged().

import { SPEEDS, isComputer, levelOf, loadSeats, normalise, saveSeats, seatToMove } from './seats.js';
import { ponderSlice } from './ponder.js';
import { engineWorker } from './engine-worker.js';

/** @typedef {import('./engine-types.js').Thought} Thought */
/** @typedef {import('./engine-types.js').WorkerAnswer} WorkerAnswer */
/** @typedef {import('./engine-types.js').WorkerRequest} WorkerRequest */

/**
 * What the computer asks its worker for: a move (or a turn) for `player`, a hint, the evaluation
 * for the bar, or a slice of pondering, in the position of `link`.
 * @typedef {object} Request
 * @property {'move' | 'hint' | 'eval' | 'ponder'} kind
 * @property {string} link
 * @property {number} level
 * @property {number} movetime
 * @property {number} seed
 * @property {number | null} player
 * @property {boolean} [proposals] false: an ordinary move only (the partner refused a proposal)
 */

/**
 * A request under way: its id, the best found so far, and when it started.
 * @typedef {Request & { id: number, last: Thought | null, started: number }} Job
 */

/**
 * What the computer needs from the page: the state, a change of its part of the state, playing a
 * move (by index), proposing a move into check, rolling, a message, saving the seats, and the
 * clocks' time to think.
 * @typedef {object} ComputerHost
 * @property {() => import('./state.js').State} state
 * @property {(partial: Partial<import('./state.js').AiState>) => void} update
 * @property {(index: number) => void} play
 * @property {(index: number) => void} propose
 * @property {() => void} roll
 * @property {(kind: 'error' | 'notice', text: string) => void} message
 * @property {() => void} seatsChanged
 * @property {(player: number) => boolean} [claimWin] claims the win for `player` when the engine
 *   lets him; whether it did
 * @property {(player: number, speed: string) => number} [thinkTime]
 */

/**
 * Sends a request to the worker.
 * @param {Worker} w
 * @param {WorkerRequest} request
 */
const send = (w, request) => w.postMessage(request);

const EVAL_TIME = 500;
const HINT_TIME = 1000;

/** @typedef {ReturnType<typeof createComputer>} Computer */

/**
 * The computer player of the page.
 * @param {ComputerHost} host
 */
export function createComputer(host) {
  const saved = loadSeats();
  const byGame = saved.byGame;
  let speed = saved.speed;
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Job | null} */
  let job = null;
  /** @type {Request | null} */
  let queued = null;
  let nextId = 1;
  let timer = 0;
  let overdue = 0;
  let playingTurn = false;
  let paused = false;
  // Pondering (ponder.js): the position pondered, the time spent on it, and counts for the tests.
  const ponder = { link: null, spent: 0, slices: 0, workers: 0 };

  const view = () => host.state().view;
  const game = () => host.state().game;
  const seats = () => {
    const g = game();
    return g ? normalise(byGame[g.id], g.players.length) : [];
  };
  const twoSides = () => !!game() && game().sides === 2;

  /**
   * @param {Partial<import('./state.js').AiState>} [extra]
   */
  function publish(extra) {
    host.update({
      seats: seats(),
      speed,
      paused,
      thinking: job && job.kind === 'move' ? job.player : queued && queued.kind === 'move' ? queued.player : timer && !paused ? pendingPlayer() : null,
      pondered: ponder.slices,
      workers: ponder.workers,
      canMoveNow: !!(job && job.kind === 'move' && job.last),
      hinting: !!(job && job.kind === 'hint'),
      ...extra,
    });
  }
  function pendingPlayer() {
    const v = view();
    return v ? v.status.toMove : null;
  }

  function startWorker() {
    const w = engineWorker(receive, (failed, why) => {
      if (failed !== worker) return;
      stopWorker();
      host.message('error', `The computer player stopped: ${why}.`);
      publish();
    });
    ponder.workers++;
    return w;
  }
  function stopWorker() {
    if (worker) worker.terminate();
    worker = null;
    job = null;
  }

  /**
   * @param {Request} next
   */
  function post(next) {
    if (job) {
      // A move waits for the evaluation, pondering or hint under way (a second at most), so
      // that the worker keeps its table; everything else waits its turn too. A search that
      // outlives its time by a second is stopped for the move.
      queued = next;
      if (next.kind === 'move') {
        const waiting = job;
        clearTimeout(overdue);
        overdue = setTimeout(() => {
          if (job !== waiting) return;
          stopWorker();
          postQueued();
        }, Math.max(0, waiting.movetime + 1000 - (performance.now() - waiting.started)));
      }
      publish();
      return;
    }
    try {
      if (!worker) worker = startWorker();
    } catch (e) {
      host.message('error', `The computer player cannot start: ${e.message || e}.`);
      return;
    }
    job = { ...next, id: nextId++, last: null, started: performance.now() };
    send(worker, {
      type: 'think',
      id: job.id,
      link: job.link,
      level: job.level,
      movetime: job.movetime,
      seed: job.seed,
      proposals: job.proposals !== false,
    });
    publish();
  }

  /**
   * @param {Worker} w
   * @param {WorkerAnswer} msg
   */
  function receive(w, msg) {
    if (w !== worker || msg.type === 'ready') return;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'progress') {
      job.last = msg.thought;
      if (job.kind === 'move') showEvaluation(job.link, msg.thought, job.player);
      publish();
      return;
    }
    const done = job;
    job = null;
    if (msg.type === 'error') {
      stopWorker();
      host.message('error', `The computer player stopped: ${msg.message}`);
    } else if (msg.type === 'done') {
      finish(done, msg.thought);
    }
    postQueued();
    if (!job && worker) ponderMore(done);
    publish();
  }

  /** Starts the request that waited, if it is still for the position shown. */
  function postQueued() {
    const q = queued;
    queued = null;
    if (q && view() && q.link === view().link) post(q);
  }

  /**
   * After an evaluation or a slice of pondering, the next slice while the person thinks.
   * @param {Job} done
   */
  function ponderMore(done) {
    const v = view();
    if (!v || (done.kind !== 'eval' && done.kind !== 'ponder') || done.link !== v.link) return;
    if (ponder.link !== v.link) Object.assign(ponder, { link: v.link, spent: 0 });
    ponder.spent += done.movetime;
    const next = ponderSlice({ view: v, seats: seats(), twoSides: twoSides(), paused, spent: ponder.spent });
    if (!next) return;
    ponder.slices++;
    post(next);
  }

  /**
   * @param {string} link
   * @param {Thought | null} thought
   * @param {number | null} [_player]
   */
  function showEvaluation(link, thought, _player) {
    if (!thought || !twoSides() || thought.first == null) return;
    host.update({ evaluation: { link, first: thought.first, mate: thought.mate } });
  }

  /**
   * @param {Job} done
   * @param {Thought | null} thought
   */
  function finish(done, thought) {
    const v = view();
    if (!v || v.link !== done.link || !thought) return;
    if (done.kind === 'eval' || done.kind === 'ponder') showEvaluation(done.link, thought);
    else if (done.kind === 'hint') {
      showEvaluation(done.link, thought);
      host.update({ hint: { link: done.link, cells: thought.cells, moves: thought.moves } });
    } else {
      showEvaluation(done.link, thought);
      if (thought.proposal != null && done.proposals !== false) host.propose(thought.proposal);
      else playTurn(thought.indices);
    }
  }

  /**
   * Plays the moves of a decision, pausing between the moves of a turn.
   * @param {number[]} indices
   */
  function playTurn(indices) {
    if (!indices.length) return;
    playingTurn = true;
    const step = (i) => {
      const before = view();
      if (!before || paused) {
        playingTurn = false;
        return;
      }
      host.play(indices[i]);
      if (i + 1 < indices.length && view() !== before) {
        setTimeout(() => step(i + 1), Math.max(150, SPEEDS[speed].pause));
      } else {
        playingTurn = false;
        onPosition();
      }
    };
    step(0);
  }

  /** Called whenever the position shown changes: starts or stops the computer. */
  function onPosition() {
    if (playingTurn) return;
    clearTimeout(timer);
    timer = 0;
    const v = view();
    // While a proposal awaits the partner's answer nobody moves.
    const live = v && !v.status.over && v.ply === v.length && !host.state().consent;
    const seat = live ? seatToMove(seats(), v) : 'h';
    // A search for a position no longer shown is stopped; a stale hint or evaluation is left
    // to finish (its answer is ignored).
    if (job && job.kind === 'move' && !(live && job.link === v.link)) stopWorker();
    if (live && isComputer(seat) && !paused) {
      if (!(job && job.kind === 'move')) {
        timer = setTimeout(startMove, SPEEDS[speed].pause);
      }
    } else if (v && live && twoSides() && seats().some(isComputer) && !(job && job.link === v.link)) {
      // The evaluation bar's search, in games with the computer only (between people the bar
      // shows a hint's evaluation and nothing else).
      post({ kind: 'eval', link: v.link, level: 8, movetime: EVAL_TIME, seed: 1, player: null });
    }
    publish();
  }

  /**
   * @param {boolean} [proposals]
   */
  function startMove(proposals = true) {
    timer = 0;
    const v = view();
    if (!v || v.status.over || v.ply !== v.length || paused) return publish();
    const seat = seatToMove(seats(), v);
    if (!isComputer(seat)) return publish();
    if (v.dice && v.dice.needsRoll) {
      host.roll();
      return;
    }
    // The computer claims the win as soon as the engine lets it (a claim locks first place).
    if (host.claimWin && host.claimWin(v.status.toMove)) return;
    post({
      kind: 'move',
      link: v.link,
      level: levelOf(seat),
      movetime: host.thinkTime ? host.thinkTime(v.status.toMove, speed) : SPEEDS[speed].movetime,
      seed: v.length * 7919 + v.status.toMove,
      player: v.status.toMove,
      proposals,
    });
  }

  return {
    onPosition,
    seats,
    /** The partner refused the computer's proposal: it plays an ordinary move instead. */
    proposalRefused() {
      clearTimeout(timer);
      timer = setTimeout(() => startMove(false), SPEEDS[speed].pause);
    },
    /** Sets the seat of a player: 'h', 'r' or a level '1'-'8'. */
    setSeat(player, value) {
      const g = game();
      if (!g) return;
      const s = seats();
      s[player] = value;
      byGame[g.id] = normalise(s, g.players.length);
      saveSeats(byGame, speed);
      host.seatsChanged();
      onPosition();
    },
    /** Seats named by a link, for a game. */
    adoptSeats(gameId, list) {
      byGame[gameId] = list;
      saveSeats(byGame, speed);
    },
    setSpeed(value) {
      if (!Object.hasOwn(SPEEDS, value)) return;
      speed = value;
      saveSeats(byGame, speed);
      publish();
    },
    togglePause() {
      paused = !paused;
      if (paused) {
        clearTimeout(timer);
        timer = 0;
        if (job && job.kind === 'move') stopWorker();
        if (queued && queued.kind === 'move') queued = null;
      }
      onPosition();
      // In the middle of a turn of several moves onPosition waits for the turn's end: the
      // button must say Resume at once all the same.
      publish();
    },
    /** Plays the best move found so far by the computer thinking now. */
    moveNow() {
      if (!job || job.kind !== 'move' || !job.last) return;
      const done = job;
      stopWorker();
      finish(done, done.last);
      publish();
    },
    /** Asks for the best move for the person to move; it is shown on the board. */
    hint() {
      const v = view();
      if (!v || v.status.over || (job && job.kind === 'move')) return;
      if (v.dice && v.dice.needsRoll) {
        host.message('notice', 'Roll the dice first: the hint is for the roll.');
        return;
      }
      post({ kind: 'hint', link: v.link, level: 8, movetime: HINT_TIME, seed: 1, player: v.status.toMove });
    },
  };
}

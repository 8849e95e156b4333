// The analysis board: while its panel is open, the engine's best lines of the position shown,
// deepening in a worker of their own (ai-worker.js) and started again whenever another position
// is shown; and the review of the game: every move judged against the best (inaccuracy, mistake,
// blunder, as lichess marks them), drawn as a graph over the moves and listed, each a button
// that shows the position after the move. Everything is decided by the engine; this module
// only asks and draws. A line's moves are buttons too: they play the line up to that move on the
// board (once the game is over, or in a game between people, so the computer never loses a move
// it was to play).

import { engineWorker } from './engine-worker.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').AnalysisLines} AnalysisLines */
/** @typedef {import('./engine-types.js').Judged} Judged */
/** @typedef {import('./engine-types.js').WorkerAnswer} WorkerAnswer */

/** How many lines the board shows. */
export const LINES = 3;
/** The longest an analysis of one position deepens, in milliseconds. */
const ANALYSIS_TIME = 60000;
/** Positions each search of the review visits (two searches a move). */
const REVIEW_NODES = 20000;

/**
 * What the analysis board needs from the page.
 * @typedef {object} AnalysisHost
 * @property {() => State} state
 * @property {(index: number) => void} play a move of the position shown, by index
 * @property {(ply: number) => void} goTo
 * @property {() => boolean} canPlayLines whether lines may be played on the board now
 * @property {(kind: 'error' | 'notice', text: string) => void} message
 */

/**
 * A value for people, for the first player's side when the game has two sides: `+0.35`,
 * `#3` (mate in 3 moves), `#-2`; else for the player to move.
 * @param {{ score: number, first: number | null, mate: number | null }} line
 * @returns {string}
 */
export function valueText(line) {
  if (line.mate != null) return `#${line.mate}`;
  const cp = line.first != null ? line.first : line.score;
  if (Math.abs(cp) > 30000) return cp > 0 ? '#' : '#-';
  return `${cp >= 0 ? '+' : ''}${(cp / 100).toFixed(2)}`;
}

/**
 * Lichess's winning chances of a value for the first side, -1 to 1, a mate as ±10 pawns.
 * @param {Judged} j
 * @returns {number}
 */
export function graphValue(j) {
  if (j.mate != null) return j.mate > 0 ? 1 : -1;
  const cp = Math.max(-1000, Math.min(1000, j.first != null ? j.first : j.played));
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}

/**
 * Whether two links hold the same game (the ply viewed aside).
 * @param {string} a
 * @param {string} b
 */
export function sameMainLine(a, b) {
  const strip = (/** @type {string} */ l) => l.replace(/&p=\d+/, '');
  return strip(a) === strip(b);
}

const SIGNS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * Binds the analysis panel and returns `update(state)`, called after every change.
 * @param {AnalysisHost} host
 */
export function createAnalysis(host) {
  const $ = (/** @type {string} */ id) => document.getElementById(id);
  const el = {
    panel: /** @type {HTMLDetailsElement} */ ($('analysis-panel')),
    depth: $('analysis-depth'),
    lines: $('analysis-lines'),
    review: /** @type {HTMLButtonElement} */ ($('analysis-review')),
    graphBox: $('analysis-graph-box'),
    graph: $('analysis-graph'),
    marks: $('analysis-marks'),
  };
  /** @type {Worker | null} */
  let worker = null;
  let ready = false;
  let busy = false;
  let nextId = 1;
  /** The request under way: its id, kind and link. */
  let job = { id: 0, kind: '', link: '' };
  /** The link analysed (the position shown when it started). */
  let analysedLink = '';
  /** @type {AnalysisLines | null} */
  let shown = null;
  /** The review of a game: the link of its main line, and the moves judged so far. */
  let review = { link: '', judged: /** @type {Judged[]} */ ([]) };
  /** @type {(() => void) | null} */
  let pending = null;

  function startWorker() {
    worker = engineWorker(receive, (failed, why) => {
      if (failed !== worker) return;
      stop();
      host.message('error', `The analysis stopped: ${why}.`);
    });
    ready = false;
  }
  function stop() {
    if (worker) worker.terminate();
    worker = null;
    ready = false;
    busy = false;
  }
  /** Sends a request, starting a worker first (and ending a busy one: it cannot be interrupted). */
  function send(/** @type {() => import('./engine-types.js').WorkerRequest} */ request) {
    if (busy) stop();
    if (!worker) {
      try {
        startWorker();
      } catch (e) {
        host.message('error', `The analysis cannot start: ${e.message || e}.`);
        return;
      }
    }
    const go = () => {
      const r = request();
      if (r.type === 'analyse' || r.type === 'review') job = { id: r.id, kind: r.type, link: r.link };
      busy = true;
      worker.postMessage(r);
    };
    if (ready) go();
    else pending = go;
  }
  function receive(/** @type {Worker} */ w, /** @type {WorkerAnswer} */ msg) {
    if (w !== worker) return;
    if (msg.type === 'ready') {
      ready = true;
      const go = pending;
      pending = null;
      if (go) go();
      return;
    }
    if (!('id' in msg) || msg.id !== job.id) return;
    if (msg.type === 'lines') showLines(msg.lines);
    else if (msg.type === 'judged') {
      review.judged.push(msg.judged);
      drawReview();
    } else if (msg.type === 'analysed' || msg.type === 'reviewed') {
      busy = false;
      if (msg.type === 'analysed') showLines(msg.lines);
      else {
        review.judged = msg.all;
        drawReview();
        el.review.disabled = false;
        el.review.textContent = 'Review the game again';
        // Back to the position shown.
        analysedLink = '';
        update(host.state());
      }
    } else if (msg.type === 'error') {
      busy = false;
      host.message('error', `The analysis failed: ${msg.message}`);
    }
  }

  /** @param {AnalysisLines | null} a */
  function showLines(a) {
    shown = a;
    el.lines.replaceChildren();
    if (!a) {
      el.depth.textContent = 'Nothing to analyse here: the game is over, or the dice are to be rolled.';
      return;
    }
    el.depth.textContent = `Depth ${a.depth}${host.state().game && host.state().game.dice ? ' turns' : ''}, ${Math.round(a.nodes).toLocaleString('en')} positions`;
    a.lines.forEach((line, k) => {
      const row = document.createElement('div');
      row.className = 'analysis-line';
      const value = document.createElement('span');
      value.className = 'analysis-value';
      value.textContent = valueText(line);
      row.append(value);
      line.moves.forEach((san, j) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'analysis-move';
        b.dataset.line = String(k);
        b.dataset.move = String(j);
        b.textContent = san;
        row.append(b);
      });
      el.lines.append(row);
      // Games of more sides: where each player stands at the line's end.
      const players = host.state().game ? host.state().game.players : [];
      if (line.standings.length) {
        const stand = document.createElement('div');
        stand.className = 'analysis-standings';
        stand.textContent = line.standings
          .map((s, p) => `${players[p] ? players[p].name : p + 1} ${s >= 0 ? '+' : ''}${(s / 100).toFixed(1)}`)
          .join(' · ');
        el.lines.append(stand);
      }
    });
  }

  el.lines.addEventListener('click', (e) => {
    const b = /** @type {HTMLElement} */ (e.target).closest('button.analysis-move');
    if (!(b instanceof HTMLElement) || !shown) return;
    const line = shown.lines[Number(b.dataset.line)];
    if (!line) return;
    if (!host.canPlayLines()) {
      host.message('notice', 'Lines go on the board once the game is over, or in a game between people: the computer is playing this one.');
      return;
    }
    const upto = Number(b.dataset.move);
    for (let j = 0; j <= upto && j < line.indices.length; j++) host.play(line.indices[j]);
  });

  el.review.addEventListener('click', () => {
    const v = host.state().view;
    if (!v) return;
    // The review reads the main line from the link (every move, whatever ply is shown).
    review = { link: v.link, judged: [] };
    el.review.disabled = true;
    el.review.textContent = 'Reviewing…';
    drawReview();
    const id = nextId++;
    send(() => ({ type: 'review', id, link: v.link, nodes: REVIEW_NODES }));
  });

  /** The graph of the review (an SVG polyline over the moves) and the list of marked moves. */
  function drawReview() {
    const game = host.state().game;
    const judged = review.judged;
    el.graphBox.hidden = judged.length === 0;
    el.marks.replaceChildren();
    const svg = el.graph;
    svg.replaceChildren();
    if (!judged.length || !game) return;
    const last = judged[judged.length - 1].ply + 1;
    const width = 300;
    const height = 80;
    const x = (/** @type {number} */ ply) => (ply / Math.max(1, last)) * width;
    const twoSides = game.sides === 2;
    // Two sides: the first side's winning chances; more players: each move's loss.
    const y = (/** @type {Judged} */ j) => (twoSides ? (1 - graphValue(j)) / 2 : 1 - Math.min(1, j.loss)) * height;
    const ns = 'http://www.w3.org/2000/svg';
    const mid = document.createElementNS(ns, 'line');
    mid.setAttribute('x1', '0');
    mid.setAttribute('x2', String(width));
    mid.setAttribute('y1', String(twoSides ? height / 2 : height));
    mid.setAttribute('y2', String(twoSides ? height / 2 : height));
    mid.setAttribute('class', 'graph-axis');
    svg.append(mid);
    const path = document.createElementNS(ns, 'polyline');
    path.setAttribute('points', judged.map((j) => `${x(j.ply + 1).toFixed(1)},${y(j).toFixed(1)}`).join(' '));
    path.setAttribute('class', 'graph-line');
    svg.append(path);
    for (const j of judged) {
      if (!j.mark) continue;
      const dot = document.createElementNS(ns, 'circle');
      dot.setAttribute('cx', x(j.ply + 1).toFixed(1));
      dot.setAttribute('cy', y(j).toFixed(1));
      dot.setAttribute('r', '3');
      dot.setAttribute('class', `graph-mark ${j.mark}`);
      svg.append(dot);
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `mark ${j.mark}`;
      b.dataset.ply = String(j.ply + 1);
      const who = game.players[j.player] ? game.players[j.player].name : '';
      b.textContent = `${who}: ${j.moves.join(', ')}${SIGNS[j.mark]} ${j.mark}, best ${j.best.moves.slice(0, 3).join(' ')}`;
      li.append(b);
      el.marks.append(li);
    }
  }

  // A click on the graph shows the position after the move nearest to it.
  el.graph.addEventListener('click', (e) => {
    const judged = review.judged;
    if (!judged.length) return;
    const box = el.graph.getBoundingClientRect();
    const share = (e.clientX - box.left) / Math.max(1, box.width);
    const last = judged[judged.length - 1].ply + 1;
    host.goTo(Math.round(share * last));
  });
  el.marks.addEventListener('click', (e) => {
    const b = /** @type {HTMLElement} */ (e.target).closest('button[data-ply]');
    if (b instanceof HTMLElement) host.goTo(Number(b.dataset.ply));
  });
  el.panel.addEventListener('toggle', () => {
    if (!el.panel.open) {
      stop();
      analysedLink = '';
    }
    update(host.state());
  });

  /** @param {State} state */
  function update(state) {
    const v = state.view;
    if (!el.panel.open || !v) return;
    // A review under way keeps the worker until it ends.
    if (busy && job.kind === 'review') return;
    if (v.link === analysedLink) return;
    analysedLink = v.link;
    shown = null;
    el.lines.replaceChildren();
    el.depth.textContent = 'Thinking…';
    const id = nextId++;
    send(() => ({ type: 'analyse', id, link: v.link, lines: LINES, movetime: ANALYSIS_TIME }));
  }

  return {
    update,
    /**
     * Comments for the exported record from the review of the game shown: after each move
     * judged (with dice, after its turn), its evaluation (`[%eval ...]` for the first side in
     * games of two sides) and, for a marked move, the mark and the best line. Empty when the game shown was not reviewed.
     * @returns {[number, string][]}
     */
    notes() {
      const v = host.state().view;
      if (!v || !review.link || !sameMainLine(review.link, v.link)) return [];
      return review.judged.map((j) => {
        const value = valueText({ score: j.played, first: j.first, mate: j.mate });
        // The value for the first side, as PGN readers take `[%eval]`; in games of more sides
        // the value for the player who moved.
        const game = host.state().game;
        const who = game && game.players[j.player] ? game.players[j.player].name : '';
        let text = j.first != null || j.mate != null ? `[%eval ${value.replace(/^\+/, '')}]` : `${value} for ${who}`;
        if (j.mark) text += ` ${j.mark[0].toUpperCase()}${j.mark.slice(1)}. Best: ${j.best.moves.join(' ')} (${valueText(j.best)})`;
        return /** @type {[number, string]} */ ([j.ply + j.moves.length - 1, text]);
      });
    },
  };
}

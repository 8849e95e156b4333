// The Problem panel: the position shown solved as a chess problem (`#2`, `h#2`, `h#2.5`, `s#2`,
// `ser-h#3`), in a worker of its own (ai-worker.js) with a progress line and a Cancel that ends
// the worker, so the page stays responsive. The solution tree is drawn under the board as
// problemists read it: the key `!` with its threat and the defences with their mates, the tries
// `?` with their refutation `!`, set play, a helpmate's solutions. Every move is a button that
// plays its line up to that move on the board: the engine gives each move the path of indices
// in the legal moves from the position the line starts at, so no rule is decided here. A link
// with a stipulation (`t=`) opens the panel with it, ready to solve.

import { engineWorker } from './computer.js';
import { closestTo } from './dom.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./problem-types.js').ProblemSolution} ProblemSolution */
/** @typedef {import('./problem-types.js').ProblemAttack} ProblemAttack */
/** @typedef {import('./problem-types.js').ProblemDefence} ProblemDefence */
/** @typedef {import('./problem-types.js').ProblemMove} ProblemMove */

/**
 * What the Problem panel needs from the page.
 * @typedef {object} ProblemHost
 * @property {() => State} state
 * @property {() => string} stipulation the stipulation the game's link carries ('' for none)
 * @property {(text: string) => boolean} setStipulation makes the game's start this problem (false and a message when it cannot)
 * @property {(link: string, path: number[], keep: boolean) => boolean} playLine opens the link and plays the moves by index
 * @property {(kind: 'error' | 'notice', text: string) => void} message
 */

/**
 * A move number for a helpmate's line, as problemists write it: Black's move and White's answer
 * make one number; `1...` first when White starts (`.5`); a series numbers each move but the last.
 * @param {string} stipulation
 * @param {number} i the move's place in the line
 * @param {number} length the line's length
 * @returns {string} the number to write before the move, or ''
 */
export function helpNumber(stipulation, i, length) {
  if (stipulation.startsWith('ser-')) return i + 1 < length ? `${i + 1}.` : '';
  const offset = stipulation.endsWith('.5') ? 1 : 0;
  const ply = i + offset;
  const number = Math.floor(ply / 2) + 1;
  if (i === 0 && offset === 1) return `${number}...`;
  return ply % 2 === 0 ? `${number}.` : '';
}

/**
 * The problem a link holds: the link without its moves and ply.
 * @param {string} link
 * @returns {string}
 */
export function problemKey(link) {
  return link.replace(/&[mp]=[^&]*/g, '');
}

/**
 * The summary of a solution for people.
 * @param {ProblemSolution} s
 * @returns {string}
 */
export function summaryText(s) {
  const n = Math.max(s.keys.length, s.lines.length);
  if (s.status === 'no solution') return 'No solution.';
  if (s.keys.length) return n > 1 ? `Cooked: ${n} keys.` : 'Solved: one key.';
  return n === 1 ? '1 solution.' : `${n} solutions.`;
}

/**
 * Binds the Problem panel and returns `{ update(state), options({ tries, set }) }`.
 * @param {ProblemHost} host
 */
export function createProblem(host) {
  const $ = (/** @type {string} */ id) => document.getElementById(id);
  const el = {
    panel: /** @type {HTMLDetailsElement} */ ($('problem-panel')),
    stip: /** @type {HTMLInputElement} */ ($('problem-stip')),
    tries: /** @type {HTMLInputElement} */ ($('problem-tries')),
    set: /** @type {HTMLInputElement} */ ($('problem-set')),
    threats: /** @type {HTMLInputElement} */ ($('problem-threats')),
    solve: /** @type {HTMLButtonElement} */ ($('problem-solve')),
    cancel: /** @type {HTMLButtonElement} */ ($('problem-cancel')),
    progress: $('problem-progress'),
    tree: $('problem-tree'),
  };
  /** @type {Worker | null} */
  let worker = null;
  let ready = false;
  let nextId = 1;
  let jobId = 0;
  /** The request waiting for the worker to start. */
  /** @type {import('./problem-types.js').ProblemRequest | null} */
  let pending = null;
  /** @type {ProblemSolution | null} */
  let solution = null;
  /** The links of the games the panel opened (the problem, the lines): replaced without keeping. */
  const opened = new Set();
  /** The last link seen, and the problem it holds (its link without moves and ply). */
  let seenLink = '';
  let shownProblem = '';

  function stop() {
    if (worker) worker.terminate();
    worker = null;
    ready = false;
    pending = null;
    jobId = 0;
    el.solve.disabled = false;
    el.cancel.hidden = true;
  }

  function say(/** @type {string} */ text, bad = false) {
    el.progress.textContent = text;
    el.progress.classList.toggle('bad', bad);
  }

  function startWorker() {
    worker = engineWorker(receive, (failed, why) => {
      if (failed !== worker) return;
      stop();
      say(`The solver stopped: ${why}.`, true);
    });
    ready = false;
  }

  function receive(/** @type {Worker} */ w, /** @type {import('./engine-types.js').WorkerAnswer} */ msg) {
    if (w !== worker) return;
    if (msg.type === 'ready') {
      ready = true;
      const go = pending;
      pending = null;
      if (go) worker.postMessage(go);
      return;
    }
    if (!('id' in msg) || msg.id !== jobId) return;
    if (msg.type === 'solving') {
      const p = msg.progress;
      say(`Solving ${el.stip.value.trim()}: first move ${Math.min(p.done + 1, p.total)} of ${p.total}, ${Math.round(p.nodes).toLocaleString('en')} positions…`);
    } else if (msg.type === 'solved') {
      jobId = 0;
      el.solve.disabled = false;
      el.cancel.hidden = true;
      solution = msg.solution;
      opened.add(solution.starts[0]);
      say(`${summaryText(solution)} ${Math.round(solution.nodes).toLocaleString('en')} positions searched.`);
      draw();
    } else if (msg.type === 'error') {
      stop();
      say(`This problem cannot be solved: ${msg.message}`, true);
    }
  }

  function solve() {
    const v = host.state().view;
    const stip = el.stip.value.trim();
    if (!v) return;
    if (!stip) {
      say('Write a stipulation first, such as #2 or h#2.', true);
      return;
    }
    // At the start of the game, the game becomes the problem: its link carries the stipulation.
    if (v.ply === 0) {
      if (!host.setStipulation(stip)) {
        say('', false);
        return;
      }
      shownProblem = problemKey(host.state().view.link);
    }
    if (jobId) stop();
    if (!worker) {
      try {
        startWorker();
      } catch (e) {
        say(`The solver cannot start: ${e.message || e}.`, true);
        return;
      }
    }
    solution = null;
    el.tree.replaceChildren();
    jobId = nextId++;
    const request = { type: /** @type {'solve'} */ ('solve'), id: jobId, link: host.state().view.link, stipulation: stip, tries: el.tries.checked, set: el.set.checked };
    el.solve.disabled = true;
    el.cancel.hidden = false;
    say(`Solving ${stip}…`);
    if (ready) worker.postMessage(request);
    else pending = request;
  }

  /**
   * A move's button.
   * @param {ProblemMove} m
   * @param {string} before the move number
   * @param {string} [mark] `!` or `?`
   */
  function moveButton(m, before, mark = '') {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'problem-move';
    b.dataset.start = String(m.start);
    b.dataset.path = m.path.join(',');
    b.textContent = `${before}${m.san}${mark}`;
    return b;
  }

  /** A row of the tree, indented by `depth`. */
  function row(/** @type {number} */ depth, /** @type {string} */ kind) {
    const r = document.createElement('div');
    r.className = `problem-row ${kind}`;
    r.style.marginLeft = `${depth * 1.2}rem`;
    el.tree.append(r);
    return r;
  }

  const text = (/** @type {string} */ t) => document.createTextNode(t);

  /**
   * White's move `a` (move number `n`) and what follows it.
   * @param {ProblemAttack} a
   * @param {number} n
   * @param {number} depth
   * @param {string} mark
   */
  function attack(a, n, depth, mark) {
    const r = row(depth, mark === '!' ? 'key' : mark === '?' ? 'try' : 'attack');
    r.append(moveButton(a.move, `${n}.`, mark));
    const threats = el.threats.checked;
    if (threats && a.zugzwang) r.append(text(' zugzwang'));
    if (threats && a.threat.length) {
      r.append(text(' threat:'));
      for (const t of a.threat) r.append(text(' '), moveButton(t.move, `${n + 1}.`));
    }
    if (threats) for (const d of a.variations) defence(d, n, depth + 1);
    for (const f of a.refutations) {
      const but = row(depth + 1, 'refutation');
      but.append(text('but '), moveButton(f, `${n}...`, '!'));
    }
  }

  /**
   * Black's move `d` (move number `n`) with White's continuations.
   * @param {ProblemDefence} d
   * @param {number} n
   * @param {number} depth
   */
  function defence(d, n, depth) {
    const r = row(depth, 'defence');
    r.append(moveButton(d.move, `${n}...`));
    const leaves = d.replies.every((a) => !a.variations.length && !a.threat.length && !a.refutations.length);
    if (leaves) {
      for (const a of d.replies) r.append(text(' '), moveButton(a.move, `${n + 1}.`));
      if (d.replies.length > 1) r.append(text(' (duals)'));
    } else {
      for (const a of d.replies) attack(a, n + 1, depth + 1, '');
    }
  }

  function draw() {
    el.tree.replaceChildren();
    if (!solution) return;
    const s = solution;
    if (s.set.length) {
      row(0, 'heading').textContent = 'Set play:';
      for (const d of s.set) defence(d, 1, 1);
    }
    for (const k of s.keys) attack(k, 1, 0, '!');
    for (const t of s.tries) attack(t, 1, 0, '?');
    for (const line of s.lines) {
      const r = row(0, 'help');
      line.forEach((m, i) => r.append(i ? text(' ') : text(''), moveButton(m, helpNumber(s.stipulation, i, line.length))));
    }
  }

  el.tree.addEventListener('click', (e) => {
    const b = closestTo(e, 'button.problem-move');
    if (!b || !solution) return;
    const link = solution.starts[Number(b.dataset.start)];
    const path = b.dataset.path ? b.dataset.path.split(',').map(Number) : [];
    const v = host.state().view;
    // The game shown goes to the recent games unless the panel opened it.
    const keep = !!v && !opened.has(v.link);
    if (!host.playLine(link, path, keep)) return;
    const now = host.state().view;
    if (now) opened.add(now.link);
    for (const x of el.tree.querySelectorAll('[aria-current]')) x.removeAttribute('aria-current');
    b.setAttribute('aria-current', 'true');
  });
  el.solve.addEventListener('click', solve);
  el.stip.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') solve();
  });
  el.cancel.addEventListener('click', () => {
    stop();
    say('Cancelled.');
  });
  el.threats.addEventListener('change', draw);

  /** @param {State} state */
  function update(state) {
    const v = state.view;
    if (!v || state.editing || v.link === seenLink) return;
    seenLink = v.link;
    // A problem's link opens the panel with its stipulation, ready to solve.
    const key = problemKey(v.link);
    const stip = key === shownProblem ? '' : host.stipulation();
    if (!stip) return;
    shownProblem = key;
    el.stip.value = stip;
    el.panel.open = true;
    if (solution && problemKey(solution.starts[0]) === key) return;
    if (jobId) stop();
    solution = null;
    say(`Ready to solve ${stip}.`);
    draw();
  }

  return {
    update,
    /**
     * The options a problem asks for (from a Popeye file).
     * @param {{ tries: boolean, set: boolean }} o
     */
    options(o) {
      el.tries.checked = o.tries;
      el.set.checked = o.set;
    },
  };
}

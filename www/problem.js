// The Problem panel: the position shown solved as a chess problem (`#2`, `h#2`, `h#2.5`, `s#2`,
// `ser-h#3`), in a worker of its own (ai-worker.js) with a progress line and a Cancel that ends
// the worker, so the page stays responsive. The solution tree is drawn under the board as
// problemists read it: the key `!` with its threat and the defences with their mates, the tries
// `?` with their refutation `!`, set play, a helpmate's solutions. Every move is a button that
// plays its line up to that move on the board: the engine gives each move the path of indices
// in the legal moves from the position the line starts at, so no rule is decided here. A link
// with a stipulation (`t=`) opens the panel with it, ready to solve.

import { engineWorker } from './engine-worker.js';
import { closestTo } from './dom.js';
import { drawSolution, lineOf, summaryText, problemKey } from './problem-tree.js';
import { createProblemList } from './problem-list.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./problem-types.js').ProblemSolution} ProblemSolution */

/**
 * What the Problem panel needs from the page.
 * @typedef {object} ProblemHost
 * @property {() => State} state
 * @property {() => string} stipulation the stipulation the game's link carries ('' for none)
 * @property {(text: string) => boolean} setStipulation makes the game's start this problem (false and a message when it cannot)
 * @property {(link: string, path: number[], keep: boolean) => boolean} playLine opens the link and plays the moves by index
 * @property {(link: string, keep: boolean) => boolean} openLink opens a problem's link, the game shown kept in the recent games or not (false and a message when it cannot)
 * @property {(kind: 'error' | 'notice', text: string) => void} message
 */

/**
 * Binds the Problem panel and returns `{ update(state), offer(problems) }`.
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
  // The problems of the last Popeye text imported, when it holds several.
  const list = createProblemList((p, keep) => {
    if (!host.openLink(p.link, keep)) return false;
    el.tries.checked = p.tries;
    el.set.checked = p.set;
    return true;
  });

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

  function draw() {
    drawSolution(el.tree, solution, el.threats.checked);
  }

  el.tree.addEventListener('click', (e) => {
    const b = closestTo(e, 'button.problem-move');
    const line = b && lineOf(solution, b);
    if (!line) return;
    const v = host.state().view;
    // The game shown goes to the recent games unless the panel opened it.
    const keep = !!v && !opened.has(v.link);
    if (!host.playLine(line.link, line.path, keep)) return;
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
    // The panel is there only in the games the solver takes.
    if (state.game) el.panel.hidden = !state.game.problems;
    if (!v || state.editing || v.link === seenLink) return;
    seenLink = v.link;
    list.update(v.link);
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
     * The problems of a Popeye text: the first that can be solved is opened with the options it
     * asks for, and all are listed when there are several. Returns the problem opened, or null.
     * @param {import('./problem-types.js').PopeyeProblem[]} problems
     */
    offer: (problems) => list.offer(problems),
  };
}

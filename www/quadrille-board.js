// <quadrille-board>: a live board of any Quadrille game for any web page, with two lines of HTML:
//
//   <script type="module" src="https://your.host/quadrille/www/quadrille-board.js"></script>
//   <quadrille-board game="alice" moves="e4 d5 exd5" interactive></quadrille-board>
//
// It uses the same engine and renderer as the game's page. Attributes: `game` (an id, default
// chess), `options` (`name=value,...`), `position` (a position text), `moves` (moves in SAN or long
// algebraic notation, separated by spaces or commas), `ply` (the ply shown), `link` (a whole game
// link, instead of the attributes before), `interactive` (moves can be made), `flipped`,
// `piece-set` (`drawn` or `letters`; without it, the set chosen on the game page of the same site),
// `select` (a cell name: its piece's legal targets are marked, as
// when a player picks it), `no-rules` (leaves out the link to the game's rules page),
// `stipulation` (`#2`, `h#2`...: the position is solved as a chess problem and its solution shown
// under the board, each move playing its line; a link's own stipulation, `t=`, does the same). Sized by CSS (its width, and `max-height`); coloured by CSS
// custom properties (see theme.js), else as the Look menu of the game page chose (board colours,
// light or dark, the system's light or dark with "System"; saved-look.js). Events: `move` and `gameend` (both bubble out of the element),
// `error` when the attributes cannot be set up (the element then shows the message).

import { loadBindings, engineFiles } from './loader.js';
import { drawSolution, lineOf, summaryText } from './problem-tree.js';
import { openEngine, EngineCrash } from './engine.js';
import { computeLayout, cellCentre } from './layout.js';
import { createPieceSet, drawDisc } from './pieces.js';
import { render } from './render.js';
import { bindBoard } from './input.js';
import { themeOf } from './theme.js';
import { loadLook, lookTheme, isDark, watchLook } from './saved-look.js';
import * as S from './state.js';
import { closestTo } from './dom.js';

const STYLE = `
:host { display: block; position: relative; font: 14px system-ui, sans-serif; color: #222; }
:host([data-look='dark']) { color: #e6e3dc; background: #161512; border-radius: 4px; }
:host([hidden]) { display: none; }
.wrap { position: relative; width: 100%; }
canvas { display: block; margin: 0 auto; touch-action: none; user-select: none; }
.status { margin: 0.25em 0 0; text-align: center; font-size: 0.9em; min-height: 1.3em; }
.error { margin: 0; padding: 0.5em 0.7em; border: 1px solid #e0a39b; border-radius: 6px;
  background: #fdecea; color: #7a1c10; overflow-wrap: anywhere; }
.error[hidden], .chooser[hidden], .rules[hidden] { display: none; }
.rules { display: block; margin: 0.15em 0 0; text-align: center; font-size: 0.85em; color: inherit; }
.chooser { position: absolute; z-index: 2; display: flex; flex-wrap: wrap; gap: 4px; padding: 4px;
  background: #fff; border: 1px solid #888; border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,.3); }
.chooser button { min-width: 44px; min-height: 40px; font: inherit; cursor: pointer; }
.solution { margin: 0.3em 0 0; font-size: 0.9em; }
.solution[hidden] { display: none; }
.problem-row { display: flex; flex-wrap: wrap; gap: 0.15em; align-items: center; margin: 0.1em 0; }
.problem-row.key { font-weight: 600; }
.problem-move { font: inherit; padding: 0.1em 0.3em; cursor: pointer; }
`;

/**
 * The targets the renderer marks for the selected piece: [to, arrive] cell pairs, each once.
 * @param {import('./state.js').State} state
 * @returns {[number, number][]}
 */
function markedTargets(state) {
  const seen = new Map();
  for (const { move } of S.movesFrom(state, state.selected)) seen.set(`${move.to}:${move.arrive}`, [move.to, move.arrive]);
  return [...seen.values()];
}

/**
 * A piece set that draws every piece as a disc with its letter.
 * @returns {import('./pieces.js').PieceSet}
 */
function letterPieces() {
  return { draw: drawDisc, url: () => null };
}

// Every board on the page follows the look saved by the game page (one watcher for them all).
const boards = new Set();
let watching = false;
/**
 * @param {QuadrilleBoard} board
 */
function followLook(board) {
  boards.add(board);
  if (watching) return;
  watching = true;
  watchLook(() => boards.forEach((b) => b._lookChanged()));
}

/**
 * Reads `name=value,name=value` into an options object (or null).
 * @param {string | null} text
 * @returns {import('./engine-types.js').GameOptions | null}
 */
function readOptions(text) {
  if (!text || !text.trim()) return null;
  /** @type {import('./engine-types.js').GameOptions} */
  const out = {};
  for (const item of text.split(',')) {
    const [name, value] = item.split('=').map((s) => (s || '').trim());
    if (!name || !value) throw new Error(`the option "${item.trim()}" is not written name=value`);
    out[name] = value;
  }
  return out;
}

export class QuadrilleBoard extends HTMLElement {
  static get observedAttributes() {
    return ['game', 'options', 'position', 'moves', 'ply', 'link', 'interactive', 'flipped', 'piece-set', 'select', 'no-rules', 'stipulation'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${STYLE}</style>
      <div class="wrap" part="board"><canvas></canvas><div class="chooser" hidden></div></div>
      <p class="status" part="status" aria-live="polite"></p>
      <p class="error" part="error" role="alert" hidden></p>
      <a class="rules" part="rules" hidden>Rules of this game</a>
      <div class="solution" part="solution" hidden><p class="solution-status" aria-live="polite"></p><div class="solution-tree"></div></div>`;
    this._canvas = root.querySelector('canvas');
    this._wrap = /** @type {HTMLElement} */ (root.querySelector('.wrap'));
    this._status = /** @type {HTMLElement} */ (root.querySelector('.status'));
    this._error = /** @type {HTMLElement} */ (root.querySelector('.error'));
    this._chooser = /** @type {HTMLElement} */ (root.querySelector('.chooser'));
    this._rules = /** @type {HTMLAnchorElement} */ (root.querySelector('.rules'));
    this._state = { ...S.initialState(), autoFlip: false };
    /** @type {import('./engine-types.js').GameHandle | null} */
    this._handle = null;
    /** @type {import('./engine-types.js').Engine | null} */
    this._engine = null;
    /** @type {import('./layout.js').Layout | null} */
    this._layout = null;
    this._frame = 0;
    /** @type {import('./saved-look.js').Look | null} */
    this._look = null;
    /** @type {import('./pieces.js').PieceSet | null} */
    this._pieces = null;
    /** @type {ResizeObserver | null} */
    this._resize = null;
    this._reloading = false;
    this._drawn = createPieceSet(() => this._schedule());
    this._bound = false;
    // The problem shown (stipulation attribute or t=): its box, the solution and the worker.
    this._solutionBox = /** @type {HTMLElement} */ (root.querySelector('.solution'));
    /** @type {import('./problem-types.js').ProblemSolution | null} */
    this._solution = null;
    this._solved = '';
    /** @type {Worker | null} */
    this._worker = null;
    this._solutionBox.addEventListener('click', (e) => {
      const b = closestTo(e, 'button.problem-move');
      const line = b && lineOf(this._solution, b);
      if (line) this._playLine(line.link, line.path);
    });
    this._chooser.addEventListener('click', (e) => {
      const b = closestTo(e, 'button');
      if (b && b.dataset.index !== undefined) this._play(Number(b.dataset.index));
      else this._set(S.closeChoice(this._state));
    });
  }

  connectedCallback() {
    followLook(this);
    this._lookChanged();
    this._resize = new ResizeObserver(() => this._schedule());
    this._resize.observe(this);
    loadBindings()
      .then((b) => {
        this._engine = openEngine(b);
        this._load();
      })
      .catch((e) => this._fail(`The game engine could not be loaded: ${e.message || e}`));
  }

  disconnectedCallback() {
    boards.delete(this);
    if (this._resize) this._resize.disconnect();
    if (this._handle && this._engine) this._engine.release(this._handle);
    this._handle = null;
    if (this._worker) this._worker.terminate();
    this._worker = null;
  }

  attributeChangedCallback() {
    if (!this._engine || this._reloading) return;
    this._reloading = true;
    queueMicrotask(() => {
      this._reloading = false;
      this._load();
    });
  }

  // The public API: the game's link and position, and moves played from script.

  /** The link of the game shown (see docs/link-format.md), or '' before it is loaded. */
  get link() {
    return this._state.view ? this._state.view.link : '';
  }

  /** The text of the position shown. */
  get position() {
    return this._state.view ? this._state.view.position : '';
  }

  /** Plays a move written in SAN or long algebraic notation; throws with the engine's message. */
  play(text) {
    const before = this._state.view;
    this._engine.playText(this._handle, text);
    this._afterMove(before);
  }

  /** Takes back the last move. */
  undo() {
    this._engine.undo(this._handle);
    this._refresh();
  }

  /** Shows the position after `ply` moves. */
  goTo(ply) {
    this._engine.goTo(this._handle, ply);
    this._refresh();
  }

  /** A plain summary for scripts and tests: game, ply, status, and pieces by cell name. */
  state() {
    const { game, view } = this._state;
    if (!game || !view) return { ready: false, error: this._error.hidden ? null : this._error.textContent };
    const name = (id) => (game.geometry.cells[id] ? game.geometry.cells[id].name : null);
    return {
      ready: true,
      game: game.id,
      ply: view.ply,
      length: view.length,
      link: view.link,
      position: view.position,
      status: view.status.text,
      over: view.status.over,
      toMove: view.status.toMove,
      history: [...view.history],
      pieces: view.pieces.map((p) => ({ cell: name(p.cell), letter: p.letter, owner: p.owner })),
      selected: this._state.selected == null ? null : name(this._state.selected),
      targets: markedTargets(this._state).map(([to, arrive]) => ({ to: name(to), arrive: name(arrive) })),
      interactive: this.hasAttribute('interactive'),
    };
  }

  /** The centre of a cell (by name) in page coordinates, or null. */
  cellCentre(name) {
    const { game } = this._state;
    if (!game || !this._layout) return null;
    const id = game.geometry.cells.findIndex((c) => c.name === name);
    const p = id >= 0 ? cellCentre(this._layout, id) : null;
    if (!p) return null;
    const r = this._canvas.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }

  // Inside.

  _load() {
    const engine = this._engine;
    let g = null;
    try {
      const link = this.getAttribute('link');
      if (link) {
        g = engine.fromLink(link.replace(/^#/, ''));
      } else {
        const id = this.getAttribute('game') || 'chess';
        const options = readOptions(this.getAttribute('options'));
        const position = this.getAttribute('position');
        g = position ? engine.fromText(id, options, position) : engine.create(id, options);
        const moves = (this.getAttribute('moves') || '').split(/[\s,]+/).filter(Boolean);
        moves.forEach((m, i) => {
          try {
            engine.playText(g, m);
          } catch (e) {
            throw new Error(`move ${i + 1} (${m}) cannot be played: ${e.message}`);
          }
        });
        if (this.hasAttribute('ply')) engine.goTo(g, Number(this.getAttribute('ply')));
      }
    } catch (e) {
      if (g) engine.release(g);
      this._fail(`This board could not be set up: ${e.message || e}`);
      return;
    }
    if (this._handle) engine.release(this._handle);
    this._handle = g;
    let state = S.withGame(this._state, engine.info(g), engine.snapshot(g));
    if (state.flipped !== this.hasAttribute('flipped')) state = S.toggleFlip(state);
    const select = this.getAttribute('select');
    const cell = select ? state.game.geometry.cells.findIndex((c) => c.name === select) : -1;
    if (select && cell < 0) {
      engine.release(g);
      this._handle = null;
      this._fail(`This board could not be set up: ${select} is not a cell of this game`);
      return;
    }
    state = cell >= 0 ? S.select(state, cell) : S.clearSelection(state);
    this._rules.href = new URL(`rules.html?game=${encodeURIComponent(state.game.id)}`, import.meta.url).href;
    this._rules.hidden = this.hasAttribute('no-rules');
    this._error.hidden = true;
    this._lookChanged();
    this._set(state);
    if (this.hasAttribute('interactive') && !this._bound) this._bind();
    this._autoStep();
    this.dataset.ready = 'true';
    this._problem();
  }

  /** Solves the position shown when a stipulation is given (once per problem), in a worker. */
  _problem() {
    const engine = this._engine;
    const stip = (this.getAttribute('stipulation') || engine.stipulation(this._handle)).trim();
    const link = this._state.view.link;
    const status = this._solutionBox.querySelector('.solution-status');
    const tree = /** @type {HTMLElement} */ (this._solutionBox.querySelector('.solution-tree'));
    this._solutionBox.hidden = !stip;
    if (!stip || `${stip}|${link}` === this._solved) return;
    this._solved = `${stip}|${link}`;
    this._solution = null;
    drawSolution(tree, null, true);
    status.textContent = `Solving ${stip}…`;
    const done = (/** @type {import('./problem-types.js').ProblemSolution} */ s) => {
      this._solution = s;
      status.textContent = summaryText(s);
      drawSolution(tree, s, true);
      this.dispatchEvent(new CustomEvent('solved', { detail: { status: s.status, text: s.text } }));
    };
    const failed = (/** @type {string} */ why) => (status.textContent = `This problem cannot be solved: ${why}`);
    if (this._worker) this._worker.terminate();
    this._worker = null;
    const urls = engineFiles();
    if (!urls) {
      // The game's own page: its engine came from Trunk's loader; solve here.
      loadBindings()
        .then((b) => done(new b.Thinker().solveProblem(link, stip, false, false, () => {})))
        .catch((e) => failed(e.message || String(e)));
      return;
    }
    const w = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
    this._worker = w;
    w.onmessage = (/** @type {MessageEvent<import('./engine-types.js').WorkerAnswer>} */ e) => {
      const msg = e.data;
      if (msg.type === 'ready') w.postMessage({ type: 'solve', id: 1, link, stipulation: stip, tries: false, set: false });
      else if (msg.type === 'solving') status.textContent = `Solving ${stip}: first move ${Math.min(msg.progress.done + 1, msg.progress.total)} of ${msg.progress.total}…`;
      else if (msg.type === 'solved' || msg.type === 'error') {
        if (msg.type === 'solved') done(msg.solution);
        else failed(msg.message);
        w.terminate();
        if (this._worker === w) this._worker = null;
      }
    };
    w.onerror = (e) => failed(e.message || 'an error in its worker');
    w.postMessage({ type: 'init', ...urls });
  }

  /** Shows a line of the solution: the link it starts from, then the moves by index. */
  _playLine(link, path) {
    const engine = this._engine;
    let g = null;
    try {
      g = engine.fromLink(link);
      for (const index of path) engine.play(g, index);
    } catch (e) {
      if (g) engine.release(g);
      this._fail(`This line cannot be shown: ${e.message || e}`);
      return;
    }
    if (this._handle) engine.release(this._handle);
    this._handle = g;
    this._set(S.withGame(this._state, engine.info(g), engine.snapshot(g)));
  }

  /**
   * Takes the look saved by the game page: light or dark, the board's colours (under any CSS
   * custom property of the element) and the piece set (unless the `piece-set` attribute says).
   */
  _lookChanged() {
    this._look = loadLook();
    this.dataset.look = isDark(this._look) ? 'dark' : 'light';
    const set = this.getAttribute('piece-set') || this._look.pieces;
    this._pieces = set === 'letters' ? letterPieces() : this._drawn;
    this._schedule();
  }

  _fail(text) {
    this._error.textContent = text;
    this._error.hidden = false;
    this._status.textContent = '';
    this.dispatchEvent(new CustomEvent('error', { detail: { message: text } }));
  }

  _set(state) {
    this._state = state;
    this._schedule();
  }

  _schedule() {
    if (!this._frame) this._frame = requestAnimationFrame(() => this._draw());
  }

  _draw() {
    this._frame = 0;
    const { game, view } = this._state;
    if (!game || !view) return;
    const style = getComputedStyle(this);
    const maxWidth = Math.max(60, this._wrap.clientWidth || this.clientWidth || 320);
    const cap = parseFloat(style.maxHeight);
    const maxHeight = Number.isFinite(cap) ? Math.max(60, cap - this._status.offsetHeight - 8) : maxWidth * 3;
    const turns = S.turnsOf(this._state);
    const key = `${game.id}|${maxWidth}|${maxHeight}|${turns}|${this._state.shift}`;
    if (!this._layout || this._layout.key !== key) {
      this._layout = computeLayout(game.geometry, maxWidth, maxHeight, turns, this._state.shift);
      this._layout.key = key;
    }
    if (render(this._canvas, this._state, this._layout, this._pieces, themeOf(this, lookTheme(this._look)))) this._schedule();
    this._status.textContent = view.status.text;
    this._fillChooser();
  }

  _fillChooser() {
    const { choice, view } = this._state;
    if (!choice || !view || !this._layout) {
      this._chooser.hidden = true;
      return;
    }
    const buttons = choice.map((i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.index = String(i);
      b.textContent = view.moves[i].san;
      return b;
    });
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = '×';
    cancel.setAttribute('aria-label', 'Cancel');
    this._chooser.replaceChildren(...buttons, cancel);
    const target = this._layout.cells[view.moves[choice[0]].to];
    if (target) {
      this._chooser.style.left = `${Math.max(0, target.x)}px`;
      this._chooser.style.top = `${Math.max(0, target.y)}px`;
    }
    this._chooser.hidden = false;
  }

  _bind() {
    this._bound = true;
    const interactive = () => this.hasAttribute('interactive');
    const set = (f) => (...args) => interactive() && this._set(f(this._state, ...args));
    bindBoard(this._canvas, () => (interactive() ? this._state : { ...this._state, view: null }), () => this._layout, {
      select: set(S.select),
      deselect: set(S.clearSelection),
      dragStart: set(S.dragStart),
      dragMove: set(S.dragMove),
      dragEnd: set(S.dragEnd),
      cancelChoice: set(S.closeChoice),
      rotate: set(S.rotate),
      // The placement step of Fortress Chess: a click drops the first piece of the hand.
      play: (index) => interactive() && this._play(index),
      tryMove: (from, cell) => {
        if (!interactive()) return;
        const found = S.movesTo(this._state, from, cell);
        if (found.length === 1) this._play(found[0].index);
        else if (found.length > 1) this._set(S.openChoice(this._state, found.map((x) => x.index)));
      },
    });
  }

  _play(index) {
    const before = this._state.view;
    try {
      this._engine.play(this._handle, index);
    } catch (e) {
      this._recover(e);
      return;
    }
    this._afterMove(before);
  }

  /** After a move: redraw, tell the page, and in games with dice roll for the next player. */
  _afterMove(before) {
    this._refresh();
    const view = this._state.view;
    const move = before && before.moves.find((m) => m.san === view.history[view.ply - 1]);
    this.dispatchEvent(
      new CustomEvent('move', {
        bubbles: true,
        composed: true,
        detail: {
          san: view.history[view.ply - 1],
          lan: move ? move.lan : null,
          player: before ? before.status.toMove : null,
          ply: view.ply,
          position: view.position,
          link: view.link,
        },
      }),
    );
    if (view.status.over && !(before && before.status.over)) this._announceEnd();
    this._autoStep();
  }

  _announceEnd() {
    const { status } = this._state.view;
    this.dispatchEvent(
      new CustomEvent('gameend', {
        bubbles: true,
        composed: true,
        detail: { result: status.result, winners: [...status.winners], text: status.text },
      }),
    );
  }

  /** Games with dice on an interactive board: rolls from the game's seed and plays forced passes. */
  _autoStep() {
    if (!this.hasAttribute('interactive')) return;
    for (let i = 0; i < 8; i++) {
      const v = this._state.view;
      if (!v || !v.dice || v.status.over || v.ply < v.length) return;
      try {
        if (v.dice.needsRoll) this._engine.roll(this._handle);
        else if (v.dice.onlyPass) this._engine.play(this._handle, v.moves.findIndex((m) => m.pass));
        else return;
      } catch (e) {
        this._recover(e);
        return;
      }
      this._refresh();
      if (this._state.view.status.over) this._announceEnd();
    }
  }

  _refresh() {
    this._set(S.withView(this._state, this._engine.snapshot(this._handle)));
  }

  _recover(e) {
    if (e instanceof EngineCrash) {
      this._handle = null;
      this._load();
      this._fail(`The game engine stopped on an internal error (${e.message}); the board was set up again.`);
    } else {
      this._fail(e.message || String(e));
    }
  }
}

if (!customElements.get('quadrille-board')) customElements.define('quadrille-board', QuadrilleBoard);

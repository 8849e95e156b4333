// The page controller: owns the state object and the engine's game handle, makes a game the one
// shown (`adopt`) and shows each new snapshot (`refresh`), turns engine errors into messages, and
// redraws at most once per animation frame. The page's flows are modules of their own, built on
// the `Page` it hands them (page.d.ts): opening and restoring links (opening.js), whose turn it
// is and the moves played (turns.js), Blocking Double Chess's proposals (proposals.js), the recent
// games and the side lines (kept-games.js), and what each control does (actions.js).

import { openEngine, EngineCrash } from './engine.js';
import { boardRoom, fitLayout } from './board-fit.js';
import { createPieceSet } from './pieces.js';
import { render } from './render.js';
import { bindBoard, bindKeys } from './input.js';
import { createUi } from './ui.js';
import { createEditor } from './editor.js';
import { createSharePanel, copyText } from './share.js';
import * as S from './state.js';
import { createComputer } from './computer.js';
import { createAiUi } from './ai-ui.js';
import { isComputer } from './seats.js';
import { exposeState } from './public-state.js';
import { createPlacementPanel } from './placement.js';
import { createConsentPanel, createDuelPanel } from './consent.js';
import { createGameOver } from './game-over.js';
import { createLook } from './look.js';
import { createTypedMove } from './typed-move.js';
import { createAgreement } from './agreement.js';
import { createSound } from './sound.js';
import { createTakenPanel } from './taken.js';
import { bindPieceTip } from './piece-tip.js';
import { createClocks } from './clock.js';
import { createPremove } from './premove.js';
import { bindCursor } from './board-cursor.js';
import { createDescribe } from './describe.js';
import { createKeptGames } from './kept-games.js';
import { createTurns } from './turns.js';
import { createProposals } from './proposals.js';
import { createOpening, DEFAULT_GAME } from './opening.js';
import { createActions } from './actions.js';
import { createAnalysis } from './analysis.js';
import { createCorrespondence } from './correspondence.js';
import { createProblem } from './problem.js';
import { bindTabSync } from './tab-sync.js';
import { createWelcome } from './welcome.js';

/** Cells smaller than this (px) are hard to hit with a finger: the page offers a zoom. */
const SMALL_CELL = 36;

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').GameHandle} GameHandle */
/** @typedef {import('./page.js').Page} Page */

/**
 * Starts the page with the engine bindings.
 * @param {import('./engine-types.js').Bindings} bindings
 */
export function startApp(bindings) {
  const engine = openEngine(bindings);
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
  const wrap = document.getElementById('board-wrap');
  let state = S.initialState();
  /** @type {GameHandle | null} */
  let handle = null;
  /** @type {import('./layout.js').Layout | null} */
  let layout = null;
  let layoutKey = '';
  let frame = 0;
  // Large boards on a small screen: zoomed, the cells are at least ZOOM_CELL px and the board scrolls.
  let zoomed = false;
  /** @type {PerformanceEntry | null} */
  let firstBoard = null;
  const zoomButton = /** @type {HTMLButtonElement} */ (document.getElementById('zoom'));
  const zoomRow = /** @type {HTMLElement} */ (document.getElementById('zoom-row'));
  zoomButton.addEventListener('click', () => {
    zoomed = !zoomed;
    wrap.classList.toggle('zoomed', zoomed);
    zoomButton.setAttribute('aria-pressed', String(zoomed));
    zoomButton.textContent = zoomed ? 'Zoom out' : 'Zoom in';
    schedule();
  });

  const pieces = createPieceSet(() => schedule());

  const setState = (/** @type {State} */ next) => {
    state = next;
    schedule();
  };
  function schedule() {
    if (!frame) frame = requestAnimationFrame(draw);
  }
  // The board's colours (the Look menu).
  /** @type {import('./render.js').Theme} */
  let boardTheme;
  createLook(
    canvas,
    (theme) => {
      boardTheme = theme;
      schedule();
    },
    (set) => pieces.setStyle(set),
  );
  const sound = createSound();
  const updateTaken = createTakenPanel(pieces);
  const clocks = createClocks({
    state: () => state,
    /** A clock ran out: the engine ends the game on time, or the player leaves it. */
    timeOut: (player) => attempt(() => turns.departed(() => engine.timeOut(handle, player))),
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
  });
  // People who ask their system for less motion see moves without the slide.
  const calm = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };
  function currentLayout() {
    if (!state.game || !state.view) return null;
    const geometry = state.game.geometry;
    const room = boardRoom(wrap, geometry, zoomed);
    const turns = S.turnsOf(state);
    const key = `${state.game.id}|${room.maxWidth}|${room.maxHeight}|${turns}|${geometry.cells.length}|${state.shift}|${zoomed}`;
    if (key !== layoutKey) {
      layout = fitLayout(geometry, room, turns, state.shift, zoomed);
      layout.key = key;
      layoutKey = key;
    }
    return layout;
  }
  function draw() {
    frame = 0;
    const l = currentLayout();
    if (l && render(canvas, state, l, pieces, boardTheme)) schedule();
    // For the load benchmark (scripts/measure-page.mjs): when the first board was drawn.
    // The first visit's early board (preview.js) may have been drawn before.
    if (l && !firstBoard) firstBoard = performance.getEntriesByName('quadrille-first-board')[0] || performance.mark('quadrille-first-board');
    // The zoom is offered where the cells are too small for a finger.
    zoomRow.hidden = !zoomed && !(l && l.size < SMALL_CELL);
    updateUi(state, l);
    updateAiUi(state);
    updatePlacement(state);
    updateConsent(state);
    updateDuels(state);
    gameOver.update(state);
    updateTyped(state);
    updateAgreement(state);
    updateTaken(state);
    clocks.update(state);
    updateCursor(state);
    updateDescribe(state);
    analysis.update(state);
    correspondence.update();
    problem.update(state);
    welcome.update(state);
    // The controls just updated may have moved the board (a message opening above it): lay it
    // out again on the next frame, so it never runs off the screen.
    if (l && currentLayout() !== l) schedule();
  }

  // Engine calls: an error becomes a message; a crash drops the handle and restores the game
  // from its last link.
  function attempt(/** @type {() => void} */ fn) {
    try {
      fn();
      return true;
    } catch (e) {
      if (e instanceof EngineCrash) recover(e);
      else setState(S.setMessage(state, 'error', e.message || String(e)));
      return false;
    }
  }
  function recover(/** @type {EngineCrash} */ crash) {
    const link = state.view ? state.view.link : null;
    handle = null;
    const text = `The game engine stopped on an internal error (${crash.message}).`;
    try {
      adopt(link ? engine.fromLink(link) : engine.create(DEFAULT_GAME), link ? state.lines : [], false);
      setState(S.setMessage(state, 'error', `${text} The game was restored to its last position.`));
    } catch (e) {
      setState(S.setMessage(state, 'error', `${text} Please reload the page.`));
    }
  }

  /**
   * Makes `g` the current game (releasing the previous one) and shows it, with its side lines.
   * The game it replaces is kept in the recent games, unless `keep` is false (another line of the
   * same game, or the same game restored).
   * @type {Page['adopt']}
   */
  function adopt(g, lines = [], keep = true, drawings = []) {
    if (editor && editor.active()) editor.close();
    const info = engine.info(g);
    const view = engine.snapshot(g);
    if (keep) kept.keepRecent();
    if (handle) engine.release(handle);
    handle = g;
    setState(S.withDrawings(S.withLines(S.withGame(state, info, view), lines), drawings));
    remember();
  }
  function refresh() {
    const before = state.view;
    setState(S.withView(state, engine.snapshot(handle)));
    sound.play(before, state.view);
    remember();
    // A move (or a pass) just ended the game: the game-over dialog.
    const v = state.view;
    if (before && !before.status.over && v.status.over && v.ply === v.length && v.length > before.length) {
      gameOver.open(state);
    }
  }
  function remember() {
    if (!state.view) return;
    opening.writeLink();
    computer.onPosition();
    premove.onPosition();
  }

  /** @type {Page} */
  const page = {
    engine,
    state: () => state,
    setState,
    handle: () => handle,
    attempt,
    recover,
    adopt,
    refresh,
    remember,
    follow: (fn) => opening.follow(fn),
    seats: () => computer.seats(),
  };
  const kept = createKeptGames(page);
  const turns = createTurns(page, { branch: kept.branch, openLine: kept.openLine, calm, gameOver: (s) => gameOver.open(s) });
  const proposals = createProposals(page, { branch: kept.branch, autoPass: () => turns.autoPass(), refused: () => computer.proposalRefused() });
  const opening = createOpening(page, {
    keepSaved: kept.keepSaved,
    adoptSeats: (id, seats) => computer.adoptSeats(id, seats),
    arrived: (to) => correspondence.arrived(to),
  });

  const computer = createComputer({
    state: () => state,
    update: (partial) => setState(S.withAi(state, partial)),
    play: turns.playMove,
    propose: (index) => proposals.propose(index, true),
    roll: turns.rollDice,
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
    seatsChanged: remember,
    thinkTime: (player, speed) => clocks.thinkTime(player, speed),
    claimWin: (player) => {
      if (!handle || engine.claimWinRefusal(handle, player) != null) return false;
      return attempt(() => turns.departed(() => engine.claimWin(handle, player)));
    },
  });
  const premove = createPremove({
    engine,
    getHandle: () => handle,
    getState: () => state,
    setState,
    seats: () => computer.seats(),
    play: (i) => actions.play(i),
  });
  // Sharing and the position editor (share.js, editor.js) reach the game through these hooks.
  /** @type {import('./share.js').GameHost} */
  const host = {
    engine,
    pieces,
    getState: () => state,
    setState,
    getHandle: () => handle,
    adopt: (g) => attempt(() => adopt(g)),
    restore: () => attempt(() => setState(S.withView({ ...state, editing: null }, engine.snapshot(handle)))),
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
    clearMessage: () => setState(S.clearMessage(state)),
    copy: (text, what) => copyText(text, what, host.message),
    seats: () => computer.seats(),
    notes: () => analysis.notes(),
    offerProblems: (problems) => problem.offer(problems),
  };
  const editor = createEditor(host);
  const correspondence = createCorrespondence({
    state: () => state,
    setState,
    seats: () => computer.seats(),
    copy: host.copy,
    engine,
    openGame: (link) => attempt(() => adopt(engine.fromLink(link), [], false)),
  });
  createSharePanel(host);
  const updateAgreement = createAgreement({
    ...host,
    attempt,
    /** A resignation or an agreed draw has just ended the game (or a player left it). */
    ended: () => turns.departed(() => {}),
  });
  const actions = createActions(page, { turns, proposals, kept, opening, premove, editCell: (cell) => editor.cell(cell) });

  const gameOver = createGameOver(kept.rematch);
  const updateUi = createUi(actions, pieces);
  const updateAiUi = createAiUi(computer);
  const updatePlacement = createPlacementPanel(actions, pieces, (p) => isComputer(computer.seats()[p] || 'h'));
  const updateConsent = createConsentPanel(actions);
  const updateDuels = createDuelPanel();
  bindBoard(canvas, () => state, () => layout, actions);
  bindKeys(actions);
  bindPieceTip(canvas, () => state, () => layout);
  const updateCursor = bindCursor(canvas, { getState: () => state, getLayout: () => layout, setState, actions });
  const updateDescribe = createDescribe();
  const analysis = createAnalysis({
    state: () => state,
    play: (index) => turns.playMove(index),
    goTo: (ply) => actions.goTo(ply),
    canPlayLines: () => {
      const v = state.view;
      return !!v && (v.status.over || !computer.seats().some((s) => isComputer(s)));
    },
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
  });
  const problem = createProblem({
    state: () => state,
    stipulation: () => (handle ? engine.stipulation(handle) : ''),
    setStipulation: (text) =>
      attempt(() => {
        engine.setStipulation(handle, text);
        refresh();
      }),
    openLink: (link, keep) => attempt(() => adopt(engine.fromLink(link), [], keep)),
    playLine: (link, path, keep) =>
      attempt(() => {
        const g = engine.fromLink(link);
        try {
          for (const index of path) engine.play(g, index);
        } catch (e) {
          engine.release(g);
          throw e;
        }
        adopt(g, [], keep);
      }),
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
  });
  const updateTyped = createTypedMove({
    engine,
    getHandle: () => handle,
    /** Why a typed move cannot be played now, or ''. */
    blocked: () => (state.editing ? 'Finish editing the position first.' : turns.computerToMove() ? "It is the computer's turn." : ''),
    play: (index) => actions.play(index),
  });
  new ResizeObserver(() => schedule()).observe(wrap);
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', opening.onHashChange);

  const welcome = createWelcome({ state: () => state, setState, setSeat: (player, value) => computer.setSeat(player, value) });
  if (opening.start()) welcome.show();
  bindTabSync(page);

  // For the browser tests and for curious players: a read-only view of the state.
  window.quadrille = exposeState(() => state, () => layout, canvas, sound);
  document.body.dataset.ready = 'true';
  // For the load benchmark: when the board could first be played.
  performance.mark('quadrille-ready');
}

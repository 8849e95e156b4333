// The first visit's early board. The engine (a WebAssembly file of a few hundred kilobytes) takes
// a few seconds to arrive over a slow phone connection, while the page's scripts arrive in under
// one. So that a newcomer is not left looking at an empty page, the build writes the default
// game's start position into the page (scripts/post-build.mjs: the engine's own description of
// the game and its snapshot, as JSON in `#first-board`), and this module draws it, with the
// first visit's choice, as soon as the scripts have run. Nothing can be played until the engine
// is up: the choice's buttons wait disabled and the status says the game is loading. A visit by
// link or with a saved game waits for the engine, since its position is not known before.

import { boardRoom, fitLayout } from './board-fit.js';
import { render } from './render.js';
import { createPieceSet } from './pieces.js';
import * as S from './state.js';
import { STORAGE_KEY } from './storage.js';
import { themeOf } from './theme.js';
import { loadLook, isDark, lookTheme } from './saved-look.js';
import { fillChoice } from './welcome.js';

/** Whether a game is saved in the browser (the page will open it, not the default game). */
function hasSaved() {
  try {
    return !!window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return false;
  }
}

/**
 * The game and start position the build wrote into the page, when this visit opens them (no
 * link, nothing saved), else null.
 * @returns {{ info: import('./engine-types.js').GameInfo, view: import('./engine-types.js').Snapshot } | null}
 */
export function firstBoard() {
  const script = document.getElementById('first-board');
  if (!script || window.location.hash.length > 1 || hasSaved()) return null;
  try {
    const data = JSON.parse(script.textContent || '');
    return data && data.info && data.view ? data : null;
  } catch {
    return null;
  }
}

/**
 * Draws the first visit's board and shows its choice, until the page takes over. Returns a
 * function that stops it (the page then draws), or null when this visit has no early board.
 * @returns {(() => void) | null}
 */
export function showPreview() {
  const first = firstBoard();
  if (!first) return null;
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
  const wrap = /** @type {HTMLElement} */ (document.getElementById('board-wrap'));
  const look = loadLook();
  document.documentElement.dataset.theme = isDark(look) ? 'dark' : 'light';
  canvas.dataset.board = look.board;
  const theme = themeOf(canvas, lookTheme(look));
  const state = S.withGame(S.initialState(), first.info, first.view);
  const geometry = first.info.geometry;

  // The choice stands above the board from the start, so the board does not move when the
  // page takes over; its buttons work once the engine is up.
  const welcome = /** @type {HTMLElement} */ (document.getElementById('welcome'));
  const buttons = /** @type {(HTMLButtonElement | HTMLSelectElement)[]} */ ([...welcome.querySelectorAll('button, select')]);
  fillChoice(first.info);
  for (const b of buttons) b.disabled = true;
  welcome.hidden = false;
  // The game's menu names the game until the engine lists them all.
  const select = /** @type {HTMLSelectElement} */ (document.getElementById('game-select'));
  if (!select.options.length) select.append(new Option(first.info.name, first.info.id, true, true));
  buttons.push(select);

  let stopped = false;
  let frame = 0;
  let marked = false;
  const schedule = () => {
    if (!frame && !stopped) frame = requestAnimationFrame(draw);
  };
  const pieces = createPieceSet(schedule);
  pieces.setStyle(look.pieces);
  function draw() {
    frame = 0;
    if (stopped) return;
    const layout = fitLayout(geometry, boardRoom(wrap, geometry, false), S.turnsOf(state), 0, false);
    render(canvas, state, layout, pieces, theme);
    // For the load benchmark (scripts/measure-page.mjs): when the first board was drawn.
    if (!marked) performance.mark('quadrille-first-board');
    marked = true;
  }
  const observer = new ResizeObserver(schedule);
  observer.observe(wrap);
  schedule();
  return () => {
    stopped = true;
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
    for (const b of buttons) b.disabled = false;
  };
}

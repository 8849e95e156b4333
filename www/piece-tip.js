// The name of a piece under the pointer: the board's tooltip on hover with a mouse, and a small
// label above the finger after a long press on a touch screen ("White knight on g1").

import { cellAt } from './layout.js';

const LONG_PRESS_MS = 550;
/** A finger that moves further than this (px) is dragging, not pressing. */
const DRAG_PX = 8;

/**
 * The words for the piece on `cell` of the position shown, or ''.
 * @param {import('./state.js').State} state
 * @param {number | null} cell
 * @returns {string}
 */
export function pieceWords(state, cell) {
  const v = state.view;
  const game = state.game;
  if (!v || !game || cell == null) return '';
  const p = v.pieces.find((x) => x.cell === cell);
  if (!p) return '';
  const owner = game.players[p.owner] ? game.players[p.owner].name : `Player ${p.owner + 1}`;
  const where = game.geometry.cells[cell] ? game.geometry.cells[cell].name : '';
  return `${owner} ${p.name}${where ? ` on ${where}` : ''}`;
}

/**
 * Binds the tooltip and the long-press label to the board canvas.
 * @param {HTMLCanvasElement} canvas
 * @param {() => import('./state.js').State} getState
 * @param {() => import('./layout.js').Layout | null} getLayout
 */
export function bindPieceTip(canvas, getState, getLayout) {
  const tip = document.getElementById('piece-tip');
  let timer = 0;
  let hide = 0;
  /** Where the finger went down, while it is down. */
  let down = null;
  const cellOf = (e) => {
    const layout = getLayout();
    if (!layout) return null;
    const r = canvas.getBoundingClientRect();
    return cellAt(layout, e.clientX - r.left, e.clientY - r.top);
  };
  canvas.addEventListener('pointermove', (e) => {
    if (e.pointerType === 'mouse') {
      const words = pieceWords(getState(), cellOf(e));
      if (canvas.title !== words) canvas.title = words;
    }
    // A finger that drags is moving a piece: no label, and the one shown goes.
    if (down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > DRAG_PX) {
      down = null;
      clearTimeout(timer);
      tip.hidden = true;
    }
  });
  canvas.addEventListener('pointerdown', (e) => {
    clearTimeout(timer);
    if (e.pointerType !== 'touch') return;
    const words = pieceWords(getState(), cellOf(e));
    if (!words) return;
    const { clientX: x, clientY: y } = e;
    down = { x, y };
    timer = setTimeout(() => {
      tip.textContent = words;
      tip.hidden = false;
      tip.style.left = `${Math.max(4, x + window.scrollX - tip.offsetWidth / 2)}px`;
      tip.style.top = `${Math.max(4, y + window.scrollY - 56)}px`;
      clearTimeout(hide);
      hide = setTimeout(() => (tip.hidden = true), 1800);
    }, LONG_PRESS_MS);
  });
  for (const end of ['pointerup', 'pointercancel']) {
    canvas.addEventListener(end, () => {
      down = null;
      clearTimeout(timer);
    });
  }
}

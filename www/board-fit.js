// Fits a game's boards into the page: as wide as the board's frame, and as high as the window
// leaves under the frame's top (less the phone's dock and the cylinder's turn buttons), or
// larger when zoomed so that a finger can hit every cell. Used by the page (app.js) and by the
// first visit's early board (preview.js).

import { computeLayout } from './layout.js';

/** The smallest cell of a zoomed board (px). */
export const ZOOM_CELL = 44;

/**
 * The room the frame `wrap` gives a game's boards, in px.
 * @param {HTMLElement} wrap
 * @param {import('./layout.js').Geometry} geometry
 * @param {boolean} zoomed
 * @returns {{ maxWidth: number, maxHeight: number }}
 */
export function boardRoom(wrap, geometry, zoomed) {
  const maxWidth = Math.max(120, wrap.clientWidth);
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  // On a phone the dock (status and move buttons) is fixed at the bottom of the screen.
  const dock = /** @type {HTMLElement | null} */ (document.querySelector('.dock'));
  const docked = dock && getComputedStyle(dock).position === 'fixed' ? dock.offsetHeight : 0;
  // The cylinder's turn buttons sit under the board.
  const turner = geometry.wraps ? 52 : 0;
  const room = window.innerHeight - top - docked - turner - 12;
  return { maxWidth, maxHeight: zoomed ? 1e5 : Math.max(200, room) };
}

/**
 * The layout of `geometry` in `room`, turned `turns` quarters, a cylinder shifted by `shift`
 * ranks; zoomed, its cells are at least ZOOM_CELL px (the board scrolls).
 * @param {import('./layout.js').Geometry} geometry
 * @param {{ maxWidth: number, maxHeight: number }} room
 * @param {number} turns
 * @param {number} shift
 * @param {boolean} zoomed
 * @returns {import('./layout.js').Layout}
 */
export function fitLayout(geometry, room, turns, shift, zoomed) {
  const layout = computeLayout(geometry, room.maxWidth, room.maxHeight, turns, shift);
  if (zoomed && layout.size < ZOOM_CELL) {
    return computeLayout(geometry, (room.maxWidth * ZOOM_CELL) / layout.size, room.maxHeight, turns, shift);
  }
  return layout;
}

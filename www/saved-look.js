// The look chosen in the game page's Look menu, as kept in the browser's storage, for every page
// of the same site: the game page, the rules pages and any <quadrille-board> (its piece set and
// board colours when its attributes and CSS do not choose them; light or dark, also as the
// system says when the choice is "System").

import { DEFAULT_THEME } from './render.js';

/**
 * The look chosen: light or dark (`theme`), the board's colours and the piece set.
 * @typedef {{ theme: string, board: string, pieces: string }} Look
 */

export const KEY = 'quadrille.look';
export const THEMES = ['system', 'light', 'dark'];
export const BOARDS = ['brown', 'blue', 'green', 'grey'];
export const PIECES = ['drawn', 'letters'];

/** Board A's colours for each choice, and board B's beside them (a third board keeps its own). */
const BOARD_COLOURS = {
  brown: [DEFAULT_THEME.palettes[0], DEFAULT_THEME.palettes[1]],
  blue: [DEFAULT_THEME.palettes[1], DEFAULT_THEME.palettes[0]],
  green: [{ light: '#eeeed2', dark: '#769656' }, DEFAULT_THEME.palettes[1]],
  grey: [{ light: '#d9d9d9', dark: '#8c8c8c' }, DEFAULT_THEME.palettes[2]],
};
/** The boards' titles (Board A, Board B) on a dark page. */
const DARK_TITLE = '#c8c4bb';

const darkQuery = () => (window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/**
 * The stored choice, each part checked: { theme, board, pieces }.
 * @returns {Look}
 */
export function loadLook() {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(KEY) || '{}') || {};
  } catch {
    saved = {};
  }
  return {
    theme: THEMES.includes(saved.theme) ? saved.theme : 'system',
    board: BOARDS.includes(saved.board) ? saved.board : 'brown',
    pieces: PIECES.includes(saved.pieces) ? saved.pieces : 'drawn',
  };
}

/**
 * Keeps a choice for every page of the site.
 * @param {Look} look
 */
export function saveLook(look) {
  try {
    localStorage.setItem(KEY, JSON.stringify(look));
  } catch {
    // storage full or refused: the choice still holds for this visit
  }
}

/**
 * Whether `look` is dark: chosen so, or "System" with the system dark.
 * @param {Look} look
 * @returns {boolean}
 */
export function isDark(look) {
  const q = darkQuery();
  return look.theme === 'dark' || (look.theme === 'system' && !!q && q.matches);
}

/**
 * The renderer's theme for `look`, before any CSS custom property of the board's element.
 * @param {Look} look
 * @returns {import('./render.js').Theme}
 */
export function lookTheme(look) {
  const [a, b] = BOARD_COLOURS[look.board] || BOARD_COLOURS.brown;
  return {
    ...DEFAULT_THEME,
    palettes: [a, b, ...DEFAULT_THEME.palettes.slice(2)],
    title: isDark(look) ? DARK_TITLE : DEFAULT_THEME.title,
  };
}

/**
 * Calls `changed()` when the look changes in another page of the site or the system's light/dark.
 * @param {() => void} changed
 */
export function watchLook(changed) {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) changed();
  });
  const q = darkQuery();
  if (q) q.addEventListener('change', changed);
}

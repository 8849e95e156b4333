// The page's look: light or dark (or as the system says), the colours of the board, and the
// piece set (the drawings, or letters, see pieces.js). Kept in
// the browser's storage; the dark colours are CSS custom properties (style.css), and the board's
// colours are read by the renderer from the canvas's style (theme.js).

import { themeOf } from './theme.js';

const KEY = 'quadrille.look';
const THEMES = ['system', 'light', 'dark'];
const BOARDS = ['brown', 'blue', 'green', 'grey'];
const PIECES = ['drawn', 'letters'];

/** The stored choice, each part checked: { theme, board, pieces }. */
function load() {
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
 * Applies the stored look to the page and binds the Look menu. `changed(theme)` gets the board
 * colours to draw with, and `piecesChanged(set)` the piece set, now and after every change.
 */
export function createLook(canvas, changed, piecesChanged = () => {}) {
  const themeSelect = document.getElementById('look-theme');
  const boardSelect = document.getElementById('look-board');
  const piecesSelect = document.getElementById('look-pieces');
  const dark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  let look = load();

  const apply = () => {
    const isDark = look.theme === 'dark' || (look.theme === 'system' && dark && dark.matches);
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
    canvas.dataset.board = look.board;
    themeSelect.value = look.theme;
    boardSelect.value = look.board;
    piecesSelect.value = look.pieces;
    piecesChanged(look.pieces);
    changed(themeOf(canvas));
  };
  const choose = (part, value) => {
    look = { ...look, [part]: value };
    try {
      localStorage.setItem(KEY, JSON.stringify(look));
    } catch {
      // storage full or refused: the choice still holds for this visit
    }
    apply();
  };

  themeSelect.addEventListener('change', () => choose('theme', themeSelect.value));
  boardSelect.addEventListener('change', () => choose('board', boardSelect.value));
  piecesSelect.addEventListener('change', () => choose('pieces', piecesSelect.value));
  if (dark) dark.addEventListener('change', apply);
  apply();
}

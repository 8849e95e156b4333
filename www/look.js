// The page's look: light or dark (or as the system says), the colours of the board, and the
// piece set (the drawings, or letters, see pieces.js). Kept in the browser's storage for every
// page of the site (saved-look.js); the dark colours are CSS custom properties (style.css), and
// the board's colours come from the choice (saved-look.js) unless CSS sets them (theme.js).

import { themeOf } from './theme.js';
import { loadLook, saveLook, isDark, lookTheme, watchLook } from './saved-look.js';

/**
 * Applies the stored look to the page and binds the Look menu. `changed(theme)` gets the board
 * colours to draw with, and `piecesChanged(set)` the piece set, now and after every change.
 * @param {HTMLCanvasElement} canvas
 * @param {(theme: import('./render.js').Theme) => void} changed
 * @param {(set: string) => void} [piecesChanged]
 */
export function createLook(canvas, changed, piecesChanged = () => {}) {
  const themeSelect = /** @type {HTMLSelectElement} */ (document.getElementById('look-theme'));
  const boardSelect = /** @type {HTMLSelectElement} */ (document.getElementById('look-board'));
  const piecesSelect = /** @type {HTMLSelectElement} */ (document.getElementById('look-pieces'));
  let look = loadLook();

  const apply = () => {
    document.documentElement.dataset.theme = isDark(look) ? 'dark' : 'light';
    canvas.dataset.board = look.board;
    themeSelect.value = look.theme;
    boardSelect.value = look.board;
    piecesSelect.value = look.pieces;
    piecesChanged(look.pieces);
    changed(themeOf(canvas, lookTheme(look)));
  };
  const choose = (part, value) => {
    look = { ...look, [part]: value };
    saveLook(look);
    apply();
  };

  themeSelect.addEventListener('change', () => choose('theme', themeSelect.value));
  boardSelect.addEventListener('change', () => choose('board', boardSelect.value));
  piecesSelect.addEventListener('change', () => choose('pieces', piecesSelect.value));
  // The system's light/dark, or a choice made in another tab of the site.
  watchLook(() => {
    look = loadLook();
    apply();
  });
  apply();
}

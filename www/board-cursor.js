// Keyboard play on the board itself: the board canvas takes the focus (Tab), the arrow keys move
// a cursor from cell to cell as they are drawn on the screen, Enter or Space presses the cell
// under it (picks a piece, plays to the cell, makes a premove, as a click does), and Escape
// takes back the selection. The cursor steps over the holes of a board, passes from a board to
// the next one beside it, and on a cylinder goes round through the seam. The cell under the
// cursor is said in a live region for screen readers ("e4, white knight, board A").

import { pressCell } from './input.js';
import { isSource, movesTo } from './state.js';

const STEPS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The cell reached from `cell` by one step (`dc`, `dr`) on the screen, in the layout of
 * layout.js: holes are stepped over, the edge of a board leads onto the board beside it, and a
 * cylinder's ranks wrap round. The same cell when nothing lies that way.
 * @param {import('./layout.js').Layout} layout
 * @param {number} cell
 * @param {number} dc
 * @param {number} dr
 * @returns {number}
 */
export function stepCell(layout, cell, dc, dr) {
  const start = layout.cells[cell];
  if (!start) return cell;
  let b = start.board;
  let col = start.col;
  let row = start.row;
  // On a cylinder the ranks run down the screen (or across it when the board is turned).
  const wrapRows = layout.wraps && layout.turns % 2 === 0;
  const wrapCols = layout.wraps && layout.turns % 2 === 1;
  const limit = 4 * layout.cells.length + 8;
  for (let i = 0; i < limit; i++) {
    let rect = layout.boards[b];
    col += dc;
    row += dr;
    if (wrapRows) row = (row + rect.rows) % rect.rows;
    if (wrapCols) col = (col + rect.cols) % rect.cols;
    if (col < 0 || row < 0 || col >= rect.cols || row >= rect.rows) {
      const forward = layout.arrangement === 'row' ? dc : dr;
      const next = b + forward;
      if (!forward || next < 0 || next >= layout.boards.length) return cell;
      b = next;
      rect = layout.boards[b];
      col = dc > 0 ? 0 : dc < 0 ? rect.cols - 1 : Math.min(col, rect.cols - 1);
      row = dr > 0 ? 0 : dr < 0 ? rect.rows - 1 : Math.min(row, rect.rows - 1);
    }
    const id = layout.grids[b][row * rect.cols + col];
    if (id >= 0) return id;
  }
  return cell;
}

/**
 * The words said for the cell under the cursor: "e4, white knight, board A".
 * @param {import('./state.js').State} state
 * @param {number} cell
 * @returns {string}
 */
export function cellWords(state, cell) {
  const game = state.game;
  const v = state.view;
  const info = game && game.geometry.cells[cell];
  if (!info || !v) return '';
  const parts = [info.name.split('/')[0]];
  const p = v.pieces.find((x) => x.cell === cell);
  if (p) {
    const owner = game.players[p.owner] ? game.players[p.owner].name : `Player ${p.owner + 1}`;
    parts.push(`${owner.toLowerCase()} ${p.name}`);
  } else {
    parts.push('empty');
  }
  if (game.geometry.boards.length > 1) parts.push(`board ${game.geometry.boards[info.board].name}`);
  if (state.selected === cell) parts.push('selected');
  else if (state.selected != null && movesTo(state, state.selected, cell).length) parts.push('a move of the piece selected');
  if (state.premove && state.premove.to === cell) parts.push('premove');
  return parts.join(', ');
}

/**
 * The cell the cursor starts on: the piece selected, else the lower left cell of board A.
 * @param {import('./state.js').State} state
 * @param {import('./layout.js').Layout} layout
 * @returns {number | null}
 */
function firstCell(state, layout) {
  if (state.selected != null && layout.cells[state.selected]) return state.selected;
  let best = null;
  layout.cells.forEach((c, id) => {
    if (!c || c.board !== 0) return;
    const b = best == null ? null : layout.cells[best];
    if (!b || c.row > b.row || (c.row === b.row && c.col < b.col)) best = id;
  });
  return best;
}

/**
 * Binds the cursor to the board canvas. `host` gives getState(), getLayout(), setState(next) and
 * the board's `actions` (those of input.js). The cursor is `state.cursor` (a cell, or null while
 * the board has not the focus); the renderer draws it.
 * @param {HTMLCanvasElement} canvas
 * @param {{ getState: () => import('./state.js').State, getLayout: () => import('./layout.js').Layout | null, setState: (next: import('./state.js').State) => void, actions: import('./input.js').BoardActions }} host
 * @returns {(state: import('./state.js').State) => void}
 */
export function bindCursor(canvas, host) {
  const say = document.getElementById('cursor-say');
  let last = null; // the cursor's cell when the board lost the focus
  const put = (cell) => {
    const s = host.getState();
    host.setState({ ...s, cursor: cell });
    const words = cell == null ? '' : cellWords(host.getState(), cell);
    if (say && say.textContent !== words) say.textContent = words;
  };
  canvas.addEventListener('focus', () => {
    const s = host.getState();
    const layout = host.getLayout();
    if (!layout || !s.game) return;
    const keep = last != null && layout.cells[last] ? last : null;
    put(keep ?? firstCell(s, layout));
  });
  canvas.addEventListener('blur', () => {
    last = host.getState().cursor;
    host.setState({ ...host.getState(), cursor: null });
  });
  canvas.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const s = host.getState();
    const layout = host.getLayout();
    if (!layout || !s.game || s.cursor == null) return;
    const step = STEPS[e.key];
    if (step) {
      put(stepCell(layout, s.cursor, step[0], step[1]));
    } else if (e.key === 'Enter' || e.key === ' ') {
      press(s, s.cursor);
    } else if (e.key === 'Escape') {
      host.actions.deselect();
      put(s.cursor);
    } else {
      return;
    }
    // The page's own keys (the arrows step through the moves) are for when the board has not
    // the focus.
    e.preventDefault();
    e.stopPropagation();
  });

  /** Enter or Space on `cell`: as a click, and a second press on the piece selected lets it go. */
  function press(s, cell) {
    const a = host.actions;
    if (!pressCell(s, cell, a)) {
      if (isSource(s, cell) && s.selected !== cell) a.select(cell);
      else a.deselect();
    }
    put(cell);
  }
  // After a move the words change (the piece moved away): say them again for the same cell.
  return function update(state) {
    if (state.cursor == null || !say) return;
    const words = cellWords(state, state.cursor);
    if (say.textContent !== words) say.textContent = words;
  };
}

/** The cursor's colours: a near-black navy and white. */
const CURSOR_DARK = '#0a1a3a';
const CURSOR_LIGHT = '#ffffff';

/**
 * The cursor: a thick ring round its cell, dark outside and light inside, on any colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./state.js').State} state
 * @param {import('./layout.js').Layout} layout
 */
export function drawCursor(ctx, state, layout) {
  const c = state.cursor == null ? null : layout.cells[state.cursor];
  if (!c) return;
  const size = layout.size;
  // Bands from the cell's edge inwards: dark, light, dark. One of them stands out on any square,
  // piece or player colour (white, black, red, yellow pieces; light or dark squares).
  const w = Math.max(3, size * 0.065);
  const band = (inset, width, colour) => {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    const at = inset + width / 2;
    ctx.strokeRect(c.x + at, c.y + at, size - 2 * at, size - 2 * at);
  };
  ctx.save();
  band(0, w, CURSOR_DARK);
  band(w, w, CURSOR_LIGHT);
  band(2 * w, Math.max(1, w / 3), CURSOR_DARK);
  ctx.restore();
}

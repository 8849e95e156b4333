// The side lines under the move list: each line where it leaves the main line, its moves as
// buttons. A click makes that line the main line at that move (the main line becomes a side line).

import { sideLines, moveNumber } from './history.js';
import { closestTo } from './dom.js';


/**
 * Binds the side lines box: `open(index, ply)` is called when a move of a side line is clicked.
 * @param {HTMLElement} box
 * @param {(line: number, ply: number) => void} open
 */
export function bindVariations(box, open) {
  box.addEventListener('click', (e) => {
    const b = closestTo(e, 'button[data-line]');
    if (b) open(Number(b.dataset.line), Number(b.dataset.ply));
  });
}

/**
 * Fills the box with the side lines of the game shown (hidden when there are none).
 * @param {HTMLElement} box
 * @param {import('./engine-types.js').GameInfo} game
 * @param {import('./engine-types.js').Snapshot} view
 * @param {import('./history.js').Line[]} lines
 */
export function fillVariations(box, game, view, lines) {
  const shown = sideLines(lines || [], view.history);
  box.hidden = !shown.length;
  const n = Math.max(1, game.players.length);
  const first = view.dice ? 0 : game.startToMove % n;
  const rows = shown.map(({ index, line, from }) => {
    const li = document.createElement('li');
    li.className = 'line';
    const head = document.createElement('span');
    head.className = 'num';
    head.textContent = from === 0 ? 'From the start:' : `After move ${from}:`;
    li.append(head);
    for (let i = from; i < line.history.length; i++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.dataset.line = String(index);
      b.dataset.ply = String(i + 1);
      b.textContent = view.dice || n > 2 ? line.history[i] : `${i === from || (i + first) % n === 0 ? `${moveNumber(i, n, first)} ` : ''}${line.history[i]}`;
      li.append(b);
    }
    return li;
  });
  const title = document.createElement('li');
  title.className = 'title';
  title.textContent = shown.length === 1 ? 'Side line' : 'Side lines';
  box.replaceChildren(...(shown.length ? [title, ...rows] : []));
}

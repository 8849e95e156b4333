// The position in words, for screen readers and for anyone who asks: each player's pieces by
// board and cell, whose turn it is (with check), the scores where the game keeps them, and in the
// points race each player's points and whose pieces are dead. The
// piece and player names are the engine's. The "Describe position" button opens the text and
// moves the focus onto it, so a screen reader reads it at once; it follows the game while open.

/** A plural for a piece name ("rooks", "pawns"); names ending in s stay as they are. */
const plural = (name) => (/s$/.test(name) ? name : `${name}s`);

/**
 * "a1", "a1 and h1", "a2, b2 and c2".
 * @param {string[]} words
 * @returns {string}
 */
function list(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The pieces of one player on one board: "king on e1, rooks on a1 and h1".
 * @param {import('./engine-types.js').Piece[]} pieces
 * @param {(cell: number) => string} cellName
 * @returns {string}
 */
function piecesText(pieces, cellName) {
  const byName = new Map();
  for (const p of pieces) {
    if (!byName.has(p.name)) byName.set(p.name, []);
    byName.get(p.name).push(cellName(p.cell));
  }
  return [...byName].map(([name, cells]) => `${cells.length > 1 ? plural(name) : name} on ${list(cells)}`).join(', ');
}

/**
 * The whole position in sentences (an array of lines).
 * @param {import('./state.js').State} state
 * @returns {string[]}
 */
export function describe(state) {
  const game = state.game;
  const v = state.view;
  if (!game || !v) return [];
  const cells = game.geometry.cells;
  const boards = game.geometry.boards;
  const square = (id) => (cells[id] ? cells[id].name.split('/')[0] : '?');
  const lines = [`${game.name}, ${v.ply === v.length ? 'after' : 'viewing the position after'} ${v.ply} ${v.ply === 1 ? 'move' : 'moves'}. ${v.status.text}.`];
  game.players.forEach((player, index) => {
    const own = v.pieces.filter((p) => p.owner === index);
    if (!own.length) {
      lines.push(`${player.name} has no pieces.`);
      return;
    }
    const race = v.race;
    const who = !race || !race.dead.includes(index)
      ? player.name
      : `${player.name} (${race.walking.includes(index) ? 'resigned, his king walks, the rest dead' : 'out, his pieces dead'})`;
    if (boards.length < 2) {
      lines.push(`${who}: ${piecesText(own, square)}.`);
      return;
    }
    const parts = boards
      .map((b, i) => {
        const here = own.filter((p) => cells[p.cell] && cells[p.cell].board === i);
        return here.length ? `on board ${b.name}, ${piecesText(here, square)}` : '';
      })
      .filter(Boolean);
    lines.push(`${who}: ${parts.join('; ')}.`);
  });
  if (v.race) {
    const said = v.race.points.map((s, i) => `${game.players[i] ? game.players[i].name : `Player ${i + 1}`} ${s}`);
    lines.push(`Points: ${list(said)}.`);
  }
  if (Array.isArray(v.scores) && v.scores.length) {
    const said = v.scores.map((s, i) => `${game.players[i] ? game.players[i].name : `Player ${i + 1}`} ${s}`);
    lines.push(`Scores: ${list(said)}.`);
  }
  return lines.map((l) => l.replace(/\.\.$/, '.'));
}

/**
 * Binds the button and the text; returns `update(state)`, called whenever the page is drawn.
 * @returns {(state: import('./state.js').State) => void}
 */
export function createDescribe() {
  const button = document.getElementById('describe-button');
  const out = document.getElementById('describe-text');
  let last = null;
  const fill = (state) => {
    const lines = describe(state);
    const key = lines.join('\n');
    if (key === out.dataset.key) return;
    out.dataset.key = key;
    out.replaceChildren(...lines.map((l) => Object.assign(document.createElement('p'), { textContent: l })));
  };
  button.addEventListener('click', () => {
    const open = out.hidden;
    out.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open && last) {
      fill(last);
      out.focus();
    }
  });
  return function update(state) {
    last = state;
    if (!out.hidden) fill(state);
  };
}

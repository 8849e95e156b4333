// The choice of board in the Alice family: when the moves a player means differ only in where the
// piece ends (three-board Alice: board B or C; Duo Chess: through the looking-glass or not), the
// chooser asks in words instead of showing move texts. The engine gives the moves; this only
// names them.

/**
 * The board letter of a cell (`f3/B` gives `B`; a one-board game gives `A`).
 * @param {import('./engine-types.js').Geometry} geometry
 * @param {number} cell
 * @returns {string}
 */
function boardName(geometry, cell) {
  const info = geometry.cells[cell];
  const board = info ? geometry.boards[info.board] : null;
  return board ? board.name : '?';
}

/**
 * For moves that differ only by their board of arrival: `{ prompt, labels }`, one label per move
 * in order (`To board C`, `Stay on A`). Null when the moves differ otherwise (promotions).
 * @param {import('./engine-types.js').Move[]} moves
 * @param {import('./engine-types.js').Geometry} geometry
 * @returns {{ prompt: string, labels: string[] } | null}
 */
export function boardChoice(moves, geometry) {
  if (moves.length < 2 || moves.some((m) => m.promotion)) return null;
  if (new Set(moves.map((m) => m.arrive)).size !== moves.length) return null;
  const stays = moves.some((m) => m.arrive === m.to);
  return {
    prompt: stays ? 'Through the looking-glass?' : 'Transfer to which board?',
    labels: moves.map((m) =>
      m.arrive === m.to ? `Stay on ${boardName(geometry, m.to)}` : `To board ${boardName(geometry, m.arrive)}`,
    ),
  };
}

/**
 * A short caption for a promotion that also chooses its board: `→ C`, or `stays` on its board.
 * @param {import('./engine-types.js').Move} move
 * @param {import('./engine-types.js').Geometry} geometry
 * @returns {string}
 */
export function arrivalCaption(move, geometry) {
  return move.arrive === move.to ? 'stays' : `→ ${boardName(geometry, move.arrive)}`;
}

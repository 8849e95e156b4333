// Variations: a move (or a roll) made while an earlier position is viewed starts a new main line,
// and the game as it was (the old continuation) is kept as a side line, as on lichess's analysis
// board. A side line is `{ link, history }`: the engine's link of the whole line (read back by the
// engine, like the saved game) and its move texts, which say where it leaves the main line. These
// are pure functions on lists of lines; the page (app.js) asks the engine for everything else.

/**
 * A line of the game: the engine's link of the whole line, and its move texts.
 * @typedef {{ link: string, history: string[] }} Line
 */

/** At most this many side lines are kept per game; the oldest go first. */
export const MAX_LINES = 20;

/**
 * How many moves two lines share from the start.
 * @param {readonly string[]} a
 * @param {readonly string[]} b
 * @returns {number}
 */
export function commonPrefix(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Whether `a` is `b` or begins it.
 * @param {readonly string[]} a
 * @param {readonly string[]} b
 * @returns {boolean}
 */
export function isPrefix(a, b) {
  return a.length <= b.length && commonPrefix(a, b) === a.length;
}

/**
 * The side lines with `line` added (nothing is added when a kept line already holds it).
 * @param {Line[]} lines
 * @param {Line | null} line
 * @returns {Line[]}
 */
export function addLine(lines, line) {
  if (!line || !line.history.length) return lines;
  if (lines.some((l) => isPrefix(line.history, l.history))) return lines;
  const rest = lines.filter((l) => !isPrefix(l.history, line.history));
  return [...rest, line].slice(-MAX_LINES);
}

/**
 * The line of the game shown (its whole move list, whatever ply is viewed).
 * @param {import('./engine-types.js').Snapshot | null} view
 * @returns {Line | null}
 */
export function lineOf(view) {
  return view ? { link: view.link, history: [...view.history] } : null;
}

/**
 * The side lines to show beside the main line `history`: those that leave it somewhere (a line
 * the main line holds whole is not shown), with the ply where they leave it.
 * @param {Line[]} lines
 * @param {string[]} history
 * @returns {{ index: number, line: Line, from: number }[]}
 */
export function sideLines(lines, history) {
  const out = [];
  lines.forEach((line, index) => {
    if (isPrefix(line.history, history)) return;
    out.push({ index, line, from: commonPrefix(line.history, history) });
  });
  return out.sort((a, b) => a.from - b.from || a.index - b.index);
}

/**
 * Side line `index` becomes the main line; the main line (`view`) becomes a side line.
 * @param {Line[]} lines
 * @param {number} index
 * @param {import('./engine-types.js').Snapshot} view
 * @returns {{ line: Line, lines: Line[] } | null}
 */
export function promote(lines, index, view) {
  const line = lines[index];
  if (!line) return null;
  const rest = lines.filter((_, i) => i !== index);
  const old = lineOf(view);
  return { line, lines: isPrefix(old.history, line.history) ? rest : addLine(rest, old) };
}

/**
 * After an undo: the side line that goes on from the end of the main line `history` (the old
 * continuation of a move taken back), the newest first; -1 when there is none.
 * @param {Line[]} lines
 * @param {string[]} history
 * @returns {number}
 */
export function continuation(lines, history) {
  for (let i = lines.length - 1; i >= 0; i--) {
    const h = lines[i].history;
    if (h.length > history.length && isPrefix(history, h)) return i;
  }
  return -1;
}

/**
 * The label of move `i` (0-based) of a line, such as `3.` or `3…`, for `n` players.
 * @param {number} i
 * @param {number} n
 * @param {number} first
 * @returns {string}
 */
export function moveNumber(i, n, first) {
  const slot = i + first;
  const num = Math.floor(slot / n) + 1;
  return slot % n === 0 ? `${num}.` : `${num}…`;
}

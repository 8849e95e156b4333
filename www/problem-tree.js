// The solution tree of a chess problem drawn as problemists read it (the Problem panel,
// problem.js, and the embeddable board): the key `!` with its threat and the defences with the
// continuations (two or more: duals), the tries `?` with their refutation `!`, set play, and a
// helpmate's solutions. Every move is a button carrying where its line starts (`data-start`, an
// index in the solution's `starts`) and the indices that play it (`data-path`); `lineOf` reads
// them back. Drawing only: the engine decided every move.

/** @typedef {import('./problem-types.js').ProblemSolution} ProblemSolution */
/** @typedef {import('./problem-types.js').ProblemAttack} ProblemAttack */
/** @typedef {import('./problem-types.js').ProblemDefence} ProblemDefence */
/** @typedef {import('./problem-types.js').ProblemMove} ProblemMove */

/**
 * A move number for a helpmate's line, as problemists write it: Black's move and White's answer
 * make one number; `1...` first when White starts (`.5`); a series numbers each move but the last.
 * @param {string} stipulation
 * @param {number} i the move's place in the line
 * @param {number} length the line's length
 * @returns {string} the number to write before the move, or ''
 */
export function helpNumber(stipulation, i, length) {
  if (stipulation.startsWith('ser-')) return i + 1 < length ? `${i + 1}.` : '';
  const offset = stipulation.endsWith('.5') ? 1 : 0;
  const ply = i + offset;
  const number = Math.floor(ply / 2) + 1;
  if (i === 0 && offset === 1) return `${number}...`;
  return ply % 2 === 0 ? `${number}.` : '';
}

/**
 * The problem a link holds: the link without its moves and ply.
 * @param {string} link
 * @returns {string}
 */
export function problemKey(link) {
  return link.replace(/&[mp]=[^&]*/g, '');
}

/**
 * The summary of a solution for people.
 * @param {ProblemSolution} s
 * @returns {string}
 */
export function summaryText(s) {
  const n = Math.max(s.keys.length, s.lines.length);
  if (s.status === 'no solution') return 'No solution.';
  if (s.keys.length) return n > 1 ? `Cooked: ${n} keys.` : 'Solved: one key.';
  return n === 1 ? '1 solution.' : `${n} solutions.`;
}

/**
 * A move's button.
 * @param {ProblemMove} m
 * @param {string} before the move number
 * @param {string} [mark] `!` or `?`
 */
function moveButton(m, before, mark = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'problem-move';
  b.dataset.start = String(m.start);
  b.dataset.path = m.path.join(',');
  b.textContent = `${before}${m.san}${mark}`;
  return b;
}

const text = (/** @type {string} */ t) => document.createTextNode(t);

/**
 * Draws `solution` into `box` (emptied first; nothing for null); `threats`: the threats and
 * variations too.
 * @param {HTMLElement} box
 * @param {ProblemSolution | null} solution
 * @param {boolean} threats
 */
export function drawSolution(box, solution, threats) {
  box.replaceChildren();
  if (!solution) return;
  /** A row of the tree, indented by `depth`. */
  const row = (/** @type {number} */ depth, /** @type {string} */ kind) => {
    const r = document.createElement('div');
    r.className = `problem-row ${kind}`;
    r.style.marginLeft = `${depth * 1.2}rem`;
    box.append(r);
    return r;
  };
  /**
   * White's move `a` (move number `n`) and what follows it.
   * @param {ProblemAttack} a
   * @param {number} n
   * @param {number} depth
   * @param {string} mark
   */
  const attack = (a, n, depth, mark) => {
    const r = row(depth, mark === '!' ? 'key' : mark === '?' ? 'try' : 'attack');
    r.append(moveButton(a.move, `${n}.`, mark));
    if (threats && a.zugzwang) r.append(text(' zugzwang'));
    if (threats && a.threat.length) {
      r.append(text(' threat:'));
      for (const t of a.threat) r.append(text(' '), moveButton(t.move, `${n + 1}.`));
    }
    if (threats) for (const d of a.variations) defence(d, n, depth + 1);
    for (const f of a.refutations) row(depth + 1, 'refutation').append(text('but '), moveButton(f, `${n}...`, '!'));
  };
  /**
   * Black's move `d` (move number `n`) with White's continuations.
   * @param {ProblemDefence} d
   * @param {number} n
   * @param {number} depth
   */
  const defence = (d, n, depth) => {
    const r = row(depth, 'defence');
    r.append(moveButton(d.move, `${n}...`));
    const leaves = d.replies.every((a) => !a.variations.length && !a.threat.length && !a.refutations.length);
    if (!leaves) {
      for (const a of d.replies) attack(a, n + 1, depth + 1, '');
      return;
    }
    for (const a of d.replies) r.append(text(' '), moveButton(a.move, `${n + 1}.`));
    if (d.replies.length > 1) r.append(text(' (duals)'));
  };
  const s = solution;
  if (s.set.length) {
    row(0, 'heading').textContent = 'Set play:';
    for (const d of s.set) defence(d, 1, 1);
  }
  for (const k of s.keys) attack(k, 1, 0, '!');
  for (const t of s.tries) attack(t, 1, 0, '?');
  for (const line of s.lines) {
    const r = row(0, 'help');
    line.forEach((m, i) => r.append(text(i ? ' ' : ''), moveButton(m, helpNumber(s.stipulation, i, line.length))));
  }
}

/**
 * The line a move's button plays: the link it starts from and the indices, or null.
 * @param {ProblemSolution | null} solution
 * @param {HTMLElement} button
 * @returns {{ link: string, path: number[] } | null}
 */
export function lineOf(solution, button) {
  const link = solution ? solution.starts[Number(button.dataset.start)] : null;
  if (!link) return null;
  return { link, path: button.dataset.path ? button.dataset.path.split(',').map(Number) : [] };
}

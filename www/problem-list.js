// The problems of a Popeye text that holds several (problems separated by `next`, twins): a list
// in the Problem panel that opens each one, ready to solve. A problem the solver cannot take (a
// proof game, a position the game refuses) is listed with the reason and cannot be chosen. The
// list is kept in the browser's storage, so a reload (which reopens the problem shown) keeps it.

import { problemKey } from './problem-tree.js';

const KEY = 'quadrille.problems';

/** @typedef {import('./problem-types.js').PopeyeProblem} PopeyeProblem */

/** The list kept from the last Popeye text imported ([] when none or unreadable). */
function load() {
  try {
    const list = JSON.parse(window.localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((p) => p && typeof p.link === 'string' && typeof p.stipulation === 'string') : [];
  } catch {
    return [];
  }
}

/** @param {PopeyeProblem[]} list */
function keep(list) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the list lasts until the page is left
  }
}

/**
 * How the list names a problem: its place, its twin's letter when it has twins, its stipulation
 * and the first line about it.
 * @param {PopeyeProblem} p
 * @param {boolean} twinned
 */
export function problemLabel(p, twinned) {
  const about = p.about.length ? ` (${p.about[0]})` : '';
  const twin = twinned && p.twin ? ` ${p.twin.split(' ')[0]}` : '';
  const base = `${p.number}${twin} ${p.stipulation}${about}`;
  return p.error ? `${base}: cannot be solved here, ${p.error}` : base;
}

/**
 * Binds the list; `open(p, keep)` opens a problem (false when it could not be opened), `keep`
 * saying whether the game it replaces goes to the recent games (not another problem of the list).
 * @param {(p: PopeyeProblem, keep: boolean) => boolean} open
 */
export function createProblemList(open) {
  const box = /** @type {HTMLElement} */ (document.getElementById('problem-list'));
  const select = /** @type {HTMLSelectElement} */ (document.getElementById('problem-choice'));
  let problems = load();
  let shown = '';

  function fill() {
    select.replaceChildren(
      ...problems.map((p, i) => {
        const twinned = problems.filter((q) => q.number === p.number).length > 1;
        const option = new Option(problemLabel(p, twinned), String(i));
        option.disabled = !!p.error;
        return option;
      }),
    );
  }
  fill();

  select.addEventListener('change', () => {
    const p = problems[Number(select.value)];
    if (p && !p.error) open(p, false);
  });

  return {
    /**
     * A new Popeye text's problems: opens the first that can be solved, and lists them all when
     * there are several. Returns the problem opened, or null.
     * @param {PopeyeProblem[]} list
     */
    offer(list) {
      const first = list.find((p) => !p.error);
      if (!first || !open(first, true)) return null;
      problems = list.length > 1 ? list : [];
      keep(problems);
      fill();
      shown = '';
      return first;
    },
    /**
     * Shows the list while the game shown is one of its problems (at any move of its solution).
     * @param {string} link the link of the position shown
     */
    update(link) {
      const key = problemKey(link);
      if (key === shown) return;
      shown = key;
      const at = problems.findIndex((p) => !p.error && problemKey(p.link) === key);
      box.hidden = at < 0;
      if (at >= 0) select.value = String(at);
    },
  };
}

// Recent games: a game the page leaves (for a new game, an imported one, a link, or another recent
// game) is kept in the browser's storage, the last ten, and can be resumed from the *Recent games*
// panel. An entry is the game's link (read back by the engine), the links of its side lines, and
// what the panel shows: the game's name, its number of moves and when it was left.

import { closestTo } from './dom.js';

/**
 * A game kept in the recent games: its link, its side lines' links, its name, its number of moves
 * and when it was left (ms since 1970).
 * @typedef {{ link: string, lines: string[], name: string, moves: number, at: number }} RecentEntry
 */

const KEY = 'quadrille.recent';
export const MAX_RECENT = 10;

function store() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** @type {(t: unknown) => t is string} */
const text = (t) => typeof t === 'string' && t.length > 0 && t.length < 50000;

/**
 * The stored entries, newest first; anything unreadable is left out.
 * @returns {RecentEntry[]}
 */
export function loadRecent() {
  try {
    const s = store();
    const data = JSON.parse((s && s.getItem(KEY)) || '[]');
    if (!Array.isArray(data)) return [];
    return data
      .filter((e) => e && text(e.link) && typeof e.name === 'string')
      .map((e) => ({
        link: e.link,
        lines: Array.isArray(e.lines) ? e.lines.filter(text).slice(-20) : [],
        name: e.name.slice(0, 80),
        moves: Number.isInteger(e.moves) && e.moves >= 0 ? e.moves : 0,
        at: Number.isFinite(e.at) ? e.at : 0,
      }))
      .slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

/** The stored list stays under this many characters: the oldest entries go first. */
const MAX_CHARS = 1500000;

/**
 * Stores the list (cut to fit) and returns what was stored.
 * @param {RecentEntry[]} list
 * @returns {RecentEntry[]}
 */
function write(list) {
  try {
    const s = store();
    let text = JSON.stringify(list);
    while (text.length > MAX_CHARS && list.length > 1) {
      list = list.slice(0, -1);
      text = JSON.stringify(list);
    }
    if (s) s.setItem(KEY, text);
  } catch {
    // storage full or disabled: the list is simply not kept
  }
  return list;
}

/**
 * Adds an entry (the same link replaces its older entry); returns the new list.
 * @param {RecentEntry} entry
 * @returns {RecentEntry[]}
 */
export function addRecent(entry) {
  return write([entry, ...loadRecent().filter((e) => e.link !== entry.link)].slice(0, MAX_RECENT));
}

/**
 * Removes the entry with this link; returns the new list.
 * @param {string} link
 * @returns {RecentEntry[]}
 */
export function removeRecent(link) {
  return write(loadRecent().filter((e) => e.link !== link));
}

/**
 * When an entry was left, shortly: the time today, else the date.
 * @param {number} at
 * @returns {string}
 */
function when(at) {
  const d = new Date(at);
  const today = new Date().toDateString() === d.toDateString();
  return today ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString();
}

/**
 * The panel: a list of buttons, one per recent game; `resume(entry)` is called with the entry
 * clicked. Returns `show(list)`, which fills it.
 * @param {(entry: RecentEntry) => void} resume
 * @returns {(entries: RecentEntry[]) => void}
 */
export function createRecentPanel(resume) {
  const panel = document.getElementById('recent-panel');
  const list = document.getElementById('recent-list');
  const count = document.getElementById('recent-count');
  let shown = [];
  list.addEventListener('click', (e) => {
    const b = closestTo(e, 'button[data-recent]');
    if (b && shown[Number(b.dataset.recent)]) resume(shown[Number(b.dataset.recent)]);
  });
  return function show(entries) {
    shown = entries;
    panel.hidden = !entries.length;
    count.textContent = String(entries.length);
    list.replaceChildren(
      ...entries.map((e, i) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.recent = String(i);
        const lines = e.lines.length ? `, ${e.lines.length} side ${e.lines.length === 1 ? 'line' : 'lines'}` : '';
        b.textContent = `${e.name} · ${e.moves} ${e.moves === 1 ? 'move' : 'moves'}${lines} · ${when(e.at)}`;
        b.title = 'Resume this game (the game shown is kept here)';
        li.append(b);
        return li;
      }),
    );
  };
}

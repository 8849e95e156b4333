// Storage: the game in progress survives a reload. The saved game is the game's link text (the
// same format as the address hash, read back by the engine), with the board settings. Anything
// unreadable is reported to the caller and removed; it never stops the page.

/**
 * The saved game: its link (with the page's parts), the board settings and its side lines' links.
 * @typedef {object} Saved
 * @property {string} link
 * @property {boolean} flipped
 * @property {boolean} autoFlip
 * @property {boolean} autoRoll
 * @property {number | null} seat
 * @property {string[]} lines
 */

const KEY = 'quadrille.game';
const VERSION = 1;

function store() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage can be disabled (private modes, sandboxed frames)
  }
}

/**
 * Reads the saved game: `{ saved: { link, flipped, autoFlip } }`, `{ saved: null }` when nothing is
 * saved, or `{ saved: null, error }` when what is stored cannot be read (it is then removed).
 * @returns {{ saved: Saved | null, error?: string }}
 */
export function loadSaved() {
  const s = store();
  let text = null;
  try {
    text = s ? s.getItem(KEY) : null;
  } catch {
    return { saved: null };
  }
  if (text == null) return { saved: null };
  const saved = readSaved(text);
  if (saved) return { saved };
  clearSaved();
  return { saved: null, error: 'The saved game could not be read, so a new game was started.' };
}

/**
 * The saved game in a stored text (the storage's value, here or as another tab wrote it), or
 * null when it cannot be read.
 * @param {string} text
 * @returns {Saved | null}
 */
export function readSaved(text) {
  try {
    const data = JSON.parse(text);
    const ok =
      data &&
      typeof data === 'object' &&
      data.v === VERSION &&
      typeof data.link === 'string' &&
      data.link.length > 0 &&
      data.link.length < 50000;
    if (!ok) return null;
    return {
      link: data.link,
      flipped: data.flipped === true,
      autoFlip: data.autoFlip !== false,
      autoRoll: data.autoRoll === true,
      seat: Number.isInteger(data.seat) && data.seat >= 0 && data.seat < 8 ? data.seat : null,
      lines: readLines(data.lines),
    };
  } catch {
    return null;
  }
}

/**
 * The links of the side lines, as stored (anything else is left out).
 * @param {unknown} lines
 * @returns {string[]}
 */
export function readLines(lines) {
  if (!Array.isArray(lines)) return [];
  return lines.filter((l) => typeof l === 'string' && l.length > 0 && l.length < 50000).slice(-20);
}

/**
 * Saves the game's link, the links of its side lines and the board settings. Failing to save is
 * not an error for the player.
 * @param {string} link
 * @param {boolean} flipped
 * @param {boolean} autoFlip
 * @param {boolean} [autoRoll]
 * @param {number | null} [seat]
 * @param {string[]} [lines]
 */
export function save(link, flipped, autoFlip, autoRoll = false, seat = null, lines = []) {
  const s = store();
  if (!s) return;
  try {
    s.setItem(KEY, JSON.stringify({ v: VERSION, link, flipped, autoFlip, autoRoll, seat, lines }));
  } catch {
    // Storage full or disabled: the game goes on, it just will not survive a reload.
  }
}

/** Forgets the saved game. */
export function clearSaved() {
  const s = store();
  try {
    if (s) s.removeItem(KEY);
  } catch {
    // nothing to do
  }
}

export const STORAGE_KEY = KEY;

// Sharing: copy the position, and import or export game records (the command line's record
// format, with [Game], [Option], [Position] and [Seed] tags, after PGN's roster: event, site,
// date, who played each seat, result, variant; chess.com's PGN4 and FEN4 for its four-player
// games), positions and links through a text box or a file. What is pasted is recognised by its form; the engine reads it, and its message is shown
// under the box when it cannot.

import { isComputer, levelOf } from './seats.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').Engine} Engine */
/** @typedef {import('./engine-types.js').GameHandle} GameHandle */

const $ = (id) => document.getElementById(id);

/**
 * Copies text to the clipboard; when the browser refuses, shows it to copy by hand.
 * @param {string} text
 * @param {string} what
 * @param {(kind: 'error' | 'notice', text: string) => void} message
 */
export async function copyText(text, what, message) {
  try {
    await navigator.clipboard.writeText(text);
    message('notice', `${what} was copied.`);
  } catch {
    window.prompt(`Copy ${what.toLowerCase()}:`, text);
  }
}

/**
 * The name written in a record for a seat: the computer's level, or unknown ('') for a person.
 * @param {string} seat
 * @returns {string}
 */
function seatName(seat) {
  if (seat === 'r') return 'Quadrille random mover';
  if (isComputer(seat)) return `Quadrille level ${levelOf(seat)}`;
  return '';
}

/**
 * The roster of tags for a record: the event, the page's address, the date, the seats' names.
 * @param {string[]} seats
 * @param {Date} date
 * @param {{ origin: string, pathname: string }} where
 * @returns {import('./engine-types.js').RecordHeader}
 */
export function recordHeader(seats, date, where) {
  const two = (n) => String(n).padStart(2, '0');
  return {
    event: 'Casual game',
    site: `${where.origin}${where.pathname}`,
    date: `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`,
    players: seats.map(seatName),
  };
}

/**
 * What a pasted text is: 'link', 'position', 'popeye' (a problem in Popeye's input language,
 * from `begin`) or 'record'.
 * @param {string} text
 * @returns {'link' | 'position' | 'popeye' | 'record'}
 */
export function kindOf(text) {
  const t = text.trim();
  if (/^begin\b/i.test(t) || (/^(author|origin|title|pieces|stipulation|condition)\b/im.test(t) && /^\s*pie\w*\s/im.test(t))) return 'popeye';
  if (/^(https?:\/\/\S*)?#?v=\d+&/.test(t) || /^\S*#v=\d+&\S*$/.test(t)) return 'link';
  const oneLine = !t.includes('\n') && !t.includes('[');
  // A position: its placement (ranks with '/', boards with ';') then the side to move.
  if (oneLine && /^([a-z0-9-]+:)?[^\s]*\/[^\s]*\s+[a-z]\b/i.test(t) && !/\d+\.\s*\S/.test(t)) return 'position';
  return 'record';
}

/**
 * What sharing and the position editor need from the page (app.js makes it).
 * @typedef {object} GameHost
 * @property {Engine} engine
 * @property {import('./pieces.js').PieceSet} pieces
 * @property {() => State} getState
 * @property {(next: State) => void} setState
 * @property {() => GameHandle | null} getHandle
 * @property {(g: GameHandle) => boolean} adopt shows a new game (the one shown goes to the recent games)
 * @property {() => boolean} restore shows the game's own position again (after editing)
 * @property {(kind: 'error' | 'notice', text: string) => void} message
 * @property {() => void} clearMessage
 * @property {(text: string, what: string) => Promise<void>} copy
 * @property {() => string[]} seats
 * @property {() => [number, string][]} [notes] comments for the exported record (the analysis's)
 * @property {(problems: import('./problem-types.js').PopeyeProblem[]) => import('./problem-types.js').PopeyeProblem | null} offerProblems opens the first problem of a Popeye text that can be solved, with its options, and lists them all (the Problem panel's); the problem opened, or null
 */

/**
 * Binds the copy-position button and the import/export box. `host` gives: engine, getState,
 * getHandle, adopt(handle), message(kind, text), clearMessage().
 * @param {GameHost} host
 */
export function createSharePanel(host) {
  const el = {
    copyPosition: $('copy-position'),
    text: /** @type {HTMLTextAreaElement} */ ($('io-text')),
    exportRecord: $('io-export-record'),
    exportPosition: $('io-export-position'),
    importText: $('io-import'),
    download: $('io-download'),
    file: /** @type {HTMLInputElement} */ ($('io-file')),
    error: $('io-error'),
  };
  const { engine } = host;

  /** The record of the game in progress, with who plays each seat and today's date. */
  const record = (handle) => {
    const header = recordHeader(host.seats(), new Date(), location);
    return engine.recordWithHeader(handle, host.notes ? { ...header, notes: host.notes() } : header);
  };

  const showError = (text) => {
    el.error.textContent = text;
    el.error.hidden = !text;
  };

  el.copyPosition.addEventListener('click', () => {
    const view = host.getState().view;
    if (view) copyText(view.position, 'The position', host.message);
  });

  el.exportRecord.addEventListener('click', () => {
    const handle = host.getHandle();
    if (!handle) return;
    try {
      el.text.value = record(handle);
      showError('');
    } catch (e) {
      showError(e.message || String(e));
    }
  });

  el.exportPosition.addEventListener('click', () => {
    const view = host.getState().view;
    if (!view) return;
    const handle = host.getHandle();
    // chess.com's FEN4 for the games of four players on the 160-square board.
    const fen4 = handle ? engine.fen4(handle) : '';
    el.text.value = fen4 || view.position;
    showError('');
  });

  function importText(text) {
    const state = host.getState();
    const current = state.game ? state.game.id : 'chess';
    if (!text.trim()) {
      showError('Paste a game record, a position, a link or a Popeye problem into the box first.');
      return false;
    }
    const kind = kindOf(text);
    if (kind === 'popeye') return importPopeye(text);
    try {
      let g;
      if (kind === 'link') g = engine.fromLink(text.trim().replace(/^[^#]*#/, ''));
      else if (kind === 'position') g = engine.fromPosition(text.trim(), current, null);
      else g = engine.fromRecord(text, current);
      host.adopt(g);
      showError('');
      host.message('notice', `The ${kind === 'record' ? 'game record' : kind} was imported.`);
      return true;
    } catch (e) {
      const what = { link: 'link', position: 'position', record: 'game record' }[kind];
      showError(`This ${what} could not be imported: ${e.message || e}`);
      host.clearMessage(); // an old success must not stand beside the error
      return false;
    }
  }

  /**
   * A Popeye text: its first problem (or twin) that can be solved is opened, with its
   * stipulation and options; the Problem panel lists them all when there are several.
   */
  function importPopeye(text) {
    try {
      const problems = engine.readPopeye(text);
      const opened = host.offerProblems(problems);
      if (!opened) return false;
      showError('');
      const refused = problems.filter((p) => p.error).length;
      const more =
        problems.length > 1
          ? ` The text holds ${problems.length} problems and twins${refused ? ` (${refused} that cannot be solved here)` : ''}: choose one in the Problem panel.`
          : '';
      host.message('notice', `The Popeye problem ${opened.stipulation} was imported.${more}`);
      return true;
    } catch (e) {
      showError(`This Popeye problem could not be imported: ${e.message || e}`);
      host.clearMessage();
      return false;
    }
  }

  el.importText.addEventListener('click', () => importText(el.text.value));

  el.download.addEventListener('click', () => {
    const handle = host.getHandle();
    const state = host.getState();
    if (!handle || !state.game) return;
    const text = record(handle);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = `quadrille-${state.game.id}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });

  el.file.addEventListener('change', async () => {
    const f = el.file.files && el.file.files[0];
    if (!f) return;
    if (f.size > 200000) {
      showError(`The file ${f.name} is too large for a game record (${f.size} bytes; at most 200000).`);
    } else {
      const text = await f.text();
      el.text.value = text;
      importText(text);
    }
    el.file.value = '';
  });

  return { importText };
}

// Opening and restoring links (a flow of the page controller, app.js): the page starts from the
// address hash, else from the saved game, else with a new game; a link that cannot be read never
// replaces the game shown, and the message offers the part of it that could be read. The game's
// link is kept in the address and in the browser's storage after every change. The engine reads
// every link; the page only adds its own parts (the seats, `c=`, and the drawings, `a=`).

import * as S from './state.js';
import { EngineCrash } from './engine.js';
import { loadSaved, save } from './storage.js';
import { splitHash, seatsPart } from './seats.js';
import { drawingsPart } from './drawings.js';
import { linesFrom, readablePart } from './link-parts.js';

/** @typedef {import('./state.js').State} State */

/** The game a new visitor gets. */
export const DEFAULT_GAME = 'alice';

/**
 * The game of a fresh start: the default game, else the first game the engine lists.
 * @param {import('./engine-types.js').GameEntry[]} games
 * @returns {string}
 */
export function freshGame(games) {
  const ids = games.map((g) => g.id);
  return ids.includes(DEFAULT_GAME) ? DEFAULT_GAME : ids[0];
}

/**
 * What the page keeps of the game shown (which must be there): the saved game's link (with the
 * drawings) and the address hash (with the seats and the drawings).
 * @param {State} state
 * @param {string[]} seats the computer's seats
 * @returns {{ saved: string, hash: string }}
 */
export function keptLinks(state, seats) {
  const drawn = drawingsPart(state.drawings, state.view.length);
  return { saved: state.view.link + drawn, hash: `#${state.view.link}${seatsPart(seats)}${drawn}` };
}

/**
 * Whether a new address hash (without '#') asks for another game than the one shown: another
 * link, or other seats (`seats`: the computer's seats now).
 * @param {string} text
 * @param {import('./engine-types.js').Snapshot | null} view
 * @param {string[]} seats
 * @returns {boolean}
 */
export function hashAsksOther(text, view, seats) {
  const { link, seats: wanted } = splitHash(text);
  const sameSeats = !wanted || wanted.join('.') === seats.join('.');
  return !!text && (!view || link !== view.link || !sameSeats);
}

/**
 * The message for a link that could not be opened (`why`: the engine's reason). `origin` says
 * where it came from ('storage': the saved game; else the address); `part` is the part of it that
 * can be read (or null), and `outcome` what the page did instead: kept the game shown ('kept'),
 * opened the part that can be read ('part'), or started a new game ('fresh').
 * @param {'link' | 'storage'} origin
 * @param {string} why
 * @param {{ link: string, label: string } | null} part
 * @param {'kept' | 'part' | 'fresh'} outcome
 * @returns {{ kind: 'error' | 'notice', text: string, action: { label: string, link: string } | null }}
 */
export function brokenLinkMessage(origin, why, part, outcome) {
  if (origin === 'storage') {
    const rest = outcome === 'part' ? `It was opened up to its first unreadable move (${part.label}).` : 'A new game was started.';
    return { kind: 'notice', text: `The saved game could not be restored: ${why}. ${rest}`, action: null };
  }
  if (outcome === 'kept') {
    const action = part ? { label: `Open ${part.label} instead`, link: part.link } : null;
    const rest = action ? ' You may open the part of the link that could be read instead.' : '';
    return { kind: 'error', text: `This link could not be opened: ${why}. Your game was kept.${rest}`, action };
  }
  const rest = outcome === 'part' ? `The part that could be read was opened: ${part.label}.` : 'A new game was started.';
  return { kind: 'error', text: `This link could not be opened: ${why}. ${rest}`, action: null };
}

/**
 * The flow's steps. `flow` gives `keepSaved(saved)` (kept-games.js: a saved game that a link
 * replaces goes to the recent games) and `adoptSeats(gameId, seats)`, which takes the seats a link
 * names (computer.js).
 * @param {import('./page.js').Page} page
 * @param {{ keepSaved: (saved: import('./storage.js').Saved) => void, adoptSeats: (gameId: string, seats: string[]) => void, arrived?: (to: number) => void }} flow
 */
export function createOpening(page, flow) {
  const { engine } = page;
  const message = (/** @type {ReturnType<typeof brokenLinkMessage>} */ m) =>
    page.setState(S.setMessage(page.state(), m.kind, m.text, m.action));

  /**
   * Opens a link (the address hash, or the saved game's link when `origin` is 'storage'). A
   * link that cannot be read never replaces the game shown, nor the saved game (`fallback`, opened
   * instead): the message offers the part of the link that could be read.
   * @param {string} text
   * @param {'link' | 'storage'} origin
   * @param {string | null} [fallback]
   * @returns {boolean} whether the link was opened
   */
  function openLink(text, origin, fallback = null) {
    const { link, seats, drawings, to } = splitHash(text);
    try {
      const g = engine.fromLink(link);
      if (seats) flow.adoptSeats(engine.info(g).id, seats);
      page.adopt(g, [], true, drawings);
      if (to != null && flow.arrived) flow.arrived(to);
      return true;
    } catch (e) {
      if (e instanceof EngineCrash) {
        page.recover(e);
        return false;
      }
      const why = e.message || String(e);
      const part = readablePart(engine, link);
      if (origin !== 'storage' && (!!page.state().view || (fallback != null && quietly(fallback)))) {
        page.remember();
        message(brokenLinkMessage(origin, why, part, 'kept'));
        return false;
      }
      const opened = part && quietly(part.link);
      if (!opened) startFresh(null);
      message(brokenLinkMessage(origin, why, part, opened ? 'part' : 'fresh'));
      return false;
    }
  }

  /**
   * Opens a link that should be readable; false (and nothing changed) when it is not.
   * @param {string} link
   * @returns {boolean}
   */
  function quietly(link) {
    const { link: text, seats, drawings } = splitHash(link);
    try {
      const g = engine.fromLink(text);
      if (seats) flow.adoptSeats(engine.info(g).id, seats);
      page.adopt(g, [], true, drawings);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A new game of the default game, with a message (or none).
   * @param {string | null} text
   * @param {'error' | 'notice'} [kind]
   */
  function startFresh(text, kind) {
    const id = freshGame(page.state().games);
    page.attempt(() => page.adopt(engine.create(id)));
    if (text) page.setState(S.setMessage(page.state(), kind, text));
  }

  /** Saves the game shown and writes its link into the address, without adding history entries. */
  /** While another tab's game is being followed: its game is shown, not saved again. */
  let following = false;

  /**
   * Runs `fn` without saving: the game shown is the one another tab saved, and writing it back
   * could arrive there after that tab's next move and undo it.
   * @param {() => void} fn
   */
  function follow(fn) {
    following = true;
    try {
      fn();
    } finally {
      following = false;
    }
  }

  function writeLink() {
    const state = page.state();
    const links = keptLinks(state, page.seats());
    if (!following) save(links.saved, state.flipped, state.autoFlip, state.autoRoll, state.seat, state.lines.map((l) => l.link));
    if (window.location.hash !== links.hash) {
      window.history.replaceState(null, '', links.hash);
    }
  }

  /** The address hash changed (the back button, a link followed): another game is opened. */
  function onHashChange() {
    const text = window.location.hash.slice(1);
    if (hashAsksOther(text, page.state().view, page.seats())) openLink(text, 'link');
  }

  /**
   * Start: the address hash wins over the saved game; a broken one of either gives a fresh game.
   * Returns whether this is a first visit (no link, nothing saved).
   * @returns {boolean}
   */
  function start() {
    page.attempt(() => page.setState(S.withGames(page.state(), engine.games())));
    const hash = window.location.hash.slice(1);
    const stored = loadSaved();
    const saved = stored.saved;
    if (saved) {
      let state = S.setAutoFlip(page.state(), saved.autoFlip);
      state = S.setAutoRoll(state, saved.autoRoll);
      if (saved.seat != null) state = S.setSeat(state, saved.seat);
      if (saved.flipped) state = S.toggleFlip(state);
      page.setState(state);
    }
    if (hash) {
      const opened = openLink(hash, 'link', saved ? saved.link : null);
      // A link that replaces the saved game: the saved game goes to the recent games.
      if (opened && saved && page.state().view.link !== saved.link) flow.keepSaved(saved);
    } else if (saved) {
      openLink(saved.link, 'storage');
    } else if (stored.error) {
      startFresh(stored.error, 'notice');
    } else {
      startFresh(null);
    }
    const first = !hash && !saved && !stored.error;
    // The side lines of the saved game come back with it (a reload keeps the hash of the same game).
    const state = page.state();
    if (saved && state.view && !state.lines.length && saved.lines.length) {
      if (!hash || state.view.link === saved.link) {
        page.setState(S.withLines(state, linesFrom(engine, saved.lines)));
        page.remember();
      }
    }
    return first;
  }

  return { openLink, quietly, writeLink, onHashChange, start, follow };
}

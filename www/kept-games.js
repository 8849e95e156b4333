// The games kept beside the one shown (a flow of the page controller, app.js): the recent games
// and the side lines. A game the page leaves for another (a new game, a rematch, a link, another
// recent game) goes to the recent games (recent.js keeps the list), and a recent game resumed takes
// its place; a step made at an earlier position keeps the game as it was as a side line
// (history.js), and a side line opened becomes the main line. The engine reads every link.

import * as S from './state.js';
import * as H from './history.js';
import { EngineCrash } from './engine.js';
import { addRecent, createRecentPanel, loadRecent, removeRecent } from './recent.js';
import { linesFrom } from './link-parts.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').Snapshot} Snapshot */

/**
 * The recent games' entry for the game shown, left at time `at`; null when it is not worth
 * keeping (no game, or a game without any move or side line).
 * @param {State} state
 * @param {number} at
 * @returns {import('./recent.js').RecentEntry | null}
 */
export function recentEntry(state, at) {
  const v = state.view;
  if (!v || !state.game || (v.length === 0 && !state.lines.length)) return null;
  return { link: v.link, lines: state.lines.map((l) => l.link), name: state.game.name, moves: v.length, at };
}

/**
 * What a step (a move or a roll, `text` as the move list writes it, or null when it is not known)
 * made at the position viewed does to the lines: 'end' at the end of the game (nothing to keep),
 * 'forward' when it is the next step of the main line already (the page steps forward instead),
 * else 'branch' (the game as it was is kept as a side line).
 * @param {Snapshot | null} view
 * @param {string | null} text
 * @returns {'end' | 'forward' | 'branch'}
 */
export function stepAt(view, text) {
  if (!view || view.ply >= view.length) return 'end';
  if (text != null && view.history[view.ply] === text) return 'forward';
  return 'branch';
}

/**
 * Binds the recent games' panel and returns the flow's steps.
 * @param {import('./page.js').Page} page
 */
export function createKeptGames(page) {
  const { engine } = page;

  /** Keeps the game shown in the recent games (a game without any move is not worth keeping). */
  function keepRecent() {
    const entry = recentEntry(page.state(), Date.now());
    if (entry) showRecent(addRecent(entry));
  }

  /**
   * Keeps the saved game (not shown: a link replaced it) in the recent games.
   * @param {import('./storage.js').Saved} saved
   */
  function keepSaved(saved) {
    try {
      const g = engine.fromLink(saved.link);
      const name = engine.info(g).name;
      const moves = engine.snapshot(g).length;
      engine.release(g);
      if (moves || saved.lines.length) showRecent(addRecent({ link: saved.link, lines: saved.lines, name, moves, at: Date.now() }));
    } catch {
      // a saved game the engine cannot read was reported when it was read
    }
  }

  /**
   * Resumes a recent game: it leaves the list, and the game shown takes its place there.
   * @param {import('./recent.js').RecentEntry} entry
   */
  function resume(entry) {
    const lines = linesFrom(engine, entry.lines);
    try {
      const g = engine.fromLink(entry.link);
      removeRecent(entry.link);
      page.adopt(g, lines);
      showRecent(loadRecent());
      page.setState(S.clearMessage(page.state()));
    } catch (e) {
      if (e instanceof EngineCrash) page.recover(e);
      else {
        showRecent(removeRecent(entry.link));
        page.setState(S.setMessage(page.state(), 'error', `This recent game could not be opened: ${e.message || e}`));
      }
    }
  }

  /**
   * Before a step (a move or a roll, `text` as the move list writes it) made while an earlier
   * position is viewed: the game as it was is kept as a side line. When the step is the next one
   * of the main line already, the page steps forward instead and returns true.
   * @param {string | null} text
   * @returns {boolean}
   */
  function branch(text) {
    const state = page.state();
    const v = state.view;
    const step = stepAt(v, text);
    if (step === 'end') return false;
    if (step === 'forward') {
      if (page.attempt(() => engine.goTo(page.handle(), v.ply + 1))) page.attempt(page.refresh);
      return true;
    }
    page.setState(S.withLines(state, H.addLine(state.lines, H.lineOf(v))));
    return false;
  }

  /**
   * Shows side line `index` at `ply` as the main line; the main line becomes a side line.
   * @param {number} index
   * @param {number} ply
   */
  function openLine(index, ply) {
    const swap = H.promote(page.state().lines, index, page.state().view);
    if (!swap) return;
    page.attempt(() => {
      const g = engine.fromLink(swap.line.link);
      engine.goTo(g, Math.min(ply, swap.line.history.length));
      page.adopt(g, swap.lines, false);
    });
  }

  /**
   * A new game of `id`, with options as { name: value } (none: the defaults); the game shown goes
   * to the recent games.
   * @param {string} id
   * @param {import('./engine-types.js').GameOptions} [options]
   */
  function newGame(id, options) {
    const before = page.state();
    const kept = before.view && before.view.length > 0;
    if (!page.attempt(() => page.adopt(engine.create(id, options)))) return;
    const text = kept ? 'A new game was started; the previous one is kept under Recent games.' : null;
    const state = page.state();
    page.setState(text ? S.setMessage(state, 'notice', text) : S.clearMessage(state));
  }

  /**
   * The same game again, from the same start (a set-up position too); games with dice get new
   * dice. The game just played goes to the recent games.
   */
  function rematch() {
    const state = page.state();
    if (!state.game || !state.view) return;
    if (state.game.dice) {
      newGame(state.game.id, Object.fromEntries(state.game.options || []));
      return;
    }
    page.attempt(() => {
      const g = engine.fromLink(state.view.link);
      engine.rewind(g);
      page.adopt(g);
      page.setState(S.setMessage(page.state(), 'notice', 'A rematch was started; the game played is kept under Recent games.'));
    });
  }

  const showRecent = createRecentPanel(resume);
  showRecent(loadRecent());

  return { keepRecent, keepSaved, branch, openLine, newGame, rematch };
}

// Tabs in step: the saved game is shared by every tab of the page (the browser's storage), so
// every tab follows the game another tab saved last (the `storage` event), and no tab's moves are
// lost: when the other tab's game goes further, this tab simply shows it; when it is shorter (a
// move taken back there) or parts from this tab's moves (a move played in each at once), this tab
// shows it and keeps its own moves as a side line; when the other tab opened another game (or a
// new one), this tab's game goes to the recent games. The player is told of the last two. The
// engine reads every link; the page compares the move texts it gives.

import * as S from './state.js';
import * as H from './history.js';
import { readSaved, STORAGE_KEY } from './storage.js';
import { splitHash } from './seats.js';
import { linesFrom } from './link-parts.js';

/** @typedef {import('./history.js').Line} Line */

/**
 * How the game of another tab stands to the game of this one, each given as its start (the link
 * of its first position) and its moves: 'other' (another start, or a new game without a move
 * where this tab has moves), 'same', 'behind' (this tab's moves begin the other's), 'ahead' (the
 * other way round) or 'diverged'.
 * @param {{ start: string, history: readonly string[] }} ours
 * @param {{ start: string, history: readonly string[] }} theirs
 * @returns {'other' | 'same' | 'behind' | 'ahead' | 'diverged'}
 */
export function relation(ours, theirs) {
  const a = ours.history;
  const b = theirs.history;
  if (ours.start !== theirs.start || (b.length === 0 && a.length > 0)) return 'other';
  if (a.length === b.length && H.isPrefix(a, b)) return 'same';
  if (H.isPrefix(a, b)) return 'behind';
  if (H.isPrefix(b, a)) return 'ahead';
  return 'diverged';
}

/**
 * The side lines of both tabs: the other tab's, then this tab's that it does not hold.
 * @param {Line[]} theirs
 * @param {Line[]} ours
 * @returns {Line[]}
 */
export function mergeLines(theirs, ours) {
  return ours.reduce((lines, line) => H.addLine(lines, line), theirs);
}

/**
 * Follows the saved game as other tabs write it.
 * @param {import('./page.js').Page} page
 */
export function bindTabSync(page) {
  const { engine } = page;

  /**
   * The link of the first position of a game given by its link.
   * @param {string} link
   */
  function startOf(link) {
    const g = engine.fromLink(link);
    try {
      engine.rewind(g);
      return engine.snapshot(g).link;
    } finally {
      engine.release(g);
    }
  }

  /** @param {StorageEvent} e */
  function onStorage(e) {
    if (e.key !== STORAGE_KEY || !e.newValue) return;
    const saved = readSaved(e.newValue);
    const state = page.state();
    const ours = state.view;
    if (!saved || !ours || !state.game || state.editing) return;
    const { link, drawings } = splitHash(saved.link);
    /** @type {import('./engine-types.js').GameHandle} */
    let g;
    /** @type {ReturnType<typeof relation>} */
    let how;
    try {
      g = engine.fromLink(link);
      const theirs = engine.snapshot(g);
      how = relation({ start: startOf(ours.link), history: ours.history }, { start: startOf(link), history: theirs.history });
    } catch {
      return; // a link this page cannot read is not followed
    }
    const lines = mergeLines(linesFrom(engine, saved.lines), state.lines);
    if (how === 'same') {
      engine.release(g);
      // More side lines here: saved again, so that the other tab holds them too.
      if (lines.length !== state.lines.length) {
        page.setState(S.withLines(state, lines));
        page.remember();
      }
      return;
    }
    const name = state.game.name;
    page.attempt(() => {
      // Where this tab has nothing to add, the game it now shows is the other tab's, already
      // saved: it is not written back, since that write could reach the other tab after its
      // next move and undo it. A side line made of this tab's moves is saved (it must last).
      if (how === 'other') {
        page.follow(() => page.adopt(g, linesFrom(engine, saved.lines), true, drawings));
        const kept = ours.length > 0 || state.lines.length > 0;
        const text = kept
          ? `Another tab opened ${page.state().game.name}: this tab follows it, and its game of ${name} is kept under Recent games.`
          : `Another tab opened ${page.state().game.name}: this tab follows it.`;
        page.setState(S.setMessage(page.state(), 'notice', text));
        return;
      }
      const length = engine.snapshot(g).length;
      if (how === 'behind') {
        // At the same ply as here, or at the end if this tab was there.
        engine.goTo(g, ours.ply === ours.length ? length : ours.ply);
        if (lines.length === saved.lines.length) page.follow(() => page.adopt(g, lines, false, drawings));
        else page.adopt(g, lines, false, drawings);
        return;
      }
      // Shorter, or parted: this tab's moves are kept as a side line.
      engine.goTo(g, length);
      page.adopt(g, H.addLine(lines, H.lineOf(ours)), false, drawings);
      if (how === 'diverged') {
        const text = 'Another tab played other moves in this game at the same time: its moves are shown, and the moves of this tab are kept as a side line.';
        page.setState(S.setMessage(page.state(), 'notice', text));
      }
    });
  }

  window.addEventListener('storage', onStorage);
}

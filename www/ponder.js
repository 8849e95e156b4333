// Pondering: while a person thinks against a strong computer (level 7 or 8), the computer's worker
// goes on searching the person's position in short slices. Its transposition table then holds the
// person's replies and what follows them, so the computer's own search after the reply starts
// from what it already knows (docs/strength.md, "Pondering": what it is worth). Each slice also
// deepens the evaluation bar. The slices are short so that the computer's turn never waits long
// for one to end (the worker keeps its table: it is not stopped for the move); pondering stops
// after a while, so a phone left open does not think for ever.

import { isComputer, levelOf } from './seats.js';

/** One slice of pondering, in milliseconds. */
export const SLICE = 300;
/** The most pondering on one position, in milliseconds. */
export const LIMIT = 20000;
/** The weakest level that ponders (the weaker levels play shallow searches by design). */
const STRONG = 7;

/**
 * The next slice of pondering on the position shown, or null: a game of two sides without dice,
 * the last position, not over, a person to move, a computer of level 7 or 8 in the game, not
 * paused, less than LIMIT spent on this position so far.
 * @param {{ view: import('./engine-types.js').Snapshot | null, seats: string[], twoSides: boolean, paused: boolean, spent: number }} position
 * @returns {{ kind: 'ponder', link: string, level: number, movetime: number, seed: number, player: null } | null}
 */
export function ponderSlice({ view, seats, twoSides, paused, spent }) {
  if (!view || !twoSides || paused || view.dice || view.status.over || view.ply !== view.length) return null;
  if (isComputer(seats[view.status.toMove])) return null;
  if (!seats.some((s) => isComputer(s) && levelOf(s) >= STRONG)) return null;
  if (spent >= LIMIT) return null;
  return { kind: 'ponder', link: view.link, level: 8, movetime: Math.min(SLICE, LIMIT - spent), seed: 1, player: null };
}

// The page controller as its flows see it (app.js makes it; opening.js, turns.js, proposals.js,
// kept-games.js and actions.js take it): the engine, the state and the game's handle, and the
// steps they all take. A type declaration only: nothing here runs.

import type { Engine, GameHandle } from './engine-types.js';
import type { EngineCrash } from './engine.js';
import type { State } from './state.js';
import type { Line } from './history.js';
import type { Drawing } from './drawings.js';

export interface Page {
  engine: Engine;
  state(): State;
  setState(next: State): void;
  /** The game shown. */
  handle(): GameHandle | null;
  /** Runs engine calls: an error becomes a message, a crash restores the game; whether it went well. */
  attempt(fn: () => void): boolean;
  /** After a crash: the game comes back from its last link. */
  recover(crash: EngineCrash): void;
  /**
   * Makes `g` the game shown, with its side lines and drawings; the game it replaces goes to the
   * recent games unless `keep` is false.
   */
  adopt(g: GameHandle, lines?: Line[], keep?: boolean, drawings?: Drawing[]): void;
  /** Shows the engine's new snapshot of the game. */
  refresh(): void;
  /** Saves the game and writes its link into the address; the computer and the premoves look at it. */
  remember(): void;
  /**
   * Runs `fn` without saving the game it shows: a tab following the game another tab saved
   * does not write it back (a late echo would undo that tab's newer moves).
   */
  follow(fn: () => void): void;
  /** Who plays each seat: 'h' a person, else the computer (computer.js). */
  seats(): string[];
}

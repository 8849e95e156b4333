// Turn automation (a flow of the page controller, app.js): whose turn it is (a person's or the
// computer's), the moves played on the page by either, the dice rolled and the passes played for a
// player who cannot move (announced), taking moves back past the computer's replies, and a player
// leaving the game (a resignation, a time-out). Which moves are legal, and when a player must
// pass, are the engine's answers.

import * as S from './state.js';
import * as H from './history.js';
import { isComputer } from './seats.js';
import { fallenArmies } from './seat-status.js';
import { forcedPass } from './public-state.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').Snapshot} Snapshot */

/**
 * Whether the player to move in the position shown is played by the computer now (at the end of
 * the game, the game going on, the computer not paused); `seats` are the computer's seats.
 * @param {State} state
 * @param {string[]} seats
 * @returns {boolean}
 */
export function computerTurn(state, seats) {
  const v = state.view;
  if (!v || v.status.over || v.ply !== v.length || state.ai.paused) return false;
  return isComputer(seats[v.status.toMove] || 'h');
}

/**
 * The notice that the players `movers` (in order) passed, or null when the game is over (its
 * result stands alone).
 * @param {State} state
 * @param {number[]} movers
 * @returns {string | null}
 */
export function passNotice(state, movers) {
  if (!state.view || state.view.status.over) return null;
  const names = movers.map((m) => (state.game.players[m] ? state.game.players[m].name : 'The player'));
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} pass` : `${names[0]} passes`;
  const why = state.game.dice ? 'no die can be used' : names.length > 1 ? 'they have no legal move' : 'no legal move';
  return `${who}: ${why}.`;
}

/**
 * What auto-roll does at the position shown: 'roll' the dice, play the 'pass' that is the only
 * move, or null (auto-roll off, not at the end of a game with dice going on, or a choice to make).
 * @param {State} state
 * @returns {'roll' | 'pass' | null}
 */
export function autoStepOf(state) {
  const v = state.view;
  if (!state.autoRoll || !v || !v.dice || v.status.over || v.ply < v.length) return null;
  if (v.dice.needsRoll) return 'roll';
  if (v.dice.onlyPass) return 'pass';
  return null;
}

/**
 * The roll that follows the position viewed in the move list (`3,5:`), or null. The dice of a
 * position always roll the same (from the game's seed), so rolling there repeats it.
 * @param {Snapshot | null} view
 * @returns {string | null}
 */
export function nextRoll(view) {
  const next = view && view.ply < view.length ? view.history[view.ply] : null;
  return next && /^\d,\d:$/.test(next) ? next : null;
}

/**
 * Whether Undo goes on taking back from `view`: past a forced pass (it would only be played
 * again), and against the computer past its moves, to the last position a person is to move in.
 * @param {Snapshot} view
 * @param {string[]} seats the computer's seats
 * @returns {boolean}
 */
export function undoesFurther(view, seats) {
  if (view.length === 0) return false;
  const someHuman = seats.some((s) => !isComputer(s));
  return forcedPass(view) || (someHuman && isComputer(seats[view.status.toMove] || 'h'));
}

/**
 * The flow's steps. `flow` gives the side lines' steps of kept-games.js (`branch`, `openLine`),
 * `calm` (the wish for less motion: moves are not slid) and `gameOver(state)`, which opens the
 * game-over dialog.
 * @param {import('./page.js').Page} page
 * @param {{ branch: (text: string | null) => boolean, openLine: (index: number, ply: number) => void, calm: { matches: boolean }, gameOver: (state: State) => void }} flow
 */
export function createTurns(page, flow) {
  const { engine } = page;
  const computerToMove = () => computerTurn(page.state(), page.seats());

  /**
   * Says that players passed, in the message banner.
   * @param {number[]} movers
   */
  function announcePass(...movers) {
    const text = passNotice(page.state(), movers);
    if (text) page.setState(S.setMessage(page.state(), 'notice', text));
  }

  /**
   * Games where a player who cannot move passes: at the end of the game, plays every forced pass
   * (it is recorded in the move list like any move) and announces who passed.
   * @param {number[]} [movers] who passed just before
   */
  function autoPass(movers = []) {
    for (let i = 0; i < 8 && page.handle(); i++) {
      const v = page.state().view;
      if (!forcedPass(v) || v.ply < v.length) break;
      const mover = v.status.toMove;
      if (!page.attempt(() => engine.play(page.handle(), 0)) || !page.attempt(page.refresh)) break;
      movers.push(mover);
    }
    if (movers.length) announcePass(...movers);
  }

  /**
   * With auto-roll on, at the end of the game: rolls for the player to move, and plays a pass
   * that is the only move (announced). Stops when a player has a choice to make.
   */
  function autoStep() {
    for (let i = 0; i < 8 && page.handle(); i++) {
      const step = autoStepOf(page.state());
      if (step === 'roll') {
        if (!page.attempt(() => engine.roll(page.handle())) || !page.attempt(page.refresh)) return;
      } else if (step === 'pass') {
        const v = page.state().view;
        const index = v.moves.findIndex((m) => m.pass);
        const mover = v.status.toMove;
        if (index < 0 || !page.attempt(() => engine.play(page.handle(), index)) || !page.attempt(page.refresh)) return;
        announcePass(mover);
      } else {
        return;
      }
    }
  }

  /**
   * Plays a legal move by its index (a person's move, or the computer's); `dragged` when the
   * person dropped the piece on its cell (it is then not slid there again).
   * @param {number} index
   * @param {boolean} [dragged]
   */
  function playMove(index, dragged = false) {
    const shown = page.state().view;
    const move = shown && shown.moves[index];
    if (move && flow.branch(move.san)) return;
    const before = page.state().view;
    const mover = before ? before.status.toMove : 0;
    if (!page.attempt(() => engine.play(page.handle(), index))) return;
    page.attempt(page.refresh);
    const state = page.state();
    const fallen = fallenArmies(before, state.view);
    if (fallen.length) page.setState(S.fadeOut(state, fallen, performance.now()));
    if (move && move.pass && state.game.dice) announcePass(mover);
    else if (!flow.calm.matches) page.setState(S.animate(page.state(), performance.now(), dragged && !state.game.geometry.wraps));
    autoStep();
    autoPass(move && move.pass && !state.game.dice ? [mover] : []);
  }

  /** Rolls the dice (from the game's seed); at an earlier position the roll starts a side line. */
  function rollDice() {
    if (flow.branch(nextRoll(page.state().view))) return;
    if (page.attempt(() => engine.roll(page.handle()))) page.attempt(page.refresh);
    autoStep();
  }

  /**
   * Takes back the last move, and the forced passes before it (they would only be replayed).
   * Against the computer it goes back to the last position a person is to move in, so the
   * computer's reply is taken back with the move it answered.
   */
  function undo() {
    const seats = page.seats();
    const back = () => page.attempt(() => engine.undo(page.handle())) && page.attempt(page.refresh);
    if (!back()) return;
    while (page.state().view && undoesFurther(page.state().view, seats)) {
      if (!back()) return;
    }
    // A move made at an earlier position is taken back: the old continuation comes back.
    const state = page.state();
    const i = H.continuation(state.lines, state.view.history);
    if (i >= 0) flow.openLine(i, state.view.length);
  }

  /**
   * After `act` (a resignation, a time-out, an agreed draw): the game ended as it stood (the
   * game-over dialog), or a player left it, a step that `refresh` shows like a move.
   * @param {() => void} act
   */
  function departed(act) {
    const length = page.state().view.length;
    act();
    page.refresh();
    if (page.state().view.length === length) flow.gameOver(page.state());
  }

  return { computerToMove, autoPass, autoStep, playMove, rollDice, undo, departed };
}

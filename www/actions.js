// What the page's controls and the board do (app.js binds them to ui.js, input.js and the other
// panels): each action is a pure change of the state (state.js) or a step of one of the page's
// flows: turns.js (moves, dice, passes, Undo), proposals.js (Blocking Double Chess's consent),
// kept-games.js (new games, side lines) and opening.js (links), or of the premoves (premove.js).

import * as S from './state.js';
import { toggleDrawing } from './drawings.js';

/** @typedef {import('./state.js').State} State */

/**
 * Everything the page's controls may ask for.
 * @typedef {import('./ui.js').UiActions & import('./input.js').BoardActions & import('./input.js').KeyActions & {
 *   play: (index: number, dragged?: boolean) => void,
 *   answer: (kind: import('./consent.js').Answer) => void,
 *   chooseHand: (letter: string) => void,
 *   defaultPlacement: () => void,
 * }} Actions
 */

/**
 * The actions, on the flows' steps. `flows` gives the steps of turns.js (`turns`), proposals.js
 * (`proposals`), kept-games.js (`kept`), opening.js (`opening`), the premoves (`premove`) and
 * `editCell(cell)`, a click on the board while the position editor is open.
 * @param {import('./page.js').Page} page
 * @param {{
 *   turns: ReturnType<typeof import('./turns.js').createTurns>,
 *   proposals: ReturnType<typeof import('./proposals.js').createProposals>,
 *   kept: ReturnType<typeof import('./kept-games.js').createKeptGames>,
 *   opening: ReturnType<typeof import('./opening.js').createOpening>,
 *   premove: ReturnType<typeof import('./premove.js').createPremove>,
 *   editCell: (cell: number) => void,
 * }} flows
 * @returns {Actions}
 */
export function createActions(page, flows) {
  const { engine } = page;
  const { turns, proposals, kept, opening, premove } = flows;
  const state = () => page.state();
  const set = (/** @type {State} */ next) => page.setState(next);

  /** @type {Actions} */
  const actions = {
    select: (cell) => set(S.select(state(), cell)),
    deselect: () => {
      premove.cancel();
      set(S.clearSelection(state()));
    },
    premoveClick: (cell) => premove.click(cell),
    premoveDrop: (cell) => premove.drop(cell),
    cancelPremove: () => premove.cancel(),
    dragStart: (cell, x, y) => set(S.dragStart(state(), cell, x, y)),
    dragMove: (x, y, hover) => set(S.dragMove(state(), x, y, hover)),
    dragEnd: () => set(S.dragEnd(state())),
    cancelChoice: () => set(S.closeChoice(state())),
    /** An arrow (or a circle, `from` equal to `to`) drawn on the position shown, or taken away. */
    draw(from, to, colour) {
      const s = state();
      if (!s.view) return;
      set(S.withDrawings(s, toggleDrawing(s.drawings || [], { ply: s.view.ply, colour, from, to })));
      page.remember();
    },
    clearDrawings() {
      const s = state();
      const ply = s.view ? s.view.ply : -1;
      if (!(s.drawings || []).some((d) => d.ply === ply)) return;
      set(S.withDrawings(s, s.drawings.filter((d) => d.ply !== ply)));
      page.remember();
    },
    tryMove(from, cell, dragged = false) {
      const found = S.movesTo(state(), from, cell);
      if (found.length === 1) actions.play(found[0].index, dragged);
      else if (found.length > 1) set(S.openChoice(state(), found.map((x) => x.index)));
      else {
        const offered = S.proposalsTo(state(), from, cell);
        if (offered.length && !turns.computerToMove()) proposals.propose(offered[0].index, false);
      }
    },
    /** The partner's answer to a proposal: 'accept', 'unwise', 'another' or 'impossible'. */
    answer: (kind) => proposals.answer(kind),
    /** The placement step: chooses the piece of the hand to place. */
    chooseHand: (letter) => set(S.chooseHand(state(), letter)),
    /** The placement step: places the rest of the hand of the player to move by default. */
    defaultPlacement() {
      if (turns.computerToMove() || !S.placing(state())) return;
      if (page.attempt(() => engine.defaultPlacement(page.handle()))) page.attempt(page.refresh);
    },
    play(index, dragged = false) {
      if (turns.computerToMove()) {
        set(S.clearSelection(state()));
        return;
      }
      turns.playMove(index, dragged);
    },
    /** Games with dice: rolls the dice (from the game's seed). */
    roll() {
      if (turns.computerToMove()) return;
      turns.rollDice();
    },
    /** Games with dice: plays the pass, when it is the only move. */
    pass() {
      const v = state().view;
      const index = v ? v.moves.findIndex((m) => m.pass) : -1;
      if (index >= 0) actions.play(index);
    },
    setAutoRoll(on) {
      set(S.setAutoRoll(state(), on));
      page.remember();
      turns.autoStep();
    },
    /** Turns a cylinder by some ranks. */
    rotate: (by) => set(S.rotate(state(), by)),
    undo: () => turns.undo(),
    goTo(ply) {
      const v = state().view;
      if (!v) return;
      const target = Math.max(0, Math.min(v.length, ply));
      if (target === v.ply) return;
      if (page.attempt(() => engine.goTo(page.handle(), target))) page.attempt(page.refresh);
    },
    step: (d) => {
      const v = state().view;
      if (v) actions.goTo(v.ply + d);
    },
    flip() {
      set(S.toggleFlip(state()));
      page.remember();
    },
    setAutoFlip(on) {
      set(S.setAutoFlip(state(), on));
      page.remember();
    },
    /** Turns the boards for a player (a number), or for the player to move (null). */
    setSeat(seat) {
      set(S.setSeat(state(), seat));
      page.remember();
    },
    /** A new game of `id`, with options as { name: value } (none: the defaults). */
    newGame: (id, options) => kept.newGame(id, options),
    /** Makes side line `index` the main line, at `ply`. */
    openLine: (index, ply) => kept.openLine(index, ply),
    dismissMessage: () => set(S.clearMessage(state())),
    /** The button of the message: opens the part of a broken link that could be read. */
    messageAction() {
      const s = state();
      const action = s.message && s.message.action;
      if (action && opening.quietly(action.link)) set(S.clearMessage(state()));
    },
    async copyLink() {
      const url = window.location.href;
      try {
        await navigator.clipboard.writeText(url);
        const only = state().lines.length ? ' It holds the main line only: side lines stay in this browser.' : '';
        set(S.setMessage(state(), 'notice', `The link to this game was copied.${only}`));
      } catch {
        window.prompt('Copy this link to the game:', url);
      }
    },
    editCell: (cell) => flows.editCell(cell),
  };
  return actions;
}

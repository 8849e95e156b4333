// Input, bound in one place: pointer events on the board canvas (click-click and drag-and-drop,
// for mouse, pen and touch alike) and the keyboard. Gestures become calls to `actions`; whether a
// move is legal is only looked up in the engine's list of legal moves (see state.js).

import { cellAt } from './layout.js';
import { drops, isSource, movesTo, placing, proposalsTo } from './state.js';
import { colourOf } from './drawings.js';
import { keepsArrows } from './dom.js';

/** @typedef {import('./state.js').State} State */

/**
 * What gestures on the board do (the page's controller, or an embedded board): the optional ones
 * exist on the game's page only.
 * @typedef {object} BoardActions
 * @property {(cell: number) => void} select
 * @property {() => void} deselect
 * @property {(cell: number, x: number, y: number) => void} dragStart
 * @property {(x: number, y: number, hover: number | null) => void} dragMove
 * @property {() => void} dragEnd
 * @property {(from: number, cell: number, dragged?: boolean) => void} tryMove
 * @property {() => void} cancelChoice
 * @property {(index: number) => void} play
 * @property {(by: number) => void} rotate
 * @property {(cell: number) => void} [editCell]
 * @property {(cell: number | null) => boolean} [premoveClick]
 * @property {(cell: number | null) => void} [premoveDrop]
 * @property {() => boolean} [cancelPremove]
 * @property {(from: number, to: number, colour: string) => void} [draw]
 * @property {() => void} [clearDrawings]
 */

/**
 * The keys of the page: stepping through the moves, and letting go of a piece.
 * @typedef {object} KeyActions
 * @property {(by: number) => void} step
 * @property {(ply: number) => void} goTo
 * @property {() => void} deselect
 */

/**
 * Whether releasing or clicking on `cell` means a move or a proposal of the piece on `from`.
 * @type {(state: State, from: number, cell: number) => boolean}
 */
const reaches = (state, from, cell) => movesTo(state, from, cell).length > 0 || proposalsTo(state, from, cell).length > 0;

/**
 * What a press on `cell` (a click, a tap, or Enter on the keyboard's cursor) does before any
 * piece is picked up: an edit of the position, closing the choice of a promotion, a premove while
 * the computer thinks, a drop of the placement step, or a move of the selected piece. Returns
 * whether it did one of these; otherwise the press picks up a piece or clears the selection.
 * @param {State} state
 * @param {number | null} cell
 * @param {BoardActions} actions
 * @returns {boolean}
 */
export function pressCell(state, cell, actions) {
  if (state.editing) {
    if (cell != null) actions.editCell(cell); // the position editor places or removes a piece
    return true;
  }
  if (state.choice) {
    actions.cancelChoice();
    return true;
  }
  if (state.consent) return true; // a proposal awaits the partner's answer
  if (actions.premoveClick && actions.premoveClick(cell)) return true;
  if (placing(state)) {
    // The placement step: a click on a cell of the fortress places the piece chosen.
    const drop = drops(state).find((d) => d.move.to === cell);
    if (drop) actions.play(drop.index);
    return true;
  }
  const sel = state.selected;
  if (sel != null && cell != null && cell !== sel && reaches(state, sel, cell)) {
    actions.tryMove(sel, cell);
    return true;
  }
  return false;
}

/**
 * Binds the board. `getState()` and `getLayout()` read the current state and layout; `actions`
 * has select, deselect, dragStart, dragMove, dragEnd, tryMove, cancelChoice and play (a drop of the
 * placement step, by its index in the legal moves), and may have draw and clearDrawings (arrows and
 * circles drawn with the right button, see drawings.js).
 * @param {HTMLCanvasElement} canvas
 * @param {() => State} getState
 * @param {() => import('./layout.js').Layout | null} getLayout
 * @param {BoardActions} actions
 */
export function bindBoard(canvas, getState, getLayout, actions) {
  let pending = null; // { cell, x0, y0, wasSelected, pointerId }

  const point = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const cellUnder = (p) => {
    const layout = getLayout();
    return layout ? cellAt(layout, p.x, p.y) : null;
  };

  let drawing = null; // { cell, colour } while the right button is down
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button === 2) {
      // A right click takes back a premove (then it draws nothing).
      if (actions.cancelPremove && actions.cancelPremove()) {
        drawing = null;
        return;
      }
      const cell = cellUnder(point(e));
      drawing = cell != null && !getState().editing ? { cell, colour: colourOf(e) } : null;
      return;
    }
    if (e.button !== undefined && e.button > 0) return;
    e.preventDefault();
    const state = getState();
    const p = point(e);
    const cell = cellUnder(p);
    if (!state.editing && actions.clearDrawings) actions.clearDrawings();
    if (pressCell(state, cell, actions)) return;
    if (cell != null && isSource(state, cell)) {
      pending = { cell, x0: p.x, y0: p.y, wasSelected: state.selected === cell, pointerId: e.pointerId };
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch {
        // The pointer may already be gone; the drag simply ends on the next event.
      }
      actions.dragStart(cell, p.x, p.y);
      return;
    }
    actions.deselect();
  });

  canvas.addEventListener('pointermove', (e) => {
    if (!pending || e.pointerId !== pending.pointerId) return;
    const p = point(e);
    const state = getState();
    const far = Math.hypot(p.x - pending.x0, p.y - pending.y0) > (e.pointerType === 'mouse' ? 3 : 8);
    if (far || (state.drag && state.drag.moved)) actions.dragMove(p.x, p.y, cellUnder(p));
  });

  canvas.addEventListener('pointerup', (e) => {
    if (e.button === 2) {
      const to = cellUnder(point(e));
      if (drawing && to != null && actions.draw) actions.draw(drawing.cell, to, drawing.colour);
      drawing = null;
      return;
    }
    if (!pending) {
      // A piece picked while the computer thinks, let go on another cell: a premove.
      if (actions.premoveDrop) actions.premoveDrop(cellUnder(point(e)));
      return;
    }
    if (e.pointerId !== pending.pointerId) return;
    const start = pending;
    pending = null;
    const state = getState();
    if (state.drag && state.drag.moved) {
      const target = cellUnder(point(e));
      actions.dragEnd();
      if (target != null && target !== start.cell && reaches(getState(), start.cell, target)) {
        actions.tryMove(start.cell, target, true);
      } else if (target !== start.cell) {
        actions.deselect(); // an illegal drop: the piece snaps back
      }
      // Dropped back on its own cell: it stays selected, to be moved by a click.
    } else if (start.wasSelected) {
      actions.deselect();
    } else {
      actions.dragEnd();
    }
  });

  canvas.addEventListener('pointercancel', () => {
    pending = null;
    actions.dragEnd();
  });

  canvas.addEventListener('contextmenu', (e) => e.preventDefault());

  // On a cylinder the wheel turns it, one rank per notch.
  let wheel = 0;
  canvas.addEventListener(
    'wheel',
    (e) => {
      const layout = getLayout();
      if (!layout || !layout.wraps) return;
      e.preventDefault();
      wheel += e.deltaMode === 0 ? e.deltaY : e.deltaY * 40;
      while (Math.abs(wheel) >= 40) {
        const step = Math.sign(wheel);
        wheel -= step * 40;
        actions.rotate(step);
      }
    },
    { passive: false },
  );
}

/**
 * Binds the keyboard: arrows step through the moves, Home and End jump, Escape deselects.
 * @param {KeyActions} actions
 */
export function bindKeys(actions) {
  window.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (keepsArrows(e)) return;
    const keys = {
      ArrowLeft: () => actions.step(-1),
      ArrowRight: () => actions.step(1),
      Home: () => actions.goTo(0),
      End: () => actions.goTo(Infinity),
      Escape: () => actions.deselect(),
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  });
}

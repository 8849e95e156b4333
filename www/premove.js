// Premoves against the computer (as on lichess): while the computer thinks, a person picks one
// of his pieces and a cell; the premove is shown on the board and played as soon as its owner is
// to move again, if it is then legal (it is looked up among the engine's legal moves), and
// otherwise dropped quietly. Escape or a right click takes it back. Where a piece may be aimed is
// the engine's answer too (`premoveTargets`, the piece's moves by its rules of movement). A piece
// may be clicked then its cell clicked, or dragged there (it is not drawn under the pointer). Not in
// games with dice: which moves a player has depends on a roll not yet made.
//
// The state holds `preselect` ({ cell, player, targets: [{ to, arrive }], length }, a piece picked
// while the computer thinks) and `premove` ({ from, to, player, length }: the cell clicked, and the
// number of moves played when it was made).

import { isComputer } from './seats.js';
import { computerToMove, isSource, movesTo, select } from './state.js';

/** @typedef {import('./state.js').State} State */

const COLOUR = 'rgba(20, 30, 85, 0.5)';
const TARGET = 'rgba(20, 30, 85, 0.55)';

/**
 * `host` gives engine, getHandle(), getState(), setState(next), seats() (the computer's seats)
 * and play(index). Returns { click(cell), cancel(), onPosition() }.
 * @param {{ engine: import('./engine-types.js').Engine, getHandle: () => import('./engine-types.js').GameHandle | null, getState: () => State, setState: (next: State) => void, seats: () => string[], play: (index: number) => void }} host
 */
export function createPremove(host) {
  const person = (p) => !isComputer(host.seats()[p] || 'h');
  /** Whether a press on the board now makes a premove: a person waits for the computer. */
  function waiting() {
    const s = host.getState();
    const v = s.view;
    if (!v || !s.game || s.game.dice || s.editing || v.placing || s.consent) return false;
    if (!computerToMove(s)) return false;
    return s.game.players.some((_, p) => person(p));
  }
  const change = (/** @type {Partial<State>} */ partial) => host.setState({ ...host.getState(), ...partial });

  /**
   * A press on `cell` while the computer thinks; false when it is not the time for premoves.
   * @param {number | null} cell
   * @returns {boolean}
   */
  function click(cell) {
    if (!waiting()) return false;
    const s = host.getState();
    const v = s.view;
    const sel = s.preselect;
    if (sel && cell != null && cell !== sel.cell) {
      const aimed = sel.targets.some((t) => t.to === cell || t.arrive === cell);
      if (aimed) {
        change({ preselect: null, premove: { from: sel.cell, to: cell, player: sel.player, length: v.length } });
        return true;
      }
    }
    const piece = v.pieces.find((p) => p.cell === cell);
    if (piece && person(piece.owner) && !(sel && sel.cell === cell)) {
      let targets = [];
      try {
        targets = host.engine.premoveTargets(host.getHandle(), cell);
      } catch {
        targets = []; // no premove for this piece; the board stays as it was
      }
      change({ preselect: { cell, player: piece.owner, targets, length: v.length }, premove: null });
      return true;
    }
    change({ preselect: null, premove: null });
    return true;
  }

  /** A piece picked while the computer thinks was dragged and let go on `cell`: a premove there
   * when the piece may be aimed at it (else the piece stays picked).
   * @param {number | null} cell
   */
  function drop(cell) {
    const sel = host.getState().preselect;
    if (!sel || cell == null || cell === sel.cell || !waiting()) return;
    if (sel.targets.some((t) => t.to === cell || t.arrive === cell)) click(cell);
  }

  /** Takes back the premove and the piece picked; whether there was one. */
  function cancel() {
    const s = host.getState();
    if (!s.premove && !s.preselect) return false;
    change({ premove: null, preselect: null });
    return true;
  }

  /** After each new position: plays the premove when its owner is to move (soon after). */
  function onPosition() {
    const s = host.getState();
    if (s.premove || s.preselect) setTimeout(run, 0);
  }
  function run() {
    const s = host.getState();
    const v = s.view;
    const pm = s.premove;
    const sel = s.preselect;
    if (!v || (!pm && !sel)) return;
    const at = pm ? pm.length : sel.length;
    const gone = v.status.over || v.ply !== v.length || v.length < at;
    // Nothing played yet (the computer paused, say), or more computer moves to come: it waits.
    if (!gone && (v.length === at || computerToMove(s))) return;
    change({ premove: null, preselect: null });
    if (gone) return;
    const player = pm ? pm.player : sel.player;
    if (v.status.toMove !== player) return;
    if (!pm) {
      // A piece picked while the computer thought stays picked, when it can move.
      if (isSource(host.getState(), sel.cell)) host.setState(select(host.getState(), sel.cell));
      return;
    }
    const found = movesTo(host.getState(), pm.from, pm.to);
    const chosen = found.find((x) => String(x.move.promotion || '').toUpperCase() === 'Q') || found[0];
    if (chosen) host.play(chosen.index);
  }

  return { click, drop, cancel, onPosition, waiting };
}

/**
 * Draws the premove (its two cells) and the cells the picked piece may be aimed at.
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {import('./layout.js').Layout} layout
 */
export function drawPremove(ctx, state, layout) {
  const size = layout.size;
  const fill = (cell, colour) => {
    const c = layout.cells[cell];
    if (!c) return;
    ctx.fillStyle = colour;
    ctx.fillRect(c.x, c.y, size, size);
  };
  const pm = state.premove;
  if (pm) {
    fill(pm.from, COLOUR);
    fill(pm.to, COLOUR);
  }
  const sel = state.preselect;
  if (!sel) return;
  fill(sel.cell, COLOUR);
  ctx.fillStyle = TARGET;
  for (const t of sel.targets) {
    for (const cell of t.arrive === t.to ? [t.to] : [t.to, t.arrive]) {
      const c = layout.cells[cell];
      if (!c || cell === sel.cell) continue;
      ctx.beginPath();
      ctx.arc(c.x + size / 2, c.y + size / 2, size * 0.14, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

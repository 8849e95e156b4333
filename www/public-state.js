// What the page shows, as a plain read-only object for the browser tests and curious players
// (`window.quadrille.state()`), with cells by name.

import * as S from './state.js';
import { seatStatus } from './seat-status.js';
import { cellCentre } from './layout.js';

/**
 * The page's read-only view for `window.quadrille`: the state, cells' centres on the screen, the
 * computer's part, and whether a move is being animated and which sounds were played.
 * @param {() => import('./state.js').State} getState
 * @param {() => import('./layout.js').Layout | null} getLayout
 * @param {HTMLCanvasElement} canvas
 * @param {{ heard(): string[] }} sound
 */
export function exposeState(getState, getLayout, canvas, sound) {
  return {
    state: () => publicState(getState()),
    cellCentre(name) {
      const state = getState();
      const layout = getLayout();
      if (!state.game || !layout) return null;
      const id = state.game.geometry.cells.findIndex((c) => c.name === name);
      const p = id >= 0 ? cellCentre(layout, id) : null;
      if (!p) return null;
      const r = canvas.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    cellSize: () => (getLayout() ? getLayout().size : 0),
    /** Whether a move is being animated. */
    animating: () => {
      const a = getState().anim;
      return !!(a && performance.now() - a.t0 < 600);
    },
    /** The computer's part of the state: seats, thinking, hint, evaluation. */
    ai: () => ({ ...getState().ai }),
    /** The sounds played so far: 'move', 'capture', 'check', 'end'. */
    sounds: () => sound.heard(),
    /** The arrows and circles drawn on the board: [{ ply, colour, from, to }] (cells by number). */
    drawings: () => [...(getState().drawings || [])],
  };
}

/**
 * Whether the viewed position of a game without dice has the pass as its only move.
 * @param {import('./engine-types.js').Snapshot | null} v
 * @returns {boolean}
 */
export function forcedPass(v) {
  return !!v && !v.dice && !v.status.over && v.moves.length === 1 && v.moves[0].pass;
}

/**
 * A plain copy of what the page shows, with cells by name.
 * @param {import('./state.js').State} state
 */
export function publicState(state) {
  if (!state.game || !state.view) return { ready: false, message: state.message };
  const cells = state.game.geometry.cells;
  const name = (id) => (cells[id] ? cells[id].name : null);
  const v = state.view;
  return {
    ready: true,
    game: state.game.id,
    options: state.game.options,
    ply: v.ply,
    length: v.length,
    history: [...v.history],
    link: v.link,
    position: v.position,
    toMove: v.status.toMove,
    status: v.status.text,
    over: v.status.over,
    checked: v.status.checked.map(name),
    lastMove: v.lastMove
      ? { from: name(v.lastMove.from), to: name(v.lastMove.to), arrive: name(v.lastMove.arrive) }
      : null,
    pieces: v.pieces.map((p) => ({ cell: name(p.cell), letter: p.letter, owner: p.owner })),
    /** The points race: the cells of dead pieces (drawn grey) and of walking kings (ringed). */
    deadCells: v.pieces.filter((p) => p.dead).map((p) => name(p.cell)),
    walkingCells: v.pieces.filter((p) => p.walking).map((p) => name(p.cell)),
    race: v.race || null,
    selected: state.selected == null ? null : name(state.selected),
    targets:
      state.selected == null
        ? []
        : S.movesFrom(state, state.selected).map((x) => ({ to: name(x.move.to), arrive: name(x.move.arrive) })),
    flipped: state.flipped,
    autoFlip: state.autoFlip,
    turns: S.turnsOf(state),
    message: state.message,
    moves: v.moves.map((m) => ({ from: name(m.from), to: name(m.to), san: m.san, die: m.die, pass: m.pass })),
    dice: v.dice,
    players: v.players.map((p) => ({
      lastCaptured: p.lastCaptured,
      royals: p.royals.map((r) => ({ cell: name(r.cell), letter: r.letter })),
      pieces: p.pieces,
    })),
    moveList: v.turns.map((t) => t.text),
    scores: v.scores,
    scoring: v.scoring,
    seat: state.seat,
    passOnly: forcedPass(v),
    winners: v.status.winners,
    autoRoll: state.autoRoll,
    shift: state.shift,
    seats: (v.seats || []).map((s, i) => ({
      partner: s.partner,
      out: s.out,
      inCheck: s.inCheck,
      frozen: s.frozen,
      mustMove: s.mustMove,
      status: seatStatus(s, i, v),
      lastMove: s.lastMove ? { from: name(s.lastMove.from), to: name(s.lastMove.to) } : null,
    })),
    fading: state.fade ? state.fade.pieces.length : 0,
    placing: S.placing(state),
    hand: v.hand || [],
    handChoice: S.handChoice(state),
    drops: S.drops(state).map((d) => name(d.move.to)),
    proposals: (v.proposals || []).map((m) => ({ from: name(m.from), to: name(m.to), san: m.san, lan: m.lan })),
    proposalTargets:
      state.selected == null ? [] : S.proposalsFrom(state, state.selected).map((x) => name(x.move.to)),
    consent: state.consent ? { ...state.consent } : null,
    duels: v.duels || [],
    teamResult: v.teamResult || null,
    reliefOwed: v.reliefOwed ?? null,
    editing: state.editing,
    lines: (state.lines || []).map((l) => [...l.history]),
    premove: state.premove ? { from: name(state.premove.from), to: name(state.premove.to) } : null,
    premoveFrom: state.preselect ? name(state.preselect.cell) : null,
    premoveTargets: state.preselect ? state.preselect.targets.map((t) => name(t.to)) : [],
    cursor: state.cursor == null ? null : name(state.cursor),
    colours: state.game.players.map((p) => p.colour),
  };
}

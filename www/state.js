// The page state: one plain object, changed only by the pure functions below (each returns a new
// object and never touches the DOM or the engine). The engine's answers are stored as they come:
// the page never decides which moves are legal, it only looks them up in `view.moves`.

import { isComputer } from './seats.js';

/** The state before any game is loaded. */
export function initialState() {
  return {
    games: [], // [{ id, name }]
    game: null, // { id, name, geometry, players }
    view: null, // the engine's snapshot at the viewed ply (see engine.js)
    selected: null, // the cell whose moves are shown, or null
    drag: null, // { cell, x, y, hover, moved } while a piece is held by the pointer
    choice: null, // [move index...] when the player must choose between moves (promotion)
    flipped: false, // turned by hand, on top of auto-flip
    autoFlip: true, // the board turns to the player to move
    seat: null, // games of three or more players: the player seen from below (null: see autoFlip)
    message: null, // { kind: 'error' | 'notice', text, action }
    autoRoll: false, // games with dice: the page rolls (and plays forced passes) by itself
    shift: 0, // a cylinder is turned so that this rank is drawn lowest
    anim: null, // { from, to, arrive, slide, t0 } while the last move is animated
    fade: null, // { pieces, t0 } while the army of a captured king fades out
    ai: initialAi(), // the computer's seats and displays (computer.js)
    editing: null, // { link, problem, toMove, position, brush } while the position editor is open
    hand: null, // the letter of the piece chosen to place (the placement step of Fortress Chess)
    consent: null, // { index, proposer, partner, byComputer } while a proposal awaits the partner's answer
    lines: [], // the side lines of the game, [{ link, history }] (history.js)
    premove: null, // { from, to, player, length }: a move made while the computer thinks (premove.js)
    preselect: null, // { cell, player, targets } a piece picked while the computer thinks
    cursor: null, // the cell under the keyboard's cursor while the board has the focus (board-cursor.js)
  };
}

/** The computer's part of the state: seats ('h' a person, 'r' random, '1'-'8' a level), speed,
 * pause, who is thinking, and the hint and evaluation with the link of the position they are for. */
export function initialAi() {
  return {
    seats: [],
    speed: 'normal',
    paused: false,
    thinking: null,
    canMoveNow: false,
    hinting: false,
    hint: null, // { link, cells: [[from, to, arrive]...], moves: [text...] }
    evaluation: null, // { link, first, mate }
  };
}

/** Changes some of the computer's part of the state. */
export function withAi(state, partial) {
  return { ...state, ai: { ...state.ai, ...partial } };
}

/** The hint for the position shown, if any. */
export function currentHint(state) {
  const h = state.ai && state.ai.hint;
  return h && state.view && h.link === state.view.link ? h : null;
}

export function withGames(state, games) {
  return { ...state, games };
}

/** A new game (or a game restored from a link): resets the selection. */
export function withGame(state, game, view) {
  const seat = state.seat != null && game && game.players[state.seat] ? state.seat : null;
  const message = state.message && state.message.link === (view && view.link) ? state.message : null;
  return { ...state, game, view, message, selected: null, drag: null, choice: null, shift: 0, anim: null, seat, editing: null, fade: null, drawings: [], premove: null, preselect: null };
}

/** The arrows and circles drawn on the board (see drawings.js). */
export function withDrawings(state, drawings) {
  return { ...state, drawings };
}

/** The side lines of the game (see history.js). */
export function withLines(state, lines) {
  return { ...state, lines };
}

export function setAutoRoll(state, autoRoll) {
  return { ...state, autoRoll };
}

/** Turns a cylinder by `by` ranks (any whole number; it wraps round). */
export function rotate(state, by) {
  if (!state.game || !state.game.geometry.wraps) return state;
  const h = state.game.geometry.boards[0].height;
  return { ...state, shift: (((state.shift + by) % h) + h) % h };
}

/**
 * Starts animating the last move (the renderer draws it for a moment, then stops): the piece
 * slides from its cell, unless it was `dragged` there, and passes through the looking-glass when
 * it arrives on another board.
 */
export function animate(state, now, dragged = false) {
  const m = state.view && state.view.lastMove;
  if (!m || (dragged && m.arrive === m.to)) return state;
  return { ...state, anim: { from: m.from, to: m.to, arrive: m.arrive, slide: !dragged, t0: now } };
}

/**
 * A new snapshot of the same game, after a move, an undo or a step through the moves. A message
 * belongs to the position it was given in: it goes when another position is shown.
 */
export function withView(state, view) {
  const message = state.message && state.message.link === (view && view.link) ? state.message : null;
  return { ...state, view, message, selected: null, drag: null, choice: null, hand: null };
}

export function select(state, cell) {
  return { ...state, selected: cell, choice: null };
}

export function clearSelection(state) {
  return { ...state, selected: null, drag: null, choice: null };
}

export function dragStart(state, cell, x, y) {
  return { ...state, selected: cell, drag: { cell, x, y, moved: false }, choice: null };
}

/** The held piece follows the pointer; `hover` is the cell under it (or null). */
export function dragMove(state, x, y, hover) {
  if (!state.drag) return state;
  return { ...state, drag: { ...state.drag, x, y, hover, moved: true } };
}

/** Ends a drag; the piece goes back to its cell unless a move is then played. */
export function dragEnd(state) {
  return { ...state, drag: null };
}

export function openChoice(state, indices) {
  return { ...state, choice: indices, drag: null };
}

export function closeChoice(state) {
  return { ...state, choice: null, selected: null };
}

export function toggleFlip(state) {
  return { ...state, flipped: !state.flipped };
}

/** Starts fading out `pieces` (the army of a captured king, as it stood before the capture). */
export function fadeOut(state, pieces, now) {
  return { ...state, fade: pieces.length ? { pieces, t0: now } : null };
}

export function setAutoFlip(state, autoFlip) {
  return { ...state, autoFlip };
}

/** Turns the boards for one player (a number), or back to the player to move (null). */
export function setSeat(state, seat) {
  return { ...state, seat, autoFlip: seat == null ? true : state.autoFlip };
}

/**
 * Shows a message about the position shown (see withView); `action` ({ label, link }) adds a
 * button that opens that link (the part of a broken link that could be read).
 */
export function setMessage(state, kind, text, action = null) {
  const link = state.view ? state.view.link : null;
  return { ...state, message: { kind, text: String(text), action, link } };
}

export function clearMessage(state) {
  return { ...state, message: null };
}

// Derived values: read-only questions about a state.

/** The legal moves (with their index in `view.moves`) that start on a cell (drops start nowhere). */
export function movesFrom(state, cell) {
  if (!state.view || cell == null) return [];
  const out = [];
  state.view.moves.forEach((m, index) => {
    if (m.from === cell && !m.pass && !m.drop) out.push({ index, move: m });
  });
  return out;
}

/**
 * The proposals (moves into check that need the partner's consent, Blocking Double Chess) that
 * start on a cell, with their index in `view.proposals`.
 */
export function proposalsFrom(state, cell) {
  if (!state.view || cell == null || !state.view.proposals) return [];
  const out = [];
  state.view.proposals.forEach((m, index) => {
    if (m.from === cell) out.push({ index, move: m });
  });
  return out;
}

/** The proposals from `from` that land on `cell`. */
export function proposalsTo(state, from, cell) {
  return proposalsFrom(state, from).filter((x) => x.move.to === cell);
}

/**
 * Whether the computer plays the player to move in the position shown (at the end of the game,
 * not paused): the board then offers no piece to pick.
 */
export function computerToMove(state) {
  const v = state.view;
  if (!v || v.status.over || v.ply !== v.length || (state.ai && state.ai.paused)) return false;
  const seats = (state.ai && state.ai.seats) || [];
  return isComputer(seats[v.status.toMove] || 'h');
}

/** Whether some legal move or proposal starts on this cell (and a person may pick it). */
export function isSource(state, cell) {
  if (!state.view || computerToMove(state)) return false;
  return movesFrom(state, cell).length > 0 || proposalsFrom(state, cell).length > 0;
}

/** Whether the game shown is in its placement step (Fortress Chess) at its last position. */
export function placing(state) {
  const v = state.view;
  return !!v && !!v.placing && v.ply === v.length && !v.status.over;
}

/** The piece the player to move places next: the one chosen, else the first in his hand. */
export function handChoice(state) {
  if (!placing(state)) return null;
  const hand = (state.view.hand || [])[state.view.status.toMove] || [];
  return hand.includes(state.hand) ? state.hand : hand[0] || null;
}

/** The drops of the chosen piece, with their index in `view.moves`. */
export function drops(state) {
  const letter = handChoice(state);
  if (!letter) return [];
  const out = [];
  state.view.moves.forEach((m, index) => {
    if (m.drop === letter) out.push({ index, move: m });
  });
  return out;
}

/** Chooses the piece to place. */
export function chooseHand(state, letter) {
  return { ...state, hand: letter, selected: null };
}

/** A proposal now awaits the partner's answer (or none, with null). */
export function setConsent(state, consent) {
  return { ...state, consent, selected: null, drag: null, choice: null };
}

/**
 * The moves from `from` that a player means by releasing or clicking on `cell`: those that land
 * there (`to`), or, for the looking-glass games, those whose piece arrives there (`arrive`).
 * An exact match on the arrival cell is preferred, so on three boards the board clicked decides.
 */
export function movesTo(state, from, cell) {
  const all = movesFrom(state, from);
  const arriving = all.filter((x) => x.move.arrive === cell && x.move.to !== cell);
  if (arriving.length) return arriving;
  return all.filter((x) => x.move.to === cell);
}

const TURNS = { up: 0, right: 3, down: 2, left: 1 };

/**
 * The player the boards face with auto-flip: the player to move when a person plays him, else the
 * person who played before him (so the boards turn only between people, never towards the
 * computer while it thinks); with no person at the board, the first player.
 */
export function facingPlayer(state) {
  const n = state.game.players.length;
  const toMove = state.view.status.toMove;
  const seats = (state.ai && state.ai.seats) || [];
  const person = (p) => !isComputer(seats[p] || 'h');
  for (let k = 0; k < n; k++) {
    const p = (toMove - k + n) % n;
    if (person(p)) return p;
  }
  return 0;
}

/**
 * How far the boards are turned, in quarter turns clockwise: the player seen from below is the
 * chosen seat, else the person to move (when auto-flip is on, see facingPlayer) or the first
 * player, and `flipped`
 * turns the boards round.
 */
export function turnsOf(state) {
  if (!state.game || !state.view) return 0;
  const players = state.game.players;
  const seat = state.seat != null && players[state.seat] ? state.seat : null;
  const editing = state.editing && state.editing.facing != null ? state.editing.facing : null;
  const viewer = seat ?? editing ?? (state.autoFlip ? facingPlayer(state) : 0);
  const facing = players[viewer] ? players[viewer].facing : 'up';
  const base = TURNS[facing] ?? 0;
  return (base + (state.flipped ? 2 : 0)) % 4;
}

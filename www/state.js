// The page state: one plain object, changed only by the pure functions below (each returns a new
// object and never touches the DOM or the engine). The engine's answers are stored as they come:
// the page never decides which moves are legal, it only looks them up in `view.moves`.

import { isComputer, seatToMove } from './seats.js';

/** @typedef {import('./engine-types.js').GameEntry} GameEntry */
/** @typedef {import('./engine-types.js').GameInfo} GameInfo */
/** @typedef {import('./engine-types.js').Snapshot} Snapshot */
/** @typedef {import('./engine-types.js').Move} Move */
/** @typedef {import('./engine-types.js').Piece} Piece */
/** @typedef {import('./engine-types.js').Target} Target */

/**
 * The page state (see initialState for what each part is).
 * @typedef {object} State
 * @property {GameEntry[]} games
 * @property {GameInfo | null} game
 * @property {Snapshot | null} view
 * @property {number | null} selected
 * @property {{ cell: number, x: number, y: number, hover?: number | null, moved: boolean } | null} drag
 * @property {number[] | null} choice
 * @property {boolean} flipped
 * @property {boolean} autoFlip
 * @property {number | null} seat
 * @property {Message | null} message
 * @property {boolean} autoRoll
 * @property {number} shift
 * @property {{ from: number, to: number, arrive: number, slide: boolean, t0: number } | null} anim
 * @property {{ pieces: Piece[], t0: number } | null} fade
 * @property {AiState} ai
 * @property {Editing | null} editing
 * @property {string | null} hand
 * @property {Consent | null} consent
 * @property {import('./history.js').Line[]} lines
 * @property {{ from: number, to: number, player: number, length: number } | null} premove
 * @property {{ cell: number, player: number, targets: Target[], length: number } | null} preselect
 * @property {number | null} cursor
 * @property {import('./drawings.js').Drawing[]} drawings
 */

/**
 * A message about the position shown: `action` is a button that opens a link.
 * @typedef {object} Message
 * @property {'error' | 'notice'} kind
 * @property {string} text
 * @property {{ label: string, link: string } | null} action
 * @property {string | null} link the link of the position it was given in
 */

/**
 * A proposal awaiting the partner's answer (Blocking Double Chess): its index in
 * `view.proposals`, who proposes to whom, whether the computer proposed, the move's text and the
 * link of the position it was made in.
 * @typedef {object} Consent
 * @property {number} index
 * @property {number} proposer
 * @property {number} partner
 * @property {boolean} byComputer
 * @property {string} move
 * @property {string} link
 */

/**
 * The position editor's part of the state (editor.js): the link of the game edited, why the setup
 * is not legal (or null), the player to move, the position text, the piece to place and the
 * player the boards face.
 * @typedef {object} Editing
 * @property {string} link
 * @property {string | null} problem
 * @property {number} toMove
 * @property {string | null} position
 * @property {{ owner?: number, kind?: number, erase?: boolean }} brush
 * @property {number} facing
 */

/**
 * The computer's part of the state (computer.js publishes it).
 * @typedef {object} AiState
 * @property {string[]} seats
 * @property {string} speed
 * @property {boolean} paused
 * @property {number | null} thinking the player the computer thinks for
 * @property {boolean} canMoveNow
 * @property {boolean} hinting
 * @property {{ link: string, cells: [number, number, number][], moves: string[] } | null} hint
 * @property {{ link: string, first: number, mate: number | null } | null} evaluation
 * @property {number} [pondered] slices of pondering so far
 * @property {number} [workers] workers started so far
 */

/**
 * The state before any game is loaded.
 * @returns {State}
 */
export function initialState() {
  return {
    games: [], // [{ id, name }]
    game: null, // { id, name, geometry, players }
    view: null, // the engine's snapshot at the viewed ply (see engine.js)
    selected: null, // the cell whose moves are shown, or null
    drag: null, // { cell, x, y, hover, moved } while a piece is held by the pointer
    choice: null, // [move index...] when the player must choose between moves (promotion)
    flipped: false, // turned by hand, on top of auto-flip
    autoFlip: false, // the board turns to the person to move (asked for: friends at one screen)
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
    drawings: [], // the arrows and circles drawn on the board, [{ ply, colour, from, to }] (drawings.js)
  };
}

/**
 * The computer's part of the state: seats ('h' a person, 'r' random, '1'-'8' a level), speed,
 * pause, who is thinking, and the hint and evaluation with the link of the position they are for.
 * @returns {AiState}
 */
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

/**
 * Changes some of the computer's part of the state.
 * @param {State} state
 * @param {Partial<AiState>} partial
 * @returns {State}
 */
export function withAi(state, partial) {
  return { ...state, ai: { ...state.ai, ...partial } };
}

/**
 * The hint for the position shown, if any.
 * @param {State} state
 * @returns {AiState['hint']}
 */
export function currentHint(state) {
  const h = state.ai && state.ai.hint;
  return h && state.view && h.link === state.view.link ? h : null;
}

/**
 * @param {State} state
 * @param {GameEntry[]} games
 * @returns {State}
 */
export function withGames(state, games) {
  return { ...state, games };
}

/**
 * A new game (or a game restored from a link): resets the selection.
 * @param {State} state
 * @param {GameInfo} game
 * @param {Snapshot} view
 * @returns {State}
 */
export function withGame(state, game, view) {
  const seat = state.seat != null && game && game.players[state.seat] ? state.seat : null;
  const message = state.message && state.message.link === (view && view.link) ? state.message : null;
  return { ...state, game, view, message, selected: null, drag: null, choice: null, shift: 0, anim: null, seat, editing: null, fade: null, drawings: [], premove: null, preselect: null };
}

/**
 * The arrows and circles drawn on the board (see drawings.js).
 * @param {State} state
 * @param {import('./drawings.js').Drawing[]} drawings
 * @returns {State}
 */
export function withDrawings(state, drawings) {
  return { ...state, drawings };
}

/**
 * The side lines of the game (see history.js).
 * @param {State} state
 * @param {import('./history.js').Line[]} lines
 * @returns {State}
 */
export function withLines(state, lines) {
  return { ...state, lines };
}

/**
 * @param {State} state
 * @param {boolean} autoRoll
 * @returns {State}
 */
export function setAutoRoll(state, autoRoll) {
  return { ...state, autoRoll };
}

/**
 * Turns a cylinder by `by` ranks (any whole number; it wraps round).
 * @param {State} state
 * @param {number} by
 * @returns {State}
 */
export function rotate(state, by) {
  if (!state.game || !state.game.geometry.wraps) return state;
  const h = state.game.geometry.boards[0].height;
  return { ...state, shift: (((state.shift + by) % h) + h) % h };
}

/**
 * Starts animating the last move (the renderer draws it for a moment, then stops): the piece
 * slides from its cell, unless it was `dragged` there, and passes through the looking-glass when
 * it arrives on another board.
 * @param {State} state
 * @param {number} now
 * @param {boolean} [dragged]
 * @returns {State}
 */
export function animate(state, now, dragged = false) {
  const m = state.view && state.view.lastMove;
  if (!m || (dragged && m.arrive === m.to)) return state;
  return { ...state, anim: { from: m.from, to: m.to, arrive: m.arrive, slide: !dragged, t0: now } };
}

/**
 * A new snapshot of the same game, after a move, an undo or a step through the moves. A message
 * belongs to the position it was given in: it goes when another position is shown.
 * @param {State} state
 * @param {Snapshot} view
 * @returns {State}
 */
export function withView(state, view) {
  const message = state.message && state.message.link === (view && view.link) ? state.message : null;
  return { ...state, view, message, selected: null, drag: null, choice: null, hand: null };
}

/**
 * @param {State} state
 * @param {number} cell
 * @returns {State}
 */
export function select(state, cell) {
  return { ...state, selected: cell, choice: null };
}

/**
 * @param {State} state
 * @returns {State}
 */
export function clearSelection(state) {
  return { ...state, selected: null, drag: null, choice: null };
}

/**
 * @param {State} state
 * @param {number} cell
 * @param {number} x
 * @param {number} y
 * @returns {State}
 */
export function dragStart(state, cell, x, y) {
  return { ...state, selected: cell, drag: { cell, x, y, moved: false }, choice: null };
}

/**
 * The held piece follows the pointer; `hover` is the cell under it (or null).
 * @param {State} state
 * @param {number} x
 * @param {number} y
 * @param {number | null} hover
 * @returns {State}
 */
export function dragMove(state, x, y, hover) {
  if (!state.drag) return state;
  return { ...state, drag: { ...state.drag, x, y, hover, moved: true } };
}

/**
 * Ends a drag; the piece goes back to its cell unless a move is then played.
 * @param {State} state
 * @returns {State}
 */
export function dragEnd(state) {
  return { ...state, drag: null };
}

/**
 * @param {State} state
 * @param {number[]} indices
 * @returns {State}
 */
export function openChoice(state, indices) {
  return { ...state, choice: indices, drag: null };
}

/**
 * @param {State} state
 * @returns {State}
 */
export function closeChoice(state) {
  return { ...state, choice: null, selected: null };
}

/**
 * @param {State} state
 * @returns {State}
 */
export function toggleFlip(state) {
  return { ...state, flipped: !state.flipped };
}

/**
 * Starts fading out `pieces` (the army of a captured king, as it stood before the capture).
 * @param {State} state
 * @param {Piece[]} pieces
 * @param {number} now
 * @returns {State}
 */
export function fadeOut(state, pieces, now) {
  return { ...state, fade: pieces.length ? { pieces, t0: now } : null };
}

/**
 * @param {State} state
 * @param {boolean} autoFlip
 * @returns {State}
 */
export function setAutoFlip(state, autoFlip) {
  return { ...state, autoFlip };
}

/**
 * Turns the boards for one player (a number), or back to the player to move (null).
 * @param {State} state
 * @param {number | null} seat
 * @returns {State}
 */
export function setSeat(state, seat) {
  return { ...state, seat, autoFlip: seat == null ? true : state.autoFlip };
}

/**
 * Shows a message about the position shown (see withView); `action` ({ label, link }) adds a
 * button that opens that link (the part of a broken link that could be read).
 * @param {State} state
 * @param {Message['kind']} kind
 * @param {string} text
 * @param {Message['action']} [action]
 * @returns {State}
 */
export function setMessage(state, kind, text, action = null) {
  const link = state.view ? state.view.link : null;
  return { ...state, message: { kind, text: String(text), action, link } };
}

/**
 * @param {State} state
 * @returns {State}
 */
export function clearMessage(state) {
  return { ...state, message: null };
}

// Derived values: read-only questions about a state.

/**
 * The legal moves (with their index in `view.moves`) that start on a cell (drops start nowhere).
 * @param {State} state
 * @param {number | null} cell
 * @returns {{ index: number, move: Move }[]}
 */
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
 * @param {State} state
 * @param {number | null} cell
 * @returns {{ index: number, move: Move }[]}
 */
export function proposalsFrom(state, cell) {
  if (!state.view || cell == null || !state.view.proposals) return [];
  const out = [];
  state.view.proposals.forEach((m, index) => {
    if (m.from === cell) out.push({ index, move: m });
  });
  return out;
}

/**
 * The proposals from `from` that land on `cell`.
 * @param {State} state
 * @param {number} from
 * @param {number} cell
 * @returns {{ index: number, move: Move }[]}
 */
export function proposalsTo(state, from, cell) {
  return proposalsFrom(state, from).filter((x) => x.move.to === cell);
}

/**
 * Whether the computer plays the player to move in the position shown (at the end of the game,
 * not paused): the board then offers no piece to pick.
 * @param {State} state
 * @returns {boolean}
 */
export function computerToMove(state) {
  const v = state.view;
  if (!v || v.status.over || v.ply !== v.length || (state.ai && state.ai.paused)) return false;
  const seats = (state.ai && state.ai.seats) || [];
  return isComputer(seatToMove(seats, v));
}

/**
 * Whether some legal move or proposal starts on this cell (and a person may pick it).
 * @param {State} state
 * @param {number | null} cell
 * @returns {boolean}
 */
export function isSource(state, cell) {
  if (!state.view || computerToMove(state)) return false;
  return movesFrom(state, cell).length > 0 || proposalsFrom(state, cell).length > 0;
}

/**
 * Whether the game shown is in its placement step (Fortress Chess) at its last position.
 * @param {State} state
 * @returns {boolean}
 */
export function placing(state) {
  const v = state.view;
  return !!v && !!v.placing && v.ply === v.length && !v.status.over;
}

/**
 * The piece the player to move places next: the one chosen, else the first in his hand.
 * @param {State} state
 * @returns {string | null}
 */
export function handChoice(state) {
  if (!placing(state)) return null;
  const hand = (state.view.hand || [])[state.view.status.toMove] || [];
  return hand.includes(state.hand) ? state.hand : hand[0] || null;
}

/**
 * The drops of the chosen piece, with their index in `view.moves`.
 * @param {State} state
 * @returns {{ index: number, move: Move }[]}
 */
export function drops(state) {
  const letter = handChoice(state);
  if (!letter) return [];
  const out = [];
  state.view.moves.forEach((m, index) => {
    if (m.drop === letter) out.push({ index, move: m });
  });
  return out;
}

/**
 * Chooses the piece to place.
 * @param {State} state
 * @param {string} letter
 * @returns {State}
 */
export function chooseHand(state, letter) {
  return { ...state, hand: letter, selected: null };
}

/**
 * A proposal now awaits the partner's answer (or none, with null).
 * @param {State} state
 * @param {Consent | null} consent
 * @returns {State}
 */
export function setConsent(state, consent) {
  return { ...state, consent, selected: null, drag: null, choice: null };
}

/**
 * The moves from `from` that a player means by releasing or clicking on `cell`: those that land
 * there (`to`), or, for the looking-glass games, those whose piece arrives there (`arrive`).
 * An exact match on the arrival cell is preferred, so on three boards the board clicked decides.
 * @param {State} state
 * @param {number} from
 * @param {number} cell
 * @returns {{ index: number, move: Move }[]}
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
 * @param {State} state
 * @returns {number}
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
 * @param {State} state
 * @returns {number}
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

// Who plays each seat: a person, or the computer at a level (1 beginner to 8 strongest, or the
// random player). Seats are kept per game in the browser's storage, and written into the link as
// a page part `c=` (one item per seat, `h` for a person, `r` for the random player, `1`-`8` for a
// level) that the page removes before the engine reads the link.

import { parseDrawings } from './drawings.js';


const KEY = 'quadrille.seats';

/** The choices of a seat, as [value, label]. Level values are numbers; 'h' is a person. */
export const SEAT_CHOICES = [
  ['h', 'Human'],
  ['1', 'Computer 1 (beginner)'],
  ['2', 'Computer 2'],
  ['3', 'Computer 3'],
  ['4', 'Computer 4'],
  ['5', 'Computer 5'],
  ['6', 'Computer 6'],
  ['7', 'Computer 7'],
  ['8', 'Computer 8 (strongest)'],
  ['r', 'Random mover'],
];
const VALID = new Set(SEAT_CHOICES.map(([v]) => v));

/**
 * Speeds: the computer's time to think and the pause before each of its moves, in ms.
 * @type {Record<string, { movetime: number, pause: number, label: string }>}
 */
export const SPEEDS = {
  slow: { movetime: 2000, pause: 1200, label: 'Slow' },
  normal: { movetime: 1000, pause: 400, label: 'Normal' },
  fast: { movetime: 300, pause: 60, label: 'Fast' },
};

/**
 * Whether a seat value is the computer's.
 * @param {string | undefined} seat
 * @returns {boolean}
 */
export const isComputer = (seat) => seat !== 'h' && VALID.has(seat);

/**
 * Who plays the player to move of `view`: his seat, except that a resigned player's king in
 * chess.com's free-for-all walks by itself (the engine picks its walk at any level, see
 * `Position::walking_move`), so his turn is the computer's.
 * @param {string[]} seats
 * @param {import('./engine-types.js').Snapshot} view
 * @returns {string}
 */
export function seatToMove(seats, view) {
  const p = view.status.toMove;
  if (view.race && view.race.walking.includes(p)) return '1';
  return seats[p] || 'h';
}

/**
 * The level the engine takes for a seat: 0 is the random player.
 * @param {string} seat
 * @returns {number}
 */
export const levelOf = (seat) => (seat === 'r' ? 0 : Number(seat));

/**
 * Seats for `n` players: what is given, each checked, completed with people.
 * @param {unknown[] | null | undefined} seats
 * @param {number} n
 * @returns {string[]}
 */
export function normalise(seats, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const given = seats ? seats[i] : undefined;
    const s = typeof given === 'string' ? given : 'h';
    out.push(VALID.has(s) ? s : 'h');
  }
  return out;
}

/**
 * Splits an address hash (without '#') into the engine's link, the seats it names, the
 * drawings on the board (drawings.js) and the seat a link sent to the next player is for
 * (`to=`): `{ link, seats, drawings, to }`, seats and to null when the hash names none. A
 * malformed seats part is ignored, and so are malformed drawings and seats to send to.
 * @param {string} text
 * @returns {{ link: string, seats: string[] | null, drawings: import('./drawings.js').Drawing[], to: number | null }}
 */
export function splitHash(text) {
  const parts = String(text).split('&');
  let seats = null;
  let drawings = [];
  /** @type {number | null} */
  let to = null;
  const rest = [];
  for (const p of parts) {
    if (p.startsWith('a=')) {
      drawings = parseDrawings(p.slice(2));
    } else if (p.startsWith('to=')) {
      // A link sent to the next player (correspondence.js): the seat it is for.
      const n = Number(p.slice(3));
      if (/^[0-7]$/.test(p.slice(3))) to = n;
    } else if (p.startsWith('c=')) {
      const items = p.slice(2).split('.');
      if (items.length && items.length <= 8 && items.every((s) => VALID.has(s))) seats = items;
    } else {
      rest.push(p);
    }
  }
  return { link: rest.join('&'), seats, drawings, to };
}

/**
 * The link part for the seats, or '' when every seat is a person's.
 * @param {string[] | null} seats
 * @returns {string}
 */
export function seatsPart(seats) {
  return seats && seats.some(isComputer) ? `&c=${seats.join('.')}` : '';
}

function store() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the saved seats ({ game id: seats }) and speed; anything unreadable is ignored.
 * @returns {{ byGame: Record<string, string[]>, speed: string }}
 */
export function loadSeats() {
  const s = store();
  try {
    const data = JSON.parse((s && s.getItem(KEY)) || 'null');
    if (data && typeof data === 'object' && data.v === 1) {
      const byGame = data.byGame && typeof data.byGame === 'object' ? data.byGame : {};
      const speed = Object.hasOwn(SPEEDS, data.speed) ? data.speed : 'normal';
      return { byGame, speed };
    }
  } catch {
    // a broken entry is replaced on the next save
  }
  return { byGame: {}, speed: 'normal' };
}

/**
 * Saves the seats of every game and the speed.
 * @param {Record<string, string[]>} byGame
 * @param {string} speed
 */
export function saveSeats(byGame, speed) {
  const s = store();
  try {
    if (s) s.setItem(KEY, JSON.stringify({ v: 1, byGame, speed }));
  } catch {
    // the seats will not survive a reload; nothing else is lost
  }
}

// Engine answers written by hand for the unit tests of the page's pure modules: the geometry,
// players and snapshots of small positions, shaped as the engine gives them (src/wasm/out.rs).
// They are typed by www/engine-types.d.ts, so `npm run typecheck` keeps them true to it. Cells
// are numbered as the engine numbers them: board by board, rank by rank from rank 1, file by file
// from file a (a1 is 0, h1 is 7, a2 is 8 on an 8x8 board; board B follows board A).

import * as S from '../../www/state.js';

/** @typedef {import('../../www/engine-types.js').GameInfo} GameInfo */
/** @typedef {import('../../www/engine-types.js').Snapshot} Snapshot */
/** @typedef {import('../../www/engine-types.js').Move} Move */
/** @typedef {import('../../www/engine-types.js').Player} Player */

/**
 * The boards' cells: `boards` boards of `width` x `height`, a1 dark as in chess.
 * @param {number} [boards]
 * @param {number} [width]
 * @param {number} [height]
 * @returns {import('../../www/engine-types.js').Geometry}
 */
export function geometry(boards = 1, width = 8, height = 8) {
  const letters = 'ABC';
  const cells = [];
  for (let board = 0; board < boards; board++) {
    for (let rank = 0; rank < height; rank++) {
      for (let file = 0; file < width; file++) {
        const square = `${String.fromCharCode(97 + file)}${rank + 1}`;
        cells.push({ board, file, rank, light: (file + rank) % 2 === 1, name: boards > 1 ? `${square}/${letters[board]}` : square });
      }
    }
  }
  const list = Array.from({ length: boards }, (_, b) => ({ width, height, name: letters[b] }));
  return { boards: list, cells, wraps: false, walls: [] };
}

/**
 * The number of a cell by name (`e4`, or `e4/B` on several 8x8 boards).
 * @param {string} name
 * @returns {number}
 */
export function cell(name) {
  const [square, board] = name.split('/');
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const b = board ? 'ABC'.indexOf(board) : 0;
  return b * 64 + rank * 8 + file;
}

/**
 * A player.
 * @param {string} name
 * @param {string} colour
 * @param {import('../../www/engine-types.js').Facing} [facing]
 * @returns {Player}
 */
export function player(name, colour, facing = 'up') {
  return { name, colour, letter: name[0].toLowerCase(), facing };
}

/**
 * A game's info: chess by default (White and Black), or what `parts` changes.
 * @param {Partial<GameInfo>} [parts]
 * @returns {GameInfo}
 */
export function info(parts = {}) {
  return {
    id: 'chess',
    name: 'Chess',
    geometry: geometry(),
    players: [player('White', '#ffffff'), player('Black', '#000000', 'down')],
    options: [],
    startToMove: 0,
    dice: false,
    facingArrows: false,
    sides: 2,
    problems: true,
    ...parts,
  };
}

/**
 * A legal move from `from` to `to` (cell names), landing where it arrives unless `parts` says.
 * @param {string} from
 * @param {string} to
 * @param {string} san
 * @param {Partial<Move>} [parts]
 * @returns {Move}
 */
export function move(from, to, san, parts = {}) {
  return {
    from: cell(from),
    to: cell(to),
    arrive: cell(to),
    promotion: null,
    promotionName: null,
    san,
    lan: `${from}${to}`,
    die: null,
    pass: false,
    drop: null,
    ...parts,
  };
}

/** The pass, as the engine lists it (from and to on the first cell). @returns {Move} */
export function pass() {
  return { ...move('a1', 'a1', 'pass'), lan: 'pass', pass: true };
}

/**
 * A snapshot: the game's start with nothing to play, or what `parts` changes.
 * @param {Partial<Snapshot>} [parts]
 * @returns {Snapshot}
 */
export function snapshot(parts = {}) {
  return {
    pieces: [],
    moves: [],
    history: [],
    ply: 0,
    length: 0,
    status: { toMove: 0, inCheck: false, checked: [], over: false, result: 'ongoing', winners: [], text: 'White to move' },
    lastMove: null,
    link: 'v=1&g=chess',
    position: '8/8/8/8/8/8/8/8 w - - 0 1',
    dice: null,
    players: [],
    turns: [],
    scores: null,
    scoring: null,
    seats: [],
    movers: [],
    rounds: [],
    hand: [[], []],
    placing: false,
    proposals: [],
    duels: [],
    teamResult: null,
    reliefOwed: null,
    lost: [[], []],
    race: null,
    ...parts,
  };
}

/**
 * The page state showing `view` of the game `game` (chess by default), as after `withGame`.
 * @param {Partial<Snapshot>} [view]
 * @param {Partial<GameInfo>} [game]
 * @returns {S.State}
 */
export function shown(view = {}, game = {}) {
  return S.withGame(S.initialState(), info(game), snapshot(view));
}

/** The snapshot after 1. e4 in chess, viewed at its end. */
export function afterE4() {
  return snapshot({
    pieces: [
      { cell: cell('e4'), owner: 0, letter: 'P', name: 'pawn', pawn: true, facing: 'up' },
      { cell: cell('e7'), owner: 1, letter: 'P', name: 'pawn', pawn: true, facing: 'down' },
      { cell: cell('g8'), owner: 1, letter: 'N', name: 'knight', pawn: false, facing: 'down' },
    ],
    moves: [move('e7', 'e5', 'e5'), move('e7', 'e6', 'e6'), move('g8', 'f6', 'Nf6'), move('g8', 'h6', 'Nh6')],
    history: ['e4'],
    ply: 1,
    length: 1,
    status: { toMove: 1, inCheck: false, checked: [], over: false, result: 'ongoing', winners: [], text: 'Black to move' },
    lastMove: { from: cell('e2'), to: cell('e4'), arrive: cell('e4') },
    link: 'v=1&g=chess&m=e2e4',
  });
}

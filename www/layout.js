// Layout: from the geometry the engine gives (boards, their size, the cells that exist) to pixels.
// Any number of boards, of any size and with holes, are placed side by side with a gap (board A on
// the left), or one above the other when that gives bigger cells (narrow screens). Nothing here
// knows a board shape: it only reads `geometry`.
//
// A board whose ranks wrap (`geometry.wraps`, the cylinder) is drawn with a ghost rank beyond
// each end: the rank that lies beyond that end on the cylinder, dimmed and not clickable. `shift`
// rotates the cylinder: the rank `shift` is drawn lowest, so any rank can be put in the middle.

/** @typedef {import('./engine-types.js').Geometry} Geometry */

/**
 * A cell on the screen: its square's top left corner and size, and its column and row on its
 * board's grid (as drawn, turned).
 * @typedef {{ x: number, y: number, size: number, col: number, row: number, board: number }} CellRect
 */

/**
 * A board on the screen: its rectangle, its columns and rows as drawn, and where its title goes.
 * @typedef {{ x: number, y: number, w: number, h: number, cols: number, rows: number, titleY: number }} BoardRect
 */

/** A line on the screen. @typedef {{ x1: number, y1: number, x2: number, y2: number }} ScreenLine */

/**
 * Where everything goes on the screen (computeLayout).
 * @typedef {object} Layout
 * @property {number} size a cell's side, in CSS pixels
 * @property {number} width
 * @property {number} height
 * @property {number} turns quarter turns clockwise
 * @property {number} shift the cylinder's rank drawn lowest
 * @property {'row' | 'column'} arrangement
 * @property {BoardRect[]} boards
 * @property {CellRect[]} cells by cell number
 * @property {Int32Array[]} grids per board, the cell number at each column and row (-1: none)
 * @property {(CellRect & { id: number })[]} ghosts the cylinder's ghost ranks
 * @property {ScreenLine[]} seams
 * @property {number} period one turn of the cylinder, in pixels
 * @property {boolean} wraps
 * @property {ScreenLine[]} walls
 * @property {string} [key] what the page computed it for (its cache)
 */

const GAP = 0.6; // between boards, in cells
const TITLE = 0.75; // height of the board name above each board, in cells (several boards only)
const MAX_CELL = 96; // px: cells never grow past this on huge screens

/**
 * Where a cell (file, rank) of a board of `width` x `height` goes on screen, turned `turns`.
 * @param {number} file
 * @param {number} rank
 * @param {number} width
 * @param {number} height
 * @param {number} turns
 * @returns {{ col: number, row: number }}
 */
export function screenPlace(file, rank, width, height, turns) {
  switch (turns % 4) {
    case 1:
      return { col: rank, row: file };
    case 2:
      return { col: width - 1 - file, row: rank };
    case 3:
      return { col: height - 1 - rank, row: width - 1 - file };
    default:
      return { col: file, row: height - 1 - rank };
  }
}

/** How many ranks are drawn for a board: two ghost ranks more on a cylinder. */
function drawnHeight(geometry, b) {
  return b.height + (geometry.wraps ? 2 : 0);
}

function shapes(geometry, turns) {
  return geometry.boards.map((b) => {
    const h = drawnHeight(geometry, b);
    return turns % 2 ? { cols: h, rows: b.width } : { cols: b.width, rows: h };
  });
}

/**
 * The drawn rank of a rank (ghost ranks are 0 and height + 1 on a cylinder).
 * @param {Geometry} geometry
 * @param {number} rank
 * @param {number} height
 * @param {number} shift
 * @returns {number}
 */
export function drawnRank(geometry, rank, height, shift) {
  if (!geometry.wraps) return rank;
  return ((((rank - shift) % height) + height) % height) + 1;
}

/** The size in cells of the whole picture for an arrangement ('row' or 'column'). */
function extent(boards, arrangement) {
  const title = boards.length > 1 ? TITLE : 0;
  const gaps = GAP * (boards.length - 1);
  if (arrangement === 'row') {
    return {
      cols: boards.reduce((s, b) => s + b.cols, 0) + gaps,
      rows: Math.max(...boards.map((b) => b.rows)) + title,
    };
  }
  return {
    cols: Math.max(...boards.map((b) => b.cols)),
    rows: boards.reduce((s, b) => s + b.rows + title, 0) + gaps,
  };
}

/**
 * Computes the layout for a drawing area of at most `maxWidth` x `maxHeight` CSS pixels.
 * Returns the cell size, the used width and height, each board's rectangle, each cell's rectangle
 * (indexed by cell id) and a grid per board for hit testing.
 * @param {Geometry} geometry
 * @param {number} maxWidth
 * @param {number} maxHeight
 * @param {number} turns
 * @param {number} [shift]
 * @returns {Layout}
 */
export function computeLayout(geometry, maxWidth, maxHeight, turns, shift = 0) {
  const boards = shapes(geometry, turns);
  let best = null;
  for (const arrangement of /** @type {const} */ (['row', 'column'])) {
    const e = extent(boards, arrangement);
    const size = Math.min(maxWidth / e.cols, maxHeight / e.rows, MAX_CELL);
    if (!best || size > best.size * 1.001) best = { arrangement, size, e };
  }
  const size = Math.max(4, Math.floor(best.size));
  const title = boards.length > 1 ? TITLE * size : 0;
  const width = Math.ceil(best.e.cols * size);
  const height = Math.ceil(best.e.rows * size);
  const rects = [];
  let x = 0;
  let y = 0;
  boards.forEach((b) => {
    const w = b.cols * size;
    const h = b.rows * size;
    if (best.arrangement === 'row') {
      const maxRows = Math.max(...boards.map((o) => o.rows));
      const top = title + ((maxRows - b.rows) * size) / 2;
      rects.push({ x, y: top, w, h, cols: b.cols, rows: b.rows, titleY: top - title / 2 });
      x += w + GAP * size;
    } else {
      const maxCols = Math.max(...boards.map((o) => o.cols));
      const left = ((maxCols - b.cols) * size) / 2;
      rects.push({ x: left, y: y + title, w, h, cols: b.cols, rows: b.rows, titleY: y + title / 2 });
      y += h + title + GAP * size;
    }
  });
  const cells = [];
  const ghosts = [];
  const grids = rects.map((r) => new Int32Array(r.cols * r.rows).fill(-1));
  const place = (c, rank) => {
    const shape = geometry.boards[c.board];
    const rect = rects[c.board];
    const p = screenPlace(c.file, rank, shape.width, drawnHeight(geometry, shape), turns);
    return { x: rect.x + p.col * size, y: rect.y + p.row * size, size, col: p.col, row: p.row, board: c.board };
  };
  geometry.cells.forEach((c, id) => {
    const h = geometry.boards[c.board].height;
    const d = drawnRank(geometry, c.rank, h, shift);
    cells[id] = place(c, d);
    grids[c.board][cells[id].row * rects[c.board].cols + cells[id].col] = id;
    // The ghost ranks: the lowest real rank again above the top, the highest below the bottom.
    if (geometry.wraps && d === 1) ghosts.push({ id, ...place(c, h + 1) });
    if (geometry.wraps && d === h) ghosts.push({ id, ...place(c, 0) });
  });
  const seams = geometry.wraps ? seamLines(geometry, rects, size, turns, shift) : [];
  const walls = wallLines(geometry, cells, size, turns);
  // One turn of the cylinder, in pixels along the ranks (for moves drawn through the seam).
  const period = geometry.wraps ? geometry.boards[0].height * size : 0;
  return {
    size, width, height, turns, shift, arrangement: best.arrangement, boards: rects, cells, grids, ghosts,
    seams, period, wraps: !!geometry.wraps, walls,
  };
}

const SIDE_STEP = { north: [0, 1], south: [0, -1], east: [1, 0], west: [-1, 0] };

/**
 * The barriers (`geometry.walls`: a side of a cell that no move crosses) as screen lines
 * `{ x1, y1, x2, y2 }`: the edge between the cell and its neighbour on that side, however the
 * board is turned.
 */
function wallLines(geometry, cells, size, turns) {
  const ids = new Map(geometry.cells.map((c, id) => [`${c.board}:${c.file}:${c.rank}`, id]));
  const out = [];
  for (const w of geometry.walls || []) {
    const id = ids.get(`${w.board}:${w.file}:${w.rank}`);
    const step = SIDE_STEP[w.side];
    if (id === undefined || !step || !cells[id]) continue;
    const shape = geometry.boards[w.board];
    const here = cells[id];
    const p = screenPlace(w.file, w.rank, shape.width, shape.height, turns);
    const q = screenPlace(w.file + step[0], w.rank + step[1], shape.width, shape.height, turns);
    if (p.col === q.col) {
      const y = here.y + (q.row > p.row ? size : 0);
      out.push({ x1: here.x, y1: y, x2: here.x + size, y2: y });
    } else {
      const x = here.x + (q.col > p.col ? size : 0);
      out.push({ x1: x, y1: here.y, x2: x, y2: here.y + size });
    }
  }
  return out;
}

/**
 * The seam of each cylinder board (between its highest and its lowest rank) as screen lines:
 * `{ x1, y1, x2, y2 }`, wherever the two ranks are drawn next to each other.
 */
function seamLines(geometry, rects, size, turns, shift) {
  const out = [];
  geometry.boards.forEach((b, board) => {
    const rect = rects[board];
    const drawn = drawnHeight(geometry, b);
    for (let d = 0; d + 1 < drawn; d++) {
      const rank = (((d - 1 + shift) % b.height) + b.height) % b.height;
      if (rank !== b.height - 1) continue;
      const p = screenPlace(0, d, b.width, drawn, turns);
      const q = screenPlace(0, d + 1, b.width, drawn, turns);
      if (p.col === q.col) {
        const y = rect.y + Math.max(p.row, q.row) * size;
        out.push({ x1: rect.x, y1: y, x2: rect.x + rect.w, y2: y });
      } else {
        const x = rect.x + Math.max(p.col, q.col) * size;
        out.push({ x1: x, y1: rect.y, x2: x, y2: rect.y + rect.h });
      }
    }
  });
  return out;
}

/**
 * The cell under a point (CSS pixels relative to the drawing), or null.
 * @param {Layout} layout
 * @param {number} px
 * @param {number} py
 * @returns {number | null}
 */
export function cellAt(layout, px, py) {
  for (let b = 0; b < layout.boards.length; b++) {
    const r = layout.boards[b];
    if (px < r.x || py < r.y || px >= r.x + r.w || py >= r.y + r.h) continue;
    const col = Math.floor((px - r.x) / layout.size);
    const row = Math.floor((py - r.y) / layout.size);
    const id = layout.grids[b][row * r.cols + col];
    return id >= 0 ? id : null;
  }
  return null;
}

/**
 * The centre of a cell, in CSS pixels relative to the drawing.
 * @param {Layout} layout
 * @param {number} cell
 * @returns {{ x: number, y: number } | null}
 */
export function cellCentre(layout, cell) {
  const c = layout.cells[cell];
  return c ? { x: c.x + c.size / 2, y: c.y + c.size / 2 } : null;
}

/**
 * Which cells carry coordinates: the left-most cell of each screen row, and the lowest cell of
 * each screen column, of every board (so boards with holes are labelled too).
 * @param {Layout} layout
 * @returns {{ rowStart: Set<number>, colEnd: Set<number> }}
 */
export function labelCells(layout) {
  const rowStart = new Map();
  const colEnd = new Map();
  layout.cells.forEach((c, id) => {
    if (!c) return;
    const rk = `${c.board}:${c.row}`;
    const ck = `${c.board}:${c.col}`;
    if (!rowStart.has(rk) || layout.cells[rowStart.get(rk)].col > c.col) rowStart.set(rk, id);
    if (!colEnd.has(ck) || layout.cells[colEnd.get(ck)].row < c.row) colEnd.set(ck, id);
  });
  return { rowStart: new Set(rowStart.values()), colEnd: new Set(colEnd.values()) };
}

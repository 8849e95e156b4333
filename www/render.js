// The renderer: draws the boards, highlights and pieces on a canvas from the state and the layout.
// It keeps no game data of its own. The canvas backing store is scaled by devicePixelRatio so the
// drawing is crisp on high-density screens; all drawing code works in CSS pixels.

import { drawDrawings, drawArrow } from './drawings.js';
import { labelCells, cellCentre } from './layout.js';
import { movesFrom, currentHint, drops, placing, proposalsFrom } from './state.js';
import { drawSeatMoves, fadeAlpha, hasSeats } from './seat-status.js';
import { drawPremove } from './premove.js';
import { drawCursor } from './board-cursor.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./pieces.js').PieceSet} PieceSet */
/** @typedef {import('./engine-types.js').Geometry} Geometry */
/** @typedef {import('./engine-types.js').Piece} Piece */

/**
 * The colours of a drawing: the light and dark squares of each board (the last pair serves any
 * further board), then the highlights, the barriers and the boards' titles (CSS colours).
 * @typedef {object} Theme
 * @property {{ light: string, dark: string }[]} palettes
 * @property {string} lastMove
 * @property {string} lastArrive
 * @property {string} selected
 * @property {string} target
 * @property {string} arrive
 * @property {string} hover
 * @property {string} proposal
 * @property {string} wall
 * @property {string} wallCore
 * @property {string} title
 */

// The default theme. Square colours per board: board A in warm wood, board B (the looking-glass)
// in cool grey-blue, further boards in green; then the highlights. An embedded board passes its
// own theme (from CSS custom properties, see www/theme.js).
/** @type {Readonly<Theme>} */
export const DEFAULT_THEME = Object.freeze({
  palettes: [
    { light: '#f0d9b5', dark: '#b58863' },
    { light: '#dee3e6', dark: '#8ca2ad' },
    { light: '#e4ecd6', dark: '#8aa37b' },
  ],
  lastMove: 'rgba(155, 199, 0, 0.42)',
  lastArrive: 'rgba(0, 140, 200, 0.32)',
  selected: 'rgba(20, 85, 30, 0.5)',
  target: 'rgba(20, 85, 30, 0.5)',
  arrive: 'rgba(0, 90, 200, 0.85)',
  hover: 'rgba(20, 85, 30, 0.3)',
  proposal: 'rgba(200, 40, 20, 0.85)',
  wall: '#3b2412',
  wallCore: '#c89a5a',
  title: '#3a3a3a',
});
// The theme of the drawing under way (set at the start of each `render`).
/** @type {Theme} */
let T = DEFAULT_THEME;
const paletteOf = (/** @type {number} */ board) => T.palettes[board % T.palettes.length];
const HINT = 'rgba(230, 120, 0, 0.45)';

/**
 * Sizes the canvas for the layout and the device pixel ratio; returns the 2D context.
 * @param {HTMLCanvasElement} canvas
 * @param {Layout} layout
 * @returns {CanvasRenderingContext2D}
 */
export function prepareCanvas(canvas, layout) {
  const dpr = window.devicePixelRatio || 1;
  const w = Math.round(layout.width * dpr);
  const h = Math.round(layout.height * dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  canvas.style.width = `${layout.width}px`;
  canvas.style.height = `${layout.height}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

/**
 * Draws everything. `pieces` is the piece set from pieces.js, `theme` the colours (see
 * DEFAULT_THEME). Returns whether a move is still being animated (then the caller draws again on
 * the next frame).
 * @param {HTMLCanvasElement} canvas
 * @param {State} state
 * @param {Layout} layout
 * @param {PieceSet} pieces
 * @param {Theme} [theme]
 * @returns {boolean}
 */
export function render(canvas, state, layout, pieces, theme = DEFAULT_THEME) {
  T = theme;
  const ctx = prepareCanvas(canvas, layout);
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (!state.game || !state.view) return false;
  const { geometry } = state.game;
  const view = state.view;
  const size = layout.size;

  drawTitles(ctx, layout, geometry);
  drawSquares(ctx, layout, geometry);
  const anim = activeAnimation(state);

  const fill = (cell, colour) => {
    const c = layout.cells[cell];
    if (!c) return;
    ctx.fillStyle = colour;
    ctx.fillRect(c.x, c.y, size, size);
  };
  drawSeatMoves(ctx, layout, state.game, view);
  const hint = currentHint(state);
  if (hint) {
    for (const [from, to, arrive] of hint.cells) {
      fill(from, HINT);
      fill(to, HINT);
      if (arrive !== to) fill(arrive, HINT);
    }
  }
  if (view.lastMove && !hasSeats(view)) {
    fill(view.lastMove.from, T.lastMove);
    fill(view.lastMove.to, T.lastMove);
    if (view.lastMove.arrive !== view.lastMove.to) fill(view.lastMove.arrive, T.lastArrive);
  }
  if (state.selected != null) fill(state.selected, T.selected);
  drawPremove(ctx, state, layout);
  for (const cell of view.status.checked) drawCheck(ctx, layout.cells[cell]);
  drawCoordinates(ctx, layout, geometry);
  drawWalls(ctx, layout);

  const occupied = new Map(view.pieces.map((p) => [p.cell, p]));
  const held = state.drag && state.drag.moved ? state.drag.cell : null;
  for (const p of view.pieces) {
    const c = layout.cells[p.cell];
    if (!c) continue;
    if (anim && p.cell === anim.arrive) continue;
    if (p.cell === held) ctx.globalAlpha = 0.35;
    else if (hasSeats(view) && view.seats[p.owner] && view.seats[p.owner].frozen) ctx.globalAlpha = 0.55;
    drawPiece(ctx, state, layout, pieces, p, c.x + size / 2, c.y + size / 2, size * 0.92);
    ctx.globalAlpha = 1;
  }
  const fading = fadeAlpha(state.fade, performance.now());
  if (fading > 0) {
    ctx.globalAlpha = fading;
    for (const p of state.fade.pieces) {
      const c = layout.cells[p.cell];
      if (c && !occupied.has(p.cell)) drawPiece(ctx, state, layout, pieces, p, c.x + size / 2, c.y + size / 2, size * 0.92);
    }
    ctx.globalAlpha = 1;
  }
  if (layout.wraps) drawGhosts(ctx, state, layout, pieces, occupied, anim);
  if (anim) drawAnimation(ctx, state, layout, pieces, occupied, anim);

  if (state.selected != null) drawTargets(ctx, state, layout, occupied);
  if (placing(state) && !state.editing) drawDrops(ctx, state, layout);
  if (hint) drawHintArrows(ctx, layout, hint);
  if (!state.editing) drawDrawings(ctx, layout, state.drawings, view.ply);

  drawCursor(ctx, state, layout);
  if (held != null) {
    const p = occupied.get(held);
    if (p) drawPiece(ctx, state, layout, pieces, p, state.drag.x, state.drag.y, size * 1.05);
  }
  return !!anim || fading > 0;
}

/**
 * A piece, with a small arrow showing its facing when the game asks for it (Berlinpeonos).
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {Layout} layout
 * @param {PieceSet} pieces
 * @param {Piece} p
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 */
function drawPiece(ctx, state, layout, pieces, p, cx, cy, size) {
  const colour = colourOf(state.game.players, p.owner);
  // The points race: dead pieces in grey; a resigned player's walking king grey in a ring of
  // its owner's colour.
  if (p.walking) drawRing(ctx, colour, cx, cy, size);
  pieces.draw(ctx, p, p.dead || p.walking ? DEAD : colour, cx, cy, size);
  if (state.game.facingArrows && p.pawn) drawFacing(ctx, p.facing, layout.turns, cx, cy, size);
}

const FACING_ANGLE = { up: 0, right: 90, down: 180, left: 270 };

/**
 * A small arrowhead near the edge of the cell the piece faces, turned with the board.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./engine-types.js').Facing} facing
 * @param {number} turns
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 */
function drawFacing(ctx, facing, turns, cx, cy, size) {
  const angle = (((FACING_ANGLE[facing] ?? 0) + 90 * turns) * Math.PI) / 180;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, -size * 0.5);
  ctx.lineTo(size * 0.14, -size * 0.33);
  ctx.lineTo(-size * 0.14, -size * 0.33);
  ctx.closePath();
  ctx.fillStyle = '#1565c0';
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = Math.max(1, size * 0.025);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/**
 * The ghost ranks of a cylinder: the cells beyond each end, dimmed, with their pieces.
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {Layout} layout
 * @param {PieceSet} pieces
 * @param {Map<number, Piece>} occupied
 * @param {State['anim']} anim
 */
function drawGhosts(ctx, state, layout, pieces, occupied, anim) {
  const { geometry } = state.game;
  const size = layout.size;
  for (const g of layout.ghosts) {
    const info = geometry.cells[g.id];
    const palette = paletteOf(info.board);
    ctx.fillStyle = info.light ? palette.light : palette.dark;
    ctx.fillRect(g.x, g.y, size, size);
    const p = occupied.get(g.id);
    if (p && !(anim && anim.arrive === g.id)) drawPiece(ctx, state, layout, pieces, p, g.x + size / 2, g.y + size / 2, size * 0.92);
    ctx.fillStyle = 'rgba(244, 241, 234, 0.55)';
    ctx.fillRect(g.x, g.y, size, size);
    if (size >= 22) {
      ctx.save();
      ctx.font = `600 ${Math.round(size * 0.2)}px system-ui, sans-serif`;
      ctx.fillStyle = '#555';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      if (info.file === 0) ctx.fillText(String(info.rank + 1), g.x + size * 0.05, g.y + size * 0.04);
      ctx.restore();
    }
  }
  ctx.save();
  ctx.strokeStyle = '#c62828';
  ctx.lineWidth = Math.max(2, size * 0.06);
  ctx.setLineDash([size * 0.18, size * 0.1]);
  for (const s of layout.seams) {
    ctx.beginPath();
    ctx.moveTo(s.x1, s.y1);
    ctx.lineTo(s.x2, s.y2);
    ctx.stroke();
  }
  ctx.restore();
}

/** How long a piece slides, and how long it takes to pass through the looking-glass, in ms. */
const SLIDE_MS = 320;
const TRANSFER_MS = 260;

/**
 * The animation's parts: the slide (unless the piece was dragged), then the transfer.
 * @param {NonNullable<State['anim']>} anim
 * @returns {{ slide: number, transfer: number, total: number }}
 */
function phases(anim) {
  const slide = anim.slide ? SLIDE_MS : 0;
  const transfer = anim.arrive !== anim.to ? TRANSFER_MS : 0;
  return { slide, transfer, total: slide + transfer };
}

/**
 * The move being animated, or null when none is under way.
 * @param {State} state
 * @returns {State['anim']}
 */
function activeAnimation(state) {
  const a = state.anim;
  const m = state.view && state.view.lastMove;
  if (!a || !m || m.to !== a.to || m.from !== a.from || m.arrive !== a.arrive) return null;
  return performance.now() - a.t0 < phases(a).total ? a : null;
}

/**
 * The moving piece on its way: it slides to the cell it moves to, then (in the Alice family)
 * fades through the looking-glass to the cell it arrives on. On a cylinder it takes the short
 * way round: when that crosses the seam, it leaves one end of the board and comes in at the other
 * (through the ghost ranks).
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {Layout} layout
 * @param {PieceSet} pieces
 * @param {Map<number, Piece>} occupied
 * @param {NonNullable<State['anim']>} anim
 */
function drawAnimation(ctx, state, layout, pieces, occupied, anim) {
  const p = occupied.get(anim.arrive);
  const a = layout.cells[anim.from];
  const b = layout.cells[anim.to];
  const c = layout.cells[anim.arrive];
  if (!p || !a || !b || !c) return;
  const { slide, transfer } = phases(anim);
  const elapsed = performance.now() - anim.t0;
  const size = layout.size;
  if (elapsed >= slide) {
    const u = transfer ? Math.min(1, (elapsed - slide) / transfer) : 1;
    ctx.save();
    ctx.globalAlpha = 1 - u;
    drawPiece(ctx, state, layout, pieces, p, b.x + size / 2, b.y + size / 2, size * 0.92);
    ctx.globalAlpha = u;
    drawPiece(ctx, state, layout, pieces, p, c.x + size / 2, c.y + size / 2, size * 0.92);
    ctx.restore();
    return;
  }
  const t = Math.min(1, elapsed / slide);
  const ease = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
  const along = layout.turns % 2 ? 'x' : 'y';
  const across = along === 'x' ? 'y' : 'x';
  const d0 = b[along] - a[along];
  const dAcross = Math.abs(b[across] - a[across]);
  let d = d0;
  if (layout.period) {
    const options = [d0, d0 - layout.period, d0 + layout.period];
    // A diagonal move keeps its slope; otherwise the shorter way round.
    options.sort((u, v) => {
      const du = Math.abs(Math.abs(u) - dAcross) < 1 && dAcross > 0 ? -1e6 : 0;
      const dv = Math.abs(Math.abs(v) - dAcross) < 1 && dAcross > 0 ? -1e6 : 0;
      return du + Math.abs(u) - (dv + Math.abs(v));
    });
    d = options[0];
  }
  const pos = { x: a.x + (b.x - a.x) * ease, y: a.y + (b.y - a.y) * ease };
  pos[along] = a[along] + d * ease;
  const rect = layout.boards[b.board];
  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.w, rect.h);
  ctx.clip();
  for (const k of layout.period ? [-1, 0, 1] : [0]) {
    const at = { ...pos };
    at[along] += k * layout.period;
    drawPiece(ctx, state, layout, pieces, p, at.x + size / 2, at.y + size / 2, size * 0.92);
  }
  ctx.restore();
}

/** The colour of dead pieces (the points race), as chess.com draws them. */
const DEAD = '#a6a6a6';

/**
 * A ring in a player's colour round a cell's piece (a resigned player's walking king).
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} colour
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 */
function drawRing(ctx, colour, cx, cy, size) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, size * 0.46, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(2, size * 0.07);
  ctx.setLineDash([size * 0.12, size * 0.06]);
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

/**
 * @param {import('./engine-types.js').Player[]} players
 * @param {number} owner
 * @returns {string}
 */
function colourOf(players, owner) {
  return players[owner] ? players[owner].colour : '#888';
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} layout
 * @param {Geometry} geometry
 */
function drawTitles(ctx, layout, geometry) {
  if (layout.boards.length < 2) return;
  ctx.save();
  ctx.fillStyle = T.title;
  ctx.font = `600 ${Math.round(layout.size * 0.4)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  layout.boards.forEach((r, b) => {
    ctx.fillText(`Board ${geometry.boards[b].name}`, r.x + r.w / 2, r.titleY);
  });
  ctx.restore();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} layout
 * @param {Geometry} geometry
 */
function drawSquares(ctx, layout, geometry) {
  geometry.cells.forEach((info, id) => {
    const c = layout.cells[id];
    const palette = paletteOf(info.board);
    ctx.fillStyle = info.light ? palette.light : palette.dark;
    ctx.fillRect(c.x, c.y, layout.size, layout.size);
  });
}

/**
 * Barriers as thick dark lines with a light core, so a blocked move is plain to see.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} layout
 */
function drawWalls(ctx, layout) {
  if (!layout.walls || !layout.walls.length) return;
  ctx.save();
  ctx.lineCap = 'square';
  const line = (width, colour) => {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.beginPath();
    for (const w of layout.walls) {
      ctx.moveTo(w.x1, w.y1);
      ctx.lineTo(w.x2, w.y2);
    }
    ctx.stroke();
  };
  line(Math.max(3, layout.size * 0.12), T.wall);
  line(Math.max(1, layout.size * 0.03), T.wallCore);
  ctx.restore();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./layout.js').CellRect | undefined} c
 */
function drawCheck(ctx, c) {
  if (!c) return;
  const cx = c.x + c.size / 2;
  const cy = c.y + c.size / 2;
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, c.size * 0.7);
  g.addColorStop(0, 'rgba(255, 0, 0, 1)');
  g.addColorStop(0.3, 'rgba(231, 0, 0, 0.9)');
  g.addColorStop(0.7, 'rgba(169, 0, 0, 0.2)');
  g.addColorStop(1, 'rgba(158, 0, 0, 0)');
  ctx.fillStyle = g;
  ctx.fillRect(c.x, c.y, c.size, c.size);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} layout
 * @param {Geometry} geometry
 */
function drawCoordinates(ctx, layout, geometry) {
  const { rowStart, colEnd } = labelCells(layout);
  const size = layout.size;
  if (size < 22) return;
  ctx.save();
  ctx.font = `600 ${Math.round(size * 0.2)}px system-ui, sans-serif`;
  const fileName = (info) => String.fromCharCode(97 + info.file);
  const rankName = (info) => String(info.rank + 1);
  const rowName = layout.turns % 2 ? fileName : rankName;
  const colName = layout.turns % 2 ? rankName : fileName;
  geometry.cells.forEach((info, id) => {
    const c = layout.cells[id];
    const palette = paletteOf(info.board);
    ctx.fillStyle = info.light ? palette.dark : palette.light;
    if (rowStart.has(id)) {
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      ctx.fillText(rowName(info), c.x + size * 0.05, c.y + size * 0.04);
    }
    if (colEnd.has(id)) {
      ctx.textAlign = 'right';
      ctx.textBaseline = 'bottom';
      ctx.fillText(colName(info), c.x + size * 0.96, c.y + size * 0.98);
    }
  });
  ctx.restore();
}

/**
 * The selected piece's targets on its own board, and where it would arrive on another board.
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {Layout} layout
 * @param {Map<number, Piece>} occupied
 */
function drawTargets(ctx, state, layout, occupied) {
  const size = layout.size;
  const hover = state.drag && state.drag.moved ? state.drag.hover : null;
  const seen = new Set();
  for (const { move } of movesFrom(state, state.selected)) {
    const key = `${move.to}:${move.arrive}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A zero move (the piece only changes board) is shown by its ring on the other board alone.
    const t = move.to === move.from ? null : layout.cells[move.to];
    if (t) {
      if (hover === move.to) {
        ctx.fillStyle = T.hover;
        ctx.fillRect(t.x, t.y, size, size);
      }
      ctx.fillStyle = T.target;
      if (occupied.has(move.to) && move.to !== move.from) {
        // A capture: a ring around the piece, cut into the square's corners.
        ctx.beginPath();
        ctx.rect(t.x, t.y, size, size);
        ctx.arc(t.x + size / 2, t.y + size / 2, size * 0.5, 0, Math.PI * 2, true);
        ctx.fill();
      } else {
        ctx.beginPath();
        ctx.arc(t.x + size / 2, t.y + size / 2, size * 0.16, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    if (move.arrive !== move.to) {
      const a = layout.cells[move.arrive];
      if (!a) continue;
      ctx.save();
      ctx.strokeStyle = T.arrive;
      ctx.lineWidth = Math.max(2, size * 0.06);
      ctx.setLineDash([size * 0.1, size * 0.07]);
      ctx.beginPath();
      ctx.arc(a.x + size / 2, a.y + size / 2, size * 0.3, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
    }
  }
  drawProposals(ctx, state, layout);
}

/**
 * The moves into check the selected piece may propose (Blocking Double Chess): a dashed ring in
 * the colour of check, so they never look like ordinary targets.
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {Layout} layout
 */
function drawProposals(ctx, state, layout) {
  const size = layout.size;
  ctx.save();
  ctx.strokeStyle = T.proposal;
  ctx.lineWidth = Math.max(2, size * 0.07);
  ctx.setLineDash([size * 0.12, size * 0.08]);
  for (const { move } of proposalsFrom(state, state.selected)) {
    const t = layout.cells[move.to];
    if (!t) continue;
    ctx.beginPath();
    ctx.arc(t.x + size / 2, t.y + size / 2, size * 0.34, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * The placement step: where the chosen piece of the hand may be placed.
 * @param {CanvasRenderingContext2D} ctx
 * @param {State} state
 * @param {Layout} layout
 */
function drawDrops(ctx, state, layout) {
  const size = layout.size;
  ctx.fillStyle = T.target;
  for (const { move } of drops(state)) {
    const t = layout.cells[move.to];
    if (!t) continue;
    ctx.beginPath();
    ctx.arc(t.x + size / 2, t.y + size / 2, size * 0.16, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * An arrow for each move of a hint, from the cell it leaves to the cell where it arrives.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} layout
 * @param {NonNullable<State['ai']['hint']>} hint
 */
function drawHintArrows(ctx, layout, hint) {
  const size = layout.size;
  ctx.save();
  ctx.strokeStyle = 'rgba(230, 120, 0, 0.85)';
  ctx.fillStyle = 'rgba(230, 120, 0, 0.85)';
  for (const [from, , arrive] of hint.cells) {
    const a = cellCentre(layout, from);
    const b = cellCentre(layout, arrive);
    if (!a || !b || from === arrive) continue;
    drawArrow(ctx, a, b, size, { width: 0.12, head: 0.35, inset: 0 });
  }
  ctx.restore();
}

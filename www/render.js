// The renderer: draws the boards, highlights and pieces on a canvas from the state and the layout.
// It keeps no game data of its own. The canvas backing store is scaled by devicePixelRatio so the
// drawing is crisp on high-density screens; all drawing code works in CSS pixels.

import { labelCells } from './layout.js';
import { movesFrom } from './state.js';

// Square colours per board: board A in warm wood, board B (the looking-glass) in cool grey-blue,
// further boards in green.
const PALETTES = [
  { light: '#f0d9b5', dark: '#b58863' },
  { light: '#dee3e6', dark: '#8ca2ad' },
  { light: '#e4ecd6', dark: '#8aa37b' },
];
const LAST_MOVE = 'rgba(155, 199, 0, 0.42)';
const LAST_ARRIVE = 'rgba(0, 140, 200, 0.32)';
const SELECTED = 'rgba(20, 85, 30, 0.5)';
const TARGET = 'rgba(20, 85, 30, 0.5)';
const ARRIVE = 'rgba(0, 90, 200, 0.85)';
const HOVER = 'rgba(20, 85, 30, 0.3)';

/** Sizes the canvas for the layout and the device pixel ratio; returns the 2D context. */
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

/** Draws everything. `pieces` is the piece set from pieces.js. */
export function render(canvas, state, layout, pieces) {
  const ctx = prepareCanvas(canvas, layout);
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (!state.game || !state.view) return;
  const { geometry, players } = state.game;
  const view = state.view;
  const size = layout.size;

  drawTitles(ctx, layout, geometry);
  drawSquares(ctx, layout, geometry);

  const fill = (cell, colour) => {
    const c = layout.cells[cell];
    if (!c) return;
    ctx.fillStyle = colour;
    ctx.fillRect(c.x, c.y, size, size);
  };
  if (view.lastMove) {
    fill(view.lastMove.from, LAST_MOVE);
    fill(view.lastMove.to, LAST_MOVE);
    if (view.lastMove.arrive !== view.lastMove.to) fill(view.lastMove.arrive, LAST_ARRIVE);
  }
  if (state.selected != null) fill(state.selected, SELECTED);
  for (const cell of view.status.checked) drawCheck(ctx, layout.cells[cell]);
  drawCoordinates(ctx, layout, geometry);

  const occupied = new Map(view.pieces.map((p) => [p.cell, p]));
  const held = state.drag && state.drag.moved ? state.drag.cell : null;
  for (const p of view.pieces) {
    const c = layout.cells[p.cell];
    if (!c) continue;
    if (p.cell === held) ctx.globalAlpha = 0.35;
    pieces.draw(ctx, p, colourOf(players, p.owner), c.x + size / 2, c.y + size / 2, size * 0.92);
    ctx.globalAlpha = 1;
  }

  if (state.selected != null) drawTargets(ctx, state, layout, occupied);

  if (held != null) {
    const p = occupied.get(held);
    if (p) pieces.draw(ctx, p, colourOf(players, p.owner), state.drag.x, state.drag.y, size * 1.05);
  }
}

function colourOf(players, owner) {
  return players[owner] ? players[owner].colour : '#888';
}

function drawTitles(ctx, layout, geometry) {
  if (layout.boards.length < 2) return;
  ctx.save();
  ctx.fillStyle = '#3a3a3a';
  ctx.font = `600 ${Math.round(layout.size * 0.4)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  layout.boards.forEach((r, b) => {
    ctx.fillText(`Board ${geometry.boards[b].name}`, r.x + r.w / 2, r.titleY);
  });
  ctx.restore();
}

function drawSquares(ctx, layout, geometry) {
  geometry.cells.forEach((info, id) => {
    const c = layout.cells[id];
    const palette = PALETTES[info.board % PALETTES.length];
    ctx.fillStyle = info.light ? palette.light : palette.dark;
    ctx.fillRect(c.x, c.y, layout.size, layout.size);
  });
}

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
    const palette = PALETTES[info.board % PALETTES.length];
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

/** The selected piece's targets on its own board, and where it would arrive on another board. */
function drawTargets(ctx, state, layout, occupied) {
  const size = layout.size;
  const hover = state.drag && state.drag.moved ? state.drag.hover : null;
  const seen = new Set();
  for (const { move } of movesFrom(state, state.selected)) {
    const key = `${move.to}:${move.arrive}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const t = layout.cells[move.to];
    if (t) {
      if (hover === move.to) {
        ctx.fillStyle = HOVER;
        ctx.fillRect(t.x, t.y, size, size);
      }
      ctx.fillStyle = TARGET;
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
      ctx.strokeStyle = ARRIVE;
      ctx.lineWidth = Math.max(2, size * 0.06);
      ctx.setLineDash([size * 0.1, size * 0.07]);
      ctx.beginPath();
      ctx.arc(a.x + size / 2, a.y + size / 2, size * 0.3, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
    }
  }
}

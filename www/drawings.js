// Arrows and circles drawn on the board with the right mouse button, as on lichess: drag from one
// cell to another for an arrow, click a cell for a circle; Shift, Alt or both change the colour
// (green, red, blue, yellow); drawing the same again takes it away, and a left click on the board
// clears the drawings of the position shown. They belong to a position (the ply shown) and travel
// in the link and the saved game as the page part `a=`: items separated by `.`, each
// `PLY-COLOUR-FROM-TO` with the cells as numbers (`a=1-g-12-28.1-r-36-36`; FROM equal to TO is a
// circle). They are the players' notes, never rules: the engine does not see them.

import { cellCentre } from './layout.js';

/**
 * An arrow from one cell to another, or a circle (`from` equal to `to`), drawn at a ply in a
 * colour: `g`, `r`, `b` or `y`.
 * @typedef {{ ply: number, colour: string, from: number, to: number }} Drawing
 */

const COLOURS = { g: 'rgba(21, 120, 27, 0.8)', r: 'rgba(200, 30, 30, 0.8)', b: 'rgba(0, 70, 200, 0.8)', y: 'rgba(230, 160, 0, 0.85)' };
/** At most this many drawings are kept (and read from a link). */
const MAX = 200;

/**
 * The colour letter for a gesture's modifier keys.
 * @param {{ shiftKey: boolean, altKey: boolean }} e
 * @returns {string}
 */
export function colourOf(e) {
  if (e.shiftKey && e.altKey) return 'y';
  if (e.shiftKey) return 'r';
  if (e.altKey) return 'b';
  return 'g';
}

/**
 * Reads the `a=` part's value: a list of { ply, colour, from, to }; bad items are left out.
 * @param {string} value
 * @returns {Drawing[]}
 */
export function parseDrawings(value) {
  const out = [];
  for (const item of String(value).split('.').slice(0, MAX)) {
    const m = /^(\d{1,4})-([grby])-(\d{1,3})-(\d{1,3})$/.exec(item);
    if (m) out.push({ ply: Number(m[1]), colour: m[2], from: Number(m[3]), to: Number(m[4]) });
  }
  return out;
}

/**
 * The `&a=...` part for the drawings of plies up to `length`, or '' when there are none.
 * @param {Drawing[] | null} drawings
 * @param {number} length
 * @returns {string}
 */
export function drawingsPart(drawings, length) {
  const kept = (drawings || []).filter((d) => d.ply <= length);
  return kept.length ? `&a=${kept.map((d) => `${d.ply}-${d.colour}-${d.from}-${d.to}`).join('.')}` : '';
}

/**
 * The drawings with one drawn (or taken away, when the same is there already).
 * @param {Drawing[]} drawings
 * @param {Drawing} d
 * @returns {Drawing[]}
 */
export function toggleDrawing(drawings, d) {
  const same = (x) => x.ply === d.ply && x.from === d.from && x.to === d.to;
  const rest = drawings.filter((x) => !same(x));
  const had = drawings.find(same);
  if (had && had.colour === d.colour) return rest;
  return rest.length < MAX ? [...rest, d] : rest;
}

/**
 * Draws the arrows and circles of the ply shown, over the pieces.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./layout.js').Layout} layout
 * @param {Drawing[] | null} drawings
 * @param {number} ply
 */
export function drawDrawings(ctx, layout, drawings, ply) {
  const size = layout.size;
  for (const d of drawings || []) {
    if (d.ply !== ply) continue;
    const a = cellCentre(layout, d.from);
    const b = cellCentre(layout, d.to);
    if (!a || !b) continue;
    ctx.save();
    ctx.strokeStyle = COLOURS[d.colour] || COLOURS.g;
    ctx.fillStyle = ctx.strokeStyle;
    ctx.lineCap = 'round';
    if (d.from === d.to) {
      ctx.lineWidth = Math.max(2, size * 0.07);
      ctx.beginPath();
      ctx.arc(a.x, a.y, size * 0.44, 0, 2 * Math.PI);
      ctx.stroke();
    } else {
      drawArrow(ctx, a, b, size, { width: 0.15, head: 0.38, inset: 0.1 });
    }
    ctx.restore();
  }
}

/**
 * An arrow from the centre `a` to the centre `b` (canvas points) in the context's current colour:
 * a round-ended shaft `width` wide and a head `head` long whose tip stops `inset` short of `b`,
 * all in fractions of the cell `size`. The one arrow of the board: drawings and hints.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ x: number, y: number }} a
 * @param {{ x: number, y: number }} b
 * @param {number} size
 * @param {{ width: number, head: number, inset: number }} shape
 */
export function drawArrow(ctx, a, b, size, { width, head, inset }) {
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  const length = size * head;
  const along = (p, d) => ({ x: p.x + Math.cos(angle) * d, y: p.y + Math.sin(angle) * d });
  const tip = along(b, -size * inset);
  const base = along(tip, -length);
  const side = (turn) => ({
    x: base.x + Math.cos(angle + turn) * length * 0.6,
    y: base.y + Math.sin(angle + turn) * length * 0.6,
  });
  ctx.lineWidth = Math.max(3, size * width);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(base.x, base.y);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  const left = side(Math.PI / 2);
  const right = side(-Math.PI / 2);
  ctx.lineTo(left.x, left.y);
  ctx.lineTo(right.x, right.y);
  ctx.closePath();
  ctx.fill();
}

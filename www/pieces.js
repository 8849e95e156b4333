// Piece images: SVG drawings of K Q R B N P in any player colour, and a fallback disc with the
// piece letter for every other piece; or, with the letter set chosen (`setStyle('letters')`, see
// piece-letters.js), every piece as a disc with its letter. Images are built once per (letter, colour) and cached;
// `onReady` is called when a new image has finished loading, so the board can be redrawn.

import { letterSvg } from './piece-letters.js';

/**
 * A piece set: draws a piece on the board (centred at `cx`, `cy`, `size` wide, in CSS pixels), and
 * gives a piece's image as a data URL for buttons (null when it has no image).
 * @typedef {object} PieceSet
 * @property {(ctx: CanvasRenderingContext2D, piece: { letter: string, name?: string }, colour: string, cx: number, cy: number, size: number) => void} draw
 * @property {(letter: string, colour: string, name?: string) => string | null} url
 */

const OUTLINE = '#1b1b1b';
/** The piece sets: the drawings, or letters on discs. */
export const PIECE_STYLES = ['drawn', 'letters'];

// Each drawing is in a 100x100 box, standing on a base near the bottom. `F` marks shapes filled
// with the player colour; `D` marks detail lines drawn in a colour that shows on that fill.
const BASE = '<path F d="M22 91 C22 84 28 80 36 80 H64 C72 80 78 84 78 91 Z"/>';

const DRAWINGS = {
  P: `${BASE}
    <path F d="M35 80 C36 66 42 56 44 49 H56 C58 56 64 66 65 80 Z"/>
    <path F d="M38 49 C38 45 42 43 50 43 C58 43 62 45 62 49 Z"/>
    <circle F cx="50" cy="30" r="13"/>`,
  R: `${BASE}
    <path F d="M29 80 V74 H71 V80 Z"/>
    <path F d="M33 74 L35 42 H65 L67 74 Z"/>
    <path F d="M28 42 V36 H72 V42 Z"/>
    <path F d="M28 36 V17 H38 V24 H45 V17 H55 V24 H62 V17 H72 V36 Z"/>
    <path D d="M36 48 H64 M35 68 H65"/>`,
  B: `${BASE}
    <path F d="M40 80 L42 64 H58 L60 80 Z"/>
    <path F d="M36 64 C36 59 42 57 50 57 C58 57 64 59 64 64 Z"/>
    <path F d="M50 17 C36 29 32 43 39 57 H61 C68 43 64 29 50 17 Z"/>
    <circle F cx="50" cy="13" r="5"/>
    <path D d="M55 27 L46 41 M50 45 V51 M47 48 H53"/>`,
  N: `${BASE}
    <path F d="M33 80 C32 66 40 59 47 52 C41 55 34 58 27 57 C20 56 17 50 21 45
      C28 38 35 31 39 25 L38 14 L47 22 C63 21 77 34 77 53 C77 65 73 74 71 80 Z"/>
    <path D d="M57 25 C67 32 71 44 70 60"/>
    <circle D2 cx="39" cy="33" r="3"/>
    <circle D2 cx="24" cy="50" r="1.6"/>`,
  Q: `${BASE}
    <path F d="M31 80 L33 72 H67 L69 80 Z"/>
    <path F d="M33 72 L25 34 L39 55 L38 27 L50 52 L62 27 L61 55 L75 34 L67 72 Z"/>
    <circle F cx="25" cy="31" r="5.5"/>
    <circle F cx="38" cy="23" r="5.5"/>
    <circle F cx="50" cy="20" r="5.5"/>
    <circle F cx="62" cy="23" r="5.5"/>
    <circle F cx="75" cy="31" r="5.5"/>
    <path D d="M35 66 C45 63 55 63 65 66"/>`,
  K: `${BASE}
    <path F d="M31 80 L33 72 H67 L69 80 Z"/>
    <path F d="M33 72 C22 60 22 44 35 42 C42 41 47 46 50 53 C53 46 58 41 65 42
      C78 44 78 60 67 72 Z"/>
    <path F d="M43 46 C42 38 45 31 50 31 C55 31 58 38 57 46 L50 53 Z"/>
    <path F d="M46.5 6 H53.5 V12 H59.5 V19 H53.5 V28 H46.5 V19 H40.5 V12 H46.5 Z"/>
    <path D d="M35 66 C45 63 55 63 65 66 M50 53 V70"/>`,
};

// The fairy pieces, chosen by the piece's name (the letters P and R of Orwell Chess would
// otherwise be drawn as a pawn and a rook).
const FAIRY = {
  // Not a Dodgson System Chess: the all-direction pawn, a pawn with a four-pointed star.
  'omni-pawn': `${BASE}
    <path F d="M34 80 C35 70 42 64 44 60 H56 C58 64 65 70 66 80 Z"/>
    <path F d="M50 5 L60 25 L82 34 L60 43 L50 64 L40 43 L18 34 L40 25 Z"/>
    <circle D2 cx="50" cy="34" r="5"/>`,
  berlinpeono: `${BASE}
    <path F d="M36 80 C37 66 42 58 44 52 H56 C58 58 63 66 64 80 Z"/>
    <path F d="M50 14 L66 33 L50 52 L34 33 Z"/>
    <path D d="M50 22 V44"/>`,
  dabbabah: `${BASE}
    <path F d="M28 80 L32 38 H68 L72 80 Z"/>
    <path F d="M24 38 L50 14 L76 38 Z"/>
    <path D d="M39 46 L61 72 M61 46 L39 72"/>`,
  gryphon: `${BASE}
    <path F d="M32 80 C28 62 34 50 44 42 C38 36 37 27 43 20 C51 12 65 15 70 25 L86 31 L70 38
      C73 52 69 68 67 80 Z"/>
    <circle D2 cx="56" cy="26" r="3.5"/>
    <path D d="M40 56 L52 48 L50 60 L62 52 L60 66"/>`,
  jugyo: `${BASE}
    <path F d="M42 80 V30 H58 V80 Z"/>
    <path F d="M50 8 L66 30 H34 Z"/>
    <path F d="M24 52 H76 V63 H24 Z"/>`,
  pao: `${BASE}
    <path F d="M22 64 L74 30 L82 43 L30 77 Z"/>
    <path F d="M72 26 L80 22 L88 38 L80 42 Z"/>
    <circle F cx="42" cy="70" r="13"/>
    <circle D2 cx="42" cy="70" r="4"/>`,
  raja: `${BASE}
    <path F d="M30 80 L32 70 H68 L70 80 Z"/>
    <path F d="M32 70 C25 50 34 34 50 30 C66 34 75 50 68 70 Z"/>
    <circle F cx="50" cy="21" r="8"/>
    <path D d="M36 58 C45 54 55 54 64 58"/>`,
  maharaja: `${BASE}
    <path F d="M30 80 L32 70 H68 L70 80 Z"/>
    <path F d="M32 70 L22 26 L40 46 L50 12 L60 46 L78 26 L68 70 Z"/>
    <circle D2 cx="50" cy="56" r="5"/>
    <path D d="M36 64 H64 M44 36 L50 28 L56 36"/>`,
};

/** The drawing of a piece: by name for the fairy pieces, by letter for the chess pieces. */
function drawingOf(letter, name) {
  return (name && FAIRY[name]) || DRAWINGS[letter] || null;
}

/** Letters that have a drawing; other pieces are shown as a disc with their letter. */
export const DRAWN = new Set(Object.keys(DRAWINGS));
/** Names of the fairy pieces that have a drawing. */
export const DRAWN_FAIRY = new Set(Object.keys(FAIRY));

const probe = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;

/** The colour as `[r, g, b]` (0-255), read by the browser's own CSS parser. */
export function rgbOf(colour) {
  if (!probe) return [128, 128, 128];
  probe.fillStyle = '#808080';
  probe.fillStyle = String(colour);
  const text = probe.fillStyle;
  if (text.startsWith('#')) {
    return [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16));
  }
  const nums = text.match(/[\d.]+/g) || ['128', '128', '128'];
  return nums.slice(0, 3).map(Number);
}

/** Whether a colour is dark (so that details and letters drawn on it should be light). */
export function isDark(colour) {
  const [r, g, b] = rgbOf(colour);
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/**
 * The SVG text of a piece in a colour, in a piece set (`style`, 'drawn' by default), or null
 * when the piece has no drawing in that set.
 */
export function pieceSvg(letter, colour, name, style = 'drawn') {
  const dark = isDark(colour);
  const detail = dark ? '#e6e6e6' : OUTLINE;
  const fill = String(colour).replace(/"/g, '');
  if (style === 'letters') return letterSvg(letter, fill, detail, OUTLINE);
  const drawing = drawingOf(letter, name);
  if (!drawing) return null;
  const body = drawing
    .replace(/<(\w+) F /g, `<$1 fill="${fill}" stroke="${OUTLINE}" stroke-width="3" `)
    .replace(/<(\w+) D2 /g, `<$1 fill="${detail}" `)
    .replace(/<(\w+) D /g, `<$1 fill="none" stroke="${detail}" stroke-width="2.4" `);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    `<g stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  );
}

/** Builds and caches piece images. `onReady()` is called whenever a new image has loaded. */
export function createPieceSet(onReady) {
  const cache = new Map();
  let style = 'drawn';
  function image(letter, colour, name) {
    const key = `${style}|${letter}|${colour}|${name || ''}`;
    let entry = cache.get(key);
    if (!entry) {
      const svg = pieceSvg(letter, colour, name, style);
      entry = { img: null, ready: false };
      cache.set(key, entry);
      if (svg) {
        const img = new Image();
        img.onload = () => {
          entry.ready = true;
          onReady();
        };
        img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
        entry.img = img;
      }
    }
    return entry;
  }

  /** Draws a piece centred at (cx, cy) with the given size, in CSS pixels. */
  function draw(ctx, piece, colour, cx, cy, size) {
    const entry = image(piece.letter, colour, piece.name);
    if (entry.img && entry.ready) {
      ctx.drawImage(entry.img, cx - size / 2, cy - size / 2, size, size);
    } else {
      drawDisc(ctx, piece, colour, cx, cy, size);
    }
  }

  /** A data URL of the piece image (for buttons), or null when the letter has no drawing. */
  function url(letter, colour, name) {
    const svg = pieceSvg(letter, colour, name, style);
    return svg ? 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg) : null;
  }

  /** Chooses the piece set ('drawn' or 'letters'); the board is drawn again. */
  function setStyle(next) {
    style = PIECE_STYLES.includes(next) ? next : 'drawn';
    onReady();
  }

  return { draw, url, setStyle, style: () => style };
}

/** The fallback: a disc in the player colour with the piece letter. */
export function drawDisc(ctx, piece, colour, cx, cy, size) {
  const r = size * 0.36;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.03);
  ctx.strokeStyle = OUTLINE;
  ctx.stroke();
  ctx.fillStyle = isDark(colour) ? '#f2f2f2' : OUTLINE;
  ctx.font = `600 ${Math.round(size * 0.42)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(piece.letter || '?').slice(0, 2), cx, cy + size * 0.02);
  ctx.restore();
}

// Themes for embedded boards: the board colours and highlights come from CSS custom properties
// on the element (or anything above it), so a page styles its boards with plain CSS:
//
//   quadrille-board { --quadrille-light: #eee; --quadrille-dark: #88a; }
//
// Board A uses --quadrille-light and --quadrille-dark, board B --quadrille-b-light and
// --quadrille-b-dark, further boards --quadrille-c-light and --quadrille-c-dark; the highlights
// are --quadrille-last-move, --quadrille-selected, --quadrille-target, --quadrille-arrive and
// --quadrille-proposal (a move into check put to the partner, Blocking Double Chess);
// barriers (the fortress board) are --quadrille-wall and --quadrille-wall-core; the boards' titles
// (Board A, Board B) are --quadrille-title.
// Anything not set keeps the colours given as `base`: the Look chosen on the game page
// (saved-look.js), else the page's own colours (DEFAULT_THEME in render.js).

import { DEFAULT_THEME } from './render.js';

const BOARD_PREFIXES = ['', 'b-', 'c-'];

/**
 * The theme for an element, from its computed style, else from `base`.
 * @param {Element} element
 * @param {import('./render.js').Theme} [base]
 * @returns {import('./render.js').Theme}
 */
export function themeOf(element, base = DEFAULT_THEME) {
  const style = getComputedStyle(element);
  /** @type {(name: string, fallback: string) => string} */
  const read = (name, fallback) => style.getPropertyValue(`--quadrille-${name}`).trim() || fallback;
  return {
    palettes: base.palettes.map((p, i) => ({
      light: read(`${BOARD_PREFIXES[i]}light`, p.light),
      dark: read(`${BOARD_PREFIXES[i]}dark`, p.dark),
    })),
    lastMove: read('last-move', base.lastMove),
    lastArrive: read('last-arrive', base.lastArrive),
    selected: read('selected', base.selected),
    target: read('target', base.target),
    arrive: read('arrive', base.arrive),
    hover: read('hover', base.hover),
    proposal: read('proposal', base.proposal),
    wall: read('wall', base.wall),
    wallCore: read('wall-core', base.wallCore),
    title: read('title', base.title),
  };
}

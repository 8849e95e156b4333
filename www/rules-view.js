// The rules view of one game: its text (www/rules/) and its diagrams, each a <quadrille-board>
// drawn by the page's own renderer from a position the engine reads, with the legal targets of
// one piece marked from the engine's moves. Shared by the rules page and its tests.

import './quadrille-board.js';

/**
 * @param {string} tag
 * @param {Record<string, unknown>} [props]
 * @param {Node[]} [children]
 * @returns {HTMLElement}
 */
function el(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...children);
  return e;
}

/**
 * The game a diagram shows: the one it names, or its position text names, else the page's game.
 * @param {{ game?: string, position?: string }} diagram
 * @param {string} pageId
 * @returns {string}
 */
export function diagramGame(diagram, pageId) {
  if (diagram.game) return diagram.game;
  const m = diagram.position && /^([a-z0-9-]+):/.exec(diagram.position);
  return m ? m[1] : pageId;
}

function figure(diagram, pageId, n) {
  const board = document.createElement('quadrille-board');
  board.setAttribute('game', diagramGame(diagram, pageId));
  if (diagram.position) board.setAttribute('position', diagram.position);
  if (diagram.moves) board.setAttribute('moves', diagram.moves);
  if (diagram.select) board.setAttribute('select', diagram.select);
  board.setAttribute('no-rules', '');
  board.className = 'diagram';
  board.id = `diagram-${n}`;
  board.setAttribute('aria-label', diagram.caption);
  return el('figure', { className: 'rules-figure' }, [board, el('figcaption', { textContent: diagram.caption })]);
}

/** Fills `container` with the rules of game `id` named `name`, from `entry` (see rules/index.js). */
export function showRules(container, id, name, entry) {
  const parts = [el('h1', { textContent: `${name}: the rules` }), el('p', { className: 'goal', textContent: entry.goal })];
  let n = 0;
  for (const s of entry.sections) {
    const section = el('section', {}, [el('h2', { textContent: s.title })]);
    for (const t of s.text || []) section.append(el('p', { textContent: t }));
    if (s.list) section.append(el('ul', {}, s.list.map((t) => el('li', { textContent: t }))));
    if (s.diagram) section.append(figure(s.diagram, id, n++));
    parts.push(section);
  }
  container.replaceChildren(...parts);
  container.dataset.game = id;
}

// Moves typed on the keyboard, and the moves read out for screen readers.
//
// The box under the move list takes a move in SAN (`e4`, `Nf3`, `exd5/B`) or in the long form
// (`e2e4`, `e2-e4`); the engine reads it (`moveIndex`) and the page plays it as if it had been
// clicked, so side lines, the computer's turn and the end of the game work as for any move.
// Typing a letter or digit anywhere on the page (outside another field) starts a move in the box.
// A live region says each new move and whose turn it is, for screen readers.

import { targetTag } from './dom.js';

/** @typedef {import('./state.js').State} State */

const $ = (id) => document.getElementById(id);

/**
 * Binds the box. `host` gives the engine, the game handle, `blocked()` (why no move can be typed
 * now, or '') and `play(index)`. Returns `update(state)`, called whenever the page is drawn.
 * @param {{ engine: import('./engine-types.js').Engine, getHandle: () => import('./engine-types.js').GameHandle | null, blocked: () => string, play: (index: number) => void }} host
 * @returns {(state: State) => void}
 */
export function createTypedMove(host) {
  const form = $('move-form');
  const input = /** @type {HTMLInputElement} */ ($('move-input'));
  const error = $('move-input-error');
  const announce = $('announce');
  const showError = (text) => {
    error.textContent = text;
    error.hidden = !text;
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    const handle = host.getHandle();
    if (!text || !handle) return;
    const why = host.blocked();
    if (why) {
      showError(why);
      return;
    }
    let index;
    try {
      index = host.engine.moveIndex(handle, text);
    } catch (err) {
      showError(`${text}: ${err.message || err}`);
      return;
    }
    showError('');
    input.value = '';
    host.play(index);
  });
  input.addEventListener('input', () => showError(''));
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      input.value = '';
      showError('');
      input.blur();
    }
  });

  window.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.key.length !== 1 || !/[a-zA-Z0-9]/.test(e.key)) return;
    const tag = targetTag(e);
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'BUTTON') return;
    if (host.blocked()) return;
    e.preventDefault();
    input.focus();
    input.value += e.key;
  });

  let said = '';
  return function update(state) {
    const v = state.view;
    if (!v || !state.game) return;
    const players = state.game.players;
    const ply = v.ply;
    const mover = ply > 0 && v.movers ? players[v.movers[ply - 1]] : null;
    const last = ply > 0 ? v.history[ply - 1] : '';
    const now = players[v.status.toMove];
    const text = [
      last && mover ? `${mover.name} ${/^\d,\d$/.test(last) ? 'rolled' : 'played'} ${last}.` : '',
      v.status.text || (now ? `${now.name} to move.` : ''),
    ]
      .filter(Boolean)
      .join(' ');
    if (text !== said) {
      said = text;
      announce.textContent = text;
    }
  };
}

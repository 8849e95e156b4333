// The computer's controls: a seat chooser per player (a person or the computer at a level), the
// speed, pause, "move now", the hint button, the "thinking" indicator and, in games of two sides,
// the evaluation bar. Text is set with textContent only.

import { SEAT_CHOICES, SPEEDS } from './seats.js';
import { closestTo } from './dom.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./engine-types.js').Player} Player */

const $ = (id) => document.getElementById(id);

/**
 * Words for an evaluation for the first player's side: `+0.35`, `mate in 3`.
 * @param {State['ai']['evaluation']} ev
 * @param {Player[]} players
 * @returns {string}
 */
export function evaluationText(ev, players) {
  if (!ev) return '';
  if (ev.mate != null) {
    const side = ev.mate > 0 ? players[0] : players[1];
    return `${side ? side.name : ''} mates in ${Math.abs(ev.mate)}`.trim();
  }
  const pawns = ev.first / 100;
  return `${pawns >= 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/**
 * The share of the bar for the first player's side, 0 to 1.
 * @param {State['ai']['evaluation']} ev
 * @returns {number}
 */
export function evaluationShare(ev) {
  if (!ev) return 0.5;
  if (ev.mate != null) return ev.mate > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-ev.first / 400));
}

/**
 * Binds the controls to `computer` and returns `update(state)`.
 * @param {import('./computer.js').Computer} computer
 * @returns {(state: State) => void}
 */
export function createAiUi(computer) {
  const el = {
    seats: $('seats'),
    speed: /** @type {HTMLSelectElement} */ ($('ai-speed')),
    pause: /** @type {HTMLButtonElement} */ ($('ai-pause')),
    moveNow: /** @type {HTMLButtonElement} */ ($('ai-move-now')),
    hint: /** @type {HTMLButtonElement} */ ($('ai-hint')),
    thinking: $('ai-thinking'),
    thinkingText: $('ai-thinking-text'),
    bar: $('eval-bar'),
    barFill: $('eval-fill'),
    barText: $('eval-text'),
  };
  el.speed.replaceChildren(
    ...Object.entries(SPEEDS).map(([value, s]) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = s.label;
      return o;
    }),
  );
  el.speed.addEventListener('change', () => computer.setSpeed(el.speed.value));
  el.pause.addEventListener('click', () => computer.togglePause());
  el.moveNow.addEventListener('click', () => computer.moveNow());
  el.hint.addEventListener('click', () => computer.hint());
  el.seats.addEventListener('change', (e) => {
    const s = /** @type {HTMLSelectElement | null} */ (closestTo(e, 'select[data-player]'));
    if (s) computer.setSeat(Number(s.dataset.player), s.value);
  });

  let shownGame = null;
  return function update(state) {
    const game = state.game;
    const ai = state.ai;
    const view = state.view;
    if (!game || !view) return;
    if (shownGame !== game) {
      shownGame = game;
      el.seats.replaceChildren(...game.players.map((p, i) => seatRow(p, i)));
    }
    /** @type {NodeListOf<HTMLSelectElement>} */ (el.seats.querySelectorAll('select[data-player]')).forEach((s) => {
      const want = ai.seats[Number(s.dataset.player)] || 'h';
      if (s.value !== want) s.value = want;
    });
    el.speed.value = ai.speed;
    const anyComputer = ai.seats.some((s) => s !== 'h');
    el.pause.hidden = !anyComputer;
    el.pause.textContent = ai.paused ? 'Resume' : 'Pause';
    el.pause.setAttribute('aria-pressed', String(ai.paused));
    el.pause.disabled = view.status.over; // nothing to pause once the game is over
    const thinking = ai.thinking != null && !view.status.over;
    // The indicator keeps its room when hidden, so the buttons never jump under a finger.
    el.thinking.hidden = !anyComputer;
    el.thinking.style.visibility = thinking ? 'visible' : 'hidden';
    if (thinking) {
      const p = game.players[ai.thinking];
      el.thinkingText.textContent = `${p ? p.name : 'The computer'} is thinking…`;
    }
    el.moveNow.hidden = !anyComputer;
    el.moveNow.disabled = !thinking || !ai.canMoveNow;
    const humanToMove = (ai.seats[view.status.toMove] || 'h') === 'h';
    el.hint.disabled = view.status.over || view.ply !== view.length || !humanToMove || ai.hinting;
    el.hint.textContent = ai.hinting ? 'Thinking…' : 'Hint';
    // Between people the bar shows only the evaluation of a hint asked for this position: an
    // evaluation always on would tell the players what to play.
    const fresh = ai.evaluation && ai.evaluation.link === view.link;
    el.bar.hidden = game.sides !== 2 || (!anyComputer && !fresh);
    if (view.status.over) {
      // After the end the bar shows the result, never an evaluation of the position before it.
      const won = view.status.winners;
      const text = won.length ? `${won.map((w) => (game.players[w] ? game.players[w].name : '?')).join(' and ')} won` : 'Draw';
      el.barFill.style.width = `${won.includes(0) ? 100 : won.length ? 0 : 50}%`;
      el.barText.textContent = text;
      el.bar.title = view.status.text;
      return;
    }
    const ev = ai.evaluation && game.sides === 2 ? ai.evaluation : null;
    const share = evaluationShare(ev);
    el.barFill.style.width = `${(share * 100).toFixed(1)}%`;
    el.barText.textContent = ev ? evaluationText(ev, game.players) : '…';
    el.bar.title = ev ? `Evaluation for ${game.players[0].name}: ${evaluationText(ev, game.players)}` : '';
  };
}

/**
 * @param {Player} player
 * @param {number} i
 * @returns {HTMLElement}
 */
function seatRow(player, i) {
  const row = document.createElement('li');
  const dot = document.createElement('span');
  dot.className = 'dot';
  dot.style.background = player.colour;
  const label = document.createElement('label');
  label.htmlFor = `seat-${i}`;
  label.textContent = player.name;
  const select = document.createElement('select');
  select.id = `seat-${i}`;
  select.dataset.player = String(i);
  select.replaceChildren(
    ...SEAT_CHOICES.map(([value, text]) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = text;
      return o;
    }),
  );
  row.append(dot, label, select);
  return row;
}

// Clocks: a time control for the game (minutes and an increment), a clock per seat that runs for
// the player to move, the increment added after each move, the times of each position kept so
// that Undo gives them back, and the times kept across a reload. When a clock runs out the engine
// reads it as that player's resignation (the link and the record keep it): the game ends on time,
// or in a free-for-all with two or more opponents left he leaves the game, his clock stops and
// says so, and the others' clocks run on. The computer plays to its
// clock: it never thinks longer than a share of the time it has left. The times are saved after
// each move and when the page is left (not at every redraw), and the clocks' timer runs only
// while a clock is set.

import { SPEEDS } from './seats.js';

/** @typedef {import('./state.js').State} State */

const $ = (id) => document.getElementById(id);
const KEY = 'quadrille.clock';
/** Time controls: value `base+increment` in seconds, and the label. */
export const CONTROLS = [
  ['', 'No clock'],
  ['60+0', '1+0'],
  ['180+2', '3+2'],
  ['300+3', '5+3'],
  ['600+5', '10+5'],
  ['900+10', '15+10'],
  ['1800+20', '30+20'],
];

/**
 * `m:ss`, with tenths under ten seconds.
 * @param {number} ms
 * @returns {string}
 */
export function clockText(ms) {
  const t = Math.max(0, ms);
  if (t < 10000) return `0:0${(t / 1000).toFixed(1)}`;
  const s = Math.ceil(t / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** @type {(control: string | null | undefined) => { base: number, inc: number } | null} */
const parse = (control) => {
  const m = /^(\d+)\+(\d+)$/.exec(control || '');
  return m ? { base: Number(m[1]) * 1000, inc: Number(m[2]) * 1000 } : null;
};

/**
 * @returns {ClockState | null}
 */
function load() {
  try {
    const c = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (c && parse(c.control) && Array.isArray(c.times) && c.times.every(Number.isFinite)) return c;
  } catch {
    // a broken entry is ignored
  }
  return null;
}

/**
 * The clocks of a game: the time control, each seat's time left, the times at each number of
 * moves (for Undo), the number of moves and the player to move they were last updated for, who
 * ran out of time, and the link of the position.
 * @typedef {object} ClockState
 * @property {string} control
 * @property {number[]} times
 * @property {Record<number, number[]>} byLength
 * @property {number} length
 * @property {number} toMove
 * @property {number | null} flagged
 * @property {string} link
 */

/**
 * Binds the clock control. `host` gives the state, `timeOut(player)` (the engine ends the game on
 * time or the player leaves it), `message(kind, text)`. Returns { update(state), thinkTime(player, speed) }.
 * @param {{ state: () => State, timeOut: (player: number) => void, message: (kind: 'error' | 'notice', text: string) => void }} host
 */
export function createClocks(host) {
  const select = /** @type {HTMLSelectElement} */ ($('clock-control'));
  const box = $('clocks');
  select.replaceChildren(
    ...CONTROLS.map(([value, label]) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = label;
      return o;
    }),
  );
  let saved = load();
  /** @type {ClockState | null} */
  let c = null;
  /** @type {import('./engine-types.js').GameInfo | null} */
  let game = null;
  let last = performance.now();
  let timer = 0;

  /** The timer runs while a clock is set, and stops without one. */
  const runTimer = () => {
    if (c && !timer) timer = setInterval(tick, 100);
    else if (!c && timer) {
      clearInterval(timer);
      timer = 0;
    }
  };
  const save = () => {
    try {
      localStorage.setItem(KEY, JSON.stringify(c || null));
    } catch {
      // the clocks will restart on a reload; nothing else is lost
    }
  };
  function start(control, state) {
    const t = parse(control);
    const v = state.view;
    c = t && v ? { control, times: state.game.players.map(() => t.base), byLength: {}, length: v.length, toMove: v.status.toMove, flagged: null, link: v.link } : null;
    if (c) c.byLength[c.length] = [...c.times];
    last = performance.now();
    save();
    runTimer();
  }
  select.addEventListener('change', () => {
    start(select.value, host.state());
    show(host.state());
  });

  function running(state) {
    const v = state.view;
    if (!c || c.flagged != null || !v || state.ai.paused) return null;
    if (v.status.over && v.ply === v.length) return null;
    return c.toMove;
  }
  function tick() {
    const state = host.state();
    const now = performance.now();
    const who = running(state);
    if (who != null) {
      c.times[who] -= now - last;
      if (c.times[who] <= 0) {
        c.times[who] = 0;
        c.flagged = who;
        save();
        host.timeOut(who);
        // He left a game that goes on: the others' clocks run on (his stops, he is out).
        const after = host.state().view;
        if (after && !after.status.over && after.length > state.view.length) c.flagged = null;
      }
    }
    last = now;
    show(state);
  }
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save());

  function show(state) {
    box.hidden = !c;
    if (!c || !state.game) return;
    if (box.children.length !== c.times.length) {
      box.replaceChildren(...c.times.map(() => document.createElement('span')));
    }
    const who = running(state);
    const seats = (state.view && state.view.seats) || [];
    c.times.forEach((t, i) => {
      const span = box.children[i];
      const out = !!(seats[i] && seats[i].out);
      const text = `${state.game.players[i].name} ${clockText(t)}${out ? ' (out)' : ''}`;
      if (span.textContent !== text) span.textContent = text;
      span.className = `clock${i === who ? ' running' : ''}${t < 10000 ? ' low' : ''}${i === c.flagged || out ? ' flagged' : ''}${out ? ' out' : ''}`;
    });
  }

  return {
    /** Follows the game: a new game restarts the clocks, a move adds the increment, Undo gives the times back. */
    update(state) {
      const v = state.view;
      if (!v || !state.game) return;
      if (state.game !== game) {
        game = state.game;
        // The game in progress when the page was left gets its times back.
        if (saved && saved.link === v.link) {
          c = saved;
          saved = null;
          select.value = c.control;
          runTimer();
        } else {
          start(select.value, state);
        }
        last = performance.now();
      }
      if (!c || v.ply !== v.length) return show(state);
      if (v.length !== c.length) {
        const inc = parse(c.control).inc;
        // The increment goes to who moved (not to the player to move when another left the game).
        const mover = v.movers ? v.movers[v.length - 1] : c.toMove;
        if (v.length === c.length + 1 && c.flagged == null && mover === c.toMove) c.times[c.toMove] += inc;
        else if (c.byLength[v.length]) c.times = [...c.byLength[v.length]];
        c.length = v.length;
        c.byLength[v.length] = [...c.times];
        for (const k of Object.keys(c.byLength)) if (Number(k) > v.length) delete c.byLength[k];
      }
      const moved = c.link !== v.link;
      c.toMove = v.status.toMove;
      c.link = v.link;
      if (moved) save();
      show(state);
    },
    /** How long the computer may think for `player`: its speed, or less when its clock is short. */
    thinkTime(player, speed) {
      const base = SPEEDS[speed].movetime;
      if (!c || c.times[player] == null) return base;
      const inc = parse(c.control).inc;
      return Math.max(50, Math.min(base, Math.floor(c.times[player] / 30 + inc / 2)));
    },
  };
}

// Play by link, for friends who are not at one screen: after his move a player presses *Send to
// the next player*, which shares (on a phone) or copies a link to the game with `&to=N`, the seat
// of the player to move. That link opens the game at that seat: the board faces him, the last
// move is shown, and a message says whose move it is. No server: the game travels in the link.
//
// Conditional replies ("if he plays e5, I answer Nf3") stay in the sender's browser: each is
// checked by the engine when it is added (the moves are played on a copy of the game) and kept
// as two links, the game after the moves awaited and the game after the reply. When a link that
// comes back holds exactly the game awaited, the page opens the game after the reply.

import { seatsPart } from './seats.js';
import * as S from './state.js';

/** @typedef {import('./state.js').State} State */

/**
 * The link that sends the game to the player `to`: the page's address, the game's link, the
 * computer's seats and `&to=N`.
 * @param {string} base the page's address without its hash
 * @param {string} link the game's link (`v=1&g=...`)
 * @param {string[]} seats the computer's seats
 * @param {number} to
 * @returns {string}
 */
export function linkFor(base, link, seats, to) {
  return `${base}#${link}${seatsPart(seats)}&to=${to}`;
}

/**
 * The message for the player a link was sent to: whose move it is and the last move.
 * @param {State} state
 * @param {number} to
 * @returns {string}
 */
export function arrivalText(state, to) {
  const v = state.view;
  const players = state.game ? state.game.players : [];
  const name = players[to] ? players[to].name : `player ${to + 1}`;
  if (!v) return '';
  if (v.status.over) return `The game sent to ${name} is over.`;
  const last = v.history.length ? ` The last move: ${v.history[v.history.length - 1]}.` : '';
  const yours = v.status.toMove === to ? `Your move, ${name}.` : `You play ${name}; it is not your move yet.`;
  return `${yours}${last} After your move, press "Send to the next player".`;
}

/**
 * What play by link needs from the page.
 * @typedef {object} CorrespondenceHost
 * @property {() => State} state
 * @property {(next: State) => void} setState
 * @property {() => string[]} seats the computer's seats
 * @property {(text: string, what: string) => Promise<void>} copy
 * @property {import('./engine-types.js').Engine} engine
 * @property {(link: string) => boolean} openGame shows the game of a link, in place of this one
 */

/**
 * A conditional reply: the game awaited (its link), the game after the reply, and both as typed.
 * @typedef {{ expect: string, after: string, moves: string, reply: string }} Conditional
 */

const KEY = 'quadrille.conditionals';

/** The conditional replies kept in this browser (none when storage cannot be read). */
function readKept() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || '[]');
  } catch {
    return [];
  }
}

/** @param {Conditional[]} list */
function writeKept(list) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the replies last as long as the page
  }
}
/** The most conditional replies kept. */
const MOST = 50;

/**
 * The game part of a link: without the ply viewed.
 * @param {string} link
 */
export const gamePart = (link) => link.replace(/&p=\d+/, '');

/**
 * Binds the *Send to the next player* button and returns `arrived(to)`, which turns the board to
 * the player a link was sent to and tells him whose move it is.
 * @param {CorrespondenceHost} host
 */
export function createCorrespondence(host) {
  const button = /** @type {HTMLButtonElement} */ (document.getElementById('send-next'));
  button.addEventListener('click', async () => {
    const state = host.state();
    const v = state.view;
    if (!v || !state.game) return;
    if (v.status.over) {
      host.setState(S.setMessage(state, 'notice', 'The game is over: there is no next player to send it to.'));
      return;
    }
    const to = v.status.toMove;
    const name = state.game.players[to] ? state.game.players[to].name : `player ${to + 1}`;
    const url = linkFor(`${location.origin}${location.pathname}`, v.link, host.seats(), to);
    // On a phone the system's share sheet; elsewhere the clipboard.
    const share = /** @type {any} */ (navigator).share;
    if (share && window.matchMedia && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await share.call(navigator, { title: `${state.game.name}: ${name} to move`, url });
        return;
      } catch {
        // refused or not possible: copy instead
      }
    }
    await host.copy(url, `The link for ${name}`);
  });

  const el = {
    moves: /** @type {HTMLInputElement} */ (document.getElementById('cond-if')),
    reply: /** @type {HTMLInputElement} */ (document.getElementById('cond-then')),
    add: document.getElementById('cond-add'),
    list: document.getElementById('cond-list'),
  };
  /** @returns {Conditional[]} */
  const load = () => {
    const list = readKept();
    return Array.isArray(list) ? list.filter((c) => c && typeof c.expect === 'string' && typeof c.after === 'string') : [];
  };
  const save = (/** @type {Conditional[]} */ list) => {
    writeKept(list.slice(-MOST));
    show();
  };
  /** The conditional replies of the game shown: those that continue its link. */
  let shown = '';
  function show() {
    const v = host.state().view;
    const here = v ? gamePart(v.link) : '';
    const key = `${here}|${JSON.stringify(load())}`;
    if (key === shown) return;
    shown = key;
    el.list.replaceChildren(
      ...load()
        .filter((c) => here && c.expect.startsWith(here))
        .map((c) => {
          const li = document.createElement('li');
          li.textContent = `If ${c.moves}, then ${c.reply} `;
          const remove = document.createElement('button');
          remove.type = 'button';
          remove.textContent = 'Remove';
          remove.addEventListener('click', () => save(load().filter((x) => x.expect !== c.expect)));
          li.append(remove);
          return li;
        }),
    );
  }
  el.add.addEventListener('click', () => {
    const state = host.state();
    const v = state.view;
    if (!v) return;
    const moves = el.moves.value.trim();
    const reply = el.reply.value.trim();
    if (!moves || !reply) {
      host.setState(S.setMessage(state, 'error', 'Write the moves you expect and your reply.'));
      return;
    }
    const { engine } = host;
    // The engine plays the moves and the reply on a copy of the game: each must be legal.
    let g = null;
    try {
      g = engine.fromLink(gamePart(v.link));
      for (const word of moves.split(/[\s,]+/)) engine.playText(g, word);
      const expect = gamePart(engine.snapshot(g).link);
      engine.playText(g, reply);
      const after = gamePart(engine.snapshot(g).link);
      save([...load().filter((c) => c.expect !== expect), { expect, after, moves, reply }]);
      el.moves.value = '';
      el.reply.value = '';
      host.setState(S.setMessage(host.state(), 'notice', `If ${moves} is played, ${reply} will be played when the link comes back.`));
    } catch (e) {
      host.setState(S.setMessage(host.state(), 'error', `That conditional reply cannot be kept: ${e.message || e}`));
    } finally {
      if (g) engine.release(g);
    }
  });

  return {
    /**
     * A link was opened for seat `to`: the board turns to him, and a conditional reply kept for
     * exactly this game is played.
     * @param {number} to
     */
    arrived(to) {
      const state = host.state();
      if (!state.game || !state.game.players[to] || !state.view) return;
      const here = gamePart(state.view.link);
      const kept = load().find((c) => c.expect === here);
      if (kept && host.openGame(kept.after)) {
        save(load().filter((c) => c !== kept && c.expect !== kept.expect));
        const turned = S.setSeat(host.state(), to);
        const text = `Your conditional reply was played: after ${kept.moves}, ${kept.reply}. Send the game to the next player.`;
        host.setState(S.setMessage({ ...turned, autoFlip: false }, 'notice', text));
        return;
      }
      const turned = S.setSeat(state, to);
      host.setState(S.setMessage({ ...turned, autoFlip: false }, 'notice', arrivalText(turned, to)));
    },
    /** Shows the conditional replies of the game shown. */
    update: show,
  };
}

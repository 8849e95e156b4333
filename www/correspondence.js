// Play by link, for friends who are not at one screen: after his move a player presses *Send to
// the next player*, which shares (on a phone) or copies a link to the game with `&to=N`, the seat
// of the player to move. That link opens the game at that seat: the board faces him, the last
// move is shown, and a message says whose move it is. No server: the game travels in the link.

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
 */

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

  return {
    /** @param {number} to */
    arrived(to) {
      const state = host.state();
      if (!state.game || !state.game.players[to]) return;
      const turned = S.setSeat(state, to);
      host.setState(S.setMessage({ ...turned, autoFlip: false }, 'notice', arrivalText(turned, to)));
    },
  };
}

// The first visit's choice (as lichess offers it): play the computer, at a level and with a
// colour, or play with friends at this screen, where the board turns to the player to move. It
// stands at the top of the page, above the board, until a choice is made, a move is played or it is
// closed; a returning visitor or a visitor by link never sees it.

import * as S from './state.js';
import { SEAT_CHOICES, isComputer } from './seats.js';

/** @typedef {import('./state.js').State} State */

/**
 * The seats for a person playing `person` against the computer at `level` in a game of `n`
 * players: the computer takes every other seat.
 * @param {number} n
 * @param {number} person
 * @param {string} level
 * @returns {string[]}
 */
export function seatsAgainstComputer(n, person, level) {
  return Array.from({ length: n }, (_, p) => (p === person ? 'h' : level));
}

/**
 * Writes the game's name and fills the choice's lists: the computer's levels, and the colours of
 * the game's players (also used by the first visit's early board, preview.js).
 * @param {{ name: string, players: { name: string }[] }} game
 */
export function fillChoice(game) {
  const level = /** @type {HTMLSelectElement} */ (document.getElementById('welcome-level'));
  const colour = /** @type {HTMLSelectElement} */ (document.getElementById('welcome-colour'));
  /** @type {HTMLElement} */ (document.getElementById('welcome-game')).textContent = game.name;
  if (!level.options.length) {
    for (const [value, label] of SEAT_CHOICES) {
      if (!isComputer(value) || value === 'r') continue;
      level.append(new Option(label.replace('Computer ', ''), value, false, value === '2'));
    }
  }
  const options = game.players.map((p, i) => new Option(p.name, String(i)));
  colour.replaceChildren(...options, new Option('Random', 'random'));
}

/**
 * @param {{
 *   state: () => State,
 *   setState: (s: State) => void,
 *   setSeat: (player: number, value: string) => void,
 * }} host
 */
export function createWelcome(host) {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const box = $('welcome');
  // The first visit's early board (preview.js) may have shown the choice already: it stays only
  // if this is a first visit (`show`).
  box.hidden = true;
  const level = /** @type {HTMLSelectElement} */ ($('welcome-level'));
  const colour = /** @type {HTMLSelectElement} */ ($('welcome-colour'));
  let shown = false;
  let gameId = '';

  function hide() {
    shown = false;
    box.hidden = true;
    // The board moves up into the room left: it is laid out again.
    host.setState(host.state());
  }

  /** Seats for everyone, and how the board turns: towards each person when `autoFlip`. */
  function seat(/** @type {string[]} */ seats, /** @type {boolean} */ autoFlip) {
    hide();
    seats.forEach((value, player) => host.setSeat(player, value));
    host.setState(S.setAutoFlip(host.state(), autoFlip));
  }

  $('welcome-computer').addEventListener('click', () => {
    const state = host.state();
    if (!state.game) return;
    const n = state.game.players.length;
    const person = colour.value === 'random' ? Math.floor(Math.random() * n) : Number(colour.value);
    // With one person at the board, auto-flip keeps the board facing him (it never turns to the
    // computer), whatever his seat.
    seat(seatsAgainstComputer(n, person, level.value), true);
  });
  $('welcome-friends').addEventListener('click', () => {
    const state = host.state();
    if (state.game) seat(state.game.players.map(() => 'h'), true);
  });
  $('welcome-close').addEventListener('click', hide);

  return {
    /** Shows the choice (the first visit). */
    show() {
      shown = true;
      box.hidden = false;
    },
    /** @param {State} state */
    update(state) {
      if (!shown || !state.game || !state.view) return;
      if (state.view.length > 0) {
        hide();
        return;
      }
      if (state.game.id === gameId) return;
      gameId = state.game.id;
      fillChoice(state.game);
    },
  };
}

// The placement step of Fortress Chess: before play each player puts his third rook, bishop and
// knight in the fortress to his right. The panel shows the pieces still in the hand of the player
// to move (one is chosen: a click on a cell of his fortress places it), and a button that places
// the rest of his hand on the default squares. Which cells are allowed is the engine's answer
// (`view.moves` with `drop`); the page only shows it.

import { handChoice, placing } from './state.js';
import { closestTo } from './dom.js';

/** @typedef {import('./state.js').State} State */

const $ = (id) => document.getElementById(id);

const NAMES = { R: 'rook', B: 'bishop', N: 'knight', Q: 'queen', K: 'king', P: 'pawn' };

/**
 * Binds the panel. `actions` has chooseHand(letter) and defaultPlacement(); `isComputer(player)`
 * says whether a seat is played by the computer. Returns `update(state)`.
 * @param {{ chooseHand: (letter: string) => void, defaultPlacement: () => void }} actions
 * @param {import('./pieces.js').PieceSet} pieces
 * @param {(player: number) => boolean} isComputer
 * @returns {(state: State) => void}
 */
export function createPlacementPanel(actions, pieces, isComputer) {
  const el = { panel: $('hand-panel'), text: $('hand-text'), pieces: $('hand-pieces'), def: $('hand-default') };
  el.def.addEventListener('click', () => actions.defaultPlacement());
  el.pieces.addEventListener('click', (e) => {
    const b = closestTo(e, 'button[data-letter]');
    if (b) actions.chooseHand(b.dataset.letter);
  });
  let shownKey = '';
  return function update(state) {
    const on = placing(state) && !state.editing;
    el.panel.hidden = !on;
    if (!on) {
      shownKey = '';
      return;
    }
    const v = state.view;
    const mover = v.status.toMove;
    const player = state.game.players[mover] || { name: 'The player', colour: '#888' };
    const hand = (v.hand || [])[mover] || [];
    const chosen = handChoice(state);
    const computer = isComputer(mover);
    const key = `${v.link}|${chosen}|${computer}`;
    if (key === shownKey) return;
    shownKey = key;
    const names = hand.map((l) => NAMES[l] || l);
    el.text.textContent = computer
      ? `${player.name} (the computer) is placing his ${names.join(', ')}.`
      : `${player.name}: place your ${names.join(', ')} in the fortress at your right. ` +
        'Choose a piece, then click a marked cell.';
    el.def.hidden = computer;
    el.def.textContent = `Default placement for ${player.name}`;
    el.pieces.replaceChildren(
      ...(computer ? [] : hand).map((letter) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.letter = letter;
        b.className = 'hand-piece';
        b.title = `Place the ${NAMES[letter] || letter}`;
        b.setAttribute('aria-label', `Place the ${NAMES[letter] || letter}`);
        b.setAttribute('aria-pressed', String(letter === chosen));
        const url = pieces.url(letter, player.colour, NAMES[letter] || letter);
        if (url) {
          const img = document.createElement('img');
          img.src = url;
          img.alt = '';
          b.append(img);
        } else {
          b.textContent = letter;
        }
        return b;
      }),
    );
  };
}

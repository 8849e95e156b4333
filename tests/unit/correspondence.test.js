// Unit tests of www/correspondence.js: the link sent to the next player and the message he gets.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrivalText, linkFor } from '../../www/correspondence.js';

test('the link names the seat it is for after the seats of the computer', () => {
  assert.equal(linkFor('https://x.org/q/', 'v=1&g=chess&m=e2-e4', ['h', '3'], 1), 'https://x.org/q/#v=1&g=chess&m=e2-e4&c=h.3&to=1');
  // Every seat a person's: no seats part.
  assert.equal(linkFor('/', 'v=1&g=four-ffa', ['h', 'h', 'h', 'h'], 2), '/#v=1&g=four-ffa&to=2');
});

test('the player a link was sent to is told whose move it is and the last move', () => {
  const players = [{ name: 'White' }, { name: 'Black' }];
  const state = (toMove, over, history) => ({ game: { players }, view: { status: { toMove, over }, history } });
  assert.equal(
    arrivalText(/** @type {any} */ (state(1, false, ['e4'])), 1),
    'Your move, Black. The last move: e4. After your move, press "Send to the next player".',
  );
  assert.match(arrivalText(/** @type {any} */ (state(0, false, ['e4', 'e5'])), 1), /^You play Black; it is not your move yet\./);
  assert.equal(arrivalText(/** @type {any} */ (state(1, true, ['f3'])), 1), 'The game sent to Black is over.');
});

// Unit tests of the pure parts of www/proposals.js (Blocking Double Chess): the partner of a
// player, and a proposal as it is put to him.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { consentFor, nameOf, partnerOf } from '../../www/proposals.js';
import { move, player, shown, snapshot } from './fixtures.js';

const four = { players: [player('White', '#fff'), player('Red', '#c00'), player('Black', '#000'), player('Yellow', '#ee0')] };
/** @param {number | null} partner @returns {import('../../www/engine-types.js').Seat} */
const seat = (partner) => ({ partner, out: false, inCheck: false, frozen: false, mustMove: false, lastMove: null });

test('the partner is the seat the engine names, else the player who moves next', () => {
  const named = shown({ seats: [seat(2), seat(3), seat(0), seat(1)] }, four);
  assert.equal(partnerOf(named, 1), 3);
  assert.equal(partnerOf(named, 2), 0);
  const unnamed = shown({}, four);
  assert.equal(partnerOf(unnamed, 1), 2);
  assert.equal(partnerOf(unnamed, 3), 0);
  assert.equal(nameOf(unnamed, 3), 'Yellow');
  assert.equal(nameOf(unnamed, 9), 'The player');
});

test('a proposal is put to the partner with its move written without ~c, for its position', () => {
  const view = snapshot({
    status: { ...snapshot().status, toMove: 1 },
    proposals: [move('d1', 'h5', 'Qh5~c'), move('e2', 'e4', 'e4~c')],
    seats: [seat(2), seat(3), seat(0), seat(1)],
    link: 'v=1&g=blocking-double&m=x',
  });
  const state = shown(view, four);
  assert.deepEqual(consentFor(state, 1, true), { index: 1, proposer: 1, partner: 3, byComputer: true, move: 'e4', link: 'v=1&g=blocking-double&m=x' });
  assert.equal(consentFor(state, 2, false), null);
  assert.equal(consentFor(shown({}, four), 0, false), null);
});

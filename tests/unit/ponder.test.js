// Unit tests of www/ponder.js: when the computer's worker goes on searching while a person thinks.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIMIT, SLICE, ponderSlice } from '../../www/ponder.js';
import { afterE4, snapshot } from './fixtures.js';

// Black (a person) is to move after 1. e4; White is the computer at level 8.
const base = { view: afterE4(), seats: ['8', 'h'], twoSides: true, paused: false, spent: 0 };

test('a strong computer ponders the position of the person to move, in short slices', () => {
  assert.deepEqual(ponderSlice(base), { kind: 'ponder', link: afterE4().link, level: 8, movetime: SLICE, seed: 1, player: null });
  assert.equal(ponderSlice({ ...base, seats: ['7', 'h'] }).kind, 'ponder');
});

test('the last slice only fills what is left of the limit, and pondering then stops', () => {
  assert.equal(ponderSlice({ ...base, spent: LIMIT - 100 }).movetime, 100);
  assert.equal(ponderSlice({ ...base, spent: LIMIT }), null);
});

test('no pondering for a weaker computer, the computer to move, a pause, dice or more sides', () => {
  assert.equal(ponderSlice({ ...base, seats: ['6', 'h'] }), null);
  assert.equal(ponderSlice({ ...base, seats: ['h', '8'] }), null);
  assert.equal(ponderSlice({ ...base, paused: true }), null);
  assert.equal(ponderSlice({ ...base, twoSides: false }), null);
  const dice = { needsRoll: true, roll: null, used: /** @type {[boolean, boolean]} */ ([false, false]), usable: [], onlyPass: false, seed: '1' };
  assert.equal(ponderSlice({ ...base, view: { ...afterE4(), dice } }), null);
});

test('no pondering before the end of the game or after it', () => {
  assert.equal(ponderSlice({ ...base, view: { ...afterE4(), ply: 0 } }), null);
  const over = snapshot({ status: { ...afterE4().status, over: true } });
  assert.equal(ponderSlice({ ...base, view: over }), null);
  assert.equal(ponderSlice({ ...base, view: null }), null);
});

// Unit tests of www/public-state.js: the plain read-only view of the page for the browser tests,
// with cells by name, and the forced pass it reports.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../www/state.js';
import { forcedPass, publicState } from '../../www/public-state.js';
import { afterE4, cell, move, pass, shown, snapshot } from './fixtures.js';

test('a forced pass is the only move of a game without dice going on', () => {
  assert.equal(forcedPass(snapshot({ moves: [pass()] })), true);
  assert.equal(forcedPass(snapshot({ moves: [pass(), move('e2', 'e4', 'e4')] })), false);
  assert.equal(forcedPass(snapshot({ moves: [move('e2', 'e4', 'e4')] })), false);
  const over = snapshot({ moves: [pass()], status: { ...snapshot().status, over: true } });
  assert.equal(forcedPass(over), false);
  const dice = { needsRoll: false, roll: /** @type {[number, number]} */ ([1, 1]), used: /** @type {[boolean, boolean]} */ ([false, false]), usable: [], onlyPass: true, seed: '7' };
  assert.equal(forcedPass(snapshot({ moves: [pass()], dice })), false);
  assert.equal(forcedPass(null), false);
});

test('before a game is loaded the view says it is not ready', () => {
  assert.deepEqual(publicState(S.initialState()), { ready: false, message: null });
});

test('the view names cells, pieces, the last move and the selected piece\'s targets', () => {
  const state = S.select(S.withAi(shown(afterE4()), { seats: ['h', 'h'] }), cell('g8'));
  const got = publicState(state);
  assert.equal(got.ready, true);
  assert.equal(got.game, 'chess');
  assert.equal(got.toMove, 1);
  assert.deepEqual(got.lastMove, { from: 'e2', to: 'e4', arrive: 'e4' });
  assert.deepEqual(got.pieces[0], { cell: 'e4', letter: 'P', owner: 0 });
  assert.equal(got.selected, 'g8');
  assert.deepEqual(got.targets, [
    { to: 'f6', arrive: 'f6' },
    { to: 'h6', arrive: 'h6' },
  ]);
  assert.deepEqual(got.moves[2], { from: 'g8', to: 'f6', san: 'Nf6', die: null, pass: false });
  assert.deepEqual(got.history, ['e4']);
  assert.equal(got.passOnly, false);
  assert.deepEqual(got.colours, ['#ffffff', '#000000']);
  assert.deepEqual(got.options, []);
});

test('the view copies the move list, so the tests cannot change the page', () => {
  const state = shown(afterE4());
  publicState(state).history.push('e5');
  assert.deepEqual(state.view.history, ['e4']);
});

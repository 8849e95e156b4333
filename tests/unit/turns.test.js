// Unit tests of the pure parts of www/turns.js: whose turn it is, the passes announced, what
// auto-roll does next, the roll that follows in the move list, and how far Undo goes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../www/state.js';
import { autoStepOf, computerTurn, nextRoll, passNotice, undoesFurther } from '../../www/turns.js';
import { afterE4, move, pass, player, shown, snapshot } from './fixtures.js';

/** @param {Partial<import('../../www/engine-types.js').Dice>} parts */
const dice = (parts) => ({ needsRoll: false, roll: /** @type {[number, number]} */ ([3, 5]), used: /** @type {[boolean, boolean]} */ ([false, false]), usable: [3, 5], onlyPass: false, seed: '9', ...parts });
const three = { players: [player('White', '#fff'), player('Red', '#c00'), player('Black', '#000')], dice: true };

test('the computer moves when its seat is to move at the end of a game going on, unless paused', () => {
  const state = shown(afterE4());
  assert.equal(computerTurn(state, ['h', '4']), true);
  assert.equal(computerTurn(state, ['h', 'r']), true);
  assert.equal(computerTurn(state, ['4', 'h']), false);
  assert.equal(computerTurn(state, []), false);
  assert.equal(computerTurn(S.withAi(state, { paused: true }), ['h', '4']), false);
  assert.equal(computerTurn(S.withView(state, { ...afterE4(), ply: 0 }), ['h', '4']), false);
  const over = S.withView(state, { ...afterE4(), status: { ...afterE4().status, over: true } });
  assert.equal(computerTurn(over, ['h', '4']), false);
});

test('a pass is announced with why, one player or several, with or without dice', () => {
  const chess = shown(afterE4());
  assert.equal(passNotice(chess, [1]), 'Black passes: no legal move.');
  const withDice = shown(snapshot(), three);
  assert.equal(passNotice(withDice, [2]), 'Black passes: no die can be used.');
  assert.equal(passNotice(withDice, [0, 1, 2]), 'White, Red and Black pass: no die can be used.');
  const four = shown(snapshot(), { players: [player('Red', 'red'), player('Blue', 'blue'), player('Yellow', 'y')] });
  assert.equal(passNotice(four, [1, 2]), 'Blue and Yellow pass: they have no legal move.');
  assert.equal(passNotice(four, [7]), 'The player passes: no legal move.');
});

test('once the game is over its result stands alone: no pass is announced', () => {
  const over = shown({ status: { ...snapshot().status, over: true } });
  assert.equal(passNotice(over, [0]), null);
});

test('auto-roll rolls when a roll is due and plays a pass that is the only move', () => {
  const on = (/** @type {Partial<import('../../www/engine-types.js').Snapshot>} */ view) => S.setAutoRoll(shown(view, three), true);
  assert.equal(autoStepOf(on({ dice: dice({ needsRoll: true, roll: null }) })), 'roll');
  assert.equal(autoStepOf(on({ dice: dice({ onlyPass: true }), moves: [pass()] })), 'pass');
  assert.equal(autoStepOf(on({ dice: dice({}), moves: [move('c3', 'd4', 'c3-d4')] })), null);
  // Off, at an earlier position, after the end, or in a game without dice: nothing.
  assert.equal(autoStepOf(S.setAutoRoll(on({ dice: dice({ needsRoll: true }) }), false)), null);
  assert.equal(autoStepOf(on({ dice: dice({ needsRoll: true }), ply: 2, length: 4 })), null);
  assert.equal(autoStepOf(on({ dice: dice({ needsRoll: true }), status: { ...snapshot().status, over: true } })), null);
  assert.equal(autoStepOf(S.setAutoRoll(shown(afterE4()), true)), null);
});

test('rolling at an earlier position repeats the roll that follows in the move list', () => {
  const view = snapshot({ history: ['3,5:', 'c3-d4', '2,2:'], ply: 2, length: 3 });
  assert.equal(nextRoll(view), '2,2:');
  assert.equal(nextRoll({ ...view, ply: 1 }), null);
  assert.equal(nextRoll({ ...view, ply: 3 }), null);
  assert.equal(nextRoll(null), null);
});

test('Undo goes on past forced passes, and past the computer\'s moves when a person plays', () => {
  const black = afterE4();
  // Black to move: the computer plays Black and White is a person, so Undo goes on.
  assert.equal(undoesFurther(black, ['h', '3']), true);
  assert.equal(undoesFurther(black, ['h', 'h']), false);
  // Only computers: Undo takes back one move at a time.
  assert.equal(undoesFurther(black, ['2', '3']), false);
  assert.equal(undoesFurther(snapshot({ moves: [pass()], length: 3, ply: 3 }), ['h', 'h']), true);
  // Nothing left to take back.
  assert.equal(undoesFurther(snapshot({ moves: [pass()] }), ['h', 'h']), false);
});

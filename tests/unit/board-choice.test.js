// Unit tests of www/board-choice.js: the chooser's words for moves that differ only in the board
// where the piece ends.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrivalCaption, boardChoice } from '../../www/board-choice.js';
import { cell, geometry, move } from './fixtures.js';

const three = geometry(3);

test('three boards: the chooser asks which board to transfer to', () => {
  const toB = move('e2', 'e4', 'e4/B', { arrive: cell('e4/B') });
  const toC = move('e2', 'e4', 'e4/C', { arrive: cell('e4/C') });
  assert.deepEqual(boardChoice([toB, toC], three), { prompt: 'Transfer to which board?', labels: ['To board B', 'To board C'] });
});

test('a move that may stay on its board asks about the looking-glass', () => {
  const stay = move('e2', 'e4', 'e4', { arrive: cell('e4') });
  const cross = move('e2', 'e4', 'e4/B', { arrive: cell('e4/B') });
  assert.deepEqual(boardChoice([stay, cross], geometry(2)), { prompt: 'Through the looking-glass?', labels: ['Stay on A', 'To board B'] });
});

test('promotions and moves that end on the same cell are not a choice of board', () => {
  const queen = move('e7', 'e8', 'e8=Q', { promotion: 'Q' });
  const rook = move('e7', 'e8', 'e8=R', { promotion: 'R' });
  assert.equal(boardChoice([queen, rook], geometry()), null);
  assert.equal(boardChoice([move('e2', 'e4', 'e4')], geometry()), null);
  assert.equal(boardChoice([move('e2', 'e4', 'x'), move('e2', 'e4', 'y')], geometry()), null);
});

test('a promotion that also chooses its board is captioned with that board', () => {
  assert.equal(arrivalCaption(move('e7', 'e8', 'e8=Q', { arrive: cell('e8/C') }), three), '→ C');
  assert.equal(arrivalCaption(move('e7', 'e8', 'e8=Q'), three), 'stays');
});

// Unit tests of www/tab-sync.js: how the game of another tab stands to this tab's, and the side
// lines of both.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { relation, mergeLines } from '../../www/tab-sync.js';

const game = (history, start = 'v=1&g=chess') => ({ start, history });

test('two games from different starts are other games, whatever their moves', () => {
  assert.equal(relation(game(['e4']), game(['e4'], 'v=1&g=alice')), 'other');
});

test('a game without a move where this tab has moves is a new game', () => {
  assert.equal(relation(game(['e4']), game([])), 'other');
  assert.equal(relation(game([]), game([])), 'same');
});

test('the same moves, more moves on one side, or moves that part', () => {
  assert.equal(relation(game(['e4', 'e5']), game(['e4', 'e5'])), 'same');
  assert.equal(relation(game(['e4']), game(['e4', 'e5'])), 'behind');
  assert.equal(relation(game([]), game(['d4'])), 'behind');
  assert.equal(relation(game(['e4', 'e5']), game(['e4'])), 'ahead');
  assert.equal(relation(game(['e4', 'e5']), game(['e4', 'c5'])), 'diverged');
});

test("the side lines of both tabs: the other's first, this tab's added unless already held", () => {
  const line = (...history) => ({ link: history.join('.'), history });
  const theirs = [line('e4', 'e5', 'Nf3')];
  assert.deepEqual(mergeLines(theirs, [line('e4', 'e5')]), theirs, 'a line the other holds already');
  assert.deepEqual(mergeLines(theirs, [line('d4')]), [line('e4', 'e5', 'Nf3'), line('d4')]);
  assert.deepEqual(mergeLines([], []), []);
});

// Unit tests of the pure parts of www/kept-games.js: the recent games' entry of the game left,
// and what a step made at an earlier position does to the lines.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../www/state.js';
import { recentEntry, stepAt } from '../../www/kept-games.js';
import { afterE4, shown, snapshot } from './fixtures.js';

test('a game left with moves is kept with its name, its moves, its side lines and when', () => {
  const state = S.withLines(shown(afterE4()), [{ link: 'v=1&g=chess&m=d2d4', history: ['d4'] }]);
  assert.deepEqual(recentEntry(state, 1234), {
    link: 'v=1&g=chess&m=e2e4',
    lines: ['v=1&g=chess&m=d2d4'],
    name: 'Chess',
    moves: 1,
    at: 1234,
  });
});

test('a game without any move is kept only when it has side lines', () => {
  assert.equal(recentEntry(shown(), 1), null);
  assert.equal(recentEntry(S.initialState(), 1), null);
  const lines = S.withLines(shown(), [{ link: 'x', history: ['e4'] }]);
  assert.equal(recentEntry(lines, 1).moves, 0);
});

test('a step at the end of the game keeps nothing; at an earlier position it branches or steps forward', () => {
  const view = snapshot({ history: ['e4', 'e5', 'Nf3'], ply: 1, length: 3 });
  assert.equal(stepAt(view, 'e5'), 'forward');
  assert.equal(stepAt(view, 'c5'), 'branch');
  assert.equal(stepAt(view, null), 'branch');
  assert.equal(stepAt({ ...view, ply: 3 }, 'Nc6'), 'end');
  assert.equal(stepAt(null, 'e4'), 'end');
});

// Unit tests of www/history.js: side lines kept beside the main line, as pure list changes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as H from '../../www/history.js';
import { snapshot } from './fixtures.js';

const line = (/** @type {string[]} */ history) => ({ link: `v=1&g=chess&m=${history.join('.')}`, history });

test('the moves two lines share from the start', () => {
  assert.equal(H.commonPrefix(['e4', 'e5', 'Nf3'], ['e4', 'e5', 'Nc3']), 2);
  assert.equal(H.commonPrefix(['d4'], ['e4']), 0);
  assert.equal(H.commonPrefix([], ['e4']), 0);
  assert.equal(H.isPrefix(['e4'], ['e4', 'e5']), true);
  assert.equal(H.isPrefix(['e4', 'e5'], ['e4']), false);
  assert.equal(H.isPrefix([], []), true);
  assert.equal(H.isPrefix(['d4'], ['e4', 'e5']), false);
});

test('a line is added once, and a longer line replaces the lines it holds whole', () => {
  const a = line(['e4', 'e5']);
  let lines = H.addLine([], a);
  assert.deepEqual(lines, [a]);
  // A line a kept line holds whole adds nothing, nor does an empty one.
  assert.equal(H.addLine(lines, line(['e4'])), lines);
  assert.equal(H.addLine(lines, line([])), lines);
  assert.equal(H.addLine(lines, null), lines);
  const longer = line(['e4', 'e5', 'Nf3']);
  lines = H.addLine(lines, longer);
  assert.deepEqual(lines, [longer]);
  const other = line(['d4']);
  assert.deepEqual(H.addLine(lines, other), [longer, other]);
});

test('at most MAX_LINES side lines are kept, the oldest going first', () => {
  let lines = [];
  for (let i = 0; i <= H.MAX_LINES; i++) lines = H.addLine(lines, line([`m${i}`]));
  assert.equal(lines.length, H.MAX_LINES);
  assert.deepEqual(lines[0].history, ['m1']);
  assert.deepEqual(lines[lines.length - 1].history, [`m${H.MAX_LINES}`]);
});

test('the line of the game shown is its whole move list, copied', () => {
  const view = snapshot({ history: ['e4', 'e5'], ply: 1, length: 2, link: 'L' });
  const got = H.lineOf(view);
  assert.deepEqual(got, { link: 'L', history: ['e4', 'e5'] });
  got.history.push('Nf3');
  assert.deepEqual(view.history, ['e4', 'e5']);
  assert.equal(H.lineOf(null), null);
});

test('side lines are shown where they leave the main line, the earliest first', () => {
  const lines = [line(['e4', 'c5']), line(['d4']), line(['e4']), line(['e4', 'e5', 'Nc3'])];
  const shown = H.sideLines(lines, ['e4', 'e5', 'Nf3']);
  // ['e4'] is held whole by the main line and is not shown.
  assert.deepEqual(
    shown.map((s) => [s.index, s.from]),
    [[1, 0], [0, 1], [3, 2]],
  );
});

test('opening a side line makes the main line a side line', () => {
  const view = snapshot({ history: ['e4', 'e5'], link: 'main', length: 2, ply: 2 });
  const lines = [line(['d4']), line(['e4', 'c5'])];
  const swap = H.promote(lines, 1, view);
  assert.deepEqual(swap.line, lines[1]);
  assert.deepEqual(swap.lines, [lines[0], { link: 'main', history: ['e4', 'e5'] }]);
  assert.equal(H.promote(lines, 5, view), null);
  // A main line that the opened line goes on from is not kept beside it.
  const ahead = H.promote([line(['e4', 'e5', 'Nf3'])], 0, view);
  assert.deepEqual(ahead.lines, []);
});

test('after an undo, the newest side line that goes on from the main line comes back', () => {
  const lines = [line(['e4', 'e5']), line(['d4', 'd5']), line(['e4', 'c5'])];
  assert.equal(H.continuation(lines, ['e4']), 2);
  assert.equal(H.continuation(lines, ['d4']), 1);
  assert.equal(H.continuation(lines, ['e4', 'e5']), -1);
  assert.equal(H.continuation(lines, ['c4']), -1);
});

test('move numbers for two players, for a game Black starts, and for four players', () => {
  assert.deepEqual([0, 1, 2, 3].map((i) => H.moveNumber(i, 2, 0)), ['1.', '1…', '2.', '2…']);
  assert.deepEqual([0, 1].map((i) => H.moveNumber(i, 2, 1)), ['1…', '2.']);
  assert.deepEqual([0, 3, 4].map((i) => H.moveNumber(i, 4, 0)), ['1.', '1…', '2.']);
});

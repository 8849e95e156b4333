// Unit tests of www/layout.js: from the engine's geometry to pixels, for any number of boards.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellAt, cellCentre, computeLayout, drawnRank, labelCells, screenPlace } from '../../www/layout.js';
import { cell, geometry } from './fixtures.js';

const near = (/** @type {number} */ a, /** @type {number} */ b) => assert.ok(Math.abs(a - b) < 1e-9, `${a} is not ${b}`);

test('a cell goes where the board turned by quarter turns puts it', () => {
  // a1 of an 8x8 board: bottom left, then clockwise round the corners.
  assert.deepEqual(screenPlace(0, 0, 8, 8, 0), { col: 0, row: 7 });
  assert.deepEqual(screenPlace(0, 0, 8, 8, 1), { col: 0, row: 0 });
  assert.deepEqual(screenPlace(0, 0, 8, 8, 2), { col: 7, row: 0 });
  assert.deepEqual(screenPlace(0, 0, 8, 8, 3), { col: 7, row: 7 });
  assert.deepEqual(screenPlace(0, 0, 8, 8, 4), { col: 0, row: 7 });
});

test('the drawn rank of a cylinder puts the rank shifted lowest next to the ghost rank', () => {
  const flat = geometry();
  const cylinder = { ...geometry(), wraps: true };
  assert.equal(drawnRank(flat, 5, 8, 3), 5);
  assert.equal(drawnRank(cylinder, 0, 8, 0), 1);
  assert.equal(drawnRank(cylinder, 7, 8, 0), 8);
  assert.equal(drawnRank(cylinder, 2, 8, 2), 1);
  assert.equal(drawnRank(cylinder, 1, 8, 2), 8);
});

test('one board fills the room it has, square cells, a1 at the bottom left', () => {
  const layout = computeLayout(geometry(), 400, 800, 0);
  assert.equal(layout.size, 50);
  assert.equal(layout.width, 400);
  assert.equal(layout.height, 400);
  assert.deepEqual(
    [layout.cells[cell('a1')].x, layout.cells[cell('a1')].y],
    [0, 350],
  );
  assert.deepEqual([layout.cells[cell('h8')].x, layout.cells[cell('h8')].y], [350, 0]);
  assert.equal(cellAt(layout, 10, 360), cell('a1'));
  assert.equal(cellAt(layout, 399, 0), cell('h8'));
  assert.equal(cellAt(layout, 400, 0), null);
  assert.deepEqual(cellCentre(layout, cell('a1')), { x: 25, y: 375 });
  assert.equal(cellCentre(layout, 999), null);
});

test('turned round, a1 is at the top right', () => {
  const layout = computeLayout(geometry(), 400, 400, 2);
  assert.deepEqual([layout.cells[cell('a1')].x, layout.cells[cell('a1')].y], [350, 0]);
  assert.equal(cellAt(layout, 360, 10), cell('a1'));
});

test('cells never grow past 96 pixels', () => {
  assert.equal(computeLayout(geometry(), 5000, 5000, 0).size, 96);
});

test('two boards sit side by side with a gap and their titles, or one above the other when narrow', () => {
  const wide = computeLayout(geometry(2), 1000, 500, 0);
  // Side by side: 16.6 cells across, 8.75 down (the titles): min(60.2, 57.1) gives 57 pixels.
  assert.equal(wide.arrangement, 'row');
  assert.equal(wide.size, 57);
  near(wide.boards[1].x, 8.6 * 57);
  const e4b = wide.cells[cell('e4/B')];
  near(e4b.x, 8.6 * 57 + 4 * 57);
  near(e4b.y, 0.75 * 57 + 4 * 57);
  assert.equal(e4b.board, 1);
  const narrow = computeLayout(geometry(2), 300, 1000, 0);
  assert.equal(narrow.arrangement, 'column');
  assert.equal(narrow.size, 37);
});

test('a cylinder has a ghost rank beyond each end and one turn of it in pixels', () => {
  const layout = computeLayout({ ...geometry(), wraps: true }, 400, 500, 0);
  // Ten ranks are drawn: 50 pixels each.
  assert.equal(layout.size, 50);
  assert.equal(layout.ghosts.length, 16);
  assert.equal(layout.period, 400);
  // The ghost above the top rank is rank 1 again.
  const top = layout.ghosts.find((g) => g.row === 0 && g.col === 0);
  assert.equal(top.id, cell('a1'));
  assert.equal(layout.seams.length, 2);
});

test('a barrier on the north side of e4 is the edge between e4 and e5', () => {
  const geo = { ...geometry(), walls: [{ board: 0, file: 4, rank: 3, side: /** @type {const} */ ('north') }] };
  const layout = computeLayout(geo, 400, 400, 0);
  assert.deepEqual(layout.walls, [{ x1: 200, y1: 200, x2: 250, y2: 200 }]);
});

test('coordinates go on the left-most cell of each row and the lowest cell of each column', () => {
  const { rowStart, colEnd } = labelCells(computeLayout(geometry(), 400, 400, 0));
  assert.deepEqual([...rowStart].sort((a, b) => a - b), [0, 8, 16, 24, 32, 40, 48, 56]);
  assert.deepEqual([...colEnd].sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7]);
});

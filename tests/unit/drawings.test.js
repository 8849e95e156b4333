// Unit tests of www/drawings.js: the arrows and circles drawn on the board, their link part and
// their colours.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colourOf, drawingsPart, parseDrawings, toggleDrawing } from '../../www/drawings.js';

test('the modifier keys choose the colour', () => {
  assert.equal(colourOf({ shiftKey: false, altKey: false }), 'g');
  assert.equal(colourOf({ shiftKey: true, altKey: false }), 'r');
  assert.equal(colourOf({ shiftKey: false, altKey: true }), 'b');
  assert.equal(colourOf({ shiftKey: true, altKey: true }), 'y');
});

test('the link part reads back its items and leaves out bad ones', () => {
  assert.deepEqual(parseDrawings('1-g-12-28.junk.2-r-36-36.3-q-1-2.4-b-1234-1'), [
    { ply: 1, colour: 'g', from: 12, to: 28 },
    { ply: 2, colour: 'r', from: 36, to: 36 },
  ]);
});

test('the link part holds the drawings of the plies played, and reads back the same', () => {
  const drawings = [
    { ply: 0, colour: 'g', from: 12, to: 28 },
    { ply: 3, colour: 'y', from: 5, to: 5 },
  ];
  assert.equal(drawingsPart(drawings, 3), '&a=0-g-12-28.3-y-5-5');
  assert.equal(drawingsPart(drawings, 2), '&a=0-g-12-28');
  assert.equal(drawingsPart([], 2), '');
  assert.equal(drawingsPart(null, 2), '');
  assert.deepEqual(parseDrawings(drawingsPart(drawings, 9).slice(3)), drawings);
});

test('drawing the same again takes it away; in another colour it changes colour', () => {
  const arrow = { ply: 1, colour: 'g', from: 12, to: 28 };
  const one = toggleDrawing([], arrow);
  assert.deepEqual(one, [arrow]);
  assert.deepEqual(toggleDrawing(one, { ...arrow }), []);
  assert.deepEqual(toggleDrawing(one, { ...arrow, colour: 'r' }), [{ ...arrow, colour: 'r' }]);
  // The same cells at another ply are another drawing.
  assert.equal(toggleDrawing(one, { ...arrow, ply: 2 }).length, 2);
});

test('no more than 200 drawings are kept', () => {
  let drawings = [];
  for (let i = 0; i < 200; i++) drawings = toggleDrawing(drawings, { ply: 0, colour: 'g', from: i, to: i });
  assert.equal(drawings.length, 200);
  assert.equal(toggleDrawing(drawings, { ply: 0, colour: 'g', from: 500, to: 500 }).length, 200);
  // Taking one away still works at the limit.
  assert.equal(toggleDrawing(drawings, { ply: 0, colour: 'g', from: 3, to: 3 }).length, 199);
});

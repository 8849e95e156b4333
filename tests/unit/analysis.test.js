// Unit tests of www/analysis.js: how a value is written, where it goes on the review's graph,
// and when two links hold the same game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { graphValue, sameMainLine, valueText } from '../../www/analysis.js';

test('values are written in pawns for the first side, or as mates', () => {
  assert.equal(valueText({ score: -35, first: 35, mate: null }), '+0.35');
  assert.equal(valueText({ score: 120, first: -120, mate: null }), '-1.20');
  assert.equal(valueText({ score: 0, first: 0, mate: null }), '+0.00');
  assert.equal(valueText({ score: 31995, first: 31995, mate: 3 }), '#3');
  assert.equal(valueText({ score: -31996, first: -31996, mate: -2 }), '#-2');
  // Games of more sides: the value for the player to move.
  assert.equal(valueText({ score: 250, first: null, mate: null }), '+2.50');
});

test("the graph follows lichess's winning chances, capped at ten pawns", () => {
  const judged = (first, mate = null) => ({ ply: 0, player: 0, moves: [], played: 0, best: null, first, mate, loss: 0, mark: null });
  assert.equal(graphValue(judged(0)), 0);
  // 2 / (1 + e^-0.368208) - 1, worked by hand: 0.1821.
  assert.ok(Math.abs(graphValue(judged(100)) - 0.1821) < 1e-3);
  assert.equal(graphValue(judged(5000)), graphValue(judged(1000)));
  assert.equal(graphValue(judged(31990, 2)), 1);
  assert.equal(graphValue(judged(-31990, -2)), -1);
});

test('two links hold the same game whatever ply they view', () => {
  assert.ok(sameMainLine('v=1&g=chess&m=e2-e4.e7-e5&p=1', 'v=1&g=chess&m=e2-e4.e7-e5'));
  assert.ok(!sameMainLine('v=1&g=chess&m=e2-e4.e7-e5', 'v=1&g=chess&m=e2-e4.c7-c5'));
});

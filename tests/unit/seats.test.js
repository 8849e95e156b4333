// Unit tests of www/seats.js: who plays each seat, and the page's parts of a link (`c=` seats,
// `a=` drawings) split off before the engine reads it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isComputer, levelOf, normalise, seatToMove, seatsPart, splitHash } from '../../www/seats.js';
import { snapshot } from './fixtures.js';

test('a seat is the computer for a level or the random mover, a person otherwise', () => {
  assert.equal(isComputer('h'), false);
  assert.equal(isComputer('3'), true);
  assert.equal(isComputer('r'), true);
  assert.equal(isComputer('9'), false);
  assert.equal(isComputer(undefined), false);
  assert.equal(levelOf('r'), 0);
  assert.equal(levelOf('8'), 8);
});

test('seats are completed with people and anything unknown is a person', () => {
  assert.deepEqual(normalise(['1', 'bad', 5], 4), ['1', 'h', 'h', 'h']);
  assert.deepEqual(normalise(['r', '2', '7'], 2), ['r', '2']);
  assert.deepEqual(normalise(null, 2), ['h', 'h']);
});

test('an address hash splits into the engine link, the seats and the drawings', () => {
  assert.deepEqual(splitHash('v=1&g=chess&m=e2e4&c=h.3&a=1-g-12-28'), {
    link: 'v=1&g=chess&m=e2e4',
    seats: ['h', '3'],
    drawings: [{ ply: 1, colour: 'g', from: 12, to: 28 }],
    to: null,
  });
  assert.deepEqual(splitHash('v=1&g=chess'), { link: 'v=1&g=chess', seats: null, drawings: [], to: null });
  // A link sent to the next player names his seat.
  assert.deepEqual(splitHash('v=1&g=four-ffa&m=e2-e4&to=1'), { link: 'v=1&g=four-ffa&m=e2-e4', seats: null, drawings: [], to: 1 });
});

test('a malformed seats part is left out of the link and names no seats', () => {
  assert.deepEqual(splitHash('v=1&g=chess&c=h.9'), { link: 'v=1&g=chess', seats: null, drawings: [], to: null });
  // So is a malformed seat to send to.
  assert.deepEqual(splitHash('v=1&g=chess&to=x'), { link: 'v=1&g=chess', seats: null, drawings: [], to: null });
  assert.equal(splitHash(`v=1&c=${Array(9).fill('h').join('.')}`).seats, null);
});

test('the seats part is written only when the computer plays a seat', () => {
  assert.equal(seatsPart(['h', 'h']), '');
  assert.equal(seatsPart(['h', '5']), '&c=h.5');
  assert.equal(seatsPart(null), '');
  // What is written reads back the same.
  assert.deepEqual(splitHash(`v=1${seatsPart(['r', 'h', '8'])}`).seats, ['r', 'h', '8']);
});

test("a resigned player's walking king is the computer's to move, whoever sits in his seat", () => {
  const seats = ['h', 'h', '3', 'h'];
  const race = (walking) => ({ points: [0, 0, 0, 0], dead: walking, walking, ranking: null });
  const at = (toMove, walking) =>
    snapshot({ status: { ...snapshot().status, toMove }, race: walking ? race(walking) : null });
  assert.equal(seatToMove(seats, at(1, null)), 'h');
  assert.equal(seatToMove(seats, at(2, null)), '3');
  assert.equal(isComputer(seatToMove(seats, at(1, [1]))), true, 'Blue resigned: his king walks');
  assert.equal(seatToMove(seats, at(0, [1])), 'h', 'Red plays his own moves');
  assert.equal(seatToMove(['h'], at(3, null)), 'h', 'a seat not given is a person');
});

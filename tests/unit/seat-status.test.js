// Unit tests of the pure parts of www/seat-status.js: each player's status in words, the armies
// that leave the board with a captured king, and their fading.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FADE_MS, fadeAlpha, fallenArmies, hasSeats, seatStatus } from '../../www/seat-status.js';
import { snapshot } from './fixtures.js';

/** @returns {import('../../www/engine-types.js').Seat} */
const seat = (parts = {}) => ({ partner: null, out: false, inCheck: false, frozen: false, mustMove: false, lastMove: null, ...parts });
const status = (parts = {}) => ({ ...snapshot().status, ...parts });

test('a seat says whether its player is to move, in check, mated, frozen, out or the winner', () => {
  const view = snapshot({ status: status({ toMove: 1 }) });
  assert.equal(seatStatus(seat(), 1, view), 'to move');
  assert.equal(seatStatus(seat({ inCheck: true }), 1, view), 'to move, in check');
  assert.equal(seatStatus(seat({ mustMove: true, inCheck: true }), 1, view), 'mated, must move');
  assert.equal(seatStatus(seat({ mustMove: true }), 1, view), 'stalemated, must move');
  assert.equal(seatStatus(seat({ inCheck: true }), 2, view), 'in check');
  assert.equal(seatStatus(seat({ frozen: true, inCheck: true }), 2, view), 'frozen (mated)');
  assert.equal(seatStatus(seat({ out: true }), 2, view), 'out');
  assert.equal(seatStatus(seat(), 2, view), '');
  const over = snapshot({ status: status({ over: true, winners: [0, 2] }) });
  assert.equal(seatStatus(seat({ inCheck: true }), 1, over), 'out (mated)');
  assert.equal(seatStatus(seat({ out: true }), 2, over), 'winner');
});

test('in the points race a player out after resigning is said to walk his king', () => {
  const race = { points: [3, 0, 20, 0], dead: [1, 3], walking: [3], ranking: null };
  const view = snapshot({ status: status({ toMove: 0 }), race });
  assert.equal(seatStatus(seat({ out: true }), 1, view), 'out');
  assert.equal(seatStatus(seat({ out: true }), 3, view), 'resigned, king walks');
});

test('the army of a player whose king was just captured leaves the board', () => {
  const piece = (cell, owner) => ({ cell, owner, letter: 'P', name: 'pawn', pawn: true, facing: /** @type {const} */ ('up') });
  const before = snapshot({
    ply: 4,
    length: 4,
    seats: [seat(), seat(), seat()],
    pieces: [piece(1, 0), piece(2, 1), piece(3, 1), piece(4, 2)],
  });
  // Player 1 goes out: those of his pieces no longer on the board after the move fade out, as they
  // stood before it (cell 3 now holds player 0's piece); one still standing does not fade.
  const after = snapshot({ ply: 5, length: 5, seats: [seat(), seat({ out: true }), seat()], pieces: [piece(1, 0), piece(3, 0), piece(4, 2), piece(2, 1)] });
  assert.deepEqual(fallenArmies(before, after), [piece(3, 1)]);
  const gone = snapshot({ ...after, pieces: [piece(1, 0), piece(3, 0), piece(4, 2)] });
  assert.deepEqual(fallenArmies(before, gone), [piece(2, 1), piece(3, 1)]);
  // Not a single step forward, or nobody newly out: nothing falls.
  assert.deepEqual(fallenArmies(before, { ...gone, ply: 6 }), []);
  assert.deepEqual(fallenArmies(gone, { ...gone, ply: 6 }), []);
  assert.equal(hasSeats(snapshot()), false);
  assert.equal(hasSeats(before), true);
});

test('a fading army goes from opaque to gone in FADE_MS', () => {
  assert.equal(fadeAlpha(null, 100), 0);
  assert.equal(fadeAlpha({ pieces: [], t0: 1000 }, 1000), 1);
  assert.equal(fadeAlpha({ pieces: [], t0: 1000 }, 1000 + FADE_MS / 2), 0.5);
  assert.equal(fadeAlpha({ pieces: [], t0: 1000 }, 1000 + FADE_MS), 0);
});

// Unit tests of www/state.js: the page state's pure changes and the questions read from it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../www/state.js';
import { afterE4, cell, geometry, info, move, pass, player, shown, snapshot } from './fixtures.js';

test('a new game resets the selection, the choice and the turn of a cylinder, and keeps the board settings', () => {
  let state = S.initialState();
  state = S.select(state, 12);
  state = S.openChoice(state, [1, 2]);
  state = { ...state, shift: 3, flipped: true };
  const next = S.withGame(state, info(), afterE4());
  assert.equal(next.selected, null);
  assert.equal(next.choice, null);
  assert.equal(next.shift, 0);
  assert.equal(next.flipped, true);
  assert.equal(next.view.link, 'v=1&g=chess&m=e2e4');
  assert.deepEqual(next.drawings, []);
});

test('a seat chosen for a player the new game does not have is dropped', () => {
  const three = S.setSeat(S.initialState(), 2);
  assert.equal(S.withGame(three, info(), snapshot()).seat, null);
  const second = S.setSeat(S.initialState(), 1);
  assert.equal(S.withGame(second, info(), snapshot()).seat, 1);
});

test('a message belongs to the position it was given in', () => {
  const state = S.setMessage(shown(), 'notice', 'Hello');
  assert.deepEqual(state.message, { kind: 'notice', text: 'Hello', action: null, link: 'v=1&g=chess' });
  // The same position again keeps it; another position drops it.
  assert.equal(S.withView(state, snapshot()).message.text, 'Hello');
  assert.equal(S.withView(state, afterE4()).message, null);
  assert.equal(S.clearMessage(state).message, null);
});

test('a new view clears the selection, the drag, the choice and the piece chosen to place', () => {
  let state = S.dragStart(shown(), 12, 10, 20);
  state = S.chooseHand(state, 'R');
  const next = S.withView(state, afterE4());
  assert.equal(next.selected, null);
  assert.equal(next.drag, null);
  assert.equal(next.hand, null);
});

test('a drag follows the pointer only once started, and ends without a move', () => {
  const start = S.dragStart(shown(), 12, 10, 20);
  assert.deepEqual(start.drag, { cell: 12, x: 10, y: 20, moved: false });
  assert.equal(start.selected, 12);
  const moved = S.dragMove(start, 30, 40, 20);
  assert.deepEqual(moved.drag, { cell: 12, x: 30, y: 40, hover: 20, moved: true });
  assert.equal(S.dragMove(shown(), 1, 1, null).drag, null);
  assert.equal(S.dragEnd(moved).drag, null);
  assert.equal(S.dragEnd(moved).selected, 12);
});

test('a cylinder turns by any number of ranks and wraps round; other boards do not turn', () => {
  const cylinder = shown({}, { geometry: { ...info().geometry, wraps: true } });
  assert.equal(S.rotate(cylinder, 3).shift, 3);
  assert.equal(S.rotate(S.rotate(cylinder, 3), 6).shift, 1);
  assert.equal(S.rotate(cylinder, -1).shift, 7);
  assert.equal(S.rotate(shown(), 3).shift, 0);
});

test('the last move slides unless the piece was dragged onto the cell it stays on', () => {
  const state = shown(afterE4());
  assert.deepEqual(S.animate(state, 1000).anim, { from: cell('e2'), to: cell('e4'), arrive: cell('e4'), slide: true, t0: 1000 });
  assert.equal(S.animate(state, 1000, true).anim, null);
  // A piece dragged to a cell and passing through the looking-glass is animated without sliding.
  const alice = shown({ lastMove: { from: cell('e2'), to: cell('e4'), arrive: cell('e4/B') } });
  assert.equal(S.animate(alice, 5, true).anim.slide, false);
  assert.equal(S.animate(shown(), 5).anim, null);
});

test('the moves from a cell leave out passes and drops, and a click means the moves landing there', () => {
  const view = afterE4();
  view.moves.push(pass(), { ...move('e7', 'e5', 'R@e5'), drop: 'R' });
  const state = shown(view);
  assert.deepEqual(
    S.movesFrom(state, cell('e7')).map((x) => x.move.san),
    ['e5', 'e6'],
  );
  assert.deepEqual(S.movesTo(state, cell('g8'), cell('f6')).map((x) => x.index), [2]);
  assert.deepEqual(S.movesTo(state, cell('g8'), cell('e5')), []);
  assert.deepEqual(S.movesFrom(state, null), []);
});

test('on several boards the move arriving on the board clicked is preferred to the one landing there', () => {
  const stay = move('e2', 'e4', 'e4/A', { arrive: cell('e4') });
  const cross = move('e2', 'e4', 'e4/B', { arrive: cell('e4/B') });
  const state = shown({ moves: [stay, cross] }, { geometry: geometry(2) });
  assert.deepEqual(S.movesTo(state, cell('e2'), cell('e4/B')).map((x) => x.index), [1]);
  // The landing cell itself may mean either: the page then asks which (the chooser).
  assert.deepEqual(S.movesTo(state, cell('e2'), cell('e4')).map((x) => x.index), [0, 1]);
});

test('proposals are found by their start and end cells, with their index among the proposals', () => {
  const state = shown({ proposals: [move('d1', 'h5', 'Qh5~c'), move('d1', 'g4', 'Qg4~c')] });
  assert.deepEqual(S.proposalsFrom(state, cell('d1')).map((x) => x.index), [0, 1]);
  assert.deepEqual(S.proposalsTo(state, cell('d1'), cell('g4')).map((x) => x.index), [1]);
  assert.deepEqual(S.proposalsFrom(state, cell('e1')), []);
});

test('the computer is to move when its seat is to move at the end of a game going on, unless paused', () => {
  const state = S.withAi(shown(afterE4()), { seats: ['h', '3'] });
  assert.equal(S.computerToMove(state), true);
  assert.equal(S.computerToMove(S.withAi(state, { paused: true })), false);
  assert.equal(S.computerToMove(S.withAi(state, { seats: ['3', 'h'] })), false);
  const earlier = S.withView(state, { ...afterE4(), ply: 0 });
  assert.equal(S.computerToMove(earlier), false);
  // A person picks no piece while the computer is to move.
  assert.equal(S.isSource(state, cell('g8')), false);
  assert.equal(S.isSource(S.withAi(state, { seats: ['h', 'h'] }), cell('g8')), true);
  assert.equal(S.isSource(S.withAi(state, { seats: ['h', 'h'] }), cell('e4')), false);
});

test('the placement step: the piece chosen, else the first in hand, and its drops', () => {
  const drop = (to, letter) => ({ ...move(to, to, `${letter}@${to}`), drop: letter });
  const view = snapshot({ placing: true, hand: [['R', 'B'], ['N']], moves: [drop('c3', 'R'), drop('d3', 'B'), drop('e3', 'R')] });
  const state = shown(view);
  assert.equal(S.placing(state), true);
  assert.equal(S.handChoice(state), 'R');
  assert.deepEqual(S.drops(state).map((d) => d.index), [0, 2]);
  const bishop = S.chooseHand(state, 'B');
  assert.equal(S.handChoice(bishop), 'B');
  assert.deepEqual(S.drops(bishop).map((d) => d.index), [1]);
  // A letter not in hand falls back to the first piece.
  assert.equal(S.handChoice(S.chooseHand(state, 'Q')), 'R');
  assert.equal(S.placing(shown()), false);
});

test('a proposal awaiting the partner clears the selection', () => {
  const consent = { index: 0, proposer: 1, partner: 3, byComputer: false, move: 'Qh5', link: 'x' };
  const state = S.setConsent(S.select(shown(), 3), consent);
  assert.equal(state.selected, null);
  assert.equal(state.consent, consent);
  assert.equal(S.setConsent(state, null).consent, null);
});

test('the boards face the person to move, or the person who played before the computer', () => {
  const four = {
    players: [player('Red', 'red', 'up'), player('Blue', 'blue', 'right'), player('Yellow', 'yellow', 'down'), player('Green', 'green', 'left')],
  };
  // Auto-flip on, as players at one screen ask for it (it is off at first).
  const at = (toMove, seats) => S.setAutoFlip(S.withAi(shown({ status: { ...snapshot().status, toMove } }, four), { seats }), true);
  assert.equal(S.initialState().autoFlip, false, 'the board turns only when asked');
  assert.equal(S.facingPlayer(at(1, ['h', 'h', 'h', 'h'])), 1);
  // Blue and Yellow are the computer's: while they move the boards face Red, who moved before them.
  assert.equal(S.facingPlayer(at(2, ['h', '2', '2', 'h'])), 0);
  // Nobody at the board: the first player.
  assert.equal(S.facingPlayer(at(2, ['1', '2', '3', '4'])), 0);
  // Quarter turns clockwise: Blue's army faces right, so the boards turn three quarters.
  assert.equal(S.turnsOf(at(1, ['h', 'h', 'h', 'h'])), 3);
  assert.equal(S.turnsOf(S.toggleFlip(at(1, ['h', 'h', 'h', 'h']))), 1);
  assert.equal(S.turnsOf(S.setSeat(at(1, ['h', 'h', 'h', 'h']), 3)), 1);
  assert.equal(S.turnsOf(S.setAutoFlip(at(1, ['h', 'h', 'h', 'h']), false)), 0);
});

test('choosing no seat gives auto-flip back', () => {
  const off = S.setAutoFlip(S.initialState(), false);
  assert.equal(S.setSeat(off, 2).autoFlip, false);
  assert.equal(S.setSeat(off, null).autoFlip, true);
});

test('the hint shown is the one for the position shown', () => {
  const state = S.withAi(shown(afterE4()), { hint: { link: 'v=1&g=chess&m=e2e4', cells: [[52, 36, 36]], moves: ['e5'] } });
  assert.deepEqual(S.currentHint(state).moves, ['e5']);
  assert.equal(S.currentHint(S.withView(state, snapshot())), null);
});

test('a fade starts only when pieces leave', () => {
  const piece = afterE4().pieces[0];
  assert.deepEqual(S.fadeOut(shown(), [piece], 7).fade, { pieces: [piece], t0: 7 });
  assert.equal(S.fadeOut(shown(), [], 7).fade, null);
});

// Unit tests of the pure parts of www/opening.js: the game of a fresh start, the links the page
// keeps, when a new address asks for another game, and the messages for a broken link.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../www/state.js';
import { DEFAULT_GAME, brokenLinkMessage, freshGame, hashAsksOther, keptLinks } from '../../www/opening.js';
import { afterE4, shown } from './fixtures.js';

test('a fresh start plays the default game, else the first game listed', () => {
  const entry = (id) => ({ id, name: id, family: 'f', summary: '', options: [] });
  assert.equal(freshGame([entry('chess'), entry(DEFAULT_GAME)]), DEFAULT_GAME);
  assert.equal(freshGame([entry('chess'), entry('orwell')]), 'chess');
});

test('the saved link holds the drawings, the address the seats and the drawings', () => {
  const state = S.withDrawings(shown(afterE4()), [
    { ply: 1, colour: 'g', from: 12, to: 28 },
    { ply: 5, colour: 'r', from: 1, to: 1 },
  ]);
  assert.deepEqual(keptLinks(state, ['h', '3']), {
    saved: 'v=1&g=chess&m=e2e4&a=1-g-12-28',
    hash: '#v=1&g=chess&m=e2e4&c=h.3&a=1-g-12-28',
  });
  assert.deepEqual(keptLinks(shown(afterE4()), ['h', 'h']), { saved: 'v=1&g=chess&m=e2e4', hash: '#v=1&g=chess&m=e2e4' });
});

test('a new address asks for another game when its link or its seats differ', () => {
  const view = afterE4();
  assert.equal(hashAsksOther('v=1&g=chess&m=e2e4', view, ['h', 'h']), false);
  assert.equal(hashAsksOther('v=1&g=chess&m=e2e4&a=1-g-1-2', view, ['h', 'h']), false);
  assert.equal(hashAsksOther('v=1&g=chess&m=e2e4&c=h.h', view, ['h', 'h']), false);
  assert.equal(hashAsksOther('v=1&g=chess&m=e2e4&c=h.5', view, ['h', 'h']), true);
  assert.equal(hashAsksOther('v=1&g=chess&m=d2d4', view, ['h', 'h']), true);
  assert.equal(hashAsksOther('v=1&g=chess', null, []), true);
  assert.equal(hashAsksOther('', view, ['h', 'h']), false);
});

test('a broken link keeps the game shown and offers the part that can be read', () => {
  const part = { link: 'v=1&g=chess&m=e2e4', label: 'Chess after 1 move' };
  assert.deepEqual(brokenLinkMessage('link', 'bad move 2', part, 'kept'), {
    kind: 'error',
    text: 'This link could not be opened: bad move 2. Your game was kept. You may open the part of the link that could be read instead.',
    action: { label: 'Open Chess after 1 move instead', link: 'v=1&g=chess&m=e2e4' },
  });
  assert.deepEqual(brokenLinkMessage('link', 'no such game', null, 'kept'), {
    kind: 'error',
    text: 'This link could not be opened: no such game. Your game was kept.',
    action: null,
  });
});

test('with no game to keep, the readable part is opened, else a new game', () => {
  const part = { link: 'L', label: 'Chess after 1 move' };
  assert.equal(brokenLinkMessage('link', 'bad', part, 'part').text, 'This link could not be opened: bad. The part that could be read was opened: Chess after 1 move.');
  assert.equal(brokenLinkMessage('link', 'bad', null, 'fresh').text, 'This link could not be opened: bad. A new game was started.');
  assert.equal(brokenLinkMessage('link', 'bad', part, 'part').action, null);
});

test('a saved game that cannot be restored is a notice, not an error', () => {
  const part = { link: 'L', label: 'Chess after 3 moves' };
  assert.deepEqual(brokenLinkMessage('storage', 'bad', part, 'part'), {
    kind: 'notice',
    text: 'The saved game could not be restored: bad. It was opened up to its first unreadable move (Chess after 3 moves).',
    action: null,
  });
  assert.equal(brokenLinkMessage('storage', 'bad', null, 'fresh').text, 'The saved game could not be restored: bad. A new game was started.');
});

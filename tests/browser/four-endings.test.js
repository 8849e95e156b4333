// Every four-player game ends (issue 42, item 3): the fifty-move rule counted over the players
// still in, and bare kings, end the game on the page with the reason in the status line, the
// game-over state and the saved record.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag } from './helpers.js';

const env = useBrowser();

/** A four-ffa position: the four kings on their squares and a White rook on e5. */
function position(halfmove) {
  const text = `four-ffa:3yK4/8/8/14/14/14/bK13/13rK/14/4wR9/14/8/8/4wK3 w - - ${halfmove} 50`;
  return encodeURIComponent(text);
}

test('the two hundredth ply without a capture or a pawn move draws a four-player game', async () => {
  const url = `${env.server.url}#v=1&g=four-ffa&s=${position(199)}`;
  const { page, context, errors } = await open(env.browser, url);
  let s = await state(page);
  assert.equal(s.over, false);
  await drag(page, 'h1', 'i1');
  s = await state(page);
  assert.equal(s.over, true);
  assert.match(await page.locator('#status').textContent(), /Draw by the fifty-move rule/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('bare kings end a four-player game at once', async () => {
  // Only the four kings: nobody can ever give check, so the game is over as it opens.
  const text = 'four-ffa:3yK4/8/8/14/14/14/bK13/13rK/14/4wR9/14/8/8/4wK3 w - - 0 50';
  const url = `${env.server.url}#v=1&g=four-ffa&s=${encodeURIComponent(text.replace('4wR9', '14'))}`;
  const { page, context, errors } = await open(env.browser, url);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.match(await page.locator('#status').textContent(), /Draw by bare kings/);
  assert.deepEqual(errors, []);
  await context.close();
});

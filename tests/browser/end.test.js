// The end of a game (issue 15, item 6): the evaluation bar used to go on saying "White mates in
// 1" after the mate, Pause stayed enabled, and a mated four-player king was shown "in check".

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag } from './helpers.js';

const env = useBrowser();

test('after the mate the bar shows the result and Pause is disabled', async () => {
  // White mates at once with Ra8#; Black is the computer.
  const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  const url = `${env.server.url}#v=1&g=chess&s=${fen.replaceAll(' ', '+')}&c=h.3`;
  const { page, context, errors } = await open(env.browser, url);
  await page.waitForFunction(() => /mates in 1/.test(document.getElementById('eval-text').textContent), null, { timeout: 20000 });
  assert.equal(await page.locator('#ai-pause').isEnabled(), true);
  await drag(page, 'a1', 'a8');
  const s = await state(page);
  assert.equal(s.over, true);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#eval-text').textContent(), 'White won');
  assert.equal(await page.locator('#ai-pause').isDisabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a king still attacked at the end of a four-player game is out, not in check', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  const words = await page.evaluate(async () => {
    const { seatStatus } = await import('./www/seat-status.js');
    const seat = { out: false, frozen: false, inCheck: true, mustMove: false };
    const over = { status: { over: true, winners: [0], toMove: 1 } };
    const playing = { status: { over: false, winners: [], toMove: 2 } };
    return [seatStatus(seat, 1, over), seatStatus(seat, 1, playing)];
  });
  assert.deepEqual(words, ['out (mated)', 'in check']);
  assert.deepEqual(errors, []);
  await context.close();
});

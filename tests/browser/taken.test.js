// The pieces each player has taken, beside the move list in games of two players: the images of
// the opponent's lost pieces and the material ahead; none in games of more players.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open } from './helpers.js';

const env = useBrowser();

const rows = (page) =>
  page.$$eval('#taken-panel .taken-row', (list) =>
    list.map((r) => ({
      who: r.querySelector('.taken-who').textContent,
      taken: [...r.querySelectorAll('.taken-piece')].map((i) => i.getAttribute('alt')),
      ahead: r.querySelector('.taken-ahead') ? r.querySelector('.taken-ahead').textContent : '',
    })),
  );

test('captured pieces and the material ahead are shown for each player', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4.d7-d5.e4xd5.Qd8xd5.Nb1-c3.Qd5xg2.Bf1xg2`);
  assert.deepEqual(await rows(page), [
    { who: 'White', taken: ['queen', 'pawn'], ahead: '+8' },
    { who: 'Black', taken: ['pawn', 'pawn'], ahead: '' },
  ]);
  // Stepping back shows what was taken at that move: after 3.exd5 only White has taken a pawn;
  // at the start nothing, and the panel is hidden rather than showing two bare names.
  await page.click('#first');
  for (let i = 0; i < 3; i++) await page.click('#forward');
  assert.deepEqual((await rows(page)).map((r) => r.taken), [['pawn'], []]);
  await page.click('#first');
  assert.equal(await page.locator('#taken-panel').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('games of more players show no such panel', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  assert.equal(await page.locator('#taken-panel').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

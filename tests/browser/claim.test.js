// Claiming the win in chess.com's free-for-all: with two players left, the leader who would stay
// first on his own sees Claim the win (the engine decides when); claiming is a step of the game,
// written in the link, after which the game is over; a computer leading so claims at once.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, open, state, importText, settle } from './helpers.js';

const env = useBrowser();

// chess.com's game 100527014 without its last line `55. R` (Red's claim): Yellow has just taken
// Green's king, and Red leads Yellow 72 to 41 with Blue and Green out.
const record = readFileSync(new URL('../data/pgn4/ffa-100527014.pgn4', import.meta.url), 'utf8').replace(/\n55\. R\s*$/, '\n');
// The same game one round earlier, before Yellow's capture: three players in, no claim.
const earlier = record.replace(/\n54\. Ri12-i11\+ \.\. Bg14xKk10#\s*$/, '\n');

test('the leader of the last two claims the win: the game ends with him first', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(page, earlier);
  let s = await state(page);
  assert.equal(s.game, '4pc-ffa');
  assert.equal(s.over, false);
  assert.equal(await page.locator('#claim-win').isVisible(), false, 'three players are in');

  await importText(page, record);
  s = await state(page);
  assert.equal(s.over, false, 'a lead does not end the game by itself');
  assert.equal(await page.locator('#claim-win').isVisible(), true);
  await page.click('#claim-win');
  assert.match(await page.textContent('#agreement-question'), /^Red claims the win\?/);
  await page.click('#agreement-yes');
  await settle(page);
  s = await state(page);
  assert.equal(s.over, true);
  assert.match(s.link, /\.claim0(&|$)/);
  assert.equal(s.history[s.history.length - 1], 'Red claimed the win');
  assert.match(await page.locator('#status').textContent(), /Red/);
  assert.equal(await page.locator('#claim-win').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a computer leading the last two claims the win on its turn', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(page, record);
  const link = (await state(page)).link.replace(/&c=[^&]*/, '');
  await page.goto(`${env.server.url}#${link}&c=1.h.h.h`);
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().over, null, { timeout: 20000 });
  const s = await state(page);
  assert.equal(s.history[s.history.length - 1], 'Red claimed the win');
  assert.deepEqual(errors, []);
  await context.close();
});

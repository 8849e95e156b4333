// Messages belong to the moment (issue 15, item 5): an Orwell pass message used to stay for ten
// plies, and an import error stood beside the old "imported" notice. A message now goes when
// another position is shown, and an import error replaces the banner's old success.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, settle, firstRoll } from './helpers.js';

const env = useBrowser();

// Orwell's first roll for a seed (docs/engine-api.md; as in orwell.test.js): a seed whose first
// roll is made of 3s and 4s, which no piece can use at the start, so White passes.
let SEED = 1;
while (!firstRoll(SEED).every((f) => f === 3 || f === 4)) SEED++;

test('an Orwell pass message goes with the next step', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell&d=${SEED}`);
  await page.click('#roll');
  await page.click('#pass');
  await settle(page);
  let s = await state(page);
  assert.match(s.message.text, /White passes/);
  assert.equal(await page.locator('#message').isVisible(), true);
  await page.click('#roll'); // Black rolls: another moment
  await settle(page);
  s = await state(page);
  assert.equal(s.length, 3);
  assert.equal(s.message, null);
  assert.equal(await page.locator('#message').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a notice goes when a move is made', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4`);
  await page.click('#new-game');
  await settle(page);
  assert.match((await state(page)).message.text, /Recent games/);
  await drag(page, 'd2', 'd4');
  assert.equal((await state(page)).message, null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an import error does not stand beside an old success', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await page.click('#io-panel summary');
  await page.fill('#io-text', `${env.server.url}#v=1&g=chess&m=e2-e4`);
  await page.click('#io-import');
  await settle(page);
  assert.match((await state(page)).message.text, /link was imported/);
  await page.fill('#io-text', '[Game "chess"]\n1. e4 e4');
  await page.click('#io-import');
  await settle(page);
  assert.equal(await page.locator('#io-error').isVisible(), true);
  assert.equal((await state(page)).message, null, 'the old success is gone');
  assert.equal(await page.locator('#message').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

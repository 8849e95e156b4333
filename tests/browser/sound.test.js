// Sounds: a move, a capture, a check and the end each have their own; stepping through the moves
// and taking one back are silent; the mute switch silences them and is remembered.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, drag, settle } from './helpers.js';

const env = useBrowser();
const heard = (page) => page.evaluate(() => window.quadrille.sounds());

test('moves, captures, checks and the end sound; stepping back is silent', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await drag(page, 'e2', 'e4');
  await drag(page, 'd7', 'd5');
  await drag(page, 'e4', 'd5');
  await drag(page, 'e7', 'e6');
  await drag(page, 'f1', 'b5');
  assert.deepEqual(await heard(page), ['move', 'move', 'capture', 'move', 'check']);
  await page.click('#back');
  await page.click('#first');
  await page.click('#last');
  await page.click('#undo');
  await settle(page);
  assert.equal((await heard(page)).length, 5, 'no sound for stepping or undo');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the end of the game has its own sound; muted, nothing sounds, and it stays muted", async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=f2-f3.e7-e5.g2-g4`);
  await drag(page, 'd8', 'h4');
  assert.deepEqual(await heard(page), ['end']);
  await page.click('#game-over-close');
  await page.click('#undo');
  await page.click('#look-panel summary');
  await page.uncheck('#sound-on');
  await drag(page, 'd8', 'h4');
  assert.deepEqual(await heard(page), ['end']);
  await page.reload();
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  assert.equal(await page.isChecked('#sound-on'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

// The first visit: a choice between playing the computer (a level and a colour) and playing with
// friends at this screen, at the top of the page. The board turns to the player to move only for
// friends at one screen, who asked for it; a returning visitor and a visitor by link see no choice.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag, settle } from './helpers.js';

const env = useBrowser();

const ai = (page) => page.evaluate(() => window.quadrille.ai());

test('first visit, on a phone: the choice is on screen; playing the computer as Black', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url, { viewport: { width: 390, height: 844 }, touch: true });
  const box = await page.locator('#welcome').boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the choice is on the screen: ${JSON.stringify(box)}`);
  assert.equal((await state(page)).autoFlip, false, 'no auto-flip before anyone asked for it');
  await page.selectOption('#welcome-level', '1');
  await page.selectOption('#welcome-colour', '1');
  await page.click('#welcome-computer');
  assert.equal(await page.isVisible('#welcome'), false);
  assert.deepEqual((await ai(page)).seats, ['1', 'h'], 'the computer (level 1) plays White');
  let s = await state(page);
  assert.equal(s.turns, 2, 'the board faces Black, the person');
  await page.waitForFunction(() => window.quadrille.state().length === 1, null, { timeout: 20000 });
  s = await state(page);
  assert.equal(s.turns, 2, 'and keeps facing him');
  assert.deepEqual(errors, []);
  await context.close();
});

test('first visit: playing with friends at this screen turns the board after each move', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  assert.equal(await page.isVisible('#welcome'), true);
  await page.click('#welcome-friends');
  assert.equal(await page.isVisible('#welcome'), false);
  assert.deepEqual((await ai(page)).seats, ['h', 'h']);
  assert.equal((await state(page)).autoFlip, true);
  await drag(page, 'e2/A', 'e4/A');
  assert.equal((await state(page)).turns, 2, 'the board turned to Black');
  // A returning visitor: no choice, and what he chose is kept.
  const again = await context.newPage();
  await again.goto(env.server.url);
  await ready(again);
  assert.equal(await again.isVisible('#welcome'), false);
  assert.equal(await again.evaluate(() => window.quadrille.state().autoFlip), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('first visit: a move on the board without choosing is a game between people, the board unturned', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  await settle(page);
  assert.equal(await page.isVisible('#welcome'), false, 'the choice goes away');
  assert.equal((await state(page)).turns, 0, 'the board did not turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a first visit by a link shows the game of the link without the choice, unturned', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4`);
  assert.equal(await page.isVisible('#welcome'), false);
  const s = await state(page);
  assert.equal(s.autoFlip, false);
  assert.equal(s.turns, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

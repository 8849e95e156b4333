// The first visit's early board: while the engine is still on its way (its request held here),
// the page already shows the default game's start position, drawn from what the build wrote into
// it, with the first visit's choice waiting disabled; once the engine is up the same board plays.
// A visit by link or with a saved game shows no early board (its position is not known before).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, ready, settle, drag, state } from './helpers.js';

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A page whose engine (the wasm file) is held until `release()` is called. */
async function held(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  /** @type {() => void} */
  let release = () => {};
  const gate = new Promise((resolve) => (release = resolve));
  await page.route(/_bg\.wasm$/, async (route) => {
    await gate;
    await route.continue();
  });
  return { page, errors, release };
}

/** Whether the page drew its first board, after its scripts have run and two frames passed. */
const drewBoard = (page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    await frame();
    await frame();
    return performance.getEntriesByName('quadrille-first-board').length > 0;
  });

const canvasImage = (page) => page.evaluate(() => /** @type {HTMLCanvasElement} */ (document.getElementById('board')).toDataURL());

test('first visit on a phone: the start position is drawn before the engine arrives, and is the board that then plays', async () => {
  const context = await env.browser.newContext(PHONE);
  const { page, errors, release } = await held(context);
  await page.goto(env.server.url);
  await page.waitForFunction(() => performance.getEntriesByName('quadrille-first-board').length > 0, null, { timeout: 20000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  assert.equal(await page.evaluate(() => document.body.dataset.ready), undefined, 'the engine is not up yet');
  assert.match(await page.textContent('#status'), /Loading/);
  assert.equal(await page.isVisible('#welcome'), true, 'the choice is shown');
  assert.match(await page.textContent('#welcome-game'), /Alice Chess/);
  assert.equal(await page.isDisabled('#welcome-computer'), true, 'and waits for the engine');
  assert.equal(await page.isDisabled('#welcome-friends'), true);
  const early = await canvasImage(page);
  const box = await page.locator('#board').boundingBox();

  release();
  await ready(page);
  await settle(page);
  assert.equal(await page.isDisabled('#welcome-computer'), false, 'the choice works once the engine is up');
  assert.equal(await page.isVisible('#welcome'), true);
  assert.deepEqual(await page.locator('#board').boundingBox(), box, 'the board did not move');
  assert.equal(await canvasImage(page), early, 'the engine draws the very board shown before it');
  await drag(page, 'e2/A', 'e4/A');
  assert.equal((await state(page)).length, 1, 'and it plays');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a visit by link shows no early board: the linked game waits for the engine', async () => {
  const context = await env.browser.newContext(PHONE);
  const { page, errors, release } = await held(context);
  await page.goto(`${env.server.url}#v=1&g=chess&m=e2-e4`);
  assert.equal(await drewBoard(page), false);
  release();
  await ready(page);
  assert.equal((await state(page)).game, 'chess');
  assert.equal(await page.isVisible('#welcome'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a returning visitor with a saved game shows no early board of the default game', async () => {
  const context = await env.browser.newContext(PHONE);
  const first = await context.newPage();
  await first.goto(`${env.server.url}#v=1&g=chess&m=e2-e4`);
  await ready(first);
  await first.close();
  const { page, errors, release } = await held(context);
  await page.goto(env.server.url);
  assert.equal(await drewBoard(page), false);
  release();
  await ready(page);
  assert.equal((await state(page)).game, 'chess', 'the saved game is opened');
  assert.equal(await page.isVisible('#welcome'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

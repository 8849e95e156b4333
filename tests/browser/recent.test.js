// Recent games (issue 15, item 3): picking a game in the chooser used to do nothing until "New
// game", and "New game" threw the game in progress away. Now picking a game starts it, and the
// game left is kept under Recent games (the last ten, in the browser's storage), resumable.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag, settle } from './helpers.js';

const env = useBrowser();

test('picking another game starts it, and the game left can be resumed', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');
  assert.equal(await page.locator('#recent-panel').isHidden(), true, 'no recent game yet');
  await page.selectOption('#game-select', 'chess');
  await settle(page);
  let s = await state(page);
  assert.equal(s.game, 'chess', 'the game picked starts at once');
  assert.equal(s.length, 0);
  assert.match(s.message.text, /kept under Recent games/);
  const panel = page.locator('#recent-panel');
  assert.equal(await panel.isVisible(), true);
  assert.equal(await page.locator('#recent-count').textContent(), '1');
  await page.locator('#recent-panel summary').click();
  const entry = page.locator('#recent-list button').first();
  assert.match(await entry.textContent(), /^Alice Chess · 2 moves · /);
  // The list survives a reload.
  await page.reload();
  await ready(page);
  assert.equal((await state(page)).game, 'chess');
  assert.equal(await page.locator('#recent-count').textContent(), '1');
  await page.locator('#recent-panel summary').click();
  await page.locator('#recent-list button').first().click();
  await settle(page);
  s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.length, 2, 'the game left is back, whole');
  assert.equal(s.link, 'v=1&g=alice&m=e2-e4.d7-d5');
  // The empty chess game was not worth keeping, and the resumed game left the list.
  assert.equal(await page.locator('#recent-panel').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('"New game" keeps the game in progress, with its side lines, and says so', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4.e7-e5.g1-f3`);
  await page.locator('#back').click();
  await drag(page, 'f1', 'c4');
  assert.equal((await state(page)).lines.length, 1);
  await page.locator('#new-game').click();
  await settle(page);
  let s = await state(page);
  assert.equal(s.length, 0);
  assert.match(s.message.text, /previous one is kept under Recent games/);
  await page.locator('#recent-panel summary').click();
  assert.match(await page.locator('#recent-list button').first().textContent(), /^Chess · 3 moves, 1 side line/);
  await page.locator('#recent-list button').first().click();
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.history, ['e4', 'e5', 'Bc4']);
  assert.deepEqual(s.lines, [['e4', 'e5', 'Nf3']]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('at most ten recent games are kept, the newest first', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  // Pawn moves a step each, White and Black in turn: a2-a3 a7-a6 b2-b3 b7-b6 ...
  const moves = [...'abcdefgh'].flatMap((f) => [`${f}2-${f}3`, `${f}7-${f}6`]);
  for (let n = 1; n <= 12; n++) {
    await page.evaluate((m) => (location.hash = `v=1&g=chess&m=${m}`), moves.slice(0, n).join('.'));
    await page.waitForFunction((k) => window.quadrille.state().length === k, n);
  }
  assert.equal(await page.locator('#recent-count').textContent(), '10');
  await page.locator('#recent-panel summary').click();
  assert.match(await page.locator('#recent-list button').first().textContent(), /^Chess · 11 moves/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link that replaces the saved game keeps it under Recent games', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  await page.goto(`${env.server.url}#v=1&g=chess&m=d2-d4`);
  await ready(page);
  const s = await state(page);
  assert.equal(s.game, 'chess');
  assert.equal(await page.locator('#recent-count').textContent(), '1');
  await page.locator('#recent-panel summary').click();
  assert.match(await page.locator('#recent-list button').first().textContent(), /^Alice Chess · 1 move · /);
  // A reload of the same link keeps nothing twice.
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('#recent-count').textContent(), '1');
  assert.deepEqual(errors, []);
  await context.close();
});

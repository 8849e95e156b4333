// Two tabs on one saved game: a move in one tab shows in the other (the `storage` event), and a
// game one tab would overwrite is kept, as a side line (the same game, another continuation) or
// under Recent games (another game), and the player is told.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag } from './helpers.js';

const env = useBrowser();

/** Waits until the page's state satisfies `ok` (given the state). */
async function until(page, ok, what) {
  for (let i = 0; i < 100; i++) {
    if (ok(await state(page))) return;
    await page.waitForTimeout(50);
  }
  assert.fail(`${what}: ${JSON.stringify((await state(page)).history)}`);
}

test('a move played in one tab shows in the other tab on the same saved game', async () => {
  const one = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  const two = await open(env.browser, env.server.url, { context: one.context });
  assert.equal((await state(two.page)).game, 'chess', 'the second tab opened the saved game');
  await drag(one.page, 'e2', 'e4');
  await until(two.page, (s) => s.history.join() === 'e4', 'the second tab shows e4');
  await drag(two.page, 'e7', 'e5');
  await until(one.page, (s) => s.history.join() === 'e4,e5', 'the first tab shows e4 e5');
  assert.equal((await state(one.page)).ply, 2);
  // A reload of either keeps both moves.
  await one.page.reload();
  await ready(one.page);
  assert.deepEqual((await state(one.page)).history, ['e4', 'e5']);
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
  await one.context.close();
});

test('a game another tab would overwrite is kept as a side line, and the player is told', async () => {
  const one = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4.e7-e5`);
  // The second tab saved 1.e4 c5 at the same moment, without having seen e5 (written straight
  // into the storage, as a tab that missed the first one's move would).
  const other = await one.context.newPage();
  await other.goto(env.server.url + 'build.json');
  await other.evaluate(() =>
    localStorage.setItem(
      'quadrille.game',
      JSON.stringify({ v: 1, link: 'v=1&g=chess&m=e2-e4.c7-c5', flipped: false, autoFlip: false, autoRoll: false, seat: null, lines: [] }),
    ),
  );
  await until(one.page, (s) => s.history.join() === 'e4,c5', 'the first tab follows the other');
  let s = await state(one.page);
  assert.deepEqual(s.lines, [['e4', 'e5']], 'the moves of the first tab are a side line');
  assert.match(s.message.text, /another tab/i);
  // After a reload both lines are there.
  await one.page.goto(env.server.url);
  await ready(one.page);
  s = await state(one.page);
  assert.deepEqual([s.history, s.lines], [['e4', 'c5'], [['e4', 'e5']]]);
  assert.deepEqual(one.errors, []);
  await one.context.close();
});

test('another game opened in another tab: the game of this tab goes to Recent games', async () => {
  const one = await open(env.browser, `${env.server.url}#v=1&g=chess&m=d2-d4`);
  const two = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`, { context: one.context });
  await until(one.page, (s) => s.game === 'alice', 'the first tab shows the game of the second');
  const s = await state(one.page);
  assert.deepEqual(s.history, ['e4/B']);
  assert.match(s.message.text, /Recent games/);
  const recent = await one.page.locator('#recent-panel li').allTextContents();
  assert.ok(recent.some((t) => /Chess/.test(t) && /1 move/.test(t)), JSON.stringify(recent));
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
  await one.context.close();
});

test('a move taken back in another tab: this tab follows, and keeps the move as a side line', async () => {
  const one = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4.e7-e5`);
  const two = await open(env.browser, env.server.url, { context: one.context });
  await two.page.click('#undo');
  await until(one.page, (s) => s.history.join() === 'e4', 'the first tab follows the undo');
  assert.deepEqual((await state(one.page)).lines, [['e4', 'e5']]);
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
  await one.context.close();
});

test('a tab that follows another does not write the game back: its echo cannot undo the other tab\'s next move', async () => {
  const one = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  const two = await open(env.browser, env.server.url, { context: one.context });
  // Two moves in the second tab, the second before the first tab has seen the first.
  await two.page.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (document.getElementById('move-input'));
    const form = /** @type {HTMLFormElement} */ (input.form);
    input.value = 'e4';
    form.requestSubmit();
    input.value = 'e5';
    form.requestSubmit();
  });
  assert.deepEqual((await state(two.page)).history, ['e4', 'e5']);
  await until(one.page, (s) => s.history.join() === 'e4,e5', 'the first tab follows both moves');
  // Let any write of the first tab reach the second.
  await two.page.waitForTimeout(500);
  const s = await state(two.page);
  assert.deepEqual([s.history, s.lines], [['e4', 'e5'], []], 'the second tab keeps its moves, with no side line');
  assert.equal(s.message, null);
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
  await one.context.close();
});

// Pondering: while a person thinks against the computer at level 7 or 8, the computer's worker
// goes on searching the person's position in short slices (www/ponder.js), and the person's move
// does not stop that worker (it keeps the table that pondering filled). Not against the weaker
// levels, not while paused, not in games with dice or of more sides, not between two people.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag } from './helpers.js';

const env = useBrowser();

const ai = (page) => page.evaluate(() => window.quadrille.ai());

function waitFor(page, fn, arg, timeout = 30000) {
  return page.waitForFunction(fn, arg, { timeout, polling: 50 });
}

test('against level 8 the computer ponders in the person\'s time and keeps its worker', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await page.selectOption('#ai-speed', 'fast');
  await page.selectOption('#seat-1', '8');
  // At the start White (the person) is to move: the evaluation, then slices of pondering.
  await waitFor(page, () => window.quadrille.ai().pondered >= 2);
  const before = await ai(page);
  assert.equal(before.workers, 1, 'one worker');
  assert.ok(before.evaluation, 'the evaluation bar is filled by the same searches');
  // The person moves in the middle of pondering: the computer answers, in the same worker.
  await drag(page, 'e2/A', 'e4/A');
  await waitFor(page, () => window.quadrille.state().length === 2);
  const s = await state(page);
  assert.equal(s.toMove, 0, 'the computer answered');
  assert.equal((await ai(page)).workers, 1, 'the worker (and its table) was kept for the move');
  // It ponders again on the person's new turn.
  const slices = (await ai(page)).pondered;
  await waitFor(page, (n) => window.quadrille.ai().pondered > n, slices);
  // Pause stops pondering.
  await page.click('#ai-pause');
  await page.waitForTimeout(800);
  const paused = (await ai(page)).pondered;
  await page.waitForTimeout(1200);
  assert.equal((await ai(page)).pondered, paused, 'no pondering while paused');
  assert.deepEqual(errors, []);
  await context.close();
});

test("Pause right after the person's move, while pondering ends its slice, holds the computer", async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await page.selectOption('#ai-speed', 'fast');
  await page.selectOption('#seat-1', '8');
  await waitFor(page, () => window.quadrille.ai().pondered >= 1);
  // The person moves during a slice: the computer's move waits for the slice to end.
  await drag(page, 'e2', 'e4');
  await waitFor(page, () => window.quadrille.ai().thinking === 1);
  await page.click('#ai-pause');
  await page.waitForTimeout(1500);
  assert.equal((await state(page)).length, 1, 'the computer did not move while paused');
  await page.click('#ai-pause');
  await waitFor(page, () => window.quadrille.state().length === 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no pondering against a weaker level, between two people, or with dice', async () => {
  for (const [game, seat] of [['chess', '5'], ['chess', 'h'], ['orwell', '8']]) {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${game}`);
    await page.selectOption('#seat-1', seat);
    await page.waitForTimeout(2500);
    assert.equal((await ai(page)).pondered, 0, `${game} against ${seat}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

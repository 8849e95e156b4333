// While the computer thinks (issue 15, items 4 and 9): auto-flip used to turn the board towards
// the computer, and the computer's pieces could be picked (targets appeared, the move was
// ignored). The board faces the person and offers nothing to pick until the computer has moved.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, click } from './helpers.js';

const env = useBrowser();

test('against the computer the board keeps facing the person, and its pieces cannot be picked', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&c=h.2`);
  await page.selectOption('#ai-speed', 'slow');
  await page.check('#auto-flip');
  assert.equal((await state(page)).autoFlip, true);
  await drag(page, 'e2', 'e4');
  let s = await state(page);
  assert.equal(s.toMove, 1, 'the computer is to move');
  assert.equal(s.length, 1);
  assert.equal(s.turns, 0, 'the board still faces White, the person');
  await click(page, 'e7');
  s = await state(page);
  assert.equal(s.selected, null, "the computer's pawn cannot be picked");
  assert.deepEqual(s.targets, []);
  await page.waitForFunction(() => window.quadrille.state().length === 2, null, { timeout: 20000 });
  s = await state(page);
  assert.equal(s.turns, 0);
  // The person's own pieces can be picked again.
  await click(page, 'd2');
  assert.equal((await state(page)).selected, 'd2');
  assert.deepEqual(errors, []);
  await context.close();
});

test('between two people auto-flip still turns the board', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await page.check('#auto-flip');
  await drag(page, 'e2', 'e4');
  const s = await state(page);
  assert.equal(s.turns, 2, 'the board turned to Black');
  assert.deepEqual(errors, []);
  await context.close();
});

test('four players, two of them the computer: the board faces the last person', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa&c=h.2.h.2`);
  await page.selectOption('#ai-speed', 'slow');
  let s = await state(page);
  const first = s.turns;
  const m = s.moves.find((x) => !x.pass);
  await click(page, m.from);
  await click(page, m.to);
  s = await state(page);
  assert.equal(s.toMove, 1);
  assert.equal(s.turns, first, "the board does not turn to the computer's seat");
  assert.deepEqual(errors, []);
  await context.close();
});

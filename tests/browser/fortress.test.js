// Fortress Chess on the page: the barriers are drawn, the placement step is played with the mouse
// and the hand panel (a piece chosen, a click on a cell of the fortress, the default placement),
// the computer places its own pieces, a round of four moves is played by mouse, and the link of
// the game opens the same position in a new page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, click, pixel, saveShot, settle } from './helpers.js';

const env = useBrowser();

/** Whether a point of the board is drawn in the barrier's dark brown. */
async function wallAt(page, name, fx, fy) {
  const [r, g, b] = await pixel(page, name, fx, fy);
  return r < 90 && g < 60 && b < 40;
}

test('the placement step: a piece chosen, a click in the fortress, the default placement', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=fortress`);
  let s = await state(page);
  assert.equal(s.game, 'fortress');
  assert.equal(s.placing, true);
  assert.deepEqual(s.hand, [['R', 'B', 'N'], ['R', 'B', 'N'], ['R', 'B', 'N'], ['R', 'B', 'N']]);
  assert.equal(await page.locator('#hand-panel').isVisible(), true);
  assert.match(await page.locator('#hand-text').textContent(), /White: place your rook, bishop, knight/);
  // The drops offered are the 16 cells of the south-east fortress, and nothing else moves.
  assert.equal(s.drops.length, 16);
  assert.ok(s.drops.includes('m1') && s.drops.includes('p4') && !s.drops.includes('a1'));
  await click(page, 'e4');
  assert.equal((await state(page)).selected, null, 'no pawn moves during the placement');

  // The barriers: the east side of the south-west fortress (d4|e4) is drawn, its opening (c4|c5) is not.
  assert.equal(await wallAt(page, 'd4', 0.95, 0.5), true, 'a barrier at d4|e4');
  assert.equal(await wallAt(page, 'd4', 0.5, 0.5), false);
  assert.equal(await wallAt(page, 'c4', 0.5, 0.05), false, 'no barrier across the opening c4|c5');

  await click(page, 'm1');
  s = await state(page);
  assert.deepEqual(s.history, ['R@m1']);
  assert.deepEqual(s.hand[0], ['B', 'N']);
  assert.equal(s.toMove, 0, 'White keeps the turn until his hand is empty');
  assert.equal(s.drops.includes('m1'), false);

  await page.locator('#hand-pieces button[data-letter="N"]').click();
  await settle(page);
  s = await state(page);
  assert.equal(s.handChoice, 'N');
  await click(page, 'p4');
  s = await state(page);
  assert.deepEqual(s.history, ['R@m1', 'N@p4']);

  await page.locator('#hand-default').click();
  await settle(page);
  s = await state(page);
  assert.equal(s.history.length, 3);
  assert.match(s.history[2], /^B@/);
  assert.equal(s.toMove, 1, 'Black places next');
  assert.match(await page.locator('#hand-text').textContent(), /Black: place/);
  await saveShot(page, 'fortress-placement.png');

  for (let i = 0; i < 3; i++) {
    await page.locator('#hand-default').click();
    await settle(page);
  }
  s = await state(page);
  assert.equal(s.placing, false);
  assert.equal(s.history.length, 12);
  assert.equal(await page.locator('#hand-panel').isVisible(), false);
  assert.equal(s.toMove, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the computer places its own pieces', async () => {
  // Black is the computer at level 1; White places by default, then Black's three drops follow.
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=fortress&c=h.1.h.h`);
  await page.locator('#hand-default').click();
  await page.waitForFunction(() => window.quadrille.state().toMove === 2, null, { timeout: 20000 });
  const s = await state(page);
  assert.equal(s.history.length, 6);
  assert.deepEqual(s.hand[1], []);
  assert.ok(s.history.slice(3).every((m) => /^[RBN]@[a-d][1-4]$/.test(m)), s.history.join(' '));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a round of four moves by mouse after the placement, and the link opens the same game', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=fortress`);
  for (let i = 0; i < 4; i++) {
    await page.locator('#hand-default').click();
    await settle(page);
  }
  await drag(page, 'g4', 'g6');
  await drag(page, 'd8', 'f8');
  await click(page, 'h13');
  await click(page, 'h11');
  await drag(page, 'm9', 'k9');
  let s = await state(page);
  assert.deepEqual(s.history.slice(12), ['g4-g6', 'd8-f8', 'h13-h11', 'm9-k9']);
  assert.equal(s.toMove, 0);
  await saveShot(page, 'fortress-round.png');

  const other = await context.newPage();
  await other.goto(`${env.server.url}#${s.link}`);
  await other.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  const t = await other.evaluate(() => window.quadrille.state());
  assert.equal(t.position, s.position);
  assert.deepEqual(t.history, s.history);
  assert.deepEqual(errors, []);
  await context.close();
});

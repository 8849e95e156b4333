// Moves are animated: a clicked move slides the piece, then (in the Alice family) it passes
// through the looking-glass to the other board; a dragged piece is not slid again, but still
// passes through; people who ask for less motion get none.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, centre, pixel, settle } from './helpers.js';

const env = useBrowser();

const animating = (page) => page.evaluate(() => window.quadrille.animating());

/** A drag without the helper's wait for the piece to arrive. */
async function rawDrag(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

async function rawClick(page, name) {
  const p = await centre(page, name);
  await page.mouse.click(p.x, p.y);
}

test('a clicked Alice move slides, then passes to board B; the piece ends on B', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  const emptyB = await pixel(page, 'e4/B');
  await rawClick(page, 'e2/A');
  await rawClick(page, 'e4/A');
  assert.equal(await animating(page), true);
  await page.waitForFunction(() => !window.quadrille.animating());
  await settle(page);
  const after = await pixel(page, 'e4/B');
  assert.notDeepEqual(after, emptyB, 'the pawn is drawn on e4/B at the end');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a dragged chess move is not animated; a dragged Alice move still passes through', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await rawDrag(page, 'e2', 'e4');
  assert.equal((await state(page)).length, 1);
  assert.equal(await animating(page), false);
  await context.close();
  const alice = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await rawDrag(alice.page, 'e2/A', 'e4/A');
  assert.equal(await animating(alice.page), true, 'the transfer is shown');
  assert.deepEqual(errors, []);
  assert.deepEqual(alice.errors, []);
  await alice.context.close();
});

test('less motion: no animation', async () => {
  const context = await env.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`, { context });
  await rawClick(page, 'e2/A');
  await rawClick(page, 'e4/A');
  assert.equal(await animating(page), false);
  assert.equal((await state(page)).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

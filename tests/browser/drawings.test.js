// Arrows and circles drawn with the right mouse button: one per gesture, toggled by drawing the
// same again, coloured by Shift and Alt, kept per position in the link and the saved game, and
// cleared by a left click; a link with broken drawings opens without them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, centre, settle, pixel, drag } from './helpers.js';

const env = useBrowser();
const drawings = (page) => page.evaluate(() => window.quadrille.drawings());

async function rightDrag(page, from, to, modifiers = []) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 3 });
  await page.mouse.up({ button: 'right' });
  for (const m of modifiers) await page.keyboard.up(m);
  await settle(page);
}

test('arrows and circles are drawn, toggled, coloured and kept in the link per position', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4`);
  const before = await pixel(page, 'e5');
  await rightDrag(page, 'd7', 'd5');
  await rightDrag(page, 'e5', 'e5', ['Shift']);
  let d = await drawings(page);
  assert.equal(d.length, 2);
  assert.deepEqual(d.map((x) => [x.ply, x.colour, x.from === x.to]), [[1, 'g', false], [1, 'r', true]]);
  assert.notDeepEqual(await pixel(page, 'e5', 0.5, 0.08), before, 'the red ring is drawn on e5');
  let s = await state(page);
  assert.match(await page.evaluate(() => location.hash), /&a=1-g-\d+-\d+\.1-r-(\d+)-\1$/);
  // The same circle again takes it away.
  await rightDrag(page, 'e5', 'e5', ['Shift']);
  assert.equal((await drawings(page)).length, 1);
  // Another position has its own drawings: back one move, nothing drawn there.
  await page.click('#back');
  await settle(page);
  await rightDrag(page, 'g1', 'f3', ['Alt']);
  d = await drawings(page);
  assert.deepEqual(d.map((x) => [x.ply, x.colour]), [[1, 'g'], [0, 'b']]);
  // The saved game keeps them.
  const hash = await page.evaluate(() => location.hash);
  await page.goto(`${env.server.url}`);
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  assert.equal((await drawings(page)).length, 2);
  // A left click on the board clears the drawings of the position shown.
  await page.click('#last');
  await settle(page);
  const e4 = await centre(page, 'a4');
  await page.mouse.click(e4.x, e4.y);
  await settle(page);
  assert.deepEqual((await drawings(page)).map((x) => x.ply), [0]);
  s = await state(page);
  assert.equal(s.length, 1);
  // A shared link brings them to another page.
  const other = await open(env.browser, `${env.server.url}${hash}`);
  assert.equal((await drawings(other.page)).length, 2);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await other.context.close();
  await context.close();
});

test('broken drawings in a link are left out; the game opens', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4&a=1-g-1-2.x-y-z.99999-g-1-1.1-q-3-3`);
  assert.equal((await state(page)).length, 1);
  assert.deepEqual((await drawings(page)).map((x) => [x.ply, x.from, x.to]), [[1, 1, 2]]);
  await drag(page, 'd7/A', 'd5/A');
  assert.equal((await state(page)).length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

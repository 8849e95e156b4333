// A piece is named on hover (the board's tooltip) and after a long press on a touch screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, centre } from './helpers.js';

const env = useBrowser();

test('hovering a piece names it; an empty cell has no tooltip', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  const g1 = await centre(page, 'g1/A');
  await page.mouse.move(g1.x, g1.y);
  assert.equal(await page.getAttribute('#board', 'title'), 'White knight on g1/A');
  const e4 = await centre(page, 'e4/B');
  await page.mouse.move(e4.x, e4.y);
  assert.equal(await page.getAttribute('#board', 'title'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a long press on a touch screen shows the name above the finger', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell&d=7`, {
    viewport: { width: 390, height: 844 },
    touch: true,
  });
  const s = await page.evaluate(() => window.quadrille.state());
  const piece = s.pieces.find((p) => p.owner === 1);
  const at = await centre(page, piece.cell);
  const cdp = await context.newCDPSession(page);
  const point = { x: at.x, y: at.y, id: 1 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForSelector('#piece-tip:not([hidden])', { timeout: 3000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.match(await page.textContent('#piece-tip'), new RegExp(`^Red .+ on ${piece.cell}$`));
  assert.deepEqual(errors, []);
  await context.close();
});

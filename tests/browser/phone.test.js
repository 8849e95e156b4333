// On a phone: the "which board?" chooser is a sheet at the bottom of the screen, above the dock;
// the long-press label of a piece goes when the finger drags; the large boards can be zoomed so a
// finger can hit their cells.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, click, centre, settle } from './helpers.js';

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, touch: true };

test('phone: the choice of board is a sheet at the bottom of the screen, above the dock', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice3`, PHONE);
  await click(page, 'g1/A');
  await click(page, 'f3/A');
  const sheet = await page.locator('#chooser').boundingBox();
  assert.ok(sheet, 'the chooser is shown');
  assert.ok(sheet.x >= 0 && sheet.x + sheet.width <= 390 + 0.5, `within the width: ${JSON.stringify(sheet)}`);
  assert.ok(sheet.width >= 380, 'as wide as the screen');
  assert.ok(Math.abs(sheet.y + sheet.height - 844) <= 1, 'at the bottom of the screen');
  // Nothing covers its buttons (the dock is fixed at the bottom too).
  for (const b of await page.locator('#chooser button').all()) {
    const r = await b.boundingBox();
    const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#chooser') != null, {
      x: r.x + r.width / 2,
      y: r.y + r.height / 2,
    });
    assert.ok(top, 'a button of the sheet is on top');
  }
  await page.locator('#chooser button', { hasText: 'To board C' }).click();
  assert.equal((await state(page)).history[0], 'Nf3/C');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: a drag takes away the long-press label of the piece', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`, PHONE);
  const cdp = await context.newCDPSession(page);
  const from = await centre(page, 'g1');
  const to = await centre(page, 'f3');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] });
  await page.waitForSelector('#piece-tip:not([hidden])', { timeout: 3000 });
  for (let i = 1; i <= 6; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6, id: 1 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  assert.equal(await page.isHidden('#piece-tip'), true, 'the label went with the drag');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page);
  assert.equal(await page.isHidden('#piece-tip'), true);
  // A drag started at once shows no label at all, even when the finger then rests.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: to.x, y: to.y + 2, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to.x + 30, y: to.y + 30, id: 1 }] });
  await page.waitForTimeout(900);
  assert.equal(await page.isHidden('#piece-tip'), true, 'no label after a drag');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.deepEqual(errors, []);
  await context.close();
});

for (const game of ['fortress', 'alice3', 'four-teams']) {
  test(`phone: ${game}'s cells can be zoomed to a finger's size, and moves are played zoomed`, async () => {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${game}`, PHONE);
    const before = await page.evaluate(() => window.quadrille.cellSize());
    assert.ok(before < 36, `small cells before the zoom (${before})`);
    assert.equal(await page.isVisible('#zoom'), true, 'a zoom button for a large board');
    await page.click('#zoom');
    await settle(page);
    const after = await page.evaluate(() => window.quadrille.cellSize());
    assert.ok(after >= 40, `cells of at least 40 px zoomed (${after})`);
    // The first player's first move begins with a tap on the zoomed board.
    const s = await state(page);
    const m = s.moves.find((x) => !x.pass);
    // The cell brought into view: the board scrolls across, the page down.
    const at = await centre(page, m.from);
    await page.evaluate(({ x, y }) => {
      document.getElementById('board-wrap').scrollLeft += x - 195;
      window.scrollTo(0, Math.max(0, y + window.scrollY - 300));
    }, at);
    await click(page, m.from);
    const picked = await state(page);
    // A piece is picked; in Fortress Chess, whose game starts by placing the pieces, a tap on a
    // cell places the piece chosen there.
    assert.ok(picked.selected === m.from || picked.length === 1, `the tap on the zoomed board was taken: ${picked.selected}`);
    await page.click('#zoom');
    await settle(page);
    assert.ok((await page.evaluate(() => window.quadrille.cellSize())) <= before + 0.5, 'zoomed out again');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

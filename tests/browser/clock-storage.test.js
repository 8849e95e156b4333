// The clocks' housekeeping: the times are written to storage after a move (and when the page is
// left), not at every redraw; the clocks' 100 ms timer runs only while a clock is set.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, settle, click, state } from './helpers.js';

const env = useBrowser();

/** Counts the writes of the clocks' storage entry and the timers started, from the first script. */
function spy(page) {
  return page.addInitScript(() => {
    window.clockWrites = 0;
    window.intervals = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'quadrille.clock') window.clockWrites += 1;
      return setItem.call(this, key, value);
    };
    const setInterval = window.setInterval;
    window.setInterval = (fn, ms, ...rest) => {
      window.intervals.push(ms);
      return setInterval(fn, ms, ...rest);
    };
  });
}
const writes = (page) => page.evaluate(() => window.clockWrites);

test('no clock, no timer; with a clock the times are saved on moves, not on redraws', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`, { before: spy });
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => window.intervals.filter((ms) => ms === 100)), [], 'no timer without a clock');
  await page.selectOption('#clock-control', '300+3');
  assert.equal((await page.evaluate(() => window.intervals.filter((ms) => ms === 100))).length, 1, 'the timer runs');
  const before = await writes(page);
  // Redraws without a move: a piece picked and let go, three times, and time passing.
  for (let i = 0; i < 3; i++) {
    await click(page, 'g1');
    await click(page, 'g1');
  }
  await page.waitForTimeout(400);
  assert.equal(await writes(page), before, 'nothing written while nobody moved');
  await click(page, 'e2');
  await click(page, 'e4');
  await settle(page);
  assert.equal((await state(page)).length, 1);
  assert.equal(await writes(page), before + 1, 'one write for the move');
  assert.deepEqual(errors, []);
  await context.close();
});

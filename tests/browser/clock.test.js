// Clocks: the clock of the player to move runs, each move adds the increment, Undo gives the times
// back, a reload keeps them, and a clock that runs out ends a game of two players (and Orwell) on
// time (the link keeps it), and in the free-for-all takes the player out while the others play on;
// the computer plays to its clock. Time is moved on by Playwright's clock, never waited.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, settle } from './helpers.js';

const env = useBrowser();
const clocks = (page) => page.$$eval('#clocks .clock', (list) => list.map((c) => c.textContent));
/** The seconds each clock shows. */
const seconds = async (page) =>
  (await clocks(page)).map((t) => {
    const [m, s] = t.split(' ').pop().split(':');
    return Number(m) * 60 + Number(s);
  });
/** Real time passes too while the test clicks: each clock within 1.5 s below what is expected. */
function near(actual, expected) {
  actual.forEach((a, i) => assert.ok(a <= expected[i] && a >= expected[i] - 1.5, `${actual} is not about ${expected}`));
}

test('the clock of the player to move runs, with the increment after each move', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`, {
    before: (p) => p.clock.install(),
  });
  await page.selectOption('#clock-control', '180+2');
  assert.deepEqual(await clocks(page), ['White 3:00', 'Black 3:00']);
  await page.clock.fastForward(20000);
  await settle(page);
  near(await seconds(page), [160, 180]);
  const before = await seconds(page);
  await drag(page, 'e2', 'e4');
  await page.clock.fastForward(10000);
  await settle(page);
  // White got two seconds for the move; Black's clock ran ten.
  near(await seconds(page), [before[0] + 2, 170]);
  // Undo goes back to the moment the position before the move arose, times included.
  await page.click('#undo');
  await settle(page);
  near(await seconds(page), [180, 180]);
  await page.clock.fastForward(30000);
  await settle(page);
  near(await seconds(page), [150, 180]);
  // A reload keeps the times.
  await page.reload();
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  await settle(page);
  assert.equal(await page.inputValue('#clock-control'), '180+2');
  near(await seconds(page), [150, 180]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a clock that runs out ends a game of two players on time', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`, {
    before: (p) => p.clock.install(),
  });
  await page.selectOption('#clock-control', '60+0');
  await page.clock.fastForward(61000);
  await page.waitForFunction(() => window.quadrille.state().over);
  const s = await state(page);
  assert.match(s.link, /&e=t1$/);
  assert.match(await page.textContent('#game-over-text'), /Black's time ran out; White wins/);
  assert.equal(await page.textContent('#result-line'), '1-0');
  await page.click('#game-over-close');
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  assert.match(await page.inputValue('#io-text'), /\[Termination "time forfeit"\]/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in the free-for-all a clock running out is a leave: his army goes, the others play on', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`, {
    before: (p) => p.clock.install(),
  });
  await page.selectOption('#clock-control', '60+0');
  await page.clock.fastForward(61000);
  // The fault was clocks stopped and nothing ended: White now leaves, Red's clock runs.
  await page.waitForFunction(() => window.quadrille.state().length === 1);
  const s = await state(page);
  assert.equal(s.over, false);
  assert.equal(s.history[0], "White's time ran out");
  assert.equal(s.toMove, 1);
  assert.ok(!s.pieces.some((p) => p.owner === 0), 'no White piece is left');
  assert.match(s.link, /&m=time0$/);
  const white = page.locator('#clocks .clock').first();
  assert.match(await white.textContent(), /^White 0:00\.0 \(out\)$/);
  assert.match(await white.getAttribute('class'), /flagged/);
  await page.clock.fastForward(5000);
  const secs = await seconds(page);
  assert.ok(secs[1] < 57 && secs[1] > 50, `Red's clock runs: ${secs}`);
  assert.equal(secs[2], 60, "Yellow's waits");
  assert.deepEqual(errors, []);
  await context.close();
});

test('in Orwell a clock running out ends the game, both others winning', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell&d=7`, {
    before: (p) => p.clock.install(),
  });
  await page.selectOption('#clock-control', '60+0');
  await page.clock.fastForward(61000);
  await page.waitForFunction(() => window.quadrille.state().over);
  assert.match((await state(page)).link, /&e=t0$/);
  assert.match(await page.textContent('#game-over-text'), /White's time ran out; Red and Black win/);
  assert.deepEqual(errors, []);
  await context.close();
});


// The piece sets of the Look menu: the drawings, or letters on discs in the player's colour for
// every piece of every game (the fairy pieces of Orwell Chess, the four colours of the
// four-player games); the choice is remembered.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, settle, pixel, ready } from './helpers.js';

const env = useBrowser();

/** The players' colours as [r, g, b], read by the browser's CSS parser. */
function colours(page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    return window.quadrille.state().colours.map((c) => {
      ctx.fillStyle = c;
      const hex = ctx.fillStyle;
      return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    });
  });
}
const near = (got, want) => got.slice(0, 3).every((v, i) => Math.abs(v - want[i]) <= 8);

/**
 * The pieces whose disc shows at the left of their cell (a fifth of the way in, on the middle
 * line: inside a letter disc, outside the letter), as { cell, got, want }.
 */
async function discs(page) {
  const s = await state(page);
  const want = await colours(page);
  const out = [];
  for (const p of s.pieces) out.push({ cell: p.cell, got: await pixel(page, p.cell, 0.2, 0.5), want: want[p.owner] });
  return out;
}

test('letters on discs in every player colour, for chess, Orwell and four players; remembered', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  // With the drawings, the left of the king's cell shows the square (the drawing is narrower).
  const drawn = await discs(page);
  assert.ok(!near(drawn.find((d) => d.cell === 'e1').got, drawn.find((d) => d.cell === 'e1').want));
  await page.click('#look-panel summary');
  await page.selectOption('#look-pieces', 'letters');
  await settle(page);
  for (const d of await discs(page)) assert.ok(near(d.got, d.want), `${d.cell}: ${d.got} is not ${d.want}`);
  // Remembered after a reload, and for other games.
  await page.reload();
  await ready(page);
  await settle(page);
  assert.equal(await page.inputValue('#look-pieces'), 'letters');
  for (const d of await discs(page)) assert.ok(near(d.got, d.want), `after reload ${d.cell}: ${d.got}`);
  for (const game of ['orwell', 'four-ffa']) {
    await page.goto(`${env.server.url}#v=1&g=${game}`);
    await ready(page);
    await settle(page);
    const list = await discs(page);
    assert.ok(list.length >= 40, `${game} has its pieces`);
    const owners = new Set((await state(page)).pieces.map((p) => p.owner));
    assert.equal(owners.size, game === 'orwell' ? 3 : 4);
    for (const d of list) assert.ok(near(d.got, d.want), `${game} ${d.cell}: ${d.got} is not ${d.want}`);
  }
  // Back to the drawings.
  if (!(await page.isVisible('#look-pieces'))) await page.click('#look-panel summary');
  await page.selectOption('#look-pieces', 'drawn');
  await page.goto(`${env.server.url}#v=1&g=chess`);
  await ready(page);
  await settle(page);
  const again = (await discs(page)).find((d) => d.cell === 'e1');
  assert.ok(!near(again.got, again.want), 'the drawings are back');
  assert.deepEqual(errors, []);
  await context.close();
});

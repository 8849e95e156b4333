// The end of a game (issue 15, after the numbered items): a dialog with the result and why, and
// Rematch; the result under the move list. Opening a finished game shows no dialog.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, settle } from './helpers.js';

const env = useBrowser();

const FEN = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'; // White mates at once with Ra8#
const START = `#v=1&g=chess&s=${FEN.replaceAll(' ', '+')}`;

test('the mate opens the game-over dialog; Rematch starts the same position again', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url + START);
  assert.equal(await page.locator('#game-over').isVisible(), false);
  assert.equal(await page.locator('#result-line').isHidden(), true);
  await drag(page, 'a1', 'a8');
  const dialog = page.locator('#game-over');
  assert.equal(await dialog.isVisible(), true);
  assert.equal(await page.locator('#game-over-title').textContent(), 'Game over: 1-0');
  assert.match(await page.locator('#game-over-text').textContent(), /White wins by checkmate/);
  // Look at the board: the dialog goes, the result stays under the move list.
  await page.click('#game-over-close');
  assert.equal(await dialog.isVisible(), false);
  assert.equal(await page.locator('#result-line').textContent(), '1-0');
  // Stepping back hides the result; the end shows it again (no dialog).
  await page.click('#back');
  await settle(page);
  assert.equal(await page.locator('#result-line').isHidden(), true);
  await page.click('#last');
  await settle(page);
  assert.equal(await page.locator('#result-line').textContent(), '1-0');
  assert.equal(await dialog.isVisible(), false);
  // Rematch from the dialog: undo the mate and play it again to reach it.
  await page.click('#undo');
  // Wait for the rook's slide back to a1 to end (slow on a loaded machine) before taking it.
  await settle(page);
  assert.equal((await state(page)).length, 0, 'Undo took the mate back');
  await drag(page, 'a1', 'a8');
  assert.equal((await state(page)).length, 1, 'the mate is played again');
  assert.equal(await dialog.isVisible(), true);
  await page.click('#game-over-rematch');
  await settle(page);
  const s = await state(page);
  assert.equal(s.length, 0);
  assert.equal(s.position, FEN, 'the same start position');
  assert.equal(await dialog.isVisible(), false);
  assert.equal(await page.locator('#recent-count').textContent(), '1', 'the game played is kept');
  assert.deepEqual(errors, []);
  await context.close();
});

test('opening a finished game shows its result but no dialog', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}${START}&m=Ra1-a8`);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.equal(await page.locator('#game-over').isVisible(), false);
  assert.equal(await page.locator('#result-line').textContent(), '1-0');
  assert.deepEqual(errors, []);
  await context.close();
});

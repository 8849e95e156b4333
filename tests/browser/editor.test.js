// The position editor: pieces placed and removed on any board, the player to move chosen, the
// engine's verdict shown while the setup is not legal, then play from there; for every game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, click, pieceOn } from './helpers.js';

const env = useBrowser();

const brush = (page, label) => page.getByRole('button', { name: label, exact: true }).click();

test('set up a chess position piece by piece, see why it is illegal, then play it', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await page.click('#edit-position');
  assert.equal(await page.locator('#editor-panel').isVisible(), true);
  assert.equal(await page.locator('#undo').isVisible(), false, 'the game controls are put away');
  await page.click('#editor-clear');
  let s = await state(page);
  assert.equal(s.pieces.length, 0);
  assert.match(await page.locator('#editor-problem').textContent(), /Not a legal position: .*White has no king/);
  assert.equal(await page.locator('#editor-play').isDisabled(), true);

  await brush(page, 'White king');
  await click(page, 'e1');
  await brush(page, 'White rook');
  await click(page, 'a1');
  await click(page, 'h8');
  await click(page, 'h8'); // a second click takes it away again
  await brush(page, 'Black king');
  await click(page, 'e8');
  await brush(page, 'Black pawn');
  await click(page, 'd1'); // a pawn on the first rank: the engine refuses it
  assert.match(await page.locator('#editor-problem').textContent(), /pawn on d1 is impossible/);
  await brush(page, 'Remove');
  await click(page, 'd1');
  assert.equal(await page.locator('#editor-problem').textContent(), 'A legal position.');
  await page.selectOption('#editor-to-move', '1');
  s = await state(page);
  assert.equal(s.editing.position, '4k3/8/8/8/8/8/8/R3K3 b - - 0 1');
  assert.equal(pieceOn(s, 'h8'), undefined);

  // Shared before it is played: the copied link opens the position set up.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  await page.click('#editor-copy');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith(`${env.server.url}#v=1&g=chess&s=`), copied);
  const shared = await open(env.browser, copied);
  assert.equal((await state(shared.page)).position, '4k3/8/8/8/8/8/8/R3K3 b - - 0 1');
  await shared.context.close();

  await page.click('#editor-play');
  s = await state(page);
  assert.equal(s.editing, null);
  assert.equal(s.position, '4k3/8/8/8/8/8/8/R3K3 b - - 0 1');
  assert.equal(s.toMove, 1);
  assert.match(s.link, /^v=1&g=chess&s=4k3%2F|^v=1&g=chess&s=4k3\/8/);
  assert.equal(await page.locator('#editor-panel').isVisible(), false);
  // It plays: Black's king moves.
  await click(page, 'e8');
  await click(page, 'd7');
  assert.equal((await state(page)).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('pieces go on either board of Alice Chess, and cancel keeps the game', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`);
  await page.click('#edit-position');
  await brush(page, 'White queen');
  await click(page, 'd4/B');
  assert.equal(pieceOn(await state(page), 'd4/B').letter, 'Q');
  await page.click('#editor-cancel');
  let s = await state(page);
  assert.equal(s.editing, null);
  assert.equal(s.length, 1);
  assert.equal(pieceOn(s, 'd4/B'), undefined);
  await page.click('#edit-position');
  // The queen moves to board B: a second queen beside eight pawns is material no game can reach.
  await brush(page, 'Remove');
  await click(page, 'd1/A');
  await brush(page, 'White queen');
  await click(page, 'd4/B');
  await page.click('#editor-play');
  s = await state(page);
  assert.equal(pieceOn(s, 'd4/B').letter, 'Q');
  assert.equal(s.toMove, 1, 'Black was to move after 1.e4, and still is');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every game: the editor starts from the position shown and plays it back unchanged', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  const ids = await page.evaluate(() => [...document.querySelectorAll('#game-select option')].map((o) => o.value));
  assert.ok(ids.length >= 3);
  for (const id of ids) {
    await page.selectOption('#game-select', id);
    await page.click('#new-game');
    const before = await state(page);
    await page.click('#edit-position');
    await page.click('#editor-clear');
    await page.click('#editor-reset');
    assert.equal(await page.locator('#editor-problem').textContent(), 'A legal position.', id);
    await page.click('#editor-play');
    const after = await state(page);
    assert.equal(after.game, id);
    assert.equal(after.position, before.position, id);
    assert.equal(after.moves.length, before.moves.length, `${id}: the same legal moves`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 15, item 10: choosing the player to move in the editor used to turn the board (auto-flip
// followed the setup's player to move).
test('choosing the player to move does not turn the board', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await page.check('#auto-flip');
  assert.equal((await state(page)).autoFlip, true);
  await page.click('#edit-position');
  assert.equal((await state(page)).turns, 0);
  await page.selectOption('#editor-to-move', '1');
  await page.waitForTimeout(100);
  let s = await state(page);
  assert.equal(s.toMove, 1, 'Black is to move in the setup');
  assert.equal(s.turns, 0, 'the board still faces White');
  await page.selectOption('#editor-to-move', '0');
  s = await state(page);
  assert.equal(s.turns, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

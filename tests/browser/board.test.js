// The page loads cleanly, shows the boards, and moves made with the mouse on board A arrive on
// board B (the Alice transfer), as the engine's state and the pixels both show.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, click, pieceOn, shootCell, saveShot, settle, pixel } from './helpers.js';

const env = useBrowser();

test('the page loads with no console errors and shows the Alice boards', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  const s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.ply, 0);
  assert.equal(s.pieces.length, 32);
  assert.ok(s.pieces.every((p) => p.cell.endsWith('/A')), 'board B starts empty');
  assert.equal(pieceOn(s, 'e1/A').letter, 'K');
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.width > 500 && box.height > 200, `the board canvas is ${box.width}x${box.height}`);
  const options = await page.locator('#game-select option').allTextContents();
  assert.ok(options.length >= 2, `games offered: ${options}`);
  assert.match(await page.locator('#status').textContent(), /White/);
  assert.equal(await page.locator('#message').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pawn dragged on board A lands on board B, and a click-click move too', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  const emptyB = await shootCell(page, 'e4/B');
  await drag(page, 'e2/A', 'e4/A');
  let s = await state(page);
  assert.equal(s.ply, 1);
  assert.equal(pieceOn(s, 'e2/A'), undefined);
  assert.equal(pieceOn(s, 'e4/A'), undefined, 'the pawn does not stay on board A');
  assert.deepEqual(pieceOn(s, 'e4/B'), { cell: 'e4/B', letter: 'P', owner: 0 });
  assert.deepEqual(s.lastMove, { from: 'e2/A', to: 'e4/A', arrive: 'e4/B' });
  assert.equal(s.history.length, 1);
  assert.match(s.history[0], /^e4/);
  assert.match(s.link, /^v=1&g=alice&m=e2-e4$/);
  assert.equal(await page.evaluate(() => location.hash), `#${s.link}`);
  const pawnB = await shootCell(page, 'e4/B');
  assert.notDeepEqual(pawnB, emptyB, 'the pixels of e4 on board B changed');

  // Black to move: click the pawn, see its targets, click its square of arrival.
  await click(page, 'd7/A');
  s = await state(page);
  assert.equal(s.selected, 'd7/A');
  assert.ok(s.targets.some((t) => t.to === 'd5/A' && t.arrive === 'd5/B'), JSON.stringify(s.targets));
  await click(page, 'd5/A');
  s = await state(page);
  assert.equal(s.ply, 2);
  assert.equal(pieceOn(s, 'd5/B').letter, 'P');
  assert.equal(pieceOn(s, 'd5/B').owner, 1);
  assert.equal(s.selected, null);
  await saveShot(page, 'after-two-moves.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an illegal drop snaps back and changes nothing', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e5/A');
  let s = await state(page);
  assert.equal(s.ply, 0);
  assert.equal(pieceOn(s, 'e2/A').letter, 'P');
  // Dropping a knight on a friendly pawn is refused too.
  await drag(page, 'g1/A', 'e2/A');
  s = await state(page);
  assert.equal(s.ply, 0);
  assert.equal(pieceOn(s, 'g1/A').letter, 'N');
  assert.equal(s.selected, null, 'after an illegal drop nothing is selected');
  // A click on an empty cell clears the selection.
  await click(page, 'g1/A');
  assert.equal((await state(page)).selected, 'g1/A');
  await click(page, 'd4/A');
  assert.equal((await state(page)).selected, null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo, step back and forward, and the move list', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');
  await drag(page, 'g1/A', 'f3/A');
  assert.equal((await state(page)).ply, 3);
  await page.keyboard.press('ArrowLeft');
  await settle(page);
  let s = await state(page);
  assert.equal(s.ply, 2);
  assert.equal(s.length, 3);
  assert.equal(pieceOn(s, 'g1/A').letter, 'N');
  assert.match(await page.locator('#viewing').textContent(), /move 2 of 3/);
  await page.locator('#move-list button[data-ply="1"]').click();
  await settle(page);
  assert.equal((await state(page)).ply, 1);
  await page.locator('#last').click();
  await settle(page);
  assert.equal((await state(page)).ply, 3);
  await page.locator('#undo').click();
  await settle(page);
  s = await state(page);
  assert.equal(s.length, 2);
  assert.equal(pieceOn(s, 'g1/A').letter, 'N');
  assert.equal(await page.locator('#move-list button.move').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board turns to the player to move when asked, and can be flipped', async () => {
  const { page, context } = await open(env.browser, env.server.url);
  assert.equal((await state(page)).turns, 0);
  await page.check('#auto-flip');
  const whiteKing = await page.evaluate(() => window.quadrille.cellCentre('e1/A').y);
  await drag(page, 'e2/A', 'e4/A');
  assert.equal((await state(page)).turns, 2);
  const blackView = await page.evaluate(() => window.quadrille.cellCentre('e1/A').y);
  assert.ok(blackView < whiteKing, 'e1 moved from the bottom to the top');
  await page.locator('#flip').click();
  await settle(page);
  assert.equal((await state(page)).turns, 0);
  await page.locator('#auto-flip').uncheck();
  await settle(page);
  assert.equal((await state(page)).turns, 2, 'without auto-flip, only the flip counts');
  await context.close();
});

test('a promotion asks which piece, with the pieces drawn', async () => {
  const fen = '4k3/1P6/8/8/8/8/8/4K3+w+-+-+0+1';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&s=${fen}`);
  await drag(page, 'b7', 'b8');
  let s = await state(page);
  assert.equal(s.ply, 0, 'nothing is played before the choice');
  const buttons = page.locator('#chooser button[data-index]');
  assert.equal(await buttons.count(), 4);
  assert.equal(await page.locator('#chooser img').count(), 4);
  await page.locator('#chooser button[aria-label="b8=N"]').click();
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.history, ['b8=N']);
  assert.equal(pieceOn(s, 'b8').letter, 'N');
  assert.equal(await page.locator('#chooser').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('checkmate is shown plainly, with the mated king in red', async () => {
  // From shared/rules/alice.md: 1.e4 d5 2.Be2 dxe4 3.Bb5# is checkmate.
  const link = 'v=1&g=alice&m=e2-e4.d7-d5.Bf1-e2.B:d5xe4.B:Be2-b5';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${link}`);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.equal(s.status, 'White wins by checkmate');
  assert.deepEqual(s.checked, ['e8/A']);
  assert.equal(await page.locator('#status').textContent(), 'White wins by checkmate');
  const [r, g, b] = await pixel(page, 'e8/A', 0.3, 0.25);
  assert.ok(r > 180 && g < 120 && b < 120, `the king's square is red: ${[r, g, b]}`);
  const [r2, g2, b2] = await pixel(page, 'd8/A', 0.3, 0.25);
  assert.ok(!(r2 > 180 && g2 < 120), `the queen's square is not red: ${[r2, g2, b2]}`);
  // No piece can be picked up once the game is over.
  await click(page, 'd8/A');
  assert.equal((await state(page)).selected, null);
  assert.deepEqual(errors, []);
  await context.close();
});

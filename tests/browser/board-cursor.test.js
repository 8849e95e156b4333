// Keyboard play on the board: Tab reaches the board, the arrow keys move a cursor from cell to
// cell (over the holes of the four-player board, from board A to board B, round the Orwell
// cylinder), Enter or Space picks a piece and plays it, Escape lets it go; the cursor is drawn
// and the cell under it is said for screen readers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, settle, pixel, saveShot } from './helpers.js';

const env = useBrowser();

const said = (page) => page.textContent('#cursor-say');
async function press(page, key, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await settle(page);
}

const luminance = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * The widest runs of dark (luminance under 60) and of light (over 200) pixels on the line from
 * the left edge of cell `name` to a quarter of the way in, at mid-height, as fractions of the cell.
 */
async function ringBands(page, name) {
  const steps = 50;
  let dark = 0;
  let light = 0;
  let run = { kind: null, length: 0 };
  for (let i = 0; i < steps; i++) {
    const l = luminance(await pixel(page, name, (0.25 * i) / steps, 0.5));
    const kind = l < 60 ? 'dark' : l > 200 ? 'light' : null;
    run = kind === run.kind ? { kind, length: run.length + 1 } : { kind, length: 1 };
    if (kind === 'dark') dark = Math.max(dark, run.length);
    if (kind === 'light') light = Math.max(light, run.length);
  }
  return { dark: (0.25 * dark) / steps, light: (0.25 * light) / steps };
}

test('the cursor shows a wide dark band and a wide light band on every board colour and player colour', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  await page.focus('#board');
  await settle(page);
  // d1 (White's rook), then up to d4 (Black's rook is on a4), right along rank 4 to n4 (Red's
  // rook), up to n7 (Red's king), and Yellow's rook on k14.
  const stops = [['d1'], ['ArrowUp', 3, 'ArrowLeft', 3, 'a4'], ['ArrowRight', 13, 'n4'], ['ArrowUp', 3, 'n7'], ['ArrowLeft', 3, 'ArrowUp', 7, 'k14']];
  for (const board of ['brown', 'blue', 'green', 'grey']) {
    if (!(await page.isVisible('#look-board'))) await page.click('#look-panel summary');
    await page.selectOption('#look-board', board);
    await page.focus('#board');
    await settle(page);
    for (const stop of stops) {
      const cell = stop[stop.length - 1];
      for (let i = 0; i + 1 < stop.length; i += 2) await press(page, stop[i], stop[i + 1]);
      assert.equal((await state(page)).cursor, cell);
      const bands = await ringBands(page, cell);
      assert.ok(bands.dark >= 0.05 && bands.light >= 0.05, `${board} ${cell}: ${JSON.stringify(bands)}`);
    }
    // Back to d1 for the next colours.
    await press(page, 'ArrowLeft', 7);
    await press(page, 'ArrowDown', 13);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('Tab reaches the board; arrows, Enter and Space play a move, and each cell is said', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  // Friends at one screen, who asked for the board to turn.
  await page.check('#auto-flip');
  // From the controls above the board (New game, then the Rules link), Tab reaches the board.
  await page.focus('#new-game');
  const passed = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement.id);
    passed.push(id);
    if (id === 'board') break;
  }
  assert.equal(passed[passed.length - 1], 'board', `Tab went through ${passed}`);
  await settle(page);
  let s = await state(page);
  assert.equal(s.cursor, 'a1', 'the cursor starts on the lower left cell');
  assert.equal(await said(page), 'a1, white rook');
  // The cursor is drawn: a dark ring at the cell's edge.
  const edge = await pixel(page, 'a1', 0.02, 0.5);
  assert.ok(luminance(edge) < 60, `ring: ${edge}`);
  await press(page, 'ArrowUp');
  await press(page, 'ArrowRight', 4);
  assert.equal(await said(page), 'e2, white pawn');
  await press(page, 'Enter');
  assert.equal((await state(page)).selected, 'e2');
  assert.equal(await said(page), 'e2, white pawn, selected');
  await press(page, 'ArrowUp', 2);
  assert.equal(await said(page), 'e4, empty, a move of the piece selected');
  // The arrows moved the cursor, not through the moves of the game.
  assert.equal((await state(page)).ply, 0);
  await press(page, ' ');
  s = await state(page);
  assert.deepEqual(s.history, ['e4']);
  assert.equal(s.cursor, 'e4');
  // The boards turned to Black (auto-flip): the cursor follows the screen, so down is up the
  // ranks now. Escape lets a picked piece go.
  assert.equal(s.turns, 2);
  await press(page, 'ArrowDown', 3);
  assert.equal(await said(page), 'e7, black pawn');
  await press(page, 'Enter');
  assert.equal((await state(page)).selected, 'e7');
  await press(page, 'Escape');
  assert.equal((await state(page)).selected, null);
  // Off the board there is nothing: the cursor stays.
  await press(page, 'ArrowDown', 3);
  assert.equal((await state(page)).cursor, 'e8');
  // Leaving the board hides the cursor; the arrows step through the moves again.
  await page.focus('#new-game');
  await settle(page);
  assert.equal((await state(page)).cursor, null);
  const plain = await pixel(page, 'e8', 0.02, 0.5);
  assert.notDeepEqual(plain, edge, 'the ring is gone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the cursor passes from board A to board B of Alice Chess', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await page.focus('#board');
  await settle(page);
  assert.equal((await state(page)).cursor, 'a1/A');
  assert.equal(await said(page), 'a1, white rook, board A');
  await press(page, 'ArrowRight', 7);
  assert.equal((await state(page)).cursor, 'h1/A');
  await press(page, 'ArrowRight');
  assert.equal((await state(page)).cursor, 'a1/B');
  assert.equal(await said(page), 'a1, empty, board B');
  await press(page, 'ArrowLeft');
  assert.equal((await state(page)).cursor, 'h1/A');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the cursor steps over the missing corners of the four-player board', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  await page.focus('#board');
  await settle(page);
  // The corners of three by three cells are missing: the lowest rank starts on d1.
  assert.equal((await state(page)).cursor, 'd1');
  await press(page, 'ArrowLeft');
  assert.equal((await state(page)).cursor, 'd1', 'nothing to the left of d1');
  // From d4 to the left: c4, b4, a4, then nothing.
  await press(page, 'ArrowUp', 3);
  await press(page, 'ArrowLeft', 4);
  assert.equal((await state(page)).cursor, 'a4');
  // Down from a4: a3, a2 and a1 are missing, so the cursor stays.
  await press(page, 'ArrowDown');
  assert.equal((await state(page)).cursor, 'a4');
  // Back to d1, then right along rank 1: d1 ... k1 (eight cells), then the corner is missing.
  await press(page, 'ArrowRight', 3);
  await press(page, 'ArrowDown', 3);
  assert.equal((await state(page)).cursor, 'd1');
  await press(page, 'ArrowRight', 9);
  assert.equal((await state(page)).cursor, 'k1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on the Orwell cylinder the cursor goes round through the seam', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell`);
  await page.focus('#board');
  await settle(page);
  assert.equal((await state(page)).cursor, 'a1');
  await press(page, 'ArrowDown');
  // The board has 12 ranks (rules/orwell.md), and rank 12 touches rank 1.
  assert.equal((await state(page)).cursor, 'a12', 'below rank 1 comes the top rank');
  await press(page, 'ArrowUp');
  assert.equal((await state(page)).cursor, 'a1', 'and back through the seam');
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots: the cursor and the letter pieces on a desktop and on a phone', async () => {
  for (const [file, viewport] of [
    ['cursor-letters-desktop.png', { width: 1280, height: 800 }],
    ['cursor-letters-phone.png', { width: 390, height: 844 }],
  ]) {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell`, { viewport, touch: viewport.width < 500 });
    await page.evaluate(() => localStorage.setItem('quadrille.look', JSON.stringify({ pieces: 'letters' })));
    await page.reload();
    await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
    await page.focus('#board');
    await press(page, 'ArrowUp', 4);
    await press(page, 'ArrowRight', 2);
    const s = await state(page);
    assert.equal(s.cursor, 'c5');
    assert.equal(await said(page), "c5, red berlinpeono");
    await saveShot(page, file);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

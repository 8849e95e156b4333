// The analysis board: the engine's best lines of the position shown, a line's move played onto the
// board with a click, and the review of a game: its graph and the moves marked as lichess marks
// them, each a button that shows the position after it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state } from './helpers.js';

const env = useBrowser();

async function waitFor(page, fn, arg, timeout = 30000) {
  await page.waitForFunction(fn, arg, { timeout, polling: 100 });
}

test('the lines of a position: the mate first, and a click plays it', async () => {
  // White mates at once with Ra8#; every other move lets the game go on.
  const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&s=${fen.replaceAll(' ', '+')}`);
  await page.click('#analysis-panel summary');
  await waitFor(page, () => document.querySelectorAll('#analysis-lines .analysis-line').length === 3);
  const first = await page.textContent('#analysis-lines .analysis-line:first-child');
  assert.match(first, /^#1\s*Ra8#/, first);
  assert.match(await page.textContent('#analysis-depth'), /^Depth \d+/);
  await page.click('#analysis-lines .analysis-line:first-child button.analysis-move');
  const s = await state(page);
  assert.equal(s.length, 1);
  assert.equal(s.history[0], 'Ra8#');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the review of the scholar\'s mate marks 3...Nf6 a blunder and shows where it was', async () => {
  const moves = 'e2-e4.e7-e5.d1-h5.b8-c6.f1-c4.g8-f6.h5xf7';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=${moves}`);
  await page.click('#analysis-panel summary');
  await page.click('#analysis-review');
  await waitFor(page, () => /again/.test(document.getElementById('analysis-review').textContent));
  assert.equal(await page.isVisible('#analysis-graph'), true);
  const marks = await page.$$eval('#analysis-marks button', (bs) => bs.map((b) => b.textContent));
  const blunder = marks.find((m) => /Nf6\?\? blunder/.test(m));
  assert.ok(blunder, marks.join(' | '));
  assert.match(blunder, /^Black: /);
  assert.ok(!marks.some((m) => /Qxf7/.test(m)), marks.join(' | '));
  // The mark shows the position after the blunder: six moves played.
  const index = marks.indexOf(blunder);
  await page.click(`#analysis-marks li:nth-child(${index + 1}) button`);
  assert.equal((await state(page)).ply, 6);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after a review, Export writes the evaluations and the best lines as comments', async () => {
  const moves = 'e2-e4.e7-e5.d1-h5.b8-c6.f1-c4.g8-f6.h5xf7';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=${moves}`);
  await page.click('#analysis-panel summary');
  await page.click('#analysis-review');
  await waitFor(page, () => /again/.test(document.getElementById('analysis-review').textContent));
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  const record = await page.inputValue('#io-text');
  // Seven comments, one after each move, each with an evaluation; Nf6 is the blunder.
  assert.equal((record.match(/\{\[%eval [^}]*\]/g) || []).length, 7, record);
  assert.match(record, /Nf6 \{\[%eval [^}]*\] Blunder\. Best: /, record);
  assert.match(record, /Qxf7# \{\[%eval #1\]\}/, record);
  // The record with its comments reads back: importing it gives the same moves.
  await page.click('#io-import');
  const s = await state(page);
  assert.equal(s.length, 7);
  assert.equal(s.history[5], 'Nf6');
  assert.deepEqual(errors, []);
  await context.close();
});

test('in a game of four players each line says where every player stands', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  await page.click('#analysis-panel summary');
  await waitFor(page, () => document.querySelectorAll('#analysis-lines .analysis-standings').length === 3);
  // The seats in turn order (the rules file): White, Red, Yellow, Black.
  const names = ['White', 'Red', 'Yellow', 'Black'];
  const first = await page.textContent('#analysis-lines .analysis-standings');
  const parts = first.split(' · ');
  assert.equal(parts.length, 4, first);
  parts.forEach((part, p) => assert.match(part, new RegExp(`^${names[p]} [+-]\\d+\\.\\d$`), first));
  assert.deepEqual(errors, []);
  await context.close();
});

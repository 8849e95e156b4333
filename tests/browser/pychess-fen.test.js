// The Import box reads the single-board FEN of Alice games used by pychess and Fairy-Stockfish,
// where | before a piece letter marks a piece on board B. The engine reads it; the page only
// hands the text over.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, importText } from './helpers.js';

const env = useBrowser();

// 1.e4 d5 in Alice Chess: both pawns moved on board A and stand on board B.
const PYCHESS = 'rnbqkbnr/ppp1pppp/8/3|p4/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
const OURS = 'alice:rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR;8/8/8/3p4/4P3/8/8/8 w KQkq - 0 2';

test('a pychess FEN imported in Alice Chess puts the pieces marked | on board B', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await importText(page, PYCHESS);
  const s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(await page.locator('#io-error').isHidden(), true);
  assert.equal(s.position, OURS);
  const pawn = s.pieces.find((p) => p.cell === 'e4/B');
  assert.equal(pawn.letter, 'P');
  assert.equal(pawn.owner, 0);
  assert.equal(s.pieces.find((p) => p.cell === 'd5/B').owner, 1);
  assert.equal(s.pieces.find((p) => p.cell === 'e2/A'), undefined);
  assert.equal(s.pieces.find((p) => p.cell === 'd7/A'), undefined);
  assert.equal(s.pieces.filter((p) => p.cell.endsWith('/B')).length, 2);
  assert.equal(s.pieces.length, 32);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with the game named, a pychess FEN is read from any game; in chess the mark is an error', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(page, PYCHESS);
  assert.match(await page.locator('#io-error').textContent(), /position could not be imported/);
  assert.equal((await state(page)).game, 'chess');
  await importText(page, `alice:${PYCHESS}`);
  const s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.position, OURS);
  assert.equal(await page.locator('#io-error').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

// chess.com's PGN4 records and FEN4 positions through the Import box: a real export replays to
// its end on the page, Export writes PGN4 (and FEN4 for the position) and reads back, and a bad
// record is explained under the box. The engine tells the texts apart; the page hands them over.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, open, state, importText } from './helpers.js';

const env = useBrowser();

const data = (name) => readFileSync(new URL(`../data/pgn4/${name}`, import.meta.url), 'utf8');

test('a real free-for-all export replays to its end, and its PGN4 and FEN4 export read back', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(page, data('ffa-99399052.pgn4'));
  assert.equal(await page.locator('#io-error').isHidden(), true);
  let s = await state(page);
  assert.equal(s.game, '4pc-ffa');
  assert.equal(s.over, true);
  // [Result "softhink: 34 - KKarJrr: 28 - anurag_b: 26 - COLEPALMER120: 90"]: Red, Blue and
  // Yellow keep their points; Green (COLEPALMER120) wins with the most.
  assert.match(s.position, / 28\/34\/26\/\d+ rBY$/);
  assert.match(await page.locator('#status').textContent(), /Green/);
  const end = s.position;

  await page.click('#io-export-record');
  const record = await page.inputValue('#io-text');
  assert.match(record, /^\[Variant "FFA"\]$/m);
  assert.match(record, /^45\. Ka5xRa6 \.\. Kh12-g13R \.\. i2xKh1\n46\. R$/m);
  await page.click('#io-export-position');
  const fen4 = await page.inputValue('#io-text');
  assert.match(fen4, /^[RBYG]-\d,\d,\d,\d-/);

  await importText(page, record);
  s = await state(page);
  assert.equal(s.position, end);
  await importText(page, fen4);
  s = await state(page);
  assert.equal(s.game, '4pc-ffa');
  assert.equal(s.position.split(' ').slice(0, 1)[0], end.split(' ')[0]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a real partnership export ends with the resignation it records', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(page, data('teams-26780486.pgn4'));
  const s = await state(page);
  assert.equal(s.game, '4pc-teams');
  assert.equal(s.over, true);
  // [Result "0-1"], [Termination "Yellow resigned. 0-1"].
  assert.match(await page.locator('#status').textContent(), /Yellow resigned/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a bad PGN4 record is explained under the box and the game stays', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(page, '[Variant "FFA"]\n\n1. h2-h3 .. b7-c7 .. g13-g9\n');
  assert.match(await page.locator('#io-error').textContent(), /g13-g9/);
  assert.equal((await state(page)).game, 'chess');
  assert.deepEqual(errors, []);
  await context.close();
});

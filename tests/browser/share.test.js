// Sharing from the page: copy the position, export a game record and import it elsewhere, import
// positions and links, and clear messages for anything that cannot be read.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag } from './helpers.js';

const env = useBrowser();

async function importText(page, text) {
  if (!(await page.locator('#io-text').isVisible())) await page.click('#io-panel summary');
  await page.fill('#io-text', text);
  await page.click('#io-import');
}

test('copy position puts the position text on the clipboard', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  await page.click('#copy-position');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, (await state(page)).position);
  assert.match(copied, /^alice:/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game record exported on one page is imported on another', async () => {
  const { page, context } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  const record = await page.inputValue('#io-text');
  // PGN's roster first: the event, the page, today's date, who plays each seat, the result.
  assert.match(record, /^\[Event "Casual game"\]\n\[Site "http:\/\/[^"]+"\]\n\[Date "\d{4}\.\d\d\.\d\d"\]\n/);
  assert.match(record, /\n\[White "\?"\]\n\[Black "\?"\]\n\[Result "\*"\]\n\[Variant "Alice Chess"\]\n/);
  assert.match(record, /\n\[Game "alice"\]\n/);
  assert.match(record, /1\. e4\S* d5\S*/);
  const played = await state(page);
  await context.close();

  const other = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await importText(other.page, record);
  const s = await state(other.page);
  assert.equal(s.game, 'alice');
  assert.deepEqual(s.history, played.history);
  assert.equal(s.position, played.position);
  assert.equal(await other.page.locator('#io-error').isHidden(), true);
  assert.deepEqual(other.errors, []);
  await other.context.close();
});

test('a record names the computer on its seat', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&c=h.3`);
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  const record = await page.inputValue('#io-text');
  assert.match(record, /\n\[White "\?"\]\n\[Black "Quadrille level 3"\]\n/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('positions and links are imported too', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
  // A FEN names no game: it is read for the game shown, so first switch to chess.
  await page.selectOption('#game-select', 'chess');
  await page.click('#new-game');
  await importText(page, fen);
  let s = await state(page);
  assert.equal(s.game, 'chess');
  assert.equal(s.position, fen);
  assert.equal(s.toMove, 1);
  // A position text that names its game switches to it.
  await importText(page, 'alice:4k3/8/8/8/8/8/8/4K3;8/8/8/8/8/8/8/3Q4 w - - 0 1');
  s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.pieces.length, 3);
  await importText(page, `${env.server.url}#v=1&g=chess&m=e2-e4.e7-e5`);
  s = await state(page);
  assert.equal(s.game, 'chess');
  assert.equal(s.length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [name, text, words] of [
  ['nothing', '   ', /Paste a game record, a position, a link or a Popeye problem/],
  ['an illegal move in a record', '[Game "chess"]\n1. e4 e4', /game record could not be imported: .*move 2 \(e4\)/],
  ['an unknown game in a record', '[Game "tennis"]\n1. e4', /game record could not be imported: .*tennis/],
  ['an unknown variant in a record', '[Variant "no-such-game"]\n1. e4', /game record could not be imported: .*no-such-game/],
  ['a bad option in a record', '[Game "alice"]\n[Option "gravity=true"]', /gravity/],
  ['a position with too few ranks', 'rnbqkbnr/pppppppp/8/8 w KQkq - 0 1', /position could not be imported/],
  ['a broken link', '#v=1&g=chess&m=e2-e9', /link could not be imported: .*e2-e9/],
  ['markup', '<img src=x onerror="window.hacked=1">', /could not be imported/],
]) {
  test(`importing ${name} shows what is wrong and keeps the game`, async () => {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`);
    await importText(page, text);
    const shown = await page.locator('#io-error');
    assert.equal(await shown.isVisible(), true);
    assert.match(await shown.textContent(), words);
    assert.equal(await page.locator('#io-error img').count(), 0);
    assert.equal(await page.evaluate(() => window.hacked), undefined);
    const s = await state(page);
    assert.equal(s.game, 'alice');
    assert.equal(s.length, 1);
    // The page keeps working (back up at the board, which the import box may have scrolled away).
    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(page, 'd7/A', 'd5/A');
    assert.equal((await state(page)).length, 2);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Resign and Offer draw: confirmed on the spot, the end shown as any other (dialog, result under
// the move list), kept in the link, the saved game and the record, and taken back by Undo; the
// computer accepts a draw only when it stands worse; in games of more players a resignation follows
// the game (the team loses; in the free-for-all, leave.test.js) and a draw needs everyone still in.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, settle } from './helpers.js';

const env = useBrowser();

async function confirm(page, button, question) {
  await page.click(button);
  assert.match(await page.textContent('#agreement-question'), question);
  await page.click('#agreement-yes');
  await settle(page);
}

/** The game record the page exports, after closing the end dialog. */
async function exportRecord(page) {
  await page.click('#game-over-close');
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  return page.inputValue('#io-text');
}

/** Opens a new page of chess, imports `record` there, and returns the page and its state. */
async function importRecord(record) {
  const other = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await other.page.click('#io-panel summary');
  await other.page.fill('#io-text', record);
  await other.page.click('#io-import');
  return { other, s: await state(other.page) };
}

test('a player resigns: the game ends, the link and the saved game keep it, Undo takes it back', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await drag(page, 'e2', 'e4');
  await drag(page, 'e7', 'e5');
  assert.equal(await page.locator('#agreement').isVisible(), true);
  // "No" leaves the game as it was.
  await page.click('#resign');
  await page.click('#agreement-no');
  assert.equal((await state(page)).over, false);
  await confirm(page, '#resign', /^White resigns\?$/);
  let s = await state(page);
  assert.equal(s.over, true);
  assert.equal(await page.locator('#game-over').isVisible(), true);
  assert.match(await page.textContent('#game-over-text'), /White resigned; Black wins/);
  assert.equal(await page.textContent('#result-line'), '0-1');
  assert.match(s.link, /&e=r0$/);
  assert.equal(await page.locator('#agreement').isHidden(), true);
  await page.click('#game-over-close');
  // A move after the end is refused by the engine.
  await drag(page, 'g1', 'f3');
  assert.equal((await state(page)).length, 2);
  // The saved game keeps the ending.
  await page.goto(`${env.server.url}`);
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  s = await state(page);
  assert.equal(s.over, true);
  assert.match(s.link, /&e=r0$/);
  // Undo takes back the resignation, not the move before it.
  await page.click('#undo');
  await settle(page);
  s = await state(page);
  assert.equal(s.over, false);
  assert.equal(s.length, 2);
  assert.doesNotMatch(s.link, /e=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two people agree a draw; the record says so and reads back', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`);
  await confirm(page, '#offer-draw', /^Black offers a draw\. Does White accept\?$/);
  assert.equal(await page.textContent('#result-line'), '½-½');
  const record = await exportRecord(page);
  assert.match(record, /\[Result "1\/2-1\/2"\]/);
  assert.match(record, /\[Termination "agreement"\]/);
  assert.match(record, /1\/2-1\/2\n$/);
  await context.close();

  const { other, s } = await importRecord(record);
  assert.equal(s.game, 'alice');
  assert.equal(s.over, true);
  assert.match(s.link, /&e=d$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await other.context.close();
});

test('the computer declines a draw at the start and accepts it a queen down', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&c=h.8`);
  await confirm(page, '#offer-draw', /computer/);
  assert.match(await page.textContent('#message-text'), /declines the draw/);
  assert.equal(await page.isDisabled('#offer-draw'), true, 'one offer a move');
  assert.equal((await state(page)).over, false);
  await context.close();

  const start = 'rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR+w+KQkq+-+0+1';
  const down = await open(env.browser, `${env.server.url}#v=1&g=chess&s=${start}&c=h.8`);
  await confirm(down.page, '#offer-draw', /computer/);
  const s = await state(down.page);
  assert.equal(s.over, true);
  assert.equal(await down.page.textContent('#result-line'), '½-½');
  assert.deepEqual(errors, []);
  assert.deepEqual(down.errors, []);
  await down.context.close();
});

test('four partners: a resignation loses for the team; the record names who resigned and reads back', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-teams`);
  assert.equal(await page.locator('#resign').isVisible(), true);
  await confirm(page, '#resign', /^White resigns\?$/);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.match(s.link, /&e=r0$/);
  assert.match(await page.textContent('#game-over-text'), /White resigned; Red and Black win/);
  const record = await exportRecord(page);
  assert.match(record, /\[Result "Red, Black"\]/);
  assert.match(record, /\[Termination "White resigned"\]/);
  await context.close();

  const { other, s: back } = await importRecord(record);
  assert.equal(back.game, 'four-teams');
  assert.equal(back.over, true);
  assert.match(back.link, /&e=r0$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await other.context.close();
});

test('every player for himself: a draw needs all four (resigning there: leave.test.js)', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  assert.equal(await page.locator('#agreement').isVisible(), true);
  // Yellow declines: the game goes on, one offer a move.
  await page.click('#offer-draw');
  assert.match(await page.textContent('#agreement-question'), /^White offers a draw\. Does Red accept\?$/);
  await page.click('#agreement-yes');
  assert.match(await page.textContent('#agreement-question'), /^White offers a draw\. Does Yellow accept\?$/);
  await page.click('#agreement-no');
  await settle(page);
  assert.match(await page.textContent('#message-text'), /Yellow declines the draw/);
  assert.equal((await state(page)).over, false);
  assert.equal(await page.isDisabled('#offer-draw'), true);
  // After a move, all three others accept.
  await drag(page, 'e2', 'e3');
  assert.equal(await page.isDisabled('#offer-draw'), false);
  await page.click('#offer-draw');
  for (const who of ['Yellow', 'Black', 'White']) {
    assert.equal((await state(page)).over, false, `not yet: ${who} has not answered`);
    assert.equal(await page.textContent('#agreement-question'), `Red offers a draw. Does ${who} accept?`);
    await page.click('#agreement-yes');
  }
  await settle(page);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.match(s.link, /&e=d$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the computers of a game of four decline a draw at the start; a bad ending in a link is an error', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa&c=h.2.2.2`);
  await confirm(page, '#offer-draw', /^Offer the computers a draw\?$/);
  assert.match(await page.textContent('#message-text'), /computer playing Red declines the draw/);
  assert.equal((await state(page)).over, false);
  await page.goto(`${env.server.url}#v=1&g=chess&m=e2-e4&e=r7`);
  await page.waitForFunction(() => /no player 8/.test(document.getElementById('message-text').textContent));
  assert.equal((await state(page)).game, 'four-ffa', 'the game shown is kept');
  assert.deepEqual(errors, []);
  await context.close();
});

// Leaving a game of many players: in the four-player free-for-all a player who resigns (or whose
// clock runs out) with two or more opponents still in leaves the game: his pieces leave the board,
// the move list says so at that place, the others play on (the computers too), and the link, the
// saved game, the record, stepping through the moves and Undo all keep it. In Orwell Chess a
// resignation or a time-out ends the game, both others winning.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, settle } from './helpers.js';

const env = useBrowser();

async function confirm(page, question) {
  await page.click('#resign');
  assert.match(await page.textContent('#agreement-question'), question);
  await page.click('#agreement-yes');
  await settle(page);
}

/** Opens a chess game and imports `record` there. */
async function reimport(page, record) {
  await page.goto(`${env.server.url}#v=1&g=chess`);
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().game === 'chess');
  await page.evaluate(() => {
    document.getElementById('io-panel').open = true;
  });
  await page.fill('#io-text', record);
  await page.click('#io-import');
  await settle(page);
}

const owners = (s) => new Set(s.pieces.map((p) => p.owner));

test('four-ffa: Red resigns with three opponents left, his pieces leave and the others play on', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  await drag(page, 'e2', 'e3');
  let s = await state(page);
  assert.equal(s.toMove, 1);
  assert.ok(owners(s).has(1));
  // The fault was a hidden Resign button here: the engine refused with three opponents left.
  assert.equal(await page.locator('#resign').isVisible(), true);
  await confirm(page, /^Red resigns\? His pieces leave the board and the others play on\.$/);
  s = await state(page);
  assert.equal(s.over, false);
  assert.equal(s.length, 2);
  assert.equal(s.history[1], 'Red resigned');
  assert.ok(!owners(s).has(1), 'no Red piece is left');
  assert.deepEqual([...owners(s)].sort(), [0, 2, 3]);
  assert.equal(s.seats[1].out, true);
  assert.equal(s.toMove, 2, 'Yellow moves next');
  assert.match(s.link, /&m=e2-e3\.resign1$/);
  assert.equal(await page.locator('#game-over').isVisible(), false);
  // The move list shows the entry at its place, in Red's column.
  const entry = page.locator('#move-list button[data-ply="2"]');
  assert.equal(await entry.textContent(), 'resigned');
  assert.equal(await entry.getAttribute('title'), 'Red resigned');
  // Yellow, Black and White play on; Red's turn is passed over.
  await drag(page, 'e13', 'e12');
  await drag(page, 'b5', 'c5');
  await drag(page, 'e3', 'e4');
  s = await state(page);
  assert.equal(s.toMove, 2);
  assert.equal(s.length, 5);
  // A reload keeps it.
  await page.goto(`${env.server.url}`);
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  s = await state(page);
  assert.equal(s.length, 5);
  assert.equal(s.history[1], 'Red resigned');
  assert.ok(!owners(s).has(1));
  // Stepping back through the list: before the leave Red's army stands, after it it is gone.
  await page.click('#move-list button[data-ply="1"]');
  await settle(page);
  assert.ok(owners(await state(page)).has(1));
  await page.click('#move-list button[data-ply="2"]');
  await settle(page);
  assert.ok(!owners(await state(page)).has(1));
  await page.click('#move-list button[data-ply="5"]');
  await settle(page);
  // Undo takes back the three moves, then the leave: Red is back, to move.
  for (let i = 0; i < 4; i++) {
    await page.click('#undo');
    await settle(page);
  }
  s = await state(page);
  assert.equal(s.length, 1);
  assert.ok(owners(s).has(1));
  assert.equal(s.toMove, 1);
  assert.equal(s.seats[1].out, false);
  assert.doesNotMatch(s.link, /resign/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('four-ffa: a move played before the leave starts a side line that keeps it', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa&m=e2-e3.resign1.e13-e12`);
  await page.click('#move-list button[data-ply="1"]');
  await settle(page);
  await drag(page, 'm7', 'l7');
  let s = await state(page);
  assert.equal(s.length, 2);
  assert.ok(owners(s).has(1), 'in the new line Red plays on');
  assert.match(await page.textContent('#variations'), /Red resigned/);
  // Back to the old line at its last move: Red is out again.
  await page.click('#variations button[data-ply="3"]');
  await settle(page);
  s = await state(page);
  assert.equal(s.history[1], 'Red resigned');
  assert.ok(!owners(s).has(1));
  assert.deepEqual(errors, []);
  await context.close();
});

test('four-ffa: the record writes the leave and reads back', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa&m=e2-e3.resign1.e13-e12`);
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  const record = await page.inputValue('#io-text');
  assert.match(record, / Red-resigns /);
  await reimport(page, record);
  const s = await state(page);
  assert.equal(s.game, 'four-ffa');
  assert.equal(s.length, 3);
  assert.equal(s.history[1], 'Red resigned');
  assert.ok(!owners(s).has(1));
  assert.deepEqual(errors, []);
  await context.close();
});

test('four-ffa against three computers: the person resigns and the computers play on', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa&c=h.r.r.r`);
  await confirm(page, /^White resigns\? His pieces leave/);
  await page.waitForFunction(() => window.quadrille.state().length >= 5, null, { timeout: 20000 });
  const s = await state(page);
  assert.equal(s.history[0], 'White resigned');
  assert.ok(!owners(s).has(0));
  assert.equal(await page.locator('#resign').isVisible(), false, 'no person is left to resign');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Orwell: a resignation ends the game and both others win; the record reads back', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell&d=7`);
  // The fault was no resignation at all in Orwell.
  assert.equal(await page.locator('#resign').isVisible(), true);
  await confirm(page, /^White resigns\?$/);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.match(s.link, /&e=r0$/);
  assert.match(await page.textContent('#game-over-text'), /White resigned; Red and Black win/);
  await page.click('#game-over-close');
  await page.click('#io-panel summary');
  await page.click('#io-export-record');
  const record = await page.inputValue('#io-text');
  assert.match(record, /\[Termination "White resigned"\]/);
  // Undo takes the resignation back although no move was played.
  await page.click('#undo');
  await settle(page);
  assert.equal((await state(page)).over, false);
  await reimport(page, record);
  const back = await state(page);
  assert.equal(back.game, 'orwell');
  assert.equal(back.over, true);
  assert.match(back.link, /&e=r0$/);
  assert.deepEqual(errors, []);
  await context.close();
});

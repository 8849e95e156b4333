// The address hash holds the game: a link restores the game at its ply; a broken or hostile hash
// shows a message and a fresh game; the game survives a reload through localStorage, and corrupt
// storage is reported and ignored.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag, pieceOn } from './helpers.js';

const env = useBrowser();

// Written by hand from docs/link-format.md: 1.e4 d5 2.exd5 (the pawn captures on board B), viewed
// after the second ply.
const LINK = 'v=1&g=alice&m=e2-e4.d7-d5.B:e4xd5&p=2';

test('a link restores the game at its ply', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${LINK}`);
  let s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.length, 3);
  assert.equal(s.ply, 2);
  assert.equal(pieceOn(s, 'e4/B').letter, 'P');
  assert.equal(pieceOn(s, 'd5/B').owner, 1);
  assert.equal(await page.locator('#message').isHidden(), true);
  await page.locator('#last').click();
  s = await state(page);
  assert.equal(s.ply, 3);
  assert.equal(pieceOn(s, 'd5/A').owner, 0, 'the capturing pawn went back to board A');
  assert.equal(pieceOn(s, 'd5/B'), undefined);
  assert.equal(s.link, 'v=1&g=alice&m=e2-e4.d7-d5.B:e4xd5');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [name, hash] of [
  ['garbage', '#%%%garbage&&&'],
  ['a script', '#<script>window.hacked=1</script>'],
  ['an image with a handler', '#v=1&g=<img src=x onerror="window.hacked=1">'],
  ['an illegal move', '#v=1&g=alice&m=e2-e5'],
  ['an unknown game', '#v=1&g=no-such-game'],
  ['a newer version', '#v=9&g=alice'],
  ['a very long hash', `#v=1&g=alice&m=${'e2-e4.'.repeat(20000)}`],
]) {
  test(`a link with ${name} shows a message and a fresh game`, async () => {
    const { page, context, errors } = await open(env.browser, env.server.url + hash);
    const s = await state(page);
    assert.equal(s.game, 'alice');
    assert.equal(s.length, 0);
    assert.equal(s.message.kind, 'error');
    const shown = await page.locator('#message-text').textContent();
    assert.match(shown, /could not be opened/);
    assert.equal(await page.locator('#message').isVisible(), true);
    assert.equal(await page.locator('#message img, #message script').count(), 0);
    assert.equal(await page.evaluate(() => window.hacked), undefined);
    // The page keeps working: a move can be made, and the hash now holds the new game.
    await drag(page, 'e2/A', 'e4/A');
    assert.equal((await state(page)).ply, 1);
    assert.equal(await page.evaluate(() => location.hash), '#v=1&g=alice&m=e2-e4');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a reload keeps the game, from storage when the address has no hash', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');
  await page.reload();
  await ready(page);
  assert.equal((await state(page)).length, 2);
  await page.goto(env.server.url); // same origin, no hash: the saved game
  await ready(page);
  const s = await state(page);
  assert.equal(s.length, 2);
  assert.equal(pieceOn(s, 'd5/B').letter, 'P');
  assert.equal(s.message, null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hash wins over the saved game', async () => {
  const { page, context } = await open(env.browser, env.server.url);
  await drag(page, 'g1/A', 'f3/A');
  await page.goto(`${env.server.url}#v=1&g=alice&m=b1-c3`);
  await ready(page);
  const s = await state(page);
  assert.equal(pieceOn(s, 'c3/B').letter, 'N');
  assert.equal(pieceOn(s, 'f3/B'), undefined);
  await context.close();
});

for (const [name, stored] of [
  ['not JSON', '{not json'],
  ['the wrong shape', '{"v":1,"link":42}'],
  ['an illegal game', '{"v":1,"link":"v=1&g=alice&m=e2-e6"}'],
]) {
  test(`corrupt storage (${name}) shows a notice and a fresh game`, async () => {
    const { page, context, errors } = await open(env.browser, env.server.url, {
      before: (p) =>
        p.addInitScript((value) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('quadrille.game', value);
          }
        }, stored),
    });
    const s = await state(page);
    assert.equal(s.length, 0);
    assert.equal(s.message.kind, 'notice');
    assert.match(await page.locator('#message-text').textContent(), /saved game could not be/);
    await drag(page, 'e2/A', 'e4/A');
    assert.equal((await state(page)).ply, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Issue 15, item 1: a broken link used to replace the saved game with a fresh Alice game, and the
// game in progress was gone after the next plain visit.
const BROKEN = 'v=1&g=chess&m=e2-e4.zz9';

test('a broken link keeps the saved game and offers the part that could be read', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');
  await page.goto(`${env.server.url}#${BROKEN}`);
  await ready(page);
  let s = await state(page);
  assert.equal(s.game, 'alice', 'the saved game is shown, not a new one');
  assert.equal(s.length, 2);
  assert.equal(s.message.kind, 'error');
  assert.match(await page.locator('#message-text').textContent(), /could not be opened.*Your game was kept/);
  const offer = page.locator('#message-action');
  assert.equal(await offer.isVisible(), true);
  assert.equal(await offer.textContent(), 'Open Chess after 1 move instead');
  // The next plain visit still finds the game in progress.
  await page.goto(env.server.url);
  await ready(page);
  s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.length, 2);
  // Accepting the offer opens chess after 1.e4.
  await page.goto(`${env.server.url}#${BROKEN}`);
  await ready(page);
  await page.locator('#message-action').click();
  s = await state(page);
  assert.equal(s.game, 'chess');
  assert.deepEqual(s.history, ['e4']);
  assert.equal(s.message, null);
  assert.equal(await page.evaluate(() => location.hash), '#v=1&g=chess&m=e2-e4');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken link opened during a game keeps that game', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'g1/A', 'f3/A');
  await page.evaluate((h) => (location.hash = h), BROKEN);
  await page.waitForFunction(() => window.quadrille.state().message);
  const s = await state(page);
  assert.equal(s.game, 'alice');
  assert.equal(s.length, 1);
  assert.equal(await page.locator('#message-action').isVisible(), true);
  assert.equal(await page.evaluate(() => location.hash), '#v=1&g=alice&m=Ng1-f3');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken link with no game in progress opens the part that could be read', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${BROKEN}`);
  const s = await state(page);
  assert.equal(s.game, 'chess');
  assert.deepEqual(s.history, ['e4']);
  assert.equal(s.message.kind, 'error');
  assert.match(s.message.text, /move 2 of the link.*cannot be played.*The part that could be read was opened: Chess after 1 move/);
  assert.equal(await page.locator('#message-action').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link naming a cell that is not on the board says which cell', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4.e7-e9`);
  assert.equal((await state(page)).message.kind, 'error');
  // Chess has ranks 1 to 8: e9 is not a cell.
  assert.match(await page.locator('#message-text').textContent(), /e9, which is not a cell of this board/);
  assert.deepEqual(errors, []);
  await context.close();
});

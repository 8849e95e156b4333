// Hostile input in every game: broken and hostile links, records and positions pasted into the
// Import box, and a corrupt saved game. In each game a move is played first (so there is a game to
// lose); then the page must show what is wrong, keep working, and keep that game: the Import box
// leaves it as it was, and a plain visit after a bad link shows it again.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag, click, settle } from './helpers.js';

const env = useBrowser();

/** Every game id the page's chooser offers. */
async function gameIds() {
  const { page, context } = await open(env.browser, env.server.url);
  const ids = await page.$$eval('#game-select option', (os) => os.map((o) => o.value));
  await context.close();
  return ids;
}

/** Plays one legal move the engine offers (rolling first in a game with dice) with the mouse. */
async function playOne(page) {
  const roll = page.locator('#roll');
  if ((await roll.isVisible()) && (await roll.isEnabled())) {
    await roll.click();
    await settle(page);
  }
  const s = await state(page);
  const m = s.moves.find((x) => !x.pass && x.from !== x.to) || s.moves.find((x) => !x.pass);
  if (!m) {
    // A roll that no piece can use: the pass is the move.
    assert.ok(s.moves.some((x) => x.pass), `${s.game}: the start has a move or a pass`);
    await page.click('#pass');
    await settle(page);
    return;
  }
  if (m.from === m.to) await click(page, m.to);
  else await drag(page, m.from, m.to);
  // A move that may end on more than one board asks which: the first answer.
  const chooser = page.locator('#chooser button').first();
  if (await chooser.isVisible()) await chooser.click();
  await settle(page);
}

/** Opens `hash` in a new tab of `context` (a full load sharing the saved game). */
async function visit(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    errors.push(`unexpected dialog: ${d.message()}`);
    d.dismiss();
  });
  await page.goto(url);
  await ready(page);
  return { page, errors };
}

const HOSTILE_LINKS = (id) => [
  `#v=1&g=${id}&m=zz9`,
  `#v=1&g=${id}&m=${'a1-a2.'.repeat(3000)}`,
  `#v=1&g=${id}&s=${'Q'.repeat(500)}+w`,
  `#v=1&g=${id}&o=no_such_option:1&d=-1&p=99999`,
  `#v=1&g=${id}&m=%00%ff%fe<img src=x onerror="window.hacked=1">`,
];

const HOSTILE_TEXTS = [
  '1. zz9 ?? 2. \u0000\u0001'.repeat(5000),
  '<script>window.hacked=1</script>',
  '1. Ke5 Ke4 2. Qxh9',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 999999999999',
];

test('hostile links, imports and saved games in every game leave the game played', async () => {
  const ids = await gameIds();
  assert.ok(ids.length >= 18, `the chooser lists every game (${ids.length})`);
  for (const id of ids) {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${id}`);
    await playOne(page);
    const played = await state(page);
    assert.equal(played.game, id);
    assert.ok(played.length >= 1, `${id}: a move played`);
    const saved = played.link;

    for (const hash of HOSTILE_LINKS(id)) {
      const bad = await visit(context, env.server.url + hash);
      const s = await state(bad.page);
      assert.ok(s.ready, `${id}: the page works after ${hash.slice(0, 40)}`);
      assert.equal(s.message && s.message.kind, 'error', `${id}: ${hash.slice(0, 40)} is reported`);
      assert.equal(await bad.page.evaluate(() => window.hacked), undefined);
      assert.deepEqual(bad.errors, [], `${id}: ${hash.slice(0, 40)}`);
      await bad.page.close();
      const again = await visit(context, env.server.url);
      assert.equal((await state(again.page)).link, saved, `${id}: the game survives ${hash.slice(0, 40)}`);
      await again.page.close();
    }

    if (!(await page.locator('#io-text').isVisible())) await page.click('#io-panel summary');
    for (const text of HOSTILE_TEXTS) {
      await page.fill('#io-text', text);
      await page.click('#io-import');
      await settle(page);
      const s = await state(page);
      assert.equal(await page.locator('#io-error').isVisible(), true, `${id}: ${text.slice(0, 30)}`);
      assert.match(await page.locator('#io-error').textContent(), /could not be imported/);
      assert.equal(s.link, saved, `${id}: an import that fails changes nothing`);
      assert.equal(await page.evaluate(() => window.hacked), undefined);
    }

    // A saved game whose link is broken, then one that is not JSON: reported, and the page plays.
    for (const stored of [JSON.stringify({ v: 1, link: `v=1&g=${id}&m=zz9` }), '}{']) {
      await page.evaluate((value) => localStorage.setItem('quadrille.game', value), stored);
      const after = await visit(context, env.server.url);
      const s = await state(after.page);
      assert.ok(s.ready && s.message, `${id}: a corrupt saved game is reported`);
      await playOne(after.page);
      assert.ok((await state(after.page)).length >= 1, `${id}: the page plays after a corrupt save`);
      assert.deepEqual(after.errors, []);
      await after.page.close();
    }
    assert.deepEqual(errors, [], id);
    await context.close();
  }
});

// Every game the engine lists round-trips through the address hash: the moves (with the rolls of
// games with dice), the ply viewed, a start position of its own, the dice seed, and options that
// differ from the defaults. Games added later are covered without changing this test.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, click, settle } from './helpers.js';

const env = useBrowser();

/** Plays one step the way a player would: roll when the dice are due, place a piece in the
 * placement step, else a legal move. */
async function step(page) {
  await settle(page); // the last move's animation and any redraw finished, as a player waits
  const s = await state(page);
  if (s.dice && s.dice.needsRoll) {
    await page.click('#roll');
    return;
  }
  // The placement step (Fortress Chess): the chosen piece of the hand onto a cell offered.
  if (s.placing && s.drops.length) {
    await click(page, s.drops[0]);
    assert.equal((await state(page)).length, s.ply + 1, `a drop on ${s.drops[0]} was played`);
    return;
  }
  // A move to another square (a zero move, made on the other board, is tested with its game).
  const m = s.moves.find((x) => !x.pass && x.from !== x.to);
  if (!m) {
    await page.click('#pass');
    return;
  }
  await click(page, m.from);
  await click(page, m.to);
  if (await page.locator('#chooser').isVisible()) {
    await page.locator('#chooser button').first().click();
    await settle(page);
  }
  assert.equal((await state(page)).length, s.ply + 1, `the move ${m.san} was played`);
}

/** What a link must bring back. */
const essence = (s) => ({
  game: s.game,
  ply: s.ply,
  length: s.length,
  position: s.position,
  history: s.history,
  toMove: s.toMove,
  options: s.options,
  link: s.link,
});

/** Opens a link in a fresh browser context and returns what it shows. */
async function reopen(link) {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${link}`);
  const s = await state(page);
  assert.equal(s.message, null, `the link ${link} opened without a message`);
  assert.deepEqual(errors, []);
  return { page, context, s };
}

// The values of the options that are not on/off switches, from the rules: chess.com's start
// arrays of its four-player games (docs/rules-decisions.md, "chess.com's four-player chess").
const CHOICES = { setup: ['modern', 'classic', 'by', 'byg', 'rg'] };

/** Another value than `value` for option `name`: the other side of a switch, or another choice. */
function otherValue(name, value) {
  if (value === 'true' || value === 'false') return value === 'true' ? 'false' : 'true';
  const choices = CHOICES[name];
  assert.ok(choices && choices.includes(value), `option ${name}=${value}: add its values to CHOICES`);
  return choices.find((c) => c !== value);
}

test('every game id round-trips through the hash', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  const ids = await page.evaluate(() => [...document.querySelectorAll('#game-select option')].map((o) => o.value));
  assert.ok(ids.includes('chess') && ids.includes('alice'), `the games: ${ids}`);
  for (const id of ids) {
    await page.selectOption('#game-select', id);
    await page.click('#new-game');
    for (let i = 0; i < 4; i++) await step(page);
    await page.click('#back');
    const played = await state(page);
    assert.equal(played.ply, played.length - 1, id);
    assert.match(played.link, new RegExp(`^v=1&g=${id}(&d=\\d+)?&m=[^&]+&p=${played.ply}$`));
    let back = await reopen(played.link);
    assert.deepEqual(essence(back.s), essence(played), `${id}: moves and ply`);
    await back.context.close();

    // A start position of its own (from the editor), and in games with dice the seed.
    await page.click('#edit-position');
    await page.click('#editor-play');
    await step(page);
    const edited = await state(page);
    assert.match(edited.link, /&s=/, `${id}: the link holds the start position`);
    if (edited.dice) assert.match(edited.link, /&d=\d+/, `${id}: the link holds the seed`);
    back = await reopen(edited.link);
    assert.deepEqual(essence(back.s), essence(edited), `${id}: start position`);
    await back.context.close();

    // Every option, set to another value than its default.
    for (const [name, value] of played.options) {
      const other = otherValue(name, value);
      back = await reopen(`v=1&g=${id}&o=${name}:${other}`);
      assert.deepEqual(back.s.options.find(([n]) => n === name), [name, other], `${id}: option ${name}`);
      await step(back.page);
      const withOption = await state(back.page);
      assert.match(withOption.link, new RegExp(`&o=${name}:${other}`));
      await back.context.close();
      const again = await reopen(withOption.link);
      assert.deepEqual(essence(again.s), essence(withOption), `${id}: option ${name} round trip`);
      await again.context.close();
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Keyboard play and the page's look: moves typed in SAN or `e2e4` form are read by the engine and
// played as clicked ones; a letter typed anywhere starts a move; moves are read out for screen
// readers; dark mode follows the system or the Look menu, and the board colours can be chosen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, settle, pixel, pieceOn } from './helpers.js';

const env = useBrowser();

async function type(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
  await settle(page);
}

test('moves typed in SAN and in long form are played; a wrong one says why and changes nothing', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  await type(page, 'e4');
  await type(page, 'e7e5');
  await type(page, 'Nf3');
  let s = await state(page);
  assert.deepEqual(s.history, ['e4', 'e5', 'Nf3']);
  assert.equal(await page.inputValue('#move-input'), '', 'the box is emptied after a move');
  assert.match(await page.textContent('#announce'), /White played Nf3\. .*Black/);
  // Illegal and unreadable moves: an error under the box, the game unchanged, the text kept.
  for (const bad of ['e4', 'Ke3', 'zz9']) {
    await type(page, bad);
    assert.equal(await page.locator('#move-input-error').isVisible(), true, bad);
    assert.match(await page.textContent('#move-input-error'), new RegExp(`^${bad}: `));
    assert.equal(await page.inputValue('#move-input'), bad);
    s = await state(page);
    assert.equal(s.length, 3, `${bad} was not played`);
  }
  // Typing again clears the error.
  await page.fill('#move-input', 'N');
  await page.type('#move-input', 'c6');
  assert.equal(await page.locator('#move-input-error').isHidden(), true);
  await page.press('#move-input', 'Enter');
  await settle(page);
  assert.deepEqual((await state(page)).history, ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a letter typed on the page starts a move in the box; an Alice move needs no board', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await page.click('h1');
  await page.keyboard.type('d4');
  assert.equal(await page.inputValue('#move-input'), 'd4');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'move-input');
  await page.keyboard.press('Enter');
  await settle(page);
  const s = await state(page);
  assert.equal(s.length, 1);
  assert.equal(pieceOn(s, 'd4/B').letter, 'P', 'the pawn went through to board B');
  // Arrow keys in the box move the caret, not the game.
  await page.keyboard.type('d5');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).ply, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a typed move on the computer's turn is refused", async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&c=h.8`);
  await page.selectOption('#ai-speed', 'slow');
  await type(page, 'e4');
  // The computer takes two seconds over its move (slow speed): the next move typed is refused.
  await type(page, 'e5');
  assert.match(await page.textContent('#move-input-error'), /computer's turn/);
  assert.equal((await state(page)).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

const background = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('dark mode follows the system, the Look menu overrides it and is remembered', async () => {
  const context = await env.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`, { context });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await background(page), 'rgb(22, 21, 18)');
  await page.click('#look-panel summary');
  await page.selectOption('#look-theme', 'light');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await background(page), 'rgb(244, 241, 234)');
  // Board colours: a dark square of board A takes the chosen colour.
  assert.deepEqual((await pixel(page, 'd4')).slice(0, 3), [0xb5, 0x88, 0x63]);
  await page.selectOption('#look-board', 'blue');
  await settle(page);
  assert.deepEqual((await pixel(page, 'd4')).slice(0, 3), [0x8c, 0xa2, 0xad]);
  await page.reload();
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  await settle(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await page.inputValue('#look-board'), 'blue');
  assert.deepEqual((await pixel(page, 'd4')).slice(0, 3), [0x8c, 0xa2, 0xad]);
  // Back to the system's choice: dark again.
  await page.click('#look-panel summary');
  await page.selectOption('#look-theme', 'system');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupt stored look is ignored', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`, {
    before: (p) => p.addInitScript(() => localStorage.setItem('quadrille.look', '{"theme": 7, "board": "<b>"')),
  });
  assert.equal(await page.inputValue('#look-theme'), 'system');
  assert.equal(await page.inputValue('#look-board'), 'brown');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the arrow keys step through the moves while a checkbox or a button has focus, not in a text box', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&m=e2-e4.e7-e5.g1-f3`);
  assert.equal((await state(page)).ply, 3);
  await page.focus('#auto-flip');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).ply, 2, 'a focused checkbox lets the arrows step back');
  await page.focus('#new-game');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).ply, 1, 'a focused button lets the arrows step back');
  await page.keyboard.press('ArrowRight');
  assert.equal((await state(page)).ply, 2);
  await page.focus('#move-input');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).ply, 2, 'in the text box the arrows move the caret');
  assert.deepEqual(errors, []);
  await context.close();
});

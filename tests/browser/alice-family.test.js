// The Alice family on the page: three boards side by side where the player chooses the board of
// arrival, and Duo Chess, where a zero move is made by clicking the piece's square on the other
// board and the player chooses whether a move goes through the looking-glass.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, click, centre, pieceOn, saveShot } from './helpers.js';

const env = useBrowser();

/** The texts of the chooser: its prompt and its move buttons. */
async function chooser(page) {
  return {
    prompt: await page.locator('#chooser .prompt').textContent(),
    buttons: await page.locator('#chooser button[data-index]').allTextContents(),
  };
}

test('three-board Alice: boards side by side, targets on both boards, the player picks one', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice3`);
  let s = await state(page);
  assert.equal(s.game, 'alice3');
  const [a, b, c] = await Promise.all(['a1/A', 'a1/B', 'a1/C'].map((n) => centre(page, n)));
  assert.ok(a.x < b.x && b.x < c.x, 'boards A, B and C from left to right');
  assert.ok(Math.abs(a.y - b.y) < 1 && Math.abs(b.y - c.y) < 1, 'the boards are side by side');

  await click(page, 'g1/A');
  s = await state(page);
  const arrivals = s.targets.filter((t) => t.to === 'f3/A').map((t) => t.arrive).sort();
  assert.deepEqual(arrivals, ['f3/B', 'f3/C']);
  // Clicking the square of the move on board A asks which board.
  await click(page, 'f3/A');
  assert.equal((await state(page)).ply, 0, 'nothing is played before the choice');
  const asked = await chooser(page);
  assert.equal(asked.prompt, 'Transfer to which board?');
  assert.deepEqual(asked.buttons, ['To board B', 'To board C']);
  await saveShot(page, 'alice3-choice.png');
  await page.locator('#chooser button', { hasText: 'To board C' }).click();
  s = await state(page);
  assert.equal(s.ply, 1);
  assert.deepEqual(pieceOn(s, 'f3/C'), { cell: 'f3/C', letter: 'N', owner: 0 });
  assert.equal(s.history[0], 'Nf3/C');
  assert.equal(await page.locator('#chooser').isHidden(), true);

  // Clicking the ring on a board of arrival plays that move at once.
  await click(page, 'g8/A');
  await click(page, 'f6/B');
  s = await state(page);
  assert.equal(s.ply, 2);
  assert.equal(pieceOn(s, 'f6/B').owner, 1);
  assert.equal(s.history[1], 'Nf6/B');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Duo Chess: a zero move by clicking the other board, and the choice to stay', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=duo`);
  let s = await state(page);
  assert.equal(s.game, 'duo');
  assert.equal(pieceOn(s, 'e8/B').letter, 'K', 'Black starts on board B');

  // The knight on b1 of board A passes to b1 of board B.
  await click(page, 'b1/A');
  s = await state(page);
  assert.ok(s.targets.some((t) => t.to === 'b1/A' && t.arrive === 'b1/B'), JSON.stringify(s.targets));
  await click(page, 'b1/B');
  s = await state(page);
  assert.equal(s.ply, 1);
  assert.equal(pieceOn(s, 'b1/A'), undefined);
  assert.deepEqual(pieceOn(s, 'b1/B'), { cell: 'b1/B', letter: 'N', owner: 0 });
  assert.equal(s.history[0], 'N@b1/B');

  // Black's knight to f6 of board B: through the looking-glass or not?
  await click(page, 'g8/B');
  await click(page, 'f6/B');
  assert.equal((await state(page)).ply, 1);
  const asked = await chooser(page);
  assert.equal(asked.prompt, 'Through the looking-glass?');
  assert.deepEqual([...asked.buttons].sort(), ['Stay on B', 'To board A']);
  await saveShot(page, 'duo-choice.png');
  await page.locator('#chooser button', { hasText: 'Stay on B' }).click();
  s = await state(page);
  assert.equal(s.ply, 2);
  assert.equal(pieceOn(s, 'f6/B').owner, 1);
  assert.equal(s.history[1], 'Nf6/B');
  // The link names the zero move with `@` and the board the mover chose after a slash.
  assert.equal(s.link, 'v=1&g=duo&m=N@b1.B:Ng8-f6/B');
  assert.deepEqual(errors, []);
  await context.close();
  // The link opens the same game again.
  const again = await open(env.browser, `${env.server.url}#${s.link}`);
  const t = await state(again.page);
  assert.equal(t.ply, 2);
  assert.deepEqual(t.history, ['N@b1/B', 'Nf6/B']);
  assert.equal(pieceOn(t, 'f6/B').owner, 1);
  assert.deepEqual(again.errors, []);
  await again.context.close();
});

test('every other game of the family opens from a link and takes a move with the mouse', async () => {
  const games = {
    alice2: ['e2/A', 'e4/A', 'e4/B'],
    'ms-alice': ['g1/A', 'g1/B', 'g1/B'],
    odonohue: ['g1/A', 'f3/A', 'f3/B'],
    'alice-8x4': ['a3/A', 'a4/A', 'a4/B'],
    'chess-glass': ['e2/A', 'e4/A', 'e4/B'],
  };
  for (const [game, [from, to, arrive]] of Object.entries(games)) {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${game}`);
    await click(page, from);
    await click(page, to);
    const s = await state(page);
    assert.equal(s.game, game);
    assert.equal(s.ply, 1, `${game}: one move played`);
    assert.equal(s.lastMove.arrive, arrive, game);
    assert.equal(pieceOn(s, arrive).owner, 0, game);
    assert.deepEqual(errors, [], game);
    await context.close();
  }
});

test('Orwell Chess through the looking-glass: after the roll a move lands on the second cylinder', async () => {
  // White's roll 1,2, given in the link: a Berlinpeono, Raja or Maharaja, and a Dabbabah may move.
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell-glass&d=7&m=r12`);
  let s = await state(page);
  const move = s.moves.find((m) => !m.pass);
  assert.ok(move, `a move after the roll: ${JSON.stringify(s.dice)}`);
  assert.ok(move.from.endsWith('/A') && move.to.endsWith('/A'), JSON.stringify(move));
  await click(page, move.from);
  await click(page, move.to);
  s = await state(page);
  assert.equal(s.lastMove.to, move.to);
  assert.equal(s.lastMove.arrive, move.to.replace('/A', '/B'), 'the piece passed to board B');
  assert.ok(pieceOn(s, s.lastMove.arrive), 'it stands there');
  await saveShot(page, 'orwell-glass.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('three-board Alice: a promotion shows each piece for each board', async () => {
  const text = 'alice3:7k/P7/8/8/8/8/8/4K3;8/8/8/8/8/8/8/8;8/8/8/8/8/8/8/8 w - - 0 1';
  const link = `v=1&g=alice3&s=${text.replace(/ /g, '+')}`;
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${link}`);
  await click(page, 'a7/A');
  await click(page, 'a8/A');
  const buttons = page.locator('#chooser button[data-index]');
  assert.equal(await buttons.count(), 8, 'four pieces, each to board B or C');
  assert.equal(await page.locator('#chooser img').count(), 8);
  const captions = await page.locator('#chooser .caption').allTextContents();
  assert.deepEqual([...new Set(captions)].sort(), ['→ B', '→ C']);
  await saveShot(page, 'alice3-promotion.png');
  await page.locator('#chooser button[aria-label="a8=N/C"]').click();
  const s = await state(page);
  assert.equal(s.ply, 1);
  assert.deepEqual(pieceOn(s, 'a8/C'), { cell: 'a8/C', letter: 'N', owner: 0 });
  assert.deepEqual(errors, []);
  await context.close();
});

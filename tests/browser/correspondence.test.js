// Play by link: four friends at four screens play a round of the four-player free-for-all, each
// sending the game on with "Send to the next player". Each opens the link in a browser of his own
// (a context of its own: nothing shared but the link), finds the board turned to his seat and a
// message saying it is his move, plays, and sends it on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state } from './helpers.js';

const env = useBrowser();

/** Plays a move typed in the move box. */
async function type(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

/** Presses "Send to the next player" and returns the link it copied. */
async function send(page) {
  await page.click('#send-next');
  await page.waitForFunction(() => /was copied/.test(document.getElementById('message').textContent), null, { timeout: 5000 });
  return page.evaluate(() => navigator.clipboard.readText());
}

async function person(url) {
  const opened = await open(env.browser, url);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  return opened;
}

test('a round of four-player chess through four links, each opening at the next seat', async () => {
  // The seats in turn order (the rules file): White, Red, Yellow, Black; each plays a pawn.
  const names = ['White', 'Red', 'Yellow', 'Black'];
  const moves = ['e2-e4', 'm7-k7', 'h13-h11', 'b8-d8'];
  let link = `${env.server.url}#v=1&g=four-ffa`;
  for (let seat = 0; seat < 4; seat++) {
    const { page, context, errors } = await person(link);
    const s = await state(page);
    assert.equal(s.length, seat, `the link holds the ${seat} moves before`);
    assert.equal(s.toMove, seat);
    if (seat > 0) {
      assert.equal(s.seat, seat, `the board faces ${names[seat]}`);
      assert.equal(s.turns, seat, `${names[seat]} sits at the bottom`);
      const message = await page.textContent('#message');
      assert.match(message, new RegExp(`Your move, ${names[seat]}\\. The last move: `), message);
    }
    await type(page, moves[seat]);
    assert.equal((await state(page)).length, seat + 1);
    link = await send(page);
    assert.match(link, new RegExp(`&to=${(seat + 1) % 4}$`), link);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // Back to White, with the whole round.
  const { page, context, errors } = await person(link);
  const s = await state(page);
  assert.equal(s.length, 4);
  assert.equal(s.seat, 0);
  assert.match(await page.textContent('#message'), /Your move, White\. The last move: /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game over has nobody to send it to, and a link for a seat that does not exist is ignored', async () => {
  // Fool's mate: the game is over.
  const { page, context, errors } = await person(`${env.server.url}#v=1&g=chess&m=f2-f3.e7-e5.g2-g4.d8-h4&to=9`);
  const s = await state(page);
  assert.equal(s.length, 4);
  assert.equal(s.seat, null);
  await page.click('#send-next');
  assert.match(await page.textContent('#message'), /over/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a conditional reply is played when the awaited move comes back, and only then', async () => {
  // White plays e4, keeps "if e5, then Nf3", and sends the game to Black.
  const white = await person(`${env.server.url}#v=1&g=chess`);
  await type(white.page, 'e4');
  await white.page.click('#conditional-panel summary');
  await white.page.fill('#cond-if', 'e5');
  await white.page.fill('#cond-then', 'Nf3');
  await white.page.click('#cond-add');
  assert.match(await white.page.textContent('#cond-list'), /If e5, then Nf3/);
  const toBlack = await send(white.page);
  // A reply that is not legal after the awaited move is refused, and nothing is kept for it.
  await white.page.fill('#cond-if', 'e5');
  await white.page.fill('#cond-then', 'Ke3');
  await white.page.click('#cond-add');
  assert.match(await white.page.textContent('#message'), /cannot be kept/);

  // Black answers e5 (the move awaited) in another browser; his link comes back to White.
  const black = await person(toBlack);
  await type(black.page, 'e5');
  const toWhite = await send(black.page);
  await black.context.close();
  const back = await white.context.newPage();
  await back.goto(toWhite);
  await back.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  // The reply is played once the page has read the link: wait for it (or its absence) to settle.
  await back.waitForFunction(() => window.quadrille.state().length === 3, null, { timeout: 10000 }).catch(() => {});
  const s = await state(back);
  assert.equal(s.length, 3, 'the conditional reply was played');
  assert.equal(s.history[2], 'Nf3');
  assert.match(await back.textContent('#message'), /conditional reply was played/);

  // Another answer would not have set it off: a fresh game, "if c5, then Nf3", Black plays e5.
  const other = await person(`${env.server.url}#v=1&g=chess`);
  await type(other.page, 'd4');
  await other.page.click('#conditional-panel summary');
  await other.page.fill('#cond-if', 'c5');
  await other.page.fill('#cond-then', 'Nf3');
  await other.page.click('#cond-add');
  const link = await send(other.page);
  const answer = await person(link);
  await type(answer.page, 'd5');
  const returned = await send(answer.page);
  const again = await other.context.newPage();
  await again.goto(returned);
  await again.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  assert.equal((await state(again)).length, 2, 'no reply was played');
  assert.deepEqual(white.errors, []);
  for (const c of [white, answer, other]) await c.context.close();
});

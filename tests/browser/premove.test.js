// Premoves against the computer: while it thinks, a person aims one of his pieces (the cells
// offered come from the engine), the premove is shown, and it is played as soon as the computer
// has moved if it is still legal, or dropped quietly when it is not. Escape and a right click
// take it back.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, settle, click, drag, pixel, centre } from './helpers.js';

const env = useBrowser();

/**
 * Opens a game against the slow computer, chosen before the page loads. Each question to its
 * worker is also held back four seconds, so that the computer cannot answer before the test has
 * made its premove, even on a busy machine.
 */
function slowGame(link) {
  const before = (page) =>
    page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('quadrille.seats', JSON.stringify({ v: 1, byGame: {}, speed: 'slow' }));
        sessionStorage.setItem('seeded', '1');
      }
      const Plain = window.Worker;
      window.Worker = class extends Plain {
        postMessage(message) {
          if (message && message.type === 'think') setTimeout(() => super.postMessage(message), 4000);
          else super.postMessage(message);
        }
      };
    });
  return open(env.browser, `${env.server.url}#${link}`, { before });
}

const waitLength = (page, n) =>
  page.waitForFunction((k) => window.quadrille.state().length >= k, n, { timeout: 30000 });

test('a premove made while the computer thinks is shown, then played after its move', async () => {
  const { page, context, errors } = await slowGame('v=1&g=chess&c=h.8');
  await click(page, 'e2');
  await click(page, 'e4');
  assert.equal((await state(page)).length, 1);
  // The computer (Black) is to move: the knight on g1 is picked; the engine offers e2 (left by
  // the pawn), f3 and h3.
  await click(page, 'g1');
  let s = await state(page);
  assert.equal(s.length, 1, 'the computer has not moved yet');
  assert.equal(s.premoveFrom, 'g1');
  assert.deepEqual([...s.premoveTargets].sort(), ['e2', 'f3', 'h3']);
  await click(page, 'f3');
  // The computer is paused to look at the board at leisure: the premove stays, tinted.
  await page.click('#ai-pause');
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.premove, { from: 'g1', to: 'f3' });
  assert.equal(s.length, 1);
  // Half of rgba(20, 30, 85) over the squares: dark g1 (#b58863) and light f3 (#f0d9b5); h3,
  // not aimed at, keeps its light colour.
  const near = (got, want) => got.slice(0, 3).every((v, i) => Math.abs(v - want[i]) <= 6);
  const g1 = await pixel(page, 'g1', 0.1, 0.1);
  assert.ok(near(g1, [100, 83, 92]), `g1 is tinted: ${g1}`);
  const f3 = await pixel(page, 'f3', 0.1, 0.1);
  assert.ok(near(f3, [130, 120, 139]), `f3 is tinted: ${f3}`);
  const h3 = await pixel(page, 'h3', 0.1, 0.1);
  assert.ok(near(h3, [240, 217, 181]), `h3 is not tinted: ${h3}`);
  await page.click('#ai-pause');
  await waitLength(page, 3);
  await settle(page);
  s = await state(page);
  assert.equal(s.history[2], 'Nf3', `the premove was played: ${s.history}`);
  assert.equal(s.premove, null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a premove that is no longer legal is dropped quietly', async () => {
  // Black (the computer) is in check from the knight on g6 and has one legal move, Rxg6: the
  // bishop guards g8 and the rook on a7 the seventh rank.
  const { page, context, errors } = await slowGame('v=1&g=chess&s=7k/R7/6N1/8/2B5/8/6r1/K7+b+-+-+0+1&c=h.8');
  let s = await state(page);
  assert.equal(s.toMove, 1);
  await click(page, 'g6');
  await click(page, 'e7');
  assert.deepEqual((await state(page)).premove, { from: 'g6', to: 'e7' });
  await waitLength(page, 1);
  await page.waitForTimeout(300);
  s = await state(page);
  assert.deepEqual(s.history, ['Rxg6'], 'nothing more was played');
  assert.equal(s.premove, null);
  assert.equal(s.toMove, 0);
  assert.equal(s.message, null, 'no message about it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a premove by dragging; Escape takes it back', async () => {
  const { page, context, errors } = await slowGame('v=1&g=chess&c=h.8');
  await click(page, 'd2');
  await click(page, 'd4');
  // A drag makes a premove too.
  await drag(page, 'b1', 'c3');
  assert.deepEqual((await state(page)).premove, { from: 'b1', to: 'c3' });
  await page.keyboard.press('Escape');
  assert.equal((await state(page)).premove, null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a right click takes a premove back; only the computer moves', async () => {
  const { page, context, errors } = await slowGame('v=1&g=chess&c=h.8');
  await click(page, 'd2');
  await click(page, 'd4');
  await click(page, 'g1');
  await click(page, 'f3');
  assert.deepEqual((await state(page)).premove, { from: 'g1', to: 'f3' });
  const p = await centre(page, 'e5');
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await settle(page);
  const s = await state(page);
  assert.equal(s.premove, null);
  assert.equal(s.premoveFrom, null);
  await waitLength(page, 2);
  await page.waitForTimeout(300);
  assert.equal((await state(page)).length, 2, 'only the computer moved');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a premove onto the last rank promotes to a queen', async () => {
  // Black (the computer) to move with its king alone on e8: it cannot stop b7-b8.
  const { page, context, errors } = await slowGame('v=1&g=chess&s=4k3/1P6/8/8/8/8/8/4K3+b+-+-+0+1&c=h.8');
  await click(page, 'b7');
  await click(page, 'b8');
  assert.deepEqual((await state(page)).premove, { from: 'b7', to: 'b8' });
  await waitLength(page, 2);
  await settle(page);
  const s = await state(page);
  assert.match(s.history[1], /^b8=Q/, `the pawn became a queen: ${s.history}`);
  assert.equal(s.pieces.find((p) => p.cell === 'b8').letter, 'Q');
  assert.deepEqual(errors, []);
  await context.close();
});

test('between two people at one screen there are no premoves: each move is made in its turn', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&c=h.h`);
  await click(page, 'e2');
  await click(page, 'e4');
  // Black to move: White's pieces cannot be picked, so nothing is aimed in advance.
  await click(page, 'g1');
  await click(page, 'f3');
  const s = await state(page);
  assert.equal(s.premove, null);
  assert.equal(s.premoveFrom, null);
  assert.equal(s.selected, null);
  assert.deepEqual(s.history, ['e4']);
  assert.deepEqual(errors, []);
  await context.close();
});

// The computer player on the page: it answers a person's move in chess and Alice, plays several
// turns against itself in Orwell Chess, keeps the page answering clicks while it thinks (its
// search runs in a worker), gives hints, shows the evaluation, and keeps the seats over a reload
// and in the link.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, settle, saveShot } from './helpers.js';

const env = useBrowser();

const ai = (page) => page.evaluate(() => window.quadrille.ai());

async function waitFor(page, fn, arg, timeout = 20000) {
  await page.waitForFunction(fn, arg, { timeout, polling: 50 });
}

for (const game of ['chess', 'alice']) {
  test(`${game}: the computer answers a person's move`, async () => {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${game}`);
    await page.selectOption('#seat-1', '3');
    await page.selectOption('#ai-speed', 'fast');
    assert.equal((await ai(page)).seats.join(','), 'h,3');
    await drag(page, game === 'chess' ? 'e2' : 'e2/A', game === 'chess' ? 'e4' : 'e4/A');
    let s = await state(page);
    assert.ok(s.length >= 1, 'the person played e4');
    await waitFor(page, () => window.quadrille.state().length === 2);
    s = await state(page);
    assert.equal(s.toMove, 0, 'White to move again after the computer answered');
    assert.match(s.history[0], /^e4/);
    assert.ok(s.history[1].length >= 2, `the computer's move is written: ${s.history[1]}`);
    // The link names the seats; a reload keeps them and the game.
    assert.match(s.link, /./);
    assert.match(await page.evaluate(() => window.location.hash), /&c=h\.3$/);
    await page.reload();
    await waitFor(page, () => window.quadrille && window.quadrille.state().ready);
    assert.equal((await ai(page)).seats.join(','), 'h,3');
    assert.equal((await state(page)).length, 2);
    // The computer does not move for the person.
    await page.waitForTimeout(600);
    assert.equal((await state(page)).length, 2);
    // Undo takes back the computer's reply with the move it answered: the person is to move
    // at the start again, and the computer does not simply play its reply again.
    await page.click('#undo');
    s = await state(page);
    assert.equal(s.length, 0);
    assert.equal(s.toMove, 0);
    await page.waitForTimeout(600);
    assert.equal((await state(page)).length, 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a hint shows the best move on the board and the evaluation bar a score', async () => {
  // White mates at once with Ra8#.
  const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  const url = `${env.server.url}#v=1&g=chess&s=${fen.replaceAll(' ', '+')}`;
  const { page, context, errors } = await open(env.browser, url);
  // Between people no evaluation is shown until one of them asks for a hint.
  assert.equal(await page.isVisible('#eval-bar'), false);
  await page.click('#ai-hint');
  await waitFor(page, () => !!window.quadrille.ai().hint);
  const hint = (await ai(page)).hint;
  assert.deepEqual(hint.moves, ['Ra8#']);
  await waitFor(page, () => {
    const e = window.quadrille.ai().evaluation;
    return e && e.mate === 1;
  });
  assert.match(await page.textContent('#eval-text'), /White mates in 1/);
  await settle(page);
  await saveShot(page, 'computer-hint.png');
  // The hint goes once a move is played.
  await drag(page, 'a1', 'a2');
  assert.equal((await state(page)).length, 1);
  assert.equal(await page.evaluate(() => window.quadrille.ai().hint.link === window.quadrille.state().link), false);
  // And the evaluation with it: the players see none until the next hint.
  assert.equal(await page.isVisible('#eval-bar'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('orwell: computer against computer plays several turns, with pause', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=orwell&d=2002&c=1.2.r`);
  assert.equal((await ai(page)).seats.join(','), '1,2,r');
  assert.equal(await page.isVisible('#eval-bar'), false, 'no evaluation bar with three players');
  await page.selectOption('#ai-speed', 'fast');
  // Every wait is for a state, with room for a loaded machine.
  await waitFor(page, () => window.quadrille.state().moveList.length >= 4, null, 120000);
  const s = await state(page);
  for (const turn of s.moveList.slice(0, 3)) {
    assert.match(turn, /^\d,\d:/, `a turn with its roll: ${turn}`);
  }
  // Pause: the game stops moving. (Clicked through the DOM: the pass notices that come and go
  // above the board move the button while the computer plays.)
  await page.$eval('#ai-pause', (b) => b.click());
  assert.equal((await ai(page)).paused, true);
  await waitFor(page, () => window.quadrille.ai().thinking == null);
  await waitFor(page, () => document.getElementById('ai-pause').textContent === 'Resume');
  const paused = (await state(page)).length;
  // Nothing is played while paused: the computer of the player to move is neither thinking
  // nor waiting to, however long one looks.
  for (let i = 0; i < 5; i++) {
    await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    const a = await ai(page);
    assert.equal(a.thinking, null, 'not thinking while paused');
    assert.equal((await state(page)).length, paused, 'nothing is played while paused');
  }
  await saveShot(page, 'computer-orwell.png');
  await page.$eval('#ai-pause', (b) => b.click());
  assert.equal((await ai(page)).paused, false);
  await waitFor(page, (n) => window.quadrille.state().length > n, paused, 120000);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * Holds back the computer's final answers (its worker's `done` messages) until the test lets
 * them through, so that it is still thinking at every step of a test however loaded the machine
 * is; its progress reports pass.
 */
function holdAnswers(page) {
  return page.addInitScript(() => {
    const Plain = window.Worker;
    window.Worker = class extends Plain {
      set onmessage(fn) {
        super.onmessage = (e) => {
          if (e.data && e.data.type === 'done') return;
          fn(e);
        };
      }
    };
  });
}

test('the page answers clicks while the computer thinks, and move now plays at once', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`, { before: holdAnswers });
  await page.selectOption('#ai-speed', 'slow');
  await page.selectOption('#seat-0', '8');
  // White's computer thinks (its answer is held back); meanwhile the page flips the board on a
  // click and keeps drawing frames.
  await waitFor(page, () => window.quadrille.ai().thinking === 0);
  await waitFor(page, () => getComputedStyle(document.getElementById('ai-thinking')).visibility === 'visible');
  const flipped = (await state(page)).flipped;
  await page.click('#flip');
  assert.equal((await state(page)).flipped, !flipped, 'the click was handled');
  // Frames keep coming while it thinks (the search runs in its worker, not on the page).
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let n = 0;
        const tick = () => {
          n += 1;
          if (n < 5) requestAnimationFrame(tick);
          else resolve(n);
        };
        requestAnimationFrame(tick);
      }),
  );
  assert.equal(frames, 5);
  assert.equal((await ai(page)).thinking, 0, 'still thinking after the click and the frames');
  assert.equal((await state(page)).length, 0);
  // Move now: the move found so far is played at once, without the computer's final answer.
  await waitFor(page, () => window.quadrille.ai().canMoveNow, null, 60000);
  await page.click('#ai-move-now');
  await waitFor(page, () => window.quadrille.state().length === 1);
  assert.deepEqual(errors, []);
  await context.close();
});

// Four-player chess on the page: the cross board turns to the player to move, a round of four
// moves is played with the mouse (drag and click), each player's last move shows in his colour,
// the move list has one row per round, undo and reload keep the game, and a captured king's army
// leaves the board while the seats panel shows who is out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, click, pieceOn, saveShot, pixel, ready } from './helpers.js';

const env = useBrowser();

/** Whether the colour at the corner of a cell is tinted red (red well above green). */
async function reddish(page, name) {
  const [r, g] = await pixel(page, name, 0.2, 0.2);
  return r - g > 60;
}

test('one round of four moves with the mouse on the cross board', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  // Players at one screen, who asked for the board to turn to the player to move.
  await page.check('#auto-flip');
  let s = await state(page);
  assert.equal(s.game, 'four-ffa');
  assert.equal(s.pieces.length, 64);
  assert.equal(s.turns, 0);
  assert.deepEqual(
    s.seats.map((x) => x.status),
    ['to move', '', '', ''],
  );
  assert.equal(pieceOn(s, 'n7').letter, 'K');
  assert.equal(await page.evaluate(() => window.quadrille.cellCentre('a1')), null, 'a1 is a hole');
  assert.equal(await reddish(page, 'm7'), false);

  await drag(page, 'e2', 'e4');
  s = await state(page);
  assert.equal(s.toMove, 1);
  assert.equal(s.turns, 1, 'Red, on the east side, sits at the bottom');
  assert.match(await page.locator('#status').textContent(), /Red to move/);

  await drag(page, 'm7', 'k7');
  s = await state(page);
  assert.equal(s.turns, 2, 'Yellow sits at the bottom');
  assert.equal(await reddish(page, 'm7'), true, "Red's last move is drawn in red");

  await click(page, 'h13');
  s = await state(page);
  assert.deepEqual(
    s.targets.map((t) => t.to).sort(),
    ['h11', 'h12'],
  );
  await click(page, 'h11');
  await drag(page, 'b8', 'd8');
  s = await state(page);
  assert.equal(s.ply, 4);
  assert.equal(s.toMove, 0);
  assert.equal(s.turns, 0);
  assert.deepEqual(s.history, ['e2-e4', 'm7-k7', 'h13-h11', 'b8-d8']);
  assert.deepEqual(
    s.seats.map((x) => x.lastMove),
    [
      { from: 'e2', to: 'e4' },
      { from: 'm7', to: 'k7' },
      { from: 'h13', to: 'h11' },
      { from: 'b8', to: 'd8' },
    ],
  );
  assert.equal(await reddish(page, 'm7'), true, "Red's move stays marked after the others");
  assert.match(s.link, /^v=1&g=four-ffa&m=e2-e4\.m7-k7\.h13-h11\.b8-d8$/);
  const rows = page.locator('#move-list li');
  assert.equal(await rows.count(), 1, 'the four moves make one round');
  assert.equal(await rows.first().locator('button').count(), 4);
  await saveShot(page, 'four-round.png');

  // The view can be fixed for one player: Red seen from below.
  await page.locator('#seat').selectOption('1');
  assert.equal((await state(page)).turns, 1);
  await page.locator('#seat').selectOption('');

  // Undo, then a reload restores the saved game.
  await page.locator('#undo').click();
  s = await state(page);
  assert.equal(s.ply, 3);
  assert.equal(s.toMove, 3);
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.game, 'four-ffa');
  assert.equal(s.ply, 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a captured king takes its army off the board; the seats show who is out', async () => {
  // Red's king on n7 is mated by Yellow's rook on n10 and White's rook on m4, but Black is in the
  // game: Red must move, then Yellow takes the king.
  const start = '3yK4/8/8/14/13yR/14/bK13/4rP8rK/14/14/12wR1/8/8/4wK3 r - - 0 1'.replace(/ /g, '+');
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-teams&s=${start}`);
  let s = await state(page);
  assert.equal(s.seats[1].status, 'mated, must move');
  assert.equal(s.seats[0].partner, 2);
  assert.match(await page.locator('#status').textContent(), /Red is checkmated but must move/);
  assert.deepEqual(s.checked, ['n7']);
  await drag(page, 'e7', 'd7');
  await drag(page, 'n10', 'n7');
  s = await state(page);
  assert.equal(s.seats[1].out, true);
  assert.equal(s.seats[1].status, 'out');
  assert.equal(s.fading, 2, 'the king and the pawn fade out');
  assert.equal(pieceOn(s, 'd7'), undefined);
  assert.equal(s.pieces.filter((p) => p.owner === 1).length, 0);
  assert.equal(s.toMove, 3);
  const out = page.locator('#players-panel li.out');
  assert.equal(await out.count(), 1);
  assert.match(await out.textContent(), /Red/);
  await saveShot(page, 'four-out.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the conventional game shows a mated player frozen, his pieces faded', async () => {
  // White's Rd11-a11 mates Black (a8), whose rook stands on e6.
  const start = '3yK4/8/8/3wR10/14/12rP1/bK13/13rK/4bR9/14/1wR12/8/8/4wK3 w - - 0 1 -'.replace(/ /g, '+');
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-conventional&s=${start}`);
  const before = await pixel(page, 'e6');
  await drag(page, 'd11', 'a11');
  const s = await state(page);
  assert.equal(s.toMove, 2, 'Black is passed over: Yellow moves');
  assert.equal(s.seats[1].frozen, true);
  assert.equal(s.seats[1].status, 'frozen (mated)');
  assert.match(await page.locator('#players-panel li.frozen').textContent(), /Black/);
  assert.notDeepEqual(await pixel(page, 'e6'), before, 'the frozen rook is drawn faded');
  assert.deepEqual(errors, []);
  await context.close();
});

// chess.com's four-player chess on the page: in the free-for-all (`4pc-ffa`) each player's points
// beside his seat, changing with a capture; dead pieces drawn grey; the end of a game with the
// final ranking by points in the game-over dialog; in the partnership game the team's win; and
// the start array chosen in the new-game panel (option `setup`), kept in the link and the saved
// game. Expected points are counted by hand from the rules (docs/rules-decisions.md, "chess.com's
// four-player chess").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, pieceOn, pixel, saveShot, settle, ready } from './helpers.js';

const env = useBrowser();

/** The points shown beside each seat, in turn order. */
async function shownPoints(page) {
  return page.locator('#players-panel li .points').allTextContents();
}

/** Whether the piece on a cell is drawn in the grey of dead pieces somewhere down its middle. */
async function drawnDead(page, name) {
  for (let fy = 0.2; fy <= 0.8; fy += 0.05) {
    const [r, g, b] = await pixel(page, name, 0.5, fy);
    if ([r, g, b].every((c) => Math.abs(c - 166) < 6)) return true;
  }
  return false;
}

test('4pc-ffa: a round of four moves, the capture scoring one point beside the seat', async () => {
  // Five rounds of a game (Red to move), then its sixth round by mouse: Red, Blue and Yellow move,
  // Green's queen takes Red's pawn on i2 (a pawn: 1 point).
  const before =
    'j2-j4.b10-d10.h13-h11.m6-k6.f2-f3.b11-c11.k13-k12.Nn5-l6.d2-d3.Na10-c9.' +
    'Bi14-g12.Qn7-k4.g2-g3.d10-e10.Qh14-h13.Nl6-n7.Bf1-i4.Nc9-d11.k12-k11.Qk4-m6';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=4pc-ffa&m=${before}`);
  let s = await state(page);
  assert.equal(s.toMove, 0);
  assert.deepEqual(s.race.points, [0, 0, 0, 0]);
  assert.deepEqual(await shownPoints(page), ['0 points', '0 points', '0 points', '0 points']);
  assert.deepEqual(s.deadCells, []);

  await drag(page, 'd1', 'd2');
  await drag(page, 'e10', 'f10');
  await drag(page, 'g12', 'd9');
  assert.deepEqual((await state(page)).race.points, [0, 0, 0, 0], 'no capture yet');
  await drag(page, 'm6', 'i2');
  s = await state(page);
  assert.equal(s.ply, 24);
  assert.equal(s.history[23], 'Qm6xi2');
  assert.equal(pieceOn(s, 'i2').owner, 3, "Green's queen stands on i2");
  assert.deepEqual(s.race.points, [0, 0, 0, 1]);
  assert.deepEqual(await shownPoints(page), ['0 points', '0 points', '0 points', '1 point']);
  assert.deepEqual(errors, []);
  await context.close();
});

// Red (queen e4, rook b11) mates Blue (king a7, rook g10) with Yellow and Green already out, their
// kings dead on g14 and n9; the points before: Red 12, Blue 25, Yellow 3, Green 30.
const ENDGAME = '4pc-ffa:3yK4/8/8/1rR12/6bR7/13gK/14/bK13/14/14/4rQ9/8/8/4rK3 r - - 0 1 12/25/3/30 yg';

test('4pc-ffa: dead pieces grey, a mate that ends the game, and the final ranking by points', async () => {
  const url = `${env.server.url}#v=1&g=4pc-ffa&s=${encodeURIComponent(ENDGAME)}`;
  const { page, context, errors } = await open(env.browser, url);
  let s = await state(page);
  assert.equal(s.over, false);
  assert.deepEqual(s.deadCells.sort(), ['g14', 'n9']);
  assert.deepEqual(s.walkingCells, []);
  assert.deepEqual(
    s.seats.map((x) => x.status),
    ['to move', '', 'out', 'out'],
  );
  assert.deepEqual(await shownPoints(page), ['12 points', '25 points', '3 points', '30 points']);
  await page.click('#describe-button');
  const described = await page.textContent('#describe-text');
  assert.match(described, /Yellow \(out, his pieces dead\): king on g14\./);
  assert.match(described, /Points: Red 12, Blue 25, Yellow 3 and Green 30\./);
  // The dead kings are drawn grey, the live ones in their colours (Blue's is blue, Red's red).
  assert.equal(await drawnDead(page, 'g14'), true);
  assert.equal(await drawnDead(page, 'n9'), true);
  assert.equal(await drawnDead(page, 'a7'), false);
  const [r, g, b] = await pixel(page, 'a7', 0.5, 0.4);
  assert.ok(b - r > 60 && b - g > 30, `Blue's live king: ${[r, g, b]}`);

  // Qe4-b7 mates Blue: when his turn comes he is out and Red scores 20; Red is the last player
  // in. Final points: Red 12 + 20 = 32, Green 30, Blue 25, Yellow 3.
  await drag(page, 'e4', 'b7');
  await settle(page);
  s = await state(page);
  assert.equal(s.over, true);
  assert.deepEqual(s.winners, [0]);
  assert.deepEqual(s.race.points, [32, 25, 3, 30]);
  assert.deepEqual(s.race.ranking, [
    { player: 0, points: 32, place: 1 },
    { player: 3, points: 30, place: 2 },
    { player: 1, points: 25, place: 3 },
    { player: 2, points: 3, place: 4 },
  ]);
  assert.deepEqual(s.deadCells.sort(), ['a7', 'g10', 'g14', 'n9'], "Blue's army died where it stood");
  assert.equal(await page.locator('#game-over').isVisible(), true);
  assert.deepEqual(await page.locator('#game-over-ranking li').allTextContents(), [
    '1.  Red: 32 points',
    '2.  Green: 30 points',
    '3.  Blue: 25 points',
    '4.  Yellow: 3 points',
  ]);
  await saveShot(page, 'points-race-end.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('4pc-teams: a mate wins for the team, and the dialog says the team', async () => {
  // Red's queen e4 and rook b11 against Blue's king a7, as above: Qe4-b7 mates Blue, whose turn
  // comes next, so no partner can break the mate first.
  const text = '4pc-teams:3yK4/8/8/1rR12/14/13gK/14/bK13/14/14/4rQ9/8/8/4rK3 r - - 0 1';
  const url = `${env.server.url}#v=1&g=4pc-teams&s=${encodeURIComponent(text)}`;
  const { page, context, errors } = await open(env.browser, url);
  assert.equal((await state(page)).race, null, 'no points race in the partnership game');
  await drag(page, 'e4', 'b7');
  await settle(page);
  const s = await state(page);
  assert.equal(s.over, true);
  assert.deepEqual(s.winners, [0, 2], 'Red and his partner Yellow win');
  assert.equal(await page.locator('#game-over').isVisible(), true);
  assert.match(await page.locator('#game-over-title').textContent(), /Red and Yellow win/);
  assert.equal(await page.locator('#game-over-ranking').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game panel offers the start arrays of 4pc-ffa; classic is kept in the link and the saved game', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=4pc-ffa`);
  let s = await state(page);
  // The default array, modern: Blue's and Green's kings and queens swapped from the classic one.
  assert.deepEqual(s.options, [['setup', 'modern']]);
  assert.equal(pieceOn(s, 'a7').letter, 'K');
  assert.equal(pieceOn(s, 'n8').letter, 'K');
  await page.evaluate(() => {
    document.getElementById('options-panel').open = true;
  });
  const select = page.locator('#game-options select[name=setup]');
  assert.deepEqual(await select.locator('option').allTextContents(), ['modern', 'classic', 'by', 'byg', 'rg']);
  assert.equal(await select.inputValue(), 'modern');
  await select.selectOption('classic');
  await page.click('#new-with-options');
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.options, [['setup', 'classic']]);
  // Savard's array: every king on the right of its queen, seen from its owner.
  const kings = s.pieces.filter((p) => p.letter === 'K').map((p) => [p.owner, p.cell]);
  assert.deepEqual(kings.sort(), [
    [0, 'h1'],
    [1, 'a8'],
    [2, 'g14'],
    [3, 'n7'],
  ]);
  assert.match(s.link, /[&]o=setup:classic/);
  await drag(page, 'e2', 'e4');
  // Reloaded, the saved game is the classic one, and the panel shows its array.
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.deepEqual(s.options, [['setup', 'classic']]);
  assert.deepEqual(s.history, ['e2-e4']);
  assert.equal(pieceOn(s, 'a8').letter, 'K');
  assert.equal(await select.inputValue(), 'classic');
  assert.deepEqual(errors, []);
  await context.close();
});

test('4pc-ffa: a resigned player\'s army dies in place and his king walks by itself, drawn ringed', async () => {
  // Blue's pawn b7 steps aside first, so that his king on a7 (the modern array) has a square to
  // walk to among his own dead pieces.
  const before = 'h2-h3.b7-c7.h13-h12.m9-l9.i2-i3';
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=4pc-ffa&m=${before}`);
  let s = await state(page);
  assert.equal(s.toMove, 1);
  await page.click('#resign');
  assert.match(
    await page.textContent('#agreement-question'),
    /^Blue resigns\? His pieces die where they stand, his king walks on by itself, and the others play on\.$/,
  );
  await page.click('#agreement-yes');
  await settle(page);
  s = await state(page);
  assert.equal(s.over, false);
  assert.equal(s.history[5], 'Blue resigned');
  assert.equal(s.toMove, 2, 'Yellow moves next');
  // Blue's sixteen pieces stay: fifteen dead, his king walking.
  assert.equal(s.pieces.filter((p) => p.owner === 1).length, 16);
  assert.equal(s.deadCells.length, 15);
  assert.deepEqual(s.walkingCells, ['a7']);
  assert.equal(s.seats[1].status, 'resigned, king walks');
  // The walking king is ringed in blue at the edge of its cell; a dead piece is grey.
  const [r, g, b] = await pixel(page, 'a7', 0.92, 0.5);
  assert.ok(b - r > 60, `the ring: ${[r, g, b]}`);
  assert.equal(await drawnDead(page, 'a8'), true, "Blue's dead queen is grey");
  assert.equal(await drawnDead(page, 'i13'), false, "Yellow's live pawn is not");
  // Yellow, Green and Red move; then Blue's king walks by itself to b7, its one free square.
  await drag(page, 'g13', 'g12');
  await drag(page, 'm10', 'l10');
  await drag(page, 'j2', 'j3');
  await page.waitForFunction(() => window.quadrille.state().length === 10, null, { timeout: 10000 });
  s = await state(page);
  assert.equal(s.history[9], 'Ka7-b7');
  assert.equal(s.toMove, 2);
  assert.deepEqual(s.walkingCells, ['b7']);
  assert.deepEqual(s.race.points, [0, 0, 0, 0]);
  assert.deepEqual(errors, []);
  await context.close();
});

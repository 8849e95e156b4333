// Not a Dodgson System Chess on the page: a move for each of the four players with the mouse
// (the boards turning to each player, a capture scored in the score panel), the seat chooser,
// forced passes played and announced, undo over them, and the end with the final ranking.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, click, drag, settle, pieceOn, saveShot, docShot } from './helpers.js';

const env = useBrowser();

/** A link to a game of dodgson from a position text. */
const fromText = (text) => `#v=1&g=dodgson&s=${text.replace(/ /g, '+')}`;

test('a move for each of the four players with the mouse', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=dodgson`);
  // Players at one screen, who asked for the boards to turn to the player to move.
  await page.check('#auto-flip');
  let s = await state(page);
  assert.equal(s.game, 'dodgson');
  assert.equal(s.toMove, 0);
  assert.match(s.status, /^White to move/);
  assert.equal(s.turns, 0);
  assert.equal(s.moves.length, 11);
  assert.equal(await page.locator('#score-panel').isVisible(), true);
  assert.equal(await page.locator('#seat-control').isVisible(), true);

  // White: the knight b1/A to c3/A by drag; it passes to c3/B.
  await drag(page, 'b1/A', 'c3/A');
  s = await state(page);
  assert.deepEqual(s.history, ['Nc3/B']);
  assert.deepEqual(pieceOn(s, 'c3/B'), { cell: 'c3/B', letter: 'N', owner: 0 });
  assert.equal(s.toMove, 1);
  assert.match(s.status, /^Red to move/);
  assert.equal(s.turns, 0, 'Red sits at the bottom of board B, as White does of board A');

  // Red: click-click, the knight b1/B takes White's knight on c3/B and passes to c3/A.
  await click(page, 'b1/B');
  s = await state(page);
  assert.ok(s.targets.some((t) => t.to === 'c3/B' && t.arrive === 'c3/A'), JSON.stringify(s.targets));
  await click(page, 'c3/B');
  s = await state(page);
  assert.deepEqual(s.history, ['Nc3/B', 'Nxc3/A']);
  assert.equal(pieceOn(s, 'c3/A').owner, 1);
  assert.equal(s.scoring.taken[1][0].letters, 'N', 'Red has taken a knight from White');
  const ifWhite = s.scoring.ifEliminated.find((r) => r.victim === 0);
  assert.deepEqual(ifWhite.winners, [1]);
  assert.equal(ifWhite.standings[0].points, 2);
  // The panel shows it: the knight drawn in White's row of Red, and Red leading if White is out.
  assert.equal(await page.locator('#score-panel table.taken tr[data-player="1"] img[alt="N"]').count(), 1);
  assert.equal(await page.locator('#score-panel table.if-out tr[data-victim="0"] td.lead').count(), 1);

  // Black: the boards turn so that Black's army is at the bottom; a pawn steps e5/A to e4/A.
  assert.equal(s.toMove, 2);
  assert.equal(s.turns, 2);
  await drag(page, 'e5/A', 'e4/A');
  s = await state(page);
  assert.equal(pieceOn(s, 'e4/B').owner, 2);

  // Green: click-click, the pawn d5/B to d4/B, arriving on d4/A.
  assert.equal(s.toMove, 3);
  assert.match(s.status, /^Green to move/);
  await click(page, 'd5/B');
  await click(page, 'd4/B');
  s = await state(page);
  assert.deepEqual(s.history, ['Nc3/B', 'Nxc3/A', 'e4/B', 'd4/A']);
  assert.equal(pieceOn(s, 'd4/A').owner, 3);
  assert.equal(s.toMove, 0);
  assert.equal(s.turns, 0);
  assert.equal(await page.locator('#move-list li').count(), 1, 'one row per round of four moves');
  docShot(await saveShot(page, 'dodgson-desktop.png'), 'screenshot-dodgson.png');

  // The seat chooser turns the boards for one player, and the choice survives a reload.
  await page.selectOption('#seat', '3');
  await settle(page);
  s = await state(page);
  assert.equal(s.seat, 3);
  assert.equal(s.turns, 2);
  await page.reload();
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  s = await state(page);
  assert.equal(s.history.length, 4, 'the game survives a reload');
  assert.equal(s.seat, 3);
  assert.equal(s.turns, 2);
  await page.selectOption('#seat', '');
  await settle(page);
  assert.equal((await state(page)).seat, null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('forced passes are played and announced, and undo takes them back', async () => {
  // White's and Black's pawns block each other on board A, Red's and Green's on board B; only
  // Green's knight on g6/B can move.
  const text = 'dodgson:7/7/7/bP6/wP6/7;6gN/7/7/2gP4/2rP4/7 w - - 0 1';
  const { page, context, errors } = await open(env.browser, env.server.url + fromText(text));
  let s = await state(page);
  assert.equal(s.passOnly, true);
  assert.match(s.status, /White cannot move and must pass/);
  assert.equal(await page.locator('#pass-move').isVisible(), true);
  await page.click('#pass-move');
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.history, ['pass', 'pass', 'pass']);
  assert.equal(s.toMove, 3);
  assert.match(s.message.text, /White, Red and Black pass: they have no legal move/);
  assert.equal(await page.locator('#pass-move').isVisible(), false);

  // Green moves with the mouse; the three forced passes follow by themselves.
  await click(page, 'g6/B');
  await click(page, 'f4/B');
  s = await state(page);
  assert.deepEqual(s.history, ['pass', 'pass', 'pass', 'Nf4/A', 'pass', 'pass', 'pass']);
  assert.equal(s.toMove, 3);
  assert.equal(await page.locator('#move-list button.move', { hasText: 'pass' }).count(), 6);

  // Undo takes back Green's last move and the passes that followed it.
  await page.click('#undo');
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.history, ['pass', 'pass', 'pass']);
  assert.equal(s.toMove, 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the end: the last piece taken, the final ranking and its tie-break', async () => {
  // White's last pawn on d3/A; Green's pawn on e4/A takes it. Before: Red took R+P+P, Green R+P.
  const text = 'dodgson:6bN/7/4gP2/3wP3/7/7;7/7/7/7/7/rN6 g - - 0 9 -/wRPP/-/wRP';
  const { page, context, errors } = await open(env.browser, env.server.url + fromText(text));
  await click(page, 'e4/A');
  await click(page, 'd3/A');
  const s = await state(page);
  assert.equal(s.over, true);
  assert.deepEqual(s.winners, [1, 3]);
  assert.deepEqual(s.scores, [0, 4, 0, 4]);
  assert.match(s.status, /^White has lost his last piece: Red and Green win$/);
  const ranking = page.locator('#score-panel .ranking');
  assert.equal(await ranking.locator('li.winner').count(), 2);
  assert.match(await page.locator('#score-panel .why').textContent(), /same tie-breaks \(1 rook and 2 pawns taken from White\)/);
  await saveShot(page, 'dodgson-end.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the all-direction pawn option is chosen for a new game', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=dodgson`);
  const box = page.locator('#game-options input[name="omni_pawn_promotion"]');
  assert.equal(await page.locator('#options-panel').isVisible(), true);
  await page.click('#options-panel summary');
  assert.equal(await box.isVisible(), true);
  assert.equal(await box.isChecked(), false);
  await box.check();
  await page.click('#new-with-options');
  await settle(page);
  let s = await state(page);
  assert.deepEqual(s.options, [['omni_pawn_promotion', 'true']]);
  assert.match(s.link, /o=omni_pawn_promotion:true/);
  assert.equal(await box.isChecked(), true, 'the box shows the option of the game played');
  // Other games show their own options, or none.
  await page.selectOption('#game-select', 'chess');
  assert.equal(await page.locator('#options-panel').isVisible(), false);
  await page.selectOption('#game-select', 'alice');
  assert.equal(await page.locator('#game-options input[name="en_passant"]').isVisible(), true);
  await page.click('#new-game');
  await settle(page);
  s = await state(page);
  assert.equal(s.game, 'alice');
  assert.deepEqual(s.options, [['en_passant', 'false']]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone shows both boards and the score panel', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=dodgson`, {
    viewport: { width: 390, height: 844 },
    touch: true,
  });
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.width <= 390, `the boards fit the screen (${box.width})`);
  await page.locator('#score-panel').scrollIntoViewIfNeeded();
  assert.equal(await page.locator('#score-panel').isVisible(), true);
  await saveShot(page, 'dodgson-phone.png', { fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 15, item 7: the editor's style for its "To move" label turned the Taken table's row of the
// player to move into a flex box, out of the table's columns.
test("the Taken table's row of the player to move keeps the table's columns", async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=dodgson`);
  const row = page.locator('#score-panel table.taken tr.to-move');
  assert.equal(await row.count(), 1);
  assert.equal(await row.evaluate((r) => getComputedStyle(r).display), 'table-row');
  const widths = await page.evaluate(() =>
    [...document.querySelectorAll('#score-panel table.taken tbody tr')].map((r) => Math.round(r.getBoundingClientRect().width)),
  );
  assert.equal(new Set(widths).size, 1, `every row as wide as the table: ${widths}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The page on a phone and on a high-density screen: boards stack on a narrow screen, nothing
// overflows sideways, touch moves work, and the canvas is drawn at device resolution. Also saves
// the screenshots looked at by hand (tests/browser/output/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, click, pieceOn, saveShot, centre, settle } from './helpers.js';

const env = useBrowser();

const GAME = 'v=1&g=alice&m=e2-e4.d7-d5.B:e4xd5.g8-f6';

test('desktop: a piece selected shows its targets on both boards', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${GAME}`, { scale: 2 });
  const canvas = await page.evaluate(() => {
    const c = document.getElementById('board');
    return { w: c.width, h: c.height, cssW: c.getBoundingClientRect().width };
  });
  assert.equal(canvas.w, Math.round(canvas.cssW * 2), 'the canvas has two device pixels per CSS pixel');
  await click(page, 'f1/A');
  const s = await state(page);
  assert.equal(s.selected, 'f1/A');
  const targets = s.targets.map((t) => `${t.to}>${t.arrive}`).sort();
  assert.deepEqual(targets, ['a6/A>a6/B', 'b5/A>b5/B', 'c4/A>c4/B', 'd3/A>d3/B', 'e2/A>e2/B']);
  await saveShot(page, 'desktop.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: the boards stack, fit the width, and take touch moves', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url, {
    viewport: { width: 390, height: 844 },
    scale: 3,
    touch: true,
  });
  // The first visit's choice stands above the board until it is closed.
  await page.click('#welcome-close');
  const a = await centre(page, 'a8/A');
  const b = await centre(page, 'a8/B');
  assert.ok(b.y > a.y + 100, 'board B is below board A');
  assert.ok(Math.abs(b.x - a.x) < 1, 'the boards are aligned');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  const h1 = await centre(page, 'h1/A');
  assert.ok(h1.x - a.x > 250, 'the boards are big enough to play on');
  // A tap on the pawn and a tap on its target.
  const from = await centre(page, 'e2/A');
  await page.touchscreen.tap(from.x, from.y);
  await settle(page);
  assert.equal((await state(page)).selected, 'e2/A');
  const to = await centre(page, 'e4/A');
  await page.touchscreen.tap(to.x, to.y);
  await settle(page);
  assert.equal(pieceOn(await state(page), 'e4/B').letter, 'P');
  await drag(page, 'd7/A', 'd5/A');
  await click(page, 'g1/A');
  await saveShot(page, 'phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('chess is drawn on one board from the same code', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  const s = await state(page);
  assert.equal(s.game, 'chess');
  assert.equal(s.pieces.length, 32);
  assert.equal(pieceOn(s, 'e1').letter, 'K');
  await drag(page, 'e2', 'e4');
  assert.equal(pieceOn(await state(page), 'e4').letter, 'P');
  await saveShot(page, 'chess.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a long game scrolls the move list, not the page', async () => {
  const moves = [
    'a2-a3', 'a7-a6', 'b2-b3', 'b7-b6', 'c2-c3', 'c7-c6', 'd2-d3', 'd7-d6', 'h2-h3', 'h7-h6',
    'g2-g3', 'g7-g6', 'f2-f3', 'f7-f6', 'B:a3-a4', 'B:a6-a5', 'B:b3-b4',
  ].join('.');
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=${moves}`, {
    viewport: { width: 390, height: 844 },
  });
  const s = await state(page);
  assert.equal(s.length, 17);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await drag(page, 'e7/A', 'e5/A');
  assert.equal((await state(page)).length, 18);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page did not jump');
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 15, item 8: in games of three and four players the move list was below the fold at
// 1400x900, and four-player moves wrapped inside themselves ("Qh14xd / 10").
for (const game of ['four-ffa', 'dodgson', 'orwell']) {
  test(`${game}: the move list is beside the board at 1400x900, a move on one line`, async () => {
    const n = game === 'orwell' ? 3 : 4;
    const seats = Array(n).fill('r').join('.');
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${game}&c=${seats}`, {
      viewport: { width: 1400, height: 900 },
    });
    await page.selectOption('#ai-speed', 'fast');
    await page.waitForFunction(() => window.quadrille.state().length >= 16, null, { timeout: 30000 });
    await page.click('#ai-pause');
    await settle(page);
    const box = await page.locator('#move-list').boundingBox();
    assert.ok(box.y + 60 < 900, `the move list starts in view (y=${box.y})`);
    const board = await page.locator('#board').boundingBox();
    assert.ok(box.x > board.x + board.width - 1, 'beside the board, not under it');
    // The Look menu comes after the seats and the computer's controls, not between the move list
    // and them (where its heading read as the title of the evaluation bar and the seats).
    const seatList = await page.locator('#seats').boundingBox();
    const look = await page.locator('#look-panel').boundingBox();
    assert.ok(look.y > seatList.y + seatList.height, `Look (y=${look.y}) under the seats (y=${seatList.y})`);
    const tall = await page.evaluate(() =>
      [...document.querySelectorAll('#move-list .move')]
        .filter((b) => {
          // The lines of a button's own text (not its die badge): one top per line.
          return [...b.childNodes].some((t) => {
            if (t.nodeType !== Node.TEXT_NODE) return false;
            const r = document.createRange();
            r.selectNodeContents(t);
            return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1;
          });
        })
        .map((b) => b.textContent),
    );
    assert.deepEqual(tall, [], 'no move wraps onto a second line');
    await saveShot(page, `moves-beside-${game}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Issue 15, item 11: on a phone the four-player board had 26-pixel cells (the page's margins),
// the game's name was cut off, and Undo and Flip were out of reach, far down the page.
test('phone: the four-player board takes the whole width; name, Undo and Flip in reach', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`, {
    viewport: { width: 390, height: 844 },
    touch: true,
  });
  const size = await page.evaluate(() => window.quadrille.cellSize());
  assert.equal(size, Math.floor(390 / 14), 'the cells take the whole width of the screen');
  // Every game's name fits the chooser (the longest is Russian Four-Player Fortress Chess).
  const cut = await page.evaluate(() => {
    const s = document.getElementById('game-select');
    const c = document.createElement('canvas').getContext('2d');
    c.font = getComputedStyle(s).font;
    return [...s.options].map((o) => o.text).filter((t) => c.measureText(t).width + 24 > s.clientWidth);
  });
  assert.deepEqual(cut, [], "no game's name is cut off");
  for (const id of ['#undo', '#flip', '#back', '#forward']) {
    const b = await page.locator(id).boundingBox();
    assert.ok(b && b.y > 844 - 140 && b.y + b.height <= 844, `${id} sits at the bottom of the screen: ${JSON.stringify(b)}`);
    assert.ok(b.height >= 40 && b.width >= 44, `${id} is big enough for a thumb`);
  }
  // The page keeps room for the dock: the last control can be scrolled above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const last = await page.locator('#io-panel').boundingBox();
  const dock = await page.locator('.dock').boundingBox();
  assert.ok(last.y + last.height <= dock.y + 1, 'nothing is left hidden under the dock');
  await saveShot(page, 'phone-four-ffa.png');
  assert.deepEqual(errors, []);
  await context.close();
});

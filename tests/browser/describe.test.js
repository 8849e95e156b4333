// The position in words for screen readers: the "Describe position" button opens a text with
// each player's pieces (by board where there are several), whose turn it is and the scores.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, settle, click } from './helpers.js';

const env = useBrowser();
const words = (page) => page.textContent('#describe-text');

test('the chess start in words, then after a move; the focus goes to the text', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`);
  assert.equal(await page.locator('#describe-text').isHidden(), true);
  await page.click('#describe-button');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'describe-text');
  assert.equal(await page.getAttribute('#describe-button', 'aria-expanded'), 'true');
  let text = await words(page);
  assert.match(text, /^Chess, after 0 moves\. White to move\./);
  assert.match(text, /White: rooks on a1 and h1, knights on b1 and g1, bishops on c1 and f1, queen on d1, king on e1, pawns on a2, b2, c2, d2, e2, f2, g2 and h2\./);
  assert.match(text, /Black: pawns on a7, b7, c7, d7, e7, f7, g7 and h7, rooks on a8 and h8, knights on b8 and g8, bishops on c8 and f8, queen on d8, king on e8\./);
  // The text follows the game while it is open.
  await click(page, 'e2');
  await click(page, 'e4');
  await settle(page);
  text = await words(page);
  assert.match(text, /after 1 move\. Black to move\./);
  assert.match(text, /pawns on a2, b2, c2, d2, f2, g2, h2 and e4\./);
  await page.click('#describe-button');
  assert.equal(await page.locator('#describe-text').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Alice Chess by board; the scores of the three players of Orwell Chess', async () => {
  // After 1.e4 the pawn stands on board B (it went through the looking-glass).
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice&m=e2-e4`);
  await page.click('#describe-button');
  const text = await words(page);
  assert.match(text, /White: on board A, rooks on a1 and h1, [^;]*; on board B, pawn on e4\./);
  assert.match(text, /Black: on board A, [^;]*king on e8\./);
  assert.doesNotMatch(text, /Black: [^.]*board B/, 'Black has nothing on board B');
  await context.close();
  const orwell = await open(env.browser, `${env.server.url}#v=1&g=orwell`);
  await orwell.page.click('#describe-button');
  assert.match(await words(orwell.page), /Scores: White 0, Red 0 and Black 0\./);
  assert.deepEqual([...errors, ...orwell.errors], []);
  await orwell.context.close();
});

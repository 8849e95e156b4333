// Blocking Double Chess on the page: a round of four moves by mouse on each board, the two games
// shown in their panel, and the consent exchange: Red proposes a move into check, and his partner
// Black (a person) accepts it and must then relieve the check, or refuses it and nothing is played;
// a computer partner answers by itself. The link of a game opens the same position.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, drag, click, saveShot, settle, pixel } from './helpers.js';

const env = useBrowser();

/** Waits until the board stops moving (the consent panel closing and the message opening resize it). */
async function steady(page, name) {
  let last = null;
  for (let i = 0; i < 40; i++) {
    await settle(page);
    const p = await page.evaluate((n) => window.quadrille.cellCentre(n), name);
    if (last && p && p.x === last.x && p.y === last.y) return;
    last = p;
  }
}

// Red's king on n7 stands behind his bishop on k7, on the rank of Yellow's rook on h7: every move
// of the bishop off the rank puts Red's king in check. Black's rook on j10 can interpose on j7.
const CONSENT = '4bK3/1bP6/8/14/9bR4/14/14/7yR2rB2rK/14/14/yK13/8/1wP6/4wK3 r - - 0 1';
const consentUrl = (seats = '') => `${env.server.url}#v=1&g=blocking-double&s=${CONSENT.replace(/ /g, '+')}${seats}`;

for (const [game, moves] of [
  ['blocking-double', [['e2', 'e4'], ['m8', 'k8'], ['h13', 'h11'], ['b7', 'd7']]],
  ['blocking-double-128', [['d2', 'd4'], ['k6', 'i6'], ['g11', 'g9'], ['b6', 'd6']]],
]) {
  test(`${game}: a round of four moves by mouse, the two games shown, the link`, async () => {
    const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=${game}`);
    let s = await state(page);
    assert.equal(s.game, game);
    assert.equal(s.pieces.length, 64);
    assert.deepEqual(s.duels.map((d) => d.result), ['ongoing', 'ongoing']);
    assert.equal(await page.locator('#duel-panel').isVisible(), true);
    assert.match(await page.locator('#duel-panel').textContent(), /White against Black: in play/);
    for (const [i, [from, to]] of moves.entries()) {
      assert.equal(s.toMove, i);
      await drag(page, from, to);
      s = await state(page);
    }
    assert.deepEqual(s.history, moves.map(([a, b]) => `${a}-${b}`));
    assert.equal(s.toMove, 0);
    await saveShot(page, `${game}-round.png`);

    const other = await context.newPage();
    await other.goto(`${env.server.url}#${s.link}`);
    await other.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
    const t = await other.evaluate(() => window.quadrille.state());
    assert.equal(t.position, s.position);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the moves into check a picked piece may propose are ringed in the colour of check', async () => {
  const { page, context, errors } = await open(env.browser, consentUrl());
  await click(page, 'k7');
  await settle(page);
  // The dashed ring round j6 starts at the right of the cell (angle 0): its first dash is there.
  const [r, g, b] = await pixel(page, 'j6', 0.84, 0.52);
  assert.ok(r > 150 && r > 2 * g && r > 2 * b, `the ring on j6 is red, not ${[r, g, b]}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a person partner accepts a proposal, then must relieve the check', async () => {
  const { page, context, errors } = await open(env.browser, consentUrl());
  let s = await state(page);
  assert.equal(s.toMove, 1, 'Red to move');
  await click(page, 'k7');
  s = await state(page);
  assert.ok(s.proposalTargets.includes('j6'), `proposals from k7: ${s.proposalTargets}`);
  assert.equal(s.targets.some((t) => t.to === 'j6'), false, 'a move into check is no ordinary target');
  await click(page, 'j6');
  s = await state(page);
  assert.equal(await page.locator('#consent-panel').isVisible(), true);
  assert.match(await page.locator('#consent-text').textContent(), /Red proposes Bk7-j6.*Black, if you accept/);
  assert.deepEqual(s.history, [], 'nothing is played before the answer');
  await saveShot(page, 'blocking-proposal.png');

  await page.locator('#consent-answers button[data-answer="accept"]').click();
  await settle(page);
  s = await state(page);
  assert.equal(await page.locator('#consent-panel').isVisible(), false);
  assert.equal(s.history.length, 1);
  assert.match(s.history[0], /Bk7-j6/);
  assert.equal(s.toMove, 2, 'Black to move');
  assert.equal(s.reliefOwed, 1, 'Black owes Red the relief');
  assert.match(s.message.text, /Black accepts/);
  assert.deepEqual(s.moves.map((m) => `${m.from}-${m.to}`), ['j10-j7'], 'the relief is the only move');
  await steady(page, 'j10');
  await drag(page, 'j10', 'j7');
  s = await state(page);
  assert.deepEqual(s.history.slice(1), ['Rj10-j7'], JSON.stringify(s.message));
  assert.equal(s.reliefOwed, null);
  assert.equal(s.toMove, 3);

  // The accepted proposal travels in the link.
  const other = await context.newPage();
  await other.goto(`${env.server.url}#${s.link}`);
  await other.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  assert.equal((await other.evaluate(() => window.quadrille.state())).position, s.position);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const answer of ['unwise', 'another', 'impossible']) {
  test(`a person partner answers ${answer}: nothing is played, Red moves again`, async () => {
    const { page, context, errors } = await open(env.browser, consentUrl());
    await click(page, 'k7');
    await click(page, 'j6');
    await page.locator(`#consent-answers button[data-answer="${answer}"]`).click();
    await settle(page);
    let s = await state(page);
    assert.equal(await page.locator('#consent-panel').isVisible(), false);
    assert.deepEqual(s.history, []);
    assert.equal(s.toMove, 1);
    assert.match(s.message.text, answer === 'unwise' ? /Unwise/ : answer === 'another' ? /another proposal/ : /Impossible/);
    // Red makes an ordinary move instead: his king steps aside.
    await steady(page, 'n7');
    await drag(page, 'n7', 'n8');
    s = await state(page);
    assert.deepEqual(s.history, ['Kn7-n8']);
    assert.equal(s.reliefOwed, null);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a computer partner answers by itself', async () => {
  // Black is the computer at level 8; the proposal is answered at once, and either played with the
  // relief owed or refused with Red still to move.
  const { page, context, errors } = await open(env.browser, consentUrl('&c=h.h.8.h'));
  await click(page, 'k7');
  await click(page, 'j6');
  const s = await state(page);
  assert.equal(await page.locator('#consent-panel').isVisible(), false, 'no buttons for a computer partner');
  assert.match(s.message.text, /Black (accepts|answers Unwise)/);
  if (/accepts/.test(s.message.text)) assert.match(s.history[0], /Bk7-j6/);
  else assert.deepEqual(s.history, []);
  assert.deepEqual(errors, []);
  await context.close();
});

// Orwell Chess on the page: a full turn played with the mouse (roll, a move per usable die or the
// pass), links and reloads that keep the game and its future rolls, the cylinder's ghost ranks
// and turn control, and screenshots of a game in progress (desktop and phone).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, click, settle, saveShot, docShot, centre } from './helpers.js';

const env = useBrowser();

// The dice generator as docs/engine-api.md documents it, written again here: SplitMix64 output
// number `turn` of the seed; each half of it scaled to a face of a six-sided die.
const MASK = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;
function rollAt(seed, turn) {
  let z = (BigInt(seed) + BigInt(turn) * GAMMA + GAMMA) & MASK;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  z ^= z >> 31n;
  const face = (half) => Number(1n + ((half * 6n) >> 32n));
  return [face(z >> 32n), face(z & 0xffffffffn)];
}

/** The first seed whose first roll satisfies `ok`. */
function seedWhere(ok) {
  for (let seed = 1; seed < 10000; seed++) if (ok(rollAt(seed, 0))) return seed;
  throw new Error('no seed found');
}

const link = (seed) => `#v=1&g=orwell&d=${seed}`;

/** Plays the rest of the turn with the mouse: a move for each usable die, or the pass. */
async function playTurn(page) {
  for (let i = 0; i < 3; i++) {
    const s = await state(page);
    if (!s.dice.roll || s.dice.needsRoll) return;
    if (s.dice.onlyPass) {
      await page.click('#pass');
      await settle(page);
      return;
    }
    const m = s.moves.find((x) => !x.pass && s.dice.usable.includes(x.die));
    assert.ok(m, `a usable die has a move: ${JSON.stringify(s.dice)}`);
    await click(page, m.from);
    await click(page, m.to);
    const chooser = page.locator('#chooser button[data-index]');
    if (await chooser.count()) await chooser.first().click();
    await settle(page);
  }
}

test('one full Orwell turn with the mouse: roll, a move per die, then the next player', async () => {
  // A roll of a 1 or 6 (Berlinpeonos) and a 2 (Dabbabahs): both dice have moves from the start.
  const seed = seedWhere(([a, b]) => [1, 6].includes(a) && b === 2);
  const { page, context, errors } = await open(env.browser, env.server.url + link(seed));
  let s = await state(page);
  assert.equal(s.game, 'orwell');
  assert.equal(s.toMove, 0);
  assert.equal(s.dice.needsRoll, true);
  assert.equal(s.moves.length, 0, 'no moves before the roll');
  assert.match(s.status, /White to roll/);
  assert.equal(await page.locator('#players-panel li').count(), 3);

  await page.click('#roll');
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.dice.roll, rollAt(seed, 0), 'the roll is the seed’s roll for turn 0');
  assert.deepEqual(await page.locator('.die').evaluateAll((d) => d.map((x) => x.dataset.face)), rollAt(seed, 0).map(String));
  // Targets only for pieces the dice allow: a Pao (die 5) has none.
  await click(page, 'c2');
  assert.deepEqual((await state(page)).targets, []);

  // The Berlinpeono first: die 0 is then shown used.
  await click(page, 'c3');
  s = await state(page);
  assert.ok(s.targets.length > 0, 'the Berlinpeono on c3 has targets');
  await click(page, s.targets[0].to);
  s = await state(page);
  assert.deepEqual(s.dice.used, [true, false]);
  assert.equal(await page.locator('#die-0').getAttribute('class'), 'die used');
  assert.equal(s.toMove, 0, 'White still has a die to use');

  await playTurn(page);
  s = await state(page);
  assert.equal(s.toMove, 1, 'Red is to move');
  assert.equal(s.dice.needsRoll, true);
  assert.match(s.status, /Red to roll/);
  assert.equal(s.moveList.length, 1);
  assert.match(s.moveList[0], new RegExp(`^${rollAt(seed, 0).join(',')}: c3-[bd]4, D`));
  const badges = await page.locator('#move-list .die-badge').allTextContents();
  assert.deepEqual(badges.sort(), rollAt(seed, 0).map(String).sort(), 'each move shows the die it used');
  assert.equal(await page.locator('#players-panel li.to-move').getAttribute('data-player'), '1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a roll no die can use is a pass, announced; undo and stepping go through rolls', async () => {
  const seed = seedWhere(([a, b]) => [3, 4].includes(a) && [3, 4].includes(b));
  const { page, context, errors } = await open(env.browser, env.server.url + link(seed));
  await page.click('#roll');
  await settle(page);
  let s = await state(page);
  assert.equal(s.dice.onlyPass, true);
  assert.match(s.status, /cannot use the dice/);
  assert.equal(await page.locator('#pass').isVisible(), true);
  await page.click('#pass');
  await settle(page);
  s = await state(page);
  assert.equal(s.toMove, 1);
  assert.match(s.message.text, /White passes/);
  assert.deepEqual(s.moveList, [`${rollAt(seed, 0).join(',')}: pass, pass`]);
  assert.equal(s.length, 2, 'a roll and a pass');
  await page.click('#back');
  await settle(page);
  s = await state(page);
  assert.equal(s.ply, 1);
  assert.equal(s.dice.onlyPass, true, 'stepping back shows the roll before the pass');
  await page.click('#undo');
  await page.click('#undo');
  await settle(page);
  s = await state(page);
  assert.equal(s.length, 0);
  assert.equal(s.dice.needsRoll, true);
  await page.click('#roll');
  await settle(page);
  assert.deepEqual((await state(page)).dice.roll, rollAt(seed, 0), 'rolling again gives the same roll');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link reopens the same Orwell position with the same future rolls, and a reload keeps it', async () => {
  const seed = 2002;
  const { page, context, errors } = await open(env.browser, env.server.url + link(seed));
  for (let turn = 0; turn < 3; turn++) {
    await page.click('#roll');
    await settle(page);
    assert.deepEqual((await state(page)).dice.roll, rollAt(seed, turn));
    await playTurn(page);
  }
  const s = await state(page);
  assert.equal(s.toMove, 0, 'White again after three turns');
  assert.match(s.link, new RegExp(`^v=1&g=orwell&d=${seed}&m=r\\.`));

  // The link in a fresh browser context.
  const other = await open(env.browser, env.server.url + '#' + s.link);
  let t = await state(other.page);
  assert.equal(t.position, s.position);
  assert.deepEqual(t.moveList, s.moveList);
  assert.deepEqual(t.players, s.players);
  await other.page.click('#roll');
  await page.click('#roll');
  await settle(other.page);
  await settle(page);
  t = await state(other.page);
  assert.deepEqual(t.dice.roll, rollAt(seed, 3), 'the next roll is the seed’s');
  assert.deepEqual((await state(page)).dice.roll, t.dice.roll);
  assert.deepEqual(other.errors, []);
  await other.context.close();

  // A reload keeps the game, rolled dice included.
  const before = await state(page);
  await page.reload();
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  const after = await state(page);
  assert.equal(after.game, 'orwell');
  assert.equal(after.position, before.position);
  assert.deepEqual(after.dice, before.dice);
  assert.equal(after.link, before.link);
  // And without the hash too (from the saved game).
  await page.evaluate(() => history.replaceState(null, '', location.pathname));
  await page.reload();
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready);
  assert.equal((await state(page)).link, before.link);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an explicit roll in a link is kept, and the game goes on with the seed', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url + '#v=1&g=orwell&d=5&m=r13.c3-d4.pass');
  const s = await state(page);
  assert.deepEqual(s.moveList, ['1,3: c3-d4, pass']);
  assert.equal(s.toMove, 1);
  await page.click('#roll');
  await settle(page);
  assert.deepEqual((await state(page)).dice.roll, rollAt(5, 1));
  assert.match((await state(page)).link, /m=r13\.c3-d4\.pass\.r$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the cylinder has ghost ranks that cannot be clicked and turns with its buttons', async () => {
  const seed = seedWhere(([a, b]) => a === 5 || b === 5);
  const { page, context, errors } = await open(env.browser, env.server.url + link(seed));
  const a1 = await page.evaluate(() => window.quadrille.cellCentre('a1'));
  const size = await page.evaluate(() => window.quadrille.cellSize());
  const box = await page.locator('#board').boundingBox();
  // Twelve ranks and a ghost rank beyond each end.
  assert.ok(Math.abs(box.height - 14 * size) <= 2, `${box.height} vs ${14 * size}`);
  assert.ok(Math.abs(a1.y - (box.y + box.height - 1.5 * size)) <= 1, 'a1 sits above the lower ghost rank');
  await page.click('#rotate-up');
  await settle(page);
  let s = await state(page);
  assert.notEqual(s.shift, 0);
  const moved = await page.evaluate(() => window.quadrille.cellCentre('a1'));
  assert.ok(Math.abs(moved.y - a1.y) >= size - 1, 'a1 moved by a rank');
  await page.click('#rotate-home');
  await settle(page);
  assert.equal((await state(page)).shift, 0);

  // A Pao captures across the seam (screen c1, target on rank 11): the move is animated.
  await page.click('#roll');
  await settle(page);
  s = await state(page);
  const seam = s.moves.find((m) => m.from === 'c2' && m.to === 'c11');
  assert.ok(seam, JSON.stringify(s.moves.filter((m) => m.die === 5)));
  await click(page, 'c2');
  // Clicking the ghost of c12 below the board (a dimmed copy) does nothing.
  await page.mouse.click(a1.x + 2 * size, a1.y + size);
  await settle(page);
  assert.equal((await state(page)).length, 1, 'the ghost rank is not clickable');
  await click(page, 'c2');
  // A plain click (the helper's would wait for the piece to arrive).
  const c11 = await centre(page, 'c11');
  await page.mouse.click(c11.x, c11.y);
  assert.equal(await page.evaluate(() => window.quadrille.animating()), true);
  s = await state(page);
  assert.equal(s.lastMove.to, 'c11');
  await page.waitForFunction(() => !window.quadrille.animating());
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of an Orwell game in progress, desktop and phone', async () => {
  for (const [name, viewport] of [
    ['orwell-desktop.png', { width: 1280, height: 800 }],
    ['orwell-phone.png', { width: 390, height: 844 }],
  ]) {
    const { page, context, errors } = await open(env.browser, env.server.url + link(2002), { viewport });
    for (let turn = 0; turn < 4; turn++) {
      await page.click('#roll');
      await settle(page);
      await playTurn(page);
    }
    await page.click('#roll');
    await page.waitForFunction(() => !window.quadrille.animating());
    await settle(page);
    // A long turn wraps under its first move, never under the turn's number and roll.
    const moves = await page.$$eval('#move-list li.turn', (rows) =>
      rows.flatMap((li) => {
        const roll = li.querySelector('.roll').getBoundingClientRect();
        return [...li.querySelectorAll('.move:not(.roll)')].map((b) => ({
          text: b.textContent,
          under: b.getBoundingClientRect().left < roll.right,
        }));
      }),
    );
    assert.ok(moves.length >= 4, name);
    assert.deepEqual(moves.filter((m) => m.under).map((m) => m.text), [], name);
    const file = await saveShot(page, name, { fullPage: name.includes('phone') });
    if (name === 'orwell-desktop.png') docShot(file, 'screenshot-orwell.png');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a roll is written in the order its dice were used, in the move list as in the record', async () => {
  // Rolled 2 then 1 or 6; the Berlinpeono (die 1 or 6) moves first, so the dice were used in the
  // other order than rolled.
  const seed = seedWhere(([a, b]) => a === 2 && [1, 6].includes(b));
  const [, pawnDie] = rollAt(seed, 0);
  const { page, context, errors } = await open(env.browser, env.server.url + link(seed));
  await page.click('#roll');
  await settle(page);
  await click(page, 'c3');
  await click(page, (await state(page)).targets[0].to);
  await playTurn(page);
  const s = await state(page);
  assert.match(s.moveList[0], new RegExp(`^${pawnDie},2: c3-`), 'the record, as used');
  assert.equal(await page.locator('#move-list .move.roll').first().textContent(), `${pawnDie},2:`);
  assert.deepEqual(errors, []);
  await context.close();
});

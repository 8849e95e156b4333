// The embeddable board on the example page (www/embed-example.html): several boards of different
// games, each set up from its attributes; read-only and interactive boards; CSS sizes and colours;
// the move and game-end events; and a clear message for attributes that cannot be set up.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, settle } from './helpers.js';

let server;
let browser;
let page;
let context;
const errors = [];
before(async () => {
  server = await serve();
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${server.url}www/embed-example.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('quadrille-board')].every((b) => b.state().ready), null, {
    timeout: 20000,
  });
  await settle(page);
});
after(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const board = (id) => page.evaluate((i) => document.getElementById(i).state(), id);

async function clickCell(id, name) {
  await page.evaluate((i) => document.getElementById(i).scrollIntoView({ block: 'center' }), id);
  const p = await page.evaluate(([i, n]) => document.getElementById(i).cellCentre(n), [id, name]);
  assert.ok(p, `${id} has a cell ${name}`);
  await page.mouse.click(p.x, p.y);
  await settle(page);
}

/** The colour drawn near the top-right corner of a cell (away from its piece and labels). */
function pixel(id, name, neighbour) {
  return page.evaluate(
    ([i, n, m]) => {
      const el = document.getElementById(i);
      const canvas = el.shadowRoot.querySelector('canvas');
      const r = canvas.getBoundingClientRect();
      const c = el.cellCentre(n);
      const size = Math.hypot(el.cellCentre(m).x - c.x, el.cellCentre(m).y - c.y);
      const scale = canvas.width / r.width;
      const x = Math.round((c.x - r.left + 0.4 * size) * scale);
      const y = Math.round((c.y - r.top - 0.4 * size) * scale);
      const d = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
      return [d[0], d[1], d[2]];
    },
    [id, name, neighbour],
  );
}

test('the example page shows boards of several games, set up from their attributes', async () => {
  const diagram = await board('diagram');
  assert.equal(diagram.game, 'chess');
  assert.deepEqual(diagram.history, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  assert.equal(diagram.interactive, false);
  const alice = await board('alice');
  assert.equal(alice.game, 'alice');
  assert.equal(alice.length, 3);
  const orwell = await board('orwell');
  assert.equal(orwell.game, 'orwell');
  assert.equal(orwell.pieces.length > 20, true);
  const puzzle = await board('puzzle');
  assert.equal(puzzle.position, '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1');
  assert.deepEqual(errors, []);
});

test('boards are sized and coloured by CSS', async () => {
  const width = await page.evaluate(() => document.getElementById('diagram').shadowRoot.querySelector('canvas').getBoundingClientRect().width);
  assert.ok(width <= 320 && width > 150, `the diagram fits its 20rem max-width: ${width}`);
  const alice = await page.evaluate(() => document.getElementById('alice').getBoundingClientRect().height);
  assert.ok(alice <= 22 * 16 + 1, `the Alice board keeps to its max-height: ${alice}`);
  // The diagram's dark squares come from --quadrille-dark (#769656); other boards keep the default.
  assert.deepEqual(await pixel('diagram', 'a1', 'b1'), [0x76, 0x96, 0x56]);
  assert.deepEqual(await pixel('alice', 'a1/A', 'b1/A'), [0xb5, 0x88, 0x63]);
});

test('a read-only board ignores clicks; an interactive one plays and fires a move event', async () => {
  await clickCell('diagram', 'd2');
  await clickCell('diagram', 'd4');
  assert.equal((await board('diagram')).length, 5);

  await clickCell('alice', 'g8/A');
  assert.equal((await board('alice')).selected, 'g8/A');
  await clickCell('alice', 'f6/A');
  const alice = await board('alice');
  assert.equal(alice.length, 4);
  assert.equal(alice.pieces.find((p) => p.cell === 'f6/B').letter, 'N');
  assert.match(await page.locator('#log').textContent(), /alice: Nf6/);
});

test('a puzzle: the mating move fires a move event and a game-end event', async () => {
  await clickCell('puzzle', 'd1');
  await clickCell('puzzle', 'd8');
  const s = await board('puzzle');
  assert.equal(s.over, true);
  assert.match(s.status, /White wins by checkmate/);
  const log = await page.locator('#log').textContent();
  assert.match(log, /puzzle: Rd8#/);
  assert.match(log, /puzzle: White wins by checkmate/);
});

test('a board added by script works, and bad attributes show a clear message', async () => {
  const added = await page.evaluate(async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<quadrille-board id="late" game="alice" moves="d4" style="max-width:300px"></quadrille-board>' +
        '<quadrille-board id="bad" game="chess" moves="e4 e4"></quadrille-board>' +
        '<quadrille-board id="nogame" game="no-such-game"></quadrille-board>',
    );
    await new Promise((r) => setTimeout(r, 300));
    const text = (id) => document.getElementById(id).shadowRoot.querySelector('.error');
    return {
      late: document.getElementById('late').state(),
      bad: text('bad').hidden ? null : text('bad').textContent,
      nogame: text('nogame').hidden ? null : text('nogame').textContent,
    };
  });
  assert.equal(added.late.game, 'alice');
  assert.equal(added.late.length, 1);
  assert.match(added.bad, /move 2 \(e4\) cannot be played/);
  assert.match(added.nogame, /no-such-game/);
  // Changing an attribute sets the board up again.
  await page.evaluate(() => document.getElementById('late').setAttribute('moves', 'd4 d5'));
  await page.waitForFunction(() => document.getElementById('late').state().length === 2);
});

test('an interactive Fortress board places the first piece of the hand with a click', async () => {
  await page.evaluate(async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<quadrille-board id="fort" game="fortress" interactive style="max-width:500px"></quadrille-board>',
    );
    const el = document.getElementById('fort');
    el.addEventListener('move', (e) => {
      window.fortMove = e.detail.lan;
    });
    for (let i = 0; i < 50 && !(el.state() && el.state().ready); i++) await new Promise((r) => setTimeout(r, 100));
  });
  assert.equal((await board('fort')).length, 0);
  await clickCell('fort', 'n2');
  assert.equal((await board('fort')).length, 1, 'the click on a cell of the fortress placed a piece');
  assert.equal(await page.evaluate(() => window.fortMove), 'R@n2');
  assert.deepEqual(errors, []);
});

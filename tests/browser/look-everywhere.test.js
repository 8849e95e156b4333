// The look chosen on the game page (light or dark, board colours, piece set) is followed by the
// rules pages and by every <quadrille-board> of the site that does not choose its own by
// attribute or CSS, at once in other open pages too; with "System", they follow the system.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, settle } from './helpers.js';

const env = useBrowser();

/** Waits until every embedded board of `page` is ready and drawn. */
async function boardsReady(page) {
  await page.waitForFunction(
    () => {
      const boards = [...document.querySelectorAll('quadrille-board')];
      return boards.length > 0 && boards.every((b) => b.state().ready);
    },
    null,
    { timeout: 30000 },
  );
  await settle(page);
}

/**
 * The colour drawn at a point of a cell of the embedded board `selector`: near the top-right
 * corner (the square itself), or at its centre (the piece).
 */
function colour(page, selector, name, neighbour, where = 'corner') {
  return page.evaluate(
    ([s, n, m, w]) => {
      const el = document.querySelector(s);
      const canvas = el.shadowRoot.querySelector('canvas');
      const r = canvas.getBoundingClientRect();
      const c = el.cellCentre(n);
      const size = Math.hypot(el.cellCentre(m).x - c.x, el.cellCentre(m).y - c.y);
      const off = w === 'corner' ? 0.4 * size : 0;
      const scale = canvas.width / r.width;
      const x = Math.round((c.x - r.left + off) * scale);
      const y = Math.round((c.y - r.top - off) * scale);
      const d = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
      return [d[0], d[1], d[2]];
    },
    [selector, name, neighbour, where],
  );
}

async function chooseLook(page, look) {
  await page.click('#look-panel summary');
  for (const [part, value] of Object.entries(look)) await page.selectOption(`#look-${part}`, value);
}

const theme = (page) => page.evaluate(() => document.documentElement.dataset.theme);
const rulesUrl = () => `${env.server.url}www/rules.html?game=chess`;
const DIAGRAM = '#rules quadrille-board';

test('the rules page follows the look saved on the game page, and a change made there at once', async () => {
  const context = await env.browser.newContext({ colorScheme: 'light', viewport: { width: 1200, height: 900 } });
  const { page: game, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess`, { context });
  const rules = await context.newPage();
  rules.on('pageerror', (e) => errors.push(String(e)));
  await rules.goto(rulesUrl());
  await boardsReady(rules);
  // As first shown: light, brown squares (a1 is dark), drawn pieces.
  assert.equal(await theme(rules), 'light');
  assert.deepEqual(await colour(rules, DIAGRAM, 'a1', 'b1'), [0xb5, 0x88, 0x63]);
  const drawnKing = await colour(rules, DIAGRAM, 'e1', 'f1', 'centre');
  // Chosen on the game page: the open rules page follows without a reload.
  await chooseLook(game, { theme: 'dark', board: 'green', pieces: 'letters' });
  await rules.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await settle(rules);
  assert.deepEqual(await colour(rules, DIAGRAM, 'a1', 'b1'), [0x76, 0x96, 0x56]);
  assert.notDeepEqual(await colour(rules, DIAGRAM, 'e1', 'f1', 'centre'), drawnKing, 'letter pieces');
  assert.equal(await rules.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(30, 30, 30)');
  // A rules page opened afterwards starts so.
  await rules.reload();
  await boardsReady(rules);
  assert.equal(await theme(rules), 'dark');
  assert.deepEqual(await colour(rules, DIAGRAM, 'a1', 'b1'), [0x76, 0x96, 0x56]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with "System", the rules page and an embedded board are dark when the system is', async () => {
  const context = await env.browser.newContext({ colorScheme: 'dark', viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(rulesUrl());
  await boardsReady(page);
  assert.equal(await theme(page), 'dark');
  assert.equal(await page.evaluate((s) => document.querySelector(s).dataset.look, DIAGRAM), 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.equal(await page.evaluate((s) => document.querySelector(s).dataset.look, DIAGRAM), 'light');
  await context.close();
});

test('embedded boards take the saved colours and pieces unless their CSS or attributes choose', async () => {
  const context = await env.browser.newContext({ colorScheme: 'light', viewport: { width: 1200, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem('quadrille.look', JSON.stringify({ theme: 'light', board: 'grey', pieces: 'letters' })),
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${env.server.url}www/embed-example.html`);
  await boardsReady(page);
  // Alice's board A takes the grey squares; the diagram keeps the green of its CSS class.
  assert.deepEqual(await colour(page, '#alice', 'a1/A', 'b1/A'), [0x8c, 0x8c, 0x8c]);
  assert.deepEqual(await colour(page, '#diagram', 'a1', 'b1'), [0x76, 0x96, 0x56]);
  // The piece set: letters unless the attribute says drawn.
  const letters = await colour(page, '#diagram', 'e1', 'f1', 'centre');
  await page.evaluate(() => document.getElementById('diagram').setAttribute('piece-set', 'drawn'));
  await page.waitForFunction(() => document.getElementById('diagram').state().ready);
  await settle(page);
  assert.notDeepEqual(await colour(page, '#diagram', 'e1', 'f1', 'centre'), letters);
  assert.deepEqual(errors, []);
  await context.close();
});

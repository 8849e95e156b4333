// The rules pages (www/rules.html?game=ID): every game's page opens, names the game and draws its
// diagrams with the page's renderer; the targets marked on each diagram are the engine's legal
// targets for that piece (asked separately with targetsAt), and a few are checked against hand
// counts; the "Rules" links of the game page and of the embedded board; the game survives a visit
// to the rules; the pages work offline after the first visit; screenshots on desktop and phone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag, serve, launch, saveShot } from './helpers.js';

const env = useBrowser();

/** Opens the rules page of `id` and waits until every diagram is drawn or has failed. */
async function openRules(context, url, id, errors = []) {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}www/rules.html?game=${id}`);
  await diagramsReady(page);
  return page;
}

async function diagramsReady(page) {
  await page.waitForFunction(
    () => {
      const boards = [...document.querySelectorAll('#rules quadrille-board')];
      return boards.length > 0 && boards.every((b) => b.state().ready || b.state().error);
    },
    null,
    { timeout: 30000 },
  );
  // Two frames: the boards have drawn what their state says.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Every diagram: its attributes, its state, how many colours its canvas shows, and the engine's targets. */
function diagrams(page) {
  return page.evaluate(async () => {
    const { loadBindings } = await import('./loader.js');
    const b = await loadBindings();
    return [...document.querySelectorAll('#rules quadrille-board')].map((el) => {
      const s = el.state();
      const canvas = el.shadowRoot.querySelector('canvas');
      const data = canvas.width && canvas.height ? canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data : [];
      const colours = new Set();
      for (let i = 0; i < data.length && colours.size < 50; i += 4 * 97) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
      const select = el.getAttribute('select');
      const position = el.getAttribute('position');
      const engine = select && position ? b.targetsAt(el.getAttribute('game'), null, position, select) : null;
      return { game: el.getAttribute('game'), select, position, state: s, colours: colours.size, engine, caption: el.closest('figure').textContent };
    });
  });
}

const key = (t) => `${t.to}>${t.arrive}`;
const sorted = (ts) => ts.map(key).sort();

test('every game has a rules page that names it and draws diagrams whose marked targets are the engine\u2019s', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const errors = [];
  const first = await openRules(context, env.server.url, 'chess', errors);
  const games = await first.evaluate(async () => {
    const { loadBindings } = await import('./loader.js');
    return (await loadBindings()).games().map((g) => ({ id: g.id, name: g.name }));
  });
  const listed = await first.$$eval('#rules-game option', (os) => os.map((o) => o.value));
  await first.close();
  assert.deepEqual(listed, games.map((g) => g.id), 'the rules page offers every game of the engine');
  for (const { id, name } of games) {
    const page = await openRules(context, env.server.url, id, errors);
    const title = await page.textContent('h1');
    assert.ok(title.includes(name), `${id}: the page names ${name}: ${title}`);
    assert.equal(await page.inputValue('#rules-game'), id);
    const text = await page.textContent('#rules');
    assert.ok(text.length > 600, `${id}: the rules have some text`);
    const shown = await diagrams(page);
    assert.ok(shown.length >= 1, `${id}: at least one diagram`);
    let marked = 0;
    for (const d of shown) {
      assert.ok(d.state.ready, `${id}: a diagram is set up: ${d.state.error}`);
      assert.ok(d.colours > 3, `${id}: the diagram's canvas is drawn (${d.colours} colours)`);
      if (!d.select) continue;
      assert.equal(d.state.selected, d.select, `${id}: the diagram's piece is picked`);
      assert.deepEqual(sorted(d.state.targets), sorted(d.engine), `${id}: ${d.caption}`);
      marked += d.state.targets.length;
    }
    assert.ok(marked > 0, `${id}: a diagram marks the targets of a piece`);
    await page.close();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('hand-counted targets: a knight on an empty Alice board, the zero move, three boards, the Gryphon on the cylinder', async () => {
  const context = await env.browser.newContext();
  const pick = async (id, select) => {
    const page = await openRules(context, env.server.url, id);
    const all = await diagrams(page);
    await page.close();
    const d = all.find((x) => x.select === select && x.game === id);
    assert.ok(d, `${id} has a diagram of the piece on ${select}`);
    return sorted(d.state.targets);
  };
  // b1 knight: a3, c3 and d2 on board A, each ending on the same square of board B.
  const knight = ['a3/A>a3/B', 'c3/A>c3/B', 'd2/A>d2/B'];
  assert.deepEqual(await pick('alice', 'b1/A'), knight);
  // Ms. Alice adds the zero move: the knight stays on b1 and passes to board B.
  assert.deepEqual(await pick('ms-alice', 'b1/A'), [...knight, 'b1/A>b1/B'].sort());
  // Three boards: each landing square, ending on board B or on board C.
  assert.deepEqual(await pick('alice3', 'b1/A'), ['a3/A>a3/B', 'a3/A>a3/C', 'c3/A>c3/B', 'c3/A>c3/C', 'd2/A>d2/B', 'd2/A>d2/C']);
  // The Gryphon on a2 (hand count on the diagram's position): up-right b3, then c3-g3 along rank 3
  // or b4, b5 and the capture on b6 up the file; down-right b1, then c1 (its Jugyo on d1 stops
  // it) or across the seam b12, b11, b10 and the capture on b9.
  const gryphon = ['b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'b4', 'b5', 'b6', 'b1', 'c1', 'b12', 'b11', 'b10', 'b9'];
  assert.deepEqual(await pick('orwell', 'a2'), gryphon.map((c) => `${c}>${c}`).sort());
  await context.close();
});

test('a marked target is drawn on the canvas, an unmarked empty square is not', async () => {
  const context = await env.browser.newContext();
  const page = await openRules(context, env.server.url, 'alice');
  const colour = (name) =>
    page.evaluate((n) => {
      const el = document.getElementById('diagram-0');
      const canvas = el.shadowRoot.querySelector('canvas');
      const r = canvas.getBoundingClientRect();
      const c = el.cellCentre(n);
      const scale = canvas.width / r.width;
      const d = canvas.getContext('2d').getImageData(Math.round((c.x - r.left) * scale), Math.round((c.y - r.top) * scale), 1, 1).data;
      return [d[0], d[1], d[2]];
    }, name);
  // a3 and a5 are both dark squares of board A, empty; only a3 is a target of the knight.
  assert.equal(await page.evaluate(() => document.getElementById('diagram-0').getAttribute('select')), 'b1/A');
  assert.notDeepEqual(await colour('a3/A'), await colour('a5/A'));
  assert.deepEqual(await colour('a5/A'), await colour('a7/A'), 'two plain dark squares look alike');
  await context.close();
});

test('the Rules link of the game page opens the game\u2019s rules, and coming back keeps the game', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await page.selectOption('#game-select', 'alice');
  await page.click('#new-game');
  await ready(page);
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');
  const before = await state(page);
  assert.equal(before.game, 'alice');
  assert.equal(before.length, 2);
  await page.click('#rules-link');
  await page.waitForURL(/rules\.html\?game=alice$/);
  await diagramsReady(page);
  assert.match(await page.textContent('h1'), /Alice/);
  await page.click('#back');
  await ready(page);
  const after = await state(page);
  assert.equal(after.game, 'alice');
  assert.equal(after.link, before.link, 'the same game, at the same move');
  assert.deepEqual(after.history, before.history);
  // From a fresh visit to the rules (no page to go back to), the game page restores the saved game.
  await page.goto(`${env.server.url}www/rules.html?game=orwell`);
  await diagramsReady(page);
  await page.click('#back');
  await ready(page);
  assert.equal((await state(page)).link, before.link);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the Rules link sits under the board and opens the rules of the chosen game', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`, {
    viewport: { width: 390, height: 844 },
    touch: true,
  });
  assert.equal(await page.locator('header #rules-link').isVisible(), false, 'the header keeps its room for the game\u2019s name');
  const link = page.locator('.about-rules a.rules-link');
  assert.equal(await link.isVisible(), true);
  const box = await link.boundingBox();
  assert.ok(box.height >= 40, 'big enough for a thumb');
  await link.click();
  await page.waitForURL(/rules\.html\?game=four-ffa$/);
  await diagramsReady(page);
  assert.match(await page.textContent('h1'), /each for himself|Four/i);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown game is said plainly, and the embedded board links to its game\u2019s rules', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}www/rules.html?game=tennis`);
  await page.waitForSelector('#problem:not([hidden])');
  assert.match(await page.textContent('#problem'), /no game "tennis"/);
  await page.goto(`${env.server.url}www/embed-example.html`);
  await page.waitForFunction(() => document.getElementById('alice').state().ready, null, { timeout: 20000 });
  const link = await page.evaluate(() => {
    const a = document.getElementById('alice').shadowRoot.querySelector('a.rules');
    return { href: a.href, shown: !a.hidden && a.getBoundingClientRect().height > 0 };
  });
  assert.ok(link.shown, 'the link is shown under the board');
  assert.equal(link.href, `${env.server.url}www/rules.html?game=alice`);
  await page.goto(link.href);
  await diagramsReady(page);
  assert.match(await page.textContent('h1'), /Alice/);
  await context.close();
});

test('screenshots of a rules page on a desktop and on a phone', async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  for (const [file, options, id, scroll] of [
    ['rules-desktop.png', { viewport: { width: 1280, height: 900 } }, 'orwell', false],
    ['rules-phone.png', phone, 'alice', false],
    ['rules-phone-diagram.png', phone, 'fortress', true],
  ]) {
    const context = await env.browser.newContext(options);
    const page = await openRules(context, env.server.url, id);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(wide, `${file}: nothing wider than the screen`);
    const fits = await page.evaluate(() => [...document.querySelectorAll('#rules canvas, quadrille-board')].every((e) => e.getBoundingClientRect().width <= window.innerWidth));
    assert.ok(fits, `${file}: every diagram fits the screen's width`);
    if (scroll) await page.evaluate(() => document.querySelector('.rules-figure').scrollIntoView({ block: 'center' }));
    await saveShot(page, file, { fullPage: !options.isMobile });
    await context.close();
  }
});

test('after a first visit the rules pages open with the network off', async () => {
  const server = await serve(undefined, '/offline/rules/');
  const browser = await launch();
  try {
    const { page, context, errors } = await open(browser, server.url);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20000 });
    await server.close();
    await context.setOffline(true);
    await page.goto(`${server.url}www/rules.html?game=dodgson`);
    await diagramsReady(page);
    assert.match(await page.textContent('h1'), /Dodgson/);
    const shown = await diagrams(page);
    assert.ok(shown.every((d) => d.state.ready));
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
  }
});

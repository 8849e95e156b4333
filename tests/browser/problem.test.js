// The Problem panel: a Popeye problem pasted into Import, solved in the worker, a line of the
// solution clicked onto the board; the problem's link opened again (the stipulation is there and
// the same key is found); a long search cancelled while the page keeps working. The solutions
// expected are Popeye's (version 4.104, built from its sources as docs/problems.md says) for two
// problems of the Andernach 2025 Alice tourney, from Popeye's own EXAMPLES/alice.inp.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state, importText, settle } from './helpers.js';

const env = useBrowser();

async function waitFor(page, fn, arg, timeout = 60000) {
  await page.waitForFunction(fn, arg, { timeout, polling: 100 });
}

// 7th place (R. Krätschmer, F. Pachl, M. Rittirsch), Alice #2. Popeye: 1.Qd7-e8B! threat
// 2.Se6-f4A#; 1...Sd8*c6A 2.Qe8-b5A#, 1...Sd8*e6A 2.Qe8-e3A#; the try 1.Qd7-c8B? fails to
// 1...Sh6-g4A!
const MATE2 = `begin
author Ralf Kraetschmer & Franz Pachl & Manfred Rittirsch
origin Andernach 2025, 7th place
pieces white kd1 qd7 rh4 ba5 pa4d4d5d6e4f2 white AliceB sc6e6 pb3e2
       black kd3 ra3g8 ba7b1 pb7f6 black AliceB sd8h6 pa6h3
condition alice
stipulation #2
option try vari
end`;

// 5th place (M. Caillaud), Alice h#2. Popeye: 1.Ke5-f4A Qc5-f5B 2.d2-d1=SA Rc3-f3A# and
// 1.Ke5-e4A Qc5-e5B 2.d2-d1=BA Rc3-e3A#.
const HELP2 = `begin
author Michel Caillaud
origin Andernach 2025, 5th place
pieces white ka1 qc5 white AliceB rc3 black AliceB ke5 pd2
condition alice
stip h#2
end`;

/** Solves with the panel's stipulation and waits for the summary. */
async function solve(page) {
  await page.click('#problem-solve');
  await waitFor(page, () => /^(Solved|Cooked|No solution|\d+ solutions?)/.test(document.getElementById('problem-progress').textContent));
}

const rows = (page, kind) => page.$$eval(`#problem-tree .problem-row.${kind}`, (rs) => rs.map((r) => r.textContent.replace(/\s+/g, ' ').trim()));

test('a Popeye #2 pasted into Import is solved, and a click plays its line on the board', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await importText(page, MATE2);
  assert.equal(await page.$eval('#problem-panel', (d) => d.open), true);
  assert.equal(await page.inputValue('#problem-stip'), '#2');
  // Popeye's `option try` comes with the problem.
  assert.equal(await page.isChecked('#problem-tries'), true);
  await solve(page);
  assert.match(await page.textContent('#problem-progress'), /^Solved: one key/);
  const keys = await rows(page, 'key');
  assert.equal(keys.length, 1, keys.join(' | '));
  assert.match(keys[0], /^1\.Qe8\/B! threat: 2\.Nf4\/A#$/, keys[0]);
  const defences = await rows(page, 'defence');
  assert.ok(defences.includes('1...Nxc6/A 2.Qb5/A#'), defences.join(' | '));
  assert.ok(defences.includes('1...Nxe6/A 2.Qe3/A#'), defences.join(' | '));
  const tries = await rows(page, 'try');
  assert.ok(tries.some((t) => /^1\.Qc8\/B\?/.test(t)), tries.join(' | '));
  const refutations = await rows(page, 'refutation');
  assert.ok(refutations.includes('but 1...Ng4/A!'), refutations.join(' | '));
  // The mate after 1...Nxc6 (the key's variation, drawn before the tries'): the board plays
  // the key, the defence and the mate.
  const mate = page.locator('#problem-tree .problem-row.defence', { hasText: '1...Nxc6/A' }).first().locator('button', { hasText: '2.Qb5/A#' });
  await mate.click();
  const s = await state(page);
  assert.equal(s.length, 3);
  assert.deepEqual(s.history, ['Qe8/B', 'Nxc6/A', 'Qb5/A#']);
  assert.equal(s.over, true);
  // The link carries the stipulation.
  assert.match(s.link, /&t=%232(&|$)/, s.link);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a helpmate shows each solution, and its last move mates on the board', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await importText(page, HELP2);
  assert.equal(await page.inputValue('#problem-stip'), 'h#2');
  // Black starts a helpmate: the problem opens with Black to move.
  assert.equal((await state(page)).toMove, 1);
  await solve(page);
  assert.match(await page.textContent('#problem-progress'), /^2 solutions/);
  const lines = (await rows(page, 'help')).sort();
  assert.deepEqual(lines, ['1.Ke4/A Qe5/B 2.d1=B/A Re3/A#', '1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#']);
  await page.locator('#problem-tree .problem-row.help', { hasText: 'Kf4' }).locator('button', { hasText: 'Rf3' }).click();
  const s = await state(page);
  assert.deepEqual(s.history, ['Kf4/A', 'Qf5/B', 'd1=N/A', 'Rf3/A#']);
  assert.equal(s.over, true);
  // A move in the middle plays the line up to it.
  await page.locator('#problem-tree .problem-row.help', { hasText: 'Ke4' }).locator('button', { hasText: 'Qe5' }).click();
  assert.deepEqual((await state(page)).history, ['Ke4/A', 'Qe5/B']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the problem link opens with its stipulation, and solving it gives the same key', async () => {
  const first = await open(env.browser, env.server.url);
  await importText(first.page, MATE2);
  const link = (await state(first.page)).link;
  assert.match(link, /&t=%232/, link);
  await first.context.close();
  const { page, context, errors } = await open(env.browser, `${env.server.url}#${link}`);
  assert.equal(await page.$eval('#problem-panel', (d) => d.open), true);
  assert.equal(await page.inputValue('#problem-stip'), '#2');
  assert.match(await page.textContent('#problem-progress'), /^Ready to solve #2/);
  await solve(page);
  const keys = await rows(page, 'key');
  assert.equal(keys.length, 1, keys.join(' | '));
  assert.match(keys[0], /^1\.Qe8\/B!/, keys[0]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a long search is cancelled and the page keeps working; a bad stipulation is named', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  await page.click('#problem-panel summary');
  await page.fill('#problem-stip', 'h#6');
  await page.click('#problem-solve');
  await waitFor(page, () => /first move/.test(document.getElementById('problem-progress').textContent));
  // The page answers while the worker searches: the boards turn round.
  const before = await page.$eval('#flip', (b) => b.getAttribute('aria-pressed'));
  await page.click('#flip');
  assert.notEqual(await page.$eval('#flip', (b) => b.getAttribute('aria-pressed')), before);
  await page.click('#problem-cancel');
  assert.equal(await page.textContent('#problem-progress'), 'Cancelled.');
  assert.equal(await page.isHidden('#problem-cancel'), true);
  // A stipulation the solver cannot read: its reason is shown.
  await page.fill('#problem-stip', '#0');
  await page.click('#problem-solve');
  await waitFor(page, () => /at least 1/.test(document.body.textContent));
  // The start position has no mate in one: the solver, started again, says so.
  await page.fill('#problem-stip', '#1');
  await solve(page);
  assert.match(await page.textContent('#problem-progress'), /^No solution/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Problem panel is there only in the games the solver takes', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=four-ffa`);
  // Four players, then dice (Orwell): no panel; then Duo Chess (two players): the panel.
  assert.equal(await page.isHidden('#problem-panel'), true);
  await page.selectOption('#game-select', 'orwell');
  await page.waitForFunction(() => window.quadrille.state().game === 'orwell');
  assert.equal(await page.isHidden('#problem-panel'), true);
  await page.selectOption('#game-select', 'duo');
  await page.waitForSelector('#problem-panel', { state: 'visible' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embeddable board solves its stipulation and plays a line on a click', async () => {
  // The problem's link, made by the page from the Popeye text.
  const first = await open(env.browser, env.server.url);
  await importText(first.page, MATE2);
  const link = (await state(first.page)).link;
  await first.context.close();
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${env.server.url}www/embed-example.html`);
  await page.evaluate((l) => {
    const add = (id, attrs) => {
      const b = document.createElement('quadrille-board');
      b.id = id;
      for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
      document.body.prepend(b);
    };
    add('alice-problem', { link: l });
    // A back-rank mate in one, counted by hand: only Ra8 checks, and the pawns keep the king in.
    add('chess-problem', { game: 'chess', position: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', stipulation: '#1' });
  }, link);
  const status = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('.solution-status').textContent, id);
  const keyRow = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('.problem-row.key').textContent.replace(/\s+/g, ' ').trim(), id);
  await waitFor(page, () => ['alice-problem', 'chess-problem'].every((i) => /^Solved/.test(document.getElementById(i)?.shadowRoot.querySelector('.solution-status')?.textContent || '')));
  assert.equal(await status('chess-problem'), 'Solved: one key.');
  assert.equal(await keyRow('chess-problem'), '1.Ra8#!');
  assert.match(await keyRow('alice-problem'), /^1\.Qe8\/B! threat: 2\.Nf4\/A#$/);
  await page.evaluate(() => {
    const root = document.getElementById('alice-problem').shadowRoot;
    const row = [...root.querySelectorAll('.problem-row.defence')].find((r) => r.textContent.includes('1...Nxe6/A'));
    [...row.querySelectorAll('button')].find((b) => b.textContent === '2.Qe3/A#').click();
  });
  const s = await page.evaluate(() => document.getElementById('alice-problem').state());
  assert.deepEqual(s.history, ['Qe8/B', 'Nxe6/A', 'Qe3/A#']);
  assert.equal(s.over, true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Popeye text of several problems: each is listed, one the solver cannot take says why, and the list outlives a reload', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  // A proof game first (not taken by the solver), then the two problems above.
  const proof = 'begin\nstipulation dia3.5\nnext\n';
  await importText(page, `${proof}${MATE2.replace(/^begin\n/, '').replace(/\nend$/, '\nnext')}\n${HELP2.replace(/^begin\n/, '')}`);
  assert.equal(await page.inputValue('#problem-stip'), '#2', 'the first problem that can be solved is open');
  assert.match(await page.textContent('#message-text'), /3 problems and twins \(1 that cannot be solved here\)/);
  const options = await page.$$eval('#problem-choice option', (os) => os.map((o) => ({ text: o.textContent, disabled: o.disabled })));
  assert.equal(options.length, 3, JSON.stringify(options));
  assert.match(options[0].text, /^1 dia3\.5: cannot be solved here, .*proof games are not supported/);
  assert.equal(options[0].disabled, true);
  assert.match(options[1].text, /^2 #2 \(Ralf Kraetschmer/);
  assert.match(options[2].text, /^3 h#2 \(Michel Caillaud\)/);
  assert.equal(await page.inputValue('#problem-choice'), '1');

  await page.selectOption('#problem-choice', '2');
  // The panel shows the problem chosen when the page next draws.
  await settle(page);
  assert.equal(await page.inputValue('#problem-stip'), 'h#2');
  assert.equal(await page.isChecked('#problem-tries'), false, 'the helpmate asks for no tries');
  assert.equal((await state(page)).toMove, 1, 'Black starts the helpmate');
  await solve(page);
  assert.deepEqual((await rows(page, 'help')).sort(), ['1.Ke4/A Qe5/B 2.d1=B/A Re3/A#', '1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#']);

  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.equal(await page.isVisible('#problem-choice'), true, 'the list is kept');
  assert.equal(await page.inputValue('#problem-choice'), '2');
  assert.equal(await page.inputValue('#problem-stip'), 'h#2');
  assert.deepEqual(errors, []);
  await context.close();
});

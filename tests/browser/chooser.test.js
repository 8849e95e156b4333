// The game chooser groups the games by family, each with its one line (from the engine) as a
// tooltip, and the line of the game shown stands under the board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, state } from './helpers.js';

const env = useBrowser();

test('the chooser groups the games by family and the game shown is described', async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=alice`);
  const groups = await page.evaluate(() =>
    [...document.querySelectorAll('#game-select optgroup')].map((g) => ({
      label: g.label,
      games: [...g.querySelectorAll('option')].map((o) => ({ id: o.value, title: o.title })),
    })),
  );
  assert.deepEqual(
    groups.map((g) => g.label),
    ['Orthodox chess', 'Alice Chess and its family', 'Orwell Chess: three players and dice', 'Four players'],
  );
  const all = groups.flatMap((g) => g.games);
  const engine = await page.evaluate(async () => (await (await import('./www/loader.js')).loadBindings()).games().map((g) => g.id));
  assert.deepEqual(all.map((g) => g.id).sort(), [...engine].sort(), 'the chooser lists every game of the engine');
  for (const g of all) assert.ok(g.title.length > 20, `${g.id} has a tooltip`);
  assert.ok(groups[1].games.some((g) => g.id === 'ms-alice'));
  assert.match(await page.textContent('#game-about'), /looking-glass/);
  await page.selectOption('#game-select', 'fortress');
  await page.waitForFunction(() => window.quadrille.state().game === 'fortress');
  assert.match(await page.textContent('#game-about'), /fortress in each corner/);
  assert.equal((await state(page)).game, 'fortress');
  assert.deepEqual(errors, []);
  await context.close();
});

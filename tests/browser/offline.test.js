// The page as an offline web app, served from a sub-path: every file is asked for under that
// path (relative links only), the manifest makes it installable, and after the first visit the
// service worker lets it load and play with the server gone and the network off.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, ready, state, drag } from './helpers.js';

const PREFIX = '/some/sub/path/';
const env = useBrowser(PREFIX);

test('served from a sub-path, the page asks only for files under it and is installable', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  await drag(page, 'e2/A', 'e4/A');
  assert.equal((await state(page)).length, 1);
  const outside = env.server.requests.filter((p) => !p.startsWith(PREFIX));
  assert.deepEqual(outside, [], 'every request stays under the sub-path');
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]').href;
    const m = await (await fetch(href)).json();
    const icons = await Promise.all(
      m.icons.map(async (i) => {
        const r = await fetch(new URL(i.src, href));
        return { sizes: i.sizes, ok: r.ok, type: r.headers.get('content-type') };
      }),
    );
    return { name: m.name, display: m.display, start: new URL(m.start_url, href).href, icons };
  });
  assert.equal(manifest.name, 'Quadrille');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start, env.server.url, 'the app starts at the page, under the sub-path');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    assert.ok(icon && icon.ok && icon.type === 'image/png', `a ${size} PNG icon: ${JSON.stringify(icon)}`);
  }
  // Chromium's own verdict: nothing keeps the page from being installed as an app.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test browser context is a private window, where nothing is installed; that is the only
  // objection allowed.
  const ids = installabilityErrors.map((e) => e.errorId);
  assert.deepEqual(ids.filter((id) => id !== 'in-incognito'), [], JSON.stringify(installabilityErrors));
  assert.deepEqual(errors, []);
  await context.close();
});

test('after the first visit the game loads and plays with the network off', async () => {
  const { page, context, errors } = await open(env.browser, env.server.url);
  // The service worker is installed, has kept the build's files and controls the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, env.server.url);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20000 });
  await drag(page, 'e2/A', 'e4/A');
  await drag(page, 'd7/A', 'd5/A');

  // The server goes away and the browser goes offline: the page still loads from the cache.
  await env.server.close();
  await context.setOffline(true);
  assert.deepEqual(errors, []);
  const failed = await page.evaluate(() => fetch('no-such-file.js').then(() => false, () => true));
  assert.equal(failed, true, 'the network really is off');
  await page.waitForTimeout(100);
  assert.deepEqual(errors.splice(0), ['Failed to load resource: net::ERR_FAILED'], 'only the probe failed');
  await page.reload();
  await ready(page);
  let s = await state(page);
  assert.equal(s.length, 2, 'the game in progress is back');
  assert.equal(s.history.length, 2);
  // The engine runs: a move is played and the hash follows.
  await drag(page, 'g1/A', 'f3/A');
  s = await state(page);
  assert.equal(s.length, 3);
  assert.match(await page.evaluate(() => location.hash), /m=e2-e4\.d7-d5\.[^&]*g1-f3/);
  // A new game of another kind loads offline too.
  await page.selectOption('#game-select', 'chess');
  await page.click('#new-game');
  s = await state(page);
  assert.equal(s.game, 'chess');
  assert.equal(s.length, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

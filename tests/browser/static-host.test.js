// The release build is a folder that any static host serves as it is: `scripts/play.sh` builds it
// and serves it with a plain static server (scripts/serve.mjs), no live-reload script, and says
// which folder to publish.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, launch, open } from './helpers.js';

test('play.sh builds the release folder, serves it with the static server and names the folder to publish', () => {
  const script = fs.readFileSync(path.join(ROOT, 'scripts', 'play.sh'), 'utf8');
  const commands = script.split('\n').filter((l) => !l.trim().startsWith('#'));
  assert.ok(!commands.some((l) => /trunk serve/.test(l)), 'no `trunk serve` (its folder carries a live-reload script)');
  assert.ok(commands.some((l) => /trunk build --offline --release/.test(l)), 'a release build');
  assert.ok(commands.some((l) => /scripts\/serve\.mjs/.test(l)), 'served by the static server');
  assert.ok(commands.some((l) => /echo .*publish.*dist/.test(l)), 'it says which folder to publish');
});

test('the static server serves the build: the page plays, with no live reload and no error', async () => {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise((resolve, reject) => {
      server.stdout.on('data', (d) => {
        const m = /http:\/\/\S+\//.exec(String(d));
        if (m) resolve(m[0]);
      });
      server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    });
    const browser = await launch();
    const sockets = [];
    const { page, errors } = await open(browser, `${url}#v=1&g=chess`, { before: (p) => p.on('websocket', (w) => sockets.push(w.url())) });
    assert.equal(await page.evaluate(() => window.quadrille.state().game), 'chess');
    const html = await (await page.request.get(url)).text();
    assert.doesNotMatch(html, /live.?reload|__trunk_address__|\/\.well-known\/trunk\/ws/i, 'no live-reload script');
    assert.deepEqual(sockets, []);
    assert.deepEqual(errors, []);
    await browser.close();
  } finally {
    server.kill();
  }
});

// Measures the built page (dist/) as docs/performance.md reports it: the size of the WebAssembly engine
// (raw and gzipped) and the time from navigation to the first interactive board on localhost in
// headless Chromium (a cold load without cache, then a load with the service worker's cache),
// as the median of several loads. Run after `trunk build --offline --release`:
// `node scripts/measure-page.mjs`.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch, DIST } from '../tests/browser/helpers.js';

const build = JSON.parse(fs.readFileSync(path.join(DIST, 'build.json'), 'utf8'));
const wasm = fs.readFileSync(path.join(DIST, build.engine.wasm));
const js = fs.readFileSync(path.join(DIST, build.engine.js));
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`wasm: ${kb(wasm.length)} (${kb(zlib.gzipSync(wasm, { level: 9 }).length)} gzipped)`);
console.log(`engine js: ${kb(js.length)} (${kb(zlib.gzipSync(js, { level: 9 }).length)} gzipped)`);

const server = await serve();
const browser = await launch();
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const list of [cold, warm]) {
    await page.goto(server.url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
    list.push(await page.evaluate(() => performance.now()));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      await new Promise((r) => setTimeout(r, 300));
    });
  }
  await context.close();
}
console.log(`first interactive board, first visit: ${median(cold).toFixed(0)} ms (median of ${cold.length})`);
console.log(`first interactive board, next visit: ${median(warm).toFixed(0)} ms (median of ${warm.length})`);
await browser.close();
await server.close();

// Measures the built page (dist/) as docs/performance.md reports it: the size of what a first
// visit downloads (raw, gzipped and brotli-compressed), and the time from navigation to the first
// board drawn (the page's `quadrille-first-board` performance mark: on a first visit, the start
// position the build wrote into the page, drawn before the engine arrives) and to the board
// playable (`quadrille-ready`: the engine up and the page started) in headless Chromium, the page
// served as a static host serves it (scripts/serve.mjs: compressed), as the median of several
// loads without cache:
// - a desktop (1280x800), neither network nor CPU slowed;
// - a throttled phone (390x844, touch): through Chromium's DevTools protocol, 150 ms latency,
//   1.6 Mbit/s down and 750 kbit/s up (Lighthouse's "slow 4G"), and the CPU 4 times slower;
// - the desktop's next visit, from the service worker's cache.
// Run after `trunk build --offline --release`: `node scripts/measure-page.mjs [LOADS] [--gzip]`
// (`--gzip`: served with gzip only, as some hosts do, instead of brotli).
// The figures are only indicative while other programs (builds, tests) use the machine.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, DIST } from '../tests/browser/helpers.js';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const gzip = args.includes('--gzip');
const loads = Number(args.find((a) => /^\d+$/.test(a)) || 5);
const build = JSON.parse(fs.readFileSync(path.join(DIST, 'build.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const sizes = (files) => {
  const bodies = files.map((f) => fs.readFileSync(path.join(DIST, f)));
  const sum = (f) => bodies.reduce((n, b) => n + f(b), 0);
  return `${kb(sum((b) => b.length))} (${kb(sum((b) => zlib.gzipSync(b, { level: 9 }).length))} gzipped, ${kb(sum((b) => zlib.brotliCompressSync(b).length))} brotli)`;
};
console.log(`wasm: ${sizes([build.engine.wasm])}`);
console.log(`engine's script: ${sizes([build.engine.js])}`);

const server = await startServer({ root: DIST, gzip });
console.log(`served compressed with ${gzip ? 'gzip' : 'brotli'}`);
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 1.024 * 1.024, uploadThroughput: (750e3 / 8) * 1.024 },
  cpu: 4,
};
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** One load: milliseconds from navigation to the first board, and the files asked for. */
async function load(page) {
  const requests = [];
  const count = (/** @type {import('playwright-core').Request} */ r) => requests.push(new URL(r.url()).pathname.slice(1) || 'index.html');
  page.on('request', count);
  await page.goto(server.url);
  await page.waitForFunction(() => performance.getEntriesByName('quadrille-ready').length > 0, null, { timeout: 60000 });
  page.off('request', count);
  const [ms, playable] = await page.evaluate(() =>
    ['quadrille-first-board', 'quadrille-ready'].map((name) => performance.getEntriesByName(name)[0].startTime),
  );
  return { ms, playable, requests };
}

/** Loads the page in a fresh context (no cache), with `device`'s throttling; then the next visit. */
async function visit(device) {
  const { network, cpu, ...options } = device;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const first = await load(page);
  let next = null;
  if (!network) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      await new Promise((r) => setTimeout(r, 300));
    });
    next = await load(page);
  }
  await context.close();
  return { first, next };
}

let shown = false;
for (const [name, device] of [['desktop', DESKTOP], ['throttled phone', PHONE]]) {
  const runs = [];
  for (let i = 0; i < loads; i++) runs.push(await visit(device));
  const firsts = runs.map((r) => r.first.ms);
  if (!shown) {
    shown = true;
    const files = [...new Set(runs[0].first.requests)].filter((f) => fs.existsSync(path.join(DIST, f)));
    console.log(`files asked for before the first board (${files.length}, the computer's worker's among them): ${sizes(files)}`);
  }
  console.log(`first board, ${name}, first visit: ${median(firsts).toFixed(0)} ms (median of ${loads}: ${firsts.map((x) => x.toFixed(0)).join(', ')})`);
  const playable = runs.map((r) => r.first.playable);
  console.log(`board playable (the engine up), ${name}, first visit: ${median(playable).toFixed(0)} ms (median of ${loads}: ${playable.map((x) => x.toFixed(0)).join(', ')})`);
  if (runs[0].next) console.log(`first board, ${name}, next visit (service worker): ${median(runs.map((r) => r.next.ms)).toFixed(0)} ms`);
}
await browser.close();
await server.close();

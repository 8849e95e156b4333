// Shared helpers of the browser tests: a tiny static HTTP server for the built dist/ folder (on
// 127.0.0.1 and a free port), headless Chromium through playwright-core, and page utilities.
// Build the page first: `trunk build --offline`.

import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { before, after } from 'node:test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..', '..');
export const DIST = path.join(ROOT, 'dist');
export const OUTPUT = path.join(here, 'output');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `root` on 127.0.0.1 at a free port, under the path `prefix` (such as `/sub/app/`; the
 * root by default). Returns { url, close, requests }: `url` ends with the prefix, and `requests`
 * lists every path asked for.
 */
export async function serve(root = DIST, prefix = '/') {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build the page first with \`trunk build --offline\``);
  }
  const requests = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    requests.push(url.pathname);
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname.slice(prefix.length - 1))));
    if (!file.startsWith(root)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const type = TYPES[path.extname(file)] || 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/**
 * For a test file: serves dist/ (under `prefix`) and launches Chromium before its tests, and
 * closes both after them. Returns an object whose `server` and `browser` are set by then.
 */
export function useBrowser(prefix = '/') {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await serve(DIST, prefix);
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Launches headless Chromium (the system's, never a download). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * Opens a page in a new context (fresh storage) or in `options.context`, records console errors
 * and page errors, and waits until the game is shown. Returns { page, context, errors }.
 */
export async function open(browser, url, options = {}) {
  const context =
    options.context ||
    (await browser.newContext({
      viewport: options.viewport || { width: 1280, height: 800 },
      deviceScaleFactor: options.scale || 1,
      hasTouch: !!options.touch,
    }));
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    errors.push(`unexpected dialog: ${d.message()}`);
    d.dismiss();
  });
  // The page updates its controls in the next animation frame after a change; a click in these
  // tests returns once that frame has been drawn, so what a test reads next shows the click.
  const click = page.click.bind(page);
  page.click = async (...args) => {
    await click(...args);
    await drawn(page);
  };
  if (options.before) await options.before(page);
  await page.goto(url);
  try {
    await ready(page);
  } catch (e) {
    throw new Error(`the page did not show a game; its errors: ${JSON.stringify(errors)} (${e.message})`);
  }
  return { page, context, errors };
}

/** Waits until the page shows a game. */
export async function ready(page) {
  await page.waitForFunction(() => window.quadrille && window.quadrille.state().ready, null, {
    timeout: 20000,
  });
}

/** The page's public state (see www/app.js). */
export function state(page) {
  return page.evaluate(() => window.quadrille.state());
}

/**
 * The centre of a cell (by name, such as `e2/A`) in page coordinates, once the page has drawn its
 * last change (a control that opened or closed may have moved the board).
 */
export async function centre(page, name) {
  await drawn(page);
  const p = await page.evaluate((n) => window.quadrille.cellCentre(n), name);
  if (!p) throw new Error(`no cell named ${name} on the page`);
  return p;
}

/** Drags a piece with the mouse from one cell to another, in several steps. */
export async function drag(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await settle(page);
}

/** Clicks a cell. */
export async function click(page, name) {
  const p = await centre(page, name);
  await page.mouse.click(p.x, p.y);
  await settle(page);
}

/**
 * Waits for the next two animation frames (not for a moving piece to arrive), at most 300 ms (a
 * page in the background draws no frames); a page that has gone away or navigated is not waited for.
 */
export function drawn(page) {
  return page
    .evaluate(
      () =>
        new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(() => r()));
          setTimeout(r, 300);
        }),
    )
    .catch(() => {});
}

/**
 * Waits until a moving piece has arrived (when the page animates one) and for the next two
 * animation frames, so the page has drawn what the state says.
 */
export function settle(page) {
  return page.evaluate(
    () =>
      new Promise((r) => {
        const moving = () => window.quadrille && window.quadrille.animating && window.quadrille.animating();
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => r()));
        const wait = () => (moving() ? setTimeout(wait, 30) : frames());
        wait();
      }),
  );
}

/** The piece standing on a cell in the page's state, or undefined. */
export function pieceOn(s, name) {
  return s.pieces.find((p) => p.cell === name);
}

/** A PNG screenshot of the square around a cell. */
export async function shootCell(page, name) {
  const c = await centre(page, name);
  const half = 12;
  return page.screenshot({ clip: { x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half } });
}

/** Saves a screenshot into tests/browser/output/ and returns its path. */
export async function saveShot(page, file, options = {}) {
  fs.mkdirSync(OUTPUT, { recursive: true });
  const out = path.join(OUTPUT, file);
  await page.screenshot({ path: out, ...options });
  return out;
}

/**
 * Copies a screenshot to docs/`name` (the pictures of the README) when the run asks for it with
 * `SCREENSHOTS=1`; otherwise to a temporary folder, so that a test run leaves docs/ as it was.
 * Returns where it went.
 */
export function docShot(file, name) {
  const folder = process.env.SCREENSHOTS === '1' ? path.join(ROOT, 'docs') : path.join(os.tmpdir(), 'quadrille-docs');
  fs.mkdirSync(folder, { recursive: true });
  const out = path.join(folder, name);
  fs.copyFileSync(file, out);
  return out;
}

/**
 * The colour `[r, g, b, a]` drawn on the board canvas at a point of a cell: `fx` and `fy` are
 * fractions of the cell from its top-left corner.
 */
export function pixel(page, name, fx = 0.5, fy = 0.5) {
  return page.evaluate(
    ({ name, fx, fy }) => {
      const canvas = document.getElementById('board');
      const r = canvas.getBoundingClientRect();
      const c = window.quadrille.cellCentre(name);
      const size = window.quadrille.cellSize();
      const x = c.x - r.left + (fx - 0.5) * size;
      const y = c.y - r.top + (fy - 0.5) * size;
      const scale = canvas.width / r.width;
      const d = canvas.getContext('2d').getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
      return [d[0], d[1], d[2], d[3]];
    },
    { name, fx, fy },
  );
}

const MASK = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

/** The first roll of an Orwell game started with `seed`, as docs/engine-api.md documents it. */
export function firstRoll(seed) {
  let z = (BigInt(seed) + GAMMA) & MASK;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  z ^= z >> 31n;
  const face = (half) => Number(1n + ((half * 6n) >> 32n));
  return [face(z >> 32n), face(z & 0xffffffffn)];
}

/** Pastes `text` into the Import box (opening the panel when closed) and imports it. */
export async function importText(page, text) {
  if (!(await page.locator('#io-text').isVisible())) await page.click('#io-panel summary');
  await page.fill('#io-text', text);
  await page.click('#io-import');
  await settle(page);
}

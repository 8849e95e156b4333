// Trunk's post-build hook (see Trunk.toml): in a release build, bundles and minifies the page's
// scripts with esbuild (each page's entry script becomes one file in its place, so a first visit
// loads a few scripts instead of about fifty one after another); then lists the files of the build
// in `build.json` (the engine's hashed script and WebAssembly, and every file the service worker
// keeps for offline play) and stamps the build's version into `sw.js`, so that browsers pick up a
// new build. Paths are relative to the build folder, so the page works from any sub-path.

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import * as esbuild from 'esbuild';
import { DEFAULT_GAME } from '../www/opening.js';

/** The scripts that pages and workers load (the others are modules they import). */
const ENTRIES = ['www/main.js', 'www/ai-worker.js', 'www/rules-page.js', 'www/quadrille-board.js'];

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir || !fs.existsSync(dir)) {
  console.error('post-build: TRUNK_STAGING_DIR is not set; run this from `trunk build`');
  process.exit(1);
}

/** The files of the build that pages use (the service worker keeps them all). */
function files() {
  return walk(dir)
    .filter((f) => f !== 'sw.js' && f !== 'build.json' && !f.endsWith('.d.ts'))
    .sort();
}

/** Loads the engine just built and writes the default game's start into index.html. */
async function writeFirstBoard() {
  const engine = await import(path.join(dir, js));
  engine.initSync({ module: fs.readFileSync(path.join(dir, wasm)) });
  const game = new engine.Game(DEFAULT_GAME, null);
  const data = { info: game.info(), view: game.snapshot() };
  game.free();
  const page = path.join(dir, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const empty = '<script type="application/json" id="first-board"></script>';
  if (!html.includes(empty)) {
    console.error(`post-build: index.html has no ${empty} to fill`);
    process.exit(1);
  }
  // `<` escaped, so that no text of the game can close the script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  fs.writeFileSync(page, html.replace(empty, `<script type="application/json" id="first-board">${json}</script>`));
}

function walk(folder, base = '') {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) => {
    const rel = base ? `${base}/${e.name}` : e.name;
    return e.isDirectory() ? walk(path.join(folder, e.name), rel) : [rel];
  });
}

// The service worker is served from the root only (its scope is the folder it is in).
fs.rmSync(path.join(dir, 'pwa', 'sw.js'), { force: true });
const release = process.env.TRUNK_PROFILE === 'release';
if (release) {
  await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ENTRIES,
    outdir: path.join(dir, 'www'),
    outbase: 'www',
    allowOverwrite: true,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
  });
}
// The first visit's early board (www/preview.js): the default game's description and start
// position, as the engine gives them, written into the page so that a first visit draws the board
// before the engine has arrived.
const listed = files();
const js = listed.find((f) => /^quadrille-[0-9a-f]+\.js$/.test(f));
const wasm = listed.find((f) => /^quadrille-[0-9a-f]+_bg\.wasm$/.test(f));
if (!js || !wasm) {
  console.error(`post-build: the engine files are missing from ${dir}: ${listed.join(', ')}`);
  process.exit(1);
}
await writeFirstBoard();

// The modules stay beside the bundles (and are kept offline): an embedding page may import
// www/loader.js, and the tests import modules of the page.
const hash = crypto.createHash('sha256');
for (const f of listed) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
const version = hash.digest('hex').slice(0, 16);

fs.writeFileSync(
  path.join(dir, 'build.json'),
  `${JSON.stringify({ version, engine: { js, wasm }, files: listed }, null, 1)}\n`,
);
const sw = path.join(dir, 'sw.js');
if (fs.existsSync(sw)) {
  const text = fs.readFileSync(sw, 'utf8');
  if (!text.includes('__BUILD_VERSION__')) {
    console.error('post-build: sw.js has no __BUILD_VERSION__ to stamp');
    process.exit(1);
  }
  fs.writeFileSync(sw, text.replaceAll('__BUILD_VERSION__', version));
}
console.log(`post-build: build ${version}, ${listed.length} files listed in build.json`);

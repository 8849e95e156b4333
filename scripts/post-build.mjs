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

/** The scripts that pages and workers load (the others are modules they import). */
const ENTRIES = ['www/main.js', 'www/ai-worker.js', 'www/rules-page.js', 'www/quadrille-board.js'];

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir || !fs.existsSync(dir)) {
  console.error('post-build: TRUNK_STAGING_DIR is not set; run this from `trunk build`');
  process.exit(1);
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
// The modules stay beside the bundles (and are kept offline): an embedding page may import
// www/loader.js, and the tests import modules of the page.
const files = walk(dir)
  .filter((f) => f !== 'sw.js' && f !== 'build.json' && !f.endsWith('.d.ts'))
  .sort();
const js = files.find((f) => /^quadrille-[0-9a-f]+\.js$/.test(f));
const wasm = files.find((f) => /^quadrille-[0-9a-f]+_bg\.wasm$/.test(f));
if (!js || !wasm) {
  console.error(`post-build: the engine files are missing from ${dir}: ${files.join(', ')}`);
  process.exit(1);
}
const hash = crypto.createHash('sha256');
for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
const version = hash.digest('hex').slice(0, 16);

fs.writeFileSync(
  path.join(dir, 'build.json'),
  `${JSON.stringify({ version, engine: { js, wasm }, files }, null, 1)}\n`,
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
console.log(`post-build: build ${version}, ${files.length} files listed in build.json`);

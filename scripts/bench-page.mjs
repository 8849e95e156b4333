// What the benchmarks of the WebAssembly build share: the release build of dist/ served on
// 127.0.0.1, headless Chromium with the engine module loaded as `window.benchEngine`, and the
// native release binary beside it.

import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, DIST, ROOT } from '../tests/browser/helpers.js';

/** The native release binary's path (the process ends with a message when it is missing). */
export function nativeBinary() {
  const binary = path.join(ROOT, 'target', 'release', 'quadrille');
  if (!fs.existsSync(binary)) {
    console.error('build the native binary first: cargo build --release');
    process.exit(1);
  }
  return binary;
}

/**
 * Serves dist/, opens it in headless Chromium and loads the engine module there as
 * `window.benchEngine`. Returns { page, close }.
 */
export async function openEngine() {
  const build = JSON.parse(fs.readFileSync(path.join(DIST, 'build.json'), 'utf8'));
  const server = await serve();
  const browser = await launch();
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.evaluate(async (js) => {
    const engine = await import(`/${js}`);
    await engine.default();
    window.benchEngine = engine;
  }, build.engine.js);
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { page, close };
}

// A worker of the engine (ai-worker.js: a second instance of the WebAssembly module) for the
// computer player (computer.js) and the analysis board (analysis.js): started with the URLs of
// the wasm-bindgen output that Trunk's loader uses.

/** @typedef {import('./engine-types.js').WorkerAnswer} WorkerAnswer */

/**
 * Finds the URLs of the wasm-bindgen output that Trunk's loader uses.
 * @returns {{ glue: string, wasm: string } | null}
 */
function bindingUrls() {
  const abs = (/** @type {string} */ href) => new URL(href, document.baseURI).href;
  const glue = document.querySelector('link[rel="modulepreload"][href$=".js"]');
  const wasm = document.querySelector('link[rel="preload"][href$=".wasm"]');
  if (glue && wasm) return { glue: abs(glue.getAttribute('href')), wasm: abs(wasm.getAttribute('href')) };
  // Without preload links: read the loader script's import and its wasm path.
  for (const s of document.querySelectorAll('script[type="module"]')) {
    const js = /from\s+['"]([^'"]+\.js)['"]/.exec(s.textContent || '');
    const bg = /['"]([^'"]+_bg\.wasm)['"]/.exec(s.textContent || '');
    if (js && bg) return { glue: abs(js[1]), wasm: abs(bg[1]) };
  }
  return null;
}

/**
 * A new worker of the engine (ai-worker.js), sent the URLs of the engine's files. `receive` hears
 * its answers and `failed` why it crashed, each with the worker.
 * @param {(w: Worker, msg: WorkerAnswer) => void} receive
 * @param {(w: Worker, why: string) => void} failed
 * @returns {Worker}
 */
export function engineWorker(receive, failed) {
  const urls = bindingUrls();
  if (!urls) throw new Error('the engine files were not found');
  const w = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  w.onmessage = (e) => receive(w, e.data || {});
  w.onerror = (e) => failed(w, e.message || 'an error in its worker');
  /** @type {import('./engine-types.js').WorkerRequest} */
  const init = { type: 'init', ...urls };
  w.postMessage(init);
  return w;
}

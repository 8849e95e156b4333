// Loads the WebAssembly engine for pages that Trunk did not build (the embeddable board): reads
// build.json (written by Trunk's post-build hook next to index.html) to find the engine's hashed
// files, relative to this script, so it works from any host and sub-path. On the game's own page
// the engine Trunk's loader started (`window.wasmBindings`) is used instead. Loaded once per page.

let loading = null;
/** The URLs of the engine's files once read from build.json (for a worker of the engine). */
/** @type {{ glue: string, wasm: string } | null} */
let files = null;

/**
 * The URLs of the engine's glue script and wasm file, known once the engine was loaded from
 * build.json; null on the game's own page (its engine came from Trunk's loader).
 * @returns {{ glue: string, wasm: string } | null}
 */
export function engineFiles() {
  return files;
}

/**
 * The engine's bindings (a promise).
 * @returns {Promise<import('./engine-types.js').Bindings>}
 */
export function loadBindings() {
  if (!loading) loading = load();
  return loading;
}

/**
 * @returns {Promise<import('./engine-types.js').Bindings>}
 */
async function load() {
  if (window.wasmBindings) return window.wasmBindings;
  const base = new URL('../', import.meta.url);
  const response = await fetch(new URL('build.json', base));
  if (!response.ok) throw new Error(`the engine's file list (build.json) could not be loaded: HTTP ${response.status}`);
  const build = await response.json();
  files = { glue: new URL(build.engine.js, base).href, wasm: new URL(build.engine.wasm, base).href };
  const bindings = await import(files.glue);
  await bindings.default({ module_or_path: new URL(build.engine.wasm, base) });
  return bindings;
}

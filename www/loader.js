// Loads the WebAssembly engine for pages that Trunk did not build (the embeddable board): reads
// build.json (written by Trunk's post-build hook next to index.html) to find the engine's hashed
// files, relative to this script, so it works from any host and sub-path. On the game's own page
// the engine Trunk's loader started (`window.wasmBindings`) is used instead. Loaded once per page.

let loading = null;

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
  const bindings = await import(new URL(build.engine.js, base).href);
  await bindings.default({ module_or_path: new URL(build.engine.wasm, base) });
  return bindings;
}

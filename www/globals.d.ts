// What the page adds to the window, for the type checker (tsconfig.json): the engine's bindings
// that Trunk's loader puts there, and the page's read-only view for the browser tests.

import type { Bindings } from './engine-types.js';
import type { exposeState } from './public-state.js';

declare global {
  interface Window {
    /** The wasm-bindgen module, once Trunk's loader has started it (index.html). */
    wasmBindings?: Bindings;
    /** The page's state for the browser tests and curious players (public-state.js). */
    quadrille?: ReturnType<typeof exposeState>;
  }
}

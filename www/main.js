// Boot: waits for Trunk's loader to start the WebAssembly engine, then starts the page. If the
// engine cannot load, the page says so instead of staying blank.

import { startApp } from './app.js';
import { registerServiceWorker } from './pwa.js';
import { bindRulesLink } from './rules-link.js';
import { showPreview } from './preview.js';

function fail(text) {
  const box = document.getElementById('message');
  const span = document.getElementById('message-text');
  if (!box || !span) return;
  span.textContent = text;
  box.className = 'message error';
  box.hidden = false;
}

let started = false;
// A first visit sees its board while the engine is still on its way.
const stopPreview = showPreview();

/** @param {import('./engine-types.js').Bindings} bindings */
function start(bindings) {
  if (started) return;
  started = true;
  clearTimeout(timer);
  if (stopPreview) stopPreview();
  try {
    startApp(bindings);
  } catch (e) {
    console.error(e);
    fail(`The page could not start: ${e.message || e}`);
  }
  // The service worker fetches the whole build for offline play: only once the board is up, so
  // that it never competes with the first visit's downloads.
  requestAnimationFrame(() => setTimeout(registerServiceWorker, 0));
}

const timer = setTimeout(() => {
  if (!started) fail('The game engine did not load. Please check your connection and reload the page.');
}, 20000);

window.addEventListener('unhandledrejection', (e) => {
  if (!started) fail(`The game engine could not be loaded: ${e.reason && e.reason.message ? e.reason.message : e.reason}`);
});

if (window.wasmBindings) {
  start(window.wasmBindings);
} else {
  window.addEventListener('TrunkApplicationStarted', () => start(window.wasmBindings));
}

bindRulesLink();

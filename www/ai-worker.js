// The computer player's worker: a second instance of the engine's WebAssembly module, so the page
// keeps animating and answering clicks while the computer thinks. It receives the URLs of the
// wasm-bindgen output from the page, then one request at a time: { id, link, level, movetime,
// seed, proposals }. It answers { type: 'progress' | 'done' | 'error', id, ... }; the page stops a search by
// ending the worker and starting another. `proposals: false` asks for an ordinary move only (the
// partner refused the computer's move into check).

let thinker = null;
let ready = null;

async function load(glue, wasm) {
  const bindings = await import(glue);
  await bindings.default({ module_or_path: wasm });
  thinker = new bindings.Thinker();
}

self.onmessage = async (event) => {
  const msg = event.data || {};
  if (msg.type === 'init') {
    ready = load(msg.glue, msg.wasm);
    try {
      await ready;
      self.postMessage({ type: 'ready' });
    } catch (e) {
      self.postMessage({ type: 'error', id: null, message: `The computer player could not start: ${e.message || e}` });
    }
    return;
  }
  if (msg.type !== 'think') return;
  try {
    await ready;
    const progress = (thought) => self.postMessage({ type: 'progress', id: msg.id, thought });
    const thought = thinker.think(msg.link, msg.level, msg.movetime, msg.seed, progress, msg.proposals !== false);
    self.postMessage({ type: 'done', id: msg.id, thought });
  } catch (e) {
    // A panic leaves the module unusable: the page starts a new worker after an error.
    self.postMessage({ type: 'error', id: msg.id, message: String((e && e.message) || e) });
  }
};

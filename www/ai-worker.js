// The computer player's worker: a second instance of the engine's WebAssembly module, so the page
// keeps animating and answering clicks while the computer thinks. It receives the URLs of the
// wasm-bindgen output from the page, then one request at a time: { id, link, level, movetime,
// seed, proposals } to think, or for the analysis board (analysis.js) { type: 'analyse', id,
// link, lines, movetime } (the best lines at each depth) or { type: 'review', id, link, nodes }
// (each move of the game judged), or for the problem solver (problem.js) { type: 'solve', id,
// link, stipulation, tries, set }. It answers { type: 'progress' | 'done' | 'error', id, ... }; the page stops a search by
// ending the worker and starting another. `proposals: false` asks for an ordinary move only (the
// partner refused the computer's move into check). The messages are typed in engine-types.d.ts
// (WorkerRequest, WorkerAnswer).

/** @typedef {import('./engine-types.js').WorkerRequest} WorkerRequest */
/** @typedef {import('./engine-types.js').WorkerAnswer} WorkerAnswer */

/** @type {import('./engine-types.js').ThinkerHandle | null} */
let thinker = null;
/** @type {Promise<void> | null} */
let ready = null;

/**
 * Sends an answer to the page.
 * @param {WorkerAnswer} reply
 */
const answer = (reply) => self.postMessage(reply);

/**
 * Starts the engine from the page's URLs of the wasm-bindgen output.
 * @param {string} glue
 * @param {string} wasm
 */
async function load(glue, wasm) {
  /** @type {import('./engine-types.js').Bindings} */
  const bindings = await import(glue);
  await bindings.default({ module_or_path: wasm });
  thinker = new bindings.Thinker();
}

self.onmessage = async (/** @type {MessageEvent<WorkerRequest | null>} */ event) => {
  const msg = event.data;
  if (!msg) return;
  if (msg.type === 'init') {
    ready = load(msg.glue, msg.wasm);
    try {
      await ready;
      answer({ type: 'ready' });
    } catch (e) {
      answer({ type: 'error', id: null, message: `The computer player could not start: ${e.message || e}` });
    }
    return;
  }
  if (msg.type === 'analyse' || msg.type === 'review') {
    analysis(msg);
    return;
  }
  if (msg.type === 'solve') {
    solve(msg);
    return;
  }
  if (msg.type !== 'think') return;
  try {
    await ready;
    const progress = (/** @type {import('./engine-types.js').Thought} */ thought) => answer({ type: 'progress', id: msg.id, thought });
    const thought = thinker.think(msg.link, msg.level, msg.movetime, msg.seed, progress, msg.proposals !== false);
    answer({ type: 'done', id: msg.id, thought });
  } catch (e) {
    // A panic leaves the module unusable: the page starts a new worker after an error.
    answer({ type: 'error', id: msg.id, message: String((e && e.message) || e) });
  }
};

/**
 * The analysis board's requests: the lines of each finished depth, or each judged move, as
 * progress; then the whole answer.
 * @param {Extract<WorkerRequest, { type: 'analyse' | 'review' }>} msg
 */
async function analysis(msg) {
  try {
    await ready;
    if (msg.type === 'analyse') {
      const progress = (/** @type {import('./engine-types.js').AnalysisLines} */ lines) => answer({ type: 'lines', id: msg.id, lines });
      const lines = thinker.analyse(msg.link, msg.lines, msg.movetime, progress);
      answer({ type: 'analysed', id: msg.id, lines });
    } else {
      const progress = (/** @type {import('./engine-types.js').Judged} */ judged) => answer({ type: 'judged', id: msg.id, judged });
      const all = thinker.review(msg.link, msg.nodes, progress);
      answer({ type: 'reviewed', id: msg.id, all });
    }
  } catch (e) {
    answer({ type: 'error', id: msg.id, message: String((e && e.message) || e) });
  }
}

/**
 * The problem solver's request (problem.js): progress after each first move, then the solution.
 * @param {import('./problem-types.js').ProblemRequest} msg
 */
async function solve(msg) {
  try {
    await ready;
    const progress = (/** @type {import('./problem-types.js').ProblemProgress} */ p) => answer({ type: 'solving', id: msg.id, progress: p });
    const solution = thinker.solveProblem(msg.link, msg.stipulation, msg.tries, msg.set, progress);
    answer({ type: 'solved', id: msg.id, solution });
  } catch (e) {
    answer({ type: 'error', id: msg.id, message: String((e && e.message) || e) });
  }
}

// The problem solver's speed in the browser beside its native speed, as docs/problems.md
// reports it: a fixed set of problems of tests/problems (Alice and orthodox #2, #3 and h#2),
// each solved by the release build's WebAssembly in headless Chromium (`Thinker.solveProblem`,
// what the Problem panel calls) and by the native release binary (`quadrille solve --popeye
// --json`, one process per problem, its start included) on the same machine. Each time is the
// fastest of `--repeat N` runs (2 by default), after a first solve of every problem in the
// browser so that its optimising compiler has seen the code; both must count the same positions
// searched. Prints the times per class and the ratio wasm/native.
//
// Run after `trunk build --offline --release` and `cargo build --release`:
// `node scripts/bench-solve-wasm.mjs [--repeat N]`. Run it on an otherwise idle machine.

import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from '../tests/browser/helpers.js';
import { openEngine, nativeBinary } from './bench-page.mjs';

/** The classes measured: a name, a file of tests/problems and how many of its first problems. */
const SETS = [
  ['alice #2', 'alice-games-mate2.inp', 6],
  ['alice #3', 'alice-games-mate3.inp', 3],
  ['alice h#2', 'alice-games-help2.inp', 3],
  ['chess #2', 'chess-games-mate2.inp', 6],
  ['chess #3', 'chess-games-mate3.inp', 4],
  ['chess h#2', 'chess-games-help2.inp', 6],
];

const at = process.argv.indexOf('--repeat');
const repeat = at > 0 ? Number(process.argv[at + 1]) : 2;
if (!(repeat >= 1)) {
  console.error('usage: node scripts/bench-solve-wasm.mjs [--repeat N]');
  process.exit(2);
}
const binary = nativeBinary();

/** The problems of a Popeye file, each as a text of its own (as scripts/compare-popeye.py). */
function problems(file, count) {
  const text = fs.readFileSync(path.join(ROOT, 'tests', 'problems', file), 'utf8');
  const body = text.replace(/^\s*begin\s*$/im, '').split(/^\s*end\s*$/im)[0];
  return body
    .split(/^\s*next\s*$/im)
    .map((p) => p.trim())
    .filter((p) => p)
    .slice(0, count)
    .map((p) => `begin\n${p}\nend\n`);
}

/** The native solver on one problem: the fastest wall time of `repeat` runs, and its nodes. */
function native(text) {
  let best = Infinity;
  let nodes = null;
  for (let i = 0; i < repeat; i++) {
    const started = process.hrtime.bigint();
    const out = execFileSync(binary, ['solve', '--popeye', '--json'], { input: text, encoding: 'utf8' });
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
    nodes = JSON.parse(out.trim().split('\n')[0]).twins[0].nodes;
  }
  return { ms: best, nodes };
}

const { page, close } = await openEngine();
await page.evaluate(() => {
  window.benchThinker = new window.benchEngine.Thinker();
});

/** The browser's solver on one problem: the fastest of `runs` solves, and its nodes. */
async function wasm(text, runs) {
  return page.evaluate(
    ({ text, runs }) => {
      const [p] = window.benchEngine.readPopeye(text);
      let best = Infinity;
      let nodes = null;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        const solution = window.benchThinker.solveProblem(p.link, p.stipulation, p.tries, p.set, () => {});
        best = Math.min(best, performance.now() - t);
        nodes = solution.nodes;
      }
      return { ms: best, nodes };
    },
    { text, runs },
  );
}

const sets = SETS.map(([name, file, count]) => [name, problems(file, count)]);
// A first solve of every problem, so that the browser has compiled the module fully.
for (const [, texts] of sets) {
  for (const text of texts) await wasm(text, 1);
}
const rows = [];
for (const [name, texts] of sets) {
  let [wasmMs, nativeMs] = [0, 0];
  for (const text of texts) {
    const w = await wasm(text, repeat);
    const n = native(text);
    if (w.nodes !== n.nodes) {
      throw new Error(`${name}: wasm searched ${w.nodes} positions, native ${n.nodes}\n${text}`);
    }
    wasmMs += w.ms;
    nativeMs += n.ms;
  }
  rows.push([name, texts.length, wasmMs, nativeMs]);
}
await close();

console.log('| class | problems | wasm (Chromium) | native | wasm / native |');
console.log('|---|---|---|---|---|');
let [allWasm, allNative, all] = [0, 0, 0];
for (const [name, count, wasmMs, nativeMs] of rows) {
  console.log(`| ${name} | ${count} | ${wasmMs.toFixed(0)} ms | ${nativeMs.toFixed(0)} ms | ${(wasmMs / nativeMs).toFixed(2)} |`);
  [allWasm, allNative, all] = [allWasm + wasmMs, allNative + nativeMs, all + count];
}
console.log(`| all | ${all} | ${allWasm.toFixed(0)} ms | ${allNative.toFixed(0)} ms | ${(allWasm / allNative).toFixed(2)} |`);

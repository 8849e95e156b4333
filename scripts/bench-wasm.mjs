// The engine's speed in the browser beside its native speed, as docs/performance.md
// reports it: the perft positions of `quadrille bench` and a fixed search (level 8, a fixed number
// of nodes, seed 1) in several games, run by the release build's WebAssembly in headless Chromium
// and by the native release binary on the same machine, each figure in nodes per second, with the
// ratio wasm/native. Run after `trunk build --offline --release` and `cargo build --release`:
// `node scripts/bench-wasm.mjs`. Run it on an otherwise idle machine.

import { execFileSync } from 'node:child_process';
import { openEngine, nativeBinary } from './bench-page.mjs';

const PERFT = [
  ['chess start', 'chess', '', 5],
  ['chess kiwipete', 'chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4],
  ['alice start', 'alice', '', 5],
  ['four-player start', 'four-ffa', '', 4],
];
const SEARCH_NODES = 100000;
const SEARCH = ['chess', 'alice', 'four-ffa', 'dodgson', 'alice3'];

const binary = nativeBinary();

function native(args) {
  const started = process.hrtime.bigint();
  const out = execFileSync(binary, args, { encoding: 'utf8' });
  return { out, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

const { page, close } = await openEngine();

// A first run of every position, so that the browser has compiled the module fully (its
// optimising tier) before anything is timed.
for (const [, game, text, depth] of PERFT) {
  await page.evaluate(({ game, text, depth }) => window.benchEngine.benchPerft(game, text, depth), {
    game,
    text,
    depth: depth - 1,
  });
}

const rows = [];
for (const [name, game, text, depth] of PERFT) {
  const wasm = await page.evaluate(({ game, text, depth }) => {
    const t = performance.now();
    const nodes = window.benchEngine.benchPerft(game, text, depth);
    return { nodes, ms: performance.now() - t };
  }, { game, text, depth });
  const args = ['perft', game, String(depth)];
  if (text) args.push('--position', text);
  const n = native(args);
  const nodes = Number(n.out.trim().split('\n').pop());
  if (nodes !== wasm.nodes) throw new Error(`${name}: wasm counts ${wasm.nodes}, native ${nodes}`);
  rows.push([`perft ${name} (depth ${depth})`, nodes, wasm.ms, n.ms]);
}
for (const game of SEARCH) {
  const wasm = await page.evaluate(({ game, nodes }) => {
    const t = performance.now();
    const n = window.benchEngine.benchSearch(game, nodes);
    return { nodes: n, ms: performance.now() - t };
  }, { game, nodes: SEARCH_NODES });
  const n = native(['bestmove', game, '--nodes', String(SEARCH_NODES), '--seed', '1']);
  const info = n.out.split('\n').find((l) => l.startsWith('info'));
  const nodes = Number(/ nodes (\d+)/.exec(info)[1]);
  const ms = Number(/ time (\d+)/.exec(info)[1]);
  rows.push([`search ${game} (level 8)`, nodes, wasm.ms, ms, wasm.nodes]);
}
await close();

const rate = (nodes, ms) => Math.round((nodes * 1000) / Math.max(ms, 1));
console.log('| measurement | nodes | wasm nodes/s | native nodes/s | wasm/native |');
console.log('|---|---|---|---|---|');
for (const [name, nodes, wasmMs, nativeMs, wasmNodes = nodes] of rows) {
  const w = rate(wasmNodes, wasmMs);
  const n = rate(nodes, nativeMs);
  console.log(`| ${name} | ${nodes} | ${w} | ${n} | ${(w / n).toFixed(2)} |`);
}

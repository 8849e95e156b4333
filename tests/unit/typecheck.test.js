// The type check catches mistakes: TypeScript's checker, with the project's own settings
// (tsconfig.json), is run on two small files in a temporary folder that read the engine's answers
// as www/engine-types.d.ts describes them. The one with wrong field names must be refused, naming
// them; the same code with the right names must pass.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const TYPES = path.join(ROOT, 'www', 'engine-types.js');

/** A module reading a snapshot's last move and answering the page as the worker does. */
const source = (/** @type {string} */ arrive, /** @type {string} */ thought) => `
/** @typedef {import(${JSON.stringify(TYPES)}).Snapshot} Snapshot */
/** @typedef {import(${JSON.stringify(TYPES)}).WorkerAnswer} WorkerAnswer */

/** @param {Snapshot} view */
export function arrival(view) {
  return view.lastMove ? view.lastMove.${arrive} : null;
}

/** @type {WorkerAnswer} */
export const answer = { type: 'done', id: 1, ${thought}: null };
`;

test('the type check refuses a wrong field name on an engine answer, and passes the right one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrille-typecheck-'));
  try {
    fs.writeFileSync(path.join(dir, 'wrong.js'), source('arival', 'thougth'));
    fs.writeFileSync(path.join(dir, 'right.js'), source('arrive', 'thought'));
    const config = { extends: path.join(ROOT, 'tsconfig.json'), include: ['wrong.js', 'right.js'], exclude: [] };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
    const run = spawnSync(process.execPath, [TSC, '-p', dir, '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
    const errors = run.stdout.split('\n').filter((l) => l.includes('error TS'));
    assert.notEqual(run.status, 0, 'tsc accepted wrong field names');
    assert.equal(errors.length, 2, run.stdout);
    assert.ok(errors.every((e) => e.startsWith('wrong.js(')), run.stdout);
    assert.match(errors[0], /Property 'arival' does not exist on type 'LastMove'/);
    assert.match(errors[1], /'thougth' does not exist/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// Unit tests of the pure part of www/storage.js: the side lines' links read back from storage.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLines } from '../../www/storage.js';

test('only links are read back, the last twenty at most', () => {
  assert.deepEqual(readLines(['a', '', 3, null, 'b']), ['a', 'b']);
  assert.deepEqual(readLines('a'), []);
  assert.deepEqual(readLines(undefined), []);
  assert.deepEqual(readLines(['x'.repeat(50000), 'y']), ['y']);
  const many = Array.from({ length: 25 }, (_, i) => `l${i}`);
  assert.deepEqual(readLines(many), many.slice(5));
});

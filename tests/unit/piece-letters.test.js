// Unit tests of www/piece-letters.js: the letter piece set's SVG text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { letterSvg } from '../../www/piece-letters.js';

test('a letter piece is a disc in the fill colour with the letter in the detail colour', () => {
  const svg = letterSvg('N', '#ff0000', '#111', '#000');
  assert.match(svg, /<circle [^>]*fill="#ff0000" stroke="#000"/);
  assert.match(svg, /font-size="58" fill="#111">N<\/text>/);
});

test('two letters are written smaller, more are cut, and markup characters are dropped', () => {
  assert.match(letterSvg('Ca', 'red', 'white', 'black'), /font-size="44" fill="white">Ca</);
  assert.match(letterSvg('Xyz', 'red', 'white', 'black'), />Xy<\/text>/);
  assert.match(letterSvg('<&', 'red', 'white', 'black'), /><\/text>/);
  assert.match(letterSvg('', 'red', 'white', 'black'), />\?<\/text>/);
});

// Small things of the page that a player notices: no console warning on loading, the evaluation
// bar's number readable whatever the bar shows, and round numbers of three digits that keep to
// their column in the move list of four players.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, drag } from './helpers.js';

const env = useBrowser();

test('loading the page writes no warning to the console', async () => {
  const warnings = [];
  const { page, context, errors } = await open(env.browser, env.server.url, {
    before: (p) => p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text())),
  });
  await page.waitForTimeout(1500);
  assert.deepEqual(warnings, []);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The contrast ratio of two CSS colours `rgb(r, g, b)`, as WCAG counts it. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((x) => {
      const v = Number(x) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("the evaluation bar's number has a background of its own, in contrast with its colour", async () => {
  const { page, context, errors } = await open(env.browser, `${env.server.url}#v=1&g=chess&c=h.1`);
  assert.equal(await page.isVisible('#eval-bar'), true);
  // Half the bar filled with white, the rest dark: the number sits across both.
  await page.evaluate(() => {
    document.getElementById('eval-fill').style.width = '50%';
    document.getElementById('eval-text').textContent = '+0.35';
  });
  const style = await page.$eval('#eval-text', (e) => {
    const s = getComputedStyle(e);
    return { color: s.color, background: s.backgroundColor, blend: s.mixBlendMode };
  });
  assert.equal(style.blend, 'normal', 'no blending with the fill under it');
  assert.doesNotMatch(style.background, /rgba\(.*, 0\)|transparent/, 'an opaque background');
  assert.ok(contrast(style.color, style.background) >= 4.5, JSON.stringify(style));
  assert.deepEqual(errors, []);
  await context.close();
});

test('round numbers of three digits stay in their column of the four-player move list', async () => {
  // The start of four-player chess (docs/position-text.md) at round 99: a pawn move of each of
  // the four players in round 99, then South's e2-e4 in round 100.
  const start =
    'four-teams:yRyNyByKyQyByNyR/yPyPyPyPyPyPyPyP/8/bRbP10rPrR/bNbP10rPrN/bBbP10rPrB/bKbP10rPrQ/bQbP10rPrK/bBbP10rPrB/bNbP10rPrN/bRbP10rPrR/8/wPwPwPwPwPwPwPwP/wRwNwBwQwKwBwNwR w wKQrKQyKQbKQ - 0 99';
  const url = `${env.server.url}#v=1&g=four-teams&s=${encodeURIComponent(start).replaceAll('%20', '+')}&m=d2-d4.m4-l4.k13-k11.b11-c11.e2-e4`;
  const { page, context, errors } = await open(env.browser, url);
  const rows = await page.$$eval('#move-list li.round', (lis) =>
    lis.map((li) => {
      const num = /** @type {HTMLElement} */ (li.querySelector('.num'));
      const slot = /** @type {HTMLElement} */ (li.querySelector('.slot'));
      return {
        text: num.textContent,
        fits: num.scrollWidth <= num.clientWidth,
        right: num.getBoundingClientRect().right,
        slot: slot.getBoundingClientRect().left,
      };
    }),
  );
  assert.deepEqual(rows.map((r) => r.text), ['99.', '100.']);
  for (const r of rows) {
    assert.ok(r.fits && r.right <= r.slot + 0.5, `round ${r.text} runs into the first column: ${JSON.stringify(r)}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

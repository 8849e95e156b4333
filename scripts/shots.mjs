// Screenshots of every game on a desktop (1400x900) and on a phone (390x844, touch; the first
// screen and the whole page), and of a few games after a player resigned, into
// /tmp/shots/ (or the folder given), for a person to look at; nothing is committed.
// Build the page first (`trunk build --offline --release`), then: `node scripts/shots.mjs [DIR]`.

import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, open, settle } from '../tests/browser/helpers.js';

const out = process.argv[2] || '/tmp/shots';
fs.mkdirSync(out, { recursive: true });
const server = await serve();
const browser = await launch();
const screens = [
  ['desktop', { viewport: { width: 1400, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, touch: true, scale: 2 }],
];
try {
  const first = await open(browser, `${server.url}#v=1&g=chess`);
  const games = await first.page.evaluate(() => [...document.querySelectorAll('#game-select option')].map((o) => o.value));
  await first.context.close();
  // After a resignation: Red left the free-for-all and play went on; Orwell ended.
  const after = [
    ['four-ffa-red-left', 'v=1&g=four-ffa&m=e2-e3.resign1.e13-e12.b5-c5'],
    ['orwell-resigned', 'v=1&g=orwell&d=7&e=r0'],
  ];
  for (const [name, link] of [...games.map((g) => [g, `v=1&g=${g}`]), ...after]) {
    for (const [screen, options] of screens) {
      const { page, context, errors } = await open(browser, `${server.url}#${link}`, options);
      await settle(page);
      const file = path.join(out, `${name}-${screen}.png`);
      await page.screenshot({ path: file });
      // On the phone also the whole page (its bar fixed at the foot of the screen is then drawn
      // where the first screen ends).
      if (screen === 'phone') await page.screenshot({ path: file.replace('.png', '-full.png'), fullPage: true });
      console.log(file, errors.length ? `errors: ${errors.join(' | ')}` : '');
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

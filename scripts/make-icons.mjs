// Draws the app icons (pwa/icon-192.png, pwa/icon-512.png) from pwa/icon.svg with headless
// Chromium. Run it after changing the SVG: `node scripts/make-icons.mjs`.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'pwa', 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<style>body{margin:0}img{display:block}</style><img src="${src}" width="${size}" height="${size}">`);
  await page.screenshot({ path: path.join(root, 'pwa', `icon-${size}.png`), omitBackground: true });
  await page.close();
}
await browser.close();

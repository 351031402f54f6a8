// Screenshots of every route at 375 and 1280 px: `node scripts/screenshots.mjs [route ...]` against a served out/.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './browser-path.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/templates', '/playground', '/docs', '/community', '/about', '/privacy', '/terms', '/missing'];
const dir = process.env.SHOT_DIR ?? 'screenshots';
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.replace(/\//g, '');
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) console.log(`${route} @${width}: horizontal overflow ${overflow}px`);
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${dir}/`);

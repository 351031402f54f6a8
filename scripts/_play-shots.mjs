import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser-path.mjs';
const slugs = ['physics-dropper','double-tap-dash','rhythm-clacker','memory-tiles','bounce-chain','timing-wheel'];
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const slug of slugs) {
    await page.goto(`http://127.0.0.1:3000/templates/${slug}/${slug==='memory-tiles'?'?peek=0.5':''}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1200);
    if (width === 375) await page.screenshot({ path: `/tmp/shots/${slug}-${width}-full.png`, fullPage: true });
    const demo = page.getByRole('region', { name: /demo$/ });
    await demo.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(1500);
    if (slug === 'memory-tiles') { const t = demo.getByRole('button', { name: /face down$/ }); await t.nth(0).click(); await t.nth(5).click(); }
    else { await demo.getByRole('application').focus(); await page.keyboard.down('Space'); await page.waitForTimeout(300); await page.keyboard.up('Space'); }
    await page.waitForTimeout(700);
    await demo.screenshot({ path: `/tmp/shots/${slug}-${width}-play.png` });
  }
  await page.close();
}
await browser.close();

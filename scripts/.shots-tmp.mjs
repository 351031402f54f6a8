import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser-path.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://127.0.0.1:3104/templates/?q=drop');
  await page.getByRole('searchbox').waitFor();
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.screenshot({ path: `screenshots/panel-${width}.png` });
  await page.getByRole('button', { name: 'Preview PhysicsDropper' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/dialog-${width}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Download PhysicsDropper' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/toast-${width}.png` });
  await page.getByRole('radio', { name: 'Arcade' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.screenshot({ path: `screenshots/focus-${width}.png` });
}
await browser.close();

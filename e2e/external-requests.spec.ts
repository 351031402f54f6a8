import type { Page } from '@playwright/test';
import { test, expect, routes, isNarrow, waitForHydration } from './fixtures';
import { waitForIslands, watchOrigins } from './watchers';

/** Uses a page the way a visitor might: every control in <main>, the menu, the toaster hotkey, the whole scroll. */
async function useThePage(page: Page) {
  const buttons = page.locator('main button:visible');
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    // A dialog may open after code loads on demand (the QR code): wait for it, or the Escape below comes too early.
    const opensDialog = (await button.getAttribute('aria-haspopup')) === 'dialog';
    await button.click();
    if (opensDialog) await expect(page.locator('dialog[open]')).toBeVisible();
    // Closes whatever the button opened (a dialog, a popover) before the next one.
    await page.keyboard.press('Escape');
  }
  for (const radio of await page.locator('main input[type="radio"]:visible').all()) await radio.check();
  for (const slider of await page.locator('main input[type="range"]:visible').all()) {
    await slider.focus();
    await page.keyboard.press('ArrowRight');
  }
  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
    if (await link.isVisible()) await link.hover();
  }
  await page.keyboard.press('F8');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
  });
  await page.waitForLoadState('networkidle');
}

test.describe('no request to any other origin', () => {
  for (const route of routes) {
    test(`${route.path}: loading and using the page stays on the site's origin`, async ({ page, baseURL }) => {
      const foreign = watchOrigins(page, baseURL ?? '');
      await page.goto(route.path);
      await waitForHydration(page);
      await waitForIslands(page);
      await useThePage(page);
      expect(foreign).toEqual([]);
    });
  }

  test.describe('404', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('the 404 page stays on the site origin too', async ({ page, baseURL }) => {
      const foreign = watchOrigins(page, baseURL ?? '');
      await page.goto('/no-such-page');
      await waitForHydration(page);
      await useThePage(page);
      expect(foreign).toEqual([]);
    });
  });
});

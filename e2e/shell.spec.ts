import { SONNER_MARK } from '../scripts/budgets.mjs';
import { test, expect, oneWidth, phoneOnly, recordScripts, isNarrow, waitForHydration } from './fixtures';
import { expectNoSonner } from './route-checks';

test.describe('site shell', () => {
  // Each route's header nav, the checks of the shell written on a route, and whether it loads sonner are read
  // in the route's visit (routes.spec.ts).

  // The load is the same at every width.
  test.describe('at desktop size', oneWidth, () => {

    test('/templates/physics-dropper loads no sonner until a toast fires', async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto('/templates/physics-dropper');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expectNoSonner(scripts, '/templates/physics-dropper');
    });

    test('the first toast brings sonner and one notification area, F8 focuses it', async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto('/docs');
      await waitForHydration(page);
      await expect(page.locator('section[aria-label*="Notifications"]')).toHaveCount(0);
      expect(scripts.some((body) => body.includes(SONNER_MARK))).toBe(false);
      await page.getByRole('button', { name: 'Watch Video Guide' }).click();
      await page.getByRole('button', { name: 'Join Discord' }).click();
      await expect.poll(() => scripts.some((body) => body.includes(SONNER_MARK))).toBe(true);
      await expect(page.locator('section[aria-label*="Notifications"]')).toHaveCount(1);
      const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
      await expect(toasts).toHaveCount(1);
      await page.keyboard.press('F8');
      await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
    });
  });

  test('a page fetches no other page on load; a link prefetches its page once pointed at or focused', async ({ page }) => {
    const pageData: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('_rsc')) pageData.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(pageData).toEqual([]);

    const cta = page.getByRole('banner').getByRole('link', { name: 'Start Building' });
    if (isNarrow(page)) await cta.focus();
    else await cta.hover();
    await expect.poll(() => pageData.some((path) => path.startsWith('/playground/'))).toBe(true);
    await cta.click();
    await expect(page).toHaveURL(/\/playground\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

// The toggle exists below 768 px only.
test.describe('mobile menu', phoneOnly, () => {

  // One visit: the menu opened and closed on home, left by a link to the Docs, then Escape there.
  test('opens, closes, and closes after a link is clicked; Escape closes the menu and returns focus to the toggle, from a link inside it too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await test.step('Escape closes the menu and returns focus to the toggle, from a link inside it too', async () => {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.keyboard.press('Escape');
      const opener = page.getByRole('button', { name: 'Open menu' });
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');

      await opener.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      await expect(page.locator('#main-menu')).toBeHidden();
    });
  });
});

test.describe('mobile menu before hydration', phoneOnly, () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

  test('the first tap works before the page hydrates', async ({ page }) => {
    // The chunks never arrive: the page stays as its HTML and CSS made it.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#main-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('mobile menu without JavaScript', phoneOnly, () => {
  test.use({ javaScriptEnabled: false });

  test('opens and its links navigate', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await menu.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation & Tutorials');
    await expect(page.locator('#main-menu')).toBeHidden();
  });
});

// The desktop project resizes itself.
test.describe('at desktop size', oneWidth, () => {

  test('the header fits without horizontal scroll at every layout width; the toggle is hidden at 768 px and wider', async ({ page }) => {
    // One load, resized: the header's layout is CSS media queries, which follow the viewport as a reload would.
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/');
    for (const width of [360, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `overflow at ${width}px`).toBe(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Start Building' })).toBeInViewport({ ratio: 1 });
      if (width !== 768) continue;
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' })).toBeVisible();
    }
  });
});

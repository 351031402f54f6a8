import { test, expect, oneWidth, routes, revealNav, waitForHydration } from './fixtures';
import { watchCsp } from './watchers';

// Each route's headers and policy, and its hydration under them, are read in its visit (routes.spec.ts).

test.describe('security headers', oneWidth, () => {
  test('hashed assets are immutable for a year; pages revalidate', async ({ page, request }) => {
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const scripts = await page.locator('script[src^="/_next/static/"]').evaluateAll((els) => els.map((el) => el.getAttribute('src')));
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('client-side navigation through every route stays within the first page policy', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/');
    await waitForHydration(page);
    for (const route of routes.slice(1).filter((r) => r.path !== '/privacy' && r.path !== '/terms')) {
      await revealNav(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${route.path.slice(1)}$`, 'i') }).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}/?$`));
      await expect(page.locator('h1')).toHaveText(route.h1);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.locator('h1')).toHaveText('Terms of Service');
    expect(await csp.violations()).toEqual([]);
  });
});

// These drive the islands the page branches build (QA-CONTRACT.md); they pass once those are merged.
// The policy is the same at every width, and so is what it lets an island do.
test.describe('islands hydrate and work under the CSP', oneWidth, () => {
  test('filters filter', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/templates');
    await waitForHydration(page);
    const cards = page.getByTestId('template-card');
    await expect(cards).toHaveCount(6);
    await page.getByRole('radiogroup', { name: 'Genre' }).getByRole('radio', { name: 'Physics', exact: true }).check();
    await expect(cards).toHaveCount(2);
    await expect(page).toHaveURL(/genre=Physics/);
    await page.getByRole('radiogroup', { name: 'Engine' }).getByRole('radio', { name: 'Unity', exact: true }).check();
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { name: 'PhysicsDropper' })).toBeVisible();
    expect(await csp.violations()).toEqual([]);
  });

  test('the playground plays', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/playground');
    await waitForHydration(page);
    await expect(page.getByText('Press Play to Start Simulation')).toBeVisible();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByText('Simulation Running...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('demo-stage').getByTestId('particle')).toHaveCount(10);
    await page.waitForTimeout(500);
    expect(await csp.violations()).toEqual([]);
  });

  test('a toast shows, styled by the hashed sonner stylesheet', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Watch Video Guide' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeVisible();
    // Without its stylesheet, sonner's list would sit in the page flow instead of being fixed.
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');
    expect(await csp.violations()).toEqual([]);
  });

  test('an export downloads', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/playground');
    await waitForHydration(page);
    const url = page.url();
    for (const [name, extension] of [
      ['Download Configured Template', '.json'],
      ['Export to Unity', '.zip'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
      expect(await download.failure()).toBeNull();
    }
    expect(page.url()).toBe(url);
    expect(await csp.violations()).toEqual([]);
  });
});

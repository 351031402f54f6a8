import type { Page, Response } from '@playwright/test';
import { test, expect, oneWidth, routes, revealNav, waitForHydration } from './fixtures';
import { parsePolicy, productionHeaders, watchCsp } from './watchers';
import { hashSource, inspectHtml } from '../scripts/security-headers.mjs';

/** The policies a document is under: its CSP header and its <meta> CSP, if any. */
async function policiesOf(page: Page, response: Response) {
  const header = response.headers()['content-security-policy'];
  const metaTag = page.locator('meta[http-equiv="Content-Security-Policy"]');
  const meta = (await metaTag.count()) > 0 ? await metaTag.getAttribute('content') : null;
  return { header: header ? parsePolicy(header) : null, meta: meta ? parsePolicy(meta) : null };
}

async function expectStrictCommonHeaders(response: Response) {
  const headers = response.headers();
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

function expectStrictPolicy(policy: Map<string, string[]>, inlineScripts: string[]) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  for (const script of inlineScripts) expect(scriptSrc).toContain(hashSource(script));
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
}

test.describe('security headers', oneWidth, () => {
  test('each route: served as production serves it, strict CSP, hydrates with zero violations', async ({ page }) => {
    test.setTimeout(90_000); // 8 loads: about 10 s, 25 s on the slower twin.
    // Every document's violations from here on: each route's, and none left by the ones before it.
    const csp = await watchCsp(page);
    for (const route of routes) {
      await test.step(route.path, async () => {
        const response = await page.goto(route.path);
        if (!response) throw new Error('no response');
        expect(response.status()).toBe(200);

        const promised = productionHeaders(route.path === '/' ? '/' : `${route.path}/`);
        expect(Object.keys(promised)).toContain('content-security-policy');
        for (const [name, value] of Object.entries(promised)) expect(response.headers()[name], name).toBe(value);
        await expectStrictCommonHeaders(response);

        const { header, meta } = await policiesOf(page, response);
        if (!header) throw new Error('no CSP header');
        expect(header.get('frame-ancestors')).toEqual(["'none'"]);
        expectStrictPolicy(meta ?? header, inspectHtml(await response.text()).scripts);

        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await csp.violations()).toEqual([]);
      });
    }
  });

  test.describe('404', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown path gets the common headers, frame protection and the 404 page policy in a meta tag', async ({ page }) => {
      const csp = await watchCsp(page);
      const response = await page.goto('/no-such-page');
      if (!response) throw new Error('no response');
      expect(response.status()).toBe(404);
      for (const [name, value] of Object.entries(productionHeaders('/no-such-page'))) expect(response.headers()[name], name).toBe(value);
      await expectStrictCommonHeaders(response);
      expect(response.headers()['x-frame-options']).toBe('DENY');

      const { meta } = await policiesOf(page, response);
      if (!meta) throw new Error('no CSP meta in 404.html');
      expectStrictPolicy(meta, inspectHtml(await response.text()).scripts);

      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
      expect(await csp.violations()).toEqual([]);
    });
  });

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

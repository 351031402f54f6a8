import { test, expect, routes, expectNoAxeViolations } from './fixtures';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path}: one h1, own title, description and canonical`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page).toHaveTitle(/ · Microloop$|^Microloop/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(description).not.toMatch(/TODO/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path === '/' ? '/' : `${route.path}/`}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    });

    // Apart from the checks above, so a slow scan on a busy machine has the whole time limit.
    test(`${route.path}: no axe violations`, async ({ page }) => {
      await page.goto(route.path);
      await expectNoAxeViolations(page);
    });
  }

  test('titles and descriptions are unique per route', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const route of routes) {
      await page.goto(route.path);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      for (const value of [title, description]) {
        expect(seen.has(value), `${route.path} repeats ${seen.get(value)}: ${value}`).toBe(false);
        seen.set(value, route.path);
      }
    }
  });
});

test.describe('404', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path serves a real 404 page with the shell and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });
});

import type { Locator, Page } from '@playwright/test';
import { test, expect, routes } from './fixtures';

test.use({ javaScriptEnabled: false });

/** What each route's main content must show before any script runs (QA-CONTRACT.md). */
const mainContent: Record<(typeof routes)[number]['path'], (main: Locator) => Locator[]> = {
  '/': (main) => [
    main.getByRole('link', { name: 'Browse Templates' }),
    main.locator('blockquote'),
    main.getByTestId('feature-card').nth(5),
    main.locator('#pricing'),
  ],
  '/templates': (main) => [main.getByRole('searchbox', { name: 'Search templates' }), main.getByTestId('template-card').nth(5)],
  '/playground': (main) => [
    main.getByRole('heading', { name: 'PhysicsDropper X - Live Demo' }),
    main.getByText('Press Play to Start Simulation'),
    main.getByRole('slider', { name: 'Particle Density' }),
    main.getByRole('heading', { name: 'Template Info' }),
  ],
  '/docs': (main) => [
    main.getByRole('heading', { name: 'Getting Started Fast' }),
    main.getByTestId('tutorial-card').first(),
    main.getByTestId('snippet-card').first(),
  ],
  '/community': (main) => [
    main.getByRole('heading', { name: 'Loop of the Month' }),
    main.getByTestId('showcase-card').first(),
    main.getByTestId('forum-thread').nth(2),
  ],
  '/about': (main) => [main.getByRole('heading', { name: 'Hyper-Speed Prototyping' }), main.getByRole('heading', { name: 'Elegant Engineering' })],
  '/privacy': (main) => [main.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/), main.getByRole('heading', { level: 2 }).nth(9)],
  '/terms': (main) => [main.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/), main.getByRole('heading', { name: /^12\./ })],
};

/** Visible to a person: laid out, not hidden, and not left transparent by an animation waiting for JavaScript. */
async function expectSeen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const hiddenBy = await locator.evaluate((element) => {
    for (let el: Element | null = element; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (Number(style.opacity) === 0 || style.visibility === 'hidden') return el.outerHTML.slice(0, 120);
    }
    return null;
  });
  expect(hiddenBy, 'an ancestor keeps it invisible').toBeNull();
}

test.describe('without JavaScript', () => {
  // One page visits every route in turn, each a step: a test per route spent a browser context on each of 16 loads.
  test('every route shows its h1 and main content', async ({ page }) => {
    // Eight loads in one test: 7.8–11.5 s quiet, 15.6 s on a slower morning (2026-11-30); 60 s keeps it under half its limit there.
    test.setTimeout(60_000);
    for (const route of routes) {
      await test.step(`${route.path} shows its h1 and main content`, async () => {
        await page.goto(route.path);
        const h1 = page.locator('h1');
        await expect(h1).toHaveText(route.h1);
        await expectSeen(page, h1);
        const main = page.getByRole('main');
        for (const content of mainContent[route.path](main)) await expectSeen(page, content);
      });
    }
  });
});

import type { Page } from '@playwright/test';
import { test, expect, oneWidth, waitForHydration } from './fixtures';
import { junkQueries } from './junk-queries';

/** What a visitor sees of each island's state (QA-CONTRACT.md names), and its defaults (SPEC.md). */
const islands = {
  '/templates': {
    defaults: { allChecked: [true, true, true], checked: 3, cards: 6, search: '' },
    ready: (page: Page) => expect(page.getByRole('main').getByRole('radiogroup', { name: 'Engine' })).toBeVisible(),
    async snapshot(page: Page) {
      const main = page.getByRole('main');
      const groups = ['Genre', 'Action', 'Engine'].map((name) => main.getByRole('radiogroup', { name }));
      return {
        allChecked: await Promise.all(groups.map((group) => group.getByRole('radio', { name: 'All', exact: true }).isChecked())),
        checked: await main.getByRole('radio', { checked: true }).count(),
        cards: await main.getByTestId('template-card').count(),
        search: await main.getByRole('searchbox', { name: 'Search templates' }).inputValue(),
      };
    },
  },
  '/playground': {
    defaults: { sliders: ['9.8', '0.7', '5', '50'], stopped: true, particles: 0 },
    ready: (page: Page) => expect(page.getByRole('main').getByRole('slider', { name: 'Particle Density' })).toBeVisible(),
    async snapshot(page: Page) {
      const main = page.getByRole('main');
      const names = ['Gravity', 'Bounciness', 'Simulation Speed', 'Particle Density'];
      return {
        sliders: await Promise.all(names.map((name) => main.getByRole('slider', { name }).inputValue())),
        stopped: await main.getByText('Press Play to Start Simulation').isVisible(),
        particles: await main.getByTestId('particle').count(),
      };
    },
  },
} as const;

const QUERIES = junkQueries(200);
/**
 * The query makers take turns, so any 11 queries in a row hold one of each kind of junk. `npm test` loads
 * the first 11 into each page (every kind once: the page reads its query through the readers that
 * components/junk-queries.test.ts holds to their defaults over all 200); `npm run soak` loads all 200.
 * Measured: 44 loads a page took 120 s of the gate's e2e stage, for the same readers.
 */
const runs = [
  { count: 11, batch: 11, timeout: 60_000, tag: [] },
  { count: 200, batch: 50, timeout: 240_000, tag: ['@soak'] },
] as const;

for (const [path, { defaults, ready, snapshot }] of Object.entries(islands)) {
  test.describe(`${path} with junk in the query string`, oneWidth, () => {

    for (const { count, batch, timeout, tag } of runs) {
      for (let start = 0; start < count; start += batch) {
        test(`queries ${start + 1}-${start + batch} of ${count}: no error, defaults shown`, { tag: [...tag] }, async ({ page }) => {
          // Measured: a page load with hydration takes 1-2.5 s here, so a batch needs well under half of this.
          test.setTimeout(timeout);
          const problems: string[] = [];
          page.on('pageerror', (error) => problems.push(`${page.url().slice(0, 200)}: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`${page.url().slice(0, 200)}: ${message.text()}`);
          });

          for (const query of QUERIES.slice(start, start + batch)) {
            const response = await page.goto(`${path}?${query}`);
            expect(response?.status(), query.slice(0, 200)).toBe(200);
            await waitForHydration(page);
            await ready(page);
            expect(await snapshot(page), `defaults for ?${query.slice(0, 200)}`).toEqual(defaults);
            expect(await page.title(), 'no injected title').not.toMatch(/pwned/);
          }
          expect(problems).toEqual([]);
        });
      }
    }
  });
}

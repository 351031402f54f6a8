import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, isNarrow, oneWidth } from './fixtures';
import { kitApis } from '../content/kit-api/kits';
import { tutorials } from '../content/tutorials';

// The Docs' own pages (an API reference per template, a page per tutorial) and the template pages'
// feature lists, which follow the kit engine chosen.

const pages = [
  ...kitApis.map((api) => ({ path: `/docs/api/${api.slug}/`, h1: `${api.engines.unity.entry.replace(/Game$/, '')} API reference` })),
  ...tutorials.map((tutorial) => ({ path: `/docs/tutorials/${tutorial.id}/`, h1: tutorial.title })),
];

/** Checks that ride a page's visit above (at desktop size), after its axe scan: each named as its test was. */
const alsoOn: Readonly<Record<string, { name: string; check: (page: Page) => Promise<void> }>> = {
  '/docs/api/physics-dropper/': {
    name: 'an API page gives each engine its own names: Godot signals, Unity events, JavaScript keys',
    async check(page) {
      const godot = page.getByRole('region', { name: 'Godot', exact: true });
      await expect(godot.getByRole('region', { name: 'Godot Signals' })).toContainText('landed(bin: int, points: int)');
      await expect(godot.getByRole('region', { name: 'Godot Settings' })).toContainText('simulation_speed');
      await expect(godot.getByRole('region', { name: 'Godot Listen to every event' }).locator('pre code')).toContainText('game.landed.connect(_on_landed)');
      const unity = page.getByRole('region', { name: 'Unity', exact: true });
      await expect(unity.getByRole('region', { name: 'Unity Events' })).toContainText('event Action<DropperEvent> Landed');
      await expect(unity.getByRole('region', { name: 'Unity Settings' })).toContainText('simulationSpeed');
      const js = page.getByRole('region', { name: 'JavaScript', exact: true });
      await expect(js.getByRole('region', { name: 'JavaScript Settings' }).getByRole('term')).toHaveText(['gravity', 'bounciness', 'speed', 'density']);
      await page.getByRole('navigation', { name: 'Engines on this page' }).getByRole('link', { name: 'Godot' }).click();
      await expect(page).toHaveURL(/#godot$/);
      await expect(godot.getByRole('heading', { level: 2 })).toBeInViewport();
    },
  },
  '/docs/tutorials/tuning-bounce-feel/': {
    name: 'the video guide’s page says no video exists yet and walks through the tuning in writing',
    async check(page) {
      await expect(page.getByRole('main')).toContainText(/There is no video of this guide yet/);
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Gravity sets' })).toHaveCount(1);
      await expect(page.getByRole('main').locator('pre code')).toContainText('game.update(feel)');
    },
  },
  '/docs/tutorials/godot-memory-tiles-resources/': {
    name: 'a tutorial leads back to its template, its API page and the other tutorials',
    async check(page) {
      const next = page.getByRole('navigation', { name: 'Where next' });
      await expect(next.getByRole('link', { name: 'MemoryTiles’s page' })).toHaveAttribute('href', /\/templates\/memory-tiles\/?$/);
      await expect(next.getByRole('link', { name: 'MemoryTiles API reference' })).toHaveAttribute('href', /\/docs\/api\/memory-tiles\/?$/);
      await next.getByRole('link', { name: 'All tutorials' }).click();
      await expect(page).toHaveURL(/\/docs\/#tutorials-and-guides$/);
    },
  },
};

test.describe('the Docs’ own pages', () => {
  // One visit per page: at desktop size its head (which no width changes) and the titles and descriptions
  // compared across the pages, at both widths axe and the overflow. 10 loads a width, where a test per
  // check took 30 at desktop size.
  test('each page: one h1, its own title, description and canonical, in the sitemap, titles and descriptions that differ, no axe violations, no sideways scroll; and what three of them say', async ({ page, request }) => {
    test.setTimeout(180_000); // 10 pages loaded and scanned: about 30 s, 80 s on the slower twin.
    const sitemap = isNarrow(page) ? '' : await (await request.get('/sitemap.xml')).text();
    const seen = new Set<string>();
    for (const { path, h1 } of pages) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        if (!isNarrow(page)) {
          expect(response?.status()).toBe(200);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toHaveText(h1);
          await expect(page).toHaveTitle(new RegExp(`^${h1} · Microloop$`));
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description?.length ?? 0).toBeGreaterThan(40);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
          expect(sitemap).toContain(`${path}</loc>`);
          for (const value of [await page.title(), description ?? '']) {
            expect(seen.has(value), `${path} repeats ${value}`).toBe(false);
            seen.add(value);
          }
        }
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const also = alsoOn[path];
        if (also && !isNarrow(page)) await test.step(also.name, () => also.check(page));
      });
    }
  });

});

test.describe('a template page’s features follow the kit engine', () => {
  const features = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'What the template does' }).getByRole('listitem');

  test('PhysicsDropper shows Inspector fields for its Unity kit only; MemoryTiles opened on Godot shows no ScriptableObject tile sets', oneWidth, async ({ page }) => {
    await test.step('PhysicsDropper', async () => {
      await page.goto('/templates/physics-dropper/');
      await expect(features(page).filter({ hasText: 'Inspector' })).toHaveCount(2);
      await page.getByRole('radiogroup', { name: 'Kit engine' }).getByRole('radio', { name: 'Godot' }).check();
      await expect(features(page).filter({ hasText: 'Inspector' })).toHaveCount(0);
      await expect(features(page).filter({ hasText: 'Seven scoring bins' })).toHaveCount(1);
    });
    await test.step('MemoryTiles on Godot', async () => {
      await page.goto('/templates/memory-tiles/?engine=godot');
      await expect(features(page).filter({ hasText: 'A move counter' })).toHaveCount(1);
      await expect(features(page).filter({ hasText: 'ScriptableObject' })).toHaveCount(0);
    });
  });
});

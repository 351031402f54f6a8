import { test, expect, expectNoAxeViolations, oneWidth } from './fixtures';
import { kitApis } from '../content/kit-api/kits';
import { tutorials } from '../content/tutorials';

// The Docs' own pages (an API reference per template, a page per tutorial) and the template pages'
// feature lists, which follow the kit engine chosen.

const pages = [
  ...kitApis.map((api) => ({ path: `/docs/api/${api.slug}/`, h1: `${api.engines.unity.entry.replace(/Game$/, '')} API reference` })),
  ...tutorials.map((tutorial) => ({ path: `/docs/tutorials/${tutorial.id}/`, h1: tutorial.title })),
];

test.describe('the Docs’ own pages', () => {
  for (const { path, h1 } of pages) {
    test(`${path}: one h1, its own title, description and canonical, in the sitemap`, oneWidth, async ({ page, request }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h1);
      await expect(page).toHaveTitle(new RegExp(`^${h1} · Microloop$`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${path}</loc>`);
    });

    test(`${path}: no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('titles and descriptions differ from page to page', oneWidth, async ({ page }) => {
    const seen = new Set<string>();
    for (const { path } of pages) {
      await page.goto(path);
      for (const value of [await page.title(), (await page.locator('meta[name="description"]').getAttribute('content')) ?? '']) {
        expect(seen.has(value), `${path} repeats ${value}`).toBe(false);
        seen.add(value);
      }
    }
  });

  test('an API page gives each engine its own names: Godot signals, Unity events, JavaScript keys', oneWidth, async ({ page }) => {
    await page.goto('/docs/api/physics-dropper/');
    const godot = page.getByRole('region', { name: 'Godot', exact: true });
    await expect(godot.getByRole('region', { name: 'Godot Signals' })).toContainText('landed(bin: int, points: int)');
    await expect(godot.getByRole('region', { name: 'Godot Settings' })).toContainText('simulation_speed');
    await expect(godot.getByRole('region', { name: 'Godot Listen to every event' }).locator('pre code')).toContainText('game.landed.connect(_on_landed)');
    const unity = page.getByRole('region', { name: 'Unity', exact: true });
    await expect(unity.getByRole('region', { name: 'Unity Events' })).toContainText('event Action<int> BallScored');
    await expect(unity.getByRole('region', { name: 'Unity Settings' })).toContainText('simulationSpeed');
    const js = page.getByRole('region', { name: 'JavaScript', exact: true });
    await expect(js.getByRole('region', { name: 'JavaScript Settings' }).getByRole('term')).toHaveText(['gravity', 'bounciness', 'speed', 'density']);
    await page.getByRole('navigation', { name: 'Engines on this page' }).getByRole('link', { name: 'Godot' }).click();
    await expect(page).toHaveURL(/#godot$/);
    await expect(godot.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the video guide’s page says no video exists yet and walks through the tuning in writing', oneWidth, async ({ page }) => {
    await page.goto('/docs/tutorials/tuning-bounce-feel/');
    await expect(page.getByRole('main')).toContainText(/There is no video of this guide yet/);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Gravity sets' })).toHaveCount(1);
    await expect(page.getByRole('main').locator('pre code')).toContainText('game.update(feel)');
  });

  test('a tutorial leads back to its template, its API page and the other tutorials', oneWidth, async ({ page }) => {
    await page.goto('/docs/tutorials/godot-memory-tiles-resources/');
    const next = page.getByRole('navigation', { name: 'Where next' });
    await expect(next.getByRole('link', { name: 'MemoryTiles’s page' })).toHaveAttribute('href', /\/templates\/memory-tiles\/?$/);
    await expect(next.getByRole('link', { name: 'MemoryTiles API reference' })).toHaveAttribute('href', /\/docs\/api\/memory-tiles\/?$/);
    await next.getByRole('link', { name: 'All tutorials' }).click();
    await expect(page).toHaveURL(/\/docs\/#tutorials-and-guides$/);
  });
});

test.describe('a template page’s features follow the kit engine', () => {
  const features = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'What the template does' }).getByRole('listitem');

  test('PhysicsDropper shows Inspector fields for its Unity kit only', oneWidth, async ({ page }) => {
    await page.goto('/templates/physics-dropper/');
    await expect(features(page).filter({ hasText: 'Inspector' })).toHaveCount(2);
    await page.getByRole('radiogroup', { name: 'Kit engine' }).getByRole('radio', { name: 'Godot' }).check();
    await expect(features(page).filter({ hasText: 'Inspector' })).toHaveCount(0);
    await expect(features(page).filter({ hasText: 'Seven scoring bins' })).toHaveCount(1);
  });

  test('MemoryTiles opened on Godot shows no ScriptableObject tile sets', oneWidth, async ({ page }) => {
    await page.goto('/templates/memory-tiles/?engine=godot');
    await expect(features(page).filter({ hasText: 'A move counter' })).toHaveCount(1);
    await expect(features(page).filter({ hasText: 'ScriptableObject' })).toHaveCount(0);
  });
});

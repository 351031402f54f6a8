import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const pages = [
  { slug: 'physics-dropper', name: 'PhysicsDropper' },
  { slug: 'double-tap-dash', name: 'DoubleTapDash' },
  { slug: 'rhythm-clacker', name: 'RhythmClacker' },
  { slug: 'memory-tiles', name: 'MemoryTiles' },
  { slug: 'bounce-chain', name: 'BounceChain' },
  { slug: 'timing-wheel', name: 'TimingWheel' },
] as const;

type JsonLdNode = { '@type'?: string; name?: string; '@graph'?: JsonLdNode[] };

/** The pixels of the first canvas as a data URL, and whether anything is drawn on it. */
function canvasState(page: Page) {
  return page.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const blank = document.createElement('canvas');
    blank.width = canvas.width;
    blank.height = canvas.height;
    const url = canvas.toDataURL();
    return { url, drawn: canvas.width > 0 && url !== blank.toDataURL() };
  });
}

test.describe('Template pages', () => {
  for (const { slug, name } of pages) {
    test(`${name}: h1, breadcrumbs, JSON-LD, canonical and no axe violations`, async ({ page }) => {
      await page.goto(`/templates/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Templates', exact: true })).toHaveAttribute('href', /^\/templates\/?$/);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(name);

      const scripts = page.locator('script[type="application/ld+json"]');
      await expect(scripts).toHaveCount(1);
      const data = JSON.parse((await scripts.textContent()) ?? '') as JsonLdNode;
      const nodes = data['@graph'] ?? [data];
      expect(nodes.map((node) => node['@type']).sort()).toEqual(['BreadcrumbList', 'SoftwareApplication']);
      expect(nodes.find((node) => node['@type'] === 'SoftwareApplication')?.name).toBe(name);

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/templates/${slug}/$`));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a template without a game says so and offers no demo', async ({ page }) => {
    await page.goto('/templates/timing-wheel/');
    await expect(page.getByText('TimingWheel is not playable here yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'TimingWheel demo' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });
});

test.describe('PhysicsDropper demo', () => {
  test('loads the game only on Play, then plays: pixels and status change, Pause stops', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/templates/physics-dropper/');
    await page.waitForLoadState('networkidle');
    await waitForHydration(page);
    const beforePlay = scripts.length;
    const demo = page.getByRole('region', { name: 'PhysicsDropper demo' });
    const status = demo.getByRole('status');
    const idle = await status.textContent();
    const blank = await canvasState(page);

    // One locator for the toggle under both of its names.
    const toggle = demo.getByRole('button', { name: /^(Play|Pause)$/ });
    await expect(toggle).toHaveAccessibleName('Play');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Pause');
    // The game's chunk arrives with the click (or the hover before it), not with the page.
    expect(scripts.length).toBeGreaterThan(beforePlay);

    await expect.poll(async () => (await canvasState(page)).drawn).toBe(true);
    const first = await canvasState(page);
    expect(first.url).not.toBe(blank.url);
    await expect.poll(async () => (await canvasState(page)).url, { timeout: 5_000 }).not.toBe(first.url);
    await expect.poll(() => status.textContent(), { timeout: 5_000 }).not.toBe(idle);
    const playing = await status.textContent();

    // Space on the focused surface is the game's, not the page's: it drops a ball and is not a scroll.
    const surface = demo.getByRole('application');
    await surface.focus();
    await page.evaluate(() => {
      const seen = document.documentElement.dataset;
      window.addEventListener('keydown', (event) => (seen.spaceTaken = String(event.defaultPrevented)), { once: true });
    });
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-space-taken', 'true');
    await expect.poll(() => status.textContent(), { timeout: 5_000 }).not.toBe(playing);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await demo.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect(toggle).toHaveAccessibleName('Play');
  });

  test('a slider writes its value to the URL, and the URL sets the slider', async ({ page }) => {
    await page.goto('/templates/physics-dropper/?bounciness=0.4');
    await waitForHydration(page);
    const demo = page.getByRole('region', { name: 'PhysicsDropper demo' });
    await expect(demo.getByRole('slider', { name: 'Bounciness' })).toHaveValue('0.4');
    const gravity = demo.getByRole('slider', { name: 'Gravity' });
    await gravity.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gravity).toHaveAttribute('aria-valuetext', '9.9 m/s²');
    await expect(page).toHaveURL(/\?gravity=9\.9&bounciness=0\.4$/);
    await expect(page.getByRole('link', { name: 'Open in Playground' })).toHaveAttribute('href', /^\/playground\/?$/);
  });

  test('Download starter kit saves a zip whose index.html plays from disk', async ({ page }, testInfo) => {
    await page.goto('/templates/physics-dropper/?gravity=12');
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download starter kit', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('physics-dropper-starter-kit.zip');
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'README.md', 'LICENSE.txt', 'config.json']));
    expect(names.some((file) => file.endsWith('.cs'))).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(files['config.json']))).toMatchObject({ gravity: 12 });
    await expect(page.locator('[data-sonner-toast]')).toContainText('PhysicsDropper starter kit downloaded');

    const dir = mkdtempSync(join(tmpdir(), `kit-${testInfo.project.name}-`));
    for (const [file, bytes] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), bytes);
    }
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    await page.locator('canvas').first().click();
    await expect.poll(async () => (await canvasState(page)).drawn).toBe(true);
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
  });
});

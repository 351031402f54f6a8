import { readFileSync } from 'node:fs';
import { strFromU8 } from 'fflate';
import { unzipKit } from './kit-zip';
import { compatibility } from '../lib/mechanics/compatibility';
import { kitReleases } from '../lib/mechanics/releases';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * Versions you can trust (QA-CONTRACT "Engine kits"): a template page's Compatibility and Changelog, the
 * Kit engine radios' version ranges, the releases feed and its links, and the version inside a kit.
 */
const latest = kitReleases[0]!;
const feedLink = 'link[rel="alternate"][type="application/atom+xml"]';

test('a template page shows Compatibility and Changelog, the radios’ ranges and the feed', async ({ page }) => {
  await page.goto('/templates/physics-dropper/');
  await waitForHydration(page);

  const compatibilitySection = page.getByRole('region', { name: 'Compatibility' });
  await expect(compatibilitySection.getByRole('heading', { level: 2 })).toHaveText('Compatibility');
  const tables = compatibilitySection.getByRole('table');
  await expect(tables).toHaveCount(3);
  await expect(tables.nth(0).getByRole('rowheader')).toHaveText(compatibility.unity.rows.map((row) => row.topic));
  await expect(tables.nth(1)).toContainText('Played in Godot 4.6');

  const changelog = page.getByRole('region', { name: 'Changelog' });
  await expect(changelog.getByRole('heading', { level: 2 })).toHaveText('Changelog');
  const versions = changelog.getByRole('heading', { level: 3 });
  const named = (releases: typeof kitReleases) => releases.map((release) => new RegExp(`^Version ${release.version.replace(/\./g, '\\.')} `));
  // The two newest open; the earlier ones folded under a summary that counts them, opened by a click.
  await expect(versions).toHaveText(named(kitReleases.slice(0, 2)));
  await expect(versions.first().locator('time')).toHaveAttribute('datetime', latest.date);
  await changelog.getByText(`Earlier releases (${kitReleases.length - 2})`, { exact: true }).click();
  await expect(versions).toHaveText(named(kitReleases));

  const group = page.getByRole('radiogroup', { name: 'Kit engine' });
  for (const [engine, label] of [['unity', 'Unity'], ['godot', 'Godot'], ['js', 'JavaScript']] as const) {
    const radio = group.getByRole('radio', { name: label, exact: true });
    await expect(radio).toHaveAccessibleDescription(compatibility[engine].range);
    await expect(group.getByText(compatibility[engine].range, { exact: true })).toBeVisible();
  }

  const follow = changelog.getByRole('link', { name: 'Follow updates' });
  await expect(follow).toHaveAttribute('href', '/templates/feed.xml');
  await expect(page.locator(feedLink)).toHaveAttribute('href', /\/templates\/feed\.xml$/);

  // The tables fit a phone's width: their text wraps, nothing scrolls sideways.
  const widths = await compatibilitySection.evaluate((section) => ({
    section: section.clientWidth,
    tables: [...section.querySelectorAll('table')].map((table) => table.scrollWidth),
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  for (const width of widths.tables) expect(width).toBeLessThanOrEqual(widths.section);
  expect(widths.page).toBeLessThanOrEqual(0);
});

// Apart from the checks above, so neither comes near half its time limit on a loaded machine. At desktop size the
// same visit downloads the kit (a step as its test was).
test('a template page with both sections, its earlier releases unfolded, has no axe violation; at desktop size a downloaded kit carries the version the page shows: in its manifest, its changelog and its name', async ({ page, isMobile }) => {
  await page.goto('/templates/rhythm-clacker/');
  await waitForHydration(page);
  const changelog = page.getByRole('region', { name: 'Changelog' });
  await expect(changelog).toBeVisible();
  // Every release's words are scanned here (the other pages' scans see the two newest: the rest are folded).
  await changelog.getByText(/^Earlier releases \(\d+\)$/).click();
  await expect(changelog.getByRole('heading', { level: 3 })).toHaveCount(kitReleases.length);
  await expectNoAxeViolations(page);
  if (isMobile) return;
  await test.step('a downloaded kit carries the version the page shows: in its manifest, its changelog and its name', async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download starter kit', exact: true }).click()]);
    expect(file.suggestedFilename()).toBe(`rhythm-clacker-js-starter-kit-${latest.version}.zip`);
    const { files } = unzipKit(new Uint8Array(readFileSync(await file.path())));
    expect(JSON.parse(strFromU8(files['package.json']!))).toMatchObject({ version: latest.version, type: 'module' });
    expect(strFromU8(files['CHANGELOG.md']!)).toContain(`## [${latest.version}] - ${latest.date}`);
  });
});

test('the catalog links the feed, in its head and visibly; at desktop size the feed is served as Atom with one entry per template release, the newest version first', async ({ page, request, isMobile }) => {
  await page.goto('/templates/');
  await expect(page.locator(feedLink)).toHaveAttribute('href', /\/templates\/feed\.xml$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Follow updates' })).toHaveAttribute('href', '/templates/feed.xml');
  if (isMobile) return;
  await test.step('the feed is served as Atom with one entry per template release, the newest version first', async () => {
    const response = await request.get('/templates/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const text = await response.text();
    const feed = await page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const entries = [...document.getElementsByTagName('entry')];
      return {
        errors: document.getElementsByTagName('parsererror').length,
        root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
        titles: entries.map((entry) => entry.getElementsByTagName('title')[0]?.textContent),
        self: [...document.documentElement.children].find((child) => child.localName === 'link' && child.getAttribute('rel') === 'self')?.getAttribute('href'),
      };
    }, text);
    expect(feed.errors).toBe(0);
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.titles).toHaveLength(6 * kitReleases.length);
    expect(feed.titles[0]).toBe(`PhysicsDropper ${latest.version}`);
    expect(feed.self).toMatch(/\/templates\/feed\.xml$/);
  });
});

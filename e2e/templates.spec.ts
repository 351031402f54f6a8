import type { Page } from '@playwright/test';
import { kitVersion } from '../lib/mechanics/releases';
import { expect, expectNoAxeViolations, oneWidth, phoneOnly, recordScripts, test, layoutShift, watchLayoutShift } from './fixtures';

const all = ['PhysicsDropper', 'DoubleTapDash', 'RhythmClacker', 'MemoryTiles', 'BounceChain', 'TimingWheel'];
const labels = {
  Genre: ['All', 'Arcade', 'Puzzle', 'Rhythm', 'Physics', 'Timing'],
  Action: ['All', 'Tap', 'Hold', 'Drag', 'Drop', 'Bounce'],
  Engine: ['All', 'Unity', 'Godot', 'JS'],
} as const;
const emptyMessage = 'Oops! No templates match your electrifying filters.';

const cards = (page: Page) => page.getByTestId('template-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading');
const group = (page: Page, name: keyof typeof labels) => page.getByRole('radiogroup', { name, exact: true });
const radio = (page: Page, name: keyof typeof labels, option: string) =>
  group(page, name).getByRole('radio', { name: option, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search templates', exact: true });
const advanced = (page: Page) => page.getByRole('button', { name: 'Advanced Filters', exact: true });

/** Opens the catalog and waits until the island has replaced the server-rendered list. */
async function openCatalog(page: Page, query = '') {
  await page.goto(`/templates/${query}`);
  await expect(search(page)).toBeEnabled();
}

async function expectAllGroupsAt(page: Page, option: string) {
  for (const name of Object.keys(labels) as (keyof typeof labels)[]) await expect(radio(page, name, option)).toBeChecked();
}

test.describe('Templates catalog', () => {
  test('the catalog as it opens: the controls of the QA contract and all six cards, what each Download gives, the preview dialog, and the links to each template page', async ({ page }) => {
    test.setTimeout(60_000); // one load, 4 checks: about 8 s, 20 s on the slower twin.
    await openCatalog(page);
    await test.step('has the controls of the QA contract and all six cards', async () => {
      await expect(page.locator('input[type="search"]')).toHaveAccessibleName('Search templates');
      await expect(advanced(page)).toHaveAttribute('aria-expanded', 'false');
      for (const [name, options] of Object.entries(labels) as [keyof typeof labels, readonly string[]][]) {
        const radios = group(page, name).getByRole('radio');
        await expect(radios).toHaveCount(options.length);
        for (const [i, option] of options.entries()) await expect(radios.nth(i)).toHaveAccessibleName(option);
        await expect(radio(page, name, 'All')).toBeChecked();
        await expect(group(page, name).locator('input:checked')).toHaveCount(1);
      }
      await expect(cardTitles(page)).toHaveText(all);
      for (const name of all) {
        const card = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
        await expect(card).toHaveJSProperty('tagName', 'ARTICLE');
        await expect(card.getByRole('button', { name: /^Preview/ })).toHaveAccessibleName(`Preview ${name}`);
        // Says which engine's kit it saves, its name still starting with "Download".
        await expect(card.getByRole('button', { name: /^Download/ })).toHaveAccessibleName(new RegExp(`^Download ${name} (Unity|Godot|JS) kit$`));
        await expect(card.getByRole('img', { name: / out of 5 stars$/ })).toBeVisible();
      }
      await expect(page.getByRole('status')).toHaveText('Showing 6 of 6 templates');
      await expect(cards(page).first()).toContainText('1,250 downloads');
    });
    await test.step('a card\'s Download shows which engine it gives before the click', async () => {
      for (const [name, engine] of [
        ['PhysicsDropper', 'Unity'],
        ['BounceChain', 'Godot'],
        ['RhythmClacker', 'JS'],
      ]) {
        const button = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('button', { name: /^Download/ });
        // What the eye reads: the text without the screen-reader-only words.
        const seen = await button.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
          return copy.textContent?.replace(/\s+/g, ' ').trim();
        });
        expect(seen).toBe(`Download ${engine}`);
        await expect(button).toHaveAccessibleName(`Download ${name} ${engine} kit`);
        // One line, inside its card at every width.
        const box = await button.boundingBox();
        expect(box?.height).toBeLessThanOrEqual(40);
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    });
    await test.step('Preview opens a dialog about the template; Escape closes it and focus returns', async () => {
      const preview = page.getByRole('button', { name: 'Preview MemoryTiles' });
      await preview.click();
      const dialog = page.getByRole('dialog', { name: 'MemoryTiles' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Boards from 2×2 to 6×6');
      await expect(dialog.getByText('concentration', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(preview).toBeFocused();

      await preview.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(preview).toBeFocused();
    });
    await test.step('each card heading links to its template page; the preview links there too', async () => {
      await page.getByRole('button', { name: 'Preview BounceChain' }).click();
      await expect(page.getByRole('dialog', { name: 'BounceChain' }).getByRole('link', { name: 'Open template page' })).toHaveAttribute(
        'href',
        /\/templates\/bounce-chain\/?$/,
      );
      await page.getByRole('dialog', { name: 'BounceChain' }).getByRole('button', { name: 'Close' }).click();
      await cards(page).getByRole('heading').getByRole('link', { name: 'MemoryTiles', exact: true }).click();
      await expect(page).toHaveURL(/\/templates\/memory-tiles\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('MemoryTiles');
    });
  });

  test('filters by all three groups at once, in the URL, without reload or scroll jump', async ({ page }) => {
    await openCatalog(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await radio(page, 'Genre', 'Physics').check();
    await expect(cardTitles(page)).toHaveText(['PhysicsDropper', 'BounceChain']);
    await expect(page).toHaveURL(/\/templates\/\?genre=Physics$/);

    await radio(page, 'Engine', 'Godot').scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await radio(page, 'Engine', 'Godot').check();
    await expect(cardTitles(page)).toHaveText(['BounceChain']);
    await expect(page).toHaveURL(/\?genre=Physics&engine=Godot$/);
    await expect(page.getByRole('status')).toHaveText('Showing 1 of 6 templates');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Each option counts what it would show given the other groups.
    await expect(radio(page, 'Action', 'Bounce')).toHaveAccessibleDescription('1 template');
    await expect(radio(page, 'Action', 'Tap')).toHaveAccessibleDescription('0 templates');
    await expect(radio(page, 'Genre', 'Arcade')).toHaveAccessibleDescription('1 template');

    await radio(page, 'Action', 'Tap').check();
    await expect(cards(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  const fallbacks = [
    ['unknown values', '?genre=Racing&action=Swipe&engine=Unreal'],
    ['repeated and oversized values', `?genre=Physics&genre=Arcade&engine=${'Godot'.repeat(50)}`],
    ['broken encoding', '?genre=%E0%A4%A&engine=%&action=%3Cscript%3E&q=%ZZ'],
  ] as const;

  test('restores filters from a shared URL, and falls back to All for unknown values, repeated and oversized values, and broken encoding', oneWidth, async ({ page }) => {
    test.setTimeout(60_000); // 4 loads: about 6 s, 15 s on the slower twin.
    await test.step('restores filters from a shared URL: Physics on Godot is BounceChain only', async () => {
      await openCatalog(page, '?genre=Physics&engine=Godot');
      await expect(cardTitles(page)).toHaveText(['BounceChain']);
      await expect(radio(page, 'Genre', 'Physics')).toBeChecked();
      await expect(radio(page, 'Engine', 'Godot')).toBeChecked();
      await expect(radio(page, 'Action', 'All')).toBeChecked();
    });
    for (const [what, query] of fallbacks) {
      await test.step(`falls back to All for ${what}`, async () => {
        await openCatalog(page, query);
        await expect(cardTitles(page)).toHaveText(all);
        await expectAllGroupsAt(page, 'All');
        await expect(search(page)).toHaveValue('');
      });
    }
  });

  // What the controls do is the same at every width; the phone's layout, scroll, axe and header are read at 375 px.
  test('shows the empty state, and Clear Filters resets the groups and the search', oneWidth, async ({ page }) => {
    await openCatalog(page, '?genre=Puzzle');
    await search(page).fill('tiles');
    await radio(page, 'Engine', 'JS').check();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Showing 0 of 6 templates');
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await expect(cardTitles(page)).toHaveText(all);
    await expectAllGroupsAt(page, 'All');
    await expect(search(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/templates\/$/);
    await expect(page.getByText(emptyMessage)).toHaveCount(0);
  });

  test('searches name, description, genre, action, engine and tags, every word, and highlights titles; a search for an engine gets the same line; no engine, no line', oneWidth, async ({ page }) => {
    test.setTimeout(60_000); // one load: about 5 s, 12 s on the slower twin.
    await openCatalog(page);
    await test.step('searches name, description, genre, action, engine and tags, every word, and highlights titles', async () => {
      await search(page).fill('GRAVITY');
      await expect(cardTitles(page)).toHaveText(['PhysicsDropper', 'BounceChain']);
      await search(page).fill('lane');
      await expect(cardTitles(page)).toHaveText(['DoubleTapDash']);
      await search(page).fill('tap unity');
      await expect(cardTitles(page)).toHaveText(['MemoryTiles']);
      await search(page).fill('js hold');
      await expect(cardTitles(page)).toHaveText(['TimingWheel']);
      await search(page).fill('drop');
      await expect(cardTitles(page)).toHaveText(['PhysicsDropper']);
      const title = page.getByRole('heading', { name: 'PhysicsDropper', exact: true });
      await expect(title).toHaveText('PhysicsDropper');
      await expect(title.locator('mark')).toHaveText('Drop');
      await expect(page).toHaveURL(/\?q=drop$/);
    });
    await test.step('a search for an engine gets the same line; no engine, no line', async () => {
      await expect(page.getByText(/^Made for /)).toHaveCount(0);
      await search(page).fill('unity');
      await expect(page.getByText('Made for Unity: 2. All six come with a Unity kit.', { exact: true })).toBeVisible();
      await radio(page, 'Genre', 'Rhythm').check();
      await expect(page.getByText(emptyMessage)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText('Made for Unity: 0. Also with a Unity kit:', { exact: true })).toBeVisible();
    });
  });

  test('focuses the search with / and clears it with Escape', oneWidth, async ({ page }) => {
    await openCatalog(page, '?q=plinko');
    await expect(search(page)).toHaveValue('plinko');
    await expect(cardTitles(page)).toHaveText(['PhysicsDropper']);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('plinko');
    await page.keyboard.press('Escape');
    await expect(search(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/templates\/$/);
  });

  test('Back and Forward restore earlier filters', oneWidth, async ({ page }) => {
    await openCatalog(page);
    await radio(page, 'Genre', 'Physics').check();
    await radio(page, 'Engine', 'Godot').check();
    await expect(cardTitles(page)).toHaveText(['BounceChain']);
    await page.goBack();
    await expect(page).toHaveURL(/\?genre=Physics$/);
    await expect(cardTitles(page)).toHaveText(['PhysicsDropper', 'BounceChain']);
    await expect(radio(page, 'Engine', 'All')).toBeChecked();
    await page.goBack();
    await expect(cardTitles(page)).toHaveText(all);
    await expectAllGroupsAt(page, 'All');
    await page.goForward();
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(['BounceChain']);
    await expect(radio(page, 'Engine', 'Godot')).toBeChecked();
  });

  test('Advanced Filters sorts and sets a minimum rating, both kept in the URL; the PhysicsDropper preview links to the Playground', async ({ page }) => {
    test.setTimeout(60_000); // a load and a reload: about 6 s, 15 s on the slower twin.
    await openCatalog(page);
    await test.step('Advanced Filters sorts and sets a minimum rating, both kept in the URL', async () => {
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort).toBeHidden();
      await advanced(page).click();
      await expect(advanced(page)).toHaveAttribute('aria-expanded', 'true');
      await sort.selectOption({ label: 'Most downloaded' });
      await expect(cardTitles(page)).toHaveText(['RhythmClacker', 'MemoryTiles', 'PhysicsDropper', 'TimingWheel', 'DoubleTapDash', 'BounceChain']);
      await sort.selectOption({ label: 'Top rated' });
      await expect(cardTitles(page)).toHaveText(['RhythmClacker', 'PhysicsDropper', 'TimingWheel', 'MemoryTiles', 'DoubleTapDash', 'BounceChain']);
      await sort.selectOption({ label: 'Name A–Z' });
      await expect(cardTitles(page)).toHaveText([...all].sort());
      await page.getByRole('combobox', { name: 'Minimum rating' }).selectOption('4.8');
      await expect(cardTitles(page)).toHaveText(['PhysicsDropper', 'RhythmClacker', 'TimingWheel']);
      await expect(page).toHaveURL(/\?sort=name&rating=4\.8$/);

      await page.reload();
      await expect(search(page)).toBeEnabled();
      await expect(cardTitles(page)).toHaveText(['PhysicsDropper', 'RhythmClacker', 'TimingWheel']);
      await expect(advanced(page)).toHaveAccessibleDescription('2 active');
      await advanced(page).click();
      await expect(sort).toHaveValue('name');
      await advanced(page).click();
      await expect(advanced(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(sort).toBeHidden();
    });
    await test.step('the PhysicsDropper preview links to the Playground', async () => {
      await page.getByRole('button', { name: 'Preview PhysicsDropper' }).click();
      await page.getByRole('dialog', { name: 'PhysicsDropper' }).getByRole('link', { name: /Playground/ }).click();
      await expect(page).toHaveURL(/\/playground\/?$/);
    });
  });


  // A string only the preview dialog's chunk holds (its section heading).
  const PREVIEW_CODE = 'How it ships';

  test('hydration adopts the exported cards; the preview dialog code loads on the intent to open one, not with the page; a card\'s Download saves its starter kit (a Unity one and a JavaScript one)', oneWidth, async ({ page }) => {
    test.setTimeout(60_000); // one load: about 6 s, 15 s on the slower twin.
    const scripts = recordScripts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { removedCards: number };
      w.removedCards = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('[data-testid="template-card"]') || node.querySelector('[data-testid="template-card"]'))) {
              w.removedCards += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openCatalog(page);
    await page.waitForLoadState('networkidle');
    await test.step('hydration adopts the exported cards instead of rendering them again', async () => {
      await expect(page.getByTestId('template-card')).toHaveCount(6);
      expect(await page.evaluate(() => (window as unknown as { removedCards: number }).removedCards)).toBe(0);
    });
    await test.step('the preview dialog code loads on the intent to open one, not with the page', async () => {
      expect(scripts.filter((body) => body.includes(PREVIEW_CODE))).toEqual([]);

      const preview = page.getByRole('button', { name: 'Preview TimingWheel' });
      await preview.hover();
      await expect.poll(() => scripts.some((body) => body.includes(PREVIEW_CODE))).toBe(true);
      await preview.click();
      await expect(page.getByRole('dialog', { name: 'TimingWheel' })).toContainText(PREVIEW_CODE);
      await page.keyboard.press('Escape');
    });
    await test.step('a card\'s Download saves its starter kit (a Unity one and a JavaScript one)', async () => {
      for (const [name, file] of [
        ['PhysicsDropper', `physics-dropper-unity-starter-kit-${kitVersion('physics-dropper')}.zip`],
        ['RhythmClacker', `rhythm-clacker-js-starter-kit-${kitVersion('rhythm-clacker')}.zip`],
      ]) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${name}` }).click()]);
        // The template's own engine, whatever else it comes in.
        expect(download.suggestedFilename()).toBe(file);
        // The new toast replaces the last one (which slides out): one is visible.
        await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
        await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText(`${name} starter kit downloaded`);
      }
      await expect(page.getByText(/open at launch/)).toHaveCount(0);
      await expect(page).toHaveURL(/\/templates\/$/);
    });
  });

  test.describe('with the preview chunk blocked', () => {
    // The browser reports the refused request itself; the page raises nothing.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a preview whose code cannot load says so, and the catalog keeps working', oneWidth, async ({ page }) => {
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(PREVIEW_CODE)) return route.abort();
        return route.fulfill({ response, body });
      });
      await openCatalog(page);
      await page.getByRole('button', { name: 'Preview MemoryTiles' }).click();
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('The preview could not open');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await radio(page, 'Engine', 'Godot').click();
      await expect(cardTitles(page)).not.toHaveCount(all.length);
    });
  });





  test('with an engine chosen, a line after the cards gives the other templates with that kit, opened on it', oneWidth, async ({ page }) => {
    await openCatalog(page, '?engine=Godot');
    await expect(cardTitles(page)).toHaveText(['DoubleTapDash', 'BounceChain']);
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 6 templates');
    const line = page.getByText('Made for Godot: 2. All six come with a Godot kit.', { exact: true });
    await expect(line).toBeVisible();
    const ports = page.getByRole('list', { name: 'Other templates with a Godot kit' }).getByRole('link');
    await expect(ports).toHaveText(['PhysicsDropper', 'RhythmClacker', 'MemoryTiles', 'TimingWheel'].map((name) => `${name} with the Godot kit`));
    // After the matching cards, and not cards itself.
    const lastCard = await cards(page).last().boundingBox();
    expect((await line.boundingBox())!.y).toBeGreaterThan(lastCard!.y + lastCard!.height - 1);
    await expect(cards(page)).toHaveCount(2);
    await expect(radio(page, 'Engine', 'Godot')).toHaveAccessibleDescription('2 templates');
    await expectNoAxeViolations(page);
    // A port opens its page with the Godot kit chosen.
    await ports.filter({ hasText: 'MemoryTiles' }).click();
    await expect(page).toHaveURL(/\/templates\/memory-tiles\/?\?engine=godot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MemoryTiles');
    await expect(page.getByRole('radiogroup', { name: 'Kit engine' }).getByRole('radio', { name: 'Godot', exact: true })).toBeChecked();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openCatalog(page);
    await search(page).focus();
    await page.keyboard.type('godot');
    await expect(cardTitles(page)).toHaveText(['DoubleTapDash', 'BounceChain']);
    await page.keyboard.press('Escape');
    await expect(cards(page)).toHaveCount(6);

    await page.keyboard.press('Tab');
    await expect(advanced(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(advanced(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(radio(page, 'Genre', 'All')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'Genre', 'Arcade')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['DoubleTapDash']);
    await page.keyboard.press('ArrowLeft');
    await expect(cards(page)).toHaveCount(6);
    await page.keyboard.press('Tab');
    await expect(radio(page, 'Action', 'All')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, 'Action', 'Bounce')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['BounceChain']);

    const preview = page.getByRole('button', { name: 'Preview BounceChain' });
    await preview.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'BounceChain' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(preview).toBeFocused();
  });

  test('loads with no layout shift, filtered or not; has no horizontal scroll and no request to another origin', async ({ page, baseURL }) => {
    test.setTimeout(60_000); // 3 loads: about 6 s, 15 s on the slower twin.
    await test.step('loads with no layout shift, filtered or not', async () => {
      await watchLayoutShift(page);
      for (const query of ['', '?genre=Physics&engine=Godot']) {
        await openCatalog(page, query);
        await page.waitForTimeout(300);
        expect(await layoutShift(page)).toBeLessThan(0.01);
      }
    });
    await test.step('has no horizontal scroll and no request to another origin', async () => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      await openCatalog(page, '?genre=Physics');
      await advanced(page).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(foreign).toEqual([]);
    });
  });



  // Two scans per test, so each has room in its time limit on a busy machine.
  test('has no axe violations: default, with the filter panel open, the empty state and a preview dialog open', async ({ page }) => {
    test.setTimeout(90_000); // 4 axe scans: about 10 s, 30 s on the slower twin.
    await openCatalog(page, '?q=drop');
    await test.step('has no axe violations: default and with the filter panel open', async () => {
      await expectNoAxeViolations(page);
      await advanced(page).click();
      await expectNoAxeViolations(page);
    });
    await test.step('has no axe violations: empty state and preview dialog open', async () => {
      await radio(page, 'Engine', 'JS').check();
      await expect(page.getByText(emptyMessage)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.getByRole('button', { name: 'Preview PhysicsDropper' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  // The phone layout scrolls the most.
  test.describe('on a phone', phoneOnly, () => {

    test('sticky header does not cover the focused search box', async ({ page }) => {
      await openCatalog(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.keyboard.press('/');
      await expect(search(page)).toBeFocused();
      const header = await page.getByRole('banner').boundingBox();
      // Focus scrolls smoothly (html:focus-within), so the box arrives after a short animation.
      await expect.poll(async () => (await search(page).boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  });
});

test.describe('Templates catalog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists all six cards and the full count', async ({ page }) => {
    const response = await page.goto('/templates/?genre=Physics&engine=Godot');
    await expect(cardTitles(page)).toHaveText(all);
    await expect(page.getByRole('status')).toHaveText('Showing 6 of 6 templates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Microgame templates');
    // Controls that cannot work without scripts say so by being disabled.
    await expect(search(page)).toBeDisabled();
    await expect(radio(page, 'Genre', 'Physics')).toBeDisabled();
    // Playwright disables scripts after parsing, so <noscript> content is checked in the HTML itself.
    expect(await response!.text()).toMatch(/<noscript><p[^>]*>Filters and search need JavaScript\./);
  });
});

import { test, expect, expectComingSoonToast } from './fixtures';

const projects = [
  { template: 'PhysicsDropper X', likes: 312, comments: 58 },
  { template: 'BeatSync Pro', likes: 245, comments: 41 },
  { template: 'CogniTiles Prime', likes: 198, comments: 33 },
] as const;

test.describe('Community page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/community');
  });

  test('the page: its showcase images loading with no layout shift, the stats, Loop of the Month, the showcase cards, the forum threads, no sideways scroll, and the toasts of its unready destinations', async ({ page }) => {
    test.setTimeout(60_000); // one load: about 5 s, 12 s on the slower twin.
    await test.step('the showcase images are distinct and loading them shifts no layout', async () => {
      const sources = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
      expect(new Set(sources).size).toBe(3);
      await page.mouse.wheel(0, 3000);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift).toBeLessThan(0.02);
    });
    await test.step('has the title and the three stats, each value with its label', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community & Showcase');
      const stats = [
        ['15K+', 'Active Developers'],
        ['1.2K+', 'Published Games'],
        ['5K+', 'Forum Discussions'],
      ] as const;
      const terms = page.locator('dl dt');
      for (const [value, label] of stats) {
        const term = terms.filter({ hasText: label });
        await expect(term).toHaveCount(1);
        await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
      }
    });
    await test.step('features the first project as Loop of the Month with its badge, likes, comments and a button', async () => {
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Loop of the Month' }) });
      const [featured] = projects;
      await expect(section.getByRole('heading', { level: 3 })).toHaveText('Pachinko Panic');
      await expect(section).toContainText(featured.template);
      await expect(section).toContainText(`${featured.likes} likes`);
      await expect(section).toContainText(`${featured.comments} comments`);
      const img = section.locator('img');
      expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20);
      await expect(section.getByRole('button', { name: 'View Project' })).toBeVisible();
    });
    await test.step('shows the other projects as showcase cards, without repeating the featured one', async () => {
      await expect(page.getByRole('heading', { name: 'Community Showcase' })).toBeVisible();
      const cards = page.getByTestId('showcase-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.getByRole('heading', { name: 'Pachinko Panic' })).toHaveCount(0);
      await expect(cards.filter({ hasText: 'PhysicsDropper X' })).toHaveCount(0);
      for (const [i, project] of projects.slice(1).entries()) {
        const card = cards.nth(i);
        await expect(card).toHaveJSProperty('tagName', 'ARTICLE');
        await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
        await expect(card).toContainText(project.template);
        await expect(card).toContainText(`${project.likes} likes`);
        await expect(card).toContainText(`${project.comments} comments`);
        await expect(card).toContainText(/by \p{L}+ \p{L}+/u);
        expect((await card.locator('p').first().innerText()).length).toBeGreaterThan(40);
        const img = card.locator('img');
        await img.scrollIntoViewIfNeeded();
        expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20);
        await expect(img).toHaveAttribute('width', /\d+/);
        await expect(img).toHaveAttribute('height', /\d+/);
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
    });
    await test.step('lists three forum threads with category, author, replies and relative time', async () => {
      await expect(page.getByRole('heading', { name: 'Latest Forum Buzz' })).toBeVisible();
      const threads = page.getByTestId('forum-thread');
      await expect(threads).toHaveCount(3);
      const categories: string[] = [];
      for (const thread of await threads.all()) {
        await expect(thread.getByRole('heading')).not.toBeEmpty();
        await expect(thread).toContainText(/by \S+/);
        await expect(thread).toContainText(/\d+ replies/);
        await expect(thread).toContainText(/\d+ (minute|hour|day|week)s? ago/);
        const text = await thread.innerText();
        categories.push(['Physics', 'Showcase', 'Ideas'].find((c) => text.includes(c)) ?? 'none');
      }
      expect(categories).toEqual(['Physics', 'Showcase', 'Ideas']);
      await expect(page.getByRole('heading', { name: 'Got Something to Share?' })).toBeVisible();
    });
    await test.step('nothing overflows the page horizontally', async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
    for (const name of ['View Project', 'Join the Discussion', 'Submit Your Project']) {
      await test.step(`"${name}" says in a toast that its destination is not ready`, () => expectComingSoonToast(page, name));
    }
  });
});

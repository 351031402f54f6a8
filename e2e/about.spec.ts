import { test, expect } from './fixtures';
import { philosophy } from '../content/about';

test.describe('About', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('the page: its h1 and headings, the Plinko quote, the four values, no Organization JSON-LD and no sideways scroll, and the founding story leading to the community', async ({ page }) => {
    test.setTimeout(60_000); // one load: about 3 s, 8 s on the slower twin.
    await test.step('has the About Microloop h1 and headings for the mission and the founding story', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Microloop');
      await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'How Microloop started' })).toBeVisible();
    });
    await test.step('quotes the Plinko philosophy in a blockquote with an attribution', async () => {
      const section = page.getByRole('region', { name: 'The Plinko philosophy' });
      const quote = section.locator('blockquote');
      await expect(quote).toBeVisible();
      await expect(quote).toHaveText(philosophy.text);
      await expect(section.locator('figcaption')).toContainText(philosophy.author);
    });
    await test.step('names the four guiding values as headings, in order', async () => {
      const values = page.getByRole('region', { name: 'What guides us' }).getByRole('heading', { level: 3 });
      await expect(values).toHaveText(['Hyper-Speed Prototyping', 'Unleash Creativity', 'Power of Community', 'Elegant Engineering']);
      for (const name of ['Hyper-Speed Prototyping', 'Unleash Creativity', 'Power of Community', 'Elegant Engineering']) {
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      }
    });
    await test.step('carries no Organization JSON-LD (that is on Home only) and does not scroll sideways', async () => {
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
    await test.step('tells the founding story in order and links to the community', async () => {
      const story = page.getByRole('region', { name: 'How Microloop started' });
      await expect(story.getByRole('listitem')).toHaveCount(3);
      const link = story.getByRole('link', { name: 'See what the community has built' });
      await expect(link).toHaveAttribute('href', '/community/');
      await link.click();
      await expect(page).toHaveURL(/\/community\/$/);
    });
  });

});

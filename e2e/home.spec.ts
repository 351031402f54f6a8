import type { Locator, Page } from '@playwright/test';
import { test, expect, isNarrow, waitForHydration } from './fixtures';
import { testimonial } from '../content/home';

/** Waits for the scroll to settle, then checks the heading sits fully below the sticky header. */
async function expectClearOfHeader(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(async () => {
      const first = await heading.evaluate((el) => el.getBoundingClientRect().top);
      await page.waitForTimeout(100);
      const second = await heading.evaluate((el) => el.getBoundingClientRect().top);
      return first === second ? second : Number.NaN;
    })
    .toBeGreaterThanOrEqual(headerBottom);
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
}

/** The footer's Pricing link (on `from`, or the page as it is) lands on #pricing, its heading clear of the sticky header. */
async function footerPricingScrolls(page: Page, from?: string) {
  if (from) await page.goto(from);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expectClearOfHeader(page, page.locator('#pricing').getByRole('heading', { name: 'Pricing', exact: true }));
}

test.describe('Home', () => {
  test('the page: the hero, its facts, the quote, the feature cards, #pricing, the JSON-LD and its logo, no sideways scroll; the footer Pricing link, the closing call to action and the hero links to their pages', async ({ page, request }) => {
    test.setTimeout(90_000); // one load and two more for the hero links: about 8 s, 20 s on the slower twin.
    await page.goto('/');
    await test.step('hero: the h1 and links to Browse Templates and Start Building', async () => {
      const hero = page.getByRole('region', { name: /design, test and export microgames/i });
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/^Design, test and export microgames in minutes$/);
      await expect(hero.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/templates/');
      await expect(hero.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/playground/');
      // The hero's Start Building is a second link of that name besides the header's.
      await expect(page.getByRole('link', { name: 'Start Building', exact: true })).toHaveCount(2);
    });
    if (!isNarrow(page)) {
      await test.step('hero facts are counts of real things: mechanics, engines and playable kits, no counter at 0', async () => {
        const hero = page.getByRole('region', { name: /design, test and export microgames/i });
        const facts = hero.locator('dl > div');
        await expect(facts).toHaveText(['mechanics6', 'engines3', 'playable kits18']);
        await expect(hero).not.toContainText('sign-ups');
      });
    }
    await test.step('PhysicsDropper quote: a blockquote with a 5-star rating image and an attribution', async () => {
      const quote = page.locator('blockquote').filter({ hasText: 'PhysicsDropper' });
      await expect(quote).toHaveCount(1);
      await expect(quote).toBeVisible();
      await expect(quote.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
      await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveAttribute('aria-label', '5 out of 5 stars');
      const figure = page.getByRole('figure').filter({ has: quote });
      await expect(figure.locator('figcaption')).toContainText(testimonial.author);
      await expect(page.getByRole('link', { name: 'Try PhysicsDropper live' })).toHaveAttribute('href', '/playground/');
    });
    await test.step('six feature cards, each with its own heading', async () => {
      const cards = page.getByTestId('feature-card');
      await expect(cards).toHaveCount(6);
      const titles: string[] = [];
      for (const card of await cards.all()) {
        await expect(card).toBeVisible();
        const heading = card.getByRole('heading');
        await expect(heading).toHaveCount(1);
        titles.push((await heading.textContent()) ?? '');
      }
      expect(new Set(titles).size).toBe(6);
      expect(titles).toContain('Multi-engine support');
    });
    await test.step('#pricing: a heading, the license terms and a link to the terms, with no invented price', async () => {
      const pricing = page.locator('#pricing');
      await expect(pricing).toHaveCount(1);
      await expect(pricing.getByRole('heading', { name: 'Pricing', exact: true })).toBeVisible();
      await expect(pricing).toContainText('unlimited personal and commercial projects');
      await expect(pricing).toContainText('non-transferable');
      await expect(pricing.getByRole('link', { name: 'Read the full license terms' })).toHaveAttribute('href', '/terms/');
      await expect(pricing).not.toContainText(/[$€£]\s?\d/);
    });
    if (!isNarrow(page)) {
      await test.step('JSON-LD describes the Organization and its logo is served', async () => {
        const scripts = page.locator('script[type="application/ld+json"]');
        await expect(scripts).toHaveCount(1);
        const data = JSON.parse((await scripts.textContent()) ?? '');
        expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Microloop' });
        expect(data.description.length).toBeGreaterThan(40);
        expect(new URL(data.url).pathname).toBe('/');
        expect((await request.get(new URL(data.logo).pathname)).status()).toBe(200);
      });
    }
    await test.step('no horizontal scroll', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
    await test.step('the footer Pricing link on / scrolls to #pricing, clear of the sticky header', () => footerPricingScrolls(page));
    await test.step('closing call to action links Explore Templates to /templates', async () => {
      const link = page.getByRole('link', { name: 'Explore Templates' });
      await expect(link).toHaveAttribute('href', '/templates/');
      await link.click();
      await expect(page).toHaveURL(/\/templates\/$/);
    });
    await test.step('hero links navigate to their pages', async () => {
      await page.goto('/');
      const hero = page.getByRole('region', { name: /design, test and export microgames/i });
      await hero.getByRole('link', { name: 'Browse Templates' }).click();
      await expect(page).toHaveURL(/\/templates\/$/);
      await page.goto('/');
      await hero.getByRole('link', { name: 'Start Building' }).click();
      await expect(page).toHaveURL(/\/playground\/$/);
    });
  });

  test('loading /#pricing lands on the pricing heading below the sticky header; the footer Pricing link on /about scrolls to #pricing, clear of the sticky header', async ({ page }) => {
    await test.step('loading /#pricing lands on the pricing heading below the sticky header', async () => {
      await page.goto('/#pricing');
      await expectClearOfHeader(page, page.locator('#pricing').getByRole('heading', { name: 'Pricing', exact: true }));
    });
    await test.step('the footer Pricing link on /about scrolls to #pricing, clear of the sticky header', () => footerPricingScrolls(page, '/about'));
  });
});

test.describe('Home peg board', () => {
  /** The board's animated elements: their tag, and whether they sit inside an <svg>. */
  const animated = (page: Page) =>
    page.getByTestId('peg-board').evaluate((board) =>
      [...board.querySelectorAll('*')]
        .filter((el) => getComputedStyle(el).animationName !== 'none')
        .map((el) => ({ tag: el.tagName.toLowerCase(), insideSvg: el instanceof SVGElement && el.ownerSVGElement !== null })),
    );

  test('the board: at desktop size it drops, lands and rests, a pointer move wakes it, out of view it pauses; it is decorative, drops three balls and animates only outermost <svg> boxes', async ({ page }) => {
    test.setTimeout(60_000); // one load and up to 10 s of drops: about 12 s, 20 s on the slower twin.
    await page.goto('/');
    if (!isNarrow(page)) {
      await test.step('drops, lands and rests; a pointer move wakes it; out of view it pauses', async () => {
        const states = () => page.getByTestId('peg-board').evaluate((board) => board.getAnimations({ subtree: true }).map((a) => a.playState));
        await waitForHydration(page);
        expect(await states()).toContain('running');
        // Three staggered drops of at most 6 s: then every ball sits still in a slot.
        await expect.poll(states, { timeout: 10_000 }).toEqual(['finished', 'finished', 'finished']);
        const landed = await page.getByTestId('peg-board').locator('svg:not(:first-child)').first().evaluate((ball) => getComputedStyle(ball).opacity);
        expect(landed).toBe('1');

        await page.mouse.move(200, 200);
        await page.mouse.move(400, 300);
        await expect.poll(states).toEqual(['running', 'running', 'running']);
        await page.locator('#pricing').scrollIntoViewIfNeeded();
        await expect.poll(states).toEqual(['paused', 'paused', 'paused']);
      });
    }
    await test.step('is decorative and drops three balls', async () => {
      const board = page.getByTestId('peg-board');
      await expect(board).toHaveAttribute('aria-hidden', 'true');
      expect(await animated(page)).toHaveLength(3);
    });
    await test.step('animates only outermost <svg> boxes, which the compositor can move without repainting', async () => {
      expect(await animated(page)).toEqual(Array(3).fill({ tag: 'svg', insideSvg: false }));
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('holds still', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('peg-board')).toBeVisible();
      expect(await animated(page)).toEqual([]);
    });
  });
});

test.describe('Home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every section from the static HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Design, test and export microgames');
    await expect(page.getByTestId('feature-card')).toHaveCount(6);
    await expect(page.locator('#pricing')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Templates' })).toBeVisible();
  });
});

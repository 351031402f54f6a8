import type { Page } from '@playwright/test';
import { test, expect, oneWidth, scrollSettled, waitForHydration } from './fixtures';

const privacyHeadings = [
  'Our Commitment to Privacy',
  'Information We Collect',
  'How We Use Information',
  'How We Share Information',
  'Data Security',
  'Your Privacy Rights',
  'International Data Transfers',
  "Children's Privacy",
  'Updates to This Policy',
  'Contact Us',
];

const termsHeadings = [
  'Agreement to Terms',
  'Description of Services',
  'User Accounts',
  'Template License',
  'User Conduct',
  'Intellectual Property',
  'Fees and Payment',
  'Disclaimers and Limitation of Liability',
  'Indemnification',
  'Governing Law and Dispute Resolution',
  'Changes to These Terms',
  'Contact Information',
];

const pages = [
  { path: '/privacy', h1: 'Privacy Policy', headings: privacyHeadings },
  { path: '/terms', h1: 'Terms of Service', headings: termsHeadings },
] as const;

const numbered = (headings: readonly string[]) => headings.map((heading, i) => `${i + 1}. ${heading}`);

/** Today in the browser's (and this machine's) local time zone, as YYYY-MM-DD. */
function localToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the element's top edge sits in the viewport below the sticky header. */
async function isBelowHeader(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const top = document.querySelector(sel)!.getBoundingClientRect().top;
    return top >= headerBottom && top < window.innerHeight - 40;
  }, selector);
}

/** Privacy's honest facts, and that loading it set no cookie and called no other origin (its requests from the start). */
async function privacyFacts(page: Page, requested: readonly string[]) {
  const main = page.getByRole('main');
  for (const fact of ['No login.', 'No analytics.', 'No cookies set by us.', 'No third-party requests.']) {
    await expect(main.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(main).toContainText('at least 16 years old, or older where local law sets a higher age');
  await expect(main.getByRole('link', { name: 'privacy@microloop.dev' })).toHaveAttribute('href', 'mailto:privacy@microloop.dev');
  expect(await page.context().cookies()).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
}

/** The facts of SPEC.md §9 in the terms. */
async function termsFacts(page: Page) {
  const section = (name: string) => page.getByRole('main').locator('section').filter({ has: page.getByRole('heading', { name }) });
  await expect(section('1. Agreement to Terms')).toContainText('at least 16 years old, or older if the law where you live sets a higher minimum age');
  await expect(section('3. User Accounts')).toContainText('Certain features require account registration');
  const license = section('4. Template License');
  for (const term of [
    'Non-exclusive.',
    'Non-transferable.',
    'Worldwide.',
    'Revocable.',
    'Unlimited personal and commercial projects.',
    'No resale or redistribution of the templates themselves.',
    'Attribution appreciated but not mandatory.',
  ]) {
    await expect(license.getByRole('listitem').filter({ hasText: term })).toHaveCount(1);
  }
  await expect(section('8. Disclaimers and Limitation of Liability')).toContainText(
    'the greater of the amount you paid us in the previous six months (counted back from the event that gave rise to the claim) or 100 US dollars (US$100)',
  );
  const law = section('10. Governing Law and Dispute Resolution');
  await expect(law).toContainText('laws of the State of California');
  await expect(law).toContainText('binding arbitration in San Francisco, California, administered by JAMS under its Streamlined Arbitration Rules');
  await expect(section('11. Changes to These Terms')).toContainText("at least 30 days' notice");
}

// Each page's text is read in one visit at desktop size (its headings, its facts, its date), a step each as the tests
// they were; the table of contents, which the sticky header and the width change, at both widths.
test.describe('legal pages', () => {
  for (const { path, h1, headings } of pages) {
    const what = path === '/privacy' ? 'a heading for each of the ten sections, in order; states the honest facts, and the site sets no cookies and calls no other origin' : 'twelve headings numbered 1. to 12., in order; states the facts of SPEC.md §9';
    test(`${path}: ${what}; "Last updated" shows today's date`, oneWidth, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(path);
      await test.step('its headings, in order', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        const sections = page.getByRole('main').getByRole('heading', { level: 2 });
        await expect(sections).toHaveText(numbered(headings));
        const numbers = (await sections.allTextContents()).map((text) => Number(/^(\d+)\. /.exec(text)?.[1]));
        expect(numbers).toEqual(headings.map((_, index) => index + 1));
      });
      await waitForHydration(page);
      await test.step('its facts', () => (path === '/privacy' ? privacyFacts(page, requested) : termsFacts(page)));
      await test.step('"Last updated" shows today\'s date', async () => {
        const time = page.getByRole('main').getByText(/^Last updated/).locator('time');
        await expect(time).toHaveAttribute('datetime', localToday());
        await expect(time).toHaveText(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()));
      });
    });
  }

  for (const { path, headings } of pages) {
    test(`${path}: table of contents links jump to their sections, clear of the sticky header`, async ({ page }) => {
      // Where a jump lands is the point here, not the smooth scroll to it: with reduced motion the page
      // jumps at once, so no click can land mid-scroll on a loaded machine (a click was lost once at load 17).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await waitForHydration(page);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const links = toc.getByRole('link');
      await expect(links).toHaveText(numbered(headings));
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));

      const jumpsTo = async (i: number) => {
        const href = hrefs[i]!;
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.locator(`section${href}`).getByRole('heading', { level: 2 })).toHaveText(`${i + 1}. ${headings[i]}`);
        await expect.poll(() => isBelowHeader(page, `section${href}`)).toBe(true);
        // The jump scrolls smoothly and the section is in view before it ends: a click during the
        // scroll lands wherever the link has moved to by then.
        await scrollSettled(page);
        expect(await isBelowHeader(page, `section${href}`)).toBe(true);
      };

      // By keyboard: the third link is in view on load at both widths, so focusing it does not scroll.
      await links.nth(2).focus();
      await page.keyboard.press('Enter');
      await jumpsTo(2);

      // Back to front, so every jump has to scroll up past the content before it.
      for (let i = hrefs.length - 1; i >= 0; i--) {
        // The sidebar is sticky only within its column: near the page's end it moves with the scroll, so
        // the link is brought into view and left to settle before the pointer aims at it (a click once
        // landed on the neighbouring link).
        await links.nth(i).scrollIntoViewIfNeeded();
        await scrollSettled(page);
        await links.nth(i).click();
        await jumpsTo(i);
      }
    });
  }
});

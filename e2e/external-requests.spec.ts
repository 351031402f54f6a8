import type { Page } from '@playwright/test';
import { test, expect, oneWidth, routes, isNarrow, waitForHydration } from './fixtures';
import { watchOrigins } from './watchers';

/**
 * Clicks every visible, enabled button in <main> (or, with `part` of `parts`, that share of them, in
 * order), closing whatever each one opened before the next.
 */
async function pressEveryButton(page: Page, { part = 0, parts = 1 } = {}) {
  const buttons = page.locator('main button:visible');
  const count = await buttons.count();
  const share = Math.ceil(count / parts);
  for (let i = part * share; i < Math.min(count, (part + 1) * share); i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    // A dialog may open after code loads on demand (the QR code): wait for it, or the Escape below comes too early.
    const opensDialog = (await button.getAttribute('aria-haspopup')) === 'dialog';
    // Mid-screen, clear of the toasts the downloads bring: at 375 px a toast sliding in at the bottom
    // could take a click meant for a button beneath it after Playwright's hit check.
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await button.click();
    if (opensDialog) await expect(page.locator('dialog[open]')).toBeVisible();
    await page.keyboard.press('Escape');
  }
}

/** Checks every radio and steps every slider in <main>. */
async function setEveryInput(page: Page) {
  for (const radio of await page.locator('main input[type="radio"]:visible').all()) await radio.check();
  for (const slider of await page.locator('main input[type="range"]:visible').all()) {
    await slider.focus();
    await page.keyboard.press('ArrowRight');
  }
}

/** The shell and the page itself: the menu, link intent (prefetch), the toaster hotkey, the whole scroll. */
async function browseTheShell(page: Page) {
  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
    if (await link.isVisible()) await link.hover();
  }
  await page.keyboard.press('F8');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
  });
}

/** The routes with radios or sliders in <main>; the shell test checks that no other route has any. */
const routesWithInputs: readonly string[] = ['/templates', '/playground'];
const inputs = 'main input[type="radio"], main input[type="range"]';

/** Routes with many buttons (downloads, dialogs, exports) press them in this many tests, a share each. */
const buttonParts: Readonly<Record<string, number>> = { '/templates': 3, '/playground': 2 };
const partsOf = (path: string) => buttonParts[path] ?? 1;

const pressingButtons = [0, 1, 2].map((part) => ({
  name: (path: string) => (partsOf(path) === 1 ? 'pressing every button' : `pressing every button, part ${part + 1} of ${partsOf(path)}`),
  exercise: (page: Page, path: string) => pressEveryButton(page, { part, parts: partsOf(path) }),
  on: (path: string) => part < partsOf(path),
  everyWidth: false,
}));

// One test per way of using a page (and per share of a long one), so none does everything at once
// and each has room in its time limit on a machine half as fast.
const uses = [
  ...pressingButtons,
  { name: () => 'setting every radio and slider', exercise: setEveryInput, on: (path: string) => routesWithInputs.includes(path), everyWidth: false },
  {
    name: () => 'the menu, link intent, F8 and a full scroll',
    on: () => true,
    everyWidth: true,
    async exercise(page: Page, path: string) {
      expect(routesWithInputs.includes(path) || (await page.locator(inputs).count()) === 0, `${path} has inputs: list it`).toBe(true);
      await browseTheShell(page);
    },
  },
] as const;

async function openAndUse(page: Page, path: string, exercise: (page: Page, path: string) => Promise<void>) {
  await page.goto(path);
  await waitForHydration(page);
  await exercise(page, path);
  await page.waitForLoadState('networkidle');
}

test.describe('no request to any other origin', () => {
  for (const route of routes) {
    for (const { name, exercise, on, everyWidth } of uses) {
      if (!on(route.path)) continue;
      // What the buttons and inputs request is the same at every width; the phone's menu is checked at 375 px.
      test(`${route.path}: ${name(route.path)} stays on the site's origin`, everyWidth ? {} : oneWidth, async ({ page, baseURL }) => {
        const foreign = watchOrigins(page, baseURL ?? '');
        await openAndUse(page, route.path, exercise);
        expect(foreign).toEqual([]);
      });
    }
  }

  test.describe('404', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('the 404 page stays on the site origin too', async ({ page, baseURL }) => {
      const foreign = watchOrigins(page, baseURL ?? '');
      await openAndUse(page, '/no-such-page', async (page) => {
        await pressEveryButton(page);
        await browseTheShell(page);
      });
      expect(foreign).toEqual([]);
    });
  });
});

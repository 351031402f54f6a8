import type { Page } from '@playwright/test';
import { test, expect, oneWidth, phoneOnly, routes, isNarrow, waitForHydration } from './fixtures';
import { watchOrigins } from './watchers';

/** Clicks every visible, enabled button in <main>, in order, closing whatever each one opened before the next. */
async function pressEveryButton(page: Page) {
  const buttons = page.locator('main button:visible');
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
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

/** The shell's own checks, which a phone changes (its menu): run at every width. */
async function browseAtAnyWidth(page: Page, path: string) {
  expect(routesWithInputs.includes(path) || (await page.locator(inputs).count()) === 0, `${path} has inputs: list it`).toBe(true);
  await browseTheShell(page);
}

async function openAndUse(page: Page, path: string, exercise: (page: Page, path: string) => Promise<void>) {
  await page.goto(path);
  await waitForHydration(page);
  await exercise(page, path);
  await page.waitForLoadState('networkidle');
}

test.describe('no request to any other origin', () => {
  // At desktop size one visit per route presses every button, sets every radio and slider, then browses the
  // shell (what the buttons and inputs request is the same at every width); on a phone a visit browses the
  // shell, whose menu is the phone's. 8 loads a width, where a test per use (and per share of the long
  // ones) took 21 at desktop size.
  for (const route of routes) {
    test(`${route.path}: pressing every button, setting every radio and slider, the menu, link intent, F8 and a full scroll stay on the site's origin`, oneWidth, async ({ page, baseURL }) => {
      test.setTimeout(120_000); // /templates presses 40 buttons: about 25 s, 60 s on the slower twin.
      const foreign = watchOrigins(page, baseURL ?? '');
      await openAndUse(page, route.path, async () => {
        await test.step('pressing every button', () => pressEveryButton(page));
        if (routesWithInputs.includes(route.path)) await test.step('setting every radio and slider', () => setEveryInput(page));
        await test.step('the menu, link intent, F8 and a full scroll', () => browseAtAnyWidth(page, route.path));
      });
      expect(foreign).toEqual([]);
    });
  }

  // At desktop size the visit above browses the shell.
  test.describe('on a phone', phoneOnly, () => {
    // One page browses every route in turn, each a step, its requests read per route.
    test('on every route, the menu, link intent, F8 and a full scroll stay on the site\'s origin', async ({ page, baseURL }) => {
      test.setTimeout(90_000); // 8 routes browsed: about 10 s, 25 s on the slower twin.
      const foreign = watchOrigins(page, baseURL ?? '');
      for (const route of routes) {
        await test.step(`${route.path}: the menu, link intent, F8 and a full scroll stay on the site's origin`, async () => {
          await openAndUse(page, route.path, browseAtAnyWidth);
          expect(foreign).toEqual([]);
        });
      }
    });
  });

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
